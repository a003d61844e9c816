"""Terminal and SWE rows of the second labeled set (see benchrows.py) for the mechanisms of helper J2:
grep filters and grep hits as partial views, one file model for shell and editor, git's file effects,
HEAD's hash, versions a tool reports itself, test counts that follow added tests. Each mechanism has a
contradiction and a clean row with traps (grep -v / -c, git rm --cached, git stash pop, pip install -e .,
pytest -k, a test added to another file)."""

from __future__ import annotations

from tests.decoherence.benchrows import GONE, K, Row, call

OPS = "ops@ci-worker:/srv/ledger$"
B = "root@f00dcafe1234:/opt/site#"


def scr(prompt: str, cmd: str, *out: str) -> str:
    return "\n".join([f"{prompt} {cmd}", *out, prompt])


OH = "\n[Current working directory: /workspace/billing]\n[Python interpreter: /usr/bin/python]\n" \
     "[Command finished with exit code 0]"


def gem(cmd: str, out: str = "(empty)", code: int = 0) -> str:
    """A Gemini-CLI run_shell_command result."""
    return (f"Command: {cmd}\nDirectory: (root)\nStdout: {out}\nStderr: (empty)\nError: (none)\n"
            f"Exit Code: {code}\nSignal: (none)\nBackground PIDs: (none)\nProcess Group PGID: 7301")


APP_TOML = ("[server]", "workers = 2", "bind = \"0.0.0.0:8000\"", "# tuned for the small box", "timeout = 30")
SETTINGS = "import os\n\nREGION = os.getenv('REGION', 'eu-west-1')\nTIMEOUT = 10\nRETRIES = 4\n"

TERMINAL: list[Row] = [
    # grep filters over env (anchored, regex, inverted)
    Row("terminal", "j2-env-regex-missing", kind="env", state=OPS, note="an ERE-filtered env misses an exported variable",
        turns=[
            (K("export FEATURE_FLAGS=beta,search"), scr(OPS, "export FEATURE_FLAGS=beta,search")),
            (K("export FEATURE_TTL=600"), scr(OPS, "export FEATURE_TTL=600")),
            (K("env | grep -E '^FEATURE_(FLAGS|TTL)'"), scr(OPS, "env | grep -E '^FEATURE_(FLAGS|TTL)'",
                                                            "FEATURE_TTL=600")),
        ]),
    Row("terminal", "j2-clean-env-filters", state=OPS, note="grep -v / suffix / -c filters legitimately hide a variable",
        turns=[
            (K("export CACHE_DIR=/var/cache/ledger"), scr(OPS, "export CACHE_DIR=/var/cache/ledger")),
            (K("env | grep -v CACHE | sort | head -3"), scr(OPS, "env | grep -v CACHE | sort | head -3", "HOME=/home/ops",
                                                            "LANG=C.UTF-8", "LOGNAME=ops")),
            (K("env | grep 'ledger$'"), scr(OPS, "env | grep 'ledger$'", "CACHE_DIR=/var/cache/ledger",
                                            "PWD=/srv/ledger")),
            (K("env | grep -c CACHE"), scr(OPS, "env | grep -c CACHE", "1")),
            (K("env | grep '^CACHE\\|^TMP'"), scr(OPS, "env | grep '^CACHE\\|^TMP'", "CACHE_DIR=/var/cache/ledger",
                                                    "TMPDIR=/tmp")),
        ]),
    # grep hits as a partial view of a file whose content is known
    Row("terminal", "j2-grep-after-sed", kind="content", state=B, note="grep -n shows the line sed replaced", turns=[
        (K("cat app.toml"), scr(B, "cat app.toml", *APP_TOML)),
        (K("sed -i 's/workers = 2/workers = 8/' app.toml"), scr(B, "sed -i 's/workers = 2/workers = 8/' app.toml")),
        (K("grep -n '^workers' app.toml"), scr(B, "grep -n '^workers' app.toml", "2:workers = 2")),
    ]),
    Row("terminal", "j2-grep-misses-line", kind="content", state=B, note="grep -v drops a line it should keep", turns=[
        (K("cat app.toml"), scr(B, "cat app.toml", *APP_TOML)),
        (K("grep -v '^#' app.toml"), scr(B, "grep -v '^#' app.toml", "[server]", "workers = 2", "timeout = 30")),
    ], gap=GONE["terminal"]),
    Row("terminal", "j2-clean-grep-views", state=B, note="grep after sed and append; -c and -A are not judged", turns=[
        (K("cat app.toml"), scr(B, "cat app.toml", *APP_TOML)),
        (K("sed -i 's/timeout = 30/timeout = 45/' app.toml"), scr(B, "sed -i 's/timeout = 30/timeout = 45/' app.toml")),
        (K("echo 'keepalive = 5' >> app.toml"), scr(B, "echo 'keepalive = 5' >> app.toml")),
        (K("grep -n 'out\\|alive' app.toml"), scr(B, "grep -n 'out\\|alive' app.toml", "5:timeout = 45",
                                                  "6:keepalive = 5")),
        (K("grep -v '^#' app.toml"), scr(B, "grep -v '^#' app.toml", "[server]", "workers = 2",
                                         "bind = \"0.0.0.0:8000\"", "timeout = 45", "keepalive = 5")),
        (K("grep -nE 'time|alive' app.toml"), scr(B, "grep -nE 'time|alive' app.toml", "5:timeout = 45",
                                                  "6:keepalive = 5")),
        (K("grep -c = app.toml"), scr(B, "grep -c = app.toml", "4")),
        (K("grep -A1 workers app.toml"), scr(B, "grep -A1 workers app.toml", "workers = 2",
                                             "bind = \"0.0.0.0:8000\"")),
    ]),
    # git's file effects
    Row("terminal", "j2-git-mv-old-name", kind="rename", state=OPS, note="ls shows the name git mv moved away", turns=[
        (K("ls"), scr(OPS, "ls", "CHANGES.txt  ledger  setup.cfg")),
        (K("git mv CHANGES.txt CHANGELOG.md"), scr(OPS, "git mv CHANGES.txt CHANGELOG.md")),
        (K("git commit -qm 'Rename changelog'"), scr(OPS, "git commit -qm 'Rename changelog'")),
        (K("ls"), scr(OPS, "ls", "CHANGES.txt  ledger  setup.cfg")),
    ]),
    Row("terminal", "j2-clean-git-rm-cached", state=OPS, note="rm --cached keeps the file; checkout -- puts text back",
        turns=[
            (K("ls"), scr(OPS, "ls", "ledger  local.env  setup.cfg")),
            (K("git rm --cached -q local.env"), scr(OPS, "git rm --cached -q local.env")),
            (K("ls"), scr(OPS, "ls", "ledger  local.env  setup.cfg")),
            (K("echo 'broken' > setup.cfg"), scr(OPS, "echo 'broken' > setup.cfg")),
            (K("git checkout -- setup.cfg"), scr(OPS, "git checkout -- setup.cfg")),
            (K("cat setup.cfg"), scr(OPS, "cat setup.cfg", "[metadata]", "name = ledger")),
            (K("git rm -q setup.cfg && ls"), scr(OPS, "git rm -q setup.cfg && ls", "ledger  local.env")),
        ]),
    # HEAD's hash
    Row("terminal", "j2-head-moves-alone", kind="identity", state=OPS, note="HEAD changes hash with only reads between",
        turns=[
            (K("git rev-parse --short HEAD"), scr(OPS, "git rev-parse --short HEAD", "4e8a1c2")),
            (K("git status -s"), scr(OPS, "git status -s", " M ledger/post.py")),
            (K("git diff --stat"), scr(OPS, "git diff --stat", " ledger/post.py | 3 ++-",
                                       " 1 file changed, 2 insertions(+), 1 deletion(-)")),
            (K("git log -1 --format='%h %s'"), scr(OPS, "git log -1 --format='%h %s'", "9d0b3f7 Post ledger entries")),
        ], gap=GONE["terminal"]),
    Row("terminal", "j2-clean-head-moves", state=OPS, note="stash pop keeps HEAD; commit and pull move it", turns=[
        (K("git rev-parse --short HEAD"), scr(OPS, "git rev-parse --short HEAD", "4e8a1c2")),
        (K("git stash"), scr(OPS, "git stash", "Saved working directory and index state WIP on main: 4e8a1c2 Post")),
        (K("git stash pop"), scr(OPS, "git stash pop", "On branch main", "Changes not staged for commit:",
                                 "\tmodified:   ledger/post.py")),
        (K("git log --oneline -1"), scr(OPS, "git log --oneline -1", "4e8a1c2 (HEAD -> main) Post ledger entries")),
        (K("git commit -qam 'Round amounts'"), scr(OPS, "git commit -qam 'Round amounts'")),
        (K("git rev-parse --short HEAD"), scr(OPS, "git rev-parse --short HEAD", "b71f0e9")),
        (K("git pull -q --rebase"), scr(OPS, "git pull -q --rebase")),
        (K("git show -s --format=%h"), scr(OPS, "git show -s --format=%h", "c0ffee1")),
    ]),
    # versions a tool reports itself
    Row("terminal", "j2-cargo-version", kind="version", state=B, note="the tool reports another version than installed",
        turns=[
            (K("cargo install ripgrep"), scr(B, "cargo install ripgrep", "    Updating crates.io index",
                                             "  Installing ripgrep v14.1.0",
                                             "   Compiling ripgrep v14.1.0",
                                             "    Finished `release` profile [optimized] target(s) in 41.02s",
                                             "  Installing /root/.cargo/bin/rg",
                                             "   Installed package `ripgrep v14.1.0` (executable `rg`)")),
            (K("rg -c TODO src"), scr(B, "rg -c TODO src", "src/main.rs:3")),
            (K("rg --version"), scr(B, "rg --version", "ripgrep 13.0.0", "-SIMD -AVX (compiled)")),
        ], gap=GONE["terminal"]),
    Row("terminal", "j2-clean-versions", state=B, note="upgrades move the version; an editable install forgets",
        turns=[
            (K("pip install 'ruff==0.4.4'"), scr(B, "pip install 'ruff==0.4.4'", "Collecting ruff==0.4.4",
                                                 "Successfully installed ruff-0.4.4")),
            (K("ruff --version"), scr(B, "ruff --version", "ruff 0.4.4")),
            (K("pip install -U ruff"), scr(B, "pip install -U ruff", "Successfully installed ruff-0.5.0")),
            (K("ruff --version"), scr(B, "ruff --version", "ruff 0.5.0")),
            (K("npm install -g pnpm@9.1.0"), scr(B, "npm install -g pnpm@9.1.0", "added 1 package in 2s")),
            (K("pnpm --version"), scr(B, "pnpm --version", "9.1.0")),
            (K("pip install -e ."), scr(B, "pip install -e .", "Successfully installed mysite-0.0.0")),
            (K("python -c 'import mysite; print(mysite.__version__)'"),
             scr(B, "python -c 'import mysite; print(mysite.__version__)'", "0.1.dev3")),
        ]),
]

SWE: list[Row] = [
    # one file model: shell writes seen by the editor, editor writes seen by the shell
    Row("swe", "j2-shell-append-view", gap=GONE["swe"], kind="content", note="view misses a line printf appended", turns=[
        (call("str_replace_editor", command="create", path="/workspace/billing/.env.example",
              file_text="DB_URL=postgres://localhost/billing\nSTRIPE_KEY=\n"),
         "File created successfully at: /workspace/billing/.env.example"),
        (call("execute_bash", command="cd /workspace/billing && printf 'LOG_LEVEL=info\\n' >> .env.example"), OH),
        (call("str_replace_editor", command="view", path="/workspace/billing/.env.example"),
         "Here's the result of running `cat -n` on /workspace/billing/.env.example:\n"
         "     1\tDB_URL=postgres://localhost/billing\n     2\tSTRIPE_KEY=\n"),
    ]),
    Row("swe", "j2-clean-shell-and-editor", note="sed -i then view, an edit then grep -n; git stash forgets", turns=[
        (call("str_replace_editor", command="view", path="/workspace/billing/rates.cfg"),
         "Here's the result of running `cat -n` on /workspace/billing/rates.cfg:\n     1\tvat=0.19\n     2\tfee=0.5\n"),
        (call("execute_bash", command="cd /workspace/billing && sed -i 's/vat=0.19/vat=0.2/' rates.cfg"), OH),
        (call("str_replace_editor", command="view", path="/workspace/billing/rates.cfg"),
         "Here's the result of running `cat -n` on /workspace/billing/rates.cfg:\n     1\tvat=0.2\n     2\tfee=0.5\n"),
        (call("str_replace_editor", command="str_replace", path="/workspace/billing/rates.cfg",
              old_str="fee=0.5", new_str="fee=0.75"),
         "The file /workspace/billing/rates.cfg has been edited. Review the changes and make sure they are as "
         "expected."),
        (call("execute_bash", command="grep -n fee rates.cfg"), "2:fee=0.75" + OH),
        (call("execute_bash", command="git stash"),
         "Saved working directory and index state WIP on main: 1a2b3c4 Rates" + OH),
        (call("execute_bash", command="cat rates.cfg"), "vat=0.19\nfee=0.5" + OH),
    ]),
    # Gemini search hits are a partial view
    Row("swe", "j2-search-hit-differs", kind="content", state="Repository: /home/ana/geo",
        note="a search hit shows another value than read_file with no write between", turns=[
            (call("read_file", absolute_path="/home/ana/geo/geo/settings.py"), SETTINGS),
            (call("search_file_content", pattern="TIMEOUT"),
             "Found 1 match for pattern \"TIMEOUT\" in path \".\":\n---\nFile: geo/settings.py\nL4: TIMEOUT = 60\n---"),
        ]),
    Row("swe", "j2-clean-search-after-edit", state="Repository: /home/ana/geo",
        note="the search shows the value a replace set, and a range read is numbered from its offset", turns=[
            (call("read_file", absolute_path="/home/ana/geo/geo/settings.py"), SETTINGS),
            (call("replace", file_path="/home/ana/geo/geo/settings.py", old_string="TIMEOUT = 10",
                  new_string="TIMEOUT = 60"),
             "Successfully modified file: /home/ana/geo/geo/settings.py (1 replacements)."),
            (call("search_file_content", pattern="TIMEOUT|RETRIES", path="geo"),
             "Found 2 matches for pattern \"TIMEOUT|RETRIES\" in path \"geo\":\n---\nFile: settings.py\n"
             "L4: TIMEOUT = 60\nL5: RETRIES = 4\n---"),
            (call("read_file", absolute_path="/home/ana/geo/geo/settings.py", offset=3, limit=2),
             "[File content truncated: showing lines 4-5 of 5 total lines. Use offset/limit parameters to view more.]\n"
             "TIMEOUT = 60\nRETRIES = 4"),
        ]),
    # git rm as a file effect (Gemini shell)
    Row("swe", "j2-git-rm-listed", kind="deleted-listed", state="Repository: /home/ana/geo",
        note="list_directory shows a file git rm removed", turns=[
            (call("run_shell_command", command="git rm -q geo/legacy_proj.py"), gem("git rm -q geo/legacy_proj.py")),
            (call("list_directory", path="/home/ana/geo/geo"),
             "Directory listing for /home/ana/geo/geo:\n__init__.py\nlegacy_proj.py\nsettings.py"),
        ]),
    # HEAD's hash through OpenHands
    Row("swe", "j2-head-hash-swe", gap=GONE["swe"], kind="identity", note="HEAD shows another hash with only reads between", turns=[
        (call("execute_bash", command="cd /workspace/billing && git log -1 --format=%H"),
         "5c3d9e1f0a7b2c4d6e8f9a0b1c2d3e4f5a6b7c8d" + OH),
        (call("execute_bash", command="grep -rn 'def charge' billing | head -3"), "billing/pay.py:14:def charge(" + OH),
        (call("execute_bash", command="git show -s --format='%h %an'"), "e81a0c2 Rita Moss" + OH),
    ]),
    # versions read through the package itself
    Row("swe", "j2-module-version", gap=GONE["swe"], kind="version", note="__version__ disagrees with what pip just installed", turns=[
        (call("execute_bash", command="cd /workspace/billing && pip install 'requests==2.32.3'"),
         "Collecting requests==2.32.3\nSuccessfully installed requests-2.32.3" + OH),
        (call("execute_bash", command="python scripts/smoke.py"), "smoke ok" + OH),
        (call("execute_bash", command="python -c \"import requests; print(requests.__version__)\""), "2.31.0" + OH),
    ]),
    # test counts
    Row("swe", "j2-count-after-replace", kind="count", note="a test added by replace, the file's run counts the same",
        turns=[
            (call("run_shell_command", command="python -m pytest -q tests/test_geo.py"),
             gem("python -m pytest -q tests/test_geo.py", "...\n3 passed in 0.04s")),
            (call("replace", file_path="/home/ana/geo/tests/test_geo.py", old_string="def test_round():",
                  new_string="def test_round_negative():\n    assert round_km(-1.26) == -1.3\n\n\ndef test_round():"),
             "Successfully modified file: /home/ana/geo/tests/test_geo.py (1 replacements)."),
            (call("run_shell_command", command="python -m pytest -q tests/test_geo.py"),
             gem("python -m pytest -q tests/test_geo.py", "...\n3 passed in 0.04s")),
        ], state="Repository: /home/ana/geo"),
    Row("swe", "j2-clean-count-traps", state="Repository: /home/ana/geo",
        note="-k selects, another file's run does not collect the new test", turns=[
            (call("run_shell_command", command="python -m pytest -q -k round tests"),
             gem("python -m pytest -q -k round tests", "..\n2 passed, 5 deselected in 0.05s")),
            (call("run_shell_command", command="python -m pytest -q tests/test_api.py"),
             gem("python -m pytest -q tests/test_api.py", "....\n4 passed in 0.07s")),
            (call("replace", file_path="/home/ana/geo/tests/test_geo.py", old_string="def test_round():",
                  new_string="def test_clamp():\n    assert clamp(5, 0, 3) == 3\n\n\ndef test_round():"),
             "Successfully modified file: /home/ana/geo/tests/test_geo.py (1 replacements)."),
            (call("run_shell_command", command="python -m pytest -q -k round tests"),
             gem("python -m pytest -q -k round tests", "..\n2 passed, 6 deselected in 0.05s")),
            (call("run_shell_command", command="python -m pytest -q tests/test_api.py"),
             gem("python -m pytest -q tests/test_api.py", "....\n4 passed in 0.06s")),
        ]),
]

ROWS: list[Row] = [*TERMINAL, *SWE]
