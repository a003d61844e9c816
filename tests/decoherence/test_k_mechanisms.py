"""Helper K's mechanisms: whole-file writes read back whole (shell heredocs and tee, Gemini write_file,
OpenHands create), command-line key/value settings (set K V, then get K), glob-filtered listings (ls with a
glob, find -name), and MCP items created and deleted by name (knowledge graphs, remove by title), with the
traps around each."""

from __future__ import annotations

import json

import pytest

from tests.decoherence.benchrows import GONE
from tests.decoherence.evalset import K
from tests.decoherence.helpers import kinds, noted, session

P = "ana@box"


def screen(cwd: str, cmd: str, *out: str) -> str:
    return "\n".join([f"{P}:{cwd}$ {cmd}", *out, f"{P}:{cwd}$"])


def term(*steps: tuple[list, str]):
    return session("terminal", f"{P}:~/w$", list(steps))


def run(cmd: str, *out: str) -> tuple[list, str]:
    return K(cmd), screen("~/w", cmd, *out)


def tool(tool_name: str, /, **arguments: object) -> str:
    return json.dumps({"name": tool_name, "arguments": arguments})


# ---------------------------------------------------------------- settings

def test_a_setting_reads_back_what_was_set() -> None:
    bad = term(run("git config pull.rebase true"), run("git log --oneline -1", "abc1234 init"),
               run("git config pull.rebase", "false"))
    assert kinds(bad) == {3: ["fact.set-value-reverted"]}
    sysctl = term(run("sysctl -w vm.swappiness=10", "vm.swappiness = 10"),
                  run("sysctl vm.swappiness", "vm.swappiness = 60"))
    assert kinds(sysctl) == {2: ["fact.set-value-reverted"]}



def test_settings_traps_scopes_unset_scripts_and_quotes() -> None:
    ok = term(run("git config --global init.defaultBranch main"), run("git config init.defaultBranch", "master"),
              run("git config core.pager less"), run("./setup.sh", "configuring..."),
              run("git config core.pager", "delta"),
              run("gsettings set org.gnome.desktop.wm.preferences theme 'Adwaita'"),
              run("gsettings get org.gnome.desktop.wm.preferences theme", "'Adwaita'"),
              run("npm config set cache /tmp/c"), run("npm config delete cache"),
              run("npm config get cache", "/home/ana/.npm"),
              run("yarn config set prefix ~/.yarn"), run("yarn config get prefix | head -1", "/usr/local"),
              run("git config user.email a@b.c"), (K("cd /tmp"), f"{P}:~/w$ cd /tmp\n{P}:/tmp$"),
              (K("git config user.email"), screen("/tmp", "git config user.email", "x@y.z")))
    assert kinds(ok) == {}
    more = term(run("git config color.ui auto"), run("git -c color.ui=never config color.ui", "never"),
                run("npm config set registry https://r.example/"), run("export NPM_CONFIG_REGISTRY=https://m.example/"),
                run("npm config get registry", "https://m.example/"),
                run("sysctl -w net.core.somaxconn=4096",
                    "sysctl: permission denied on key \"net.core.somaxconn\""),
                run("sysctl net.core.somaxconn", "net.core.somaxconn = 128"),
                run("git config --global core.autocrlf input"),
                run("printf '[core]\\n\\tautocrlf = true\\n' >> ~/.gitconfig"),
                run("git config --global core.autocrlf", "true"))
    assert kinds(more) == {}


# ---------------------------------------------------------------- globs

def test_glob_listings_follow_known_files() -> None:
    base = [run("ls", "a.yml  b.yml  notes.md"), run("cp a.yml c.yml")]
    missing = term(*base, run("ls *.yml", "a.yml  b.yml"))
    assert kinds(missing) == {3: ["fact.created-absent"]}
    back = term(*base, run("rm b.yml"), run("ls *.yml", "a.yml  b.yml  c.yml"))
    assert kinds(back) == {4: ["fact.deleted-present"]}
    ok = term(*base, run("ls *.yml", "a.yml  b.yml  c.yml  d.yml"), run("ls *.md", "notes.md"),
              run("ls -d *.yml", "a.yml  b.yml  c.yml  d.yml"),
              run("ls *.y?l", "a.yml  b.yml  c.yml  d.yml"),
              run("ls -R *.yml", "a.yml  b.yml"),  # -R: not judged
              run("ls *.txt", "ls: cannot access '*.txt': No such file or directory"))
    assert kinds(ok) == {}


def test_find_by_name_follows_known_files() -> None:
    base = [run("mkdir -p pkg/sub && touch pkg/a.py pkg/sub/b.py pkg/README")]
    back = term(*base, run("rm pkg/a.py"), run("find pkg -name '*.py' -type f", "pkg/a.py", "pkg/sub/b.py"))
    assert kinds(back) == {3: ["fact.deleted-present"]}  # the fact engine reads find too
    ok = term(*base, run("find pkg -name '*.py'", "pkg/sub/b.py", "pkg/a.py", "pkg/new.py"),
              run("find pkg -maxdepth 1 -name '*.py'", "pkg/a.py"),  # other tests: not judged
              run("find pkg -name '*.py' -newer pkg/README", "pkg/a.py"),
              run("find pkg -name README", "pkg/README"))
    assert kinds(ok) == {}


# ---------------------------------------------------------------- whole-file writes

def test_whole_file_writes_in_the_shell_traps() -> None:
    ok = term(run("tee -a log.txt <<EOF\nx\nEOF", "x"), run("cat log.txt", "old", "x"),
              run("echo y | tee -a log.txt", "y"), run("cat log.txt", "old", "x", "y"),
              run("cat log.txt | tee copy.txt", "old", "x", "y"), run("cat copy.txt", "old", "x", "y", "z"),
              run("tee v.txt <<EOF\n$HOME\nEOF", "/home/ana"), run("cat v.txt", "/home/ana"))
    assert kinds(ok) == {}


def test_editor_whole_writes_are_read_back() -> None:
    steps = [(tool("write_file", file_path="/p/cfg.json", content='{"a": 1}\n'),
              "Successfully overwrote file: /p/cfg.json."),
             (tool("read_file", absolute_path="/p/cfg.json"), '{"a": 0}\n')]
    assert kinds(session("swe", "Repository: /p", steps)) == {2: ["fact.set-value-reverted"]}
    wrapped = [(json.dumps({"name": "write_file", "args": {"file_path": "/p/cfg.json", "content": '{"a": 1}\n'}}),
                "Successfully overwrote file: /p/cfg.json."),
               (json.dumps({"name": "read_file", "input": {"absolute_path": "/p/cfg.json"}}), '{"a": 0}\n')]
    assert kinds(session("swe", "Repository: /p", wrapped)) == {2: ["fact.set-value-reverted"]}  # other wrappers
    failed = [(steps[0][0], "Error: could not write /p/cfg.json: read-only file system"),
              (steps[1][0], '{"a": 0}\n')]
    assert kinds(session("swe", "Repository: /p", failed)) == {}


# ---------------------------------------------------------------- MCP by name


def mcp(*steps: tuple[str, str]):
    return session("mcp", None, list(steps))


def graph(*names: str, relations: list[dict[str, str]] | None = None, obs: dict[str, list[str]] | None = None) -> str:
    return json.dumps({"entities": [{"type": "entity", "name": n, "entityType": "t",
                                     "observations": (obs or {}).get(n, [])} for n in names],
                       "relations": relations or []})


def test_knowledge_graph_items_by_name() -> None:
    made = (tool("create_entities", entities=[{"name": "A", "entityType": "t", "observations": []},
                                              {"name": "B", "entityType": "t", "observations": []}]),
            json.dumps([{"name": "A"}, {"name": "B"}]))
    gone = (tool("delete_entities", entityNames=["B"]), "Entities deleted successfully")
    assert noted(mcp(made, gone, (tool("read_graph"), graph("A", "B")))) == {3}
    assert noted(mcp(made, (tool("read_graph"), graph("A")))) == {2}
    rel = (tool("create_relations", relations=[{"from": "A", "to": "B", "relationType": "owns"}]),
           json.dumps([{"from": "A", "to": "B", "relationType": "owns"}]))
    assert noted(mcp(made, rel, (tool("read_graph"), graph("A", "B")))) == {3}
    obs = (tool("delete_observations", deletions=[{"entityName": "A", "observations": ["old"]}]),
           "Observations deleted successfully")
    first = (tool("read_graph"), graph("A", "B", obs={"A": ["old", "keep"]}))
    ok = mcp(made, (tool("search_nodes", query="zzz"), graph()),  # a filtered view
             gone, (tool("create_entities", entities=[{"name": "B", "entityType": "t", "observations": []}]),
                    json.dumps([{"name": "B"}])),
             first, obs, (tool("read_graph"), graph("A", "B", obs={"A": ["keep"]})))
    assert kinds(ok) == {}


def test_remove_by_title_and_its_traps() -> None:
    listing = (tool("list_bookmarks"), json.dumps({"bookmarks": [{"title": "X"}, {"title": "Y"}]}))
    rm = (tool("remove_bookmark", title="Y"), "Bookmark removed")
    assert noted(mcp(listing, rm, listing)) == {3}
    failed = (tool("remove_bookmark", title="Y"), "Error: no bookmark titled 'Y'")
    assert kinds(mcp(listing, failed, listing)) == {}
    made = (tool("create_bookmark", title="Z", url="https://z"), json.dumps({"title": "Z", "url": "https://z"}))
    by_id = (tool("delete_bookmark", id=3), "Bookmark 3 deleted")
    assert kinds(mcp(made, by_id, listing)) == {}  # the bookmark deleted by id may be Z
    page = (tool("list_bookmarks"), json.dumps({"bookmarks": [{"title": f"b{i}"} for i in range(20)]}))
    assert kinds(mcp(made, page)) == {}  # a full page may be the first of more
    detach = (tool("remove_label", issue_number=5, name="bug"), "Label removed from issue #5")
    labels = (tool("list_labels"), json.dumps([{"name": "bug"}, {"name": "docs"}]))
    assert kinds(mcp(labels, detach, labels)) == {}


# what only the older terminal ledger caught: known gaps of the fact engine (strict: one it starts finding moves
# out of here)
TERMINAL_GAPS = {
    "pip-config": lambda: (term(run("pip config set global.timeout 60", "Writing to /home/ana/.config/pip/pip.conf"),
                                run("pip config get global.timeout", "15")), 2),
    "poetry-config": lambda: (term(run("poetry config virtualenvs.in-project true"),
                                   run("poetry config virtualenvs.in-project", "false")), 2),
    "kubectl-context": lambda: (term(run("kubectl config use-context staging", 'Switched to context "staging".'),
                                     run("kubectl config current-context", "prod")), 2),
    "glob-in-a-subdirectory": lambda: (term(run("mkdir -p src && touch src/x.py src/y.py"),
                                            run("ls src/*.py", "src/x.py")), 2),
    "find-by-name-missing": lambda: (term(run("mkdir -p pkg/sub && touch pkg/a.py pkg/sub/b.py pkg/README"),
                                          run("find pkg -name '*.py'", "pkg/a.py")), 2),
    "heredoc-read-back": lambda: (term(run("cat > app.cfg <<EOF\nport=1\nEOF", "> port=1", "> EOF"),
                                       run("cat app.cfg", "port=2")), 2),
    "tee-read-back": lambda: (term(run("tee hosts.txt <<EOF\nweb1\nweb2\nEOF", "> web1", "> web2", "> EOF", "web1",
                                       "web2"), run("cat hosts.txt", "web1")), 2),
    "piped-tee-read-back": lambda: (term(run("echo 'mode=fast' | tee run.cfg", "mode=fast"),
                                         run("cat run.cfg", "mode=slow")), 2),
}


@pytest.mark.xfail(strict=True, reason=GONE["terminal"])
@pytest.mark.parametrize("name", sorted(TERMINAL_GAPS))
def test_terminal_gaps_of_the_fact_engine(name: str) -> None:
    s, step = TERMINAL_GAPS[name]()
    assert step in noted(s)


@pytest.mark.xfail(strict=True, reason="known gaps of the fact engine since the older MCP ledger was deleted")
def test_mcp_name_gaps_of_the_fact_engine() -> None:
    """A deleted observation shown again on its entity; a bookmark just created missing from the list
    (strict: move one back into its test above when it is found)."""
    made = (tool("create_entities", entities=[{"name": "A", "entityType": "t", "observations": []},
                                              {"name": "B", "entityType": "t", "observations": []}]),
            json.dumps([{"name": "A"}, {"name": "B"}]))
    obs = (tool("delete_observations", deletions=[{"entityName": "A", "observations": ["old"]}]),
           "Observations deleted successfully")
    first = (tool("read_graph"), graph("A", "B", obs={"A": ["old", "keep"]}))
    again = (tool("read_graph"), graph("A", "B", obs={"A": ["old", "keep"]}))
    listing = (tool("list_bookmarks"), json.dumps({"bookmarks": [{"title": "X"}, {"title": "Y"}]}))
    bookmark = (tool("create_bookmark", title="Z", url="https://z"), json.dumps({"title": "Z", "url": "https://z"}))
    assert noted(mcp(made, first, obs, again)) == {4} or noted(mcp(bookmark, listing)) == {2}
