"""MCP, search and SWE rows of the second labeled set (see benchrows.py)."""

from __future__ import annotations

from tests.decoherence.benchrows import GONE, Row, call, env, j

TOOLS = "- create_issue(title, body)\n- get_issue(number)\n- list_issues(state)\n- close_issue(number)"

ISSUE_12 = {"number": 12, "title": "Login times out on slow links", "state": "open", "author": "mira",
            "created_at": "2025-03-04T10:21:09Z", "comments": 0}

MCP: list[Row] = [
    # ---------------------------------------------------------------- clean
    Row("mcp", "m-clean-issue-close", state=TOOLS, turns=[
        (call("create_issue", title="Login times out on slow links", body="Seen on 3G."), j(ISSUE_12)),
        (call("close_issue", number=12), j({**ISSUE_12, "state": "closed", "closed_at": "2025-03-04T10:25:40Z"})),
        (call("get_issue", number=12), j({**ISSUE_12, "state": "closed", "closed_at": "2025-03-04T10:25:40Z"})),
        (call("list_issues", state="all"), j([{**ISSUE_12, "state": "closed"},
                                              {"number": 9, "title": "Docs typo", "state": "open", "author": "li",
                                               "created_at": "2025-02-20T08:00:00Z", "comments": 2}])),
    ]),
    Row("mcp", "m-clean-notes-count", style=1, turns=[
        (call("list_notes"), env({"notes": [{"id": "n_1", "title": "Groceries"}, {"id": "n_2", "title": "Ideas"}],
                                  "total": 2})),
        (call("create_note", title="Standup", content="Demo the importer"),
         env({"id": "n_3", "title": "Standup", "content": "Demo the importer", "created": "2025-05-02T09:00:00Z"})),
        (call("list_notes"), env({"notes": [{"id": "n_1", "title": "Groceries"}, {"id": "n_2", "title": "Ideas"},
                                            {"id": "n_3", "title": "Standup"}], "total": 3})),
        (call("delete_note", id="n_1"), env({"deleted": True, "id": "n_1"})),
        (call("list_notes"), env({"notes": [{"id": "n_2", "title": "Ideas"}, {"id": "n_3", "title": "Standup"}],
                                  "total": 2})),
    ]),
    Row("mcp", "m-clean-message-edit", turns=[
        (call("send_message", channel="C042", text="deploy at 5pm"),
         j({"ok": True, "channel": "C042", "ts": "1714641000.000200", "message": {"text": "deploy at 5pm", "user": "U7"}})),
        (call("update_message", channel="C042", ts="1714641000.000200", text="deploy at 6pm"),
         j({"ok": True, "channel": "C042", "ts": "1714641000.000200", "text": "deploy at 6pm"})),
        (call("conversations_history", channel="C042", limit=5),
         j({"ok": True, "messages": [{"ts": "1714641000.000200", "user": "U7", "text": "deploy at 6pm",
                                      "edited": {"user": "U7", "ts": "1714641012.000000"}}], "has_more": False})),
    ]),
    Row("mcp", "m-clean-settings", turns=[
        (call("get_settings"), j({"theme": "light", "language": "en", "notifications": True})),
        (call("update_settings", theme="dark"), j({"theme": "dark", "language": "en", "notifications": True})),
        (call("get_settings"), j({"theme": "dark", "language": "en", "notifications": True})),
    ]),
    Row("mcp", "m-clean-deploy-status", note="a deployment's status moves on by itself", turns=[
        (call("create_deployment", service="api", version="1.8.0"),
         j({"deployment_id": "dpl_5521", "service": "api", "version": "1.8.0", "status": "pending",
            "created_at": "2025-06-01T12:00:03Z"})),
        (call("get_deployment", deployment_id="dpl_5521"),
         j({"deployment_id": "dpl_5521", "service": "api", "version": "1.8.0", "status": "running",
            "created_at": "2025-06-01T12:00:03Z", "updated_at": "2025-06-01T12:01:10Z"})),
        (call("get_deployment", deployment_id="dpl_5521"),
         j({"deployment_id": "dpl_5521", "service": "api", "version": "1.8.0", "status": "succeeded",
            "created_at": "2025-06-01T12:00:03Z", "updated_at": "2025-06-01T12:03:44Z"})),
    ]),
    Row("mcp", "m-clean-calendar-recreate", turns=[
        (call("create_event", title="Dentist", start="2025-07-03T15:00"),
         j({"event_id": "evt_71", "title": "Dentist", "start": "2025-07-03T15:00"})),
        (call("delete_event", event_id="evt_71"), j({"success": True})),
        (call("create_event", title="Dentist", start="2025-07-04T09:30"),
         j({"event_id": "evt_72", "title": "Dentist", "start": "2025-07-04T09:30"})),
        (call("list_events", date="2025-07-04"),
         j({"events": [{"event_id": "evt_72", "title": "Dentist", "start": "2025-07-04T09:30"}]})),
    ]),
    # ---------------------------------------------------------------- contradictions
    Row("mcp", "m-issue-reopens", kind="revert", note="a closed issue is shown open", state=TOOLS, turns=[
        (call("close_issue", number=12), j({**ISSUE_12, "state": "closed", "closed_at": "2025-03-04T10:25:40Z"})),
        (call("get_issue", number=9), j({"number": 9, "title": "Docs typo", "state": "open", "author": "li"})),
        (call("get_issue", number=12), j(ISSUE_12)),
    ]),
    Row("mcp", "m-message-old-text", kind="revert", note="an edited message shows its old text", style=1, turns=[
        (call("send_message", channel="C042", text="standup moved to 10:30"),
         env({"ok": True, "ts": "1714650000.000100", "text": "standup moved to 10:30"})),
        (call("update_message", channel="C042", ts="1714650000.000100", text="standup moved to 11:00"),
         env({"ok": True, "ts": "1714650000.000100", "text": "standup moved to 11:00"})),
        (call("conversations_history", channel="C042", limit=3),
         env({"ok": True, "messages": [{"ts": "1714650000.000100", "text": "standup moved to 10:30"}],
              "has_more": False})),
    ]),
    Row("mcp", "m-setting-back", kind="revert", note="a setting switches back by itself", turns=[
        (call("update_settings", notifications=False), j({"theme": "light", "notifications": False})),
        (call("get_profile"), j({"user": "mira", "plan": "pro"})),
        (call("get_settings"), j({"theme": "light", "notifications": True})),
    ]),
    Row("mcp", "m-deleted-back", kind="deleted-listed", note="a deleted note is listed again two steps later", turns=[
        (call("list_notes"), j({"notes": [{"id": "n_1", "title": "Groceries"}, {"id": "n_2", "title": "Ideas"}]})),
        (call("delete_note", id="n_2"), j({"deleted": True})),
        (call("get_note", id="n_1"), j({"id": "n_1", "title": "Groceries", "content": "milk, eggs"})),
        (call("list_notes"), j({"notes": [{"id": "n_1", "title": "Groceries"}, {"id": "n_2", "title": "Ideas"}]})),
    ]),
    Row("mcp", "m-created-missing", kind="created-missing", note="a created contact is missing from the full list",
        turns=[
            (call("add_contact", name="Ana Ruiz", email="ana@ruiz.dev"),
             j({"contact_id": "c_310", "name": "Ana Ruiz", "email": "ana@ruiz.dev"})),
            (call("list_contacts"), j({"contacts": [{"contact_id": "c_101", "name": "Bo Lind", "email": "bo@lind.se"}],
                                       "total": 1})),
        ]),
    Row("mcp", "m-id-changes", kind="identity", note="a record comes back under another id", turns=[
        (call("create_project", name="atlas"), j({"id": "prj_8812", "name": "atlas", "created_at": "2025-04-09T08:00:00Z"})),
        (call("list_projects"), j([{"id": "prj_8840", "name": "atlas", "created_at": "2025-04-09T08:00:00Z"},
                                   {"id": "prj_1001", "name": "legacy", "created_at": "2024-01-02T08:00:00Z"}])),
    ]),
    Row("mcp", "m-created-at-changes", kind="identity", note="a record's creation time changes", turns=[
        (call("get_ticket", ticket_id="T-77"), j({"ticket_id": "T-77", "subject": "VPN drops", "priority": "high",
                                                  "created_at": "2025-02-11T07:45:00Z"})),
        (call("add_ticket_comment", ticket_id="T-77", body="Looking into it"), j({"ok": True, "comment_id": 5})),
        (call("get_ticket", ticket_id="T-77"), j({"ticket_id": "T-77", "subject": "VPN drops", "priority": "high",
                                                  "created_at": "2025-03-02T16:10:00Z"})),
    ]),
    Row("mcp", "m-total-stuck", gap=GONE["mcp"], kind="count", note="the list total does not follow a delete", turns=[
        (call("list_tasks"), j({"tasks": [{"id": 1, "title": "a"}, {"id": 2, "title": "b"}, {"id": 3, "title": "c"}],
                                "total": 3})),
        (call("delete_task", id=2), j({"ok": True})),
        (call("list_tasks"), j({"tasks": [{"id": 1, "title": "a"}, {"id": 3, "title": "c"}], "total": 3})),
    ]),
]

SEARCH: list[Row] = [
    # ---------------------------------------------------------------- clean
    Row("search", "s-clean-research", turns=[
        (call("web_search", query="Rust 2024 edition release date"),
         "[1] https://blog.rust-lang.org/2025/02/20/Rust-1.85.0.html\nTitle: Announcing Rust 1.85.0 and Rust 2024\n"
         "Snippet: The Rust team is happy to announce a new version, Rust 1.85.0, which stabilizes the 2024 edition.\n"
         "Date: Feb 20, 2025\n\n[2] https://doc.rust-lang.org/edition-guide/rust-2024/index.html\n"
         "Title: Rust 2024 - The Rust Edition Guide\nSnippet: The Rust 2024 Edition is scheduled to be frozen...\n"
         "Date: Jan 9, 2025"),
        (call("web_extractor", url="https://blog.rust-lang.org/2025/02/20/Rust-1.85.0.html"),
         "# Announcing Rust 1.85.0 and Rust 2024\n\nFeb. 20, 2025 · The Rust Release Team\n\n"
         "The Rust team is happy to announce a new version of Rust, 1.85.0. This stabilizes the 2024 edition as well.\n\n"
         "## Rust 2024\n\nWe are excited to announce that the Rust 2024 Edition is now stable!"),
        (call("dict_memory", operation="add", dict={"edition_release": "Rust 1.85.0, Feb 20, 2025"}),
         "Successfully added items of ['edition_release'] to memory."),
        (call("dict_memory", operation="retrieve", key_list=["edition_release"]),
         "{'edition_release': 'Rust 1.85.0, Feb 20, 2025'}"),
    ]),
    Row("search", "s-clean-memory-update", style=1, turns=[
        (call("dict_memory", operation="add", dict={"population": "about 2.1 million", "mayor": "unknown"}),
         "Successfully added items of ['population', 'mayor'] to memory."),
        (call("dict_memory", operation="update", dict={"mayor": "Anne Hidalgo"}),
         "Successfully updated items of ['mayor'] in memory."),
        (call("dict_memory", operation="retrieve_all"),
         "population: about 2.1 million\nmayor: Anne Hidalgo"),
        (call("dict_memory", operation="remove", key_list=["population"]),
         "Successfully removed items of ['population'] from memory."),
        (call("dict_memory", operation="retrieve", key_list=["population"]), "Key not found: population"),
    ]),
    Row("search", "s-clean-reread", note="the same page read twice, the second time shorter but agreeing", turns=[
        (call("web_extractor", url="https://en.wikipedia.org/wiki/Lake_Baikal"),
         "# Lake Baikal\n\nLake Baikal is a rift lake in Siberia, Russia.\n\n| Max. depth | 1,642 m |\n"
         "| Surface area | 31,722 km2 |\n\nIt is the deepest lake in the world."),
        (call("web_search", queries=["Baikal depth record"]),
         "[1] https://en.wikipedia.org/wiki/Lake_Baikal\nTitle: Lake Baikal - Wikipedia\n"
         "Snippet: ... the deepest lake in the world at 1,642 m ...\nDate: Mar 2, 2025"),
        (call("web_extractor", url="https://en.wikipedia.org/wiki/Lake_Baikal"),
         "# Lake Baikal\n\nLake Baikal is a rift lake in Siberia, Russia.\n\n| Max. depth | 1,642 m |\n"
         "| Surface area | 31,722 km2 |\n\nIt is the deepest lake in the world."),
    ]),
    Row("search", "s-clean-news", style=1, note="two different URLs with different dates", turns=[
        (call("web_search", query="ECB rate decision"),
         "[1] https://www.ecb.europa.eu/press/pr/date/2025/html/ecb.mp250306.en.html\n"
         "Title: Monetary policy decisions\nSnippet: The Governing Council today decided to lower the three key ECB "
         "interest rates by 25 basis points.\nDate: Mar 6, 2025\n\n"
         "[2] https://www.reuters.com/markets/europe/ecb-cuts-rates-2025-03-06/\nTitle: ECB cuts rates again\n"
         "Snippet: The European Central Bank cut interest rates on Thursday...\nDate: Mar 6, 2025"),
        (call("web_extractor", url="https://www.reuters.com/markets/europe/ecb-cuts-rates-2025-03-06/"),
         "# ECB cuts rates again\n\nMarch 6, 2025\n\nThe European Central Bank cut interest rates on Thursday, "
         "its sixth reduction since June."),
    ]),
    # ---------------------------------------------------------------- contradictions
    Row("search", "s-page-fact-changes", kind="page", note="the same URL read twice gives another figure", turns=[
        (call("web_extractor", url="https://en.wikipedia.org/wiki/Mount_Kilimanjaro"),
         "# Mount Kilimanjaro\n\nMount Kilimanjaro is a dormant volcano in Tanzania.\n\nElevation: 5,895 m\n"
         "First ascent: 6 October 1889\n\nIt is the highest mountain in Africa."),
        (call("dict_memory", operation="add", dict={"height": "5,895 m"}),
         "Successfully added items of ['height'] to memory."),
        (call("web_extractor", url="https://en.wikipedia.org/wiki/Mount_Kilimanjaro"),
         "# Mount Kilimanjaro\n\nMount Kilimanjaro is a dormant volcano in Tanzania.\n\nElevation: 5,642 m\n"
         "First ascent: 6 October 1889\n\nIt is the highest mountain in Africa."),
    ]),
    Row("search", "s-page-title-changes", kind="page", style=1, note="a page's title changes between two reads",
        turns=[
            (call("web_extractor", url="https://www.python.org/downloads/release/python-3130/"),
             "# Python Release Python 3.13.0\n\nRelease Date: Oct. 7, 2024\n\nThis is the stable release of Python 3.13.0"),
            (call("web_search", query="python 3.13 free threading"),
             "[1] https://docs.python.org/3/whatsnew/3.13.html\nTitle: What's New In Python 3.13\n"
             "Snippet: free-threaded build ...\nDate: Oct 7, 2024"),
            (call("web_extractor", url="https://www.python.org/downloads/release/python-3130/"),
             "# Python Release Python 3.12.4\n\nRelease Date: Jun. 6, 2024\n\nThis is the stable release of Python 3.12.4"),
        ]),
    Row("search", "s-memory-different", kind="memory", note="a remembered value comes back different", turns=[
        (call("dict_memory", operation="add", dict={"ceo": "Lisa Su", "founded": "1969"}),
         "Successfully added items of ['ceo', 'founded'] to memory."),
        (call("web_search", query="AMD headquarters"),
         "[1] https://en.wikipedia.org/wiki/AMD\nTitle: AMD - Wikipedia\nSnippet: Santa Clara, California\nDate: Jan 3, 2025"),
        (call("dict_memory", operation="retrieve", key_list=["founded"]), "{'founded': '1982'}"),
    ]),
    Row("search", "s-memory-removed-back", kind="deleted-listed", style=1, note="a removed key is still retrieved",
        turns=[
            (call("dict_memory", operation="add", dict={"draft_answer": "Canberra"}),
             "Successfully added items of ['draft_answer'] to memory."),
            (call("dict_memory", operation="remove", key_list=["draft_answer"]),
             "Successfully removed items of ['draft_answer'] from memory."),
            (call("dict_memory", operation="retrieve_all"), "draft_answer: Canberra"),
        ]),
    Row("search", "s-memory-missing", kind="created-missing", note="an added key is missing from retrieve_all", turns=[
        (call("dict_memory", operation="add", dict={"capital": "Ottawa", "currency": "CAD"}),
         "Successfully added items of ['capital', 'currency'] to memory."),
        (call("dict_memory", operation="retrieve_all"), "capital: Ottawa"),
    ]),
    Row("search", "s-result-title", kind="page", gap=GONE["search.title"], note="a URL's result title contradicts the page read before", turns=[
        (call("web_extractor", url="https://arxiv.org/abs/1706.03762"),
         "# Attention Is All You Need\n\nAshish Vaswani, Noam Shazeer, Niki Parmar ...\n\nSubmitted on 12 Jun 2017"),
        (call("web_search", query="transformer paper arxiv"),
         "[1] https://arxiv.org/abs/1706.03762\nTitle: Deep Residual Learning for Image Recognition\n"
         "Snippet: We present a residual learning framework...\nDate: Dec 10, 2015"),
    ]),
]

REPO = "Repository at /workspace/shop"
SWE: list[Row] = [
    # ---------------------------------------------------------------- clean (OpenHands style)
    Row("swe", "w-clean-openhands-edit", state=REPO, turns=[
        (call("str_replace_editor", command="view", path="/workspace/shop/cart.py"),
         "Here's the result of running `cat -n` on /workspace/shop/cart.py:\n     1\tdef total(items):\n"
         "     2\t    return sum(i.price for i in items)\n     3\t"),
        (call("str_replace_editor", command="str_replace", path="/workspace/shop/cart.py",
              old_str="    return sum(i.price for i in items)", new_str="    return sum(i.price * i.qty for i in items)"),
         "The file /workspace/shop/cart.py has been edited. Here's the result of running `cat -n` on a snippet of "
         "/workspace/shop/cart.py:\n     1\tdef total(items):\n     2\t    return sum(i.price * i.qty for i in items)\n"
         "     3\t\nReview the changes and make sure they are as expected. Edit the file again if necessary."),
        (call("str_replace_editor", command="view", path="/workspace/shop/cart.py"),
         "Here's the result of running `cat -n` on /workspace/shop/cart.py:\n     1\tdef total(items):\n"
         "     2\t    return sum(i.price * i.qty for i in items)\n     3\t"),
        (call("execute_bash", command="cd /workspace/shop && python -m pytest -q"),
         "....                                                                     [100%]\n4 passed in 0.21s"),
    ]),
    Row("swe", "w-clean-tests-change", note="the test count changes after a test file is added", turns=[
        (call("execute_bash", command="cd /workspace/shop && python -m pytest -q"),
         "...                                                                      [100%]\n3 passed in 0.18s"),
        (call("str_replace_editor", command="create", path="/workspace/shop/test_tax.py",
              file_text="from cart import total\n\n\ndef test_empty():\n    assert total([]) == 0\n"),
         "File created successfully at: /workspace/shop/test_tax.py"),
        (call("execute_bash", command="cd /workspace/shop && python -m pytest -q"),
         "....                                                                     [100%]\n4 passed in 0.20s"),
    ]),
    Row("swe", "w-clean-gemini", style=1, turns=[
        (call("write_file", file_path="/workspace/shop/config.toml", content="[shop]\ncurrency = \"EUR\"\n"),
         "Successfully created and wrote to new file: /workspace/shop/config.toml."),
        (call("read_file", absolute_path="/workspace/shop/config.toml"), "[shop]\ncurrency = \"EUR\"\n"),
        (call("replace", file_path="/workspace/shop/config.toml", old_string="currency = \"EUR\"",
              new_string="currency = \"USD\""),
         "Successfully modified file: /workspace/shop/config.toml (1 replacements)."),
        (call("read_file", absolute_path="/workspace/shop/config.toml"), "[shop]\ncurrency = \"USD\"\n"),
        (call("list_directory", path="/workspace/shop"), "Directory listing for /workspace/shop:\n[DIR] tests\ncart.py\n"
                                                         "config.toml\nREADME.md"),
    ]),
    Row("swe", "w-clean-insert-wc", turns=[
        (call("execute_bash", command="wc -l /workspace/shop/README.md"), "5 /workspace/shop/README.md"),
        (call("str_replace_editor", command="insert", path="/workspace/shop/README.md", insert_line=5,
              new_str="## Running tests\n"),
         "The file /workspace/shop/README.md has been edited. Here's the result of running `cat -n` on a snippet of "
         "the edited file:\n     5\t\n     6\t## Running tests\nReview the changes and make sure they are as expected."),
        (call("execute_bash", command="wc -l /workspace/shop/README.md"), "6 /workspace/shop/README.md"),
    ]),
    Row("swe", "w-clean-rm-file", style=1, turns=[
        (call("run_shell_command", command="rm /workspace/shop/legacy.py && ls /workspace/shop"),
         "Command: rm /workspace/shop/legacy.py && ls /workspace/shop\nDirectory: (root)\nStdout: README.md\ncart.py\n"
         "tests\n\nStderr: (empty)\nError: (none)\nExit Code: 0"),
        (call("read_file", absolute_path="/workspace/shop/legacy.py"),
         "File not found: /workspace/shop/legacy.py"),
    ]),
    # ---------------------------------------------------------------- contradictions
    Row("swe", "w-edit-lost", kind="content", note="a view after str_replace shows the old line", turns=[
        (call("str_replace_editor", command="str_replace", path="/workspace/shop/cart.py",
              old_str="TAX = 0.19", new_str="TAX = 0.21"),
         "The file /workspace/shop/cart.py has been edited. Here's the result of running `cat -n` on a snippet of "
         "/workspace/shop/cart.py:\n     3\tTAX = 0.21\nReview the changes and make sure they are as expected."),
        (call("execute_bash", command="cd /workspace/shop && git status --short"), " M cart.py"),
        (call("str_replace_editor", command="view", path="/workspace/shop/cart.py"),
         "Here's the result of running `cat -n` on /workspace/shop/cart.py:\n     1\timport math\n     2\t\n"
         "     3\tTAX = 0.19\n     4\t"),
    ]),
    Row("swe", "w-replace-lost", kind="content", style=1, note="read_file after replace shows the old text", turns=[
        (call("read_file", absolute_path="/workspace/shop/settings.py"), "DEBUG = True\nALLOWED_HOSTS = []\n"),
        (call("replace", file_path="/workspace/shop/settings.py", old_string="DEBUG = True", new_string="DEBUG = False"),
         "Successfully modified file: /workspace/shop/settings.py (1 replacements)."),
        (call("read_file", absolute_path="/workspace/shop/settings.py"), "DEBUG = True\nALLOWED_HOSTS = []\n"),
    ]),
    Row("swe", "w-created-missing", kind="created-missing", note="a created file is missing from ls", turns=[
        (call("str_replace_editor", command="create", path="/workspace/shop/discount.py",
              file_text="def apply(total, pct):\n    return total * (1 - pct)\n"),
         "File created successfully at: /workspace/shop/discount.py"),
        (call("execute_bash", command="ls /workspace/shop"), "README.md\ncart.py\ntests"),
    ]),
    Row("swe", "w-deleted-viewed", kind="deleted-listed", note="a removed file is shown by view", turns=[
        (call("execute_bash", command="rm /workspace/shop/old_cart.py"), ""),
        (call("execute_bash", command="git -C /workspace/shop status --short"), " D old_cart.py"),
        (call("str_replace_editor", command="view", path="/workspace/shop/old_cart.py"),
         "Here's the result of running `cat -n` on /workspace/shop/old_cart.py:\n     1\tdef total(items):\n"
         "     2\t    return 0\n"),
    ]),
    Row("swe", "w-wc-stuck", kind="count", note="wc -l does not follow an insert", turns=[
        (call("execute_bash", command="wc -l /workspace/shop/cart.py"), "14 /workspace/shop/cart.py"),
        (call("str_replace_editor", command="insert", path="/workspace/shop/cart.py", insert_line=14,
              new_str="\n\ndef count(items):\n    return len(items)\n"),
         "The file /workspace/shop/cart.py has been edited. Review the changes and make sure they are as expected."),
        (call("execute_bash", command="wc -l /workspace/shop/cart.py"), "14 /workspace/shop/cart.py"),
    ]),
    Row("swe", "w-tests-drift", kind="count", note="the same test run reports another count with no change", turns=[
        (call("execute_bash", command="cd /workspace/shop && python -m pytest -q tests"),
         "......                                                                   [100%]\n6 passed in 0.31s"),
        (call("execute_bash", command="cd /workspace/shop && git log --oneline -1"), "a41b2c9 Add cart totals"),
        (call("execute_bash", command="cd /workspace/shop && python -m pytest -q tests"),
         "........                                                                 [100%]\n8 passed in 0.33s"),
    ]),
    Row("swe", "w-commit-hash", gap=GONE["swe"], kind="identity", style=1, note="a commit hash changes", turns=[
        (call("run_shell_command", command="git -C /workspace/shop commit -am 'Fix tax rounding'"),
         "Command: git -C /workspace/shop commit -am 'Fix tax rounding'\nDirectory: (root)\n"
         "Stdout: [main 0b9f3e2] Fix tax rounding\n 1 file changed, 2 insertions(+), 1 deletion(-)\n\n"
         "Stderr: (empty)\nError: (none)\nExit Code: 0"),
        (call("run_shell_command", command="git -C /workspace/shop log --oneline -2"),
         "Command: git -C /workspace/shop log --oneline -2\nDirectory: (root)\n"
         "Stdout: e71d4c8 (HEAD -> main) Fix tax rounding\na41b2c9 Add cart totals\n\n"
         "Stderr: (empty)\nError: (none)\nExit Code: 0"),
    ]),
]

ROWS: list[Row] = [*MCP, *SEARCH, *SWE]
