"""Long clean rows of the second labeled set (see benchrows.py): whole working sessions in which much
changes, all of it legitimately."""

from __future__ import annotations

from tests.decoherence.benchrows import K, Row, call, j

R = "root@9b2e41c07a1d:/srv/api#"
R2 = "root@9b2e41c07a1d:/srv/api/src#"
R3 = "root@9b2e41c07a1d:/tmp#"


def s(prompt: str, cmd: str, *out: str, after: str | None = None) -> str:
    return "\n".join([f"{prompt} {cmd}", *out, after or prompt])


TERMINAL: list[Row] = [
    Row("terminal", "t-clean-long-dev", state=R, note="a developer's session: files, git, jobs, env, packages", turns=[
        (K("ls -la"), s(R, "ls -la", "total 24", "drwxr-xr-x 4 root root 4096 Mar 11 10:00 .",
                        "drwxr-xr-x 3 root root 4096 Mar 11 09:58 ..", "drwxr-xr-x 8 root root 4096 Mar 11 10:00 .git",
                        "-rw-r--r-- 1 root root   41 Mar 11 10:00 requirements.txt",
                        "drwxr-xr-x 2 root root 4096 Mar 11 10:00 src")),
        (K("cat requirements.txt"), s(R, "cat requirements.txt", "fastapi==0.110.0", "uvicorn==0.29.0")),
        (K("echo 'httpx==0.27.0' >> requirements.txt"), s(R, "echo 'httpx==0.27.0' >> requirements.txt")),
        (K("cat requirements.txt"), s(R, "cat requirements.txt", "fastapi==0.110.0", "uvicorn==0.29.0", "httpx==0.27.0")),
        (K("pip install -q -r requirements.txt"), s(R, "pip install -q -r requirements.txt")),
        (K("pip show httpx | grep Version"), s(R, "pip show httpx | grep Version", "Version: 0.27.0")),
        (K("cd src && ls"), s(R, "cd src && ls", "__init__.py  main.py", after=R2)),
        (K("cp main.py main.py.bak && sed -i 's/title=\"API\"/title=\"Orders API\"/' main.py"),
         s(R2, "cp main.py main.py.bak && sed -i 's/title=\"API\"/title=\"Orders API\"/' main.py")),
        (K("grep -n title main.py"), s(R2, "grep -n title main.py", '3:app = FastAPI(title="Orders API")')),
        (K("ls"), s(R2, "ls", "__init__.py  main.py  main.py.bak")),
        (K("uvicorn main:app --port 8001 > /tmp/uv.log 2>&1 &"),
         s(R2, "uvicorn main:app --port 8001 > /tmp/uv.log 2>&1 &", "[1] 5120")),
        (K("sleep 1; curl -s localhost:8001/openapi.json | head -c 60; echo"),
         s(R2, "sleep 1; curl -s localhost:8001/openapi.json | head -c 60; echo",
           '{"openapi":"3.1.0","info":{"title":"Orders API","version":"0.1')),
        (K("kill %1"), s(R2, "kill %1")),
        (K("jobs"), s(R2, "jobs", "[1]+  Terminated              uvicorn main:app --port 8001 > /tmp/uv.log 2>&1")),
        (K("rm main.py.bak && cd .. && git status --short"), s(R2, "rm main.py.bak && cd .. && git status --short",
                                                                " M requirements.txt", " M src/main.py", after=R)),
        (K("git add -A && git commit -m 'Name the API' -q && git log --oneline -1"),
         s(R, "git add -A && git commit -m 'Name the API' -q && git log --oneline -1",
           "c41d9e2 (HEAD -> main) Name the API")),
        (K("cd /tmp && ls uv.log && pwd"), s(R, "cd /tmp && ls uv.log && pwd", "uv.log", "/tmp", after=R3)),
    ]),
]

SWE: list[Row] = [
    Row("swe", "w-clean-long-openhands", note="an OpenHands session: view, edit, test, fix, test, diff, commit", turns=[
        (call("execute_bash", command="cd /workspace/lib && ls"), "README.md\nsetup.py\nslugify.py\ntests"),
        (call("str_replace_editor", command="view", path="/workspace/lib/slugify.py"),
         "Here's the result of running `cat -n` on /workspace/lib/slugify.py:\n     1\timport re\n     2\t\n"
         "     3\t\n     4\tdef slugify(text):\n     5\t    text = text.lower()\n"
         "     6\t    return re.sub(r'[^a-z0-9]+', '-', text)\n"),
        (call("execute_bash", command="cd /workspace/lib && python -m pytest -q"),
         ".F.                                                                      [100%]\n"
         "FAILED tests/test_slugify.py::test_strip - AssertionError: assert '-hi-' == 'hi'\n1 failed, 2 passed in 0.05s"),
        (call("str_replace_editor", command="str_replace", path="/workspace/lib/slugify.py",
              old_str="    return re.sub(r'[^a-z0-9]+', '-', text)",
              new_str="    return re.sub(r'[^a-z0-9]+', '-', text).strip('-')"),
         "The file /workspace/lib/slugify.py has been edited. Here's the result of running `cat -n` on a snippet of "
         "/workspace/lib/slugify.py:\n     4\tdef slugify(text):\n     5\t    text = text.lower()\n"
         "     6\t    return re.sub(r'[^a-z0-9]+', '-', text).strip('-')\nReview the changes and make sure they are as "
         "expected. Edit the file again if necessary."),
        (call("execute_bash", command="cd /workspace/lib && python -m pytest -q"),
         "...                                                                      [100%]\n3 passed in 0.04s"),
        (call("str_replace_editor", command="view", path="/workspace/lib/slugify.py", view_range=[4, 6]),
         "Here's the result of running `cat -n` on /workspace/lib/slugify.py:\n     4\tdef slugify(text):\n"
         "     5\t    text = text.lower()\n     6\t    return re.sub(r'[^a-z0-9]+', '-', text).strip('-')\n"),
        (call("execute_bash", command="cd /workspace/lib && git diff --stat"),
         " slugify.py | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)"),
        (call("execute_bash", command="cd /workspace/lib && git commit -qam 'Strip dashes' && git log --oneline -1"),
         "5d0c7a3 (HEAD -> main) Strip dashes"),
        (call("execute_bash", command="cd /workspace/lib && git diff"), ""),
    ]),
]

MCP: list[Row] = [
    Row("mcp", "m-clean-long-github", note="a tracker session: issues created, labelled, commented, closed", turns=[
        (call("list_issues", repo="acme/api", state="open"),
         j([{"number": 40, "title": "Timeouts on /orders", "state": "open", "comments": 1, "labels": []}])),
        (call("create_issue", repo="acme/api", title="Add rate limiting", body="Per token."),
         j({"number": 41, "title": "Add rate limiting", "state": "open", "comments": 0, "labels": [],
            "created_at": "2025-03-11T10:20:00Z", "updated_at": "2025-03-11T10:20:00Z"})),
        (call("add_labels", repo="acme/api", issue_number=41, labels=["enhancement"]),
         j([{"name": "enhancement", "color": "a2eeef"}])),
        (call("add_comment", repo="acme/api", issue_number=40, body="Reproduced with 50 rps."),
         j({"id": 9001, "body": "Reproduced with 50 rps.", "created_at": "2025-03-11T10:22:00Z"})),
        (call("get_issue", repo="acme/api", issue_number=40),
         j({"number": 40, "title": "Timeouts on /orders", "state": "open", "comments": 2, "labels": [],
            "updated_at": "2025-03-11T10:22:00Z"})),
        (call("update_issue", repo="acme/api", issue_number=40, title="Timeouts on /orders under load"),
         j({"number": 40, "title": "Timeouts on /orders under load", "state": "open", "comments": 2})),
        (call("close_issue", repo="acme/api", issue_number=40),
         j({"number": 40, "title": "Timeouts on /orders under load", "state": "closed", "comments": 2})),
        (call("list_issues", repo="acme/api", state="open"),
         j([{"number": 41, "title": "Add rate limiting", "state": "open", "comments": 0,
             "labels": [{"name": "enhancement"}]}])),
        (call("list_issues", repo="acme/api", state="all"),
         j([{"number": 41, "title": "Add rate limiting", "state": "open", "comments": 0, "labels": [{"name": "enhancement"}]},
            {"number": 40, "title": "Timeouts on /orders under load", "state": "closed", "comments": 2, "labels": []}])),
    ]),
]

ROWS: list[Row] = [*TERMINAL, *SWE, *MCP]
