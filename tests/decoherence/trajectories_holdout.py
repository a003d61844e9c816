"""A second batch of trajectories, written after the detectors were frozen (a held-out check).

Their first score is reported in the issue notes; fixes they prompted are listed there too.
"""

from __future__ import annotations

from tests.decoherence.benchrows import GONE
from tests.decoherence.evalset import Inject, K, S, Traj
from tests.decoherence.trajectories_mcp import call, j, tools

NODE = Traj(
    name="holdout-terminal-node-app",
    domain="terminal",
    title="Scaffold a Node app, rename a folder",
    state="lee@mbp:~/app$",
    steps=[
        S(K("npm init -y"),
          "lee@mbp:~/app$ npm init -y\n"
          "Wrote to /home/lee/app/package.json:\n"
          "\n"
          "{\n"
          "  \"name\": \"app\",\n"
          "  \"version\": \"1.0.0\",\n"
          "  \"main\": \"index.js\",\n"
          "  \"license\": \"ISC\"\n"
          "}\n"
          "\n"
          "lee@mbp:~/app$"),
        S(K("mkdir src test && touch src/index.js test/index.test.js"),
          "lee@mbp:~/app$ mkdir src test && touch src/index.js test/index.test.js\n"
          "lee@mbp:~/app$"),
        S(K("ls -F"),
          "lee@mbp:~/app$ ls -F\n"
          "package.json  src/  test/\n"
          "lee@mbp:~/app$"),
        S(K("mv src lib && ls -F"),
          "lee@mbp:~/app$ mv src lib && ls -F\n"
          "lib/  package.json  test/\n"
          "lee@mbp:~/app$"),
        S(K("cd lib && ls"),
          "lee@mbp:~/app$ cd lib && ls\n"
          "index.js\n"
          "lee@mbp:~/app/lib$"),
        S(K("cd ../test"),
          "lee@mbp:~/app/lib$ cd ../test\n"
          "lee@mbp:~/app/test$"),
        S(K("ls ../src"),
          "lee@mbp:~/app/test$ ls ../src\n"
          "ls: cannot access '../src': No such file or directory\n"
          "lee@mbp:~/app/test$"),
        S(K("pwd"),
          "lee@mbp:~/app/test$ pwd\n"
          "/home/lee/app/test\n"
          "lee@mbp:~/app/test$"),
    ],
    injects=[
        Inject("src-still-listed", 4, ["terminal.file"], "after mv src lib, src is still listed",
               replace=("lib/  package.json  test/", "lib/  package.json  src/  test/")),
        Inject("cd-test-lands-in-lib", 6, ["terminal.cwd"], "cd ../test shows the lib directory",
               replace=("lee@mbp:~/app/test$", "lee@mbp:~/app/lib$")),
        Inject("old-src-readable", 7, ["terminal.file"], "ls of the renamed-away src lists its file",
               replace=("ls: cannot access '../src': No such file or directory", "index.js"), gap=GONE["terminal"]),
        Inject("moved-file-missing", 5, ["terminal.file"], "the moved index.js is not in lib",
               replace=("index.js\n", "\n"), gap=GONE["terminal"]),
        Inject("pwd-says-lib", 8, ["terminal.cwd"], "pwd disagrees with the prompt",
               replace=("/home/lee/app/test\n", "/home/lee/app/lib\n")),
    ],
)

PERMS = Traj(
    name="holdout-terminal-permissions",
    domain="terminal",
    title="A permission error, then sudo",
    state="deploy@edge-3:~$",
    steps=[
        S(K("touch /etc/motd.d/90-maintenance"),
          "deploy@edge-3:~$ touch /etc/motd.d/90-maintenance\n"
          "touch: cannot touch '/etc/motd.d/90-maintenance': Permission denied\n"
          "deploy@edge-3:~$"),
        S(K("ls /etc/motd.d"),
          "deploy@edge-3:~$ ls /etc/motd.d\n"
          "10-help-text  50-landscape-sysinfo\n"
          "deploy@edge-3:~$"),
        S(K("sudo touch /etc/motd.d/90-maintenance"),
          "deploy@edge-3:~$ sudo touch /etc/motd.d/90-maintenance\n"
          "[sudo] password for deploy:\n"
          "deploy@edge-3:~$"),
        S(K("ls /etc/motd.d"),
          "deploy@edge-3:~$ ls /etc/motd.d\n"
          "10-help-text  50-landscape-sysinfo  90-maintenance\n"
          "deploy@edge-3:~$"),
        S(K("whoami"),
          "deploy@edge-3:~$ whoami\n"
          "deploy\n"
          "deploy@edge-3:~$"),
        S(K("sudo rm /etc/motd.d/90-maintenance && ls /etc/motd.d"),
          "deploy@edge-3:~$ sudo rm /etc/motd.d/90-maintenance && ls /etc/motd.d\n"
          "10-help-text  50-landscape-sysinfo\n"
          "deploy@edge-3:~$"),
    ],
    injects=[
        Inject("sudo-made-root", 3, ["terminal.prompt"], "a plain sudo command leaves a root prompt",
               replace=("[sudo] password for deploy:\ndeploy@edge-3:~$", "[sudo] password for deploy:\nroot@edge-3:~#"), gap=GONE["terminal"]),
        Inject("touched-file-missing", 4, ["terminal.file"], "the file sudo touched is not listed",
               replace=("10-help-text  50-landscape-sysinfo  90-maintenance", "10-help-text  50-landscape-sysinfo")),
        Inject("removed-file-listed", 6, ["terminal.file"], "the file removed in this step is listed",
               replace=("10-help-text  50-landscape-sysinfo\n", "10-help-text  50-landscape-sysinfo  90-maintenance\n")),
    ],
)

FLAGS = Traj(
    name="holdout-terminal-env-flags",
    domain="terminal",
    title="Environment flags for a script",
    state="rae@build:~/tool$",
    steps=[
        S(K("export PATH=\"$HOME/bin:$PATH\"", "echo $PATH"),
          "rae@build:~/tool$ export PATH=\"$HOME/bin:$PATH\"\n"
          "rae@build:~/tool$ echo $PATH\n"
          "/home/rae/bin:/usr/local/bin:/usr/bin:/bin\n"
          "rae@build:~/tool$"),
        S(K("export DEBUG=1; echo $DEBUG"),
          "rae@build:~/tool$ export DEBUG=1; echo $DEBUG\n"
          "1\n"
          "rae@build:~/tool$"),
        S(K("DEBUG=0 ./run.sh --dry-run"),
          "rae@build:~/tool$ DEBUG=0 ./run.sh --dry-run\n"
          "[dry-run] would deploy build 412 to staging (debug=0)\n"
          "rae@build:~/tool$"),
        S(K("echo $DEBUG"),
          "rae@build:~/tool$ echo $DEBUG\n"
          "1\n"
          "rae@build:~/tool$"),
        S(K("env | grep ^DEBUG"),
          "rae@build:~/tool$ env | grep ^DEBUG\n"
          "DEBUG=1\n"
          "rae@build:~/tool$"),
    ],
    injects=[
        Inject("prefix-assignment-stuck", 4, ["terminal.env"], "a one-command assignment changed the shell's variable",
               replace=("echo $DEBUG\n1\n", "echo $DEBUG\n0\n")),
        Inject("export-lost", 2, ["terminal.env"], "echo right after export prints nothing",
               replace=("echo $DEBUG\n1\n", "echo $DEBUG\n\n"), gap=GONE["terminal"]),
    ],
)

TODO_TOOLS = tools(("create_task", "Create a task.", {"title": "string", "project": "string"}, ["title"]),
                   ("complete_task", "Mark a task done.", {"task_id": "string"}, ["task_id"]),
                   ("list_tasks", "Tasks of a project.", {"project": "string"}, ["project"]),
                   ("rename_task", "Rename a task.", {"task_id": "string", "title": "string"}, ["task_id", "title"]),
                   ("delete_task", "Delete a task.", {"task_id": "string"}, ["task_id"]))

TODO = Traj(
    name="holdout-mcp-todo",
    domain="mcp",
    title="Tasks: create, complete, rename, delete",
    state=TODO_TOOLS,
    steps=[
        S(call("create_task", title="Book venue", project="offsite"),
          j({"task_id": "t_301", "title": "Book venue", "project": "offsite", "done": False})),
        S(call("create_task", title="Send invites", project="offsite"),
          j({"task_id": "t_302", "title": "Send invites", "project": "offsite", "done": False})),
        S(call("complete_task", task_id="t_301"),
          j({"ok": True})),
        S(call("list_tasks", project="offsite"),
          j({"project": "offsite", "tasks": [
              {"task_id": "t_301", "title": "Book venue", "done": True},
              {"task_id": "t_302", "title": "Send invites", "done": False}]})),
        S(call("rename_task", task_id="t_302", title="Send invites + agenda"),
          j({"task_id": "t_302", "title": "Send invites + agenda"})),
        S(call("delete_task", task_id="t_301"),
          "Task t_301 deleted."),
        S(call("list_tasks", project="offsite"),
          j({"project": "offsite", "tasks": [
              {"task_id": "t_302", "title": "Send invites + agenda", "done": False}]})),
    ],
    injects=[
        Inject("deleted-task-back", 7, ["mcp.id"], "the deleted task is listed again",
               obs=j({"project": "offsite", "tasks": [
                   {"task_id": "t_301", "title": "Book venue", "done": True},
                   {"task_id": "t_302", "title": "Send invites + agenda", "done": False}]})),
        Inject("rename-lost", 7, ["mcp.value"], "the renamed task shows its old title",
               replace=('"title": "Send invites + agenda"', '"title": "Send invites"')),
        Inject("new-task-missing", 4, ["mcp.id"], "task t_302 is missing from its project",
               obs=j({"project": "offsite", "tasks": [{"task_id": "t_301", "title": "Book venue", "done": True}]})),
        Inject("title-rewritten", 4, ["mcp.value"], "completing a task rewrote its title",
               replace=('"title": "Book venue"', '"title": "Book the venue (done)"'), gap=GONE["mcp"]),
    ],
)

MAIL = Traj(
    name="holdout-mcp-mail",
    domain="mcp",
    title="Mail: send, list, delete",
    state=tools(("send_email", "Send mail.", {"to": "string", "subject": "string", "body": "string"}, ["to"]),
                ("list_sent", "Sent messages.", {}, []),
                ("get_message", "Read a message.", {"message_id": "string"}, ["message_id"]),
                ("delete_message", "Delete a message.", {"message_id": "string"}, ["message_id"])),
    steps=[
        S(call("send_email", to="ops@acme.io", subject="Disk alert on db-2", body="95% on /var"),
          j({"message_id": "m_8841", "to": "ops@acme.io", "subject": "Disk alert on db-2", "status": "sent"})),
        S(call("list_sent"),
          j({"messages": [{"message_id": "m_8841", "to": "ops@acme.io", "subject": "Disk alert on db-2"},
                          {"message_id": "m_8790", "to": "hr@acme.io", "subject": "PTO request"}]})),
        S(call("get_message", message_id="m_8790"),
          j({"message_id": "m_8790", "to": "hr@acme.io", "subject": "PTO request",
             "body": "Requesting May 2-6 off.", "sent_at": "2025-03-30T08:12:00Z"})),
        S(call("delete_message", message_id="m_8790"),
          j({"message_id": "m_8790", "deleted": True})),
        S(call("list_sent"),
          j({"messages": [{"message_id": "m_8841", "to": "ops@acme.io", "subject": "Disk alert on db-2"}]})),
        S(call("get_message", message_id="m_8790"),
          j({"error": {"status": 404, "message": "message not found"}})),
    ],
    injects=[
        Inject("deleted-mail-listed", 5, ["mcp.id"], "the deleted message is still in the sent list",
               obs=j({"messages": [{"message_id": "m_8841", "to": "ops@acme.io", "subject": "Disk alert on db-2"},
                                   {"message_id": "m_8790", "to": "hr@acme.io", "subject": "PTO request"}]})),
        Inject("subject-changed", 3, ["mcp.value"], "the message's subject differs from the list at step 2",
               replace=('"subject": "PTO request"', '"subject": "Vacation request"'), gap=GONE["mcp"]),
        Inject("sent-mail-missing", 5, ["mcp.id"], "the message sent at step 1 is not in the sent list",
               obs=j({"messages": []}), gap=GONE["mcp"]),
    ],
)

VERGE = "https://www.theverge.com/2024/1/9/24031242/rabbit-r1-ai-device-announced"
NEWS = Traj(
    name="holdout-search-news",
    domain="search",
    title="A news story: results, two pages of an article, find",
    state="Search engine home page. No queries yet.",
    steps=[
        S({"action": "search", "query": "rabbit r1 announced price"},
          "[1] Rabbit R1: the $199 AI gadget that wants to replace your apps - The Verge\n"
          f"    {VERGE}\n"
          "    Rabbit's R1 is a $199 orange device with a scroll wheel, camera and push-to-talk button ...\n"
          "[2] Rabbit R1 hands-on - Engadget\n"
          "    https://www.engadget.com/rabbit-r1-hands-on-ces-2024-180057413.html\n"
          "    We tried the Rabbit R1 at CES ..."),
        S({"action": "open", "url": VERGE},
          f"URL: {VERGE}\n"
          "Title: Rabbit R1: the $199 AI gadget that wants to replace your apps | The Verge\n"
          "\n"
          "By David Pierce\n"
          "Price: $199, no subscription\n"
          "Ships: late March 2024\n"
          "The R1 runs Rabbit OS and a 'large action model' that operates apps for you.\n"
          "[Page 1 of 2]"),
        S({"action": "open", "url": VERGE, "page": 2},
          f"URL: {VERGE}\n"
          "Title: Rabbit R1: the $199 AI gadget that wants to replace your apps | The Verge\n"
          "\n"
          "The device has a 2.88-inch touchscreen and a MediaTek processor.\n"
          "Preorders opened on January 9th.\n"
          "[Page 2 of 2]"),
        S({"action": "find", "pattern": "no subscription", "url": VERGE},
          "Found: Price: $199, no subscription"),
        S({"action": "search", "query": "rabbit r1 review"},
          "[1] Rabbit R1 review: nothing to see here - The Verge\n"
          "    https://www.theverge.com/24151772/rabbit-r1-review\n"
          "    The R1 is a $199 mess ...\n"
          "[2] Rabbit R1: the $199 AI gadget that wants to replace your apps - The Verge\n"
          f"    {VERGE}\n"
          "    Rabbit's R1 is a $199 orange device ..."),
    ],
    injects=[
        Inject("article-retitled", 5, ["search.title"], "the announcement URL carries the review's title",
               replace=("[2] Rabbit R1: the $199 AI gadget that wants to replace your apps - The Verge",
                        "[2] Humane AI Pin review: not even close - The Verge")),
        Inject("find-misses", 4, ["search.find"], "find misses a phrase on page 1",
               obs="No matches for \"no subscription\"."),
        Inject("price-changed", 3, ["search.title"], "page 2 has another article's title",
               replace=("Title: Rabbit R1: the $199 AI gadget that wants to replace your apps | The Verge",
                        "Title: Samsung Galaxy S24 Ultra review | The Verge")),
    ],
)

RECALL = Traj(
    name="holdout-search-remember",
    domain="search",
    title="Remember and recall facts",
    state="Search with memory: remember(key, value), recall(key).",
    steps=[
        S({"action": "search", "query": "height of mont blanc"},
          "1. Mont Blanc - Wikipedia\n   https://en.wikipedia.org/wiki/Mont_Blanc\n"
          "   Mont Blanc is the highest mountain in the Alps, 4,805.59 m (2021 survey) ..."),
        S({"action": "remember", "key": "mont_blanc_m", "value": "4,805.59"},
          "Remembered mont_blanc_m."),
        S({"action": "search", "query": "height of matterhorn"},
          "1. Matterhorn - Wikipedia\n   https://en.wikipedia.org/wiki/Matterhorn\n"
          "   The Matterhorn is 4,478 m high ..."),
        S({"action": "remember", "key": "matterhorn_m", "value": "4,478"},
          "Remembered matterhorn_m."),
        S({"action": "recall", "key": "mont_blanc_m"},
          "mont_blanc_m = 4,805.59"),
    ],
    injects=[
        Inject("recall-mixed-up", 5, ["search.memory"], "recall returns the other mountain's height",
               obs="mont_blanc_m = 4,478"),
        Inject("wiki-retitled", 3, ["search.title"], "the Matterhorn result shows up under Mont Blanc's URL",
               obs="1. Matterhorn - Wikipedia\n   https://en.wikipedia.org/wiki/Mont_Blanc\n"
                   "   The Matterhorn is 4,478 m high ..."),
    ],
)


def _cat(path: str, lines: list[str], first: int = 1) -> str:
    return f"Here's the result of running `cat -n` on {path}:\n" + "\n".join(
        f"{n:6d}\t{t}" for n, t in enumerate(lines, first))


CFG = ["[server]", "port = 8080", "workers = 2", "", "[log]", "level = info"]
SWE_CFG = Traj(
    name="holdout-swe-config",
    domain="swe",
    title="Edit a config file with insert and a ranged view",
    state="Repository /srv/app, clean tree.",
    steps=[
        S({"action": "view", "path": "/srv/app/config.ini"}, _cat("/srv/app/config.ini", CFG)),
        S({"action": "insert", "path": "/srv/app/config.ini", "line": 3, "text": "timeout = 30"},
          "The file /srv/app/config.ini has been edited. Text has been inserted after line 3."),
        S({"action": "view", "path": "/srv/app/config.ini", "range": [1, 4]},
          _cat("/srv/app/config.ini", ["[server]", "port = 8080", "workers = 2", "timeout = 30"])),
        S({"action": "bash", "command": "python -c \"import configparser as c; p=c.ConfigParser(); "
                                        "p.read('config.ini'); print(p['server']['timeout'])\""},
          "30"),
        S({"action": "str_replace", "path": "/srv/app/config.ini", "old": "level = info", "new": "level = debug"},
          "The file /srv/app/config.ini has been edited."),
        S({"action": "view", "path": "/srv/app/config.ini", "range": [5, 7]},
          _cat("/srv/app/config.ini", ["", "[log]", "level = debug"], first=5)),
    ],
    injects=[
        Inject("insert-lost", 3, ["swe.content"], "the inserted line is not there",
               obs=_cat("/srv/app/config.ini", ["[server]", "port = 8080", "workers = 2", ""])),
        Inject("edit-lost", 6, ["swe.content"], "the replaced log level reads as before",
               obs=_cat("/srv/app/config.ini", ["", "[log]", "level = info"], first=5)),
        Inject("replace-on-missing-text", 5, ["swe.content"], "str_replace of text that is not in the file succeeds",
               action={"action": "str_replace", "path": "/srv/app/config.ini", "old": "level = warn",
                       "new": "level = debug"}, gap=GONE["swe"]),
    ],
)

FORM = ("URL: https://tickets.example.com/new\n"
        "Title: New ticket - Helpdesk\n"
        "[1] RootWebArea \"New ticket - Helpdesk\"\n"
        "  [2] link \"My tickets\"\n"
        "  [3] textbox \"Subject\" value=\"\"\n"
        "  [4] combobox \"Priority\" value=\"Normal\"\n"
        "  [5] button \"Submit\"")
FILLED = FORM.replace('[3] textbox "Subject" value=""', '[3] textbox "Subject" value="VPN drops every hour"')
CREATED = ("URL: https://tickets.example.com/t/5123\n"
           "Title: #5123 VPN drops every hour - Helpdesk\n"
           "[1] RootWebArea \"#5123 VPN drops every hour - Helpdesk\"\n"
           "  [2] link \"My tickets\"\n"
           "  [10] heading \"VPN drops every hour\" level=1\n"
           "  [11] StaticText \"Status: Open · Priority: High\"\n"
           "  [12] button \"Close ticket\"")
MINE = ("URL: https://tickets.example.com/mine\n"
        "Title: My tickets - Helpdesk\n"
        "[1] RootWebArea \"My tickets - Helpdesk\"\n"
        "  [2] link \"My tickets\"\n"
        "  [20] link \"#5123 VPN drops every hour\"\n"
        "  [21] link \"#5077 Printer on floor 3\"")
WEB_FORM = Traj(
    name="holdout-web-helpdesk",
    domain="web",
    title="File a helpdesk ticket",
    state=FORM,
    steps=[
        S({"action": "type", "element": 3, "text": "VPN drops every hour"}, FILLED),
        S({"action": "select", "element": 4, "option": "High"}, FILLED.replace('value="Normal"', 'value="High"')),
        S({"action": "click", "element": 5}, CREATED),
        S({"action": "click", "element": 2}, MINE),
        S({"action": "back"}, CREATED),
        S({"action": "click", "element": 12}, CREATED.replace("Status: Open", "Status: Closed").replace(
            "[12] button \"Close ticket\"", "[12] button \"Reopen ticket\"")),
    ],
    injects=[
        Inject("back-to-form", 5, ["gui.screen"], "back from My tickets shows the new-ticket form", obs=FORM,
               gap=GONE["gui.screen"]),
        Inject("button-became-link", 6, ["gui.element"], "element 12 turns from a button into a link",
               obs=CREATED.replace("[12] button \"Close ticket\"", "[12] link \"Reopen ticket\""),
               gap=GONE["gui.element"]),
        Inject("clicked-ghost", 4, ["gui.element"], "a click on an element the ticket page lacks navigates",
               action={"action": "click", "element": 27}, gap=GONE["gui.element"]),
    ],
)

TRAJECTORIES = [NODE, PERMS, FLAGS, TODO, MAIL, NEWS, RECALL, SWE_CFG, WEB_FORM]
