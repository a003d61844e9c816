"""Terminal, SWE and MCP rows of the second labeled set (see benchrows.py) for the mechanisms of helper K:
whole-file writes read back whole, command-line key/value settings (set K V, then get K), glob-filtered
listings, and deletions/creations by name in MCP tools. Each mechanism has contradictions and clean rows
with traps (--unset, another scope, a -R listing, a filtered search, a failed write)."""

from __future__ import annotations

import json

from tests.decoherence.benchrows import GONE, K, Row, call, j

DEV = "mira@build-07:~/svc$"
R = "root@c0ffee99aa01:/etc/app#"


def scr(prompt: str, cmd: str, *out: str) -> str:
    return "\n".join([f"{prompt} {cmd}", *out, prompt])


OH = "\n[Current working directory: /workspace/shop]\n[Python interpreter: /usr/bin/python]\n" \
     "[Command finished with exit code 0]"

TERMINAL: list[Row] = [
    # command-line settings
    Row("terminal", "k-git-config-reverts", kind="revert", state=DEV,
        note="git config user.email set, then read back with the old value", turns=[
            (K("git config user.email"), scr(DEV, "git config user.email", "mira@old-corp.io")),
            (K("git config user.email mira@build.dev"), scr(DEV, "git config user.email mira@build.dev")),
            (K("git status -s"), scr(DEV, "git status -s", " M main.go")),
            (K("git config user.email"), scr(DEV, "git config user.email", "mira@old-corp.io")),
        ]),
    Row("terminal", "k-npm-config-reverts", kind="revert", state=R,
        note="npm config set registry, npm config get prints another value", turns=[
            (K("npm config set registry https://npm.internal.example/"),
             scr(R, "npm config set registry https://npm.internal.example/")),
            (K("ls"), scr(R, "ls", "app.env  nginx.conf")),
            (K("npm config get registry"), scr(R, "npm config get registry", "https://registry.npmjs.org/")),
        ]),
    Row("terminal", "k-gsettings-reverts", kind="revert", state=DEV,
        note="gsettings set then get shows the earlier value", turns=[
            (K("gsettings set org.gnome.desktop.interface color-scheme 'prefer-dark'"),
             scr(DEV, "gsettings set org.gnome.desktop.interface color-scheme 'prefer-dark'")),
            (K("gsettings get org.gnome.desktop.interface color-scheme"),
             scr(DEV, "gsettings get org.gnome.desktop.interface color-scheme", "'default'")),
        ]),
    Row("terminal", "k-clean-config-scopes", state=DEV,
        note="--global and --local are different keys; --unset forgets; a second set wins", turns=[
            (K("git config --global core.editor vim"), scr(DEV, "git config --global core.editor vim")),
            (K("git config --local core.editor nano"), scr(DEV, "git config --local core.editor nano")),
            (K("git config --global core.editor"), scr(DEV, "git config --global core.editor", "vim")),
            (K("git config core.editor"), scr(DEV, "git config core.editor", "nano")),
            (K("git config --unset user.name"), scr(DEV, "git config --unset user.name")),
            (K("git config user.name"), scr(DEV, "git config user.name", "Mira K")),
            (K("npm config set fund false"), scr(DEV, "npm config set fund false")),
            (K("npm config set fund true"), scr(DEV, "npm config set fund true")),
            (K("npm config get fund"), scr(DEV, "npm config get fund", "true")),
        ]),
    # glob listings
    Row("terminal", "k-glob-misses-copy", kind="created-missing", state=R,
        note="a copied .conf file missing from ls *.conf", turns=[
            (K("ls"), scr(R, "ls", "app.env  nginx.conf  site.conf")),
            (K("cp site.conf site-staging.conf"), scr(R, "cp site.conf site-staging.conf")),
            (K("ls *.conf"), scr(R, "ls *.conf", "nginx.conf  site.conf")),
        ]),
    Row("terminal", "k-glob-lists-removed", kind="deleted-listed", state=DEV,
        note="a removed .py file still shown by ls src/*.py", turns=[
            (K("touch src/old_api.py src/api.py"), scr(DEV, "touch src/old_api.py src/api.py")),
            (K("rm src/old_api.py"), scr(DEV, "rm src/old_api.py")),
            (K("ls src/*.py"), scr(DEV, "ls src/*.py", "src/api.py  src/old_api.py")),
        ], gap=GONE["terminal"]),
    Row("terminal", "k-clean-globs", state=R,
        note="a glob only shows matching files; unknown files may appear; -d and -R are not judged", turns=[
            (K("ls"), scr(R, "ls", "app.env  nginx.conf  site.conf")),
            (K("touch notes.txt"), scr(R, "touch notes.txt")),
            (K("ls *.conf"), scr(R, "ls *.conf", "nginx.conf  site.conf")),
            (K("mv site.conf site.conf.bak"), scr(R, "mv site.conf site.conf.bak")),
            (K("ls *.conf"), scr(R, "ls *.conf", "nginx.conf")),
            (K("ls *.txt"), scr(R, "ls *.txt", "notes.txt  readme.txt")),
        ]),
    # whole-file writes in the shell
    Row("terminal", "k-heredoc-then-cat", kind="content", state=DEV,
        note="a heredoc overwrites a file; cat shows the old text", turns=[
            (K("cat .env"), scr(DEV, "cat .env", "PORT=8080", "DEBUG=1")),
            (K("cat > .env <<'EOF'\nPORT=9090\nDEBUG=0\nEOF"),
             scr(DEV, "cat > .env <<'EOF'\n> PORT=9090\n> DEBUG=0\n> EOF")),
            (K("cat .env"), scr(DEV, "cat .env", "PORT=8080", "DEBUG=1")),
        ], gap=GONE["terminal"]),
]

SWE: list[Row] = [
    Row("swe", "k-gemini-overwrite-read", kind="content", state="Repository: /home/lee/tracker",
        note="write_file overwrites settings.yaml; read_file shows the earlier text", turns=[
            (call("read_file", absolute_path="/home/lee/tracker/settings.yaml"), "log_level: info\nretries: 2\n"),
            (call("write_file", file_path="/home/lee/tracker/settings.yaml", content="log_level: debug\nretries: 5\n"),
             "Successfully overwrote file: /home/lee/tracker/settings.yaml."),
            (call("read_file", absolute_path="/home/lee/tracker/settings.yaml"), "log_level: info\nretries: 2\n"),
        ]),
    Row("swe", "k-openhands-create-over", kind="content",
        note="create over an existing file; a later view shows the old lines", turns=[
            (call("str_replace_editor", command="view", path="/workspace/shop/VERSION"),
             "Here's the result of running `cat -n` on /workspace/shop/VERSION:\n     1\t1.4.2\n"),
            (call("str_replace_editor", command="create", path="/workspace/shop/VERSION", file_text="1.5.0\n"),
             "File created successfully at: /workspace/shop/VERSION"),
            (call("execute_bash", command="cat /workspace/shop/VERSION"), "1.4.2" + OH),
        ]),
    Row("swe", "k-clean-writes", state="Repository: /home/lee/tracker",
        note="a failed write keeps the old text; a write then a shell append; a partial read", turns=[
            (call("read_file", absolute_path="/home/lee/tracker/notes.md"), "# Notes\n- ship v2\n"),
            (call("write_file", file_path="/home/lee/tracker/notes.md", content="# Notes\n"),
             "Error: permission denied writing /home/lee/tracker/notes.md"),
            (call("read_file", absolute_path="/home/lee/tracker/notes.md"), "# Notes\n- ship v2\n"),
            (call("write_file", file_path="/home/lee/tracker/todo.txt", content="a\nb\n"),
             "Successfully created and wrote to new file: /home/lee/tracker/todo.txt."),
            (call("run_shell_command", command="echo c >> /home/lee/tracker/todo.txt"),
             "Command: echo c >> /home/lee/tracker/todo.txt\nDirectory: (root)\nStdout: (empty)\nStderr: (empty)\n"
             "Error: (none)\nExit Code: 0\nSignal: (none)\nBackground PIDs: (none)\nProcess Group PGID: 88"),
            (call("read_file", absolute_path="/home/lee/tracker/todo.txt"), "a\nb\nc\n"),
        ]),
]

MCP: list[Row] = [
    Row("mcp", "k-kg-deleted-entity-back", kind="deleted-listed",
        note="delete_entities by name; read_graph still lists the entity", turns=[
            (call("create_entities", entities=[{"name": "Vendor_Acme", "entityType": "company",
                                                "observations": ["supplies bolts"]},
                                               {"name": "Vendor_Bolt", "entityType": "company",
                                                "observations": ["late twice"]}]),
             j([{"name": "Vendor_Acme", "entityType": "company", "observations": ["supplies bolts"]},
                {"name": "Vendor_Bolt", "entityType": "company", "observations": ["late twice"]}])),
            (call("delete_entities", entityNames=["Vendor_Bolt"]), "Entities deleted successfully"),
            (call("read_graph"),
             j({"entities": [{"type": "entity", "name": "Vendor_Acme", "entityType": "company",
                              "observations": ["supplies bolts"]},
                             {"type": "entity", "name": "Vendor_Bolt", "entityType": "company",
                              "observations": ["late twice"]}], "relations": []})),
        ]),
    Row("mcp", "k-kg-created-missing", kind="created-missing",
        note="create_entities then a full read_graph without it", turns=[
            (call("read_graph"), j({"entities": [{"type": "entity", "name": "Project_Orion", "entityType": "project",
                                                  "observations": []}], "relations": []})),
            (call("create_entities", entities=[{"name": "Dana_Ruiz", "entityType": "person",
                                                "observations": ["leads Orion"]}]),
             j([{"name": "Dana_Ruiz", "entityType": "person", "observations": ["leads Orion"]}])),
            (call("read_graph"), j({"entities": [{"type": "entity", "name": "Project_Orion", "entityType": "project",
                                                  "observations": []}], "relations": []})),
        ]),
    Row("mcp", "k-remove-by-title-listed", kind="deleted-listed",
        note="remove_bookmark(title=...) then list_bookmarks still shows it", turns=[
            (call("list_bookmarks"), j({"bookmarks": [{"title": "Grafana", "url": "https://grafana.local"},
                                                      {"title": "Runbook", "url": "https://wiki.local/runbook"}]})),
            (call("remove_bookmark", title="Runbook"), "Bookmark 'Runbook' removed."),
            (call("list_bookmarks"), j({"bookmarks": [{"title": "Grafana", "url": "https://grafana.local"},
                                                      {"title": "Runbook", "url": "https://wiki.local/runbook"}]})),
        ]),
    Row("mcp", "k-clean-by-name", note="a filtered search, a failed delete, a recreated entity", turns=[
        (call("create_entities", entities=[{"name": "Alpha", "entityType": "team", "observations": []},
                                           {"name": "Beta", "entityType": "team", "observations": []}]),
         j([{"name": "Alpha", "entityType": "team", "observations": []},
            {"name": "Beta", "entityType": "team", "observations": []}])),
        (call("search_nodes", query="Alpha"), j({"entities": [{"type": "entity", "name": "Alpha",
                                                               "entityType": "team", "observations": []}],
                                                "relations": []})),
        (call("delete_entities", entityNames=["Beta"]), "Entities deleted successfully"),
        (call("create_entities", entities=[{"name": "Beta", "entityType": "team", "observations": ["again"]}]),
         j([{"name": "Beta", "entityType": "team", "observations": ["again"]}])),
        (call("remove_tag", name="stale"), "Error: tag 'stale' not found"),
        (call("read_graph"), j({"entities": [{"type": "entity", "name": "Alpha", "entityType": "team",
                                              "observations": []},
                                             {"type": "entity", "name": "Beta", "entityType": "team",
                                              "observations": ["again"]}], "relations": []})),
    ]),
]

# Written after the mechanisms, measured once before any change (other wording and tools).
LATER: list[Row] = [
    Row("terminal", "k-git-alias-reverts", kind="revert", state=R,
        note="a global alias set, then --get shows another command", turns=[
            (K("git config --global alias.st 'status -sb'"), scr(R, "git config --global alias.st 'status -sb'")),
            (K("git config --global --get alias.st"), scr(R, "git config --global --get alias.st", "status")),
        ]),
    Row("terminal", "k-clean-quoted-name", state=R, note="a quoted value with a space reads back as set", turns=[
        (K('git config --global user.name "Ana Ruiz"'), scr(R, 'git config --global user.name "Ana Ruiz"')),
        (K("git config --global user.name"), scr(R, "git config --global user.name", "Ana Ruiz")),
        (K("git config user.name"), scr(R, "git config user.name", "ci-bot")),
    ]),
    Row("terminal", "k-find-lists-removed-log", kind="deleted-listed", state=DEV,
        note="a removed log file still found by find -name", turns=[
            (K("touch logs/app.log logs/worker.log"), scr(DEV, "touch logs/app.log logs/worker.log",
                                                            "touch: cannot touch 'logs/app.log': No such file or "
                                                            "directory")),
            (K("mkdir -p logs && touch logs/app.log logs/worker.log"),
             scr(DEV, "mkdir -p logs && touch logs/app.log logs/worker.log")),
            (K("rm logs/app.log"), scr(DEV, "rm logs/app.log")),
            (K("find . -name '*.log' -type f"), scr(DEV, "find . -name '*.log' -type f", "./logs/worker.log",
                                                    "./logs/app.log")),
        ]),
    Row("terminal", "k-tee-then-cat", kind="content", state=R,
        note="echo | tee overwrites a file; cat shows the old line", turns=[
            (K("cat app.env"), scr(R, "cat app.env", "MODE=blue")),
            (K("echo MODE=green | tee app.env"), scr(R, "echo MODE=green | tee app.env", "MODE=green")),
            (K("cat app.env"), scr(R, "cat app.env", "MODE=blue")),
        ], gap=GONE["terminal"]),
    Row("swe", "k-gemini-args-wrapper", kind="content", state="Repository: /srv/api",
        note="functionCall-style {name, args}: write_file then read_file shows the old JSON", turns=[
            (json.dumps({"name": "write_file", "args": {"file_path": "/srv/api/flags.json",
                                                        "content": "{\n  \"beta\": true\n}\n"}}),
             "Successfully created and wrote to new file: /srv/api/flags.json."),
            (json.dumps({"name": "list_directory", "args": {"path": "/srv/api"}}),
             "Directory listing for /srv/api:\nflags.json\nmain.py"),
            (json.dumps({"name": "read_file", "args": {"absolute_path": "/srv/api/flags.json"}}),
             "{\n  \"beta\": false\n}\n"),
        ]),
    Row("mcp", "k-secret-deleted-by-key", kind="deleted-listed",
        note="delete_secret(key=...) then list_secrets still shows it", turns=[
            (call("set_secret", key="STRIPE_KEY", value="sk_live_x"), j({"ok": True})),
            (call("delete_secret", key="STRIPE_KEY"), j({"deleted": True})),
            (call("list_secrets"), j({"secrets": [{"key": "DB_URL"}, {"key": "STRIPE_KEY"}]})),
        ]),
    Row("mcp", "k-clean-filtered-tags", note="a tag created then a filtered listing without it; a rename", turns=[
        (call("create_tag", name="urgent", color="red"), j({"name": "urgent", "color": "red"})),
        (call("list_tags", color="blue"), j({"tags": [{"name": "later", "color": "blue"}]})),
        (call("rename_tag", old_name="urgent", new_name="p0"), j({"name": "p0", "color": "red"})),
        (call("list_tags"), j({"tags": [{"name": "later", "color": "blue"}, {"name": "p0", "color": "red"}]})),
    ]),
]

ROWS: list[Row] = [*TERMINAL, *SWE, *MCP, *LATER]
