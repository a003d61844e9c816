"""Rows of the second labeled set for the MCP and search readers added by helper J1 (issue 12):
results in a Python repr, ``[FILE]``/``[DIR]`` listings, SQL row counts, a clock tool's readings,
and the dates and figures of a page read twice. Each mechanism has bad rows and clean traps
(notations a real server prints, filters, other time zones, a converter, live pages, summaries)."""

from __future__ import annotations

from tests.decoherence.benchrows import GONE, Row, call, env, j

# how the reference filesystem server lists a directory
def ls(*entries: str) -> str:
    return "\n".join(f"[DIR] {e[:-1]}" if e.endswith("/") else f"[FILE] {e}" for e in entries)


SITE = "https://www.britannica.com/place/Golden-Gate-Bridge"
PAGE = ("# Golden Gate Bridge | Britannica\n\n"
        "The Golden Gate Bridge is a suspension bridge spanning the Golden Gate strait in California.\n\n"
        "| Fact | Value |\n| --- | --- |\n| Construction began | January 5, 1933 |\n"
        "| Opened to traffic | May 28, 1937 |\n| Main span | 1,280 m (4,200 ft) |\n\n"
        "The bridge was designed by Joseph Strauss, with engineer Charles Ellis doing most of the calculations; "
        "its total length is 2,737 m and its towers rise 227 m above the water.")
REPORT = "https://investor.example-foods.com/releases/2024-annual-results"
REPORT_PAGE = ("Title: Example Foods reports fiscal 2024 results\nURL: " + REPORT + "\n\n"
               "Example Foods today announced net sales of $4.82 billion for fiscal 2024, an increase of 6% over "
               "the prior year.\n"
               "Operating margin: 14.1%\n"
               "Employees: 12,400\n"
               "The board approved a dividend of $0.64 per share, payable on March 15, 2025.")

ROWS: list[Row] = [
    # ------------------------------------------------------------ MCP: Python-repr results and SQL counts
    Row("mcp", "j1-m-sql-count-after-insert", kind="count", note="COUNT(*) does not follow 3 inserted rows", turns=[
        (call("read_query", query="select count(*) from invoices"), "[{'count(*)': 118}]"),
        (call("write_query", query="INSERT INTO invoices (customer, amount) VALUES ('acme', 10), ('zeta', 12), "
                                   "('kilo', 9)"), "[{'affected_rows': 3}]"),
        (call("read_query", query="SELECT status, COUNT(*) FROM invoices GROUP BY status"),
         "[{'status': 'open', 'COUNT(*)': 40}, {'status': 'paid', 'COUNT(*)': 81}]"),
        (call("read_query", query="select count(*) from invoices"), "[{'count(*)': 118}]"),
    ]),
    Row("mcp", "j1-m-sql-count-drifts", gap=GONE["mcp"], kind="count", note="a table count moves with only reads between", turns=[
        (call("query", sql="SELECT COUNT(*) AS total FROM shipments;"), j({"rows": [{"total": 57}]})),
        (call("query", sql="SELECT id, carrier FROM shipments WHERE id > 55"),
         j({"rows": [{"id": 56, "carrier": "DHL"}, {"id": 57, "carrier": "UPS"}]})),
        (call("query", sql="SELECT COUNT(*) AS total FROM shipments;"), j({"rows": [{"total": 61}]})),
    ]),
    Row("mcp", "j1-m-clean-sql-repr", note="Python-repr rows, a delete and an upsert followed by counts", turns=[
        (call("list_tables"), "[{'name': 'customers'}, {'name': 'invoices'}]"),
        (call("describe_table", table_name="customers"),
         "[{'cid': 0, 'name': 'id', 'type': 'INTEGER', 'notnull': 0, 'dflt_value': None, 'pk': 1}, "
         "{'cid': 1, 'name': 'email', 'type': 'TEXT', 'notnull': 1, 'dflt_value': None, 'pk': 0}]"),
        (call("read_query", query="SELECT COUNT(*) AS n FROM customers"), "[{'n': 20}]"),
        (call("write_query", query="DELETE FROM customers WHERE email LIKE '%@old.example'"),
         "[{'affected_rows': 4}]"),
        (call("read_query", query="SELECT COUNT(*) AS n FROM customers"), "[{'n': 16}]"),
        (call("write_query", query="INSERT OR REPLACE INTO customers (id, email) VALUES (3, 'x@new.example')"),
         "[{'affected_rows': 1}]"),
        (call("read_query", query="SELECT COUNT(*) AS n FROM customers"), "[{'n': 17}]"),
        (call("read_query", query="SELECT COUNT(*) AS n FROM customers WHERE email LIKE '%new%'"), "[{'n': 1}]"),
    ]),
    Row("mcp", "j1-m-clean-sql-update-row", note="an UPDATE changes a row that a SELECT read before", turns=[
        (call("read_query", query="SELECT id, plan FROM accounts WHERE id = 9"), "[{'id': 9, 'plan': 'free'}]"),
        (call("write_query", query="UPDATE accounts SET plan = 'pro' WHERE id = 9"), "[{'affected_rows': 1}]"),
        (call("read_query", query="SELECT id, plan FROM accounts WHERE id = 9"), "[{'id': 9, 'plan': 'pro'}]"),
        (call("read_query", query="SELECT COUNT(*) FROM accounts"), "[(212,)]"),
    ]),
    Row("mcp", "j1-m-clean-python-after-python", note="a server that prints Python values, True and None",
        turns=[
            (call("get_flags"), "{'beta_ui': True, 'max_upload_mb': 50, 'owner': None}"),
            (call("set_flag", name="beta_ui", value=False), "{'ok': True}"),
            (call("get_flags"), "{'beta_ui': False, 'max_upload_mb': 50, 'owner': None}"),
        ]),
    Row("mcp", "j1-m-python-flag-reverts", kind="revert", note="a setting written, read back as before",
        turns=[
            (call("get_preferences"), "{'theme': 'light', 'digest': 'weekly', 'language': 'de'}"),
            (call("update_preferences", digest="daily"), "{'updated': ['digest']}"),
            (call("get_preferences"), "{'theme': 'light', 'digest': 'weekly', 'language': 'de'}"),
        ]),
    # ------------------------------------------------------------ MCP: bracket-tagged listings
    Row("mcp", "j1-m-moved-still-listed", kind="rename", note="a file moved away is still listed", turns=[
        (call("list_directory", path="/srv/share/inbox"), ls("scan-0412.pdf", "scan-0413.pdf", "archive/")),
        (call("move_file", source="/srv/share/inbox/scan-0412.pdf",
              destination="/srv/share/inbox/archive/scan-0412.pdf"),
         "Successfully moved /srv/share/inbox/scan-0412.pdf to /srv/share/inbox/archive/scan-0412.pdf"),
        (call("get_file_info", path="/srv/share/inbox/archive/scan-0412.pdf"),
         "size: 88121\ncreated: Tue Apr 16 2024 09:12:44\nisDirectory: false\nisFile: true\npermissions: 644"),
        (call("list_directory", path="/srv/share/inbox"), ls("scan-0412.pdf", "scan-0413.pdf", "archive/")),
    ]),
    Row("mcp", "j1-m-written-not-listed", kind="created-missing", note="a written file missing from its folder",
        turns=[
            (call("create_directory", path="/home/kai/drafts"), "Successfully created directory /home/kai/drafts"),
            (call("write_file", path="/home/kai/drafts/pitch.md", content="# Pitch\n"),
             "Successfully wrote to /home/kai/drafts/pitch.md"),
            (call("list_directory", path="/home/kai"), ls("drafts/", "notes.txt")),
            (call("list_directory", path="/home/kai/drafts"), "Directory listing for /home/kai/drafts:\n"
                                                              "[FILE] outline.md"),
        ]),
    Row("mcp", "j1-m-clean-listing-moves", note="a rename, a new file and a pattern search, all followed", turns=[
        (call("list_directory", path="/data/reports"), ls("2023/", "q1.csv", "q2.csv")),
        (call("move_file", source="/data/reports/q1.csv", destination="/data/reports/2024-q1.csv"),
         "Successfully moved /data/reports/q1.csv to /data/reports/2024-q1.csv"),
        (call("write_file", path="/data/reports/q3.csv", content="region,total\n"),
         "Successfully wrote to /data/reports/q3.csv"),
        (call("search_files", path="/data/reports", pattern="q2"), "/data/reports/q2.csv"),
        (call("list_directory", path="/data/reports"), ls("2023/", "2024-q1.csv", "q2.csv", "q3.csv")),
        (call("read_file", path="/data/reports/2023/summary.py"), "{'total': 12, 'regions': ['n', 's']"),
    ]),
    Row("mcp", "j1-m-clean-listing-edit", note="an edit in place keeps the name; another folder is listed",
        turns=[
            (call("list_directory", path="/app/config"), ls("app.yaml", "db.yaml")),
            (call("edit_file", path="/app/config/db.yaml", edits=[{"oldText": "port: 5432", "newText": "port: 6543"}]),
             "```diff\n-port: 5432\n+port: 6543\n```"),
            (call("list_directory", path="/app"), ls("config/", "main.py")),
            (call("list_directory", path="/app/config"), ls("app.yaml", "db.yaml")),
        ]),
    Row("mcp", "j1-m-text-drifts-unwritten", gap=GONE["mcp"], kind="content", note="a file reads otherwise with only reads between",
        turns=[
            (call("read_text_file", path="/opt/site/robots.txt"), "User-agent: *\nDisallow: /admin\n"),
            (call("list_allowed_directories"), "Allowed directories:\n/opt/site"),
            (call("get_file_info", path="/opt/site/robots.txt"),
             "size: 34\ncreated: Mon Mar 03 2025 10:01:12\nmodified: Mon Mar 03 2025 10:01:12\nisFile: true"),
            (call("read_text_file", path="/opt/site/robots.txt"), "User-agent: *\nDisallow: /private\n"),
        ]),
    Row("mcp", "j1-m-birth-changes", kind="identity", note="a file's creation time changes while untouched",
        turns=[
            (call("get_file_info", path="/srv/keys/id_ed25519.pub"),
             j({"size": 96, "created": "2024-11-20T08:14:00Z", "modified": "2024-11-20T08:14:00Z",
                "accessed": "2025-05-01T10:00:00Z"})),
            (call("write_file", path="/srv/keys/notes.txt", content="rotated 2025-05"), "Successfully wrote"),
            (call("get_file_info", path="/srv/keys/id_ed25519.pub"),
             j({"size": 96, "created": "2025-05-01T10:02:11Z", "modified": "2024-11-20T08:14:00Z",
                "accessed": "2025-05-01T10:02:11Z"})),
        ]),
    Row("mcp", "j1-m-clean-reads-after-writes", note="an edited file, a growing log, access times that move",
        turns=[
            (call("read_text_file", path="/opt/site/robots.txt"), "User-agent: *\nDisallow: /admin\n"),
            (call("get_file_info", path="/opt/site/robots.txt"),
             "size: 34\ncreated: 2025-03-03T10:01:12Z\naccessed: 2025-05-01T09:00:00Z"),
            (call("edit_file", path="/opt/site/robots.txt", edits=[{"oldText": "/admin", "newText": "/private"}]),
             "```diff\n-Disallow: /admin\n+Disallow: /private\n```"),
            (call("read_text_file", path="/opt/site/robots.txt"), "User-agent: *\nDisallow: /private\n"),
            (call("get_file_info", path="/opt/site/robots.txt"),
             "size: 36\ncreated: 2025-03-03T10:01:12Z\naccessed: 2025-05-01T09:03:00Z"),
            (call("read_text_file", path="/opt/site/logs/access.log"), "GET / 200\n"),
            (call("read_text_file", path="/opt/site/logs/access.log"), "GET / 200\nGET /robots.txt 200\n"),
        ]),
    # ------------------------------------------------------------ MCP: a clock tool
    Row("mcp", "j1-m-clock-tool-back", kind="clock", note="a clock tool's reading goes back", turns=[
        (call("get_current_time"), "2025-02-11T16:05:09+00:00"),
        (call("create_reminder", text="stand up", minutes=30), j({"reminder_id": "r-88", "text": "stand up"})),
        (call("get_current_time"), "2025-02-11T15:58:41+00:00"),
    ]),
    Row("mcp", "j1-m-clock-field-back", kind="clock", note="a server clock field goes back in a wrapped result",
        turns=[
            (call("server_time"), env({"timestamp": "2025-07-01T08:00:30Z", "uptime_s": 5400})),
            (call("list_jobs"), env({"jobs": [{"job_id": "j1", "state": "running"}]})),
            (call("server_time"), env({"timestamp": "2025-07-01T07:41:02Z", "uptime_s": 5460})),
        ]),
    Row("mcp", "j1-m-clean-clock-zones", note="local times in two zones, a converter, a time-entry tool", turns=[
        (call("get_current_time", timezone="Asia/Tokyo"), j({"timezone": "Asia/Tokyo",
                                                             "time": "2025-03-04T22:10:00"})),
        (call("get_current_time", timezone="Europe/Lisbon"), j({"timezone": "Europe/Lisbon",
                                                                "time": "2025-03-04T13:10:20"})),
        (call("convert_time", source_timezone="Europe/Lisbon", time="09:00", target_timezone="Asia/Tokyo"),
         j({"source": {"timezone": "Europe/Lisbon", "datetime": "2025-03-04T09:00:00+00:00"},
            "target": {"timezone": "Asia/Tokyo", "datetime": "2025-03-04T18:00:00+09:00"}})),
        (call("get_time_entries", project="apollo"), j({"entries": [{"time": "2025-03-01T09:00:00Z"}]})),
        (call("get_current_time", timezone="Asia/Tokyo"), j({"timezone": "Asia/Tokyo",
                                                             "time": "2025-03-04T22:11:05"})),
    ]),
    # ------------------------------------------------------------ search: the same page read twice
    Row("search", "j1-s-table-date-differs", kind="page", note="a table row's date differs on the second read",
        turns=[
            (call("web_extractor", url=SITE, goal="when did it open"), PAGE),
            (call("web_search", query="golden gate bridge designer"),
             j({"results": [{"title": "Joseph Strauss - Wikipedia", "url": "https://en.wikipedia.org/wiki/Joseph_Strauss",
                             "snippet": "chief engineer of the Golden Gate Bridge"}]})),
            (call("web_extractor", url=SITE, goal="main span length"),
             PAGE.replace("May 28, 1937", "April 19, 1937")),
        ]),
    Row("search", "j1-s-figures-differ", kind="page", note="the sales figure of one sentence changes", turns=[
        (call("web_extractor", url=REPORT, goal="fiscal 2024 net sales"), REPORT_PAGE),
        (call("dict_memory", operation="add", dict={"net_sales_2024": "$4.82B"}),
         "Successfully added items of [net_sales_2024] to memory."),
        (call("web_extractor", url=REPORT, goal="dividend"),
         REPORT_PAGE.replace("$4.82 billion", "$4.28 billion").replace("6%", "4%")),
    ]),
    Row("search", "j1-s-label-differs", kind="page", note="a labeled figure changes between two plain reads",
        turns=[
            (call("web_extractor", url=REPORT), REPORT_PAGE),
            (call("web_extractor", url=REPORT), REPORT_PAGE.replace("Employees: 12,400", "Employees: 9,800")),
        ]),
    Row("search", "j1-s-clean-goal-summaries", note="summaries for two goals, other sources, a reformatted date",
        turns=[
            (call("web_extractor", url=SITE, goal="opening date"),
             "The useful information in the page for the user goal is as follows:\nEvidence in page: the bridge "
             "opened to traffic on May 28, 1937.\nSummary: it opened in 1937."),
            (call("web_extractor", url=SITE, goal="length"),
             "The useful information in the page for the user goal is as follows:\nEvidence in page: its total "
             "length is 2,737 m.\nSummary: 2.7 km long."),
            (call("web_extractor", url="https://www.goldengate.org/bridge/history-research/statistics-data/",
                  goal="opening date"),
             "# Bridge Statistics\n\n| Opened to traffic | May 27, 1937 (pedestrians) |\n"
             "The bridge was opened to vehicles on May 28, 1937 at noon after a week of celebrations."),
            (call("web_extractor", url=SITE, goal="designer"),
             PAGE.replace("May 28, 1937", "28 May 1937").replace("1,280 m", "1280 m")),
            (call("web_extractor", url=SITE, goal="towers"), PAGE),
        ]),
    Row("search", "j1-s-clean-live-page", note="a quote page and a page read in parts change between reads",
        turns=[
            (call("web_extractor", url="https://finance.example.com/quote/EXF", goal="share price"),
             "# Example Foods (EXF)\n\nPrice: $58.20\nMarket cap: $9.1B\n"
             "Shares traded at $58.20 as of 10:02 AM, up 1.2% on the day."),
            (call("web_extractor", url="https://finance.example.com/quote/EXF", goal="share price"),
             "# Example Foods (EXF)\n\nPrice: $58.95\nMarket cap: $9.2B\n"
             "Shares traded at $58.95 as of 11:40 AM, up 2.5% on the day."),
            (call("web_extractor", url=REPORT, page=1), REPORT_PAGE),
            (call("web_extractor", url=REPORT, page=2),
             "Title: Example Foods reports fiscal 2024 results\n\nSegment sales of $1.12 billion for fiscal 2024, "
             "an increase of 3% over the prior year."),
        ]),
]
