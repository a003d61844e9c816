# ruff: noqa: E501
"""Held-out set h53, domain ``os``: 22 Ubuntu desktop trajectories driven by pyautogui / app-helper code.

Each observation is the desktop accessibility tree as OSWorld prints it (a tab-separated table of tag,
name, text, class, description, position and size). Screens are rendered from a per-trajectory state so
that clean trajectories stay consistent; the 11 bad ones carry exactly one deliberate contradiction
(labelled with the 1-based turn whose observation first contradicts an earlier one).
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, code

HDR = "tag\tname\ttext\tclass\tdescription\tposition (top-left x&y)\tsize (w&h)"

SYSTEM = """# Role and Objective

You are a **Desktop World Model** — a precise simulator of computer-use interactions on an Ubuntu 22.04 GNOME desktop. Your task is to predict the exact next desktop accessibility-tree state after an action is executed.

Given:
1. **Historical Context** (Optional): Previous interactions in the same trajectory
2. **Task Instruction**: The user goal for the desktop task
3. **Current State**: The visible desktop accessibility tree
4. **Action**: The action or code executed in the environment

Predict the **exact next desktop state** after the action completes.

## Core Responsibilities

1. **State Prediction**: Generate the complete next accessibility-tree state
2. **Context Maintenance**: Track open windows, files, UI selections, and application state across turns
3. **Behavioral Fidelity**: Stay faithful to realistic desktop behavior, including no-op actions and actions that only change a small part of the tree

## State Modeling Rules

- Preserve the original state format exactly: one node per line, tab-separated columns `tag`, `name`, `text`, `class`, `description`, `position (top-left x&y)`, `size (w&h)`, under the same header line
- Keep node ordering, labels, and coordinates consistent unless the action changes them
- If the action has no visible desktop effect, return the unchanged state
- Use the prior turns as context when files, windows, or app state persist across actions

## Action Space

The action is a free-form **Python code block**; the executed code itself is the authoritative description of what happened. Common APIs: `pyautogui.click/rightClick/doubleClick/moveTo/dragTo/scroll/write/press/hotkey`, the helper classes (`BrowserTools`, `CalcTools`, `WriterTools`, `ImpressTools`, `VLCTools`), `subprocess.run(...)` and `os` file operations. Ignore helper calls such as `print_result()` unless they cause a visible UI change.

## Output Requirements

First, think step by step to explain your reasoning. Then, provide the final predicted desktop state wrapped strictly within the <predicted_observation></predicted_observation> tags.

Inside the tags, output only the full desktop state with no extra commentary.

## Task Instruction

{task}"""

DOCK = ("Google Chrome", "Thunderbird Mail", "Visual Studio Code", "VLC media player", "LibreOffice Writer",
        "LibreOffice Calc", "LibreOffice Impress", "GNU Image Manipulation Program", "Files", "Ubuntu Software")


def r(tag: str, name: str = "", text: str = "", pos: tuple[int, int] = (0, 0), size: tuple[int, int] = (0, 0),
      cls: str = "", desc: str = "") -> str:
    """One line of the linearized accessibility tree (line breaks inside a node are written as a literal \\n, tabs as spaces)."""
    name, text = (v.replace("\n", "\\n").replace("\t", "   ") for v in (name, text))
    return f"{tag}\t{name}\t{text}\t{cls}\t{desc}\t({pos[0]}, {pos[1]})\t({size[0]}, {size[1]})"


def desk(clock: str, body: list[str], extra: tuple[str, ...] = (), notice: list[str] | None = None) -> str:
    """The GNOME shell around an app: top bar, Ubuntu dock (running extras appended), then the app's nodes."""
    out = [HDR, r("label", "Activities", pos=(0, 0), size=(90, 27)), r("label", clock, pos=(884, 0), size=(152, 27)),
           r("menu", "System", pos=(1752, 0), size=(168, 27))]
    y = 33
    for name in DOCK + extra:
        out.append(r("push-button", name, pos=(0, y), size=(70, 64)))
        y += 68
    out.append(r("push-button", "Help", pos=(0, y), size=(70, 64)))
    out.append(r("push-button", "Trash", pos=(0, y + 71), size=(70, 64)))
    out.append(r("toggle-button", "Show Applications", pos=(0, 1010), size=(70, 70)))
    if notice:
        out += notice
    out += body
    return "\n".join(out)


def clk(t: str, day: str = "Mar 14") -> str:
    return f"{day}  {t}"


def sysp(task: str) -> str:
    return SYSTEM.format(task=task)


def table(tag: str, cells: list[list[str]], xs: list[int], ws: list[int], y0: int, dy: int = 26,
          descs: list[str] | None = None) -> list[str]:
    """Rows of table cells: one node per cell, left to right, top to bottom."""
    out = []
    for i, row in enumerate(cells):
        for j, val in enumerate(row):
            d = descs[i] if descs and j == 0 else ""
            out.append(r(tag, "", val, pos=(xs[j], y0 + i * dy), size=(ws[j], dy - 2), desc=d))
    return out


# ---------------------------------------------------------------- 01 Thunderbird accounts and folders (clean)

def t01(rs: RowSet) -> None:
    acct = "maria.keller@northwind-labs.com"
    task = (f"In Thunderbird, create a folder 'Invoices 2024' under the Inbox of {acct}, move every message "
            "matching 'invoice' into it, and make the account check for new messages every 5 minutes.")
    inbox = [
        ("Your March invoice from Hetzner Online", "Hetzner Online GmbH", "8:47 AM", True, True),
        ("Re: Q2 roadmap review – agenda", "Jonas Weber", "8:31 AM", True, False),
        ("[northwind/api-gateway] Fix retry backoff on 503 (PR #412)", "GitHub", "7:58 AM", True, False),
        ("Invoice INV-20240314-0087 – Figma Professional", "Figma Billing", "7:12 AM", True, True),
        ("Lunch & learn: Postgres 16 partitioning", "Priya Raman", "3/13/2024, 5:02 PM", True, False),
        ("Your receipt from JetBrains #2024-0313-5521", "JetBrains Sales", "3/13/2024, 3:44 PM", False, False),
        ("Invoice #A-55821 is available", "Atlassian", "3/13/2024, 11:20 AM", False, True),
        ("Standup notes 13 March", "Jonas Weber", "3/13/2024, 10:02 AM", False, False),
        ("Security alert: new sign-in on Linux", "Google", "3/12/2024, 9:15 PM", False, False),
        ("Invoice for February – DigitalOcean", "DigitalOcean", "3/12/2024, 6:30 AM", False, True),
        ("Re: Contract renewal (Northwind x Lumen)", "Sofia Lindqvist", "3/11/2024, 4:48 PM", False, False),
        ("Your invoice from Mailgun Technologies", "Mailgun", "3/8/2024, 2:05 AM", False, True),
        ("Weekly digest: 14 new issues in northwind/api-gateway", "GitHub", "3/7/2024, 9:00 AM", False, False),
        ("Travel booking confirmed: BER → LIS, 21 March", "Lufthansa", "3/6/2024, 7:41 PM", False, False),
    ]
    inv = [m for m in inbox if m[4]]
    newmail = ("[northwind/api-gateway] Run failed: CI - main (8e41c2a)", "GitHub", "9:08 AM", True, False)

    def folders(inbox_unread: int, sub: int | None) -> list[tuple[str, int]]:
        fl = [(acct, 0), (f"Inbox ({inbox_unread})", 1)]
        if sub is not None:
            fl.append((f"Invoices 2024 ({sub})" if sub else "Invoices 2024", 2))
        fl += [("Drafts", 1), ("Sent", 1), ("Archives", 1), ("Junk (3)", 1), ("Trash", 1),
               ("Local Folders", 0), ("Trash", 1), ("Outbox", 1)]
        return fl

    def mail(title: str, fl: list[tuple[str, int]], sel: str, msgs: list[tuple[str, str, str, bool, bool]],
             unread: int, total: int, quick: str | None = None, sort: str = "Date ▼",
             dialog: list[str] | None = None) -> list[str]:
        out = [r("frame", f"{title} - Mozilla Thunderbird", pos=(70, 27), size=(1850, 1053)),
               r("page-tab", title, pos=(150, 36), size=(240, 34)),
               r("push-button", "Get Messages", pos=(90, 80), size=(118, 30)),
               r("push-button", "New Message", pos=(214, 80), size=(116, 30)),
               r("push-button", "Tag", pos=(336, 80), size=(60, 30)),
               r("push-button", "Quick Filter", pos=(402, 80), size=(104, 30)),
               r("entry", "Search <Ctrl+K>", "", pos=(1240, 80), size=(420, 30)),
               r("push-button", "AppMenu", pos=(1878, 80), size=(34, 30))]
        y = 126
        for name, depth in fl:
            out.append(r("tree-item", name, "", pos=(90 + depth * 18, y), size=(300 - depth * 18, 28),
                         desc="selected" if name.startswith(sel) else ""))
            y += 30
        if quick is not None:
            out += [r("entry", "Filter these messages <Ctrl+Shift+K>", quick, pos=(420, 122), size=(560, 30)),
                    r("label", "", f"{len(msgs)} message" + ("" if len(msgs) == 1 else "s"), pos=(1000, 126), size=(110, 22))]
        out += [r("column-header", "Subject", pos=(420, 160), size=(760, 28)),
                r("column-header", "Correspondents", pos=(1180, 160), size=(360, 28)),
                r("column-header", sort, pos=(1540, 160), size=(360, 28))]
        y = 190
        for s, who, d, unr, _ in msgs:
            out += [r("table-cell", "", s, pos=(420, y), size=(760, 26), desc="Unread" if unr else ""),
                    r("table-cell", "", who, pos=(1180, y), size=(360, 26)),
                    r("table-cell", "", d, pos=(1540, y), size=(360, 26))]
            y += 28
        if not msgs:
            out.append(r("label", "", "No messages found", pos=(1040, 420), size=(170, 22)))
        out += [r("label", "", f"Unread: {unread}", pos=(1660, 1052), size=(90, 22)),
                r("label", "", f"Total: {total}", pos=(1760, 1052), size=(90, 22))]
        return out + (dialog or [])

    state = desk(clk("09:05"), mail("Inbox", folders(12, None), "Inbox", inbox, 12, 248))
    dlg = [r("dialog", "New Folder", pos=(760, 380), size=(420, 240)),
           r("label", "Name:", pos=(784, 420), size=(60, 20)),
           r("entry", "Name:", "", pos=(784, 444), size=(372, 30)),
           r("label", "Create as a subfolder of:", pos=(784, 488), size=(200, 20)),
           r("combo-box", "Create as a subfolder of:", "Inbox", pos=(784, 512), size=(372, 30)),
           r("push-button", "Cancel", pos=(930, 572), size=(100, 32)),
           r("push-button", "Create Folder", pos=(1040, 572), size=(116, 32), desc="disabled")]
    turns = [
        (code("pyautogui.rightClick(160, 156)  # Inbox\npyautogui.click(236, 402)  # New Folder…"),
         desk(clk("09:05"), mail("Inbox", folders(12, None), "Inbox", inbox, 12, 248, dialog=dlg))),
        (code("pyautogui.write('Invoices 2024')\npyautogui.press('enter')"),
         desk(clk("09:06"), mail("Inbox", folders(12, 0), "Inbox", inbox, 12, 248))),
        (code("pyautogui.hotkey('ctrl', 'shift', 'k')\npyautogui.write('invoice')"),
         desk(clk("09:06"), mail("Inbox", folders(12, 0), "Inbox", inv, 12, 248, quick="invoice"))),
        (code("pyautogui.click(700, 192)\npyautogui.hotkey('ctrl', 'a')\npyautogui.rightClick(700, 192)\n"
              "pyautogui.click(760, 520)  # Move To\npyautogui.click(980, 520)  # maria.keller@northwind-labs.com\n"
              "pyautogui.click(1200, 548)  # Inbox\npyautogui.click(1400, 578)  # Invoices 2024"),
         desk(clk("09:07"), mail("Inbox", folders(10, 2), "Inbox", [], 10, 243, quick="invoice"))),
        (code("pyautogui.press('escape')\npyautogui.click(188, 186)  # Invoices 2024"),
         desk(clk("09:07"), mail("Invoices 2024", folders(10, 2), "Invoices 2024", inv, 2, 5))),
        (code("pyautogui.click(1700, 174)  # Date column header"),
         desk(clk("09:08"), mail("Invoices 2024", folders(11, 2), "Invoices 2024", inv[::-1], 2, 5, sort="Date ▲"),
              notice=[r("notification", "Thunderbird", f"1 new message from GitHub: {newmail[0]}", pos=(660, 36), size=(600, 74))])),
    ]
    acc_rows = [r("page-tab", "Account Settings", pos=(396, 36), size=(240, 34)),
                r("tree-item", acct, pos=(90, 126), size=(300, 28)),
                r("tree-item", "Server Settings", pos=(108, 156), size=(282, 28), desc="selected"),
                r("tree-item", "Copies & Folders", pos=(108, 186), size=(282, 28)),
                r("tree-item", "Composition & Addressing", pos=(108, 216), size=(282, 28)),
                r("tree-item", "Junk Settings", pos=(108, 246), size=(282, 28)),
                r("tree-item", "Synchronization & Storage", pos=(108, 276), size=(282, 28)),
                r("tree-item", "End-To-End Encryption", pos=(108, 306), size=(282, 28)),
                r("tree-item", "Return Receipts", pos=(108, 336), size=(282, 28)),
                r("tree-item", "Local Folders", pos=(90, 366), size=(300, 28)),
                r("tree-item", "Outgoing Server (SMTP)", pos=(90, 396), size=(300, 28)),
                r("heading", "Server Settings", pos=(430, 130), size=(300, 32)),
                r("label", "Server Type:", "IMAP Mail Server", pos=(430, 180), size=(400, 22)),
                r("entry", "Server Name:", "imap.northwind-labs.com", pos=(560, 214), size=(420, 30)),
                r("spin-button", "Port:", "993", pos=(1060, 214), size=(90, 30)),
                r("label", "Default:", "993", pos=(1160, 218), size=(80, 22)),
                r("entry", "User Name:", acct, pos=(560, 254), size=(420, 30)),
                r("combo-box", "Connection security:", "SSL/TLS", pos=(640, 330), size=(300, 30)),
                r("combo-box", "Authentication method:", "Normal password", pos=(640, 368), size=(300, 30)),
                r("check-box", "Check for new messages at startup", desc="checked", pos=(450, 430), size=(320, 24)),
                r("check-box", "Check for new messages every", desc="checked", pos=(450, 462), size=(250, 24))]

    def acc(minutes: str) -> list[str]:
        return [r("frame", "Account Settings - Mozilla Thunderbird", pos=(70, 27), size=(1850, 1053)),
                r("page-tab", "Invoices 2024", pos=(150, 36), size=(240, 34))] + acc_rows + [
                r("spin-button", "minutes", minutes, pos=(706, 460), size=(70, 28)),
                r("label", "minutes", pos=(782, 464), size=(60, 22)),
                r("check-box", "Allow immediate server notifications when new messages arrive", desc="checked", pos=(450, 494), size=(480, 24)),
                r("label", "When I delete a message:", pos=(430, 540), size=(200, 22)),
                r("radio-button", "Move it to this folder:", desc="checked", pos=(450, 568), size=(200, 24)),
                r("combo-box", "Move it to this folder:", "Trash on maria.keller@northwind-labs.com", pos=(660, 566), size=(380, 28)),
                r("check-box", "Clean up (“Expunge”) Inbox on Exit", pos=(450, 640), size=(300, 24)),
                r("check-box", "Empty Trash on Exit", pos=(450, 670), size=(200, 24)),
                r("label", "Local Directory:", pos=(430, 720), size=(140, 22)),
                r("entry", "Local Directory:", "/home/maria/.thunderbird/k3v9x2aq.default-release/ImapMail/imap.northwind-labs.com", pos=(580, 716), size=(700, 30)),
                r("push-button", "Browse…", pos=(1290, 716), size=(90, 30))]
    turns += [
        (code("pyautogui.click(1878, 80)  # AppMenu\npyautogui.click(1700, 540)  # Account Settings\npyautogui.click(200, 156)  # Server Settings"),
         desk(clk("09:08"), acc("10"))),
        (code("pyautogui.doubleClick(740, 474)\npyautogui.write('5')\npyautogui.press('tab')"),
         desk(clk("09:09"), acc("5"))),
    ]
    rs.add("os", "h53-os-01", sysp(task), turns, state=state)


# ---------------------------------------------------------------- 02 KeePassXC (bad: an untouched entry's Modified date changes)

def t02(rs: RowSet) -> None:
    task = ("In KeePassXC, unlock Passwords.kdbx, change the URL of the 'grafana.internal' entry in the Servers group to "
            "https://grafana.int.northwind:3000, tag it 'monitoring', save the database and lock it again.")
    ext = ("KeePassXC",)
    servers = [
        ["bastion-eu (ssh)", "ops", "ssh://bastion.eu.northwind.io", "04/01/2024 09:14"],
        ["db-prod-01 (postgres)", "postgres", "postgresql://db-prod-01.int.northwind:5432", "12/02/2024 16:20"],
        ["db-stage-01 (postgres)", "postgres", "postgresql://db-stage-01.int.northwind:5432", "12/02/2024 16:22"],
        ["grafana.internal", "admin", "https://grafana.internal:3000", "28/11/2023 10:05"],
        ["minio-backup", "backup-svc", "https://s3.backup.int.northwind", "22/01/2024 08:58"],
        ["prod-k8s kubeconfig", "cluster-admin", "https://k8s-prod.northwind.io:6443", "07/03/2024 18:47"],
        ["vault-unseal-key-2", "", "https://vault.int.northwind:8200", "19/10/2023 11:30"],
    ]
    groups = ["Root", "Email", "Finance", "Internet", "Servers", "Recycle Bin"]

    def win(title: str, sel_group: str | None, rows: list[list[str]], sel: int | None, preview: list[str],
            search: str = "", label: str | None = None) -> list[str]:
        out = [r("frame", f"{title} - KeePassXC", pos=(210, 90), size=(1500, 900)),
               r("menu", "Database", pos=(214, 120), size=(80, 26)), r("menu", "Entries", pos=(294, 120), size=(70, 26)),
               r("menu", "Groups", pos=(364, 120), size=(66, 26)), r("menu", "Tools", pos=(430, 120), size=(56, 26)),
               r("menu", "View", pos=(486, 120), size=(50, 26)), r("menu", "Help", pos=(536, 120), size=(50, 26)),
               r("push-button", "Add a new entry", pos=(232, 152), size=(36, 36)),
               r("push-button", "Edit entry", pos=(272, 152), size=(36, 36)),
               r("push-button", "Delete entry", pos=(312, 152), size=(36, 36)),
               r("push-button", "Lock database", pos=(520, 152), size=(36, 36)),
               r("entry", "Search (Ctrl+F)…", search, pos=(1330, 154), size=(360, 32))]
        y = 206
        for g in groups:
            out.append(r("tree-item", g, pos=(224 if g == "Root" else 244, y), size=(280, 26),
                         desc="selected" if g == sel_group else ""))
            y += 28
        if label:
            out.append(r("label", "", label, pos=(530, 200), size=(400, 24)))
        out += [r("column-header", h, pos=(x, 230), size=(w, 26)) for h, x, w in
                (("Title", 530, 300), ("Username", 830, 200), ("URL", 1030, 420), ("Modified", 1450, 240))]
        yy = 258
        for i, row in enumerate(rows):
            for val, x, w in zip(row, (530, 830, 1030, 1450), (300, 200, 420, 240)):
                out.append(r("table-cell", "", val, pos=(x, yy), size=(w, 26), desc="selected" if i == sel and x == 530 else ""))
            yy += 28
        return out + preview

    def entry_preview(title: str, user: str, url: str, exp: str, tags: str, notes: str) -> list[str]:
        return [r("label", "", title, pos=(530, 720), size=(600, 28)),
                r("page-tab", "General", pos=(530, 752), size=(90, 28)), r("page-tab", "Advanced", pos=(622, 752), size=(90, 28)),
                r("page-tab", "Autotype", pos=(714, 752), size=(90, 28)),
                r("label", "Username", user, pos=(540, 792), size=(600, 22)),
                r("label", "Password", "●●●●●●●●●●●●", pos=(540, 818), size=(600, 22)),
                r("label", "URL", url, pos=(540, 844), size=(600, 22)),
                r("label", "Expiration", exp, pos=(540, 870), size=(600, 22)),
                r("label", "Tags", tags, pos=(540, 896), size=(600, 22)),
                r("label", "Notes", notes, pos=(540, 922), size=(900, 44))]

    group_preview = [r("label", "", "Servers", pos=(530, 720), size=(600, 28)),
                     r("label", "Expiration", "Never", pos=(540, 792), size=(600, 22)),
                     r("label", "Autotype", "Inherit", pos=(540, 818), size=(600, 22)),
                     r("label", "Searching", "Inherit", pos=(540, 844), size=(600, 22)),
                     r("label", "Notes", "Infra credentials. Rotate DB passwords every 180 days (see runbook RB-017).", pos=(540, 870), size=(900, 22))]
    dbp = entry_preview("db-prod-01 (postgres)", "postgres", "postgresql://db-prod-01.int.northwind:5432", "30/09/2024 00:00",
                        "database, prod", "Primary. Replica: db-prod-02 (streaming, lag alert > 30s).")
    new_url = "https://grafana.int.northwind:3000"
    gp = entry_preview("grafana.internal", "admin", new_url, "Never", "monitoring",
                       "Local admin only, SSO via Keycloak for everyone else.")
    locked = [r("frame", "Passwords.kdbx [Locked] - KeePassXC", pos=(210, 90), size=(1500, 900)),
              r("heading", "Unlock KeePassXC Database", pos=(760, 330), size=(400, 34)),
              r("label", "", "/home/maria/Documents/Passwords.kdbx", pos=(760, 372), size=(400, 22)),
              r("password-text", "Enter Password:", "", pos=(760, 430), size=(400, 32)),
              r("check-box", "Enter Additional Credentials (if any):", pos=(760, 480), size=(300, 24)),
              r("push-button", "Cancel", pos=(940, 560), size=(100, 32)),
              r("push-button", "Unlock", pos=(1050, 560), size=(110, 32))]
    root_rows = [["Home Wi-Fi (FRITZ!Box 7590)", "", "", "09/09/2023 20:31"], ["Ubuntu One", "maria.keller", "https://login.ubuntu.com", "15/01/2024 12:02"]]
    edit = [r("frame", "Passwords.kdbx - KeePassXC", pos=(210, 90), size=(1500, 900)),
            r("heading", "Edit Entry - grafana.internal", pos=(300, 150), size=(600, 30)),
            r("page-tab", "Entry", pos=(224, 200), size=(60, 60)), r("page-tab", "Advanced", pos=(224, 262), size=(60, 60)),
            r("page-tab", "Icon", pos=(224, 324), size=(60, 60)), r("page-tab", "Auto-Type", pos=(224, 386), size=(60, 60)),
            r("page-tab", "Properties", pos=(224, 448), size=(60, 60)), r("page-tab", "History", pos=(224, 510), size=(60, 60)),
            r("entry", "Title:", "grafana.internal", pos=(420, 206), size=(900, 30)),
            r("entry", "Username:", "admin", pos=(420, 246), size=(900, 30)),
            r("password-text", "Password:", "●●●●●●●●●●●●", pos=(420, 286), size=(860, 30)),
            r("entry", "URL:", "https://grafana.internal:3000", pos=(420, 326), size=(860, 30)),
            r("entry", "Tags:", "", pos=(420, 366), size=(900, 30)),
            r("check-box", "Expires", pos=(420, 406), size=(80, 24)),
            r("date-editor", "Expires", "14/03/2024 00:00", pos=(520, 404), size=(240, 28), desc="disabled"),
            r("text", "Notes:", "Local admin only, SSO via Keycloak for everyone else.", pos=(420, 450), size=(900, 200)),
            r("push-button", "Cancel", pos=(1480, 940), size=(100, 32)),
            r("push-button", "OK", pos=(1590, 940), size=(100, 32))]
    st = [row[:] for row in servers]
    st[3][2], st[3][3] = new_url, "14/03/2024 10:21"
    bad = [row[:] for row in st]
    bad[1][3] = "21/02/2024 16:20"
    search_rows = [bad[1], ["prod-k8s kubeconfig", "cluster-admin", "https://k8s-prod.northwind.io:6443", "07/03/2024 18:47"],
                   ["Stripe prod API key", "sk_live_…", "https://dashboard.stripe.com", "02/02/2024 14:11"]]
    turns = [
        (code("pyautogui.write('correct-horse-7-staple')\npyautogui.press('enter')"),
         desk(clk("10:17"), win("Passwords.kdbx", "Root", root_rows, None, []), ext)),
        (code("pyautogui.click(290, 318)  # Servers"),
         desk(clk("10:18"), win("Passwords.kdbx", "Servers", servers, None, group_preview), ext)),
        (code("pyautogui.click(640, 286)  # db-prod-01 (postgres)"),
         desk(clk("10:18"), win("Passwords.kdbx", "Servers", servers, 1, dbp), ext)),
        (code("pyautogui.doubleClick(640, 342)  # grafana.internal"),
         desk(clk("10:19"), edit, ext)),
        (code(f"pyautogui.tripleClick(840, 341)\npyautogui.write('{new_url}')\npyautogui.click(840, 381)\n"
              "pyautogui.write('monitoring')\npyautogui.click(1640, 956)  # OK"),
         desk(clk("10:21"), win("Passwords.kdbx*", "Servers", bad, 3, gp), ext)),
        (code("pyautogui.hotkey('ctrl', 'f')\npyautogui.write('prod')"),
         desk(clk("10:22"), win("Passwords.kdbx*", None, search_rows, None, [], search="prod", label="Search Results (3)"), ext)),
        (code("pyautogui.press('escape')\npyautogui.click(640, 342)  # grafana.internal"),
         desk(clk("10:22"), win("Passwords.kdbx*", "Servers", bad, 3, gp), ext)),
        (code("pyautogui.hotkey('ctrl', 's')"),
         desk(clk("10:23"), win("Passwords.kdbx", "Servers", bad, 3, gp), ext)),
        (code("pyautogui.hotkey('ctrl', 'l')"),
         desk(clk("10:23"), locked, ext)),
    ]
    rs.add("os", "h53-os-02", sysp(task), turns, state=desk(clk("10:16"), locked, ext), bad=True, turn=5,
           kind="The never-edited entry db-prod-01 (postgres) shows Modified 21/02/2024 16:20 after it read 12/02/2024 16:20 in turns 2-3.")


# ---------------------------------------------------------------- 03 LibreOffice Calc (bad: grand total does not follow an edit)

def t03(rs: RowSet) -> None:
    task = ("In regional_sales_2023.xlsx (sheet Q4), highlight row totals above 150,000 with the 'Good' style, name the "
            "totals range q4_totals, correct Benelux November to 21,870 and Nordics December to 15,780, restrict B2:D9 to "
            "whole numbers ≥ 0, and save.")
    regions = ["North America", "Latin America", "UK & Ireland", "DACH", "Benelux", "Nordics", "Southern Europe", "APAC"]
    vals = [[48210, 51340, 62115], [12480, 13025, 15990], [21730, 22415, 27860], [33905, 35120, 41775],
            [14260, 15870, 18345], [11940, 12305, 14880], [17550, 16980, 21215], [47320, 50110, 60480]]
    title = "regional_sales_2023.xlsx - LibreOffice Calc"
    xs, ws = [112, 300, 420, 540, 660, 780, 900, 1020], [188, 120, 120, 120, 120, 120, 120, 120]

    def sheet(v: list[list[int]], namebox: str, line: str, status: str, modified: bool, dialog: list[str] | None = None,
              e10_off: int = 0) -> list[str]:
        out = [r("frame", title, pos=(70, 27), size=(1850, 1053))]
        out += [r("menu", m, pos=(76 + i * 66, 56), size=(62, 24)) for i, m in
                enumerate(["File", "Edit", "View", "Insert", "Format", "Styles", "Sheet", "Data", "Tools", "Window", "Help"])]
        out += [r("combo-box", "Font Name", "Carlito", pos=(90, 120), size=(200, 30)),
                r("combo-box", "Font Size", "11 pt", pos=(294, 120), size=(70, 30)),
                r("combo-box", "Name Box", namebox, pos=(76, 158), size=(140, 26)),
                r("push-button", "Function Wizard", pos=(224, 158), size=(28, 26)),
                r("push-button", "Select Function", pos=(254, 158), size=(28, 26)),
                r("paragraph", "Input line", line, pos=(320, 158), size=(1590, 26))]
        cols = ["A", "B", "C", "D", "E", "F", "G", "H"]
        out += [r("table-column-header", c, c, pos=(xs[i], 188), size=(ws[i], 22)) for i, c in enumerate(cols)]
        grid = [["Region", "Oct", "Nov", "Dec", "Total", "", "EUR/USD", "1.0872"]]
        for name, row in zip(regions, v):
            grid.append([name] + [f"{x:,}" for x in row] + [f"{sum(row):,}", "", "", ""])
        tot = [sum(row[k] for row in v) for k in range(3)]
        grid.append(["Total"] + [f"{x:,}" for x in tot] + [f"{sum(tot) + e10_off:,}", "", "", ""])
        for i, row in enumerate(grid):
            for j, val in enumerate(row):
                out.append(r("table-cell", f"{cols[j]}{i + 1}", val, pos=(xs[j], 212 + i * 22), size=(ws[j], 22)))
        out += [r("page-tab", "Q3", pos=(150, 1000), size=(50, 24)), r("page-tab", "Q4", pos=(202, 1000), size=(50, 24), desc="selected"),
                r("page-tab", "FY", pos=(254, 1000), size=(50, 24)),
                r("label", "", "Sheet 2 of 3", pos=(76, 1030), size=(120, 20)),
                r("label", "", "Default", pos=(300, 1030), size=(100, 20)),
                r("label", "", "English (USA)", pos=(480, 1030), size=(120, 20)),
                r("label", "", status, pos=(900, 1030), size=(360, 20)),
                r("push-button", "", "", pos=(1380, 1030), size=(20, 20),
                  desc="The document has been modified. Click to save the document." if modified else "The document has not been modified since the last save."),
                r("slider", "Zoom", "100%", pos=(1700, 1030), size=(160, 20))]
        return out + (dialog or [])

    def esum(v: list[list[int]]) -> str:
        s = sum(sum(row) for row in v)
        return f"Average: {s / 8:,.2f}; Sum: {s:,}"

    v0 = [row[:] for row in vals]
    v6 = [row[:] for row in vals]
    v6[4][1] = 21870
    v7 = [row[:] for row in v6]
    v7[5][2] = 15780
    cond = [r("dialog", "Conditional Formatting for E2:E9", pos=(560, 260), size=(800, 520)),
            r("label", "", "Condition 1", pos=(584, 300), size=(120, 20)),
            r("combo-box", "", "Cell value is", pos=(584, 326), size=(180, 28)),
            r("combo-box", "", "greater than", pos=(774, 326), size=(180, 28)),
            r("entry", "", "", pos=(964, 326), size=(200, 28)),
            r("label", "Apply Style", pos=(584, 366), size=(90, 20)),
            r("combo-box", "Apply Style", "Accent", pos=(684, 362), size=(200, 28)),
            r("label", "", "Example", pos=(900, 366), size=(260, 40)),
            r("push-button", "Add", pos=(584, 700), size=(80, 30)), r("push-button", "Remove", pos=(670, 700), size=(80, 30)),
            r("label", "Range:", pos=(584, 742), size=(60, 20)), r("entry", "Range:", "E2:E9", pos=(650, 738), size=(300, 28)),
            r("push-button", "Help", pos=(584, 780), size=(80, 30)), r("push-button", "OK", pos=(1160, 742), size=(80, 30)),
            r("push-button", "Cancel", pos=(1250, 742), size=(90, 30))]
    manage = [r("dialog", "Manage Conditional Formatting", pos=(600, 300), size=(720, 420)),
              r("column-header", "Range", pos=(624, 340), size=(200, 24)),
              r("column-header", "First Condition", pos=(824, 340), size=(470, 24)),
              r("table-cell", "", "E2:E9", pos=(624, 366), size=(200, 24)),
              r("table-cell", "", "Cell value is greater than 150000", pos=(824, 366), size=(470, 24)),
              r("push-button", "Add", pos=(624, 660), size=(80, 30)), r("push-button", "Edit...", pos=(710, 660), size=(80, 30)),
              r("push-button", "Remove", pos=(796, 660), size=(80, 30)), r("push-button", "OK", pos=(1130, 660), size=(80, 30)),
              r("push-button", "Cancel", pos=(1220, 660), size=(90, 30))]
    names = [r("dialog", "Manage Names", pos=(560, 260), size=(800, 520)),
             r("column-header", "Name", pos=(584, 300), size=(200, 24)),
             r("column-header", "Range or Expression", pos=(784, 300), size=(300, 24)),
             r("column-header", "Scope", pos=(1084, 300), size=(250, 24)),
             r("table-cell", "", "fx_eur_usd", pos=(584, 326), size=(200, 24)),
             r("table-cell", "", "$Q4.$H$1", pos=(784, 326), size=(300, 24)),
             r("table-cell", "", "Document (Global)", pos=(1084, 326), size=(250, 24)),
             r("table-cell", "", "q4_totals", pos=(584, 352), size=(200, 24)),
             r("table-cell", "", "$Q4.$E$2:$E$9", pos=(784, 352), size=(300, 24)),
             r("table-cell", "", "Document (Global)", pos=(1084, 352), size=(250, 24)),
             r("push-button", "Add", pos=(584, 730), size=(80, 30)), r("push-button", "Delete", pos=(670, 730), size=(80, 30)),
             r("push-button", "OK", pos=(1170, 730), size=(80, 30)), r("push-button", "Cancel", pos=(1260, 730), size=(90, 30))]
    validity = [r("dialog", "Validity", pos=(660, 300), size=(600, 440)),
                r("page-tab", "Criteria", pos=(680, 330), size=(80, 26)), r("page-tab", "Input Help", pos=(762, 330), size=(90, 26)),
                r("page-tab", "Error Alert", pos=(854, 330), size=(90, 26)),
                r("combo-box", "Allow:", "All values", pos=(800, 380), size=(260, 28)),
                r("check-box", "Allow empty cells", desc="checked", pos=(800, 420), size=(200, 24)),
                r("push-button", "OK", pos=(1060, 700), size=(80, 30)), r("push-button", "Cancel", pos=(1150, 700), size=(90, 30))]
    state = desk(clk("14:02"), sheet(v0, "A1", "Region", "", False))
    turns = [
        (code("pyautogui.click(140, 171)  # Name Box\npyautogui.write('E2:E9')\npyautogui.press('enter')"),
         desk(clk("14:02"), sheet(v0, "E2:E9", "=SUM(B2:D2)", esum(v0), False))),
        (code("pyautogui.click(340, 68)  # Format\npyautogui.click(420, 520)  # Conditional\npyautogui.click(620, 520)  # Condition…"),
         desk(clk("14:03"), sheet(v0, "E2:E9", "=SUM(B2:D2)", esum(v0), False, cond))),
        (code("pyautogui.click(1064, 340)\npyautogui.write('150000')\npyautogui.click(784, 376)\npyautogui.click(784, 540)  # Good\npyautogui.click(1200, 757)  # OK"),
         desk(clk("14:03"), sheet(v0, "E2:E9", "=SUM(B2:D2)", esum(v0), True))),
        (code("pyautogui.click(340, 68)  # Format\npyautogui.click(420, 520)  # Conditional\npyautogui.click(620, 640)  # Manage…"),
         desk(clk("14:04"), sheet(v0, "E2:E9", "=SUM(B2:D2)", esum(v0), True, manage))),
        (code("pyautogui.click(1170, 675)  # OK\npyautogui.click(472, 68)  # Sheet\npyautogui.click(560, 610)  # Named Ranges and Expressions\n"
              "pyautogui.click(780, 610)  # Define…\npyautogui.write('q4_totals')\npyautogui.press('enter')  # Add"),
         desk(clk("14:05"), sheet(v0, "q4_totals", "=SUM(B2:D2)", esum(v0), True))),
        (code("pyautogui.click(480, 322)  # C6\npyautogui.write('21870')\npyautogui.press('enter')"),
         desk(clk("14:06"), sheet(v6, "C7", "12305", "Average: 12,305; Sum: 12,305", True))),
        (code("pyautogui.click(600, 344)  # D7\npyautogui.write('15780')\npyautogui.press('enter')"),
         desk(clk("14:06"), sheet(v7, "D8", "21215", "Average: 21,215; Sum: 21,215", True, e10_off=1000))),
        (code("pyautogui.hotkey('ctrl', 'F3')"),
         desk(clk("14:07"), sheet(v7, "D8", "21215", "Average: 21,215; Sum: 21,215", True, names, e10_off=1000))),
        (code("pyautogui.click(1210, 745)  # OK\npyautogui.click(140, 171)\npyautogui.write('B2:D9')\npyautogui.press('enter')\n"
              "pyautogui.click(538, 68)  # Data\npyautogui.click(600, 480)  # Validity…"),
         desk(clk("14:08"), sheet(v7, "B2:D9", "48210", f"Average: {sum(map(sum, v7)) / 24:,.2f}; Sum: {sum(map(sum, v7)):,}", True, validity, e10_off=1000))),
        (code("pyautogui.click(930, 394)\npyautogui.click(930, 450)  # Whole Numbers\npyautogui.click(930, 474)\npyautogui.click(930, 560)  # greater than or equal\n"
              "pyautogui.click(930, 510)\npyautogui.write('0')\npyautogui.click(1100, 715)  # OK\nCalcTools.save()"),
         desk(clk("14:09"), sheet(v7, "B2:D9", "48210", f"Average: {sum(map(sum, v7)) / 24:,.2f}; Sum: {sum(map(sum, v7)):,}", False, e10_off=1000))),
    ]
    rs.add("os", "h53-os-03", sysp(task), turns, state=state, bad=True, turn=7,
           kind="After D7 goes from 14,880 to 15,780 (+900) the grand total E10 rises by 1,900 and no longer equals the sum of the region totals.")


# ---------------------------------------------------------------- 04 Shotwell (clean)

def t04(rs: RowSet) -> None:
    task = "In Shotwell, name the untitled event from 9 March 2024 'Lisbon – Day 1' and tag all its photos 'lisbon' and 'travel'."
    ext = ("Shotwell",)

    def side(event: str, tags: list[str], sel: str) -> list[str]:
        items = [("Library", 0), ("Photos", 1), ("Last Import", 1), ("Flagged", 1), ("Events", 0), ("2024", 1), ("March", 2),
                 (event, 3), ("February", 2), ("Ana's 40th birthday", 3), ("Tags", 0)] + [(t, 1) for t in tags] + [("Saved Searches", 0)]
        out = []
        for i, (name, depth) in enumerate(items):
            out.append(r("tree-item", name, pos=(80 + depth * 16, 110 + i * 28), size=(260 - depth * 16, 26),
                         desc="selected" if name == sel else ""))
        return out

    def grid(names: list[str], label: str, header: str | None = None) -> list[str]:
        out = []
        if header:
            out.append(r("heading", header, pos=(360, 104), size=(600, 30)))
        for i, n in enumerate(names[:12]):
            out.append(r("list-item", n, pos=(360 + (i % 6) * 250, 150 + (i // 6) * 250), size=(236, 236)))
        out += [r("label", "", label, pos=(360, 1048), size=(140, 20)),
                r("slider", "Zoom", "", pos=(1600, 1046), size=(200, 24)),
                r("push-button", "Rotate", pos=(560, 1044), size=(70, 28)),
                r("push-button", "Enhance", pos=(640, 1044), size=(80, 28)),
                r("push-button", "Publish", pos=(730, 1044), size=(80, 28))]
        return out

    def win(title: str, event: str, tags: list[str], sel: str, body: list[str], dialog: list[str] | None = None) -> list[str]:
        return [r("frame", f"{title} - Shotwell", pos=(70, 27), size=(1850, 1053))] + side(event, tags, sel) + body + (dialog or [])

    lib = [f"IMG_{n}.JPG" for n in range(4300, 4312)]
    lisbon = [f"IMG_{n}.JPG" for n in range(4471, 4494)]
    travel_old = [f"IMG_{n}.JPG" for n in range(3902, 3933)]
    ev0, ev1 = "Mar 9, 2024", "Lisbon – Day 1"
    rename = [r("dialog", "Rename Event", pos=(760, 440), size=(400, 160)),
              r("label", "Name:", pos=(784, 480), size=(60, 20)), r("entry", "Name:", "", pos=(850, 476), size=(290, 30)),
              r("push-button", "Cancel", pos=(920, 550), size=(100, 32)), r("push-button", "OK", pos=(1030, 550), size=(100, 32))]
    addtags = [r("dialog", "Add Tags", pos=(760, 440), size=(400, 160)),
               r("label", "Tags (separated by commas):", pos=(784, 480), size=(220, 20)),
               r("entry", "Tags (separated by commas):", "", pos=(784, 504), size=(356, 30)),
               r("push-button", "Cancel", pos=(920, 550), size=(100, 32)), r("push-button", "OK", pos=(1030, 550), size=(100, 32))]
    state = desk(clk("17:40"), win("Photos", ev0, ["family", "travel"], "Photos", grid(lib, "412 Photos")), ext)
    turns = [
        (code("pyautogui.click(180, 306)  # Mar 9, 2024"),
         desk(clk("17:40"), win(ev0, ev0, ["family", "travel"], ev0, grid(lisbon, "23 Photos", ev0)), ext)),
        (code("pyautogui.rightClick(180, 306)\npyautogui.click(240, 340)  # Rename…"),
         desk(clk("17:41"), win(ev0, ev0, ["family", "travel"], ev0, grid(lisbon, "23 Photos", ev0), rename), ext)),
        (code("pyautogui.write('Lisbon – Day 1')\npyautogui.press('enter')"),
         desk(clk("17:41"), win(ev1, ev1, ["family", "travel"], ev1, grid(lisbon, "23 Photos", ev1)), ext)),
        (code("pyautogui.click(800, 400)\npyautogui.hotkey('ctrl', 'a')\npyautogui.hotkey('ctrl', 't')"),
         desk(clk("17:42"), win(ev1, ev1, ["family", "travel"], ev1, grid(lisbon, "23 Photos selected", ev1), addtags), ext)),
        (code("pyautogui.write('lisbon, travel')\npyautogui.press('enter')"),
         desk(clk("17:42"), win(ev1, ev1, ["family", "lisbon", "travel"], ev1, grid(lisbon, "23 Photos selected", ev1)), ext)),
        (code("pyautogui.click(140, 446)  # travel"),
         desk(clk("17:43"), win("travel", ev1, ["family", "lisbon", "travel"], "travel", grid(travel_old + lisbon, "54 Photos", "travel")), ext)),
    ]
    rs.add("os", "h53-os-04", sysp(task), turns, state=state)


# ---------------------------------------------------------------- 05 LibreOffice Writer footnotes and page styles (clean)

def t05(rs: RowSet) -> None:
    task = ("In thesis_ch3.odt, add the footnote 'See also Okafor and Lind (2021), pp. 114–117.' after 'supplier networks.' on "
            "page 4, start Table 3.4 on a new Landscape page, and save.")
    title = "thesis_ch3.odt - LibreOffice Writer"
    fn = "See also Okafor and Lind (2021), pp. 114–117."
    words0, chars0 = 8412, 53120
    words1, chars1 = words0 + len(fn.split()), chars0 + len(fn)

    def chrome(page: str, words: int, chars: int, style: str, modified: bool) -> list[str]:
        out = [r("frame", title, pos=(70, 27), size=(1850, 1053))]
        out += [r("menu", m, pos=(76 + i * 66, 56), size=(62, 24)) for i, m in
                enumerate(["File", "Edit", "View", "Insert", "Format", "Styles", "Table", "Form", "Tools", "Window", "Help"])]
        out += [r("combo-box", "Paragraph Style", "Text Body", pos=(90, 120), size=(180, 30)),
                r("combo-box", "Font Name", "Liberation Serif", pos=(276, 120), size=(200, 30)),
                r("combo-box", "Font Size", "12 pt", pos=(480, 120), size=(70, 30)),
                r("label", "", page, pos=(76, 1052), size=(130, 20)),
                r("label", "", f"{words:,} words, {chars:,} characters", pos=(220, 1052), size=(280, 20)),
                r("label", "", style, pos=(520, 1052), size=(160, 20)),
                r("label", "", "English (UK)", pos=(700, 1052), size=(110, 20)),
                r("push-button", "", "", pos=(1380, 1052), size=(20, 20),
                  desc="The document has been modified. Click to save the document." if modified else "The document has not been modified since the last save."),
                r("slider", "Zoom", "110%", pos=(1700, 1052), size=(160, 20))]
        return out

    para = ("The sampling frame was drawn from the 2021 regional business register, as in earlier work on supplier networks.{a} "
            "Firms with fewer than ten employees were excluded, following Hartmann (2019).{b} A stratified design by NACE section "
            "and region yielded 1,284 eligible firms.{c}")
    notes_old = ["Hartmann, J. (2019) Small Firms in Regional Supply Chains. Cambridge: CUP, pp. 41–58.",
                 "See Appendix B, Table B.2 for the full stratum sizes."]

    def page4(new: str | None) -> list[str]:
        if new is None:
            text, notes = para.format(a="", b="7", c="8"), list(zip(("7", "8"), notes_old))
        else:
            text, notes = para.format(a="7", b="8", c="9"), [("7", new)] + list(zip(("8", "9"), notes_old))
        out = [r("heading", "", "3.2 Sampling frame", pos=(560, 220), size=(800, 30)),
               r("paragraph", "", text, pos=(560, 262), size=(800, 150)),
               r("paragraph", "", "Response rates differed markedly between strata (Table 3.1), with the lowest return among micro-enterprises in rural districts.", pos=(560, 420), size=(800, 70))]
        y = 880
        for num, t in notes:
            out.append(r("paragraph", "", f"{num} {t}", pos=(560, y), size=(800, 36)))
            y += 40
        return out

    page12 = [r("heading", "", "3.5 Regional heterogeneity", pos=(560, 220), size=(800, 30)),
              r("paragraph", "", "Elasticities are estimated separately for each region; pooled estimates mask a sign reversal in the northern districts.", pos=(560, 262), size=(800, 70)),
              r("caption", "", "Table 3.4: Estimated elasticities by region and firm size class (n = 1,284)", pos=(560, 350), size=(800, 26))]
    cells = [["Region", "Micro", "Small", "Medium", "Large"], ["North", "−0.12", "0.08", "0.21", "0.34"],
             ["Centre", "0.05", "0.17", "0.26", "0.29"], ["South", "0.11", "0.19", "0.23", "0.31"]]
    tab = table("table-cell", cells, [560, 720, 880, 1040, 1200], [160] * 5, 384)
    page13 = [r("caption", "", "Table 3.4: Estimated elasticities by region and firm size class (n = 1,284)", pos=(420, 220), size=(1080, 26))] + \
        table("table-cell", cells, [420, 636, 852, 1068, 1284], [216] * 5, 254)

    def pagestyle(name: str, w: str, h: str, land: bool, margins: str) -> list[str]:
        return [r("dialog", f"Page Style: {name}", pos=(480, 200), size=(960, 640))] + \
            [r("page-tab", t, pos=(500 + i * 90, 232), size=(88, 26)) for i, t in
             enumerate(["Organizer", "Page", "Area", "Transparency", "Header", "Footer", "Borders", "Columns", "Footnote"])] + \
            [r("combo-box", "Format:", "A4", pos=(600, 300), size=(200, 28)),
             r("spin-button", "Width:", w, pos=(600, 336), size=(120, 28)),
             r("spin-button", "Height:", h, pos=(600, 372), size=(120, 28)),
             r("radio-button", "Portrait", desc="" if land else "checked", pos=(600, 410), size=(100, 24)),
             r("radio-button", "Landscape", desc="checked" if land else "", pos=(600, 436), size=(110, 24)),
             r("combo-box", "Text direction:", "Left-to-right (horizontal)", pos=(600, 470), size=(260, 28)),
             r("spin-button", "Left:", margins, pos=(600, 540), size=(120, 28)), r("spin-button", "Right:", margins, pos=(600, 576), size=(120, 28)),
             r("spin-button", "Top:", "2.00 cm", pos=(600, 612), size=(120, 28)), r("spin-button", "Bottom:", "2.00 cm", pos=(600, 648), size=(120, 28)),
             r("combo-box", "Page layout:", "Right and left", pos=(1080, 540), size=(200, 28)),
             r("combo-box", "Page numbers:", "1, 2, 3, ...", pos=(1080, 576), size=(200, 28)),
             r("push-button", "Help", pos=(500, 800), size=(80, 30)), r("push-button", "Reset", pos=(1080, 800), size=(80, 30)),
             r("push-button", "OK", pos=(1250, 800), size=(80, 30)), r("push-button", "Cancel", pos=(1340, 800), size=(90, 30))]

    brk = [r("dialog", "Insert Break", pos=(760, 360), size=(400, 300)),
           r("radio-button", "Line break", pos=(784, 400), size=(120, 24)),
           r("radio-button", "Column break", pos=(784, 428), size=(130, 24)),
           r("radio-button", "Page break", desc="checked", pos=(784, 456), size=(120, 24)),
           r("combo-box", "Style:", "[None]", pos=(840, 490), size=(260, 28)),
           r("check-box", "Change page number", pos=(784, 530), size=(200, 24)),
           r("spin-button", "", "1", pos=(1000, 528), size=(80, 28), desc="disabled"),
           r("push-button", "OK", pos=(960, 610), size=(80, 30)), r("push-button", "Cancel", pos=(1050, 610), size=(90, 30))]
    d0 = "Default Page Style"
    state = desk(clk("21:14"), chrome("Page 4 of 27", words0, chars0, d0, False) + page4(None))
    turns = [
        (code("pyautogui.click(1102, 288)  # after 'supplier networks.'"),
         desk(clk("21:14"), chrome("Page 4 of 27", words0, chars0, d0, False) + page4(None))),
        (code("pyautogui.click(270, 68)  # Insert\npyautogui.click(330, 610)  # Footnote and Endnote\npyautogui.click(520, 610)  # Footnote"),
         desk(clk("21:15"), chrome("Page 4 of 27", words0, chars0, d0, True) + page4(""))),
        (code(f"pyautogui.write('{fn}')"),
         desk(clk("21:15"), chrome("Page 4 of 27", words1, chars1, d0, True) + page4(fn))),
        (code("pyautogui.click(336, 68)  # Format\npyautogui.click(420, 700)  # Page Style…"),
         desk(clk("21:16"), chrome("Page 4 of 27", words1, chars1, d0, True) + page4(fn) + pagestyle(d0, "21.00 cm", "29.70 cm", False, "2.50 cm"))),
        (code("pyautogui.click(1385, 815)  # Cancel\npyautogui.hotkey('ctrl', 'g')\npyautogui.write('12')\npyautogui.press('enter')"),
         desk(clk("21:17"), chrome("Page 12 of 27", words1, chars1, d0, True) + page12 + tab)),
        (code("pyautogui.click(561, 363)  # start of the Table 3.4 caption\npyautogui.click(270, 68)  # Insert\n"
              "pyautogui.click(330, 380)  # More Breaks\npyautogui.click(520, 440)  # Manual Break…"),
         desk(clk("21:17"), chrome("Page 12 of 27", words1, chars1, d0, True) + page12 + tab + brk)),
        (code("pyautogui.click(970, 504)  # Style\npyautogui.click(970, 690)  # Landscape\npyautogui.click(1000, 625)  # OK"),
         desk(clk("21:18"), chrome("Page 13 of 28", words1, chars1, "Landscape", True) + page13)),
        (code("pyautogui.click(336, 68)  # Format\npyautogui.click(420, 700)  # Page Style…"),
         desk(clk("21:18"), chrome("Page 13 of 28", words1, chars1, "Landscape", True) + page13 + pagestyle("Landscape", "29.70 cm", "21.00 cm", True, "2.00 cm"))),
        (code("pyautogui.click(1385, 815)  # Cancel\npyautogui.hotkey('ctrl', 's')"),
         desk(clk("21:19"), chrome("Page 13 of 28", words1, chars1, "Landscape", False) + page13)),
    ]
    rs.add("os", "h53-os-05", sysp(task), turns, state=state)


# ---------------------------------------------------------------- 06 Transmission (bad: a running download's progress goes backwards)

def t06(rs: RowSet) -> None:
    task = ("In Transmission, check the Debian DVD download's properties, resume the paused Fedora download, limit the global "
            "download speed to 3000 kB/s and pause seeding of the Ubuntu image.")
    ext = ("Transmission",)
    size = 3.99

    def tlist(deb: float, deb_rate: str, fed: float, fed_status: str, ub_up: float, ub_paused: bool, total: str,
              sel: str | None, limit: bool = False) -> list[str]:
        left = (size - deb) * 1000 / float(deb_rate.split()[0])
        rem = f"{int(left // 60)} min remaining" if left >= 60 else f"{int(left)} sec remaining"
        fed_rem = ""
        if fed_status.startswith("Downloading"):
            fed_left = (2.29 - fed) * 1000 / float(fed_status.split("↓ ")[1].split()[0])
            fed_rem = f" - {int(fed_left // 60)} min remaining"
        items = [
            ("ubuntu-22.04.4-desktop-amd64.iso", f"4.92 GB, uploaded {ub_up:.2f} GB (Ratio: {ub_up / 4.92:.2f} Goal: 2.00)",
             "Paused" if ub_paused else "Seeding to 3 of 12 connected peers - ↑ 402 kB/s"),
            ("debian-12.5.0-amd64-DVD-1.iso", f"{deb:.2f} GB of {size:.2f} GB ({deb / size * 100:.1f}%) - {rem}",
             f"Downloading from 24 of 61 connected peers - ↓ {deb_rate} ↑ 188 kB/s"),
            ("Fedora-Workstation-Live-x86_64-39-1.5.iso", f"{fed:.2f} GB of 2.29 GB ({fed / 2.29 * 100:.1f}%)" + fed_rem, fed_status),
            ("archlinux-2024.03.01-x86_64.iso", "1.03 GB, uploaded 388.2 MB (Ratio: 0.37)", "Seeding to 0 of 4 connected peers"),
        ]
        out = [r("frame", "Transmission", pos=(260, 140), size=(1400, 800)),
               r("push-button", "Open", pos=(276, 176), size=(44, 40)), r("push-button", "Start", pos=(326, 176), size=(44, 40)),
               r("push-button", "Pause", pos=(376, 176), size=(44, 40)), r("push-button", "Remove", pos=(426, 176), size=(44, 40)),
               r("push-button", "Properties", pos=(496, 176), size=(44, 40)),
               r("combo-box", "Show:", "All (4)", pos=(320, 226), size=(160, 28)),
               r("combo-box", "", "All", pos=(490, 226), size=(160, 28)),
               r("entry", "Search", "", pos=(1420, 226), size=(220, 28))]
        y = 264
        for name, prog, status in items:
            d = "selected" if name == sel else ""
            out += [r("table-cell", "", name, pos=(300, y), size=(1340, 22), desc=d),
                    r("table-cell", "", prog, pos=(300, y + 22), size=(1340, 20)),
                    r("progress-bar", "", "", pos=(300, y + 44), size=(1340, 10)),
                    r("table-cell", "", status, pos=(300, y + 56), size=(1340, 20))]
            y += 84
        out += [r("push-button", "Options", pos=(270, 908), size=(28, 26)),
                r("push-button", "Turtle", pos=(300, 908), size=(28, 26), desc="Enable alternative speed limits (250 kB/s down, 50 kB/s up)"),
                r("label", "", f"Ratio: {(ub_up + 0.388 + 0.0364) / (4.92 + 1.03 + deb + fed):.2f}", pos=(340, 912), size=(140, 20)),
                r("label", "", total, pos=(1400, 912), size=(240, 20), desc="Download speed limited to 3000 kB/s" if limit else "")]
        return out

    props = [r("dialog", "debian-12.5.0-amd64-DVD-1.iso Properties", pos=(560, 180), size=(800, 700)),
             r("page-tab", "Information", pos=(580, 210), size=(100, 26)), r("page-tab", "Peers", pos=(682, 210), size=(60, 26)),
             r("page-tab", "Trackers", pos=(744, 210), size=(80, 26)), r("page-tab", "Files", pos=(826, 210), size=(60, 26)),
             r("page-tab", "Options", pos=(888, 210), size=(70, 26)),
             r("heading", "Activity", pos=(590, 250), size=(100, 22))]
    info = [("Torrent size:", "3.99 GB (3,994,091,520 bytes); 15,237 pieces @ 256.0 KiB"), ("Have:", "1.52 GB (38.1%)"),
            ("Availability:", "100%"), ("Uploaded:", "36.4 MB (Ratio: 0.02)"), ("Downloaded:", "1.55 GB"),
            ("State:", "Downloading"), ("Running time:", "3 minutes, 31 seconds"), ("Remaining time:", "5 minutes, 43 seconds"),
            ("Last activity:", "Active now"), ("Error:", "No errors")]
    details = [("Location:", "/home/lukas/Downloads"), ("Hash:", "e2b63b4f0b8d5e79c0c5ad10f5d4ac35e9c1b7a2"),
               ("Privacy:", "Public torrent"), ("Origin:", "Created on Sat Feb 10 11:42:07 2024"),
               ("Comment:", "\"Debian CD from cdimage.debian.org\"")]
    y = 280
    for k, v in info:
        props.append(r("label", k, v, pos=(610, y), size=(700, 20)))
        y += 24
    props.append(r("heading", "Details", pos=(590, y + 10), size=(100, 22)))
    y += 40
    for k, v in details:
        props.append(r("label", k, v, pos=(610, y), size=(700, 20)))
        y += 24
    props.append(r("push-button", "Close", pos=(1240, 830), size=(100, 32)))
    prefs = [r("dialog", "Transmission Preferences", pos=(660, 220), size=(600, 560))] + \
        [r("page-tab", t, pos=(680 + i * 84, 250), size=(82, 26)) for i, t in
         enumerate(["Torrents", "Speed", "Privacy", "Network", "Desktop", "Remote"])] + \
        [r("heading", "Speed Limits", pos=(690, 296), size=(200, 22)),
         r("check-box", "Upload (kB/s):", pos=(710, 326), size=(160, 24)),
         r("spin-button", "Upload (kB/s):", "100", pos=(1000, 324), size=(120, 28), desc="disabled"),
         r("check-box", "Download (kB/s):", pos=(710, 360), size=(160, 24)),
         r("spin-button", "Download (kB/s):", "100", pos=(1000, 358), size=(120, 28), desc="disabled"),
         r("heading", "Alternative Speed Limits", pos=(690, 410), size=(240, 22)),
         r("spin-button", "Upload (kB/s):", "50", pos=(1000, 470), size=(120, 28)),
         r("spin-button", "Download (kB/s):", "250", pos=(1000, 504), size=(120, 28)),
         r("check-box", "_Scheduled times:", pos=(710, 544), size=(160, 24)),
         r("push-button", "Help", pos=(680, 730), size=(90, 32)), r("push-button", "Close", pos=(1150, 730), size=(90, 32))]
    paused = "Paused"
    fed_dl = "Downloading from 9 of 33 connected peers - ↓ 2.4 MB/s ↑ 61 kB/s"
    fed_lim = "Downloading from 9 of 33 connected peers - ↓ 1.0 MB/s ↑ 58 kB/s"
    deb, fed, ub = "debian-12.5.0-amd64-DVD-1.iso", "Fedora-Workstation-Live-x86_64-39-1.5.iso", "ubuntu-22.04.4-desktop-amd64.iso"
    state = desk(clk("15:20"), tlist(1.21, "7.1 MB/s", 1.47, paused, 6.98, False, "↓ 7.1 MB/s  ↑ 590 kB/s", None), ext)
    turns = [
        (code("pyautogui.click(700, 370)  # debian-12.5.0-amd64-DVD-1.iso"),
         desk(clk("15:20"), tlist(1.36, "7.3 MB/s", 1.47, paused, 6.99, False, "↓ 7.3 MB/s  ↑ 590 kB/s", deb), ext)),
        (code("pyautogui.hotkey('alt', 'enter')"),
         desk(clk("15:21"), tlist(1.52, "7.2 MB/s", 1.47, paused, 7.00, False, "↓ 7.2 MB/s  ↑ 590 kB/s", deb) + props, ext)),
        (code("pyautogui.click(1290, 846)  # Close"),
         desk(clk("15:21"), tlist(1.68, "7.0 MB/s", 1.47, paused, 7.01, False, "↓ 7.0 MB/s  ↑ 590 kB/s", deb), ext)),
        (code("pyautogui.click(700, 454)  # Fedora-Workstation-Live-x86_64-39-1.5.iso\npyautogui.click(348, 196)  # Start"),
         desk(clk("15:22"), tlist(1.44, "6.8 MB/s", 1.48, fed_dl, 7.02, False, "↓ 9.2 MB/s  ↑ 651 kB/s", fed), ext)),
        (code("pyautogui.click(310, 56)  # Edit\npyautogui.click(360, 300)  # Preferences"),
         desk(clk("15:22"), tlist(1.60, "6.9 MB/s", 1.52, fed_dl, 7.03, False, "↓ 9.3 MB/s  ↑ 651 kB/s", fed) + prefs, ext)),
        (code("pyautogui.click(720, 372)  # Download (kB/s)\npyautogui.tripleClick(1060, 372)\npyautogui.write('3000')\npyautogui.press('tab')\n"
              "pyautogui.click(1195, 746)  # Close"),
         desk(clk("15:23"), tlist(1.71, "1.9 MB/s", 1.57, fed_lim, 7.04, False, "↓ 2.9 MB/s  ↑ 642 kB/s", fed, limit=True), ext)),
        (code("pyautogui.rightClick(700, 286)  # ubuntu-22.04.4-desktop-amd64.iso\npyautogui.click(760, 330)  # Pause"),
         desk(clk("15:24"), tlist(1.78, "2.0 MB/s", 1.60, fed_lim, 7.05, True, "↓ 3.0 MB/s  ↑ 241 kB/s", ub, limit=True), ext)),
    ]
    rs.add("os", "h53-os-06", sysp(task), turns, state=state, bad=True, turn=4,
           kind="The Debian download, still running, drops from 1.68 GB (42.1%) at turn 3 to 1.44 GB (36.1%) at turn 4.")


# ---------------------------------------------------------------- 07 LibreOffice Impress master slides and transitions (bad: renamed master back under its old name)

def t07(rs: RowSet) -> None:
    task = ("In Q3_board_update.odp, rename the master slide 'Corporate Blue' to 'Corporate Dark', give slide 3 a Fade transition "
            "of 1.5 seconds, apply that transition to all slides, and save.")
    title = "Q3_board_update.odp - LibreOffice Impress"
    titles = ["Q3 2024 Board Update", "Agenda", "Revenue by Segment", "Gross Margin Bridge", "Opex vs Budget", "Headcount",
              "Cash Position", "Pipeline", "Customer Churn", "Product Roadmap", "Risks", "Q4 Outlook", "Asks for the Board", "Appendix"]
    decks = ["Properties", "Slide Transition", "Animation", "Master Slides", "Styles", "Gallery", "Navigator"]

    def frame(modified: bool, pane: list[str], main: list[str], deck: str, side: list[str], dialog: list[str] | None = None) -> list[str]:
        out = [r("frame", title, pos=(70, 27), size=(1850, 1053))]
        out += [r("menu", m, pos=(76 + i * 66, 56), size=(62, 24)) for i, m in
                enumerate(["File", "Edit", "View", "Insert", "Format", "Slide", "Slide Show", "Tools", "Window", "Help"])]
        out += pane + main
        out += [r("radio-button", d, pos=(1890, 150 + i * 36), size=(28, 32), desc="checked" if d == deck else "") for i, d in enumerate(decks)]
        out += [r("heading", deck, pos=(1550, 140), size=(320, 26))] + side
        out += [r("label", "", "Master Slide 1 of 2" if main is master_main else "Slide 3 of 14" if main is s3 else "Slide 1 of 14", pos=(76, 1052), size=(160, 20)),
                r("label", "", "English (USA)", pos=(600, 1052), size=(120, 20)),
                r("push-button", "", "", pos=(1380, 1052), size=(20, 20),
                  desc="The document has been modified. Click to save the document." if modified else "The document has not been modified since the last save."),
                r("slider", "Zoom", "74%", pos=(1700, 1052), size=(160, 20))]
        return out + (dialog or [])

    def slides(sel: int) -> list[str]:
        return [r("list-item", f"Slide {i}", pos=(80, 160 + (i - 1) * 62), size=(180, 58), desc="selected" if i == sel else "") for i in range(1, 15)]

    def masters(names: list[str], sel: int) -> list[str]:
        return [r("list-item", n, pos=(80, 160 + i * 130), size=(180, 120), desc="selected" if i == sel else "") for i, n in enumerate(names)]

    master_main = [r("toolbar", "Master View", pos=(300, 100), size=(520, 32)),
                   r("push-button", "New Master", pos=(310, 102), size=(100, 28)),
                   r("push-button", "Rename Master", pos=(414, 102), size=(120, 28)),
                   r("push-button", "Delete Master", pos=(538, 102), size=(110, 28)),
                   r("push-button", "Close Master View", pos=(652, 102), size=(150, 28)),
                   r("text", "PresentationTitle", "Click to edit the title text format", pos=(400, 200), size=(1000, 120)),
                   r("text", "PresentationOutline", "Click to edit the outline text format\nSecond Outline Level\nThird Outline Level", pos=(400, 340), size=(1000, 420)),
                   r("text", "PresentationDateAndTime", "<date/time>", pos=(400, 800), size=(240, 40)),
                   r("text", "PresentationFooter", "<footer>", pos=(700, 800), size=(400, 40)),
                   r("text", "PresentationSlideNumber", "<number>", pos=(1160, 800), size=(240, 40))]
    s1 = [r("text", "PresentationTitle", titles[0], pos=(400, 300), size=(1000, 160)),
          r("text", "PresentationSubtitle", "Board of Directors · 17 October 2024 · Confidential", pos=(400, 480), size=(1000, 80))]
    s3 = [r("text", "PresentationTitle", titles[2], pos=(400, 200), size=(1000, 100)),
          r("text", "PresentationOutline", "Platform: €14.2M (+18% YoY)\nServices: €6.9M (−4% YoY)\nMarketplace: €3.1M (+41% YoY)", pos=(400, 320), size=(560, 400)),
          r("embedded", "Chart 1", pos=(980, 320), size=(420, 400)),
          r("text", "PresentationFooter", "Northwind Labs · Q3 2024", pos=(700, 800), size=(400, 40)),
          r("text", "PresentationSlideNumber", "3", pos=(1160, 800), size=(240, 40))]

    def props(master: str) -> list[str]:
        return [r("heading", "Slide", pos=(1550, 176), size=(320, 22)),
                r("combo-box", "Format:", "Widescreen 16:9", pos=(1650, 204), size=(220, 28)),
                r("combo-box", "Background:", "None", pos=(1650, 240), size=(220, 28)),
                r("combo-box", "Master Slide:", master, pos=(1650, 276), size=(220, 28)),
                r("check-box", "Master Background", desc="checked", pos=(1560, 316), size=(180, 24)),
                r("check-box", "Master Objects", desc="checked", pos=(1560, 344), size=(180, 24)),
                r("push-button", "Edit Master", pos=(1560, 380), size=(120, 28)),
                r("heading", "Layouts", pos=(1550, 430), size=(320, 22)),
                r("list-item", "Title, Content", desc="selected", pos=(1560, 460), size=(90, 70))]

    trans_names = ["None", "Wipe", "Uncover", "Fade", "Cut", "Cover", "Bars", "Split", "Diagonal", "Shape", "Box", "Wedge",
                   "Venetian", "Cube", "Circles", "Fall", "Rochade", "Vortex"]

    def trans(sel: str, variant: str, dur: str) -> list[str]:
        out = [r("list-item", n, pos=(1560 + (i % 3) * 104, 180 + (i // 3) * 70), size=(100, 66), desc="selected" if n == sel else "")
               for i, n in enumerate(trans_names)]
        return out + [r("combo-box", "Variant:", variant, pos=(1650, 610), size=(220, 28), desc="" if variant else "disabled"),
                      r("spin-button", "Duration:", dur, pos=(1650, 646), size=(120, 28)),
                      r("combo-box", "Sound:", "No sound", pos=(1650, 682), size=(220, 28)),
                      r("check-box", "Loop until next sound", pos=(1560, 716), size=(200, 24)),
                      r("radio-button", "On mouse click", desc="checked", pos=(1560, 750), size=(160, 24)),
                      r("radio-button", "Automatically after:", pos=(1560, 778), size=(170, 24)),
                      r("spin-button", "", "1.00 sec", pos=(1740, 776), size=(120, 28), desc="disabled"),
                      r("push-button", "Apply Transition to All Slides", pos=(1560, 820), size=(300, 30)),
                      r("push-button", "Play", pos=(1560, 860), size=(80, 30)),
                      r("check-box", "Automatic Preview", desc="checked", pos=(1660, 864), size=(180, 24))]

    def mdeck(used: list[str]) -> list[str]:
        out = [r("heading", "Used in This Presentation", pos=(1550, 176), size=(320, 22))]
        out += [r("list-item", n, pos=(1560 + i * 150, 206), size=(140, 100)) for i, n in enumerate(used)]
        return out + [r("heading", "Recently Used", pos=(1550, 330), size=(320, 22)),
                      r("heading", "Available for Use", pos=(1550, 380), size=(320, 22)),
                      r("list-item", "Default", pos=(1560, 410), size=(140, 100))]

    rename = [r("dialog", "Rename Master Slide", pos=(760, 440), size=(400, 160)),
              r("label", "Name:", pos=(784, 480), size=(60, 20)), r("entry", "Name:", "Corporate Blue", pos=(850, 476), size=(290, 30)),
              r("push-button", "OK", pos=(930, 550), size=(100, 32)), r("push-button", "Cancel", pos=(1040, 550), size=(100, 32))]
    cb, cd, tl = "Corporate Blue", "Corporate Dark", "Title Only Light"
    state = desk(clk("11:02"), frame(False, slides(1), s1, "Properties", props(tl)))
    turns = [
        (code("pyautogui.click(208, 68)  # View\npyautogui.click(280, 200)  # Master Slide"),
         desk(clk("11:02"), frame(False, masters([cb, tl], 0), master_main, "Properties", props(cb)))),
        (code("pyautogui.click(474, 116)  # Rename Master"),
         desk(clk("11:03"), frame(False, masters([cb, tl], 0), master_main, "Properties", props(cb), rename))),
        (code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('Corporate Dark')\npyautogui.press('enter')"),
         desk(clk("11:03"), frame(True, masters([cd, tl], 0), master_main, "Properties", props(cd)))),
        (code("pyautogui.click(726, 116)  # Close Master View"),
         desk(clk("11:04"), frame(True, slides(1), s1, "Properties", props(tl)))),
        (code("pyautogui.click(170, 310)  # Slide 3"),
         desk(clk("11:04"), frame(True, slides(3), s3, "Properties", props(cd)))),
        (code("pyautogui.click(1904, 202)  # Slide Transition deck"),
         desk(clk("11:05"), frame(True, slides(3), s3, "Slide Transition", trans("None", "", "2.00 sec")))),
        (code("pyautogui.click(1610, 250)  # Fade"),
         desk(clk("11:05"), frame(True, slides(3), s3, "Slide Transition", trans("Fade", "Smoothly", "2.00 sec")))),
        (code("pyautogui.tripleClick(1700, 660)\npyautogui.write('1.5')\npyautogui.press('enter')"),
         desk(clk("11:06"), frame(True, slides(3), s3, "Slide Transition", trans("Fade", "Smoothly", "1.50 sec")))),
        (code("pyautogui.click(1904, 274)  # Master Slides deck"),
         desk(clk("11:06"), frame(True, slides(3), s3, "Master Slides", mdeck([cb, tl])))),
        (code("pyautogui.click(1904, 202)  # Slide Transition deck\npyautogui.click(1710, 835)  # Apply Transition to All Slides"),
         desk(clk("11:07"), frame(True, slides(3), s3, "Slide Transition", trans("Fade", "Smoothly", "1.50 sec")))),
        (code("pyautogui.hotkey('ctrl', 's')"),
         desk(clk("11:07"), frame(False, slides(3), s3, "Slide Transition", trans("Fade", "Smoothly", "1.50 sec")))),
    ]
    rs.add("os", "h53-os-07", sysp(task), turns, state=state, bad=True, turn=9,
           kind="The master renamed to 'Corporate Dark' at turn 3 (and shown so at turn 5) is listed again as 'Corporate Blue' in the Master Slides deck.")


# ---------------------------------------------------------------- 08 GNOME Disks (clean)

def t08(rs: RowSet) -> None:
    task = "With Disks, reformat the SanDisk USB stick's partition as Ext4 named BACKUP_USB and mount it."
    ext = ("Disks",)
    drives = [("500 GB Disk", "Samsung SSD 870 EVO 500GB"), ("2.0 TB Hard Disk", "WDC WD20EZBX-00AYRA0"), ("16 GB Drive", "SanDisk Cruzer Blade")]

    def win(sel: int, info: list[tuple[str, str]], vols: list[tuple[str, str]], part: list[tuple[str, str]], mounted: bool,
            dialog: list[str] | None = None) -> list[str]:
        out = [r("frame", "Disks", pos=(260, 120), size=(1400, 840))]
        for i, (a, b) in enumerate(drives):
            out.append(r("list-item", f"{a}\n{b}", pos=(270, 170 + i * 60), size=(340, 56), desc="selected" if i == sel else ""))
        out.append(r("heading", drives[sel][0], pos=(900, 130), size=(400, 24)))
        y = 180
        for k, v in info:
            out.append(r("label", k, v, pos=(660, y), size=(960, 20)))
            y += 24
        out.append(r("label", "Volumes", pos=(640, y + 10), size=(100, 20)))
        x = 660
        for name, w in vols:
            width = int(w)
            out.append(r("push-button", name, pos=(x, y + 40), size=(width, 90)))
            x += width
        out += [r("push-button", "Unmount selected partition" if mounted else "Mount selected partition", pos=(660, y + 140), size=(36, 30)),
                r("push-button", "Additional partition options", pos=(700, y + 140), size=(36, 30))]
        y += 190
        for k, v in part:
            out.append(r("label", k, v, pos=(660, y), size=(960, 20)))
            y += 24
        return out + (dialog or [])

    usb_info = [("Model", "SanDisk Cruzer Blade (1.00)"), ("Size", "16 GB (15,631,122,432 bytes)"),
                ("Partitioning", "Master Boot Record"), ("Serial Number", "4C530001230906117253")]
    pb = "16 GB (15,630,073,856 bytes)"
    fat_part = [("Size", "16 GB — 9.2 GB free (41.3% full)"), ("Device", "/dev/sdc1"), ("UUID", "6A1F-3C2B"),
                ("Partition Type", "W95 FAT32 (LBA)"), ("Contents", "FAT (32-bit version) — Mounted at /media/lukas/SANDISK")]
    fat_un = [("Size", pb)] + fat_part[1:4] + [("Contents", "FAT (32-bit version) — Not Mounted")]
    ext_un = [("Size", pb), ("Device", "/dev/sdc1"), ("UUID", "3f9c2e71-8b0d-4a7e-9e55-0c61d4b2a8f3"),
              ("Partition Type", "Linux"), ("Contents", "Ext4 (version 1.0) — Not Mounted")]
    ext_m = [("Size", "16 GB — 14.6 GB free (1.6% full)")] + ext_un[1:4] + [("Contents", "Ext4 (version 1.0) — Mounted at /media/lukas/BACKUP_USB")]
    fmt = [r("dialog", "Format Volume", pos=(660, 300), size=(600, 420)),
           r("entry", "Volume Name", "", pos=(820, 360), size=(400, 30)),
           r("label", "", "For example: “Angela’s Files” or “Backup”.", pos=(820, 394), size=(400, 20)),
           r("toggle-button", "Erase", pos=(820, 428), size=(50, 26)),
           r("label", "", "Overwrites existing data, but takes longer.", pos=(880, 432), size=(340, 20)),
           r("radio-button", "Internal disk for use with Linux systems only (Ext4)", pos=(700, 480), size=(500, 24)),
           r("check-box", "Password protect volume (LUKS)", pos=(730, 508), size=(300, 24), desc="disabled"),
           r("radio-button", "For use with Windows (NTFS)", pos=(700, 540), size=(500, 24)),
           r("radio-button", "For use with all systems and devices (FAT)", desc="checked", pos=(700, 570), size=(500, 24)),
           r("radio-button", "Other", pos=(700, 600), size=(500, 24)),
           r("push-button", "Cancel", pos=(680, 310), size=(90, 32)), r("push-button", "Next", pos=(1150, 310), size=(90, 32))]
    confirm = [r("dialog", "Format Volume", pos=(660, 300), size=(600, 420)),
               r("heading", "Confirm Details", pos=(860, 310), size=(200, 24)),
               r("label", "", "Are you sure you want to format the volume?", pos=(700, 370), size=(520, 22)),
               r("label", "", "All data on the volume will be lost but may still be recoverable by data recovery services", pos=(700, 396), size=(520, 40)),
               r("label", "", "Tip: If you are planning to recycle, sell or give away your old computer or disk, you should use a more thorough erase type to keep your private information from falling into the wrong hands", pos=(700, 440), size=(520, 60)),
               r("label", "Affected Devices", "Partition 1 of 16 GB Drive — SanDisk Cruzer Blade (/dev/sdc1)", pos=(700, 520), size=(520, 40)),
               r("push-button", "Back", pos=(680, 310), size=(90, 32)), r("push-button", "Format", pos=(1150, 310), size=(90, 32))]
    ssd_info = [("Model", "Samsung SSD 870 EVO 500GB (SVT02B6Q)"), ("Size", "500 GB (500,107,862,016 bytes)"),
                ("Partitioning", "GUID Partition Table"), ("Serial Number", "S6PXNU0T412873K"),
                ("Assessment", "Disk is OK (31° C / 88° F)")]
    ssd_part = [("Size", "537 MB — 531 MB free (1.1% full)"), ("Device", "/dev/sda1"), ("UUID", "B9E4-17A0"),
                ("Partition Type", "EFI System"), ("Contents", "FAT (32-bit version) — Mounted at /boot/efi")]
    hdd_info = [("Model", "WDC WD20EZBX-00AYRA0 (01.01A01)"), ("Size", "2.0 TB (2,000,398,934,016 bytes)"),
                ("Partitioning", "GUID Partition Table"), ("Serial Number", "WD-WX52D83FL7R4"),
                ("Assessment", "Disk is OK, 2 bad sectors (33° C / 91° F)")]
    hdd_part = [("Size", "2.0 TB — 1.1 TB free (44.9% full)"), ("Device", "/dev/sdb1"), ("UUID", "d1c7a2f0-5e3b-4b8e-a1a4-92f0c6e3b71d"),
                ("Partition Type", "Linux Filesystem"), ("Contents", "Ext4 (version 1.0) — Mounted at /mnt/archive")]
    fat_v, ext_v = [("Partition 1\n16 GB FAT", "900")], [("BACKUP_USB\nPartition 1\n16 GB Ext4", "900")]
    state = desk(clk("19:31"), win(1, hdd_info, [("Partition 1\n2.0 TB Ext4", "900")], hdd_part, True), ext)
    turns = [
        (code("pyautogui.click(440, 318)  # 16 GB Drive"),
         desk(clk("19:31"), win(2, usb_info, fat_v, fat_part, True), ext)),
        (code("pyautogui.click(678, 455)  # Unmount selected partition"),
         desk(clk("19:32"), win(2, usb_info, fat_v, fat_un, False), ext)),
        (code("pyautogui.click(718, 455)  # Additional partition options\npyautogui.click(800, 490)  # Format Partition…"),
         desk(clk("19:32"), win(2, usb_info, fat_v, fat_un, False, fmt), ext)),
        (code("pyautogui.write('BACKUP_USB')\npyautogui.click(712, 492)  # Ext4\npyautogui.click(1195, 326)  # Next"),
         desk(clk("19:33"), win(2, usb_info, fat_v, fat_un, False, confirm), ext)),
        (code("pyautogui.click(1195, 326)  # Format"),
         desk(clk("19:33"), win(2, usb_info, ext_v, ext_un, False), ext)),
        (code("pyautogui.click(678, 455)  # Mount selected partition"),
         desk(clk("19:34"), win(2, usb_info, ext_v, ext_m, True), ext)),
        (code("pyautogui.click(440, 198)  # 500 GB Disk"),
         desk(clk("19:34"), win(0, ssd_info, [("Partition 1\n537 MB FAT", "60"), ("Partition 2\n500 GB Ext4", "840")], ssd_part, True), ext)),
    ]
    rs.add("os", "h53-os-08", sysp(task), turns, state=state)


# ---------------------------------------------------------------- 09 GIMP image size and export (clean)

def t09(rs: RowSet) -> None:
    task = "In GIMP, scale IMG_20240309_141522.jpg to 1600 px wide and export it to ~/Pictures/lisbon_tram_1600.jpg at JPEG quality 82."
    base = "IMG_20240309_141522"

    def title(dirty: bool, how: str, w: int, h: int) -> str:
        return (f"{'*' if dirty else ''}[{base}] ({how})-1.0 (RGB color 8-bit gamma integer, GIMP built-in sRGB, 1 layer) "
                f"{w}x{h} – GIMP")

    def win(t: str, zoom: str, canvas: tuple[int, int], dialog: list[str] | None = None) -> list[str]:
        out = [r("frame", t, pos=(70, 27), size=(1850, 1053))]
        out += [r("menu", m, pos=(76 + i * 62, 56), size=(58, 24)) for i, m in
                enumerate(["File", "Edit", "Select", "View", "Image", "Layer", "Colors", "Tools", "Filters", "Windows", "Help"])]
        out += [r("push-button", n, pos=(80 + (i % 2) * 30, 100 + (i // 2) * 30), size=(28, 28)) for i, n in
                enumerate(["Move Tool", "Rectangle Select Tool", "Free Select Tool", "Fuzzy Select Tool", "Crop Tool", "Unified Transform Tool",
                           "Warp Transform", "Text Tool", "Bucket Fill Tool", "Paintbrush Tool", "Eraser Tool", "Clone Tool"])]
        cx, cy = 300 + (1540 - canvas[0]) // 2, 90 + (900 - canvas[1]) // 2
        out += [r("drawing-area", "", "", pos=(cx, cy), size=canvas),
                r("label", "Layers", pos=(1650, 100), size=(80, 22)),
                r("combo-box", "Mode", "Normal", pos=(1650, 130), size=(250, 28)),
                r("spin-button", "Opacity", "100.0", pos=(1650, 162), size=(250, 26)),
                r("list-item", f"{base}.jpg", desc="selected", pos=(1650, 200), size=(250, 40)),
                r("combo-box", "", "px", pos=(300, 1050), size=(60, 24)),
                r("combo-box", "Zoom", zoom, pos=(364, 1050), size=(90, 24)),
                r("label", "", f"{base}.jpg", pos=(470, 1052), size=(300, 20))]
        return out + (dialog or [])

    def scale(w: str, h: str) -> list[str]:
        return [r("dialog", "Scale Image", pos=(720, 320), size=(480, 420)),
                r("label", "", f"[{base}]-1", pos=(760, 350), size=(300, 20)),
                r("spin-button", "Width:", w, pos=(840, 400), size=(140, 28)),
                r("spin-button", "Height:", h, pos=(840, 434), size=(140, 28)),
                r("toggle-button", "Chain", desc="checked", pos=(990, 410), size=(20, 44)),
                r("combo-box", "", "px", pos=(1020, 416), size=(70, 28)),
                r("label", "", f"{w} × {h} pixels", pos=(840, 468), size=(200, 20)),
                r("spin-button", "X resolution:", "72.000", pos=(840, 508), size=(140, 28)),
                r("spin-button", "Y resolution:", "72.000", pos=(840, 542), size=(140, 28)),
                r("combo-box", "", "pixels/in", pos=(1020, 524), size=(120, 28)),
                r("combo-box", "Interpolation:", "Cubic", pos=(840, 600), size=(200, 28)),
                r("push-button", "Help", pos=(740, 690), size=(80, 32)), r("push-button", "Reset", pos=(830, 690), size=(80, 32)),
                r("push-button", "Scale", pos=(1000, 690), size=(80, 32)), r("push-button", "Cancel", pos=(1090, 690), size=(90, 32))]

    def export(name: str) -> list[str]:
        files = [("Screenshots", "", "Yesterday"), (f"{base}.jpg", "3.3 MB", "9 Mar"), ("IMG_20240309_141733.jpg", "2.9 MB", "9 Mar"),
                 ("IMG_20240309_142010.jpg", "3.4 MB", "9 Mar"), ("lisbon_overview.png", "1.2 MB", "10 Mar")]
        out = [r("dialog", "Export Image", pos=(460, 200), size=(1000, 640)),
               r("entry", "Name:", name, pos=(560, 230), size=(600, 30)),
               r("push-button", "Pictures", pos=(560, 270), size=(110, 28)),
               r("list-item", "Recent", pos=(480, 320), size=(150, 26)), r("list-item", "Home", pos=(480, 348), size=(150, 26)),
               r("list-item", "Desktop", pos=(480, 376), size=(150, 26)), r("list-item", "Pictures", pos=(480, 404), size=(150, 26), desc="selected"),
               r("column-header", "Name", pos=(640, 320), size=(460, 24)), r("column-header", "Size", pos=(1100, 320), size=(120, 24)),
               r("column-header", "Modified", pos=(1220, 320), size=(200, 24))]
        y = 346
        for n, s, m in files:
            out += [r("table-cell", "", n, pos=(640, y), size=(460, 24)), r("table-cell", "", s, pos=(1100, y), size=(120, 24)),
                    r("table-cell", "", m, pos=(1220, y), size=(200, 24))]
            y += 26
        return out + [r("push-button", "Select File Type (By Extension)", pos=(480, 760), size=(260, 26)),
                      r("push-button", "Help", pos=(480, 800), size=(80, 30)), r("push-button", "Export", pos=(1260, 800), size=(80, 30)),
                      r("push-button", "Cancel", pos=(1350, 800), size=(90, 30))]

    def jpeg(q: str, preview: bool, fsize: str) -> list[str]:
        return [r("dialog", "Export Image as JPEG", pos=(760, 300), size=(400, 440)),
                r("slider", "Quality", q, pos=(780, 340), size=(360, 30)),
                r("check-box", "Use quality settings from original image", pos=(780, 380), size=(330, 24)),
                r("label", "", f"File size: {fsize}", pos=(780, 412), size=(300, 20)),
                r("check-box", "Show preview in image window", desc="checked" if preview else "", pos=(780, 440), size=(300, 24)),
                r("toggle-button", "Advanced Options", pos=(780, 474), size=(200, 24)),
                r("check-box", "Save Exif data", desc="checked", pos=(780, 520), size=(200, 24)),
                r("check-box", "Save XMP data", desc="checked", pos=(780, 548), size=(200, 24)),
                r("check-box", "Save color profile", desc="checked", pos=(780, 576), size=(200, 24)),
                r("check-box", "Save thumbnail", desc="checked", pos=(780, 604), size=(200, 24)),
                r("push-button", "Help", pos=(780, 690), size=(80, 32)), r("push-button", "Export", pos=(960, 690), size=(80, 32)),
                r("push-button", "Cancel", pos=(1050, 690), size=(90, 32))]

    props = [r("dialog", "Image Properties", pos=(720, 260), size=(480, 560)),
             r("page-tab", "Properties", pos=(740, 290), size=(90, 26)), r("page-tab", "Color Profile", pos=(832, 290), size=(110, 26)),
             r("page-tab", "Comment", pos=(944, 290), size=(80, 26))]
    y = 330
    for k, v in [("Size in pixels:", "1600 × 1200 pixels"), ("Print size:", "22.222 × 16.667 inches"), ("Resolution:", "72 × 72 ppi"),
                 ("Color space:", "RGB color"), ("Precision:", "8-bit gamma integer"), ("File Name:", f"/home/lukas/Pictures/{base}.jpg"),
                 ("File Size:", "3.1 MiB"), ("File Type:", "JPEG image"), ("Size in memory:", "61.0 MiB"), ("Undo steps:", "1"),
                 ("Redo steps:", "0"), ("Number of pixels:", "1920000"), ("Number of layers:", "1"), ("Number of channels:", "0"),
                 ("Number of paths:", "0")]:
        props.append(r("label", k, v, pos=(750, y), size=(420, 20)))
        y += 26
    props += [r("push-button", "Help", pos=(740, 770), size=(80, 32)), r("push-button", "Close", pos=(1100, 770), size=(80, 32))]
    big, small, fit = (1008, 756), (400, 300), (880, 660)
    t0, t1, t2 = title(False, "imported", 4032, 3024), title(True, "imported", 1600, 1200), title(True, "exported", 1600, 1200)
    state = desk(clk("08:44"), win(t0, "25%", big))
    turns = [
        (code("pyautogui.click(324, 68)  # Image\npyautogui.click(400, 420)  # Scale Image…"),
         desk(clk("08:44"), win(t0, "25%", big, scale("4032", "3024")))),
        (code("pyautogui.tripleClick(910, 414)\npyautogui.write('1600')\npyautogui.press('tab')"),
         desk(clk("08:45"), win(t0, "25%", big, scale("1600", "1200")))),
        (code("pyautogui.click(1040, 706)  # Scale"),
         desk(clk("08:45"), win(t1, "25%", small))),
        (code("pyautogui.hotkey('shift', 'ctrl', 'j')"),
         desk(clk("08:45"), win(t1, "55%", fit))),
        (code("pyautogui.hotkey('shift', 'ctrl', 'e')"),
         desk(clk("08:46"), win(t1, "55%", fit, export(f"{base}.jpg")))),
        (code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('lisbon_tram_1600.jpg')\npyautogui.click(1300, 815)  # Export"),
         desk(clk("08:46"), win(t1, "55%", fit, jpeg("90", False, "unknown")))),
        (code("pyautogui.tripleClick(1100, 355)\npyautogui.write('82')\npyautogui.press('tab')\npyautogui.click(792, 452)  # Show preview in image window"),
         desk(clk("08:47"), win(t1, "55%", fit, jpeg("82", True, "412.7 kB")))),
        (code("pyautogui.click(1000, 706)  # Export"),
         desk(clk("08:47"), win(t2, "55%", fit))),
        (code("pyautogui.hotkey('alt', 'enter')  # Image Properties"),
         desk(clk("08:48"), win(t2, "55%", fit, props))),
        (code("pyautogui.click(1140, 786)  # Close"),
         desk(clk("08:48"), win(t2, "55%", fit))),
    ]
    rs.add("os", "h53-os-09", sysp(task), turns, state=state)


# ---------------------------------------------------------------- 10 Rhythmbox (bad: a track removed from the playlist is back)

def t10(rs: RowSet) -> None:
    task = ("In Rhythmbox, remove 'Wonderwall' from the Road Trip playlist, start the playlist, and put Coldplay's 'Yellow' into a new "
            "playlist called 'Coldplay picks'.")
    ext = ("Rhythmbox",)
    road = [("Mr. Brightside", "The Killers", "Hot Fuss", "3:42", 8.6), ("Wonderwall", "Oasis", "(What's the Story) Morning Glory?", "4:18", 9.9),
            ("Dreams", "Fleetwood Mac", "Rumours", "4:14", 9.8), ("Take Me Home, Country Roads", "John Denver", "Poems, Prayers & Promises", "3:13", 7.5),
            ("Go Your Own Way", "Fleetwood Mac", "Rumours", "3:38", 8.4), ("Africa", "Toto", "Toto IV", "4:55", 11.3),
            ("Don't Stop Me Now", "Queen", "Jazz", "3:29", 8.1), ("Life Is a Highway", "Tom Cochrane", "Mad Mad World", "4:26", 10.2),
            ("Everybody Wants to Rule the World", "Tears for Fears", "Songs from the Big Chair", "4:11", 9.6),
            ("Born to Run", "Bruce Springsteen", "Born to Run", "4:30", 10.4), ("Sweet Child O' Mine", "Guns N' Roses", "Appetite for Destruction", "5:56", 13.7),
            ("Hotel California", "Eagles", "Hotel California", "6:30", 15.0), ("Tiny Dancer", "Elton John", "Madman Across the Water", "6:17", 14.5),
            ("Walking on Sunshine", "Katrina and the Waves", "Katrina and the Waves", "3:59", 9.2)]
    cold = [("Clocks", "Coldplay", "A Rush of Blood to the Head", "5:07", 11.8), ("Fix You", "Coldplay", "X&Y", "4:54", 11.3),
            ("The Scientist", "Coldplay", "A Rush of Blood to the Head", "5:09", 11.9), ("Viva la Vida", "Coldplay", "Viva la Vida or Death and All His Friends", "4:01", 9.3),
            ("Yellow", "Coldplay", "Parachutes", "4:29", 10.3)]
    lib = [("Rolling in the Deep", "Adele", "21", "3:48", 8.8), ("Someone Like You", "Adele", "21", "4:45", 10.9),
           ("Back in Black", "AC/DC", "Back in Black", "4:15", 9.8), ("Dancing Queen", "ABBA", "Arrival", "3:51", 8.9),
           ("Take On Me", "a-ha", "Hunting High and Low", "3:46", 8.7), ("Crazy", "Aerosmith", "Get a Grip", "5:16", 12.1),
           ("Rocket Man", "Elton John", "Honky Château", "4:41", 10.8), ("Seven Nation Army", "The White Stripes", "Elephant", "3:52", 8.9),
           ("Bohemian Rhapsody", "Queen", "A Night at the Opera", "5:55", 13.6), ("Hey Jude", "The Beatles", "Hey Jude", "7:11", 16.5),
           ("Clocks", "Coldplay", "A Rush of Blood to the Head", "5:07", 11.8), ("Mr. Brightside", "The Killers", "Hot Fuss", "3:42", 8.6)]
    lib.sort(key=lambda t: (t[1].lower().removeprefix("the "), t[2].lower()))

    def summary(tracks: list[tuple[str, str, str, str, float]]) -> str:
        secs = sum(int(t[3].split(":")[0]) * 60 + int(t[3].split(":")[1]) for t in tracks)
        mins = secs // 60
        dur = f"{mins} minutes" if mins < 60 else f"1 hour and {mins - 60} minutes"
        n = len(tracks)
        return f"{n} song{'s' if n != 1 else ''}, {dur}, {sum(t[4] for t in tracks):.1f} MB"

    def win(sel: str, lists: list[str], tracks: list[tuple[str, str, str, str, float]], status: str, playing: str | None, pos: str,
            paused: bool = False, search: str = "", mark: str | None = None) -> list[str]:
        out = [r("frame", "Rhythmbox", pos=(70, 27), size=(1850, 1053)),
               r("push-button", "Previous", pos=(90, 44), size=(40, 36)),
               r("toggle-button", "Play", desc="checked" if playing and not paused else "", pos=(132, 44), size=(40, 36)),
               r("push-button", "Next", pos=(174, 44), size=(40, 36)),
               r("label", "", playing or "Not playing", pos=(600, 48), size=(700, 22)),
               r("label", "", pos, pos=(1320, 48), size=(120, 22)),
               r("slider", "", "", pos=(600, 72), size=(700, 12)),
               r("toggle-button", "Shuffle", pos=(1500, 44), size=(40, 36)), r("toggle-button", "Repeat", pos=(1542, 44), size=(40, 36)),
               r("entry", "Search all fields", search, pos=(1400, 100), size=(500, 30))]
        side = [("Library", 0), ("Music", 1), ("Podcasts", 1), ("Radio", 1), ("Playlists", 0), ("Play Queue", 1), ("My Top Rated", 1),
                ("Recently Added", 1), ("Recently Played", 1)] + [(p, 1) for p in lists]
        for i, (n, d) in enumerate(side):
            out.append(r("tree-item", n, pos=(80 + 16 * d, 100 + i * 28), size=(260 - 16 * d, 26), desc="selected" if n == sel else ""))
        out += [r("column-header", h, pos=(x, 140), size=(w, 24)) for h, x, w in
                (("Title", 420, 420), ("Artist", 840, 300), ("Album", 1140, 500), ("Time", 1640, 80))]
        y = 166
        for t, a, al, tm, _ in tracks:
            d = "playing" if mark == t else ""
            out += [r("table-cell", "", t, pos=(420, y), size=(420, 24), desc=d),
                    r("table-cell", "", a, pos=(840, y), size=(300, 24)), r("table-cell", "", al, pos=(1140, y), size=(500, 24)),
                    r("table-cell", "", tm, pos=(1640, y), size=(80, 24))]
            y += 26
        out.append(r("label", "", status, pos=(900, 1054), size=(400, 20)))
        return out

    lists = ["Focus", "Road Trip"]
    road2 = [t for t in road if t[0] != "Wonderwall"]
    now = "Mr. Brightside by The Killers from Hot Fuss"
    libstat = "1,284 songs, 3 days, 9 hours and 12 minutes, 9.8 GB"
    state = desk(clk("18:05"), win("Music", lists, lib, libstat, None, ""), ext)
    turns = [
        (code("pyautogui.click(170, 352)  # Road Trip"),
         desk(clk("18:05"), win("Road Trip", lists, road, summary(road), None, ""), ext)),
        (code("pyautogui.click(600, 192)  # Wonderwall\npyautogui.press('delete')"),
         desk(clk("18:06"), win("Road Trip", lists, road2, summary(road2), None, ""), ext)),
        (code("pyautogui.doubleClick(600, 166)  # Mr. Brightside"),
         desk(clk("18:06"), win("Road Trip", lists, road, summary(road2), now, "0:01 / 3:42", mark="Mr. Brightside"), ext)),
        (code("pyautogui.click(150, 128)  # Music"),
         desk(clk("18:06"), win("Music", lists, lib, libstat, now, "0:19 / 3:42", mark="Mr. Brightside"), ext)),
        (code("pyautogui.click(1650, 115)\npyautogui.write('coldplay')"),
         desk(clk("18:07"), win("Music", lists, cold, summary(cold), now, "0:34 / 3:42", search="coldplay"), ext)),
        (code("pyautogui.rightClick(600, 270)  # Yellow\npyautogui.click(680, 330)  # Add to Playlist\npyautogui.click(900, 330)  # New Playlist\n"
              "pyautogui.write('Coldplay picks')\npyautogui.press('enter')"),
         desk(clk("18:07"), win("Music", ["Coldplay picks"] + lists, cold, summary(cold), now, "0:52 / 3:42", search="coldplay"), ext)),
        (code("pyautogui.click(170, 352)  # Coldplay picks"),
         desk(clk("18:07"), win("Coldplay picks", ["Coldplay picks"] + lists, cold[-1:], summary(cold[-1:]), now, "1:04 / 3:42"), ext)),
        (code("pyautogui.hotkey('ctrl', 'space')  # Play/Pause"),
         desk(clk("18:08"), win("Coldplay picks", ["Coldplay picks"] + lists, cold[-1:], summary(cold[-1:]), now, "1:11 / 3:42", paused=True), ext)),
    ]
    rs.add("os", "h53-os-10", sysp(task), turns, state=state, bad=True, turn=3,
           kind="'Wonderwall', deleted from Road Trip at turn 2, is listed again as track 2 of the playlist at turn 3.")


# ---------------------------------------------------------------- 11 VLC playlists and preferences (clean)

def t11(rs: RowSet) -> None:
    task = ("In VLC, queue the four ML lecture videos from ~/Videos/ml-course with lecture 4 first, play lecture 2, turn on volume "
            "normalization, play slightly faster, and drop lecture 1 from the playlist.")
    vids = {"01": ("lecture_01_intro.mp4", "12:47"), "02": ("lecture_02_linear_models.mp4", "48:03"),
            "03": ("lecture_03_regularization.mp4", "51:29"), "04": ("lecture_04_trees.mp4", "44:10")}

    def win(order: list[str], playing: str | None, t: str, showpl: bool = True, speed: str = "1.00x",
            dialog: list[str] | None = None) -> list[str]:
        ttl = f"{vids[playing][0]} - VLC media player" if playing else "VLC media player"
        out = [r("frame", ttl, pos=(180, 90), size=(1560, 900))]
        out += [r("menu", m, pos=(186 + i * 70, 118), size=(66, 24)) for i, m in
                enumerate(["Media", "Playback", "Audio", "Video", "Subtitle", "Tools", "View", "Help"])]
        if showpl:
            side = [("Playlist", 0), ("Media Library", 0), ("My Computer", 0), ("My Videos", 1), ("My Music", 1), ("My Pictures", 1),
                    ("Devices", 0), ("Discs", 1), ("Local Network", 0), ("Universal Plug'n'Play", 1), ("Network streams (SAP)", 1),
                    ("Internet", 0), ("Podcasts", 1), ("Jamendo Selections", 1)]
            out += [r("tree-item", n, pos=(196 + 14 * d, 160 + i * 26), size=(240 - 14 * d, 24), desc="selected" if n == "Playlist" else "")
                    for i, (n, d) in enumerate(side)]
            out += [r("column-header", h, pos=(x, 160), size=(w, 24)) for h, x, w in (("Title", 450, 700), ("Duration", 1150, 120), ("Album", 1270, 450))]
            y = 186
            for k in order:
                name, dur = vids[k]
                out += [r("table-cell", "", name, pos=(450, y), size=(700, 24), desc="playing" if k == playing else ""),
                        r("table-cell", "", dur, pos=(1150, y), size=(120, 24)), r("table-cell", "", "", pos=(1270, y), size=(450, 24))]
                y += 26
            if not order:
                out.append(r("label", "", "Drop a file here or select a media source from the left.", pos=(720, 500), size=(480, 22)))
        out += [r("label", "", t if playing else "--:--", pos=(190, 916), size=(60, 20)),
                r("slider", "", "", pos=(254, 916), size=(1400, 20)),
                r("label", "", vids[playing][1] if playing else "--:--", pos=(1664, 916), size=(60, 20)),
                r("push-button", "Pause the playback" if playing else "Play", pos=(190, 944), size=(40, 36)),
                r("push-button", "Previous media in the playlist, skip backward when held", pos=(236, 948), size=(30, 28)),
                r("push-button", "Stop playback", pos=(268, 948), size=(30, 28)),
                r("push-button", "Next media in the playlist, skip forward when held", pos=(300, 948), size=(30, 28)),
                r("push-button", "Toggle the video in fullscreen", pos=(340, 948), size=(30, 28)),
                r("push-button", "Toggle playlist", pos=(380, 948), size=(30, 28), desc="checked" if showpl else ""),
                r("slider", "Volume", "100%", pos=(1610, 950), size=(110, 24)),
                r("label", "", speed, pos=(1560, 950), size=(44, 20))]
        return out + (dialog or [])

    def prefs(tab: str, norm: bool) -> list[str]:
        out = [r("dialog", "Simple Preferences", pos=(520, 160), size=(880, 760))]
        out += [r("list-item", n, pos=(540 + i * 120, 190), size=(116, 70), desc="selected" if n == tab else "") for i, n in
                enumerate(["Interface", "Audio", "Video", "Subtitles / OSD", "Input / Codecs", "Hotkeys"])]
        if tab == "Interface":
            out += [r("combo-box", "Language", "System Default", pos=(760, 290), size=(300, 28)),
                    r("radio-button", "Use native style", desc="checked", pos=(560, 340), size=(200, 24)),
                    r("check-box", "Show controls in full screen mode", desc="checked", pos=(580, 380), size=(300, 24)),
                    r("check-box", "Integrate video in interface", desc="checked", pos=(580, 408), size=(300, 24)),
                    r("check-box", "Resize interface to video size", desc="checked", pos=(580, 436), size=(300, 24)),
                    r("check-box", "Show systray icon", desc="checked", pos=(580, 464), size=(300, 24)),
                    r("check-box", "Pause playback when minimized", pos=(580, 492), size=(300, 24)),
                    r("check-box", "Allow only one instance", pos=(580, 560), size=(300, 24)),
                    r("check-box", "Use only one instance when started from file manager", desc="checked", pos=(580, 588), size=(400, 24)),
                    r("check-box", "Enqueue items into playlist in one instance mode", pos=(580, 616), size=(400, 24)),
                    r("combo-box", "Continue playback?", "Ask", pos=(800, 660), size=(200, 28))]
        else:
            out += [r("check-box", "Enable audio", desc="checked", pos=(560, 290), size=(200, 24)),
                    r("check-box", "Always reset audio start level to:", pos=(580, 330), size=(300, 24)),
                    r("spin-button", "", "100 %", pos=(900, 328), size=(100, 28), desc="disabled"),
                    r("combo-box", "Output module:", "Automatic", pos=(760, 380), size=(300, 28)),
                    r("check-box", "Headphone surround effect", pos=(580, 440), size=(300, 24)),
                    r("check-box", "Normalize volume to:", desc="checked" if norm else "", pos=(580, 468), size=(200, 24)),
                    r("spin-button", "", "2.00", pos=(800, 466), size=(90, 28), desc="" if norm else "disabled"),
                    r("combo-box", "Replay gain mode:", "None", pos=(760, 506), size=(200, 28)),
                    r("check-box", "Enable Time-Stretching audio", desc="checked", pos=(580, 546), size=(300, 24)),
                    r("combo-box", "Visualization:", "Disable", pos=(760, 586), size=(200, 28)),
                    r("entry", "Preferred audio language:", "", pos=(800, 640), size=(200, 28))]
        return out + [r("radio-button", "Simple", desc="checked", pos=(540, 880), size=(80, 24)), r("radio-button", "All", pos=(620, 880), size=(60, 24)),
                      r("push-button", "Reset Preferences", pos=(700, 876), size=(150, 30)),
                      r("push-button", "Cancel", pos=(1200, 876), size=(90, 30)), r("push-button", "Save", pos=(1296, 876), size=(90, 30))]

    state = desk(clk("20:10"), win([], None, "", showpl=False))
    o1, o2, o3 = ["01", "02", "03", "04"], ["04", "01", "02", "03"], ["04", "02", "03"]
    add = "\n".join(f"VLCTools.add_to_playlist('/home/lukas/Videos/ml-course/{vids[k][0]}')" for k in o1)
    turns = [
        (code("pyautogui.hotkey('ctrl', 'l')"), desk(clk("20:10"), win([], None, ""))),
        (code(add), desk(clk("20:11"), win(o1, None, ""))),
        (code("pyautogui.moveTo(600, 264)  # lecture_04_trees.mp4\npyautogui.dragTo(600, 184, duration=0.5)"), desk(clk("20:11"), win(o2, None, ""))),
        (code("pyautogui.doubleClick(600, 238)  # lecture_02_linear_models.mp4"), desk(clk("20:11"), win(o2, "02", "00:00"))),
        (code("pyautogui.press('right', presses=6)"), desk(clk("20:12"), win(o2, "02", "01:13"))),
        (code("pyautogui.hotkey('ctrl', 'p')"), desk(clk("20:12"), win(o2, "02", "01:26", dialog=prefs("Interface", False)))),
        (code("pyautogui.click(718, 225)  # Audio"), desk(clk("20:12"), win(o2, "02", "01:40", dialog=prefs("Audio", False)))),
        (code("pyautogui.click(592, 480)  # Normalize volume to\npyautogui.click(1340, 891)  # Save"), desk(clk("20:13"), win(o2, "02", "01:52"))),
        (code("pyautogui.hotkey('ctrl', 'p')\npyautogui.click(718, 225)  # Audio"), desk(clk("20:13"), win(o2, "02", "02:07", dialog=prefs("Audio", True)))),
        (code("pyautogui.click(1244, 891)  # Cancel\npyautogui.click(256, 130)  # Playback\npyautogui.click(330, 200)  # Speed\n"
              "pyautogui.click(520, 224)  # Faster (fine)"), desk(clk("20:14"), win(o2, "02", "02:19", speed="1.10x"))),
        (code("pyautogui.press('n')"), desk(clk("20:14"), win(o2, "03", "00:00", speed="1.10x"))),
        (code("pyautogui.click(600, 212)  # lecture_01_intro.mp4\npyautogui.press('delete')"), desk(clk("20:15"), win(o3, "03", "00:12", speed="1.10x"))),
    ]
    rs.add("os", "h53-os-11", sysp(task), turns, state=state)


# ---------------------------------------------------------------- 12 System Monitor (clean)

def t12(rs: RowSet) -> None:
    task = ("In System Monitor, end the runaway node worker (PID 48264), then check memory, network and disk usage and the "
            "details of the main postgres process.")
    ext = ("System Monitor",)
    # name, user, pid, memory MiB, cpu by turn
    procs = [("chrome", "dev", 10442, 301.7), ("code", "dev", 31877, 512.0), ("gnome-shell", "dev", 2214, 412.6),
             ("gnome-system-mo", "dev", 50110, 48.9), ("gnome-terminal-", "dev", 9120, 58.3), ("node", "dev", 48211, 184.2),
             ("node", "dev", 48230, 152.9), ("node", "dev", 48264, 149.3), ("pipewire", "dev", 2102, 12.1),
             ("PM2 v5.3.1: God", "dev", 47990, 66.8), ("postgres", "postgres", 1187, 24.6), ("postgres", "postgres", 1203, 6.1),
             ("postgres", "postgres", 1204, 9.8), ("postgres", "postgres", 1206, 7.2), ("postgres", "postgres", 1207, 5.3),
             ("postgres", "postgres", 38822, 14.9), ("tracker-miner-f", "dev", 2450, 30.2), ("Xwayland", "dev", 2301, 88.4)]
    cpu = {10442: [4.1, 3.8, 4.4, 3.2, 4.0, 3.6, 2.9], 31877: [3.5, 2.9, 3.1, 3.7, 2.8, 3.3, 3.0], 2214: [6.2, 5.8, 7.1, 6.6, 5.9, 6.4, 6.0],
           50110: [1.4, 1.2, 1.6, 1.3, 1.5, 1.1, 1.4], 48264: [98.7, 99.1, 0, 0, 0, 0, 0], 49107: [0, 0, 14.2, 2.8, 1.9, 1.2, 0.9],
           48211: [0.7, 0.9, 1.1, 0.8, 0.6, 0.9, 0.7], 48230: [0.4, 0.5, 0.3, 0.4, 0.6, 0.5, 0.4], 2301: [0.9, 1.0, 0.8, 1.1, 0.9, 0.7, 0.8],
           38822: [0.3, 0.2, 0.4, 0.3, 0.2, 0.3, 0.2]}

    def rows(step: int, flt: str = "", by_cpu: bool = False) -> list[list[str]]:
        live = [p for p in procs if not (p[2] == 48264 and step >= 2)]
        if step >= 2:
            live.append(("node", "dev", 49107, 61.0))
        out = []
        for name, user, pid, mem in live:
            if flt and flt not in name:
                continue
            c = cpu.get(pid, [0.0] * 7)[step]
            m = mem * (1 + ((pid * (step + 3)) % 7 - 3) / 400)
            out.append((name, user, c, pid, m))
        out.sort(key=(lambda p: (-p[2], p[3])) if by_cpu else (lambda p: (p[0].lower(), p[3])))
        return [[n, u, f"{c:.1f}" if c else "0.0", str(pid), f"{m:.1f} MiB"] for n, u, c, pid, m in out]

    tabs = ["Processes", "Resources", "File Systems"]

    def win(tab: str, body: list[str], search: str | None = None, dialog: list[str] | None = None) -> list[str]:
        out = [r("frame", "System Monitor", pos=(260, 110), size=(1400, 860))]
        out += [r("radio-button", t, pos=(760 + i * 140, 120), size=(136, 34), desc="checked" if t == tab else "") for i, t in enumerate(tabs)]
        if search is not None:
            out.append(r("entry", "Search", search, pos=(700, 166), size=(520, 32)))
        return out + body + (dialog or [])

    def ptable(data: list[list[str]], sortcol: str, sel: str | None = None) -> list[str]:
        heads = [("Process Name", 280, 360), ("User", 640, 160), ("% CPU", 800, 120), ("ID", 920, 120), ("Memory", 1040, 160), ("Priority", 1200, 160)]
        out = [r("column-header", h + (" ▼" if h == sortcol else ""), pos=(x, 206), size=(w, 26)) for h, x, w in heads]
        y = 234
        for row in data:
            out += [r("table-cell", "", v, pos=(x, y), size=(w, 26), desc="selected" if (j == 0 and row[3] == sel) else "")
                    for j, (v, (_, x, w)) in enumerate(zip(row + ["Normal"], heads))]
            y += 28
        out.append(r("push-button", "End Process", pos=(1520, 930), size=(120, 30)))
        return out

    def resources(cpus: list[str], mem: str, cache: str, rx: str, rxt: str, tx: str, txt: str) -> list[str]:
        out = [r("heading", "CPU", pos=(290, 170), size=(100, 22))]
        out += [r("label", f"CPU{i + 1}", c, pos=(290 + (i % 4) * 320, 430 + (i // 4) * 24), size=(300, 20)) for i, c in enumerate(cpus)]
        return out + [r("heading", "Memory and Swap", pos=(290, 490), size=(200, 22)),
                      r("label", "Memory", mem, pos=(290, 680), size=(500, 20)), r("label", "Cache", cache, pos=(290, 704), size=(500, 20)),
                      r("label", "Swap", "0 bytes (0.0%) of 2.0 GiB", pos=(820, 680), size=(400, 20)),
                      r("heading", "Network", pos=(290, 740), size=(100, 22)),
                      r("label", "Receiving", rx, pos=(290, 920), size=(250, 20)), r("label", "Total Received", rxt, pos=(560, 920), size=(250, 20)),
                      r("label", "Sending", tx, pos=(840, 920), size=(250, 20)), r("label", "Total Sent", txt, pos=(1110, 920), size=(250, 20))]

    fs = [r("column-header", h, pos=(x, 170), size=(w, 26)) for h, x, w in
          (("Device", 280, 220), ("Directory", 500, 200), ("Type", 700, 100), ("Total", 800, 140), ("Available", 940, 140), ("Used", 1080, 300))]
    y = 198
    for dev in [("/dev/nvme0n1p2", "/", "ext4", "502.4 GB", "190.6 GB", "286.2 GB 60%"),
                ("/dev/nvme0n1p1", "/boot/efi", "vfat", "536.9 MB", "530.8 MB", "6.1 MB 1%"),
                ("/dev/sda1", "/mnt/data", "ext4", "1.0 TB", "612.0 GB", "337.4 GB 36%"),
                ("/dev/loop3", "/snap/firefox/3836", "squashfs", "254.9 MB", "0 bytes", "254.9 MB 100%")]:
        fs += [r("table-cell", "", v, pos=(x, y), size=(w, 26)) for v, x, w in zip(dev, (280, 500, 700, 800, 940, 1080), (220, 200, 100, 140, 140, 300))]
        y += 28
    kill = [r("alert", "End the selected process “node” (PID 48264)?", pos=(710, 420), size=(500, 200)),
            r("label", "", "Ending a process may destroy data, break the session or introduce a security risk. Only unresponsive processes should be ended.", pos=(730, 470), size=(460, 60)),
            r("push-button", "Cancel", pos=(730, 570), size=(220, 34)), r("push-button", "End Process", pos=(960, 570), size=(220, 34))]
    pinfo = [r("dialog", "postgres (PID 1187)", pos=(660, 220), size=(600, 640))]
    y = 260
    for k, v in [("Process Name", "postgres"), ("User", "postgres"), ("Status", "Sleeping"), ("Memory", "24.5 MiB"), ("Virtual Memory", "218.7 MiB"),
                 ("Resident Memory", "30.2 MiB"), ("Writable Memory", "4.7 MiB"), ("Shared Memory", "25.6 MiB"), ("X Server Memory", "N/A"),
                 ("CPU", "0%"), ("CPU Time", "2:41.37"), ("Started", "Today 08:02"), ("Nice", "0"), ("Priority", "Normal"), ("ID", "1187"),
                 ("Security Context", "unconfined"),
                 ("Command Line", "/usr/lib/postgresql/14/bin/postgres -D /var/lib/postgresql/14/main -c config_file=/etc/postgresql/14/main/postgresql.conf"),
                 ("Waiting Channel", "do_epoll_wait"), ("Control Group", "/system.slice/system-postgresql.slice/postgresql@14-main.service")]:
        pinfo.append(r("label", k, v, pos=(690, y), size=(540, 20)))
        y += 26
    pinfo.append(r("push-button", "Close", pos=(1150, 810), size=(90, 30)))
    state = desk(clk("13:20"), win("Processes", ptable(rows(0), "Process Name")), ext)
    turns = [
        (code("pyautogui.hotkey('ctrl', 'f')\npyautogui.write('node')"),
         desk(clk("13:20"), win("Processes", ptable(rows(0, "node"), "Process Name"), "node"), ext)),
        (code("pyautogui.click(400, 290)  # node 48264\npyautogui.hotkey('ctrl', 'e')"),
         desk(clk("13:21"), win("Processes", ptable(rows(1, "node"), "Process Name", "48264"), "node", kill), ext)),
        (code("pyautogui.click(1070, 587)  # End Process"),
         desk(clk("13:21"), win("Processes", ptable(rows(2, "node"), "Process Name"), "node"), ext)),
        (code("pyautogui.press('escape')\npyautogui.click(860, 219)  # % CPU\npyautogui.click(860, 219)"),
         desk(clk("13:22"), win("Processes", ptable(rows(3, by_cpu=True), "% CPU")), ext)),
        (code("pyautogui.click(908, 137)  # Resources"),
         desk(clk("13:22"), win("Resources", resources(["8.2%", "5.1%", "11.4%", "3.0%", "6.7%", "4.4%", "9.9%", "2.1%"],
                                                       "6.1 GiB (39.4%) of 15.5 GiB", "3.2 GiB", "1.2 MiB/s", "3.4 GiB", "84.0 KiB/s", "612.3 MiB")), ext)),
        (code("pyautogui.click(1048, 137)  # File Systems"),
         desk(clk("13:23"), win("File Systems", fs), ext)),
        (code("pyautogui.click(828, 137)  # Processes\npyautogui.hotkey('ctrl', 'f')\npyautogui.write('postgres')"),
         desk(clk("13:23"), win("Processes", ptable(rows(5, "postgres", by_cpu=True), "% CPU"), "postgres"), ext)),
        (code("pyautogui.rightClick(400, 276)  # postgres 1187\npyautogui.click(470, 520)  # Properties"),
         desk(clk("13:24"), win("Processes", ptable(rows(6, "postgres", by_cpu=True), "% CPU", "1187"), "postgres", pinfo), ext)),
        (code("pyautogui.click(1195, 825)  # Close\npyautogui.click(908, 137)  # Resources"),
         desk(clk("13:25"), win("Resources", resources(["6.9%", "4.2%", "7.8%", "3.5%", "5.1%", "6.0%", "4.7%", "2.6%"],
                                                       "6.0 GiB (38.7%) of 15.5 GiB", "3.2 GiB", "940.2 KiB/s", "3.5 GiB", "71.5 KiB/s", "618.9 MiB")), ext)),
    ]
    rs.add("os", "h53-os-12", sysp(task), turns, state=state)


# ---------------------------------------------------------------- 13 Google Chrome bookmarks, history and downloads (bad: a download's version number changes)

def t13(rs: RowSet) -> None:
    task = ("In Chrome, review today's downloads, find when Grafana was last visited in the history, and add a bookmark folder "
            "'Monitoring' to the bookmarks bar.")
    g_title = "Service Overview - Dashboards - Grafana"

    def chrome(tabs: list[str], active: str, url: str, page: list[str], extra: tuple[str, ...] = ()) -> list[str]:
        out = [r("frame", f"{active} - Google Chrome", pos=(70, 27), size=(1850, 1053))]
        for i, t in enumerate(tabs):
            out.append(r("page-tab", t, pos=(80 + i * 240, 34), size=(236, 34), desc="selected" if t == active else ""))
            out.append(r("push-button", "Close", pos=(290 + i * 240, 42), size=(20, 20)))
        out += [r("push-button", "New Tab", pos=(84 + len(tabs) * 240, 38), size=(28, 28)),
                r("push-button", "Back", pos=(80, 74), size=(34, 34)), r("push-button", "Forward", pos=(116, 74), size=(34, 34)),
                r("push-button", "Reload", pos=(152, 74), size=(34, 34)),
                r("entry", "Address and search bar", url, pos=(240, 76), size=(1420, 30)),
                r("push-button", "Bookmark this tab", pos=(1630, 78), size=(26, 26)),
                r("push-button", "Chrome", pos=(1880, 76), size=(30, 30))]
        bar = ["Grafana", "Jira – NW board", "AWS Console", "Runbooks", "Docs", *extra]
        out += [r("push-button", b, pos=(90 + i * 140, 114), size=(136, 26)) for i, b in enumerate(bar)]
        return out + page

    grafana = [r("heading", "Service Overview", pos=(300, 180), size=(400, 30)),
               r("link", "Home", pos=(90, 180), size=(60, 22)), r("link", "Dashboards", pos=(160, 180), size=(100, 22)),
               r("push-button", "Last 6 hours", pos=(1500, 178), size=(140, 30)),
               r("push-button", "Refresh dashboard", pos=(1650, 178), size=(40, 30)),
               r("heading", "Requests / s", pos=(100, 240), size=(300, 22)), r("heading", "p95 latency", pos=(1000, 240), size=(300, 22)),
               r("heading", "Error rate (5xx)", pos=(100, 600), size=(300, 22)), r("heading", "Pod restarts", pos=(1000, 600), size=(300, 22)),
               r("label", "", "1.84K", pos=(400, 420), size=(200, 60)), r("label", "", "212 ms", pos=(1300, 420), size=(200, 60)),
               r("label", "", "0.37%", pos=(400, 780), size=(200, 60)), r("label", "", "4", pos=(1300, 780), size=(200, 60))]

    def downloads(tf: str) -> list[str]:
        items = [("Today", "quarterly_report_q3.pdf", "https://files.northwind.io/share/8f2c1d/quarterly_report_q3.pdf"),
                 ("Today", f"terraform_{tf}_linux_amd64.zip", f"https://releases.hashicorp.com/terraform/{tf}/terraform_{tf}_linux_amd64.zip"),
                 ("Today", "grafana-dashboard-svc-overview.json", "blob:https://grafana.int.northwind:3000/5b0e7c4a-91d2-4f3e-8a36-2c1f0e9d7b55"),
                 ("Yesterday", "Invoice_INV-20240313-0087.pdf", "https://www.figma.com/billing/invoices/INV-20240313-0087.pdf"),
                 ("Yesterday", "kubectl", "https://dl.k8s.io/release/v1.29.2/bin/linux/amd64/kubectl"),
                 ("Yesterday", "IMG_0831.HEIC", "https://photos.google.com/lr/photo/AF1QipN3…")]
        out = [r("heading", "Downloads", pos=(100, 160), size=(200, 30)),
               r("entry", "Search downloads", "", pos=(700, 160), size=(520, 34)),
               r("push-button", "More actions", pos=(1860, 160), size=(34, 34))]
        y, last = 230, None
        for grp, name, url in items:
            if grp != last:
                out.append(r("heading", grp, pos=(560, y), size=(200, 22)))
                y += 34
                last = grp
            out += [r("link", name, pos=(640, y), size=(600, 22)), r("link", url, pos=(640, y + 24), size=(600, 20)),
                    r("push-button", "Show in folder", pos=(640, y + 50), size=(140, 30)),
                    r("push-button", f"Remove {name} from list", pos=(1300, y), size=(30, 30))]
            y += 96
        return out

    hist = [("4:12 PM", g_title, "grafana.int.northwind:3000"), ("4:05 PM", "terraform_1.7.4 releases | HashiCorp", "releases.hashicorp.com"),
            ("3:58 PM", "Install Terraform | Terraform | HashiCorp Developer", "developer.hashicorp.com"),
            ("3:41 PM", "NW-2281 Grafana alert routing for payments - Jira", "northwind.atlassian.net"),
            ("2:17 PM", "Alerting - Grafana", "grafana.int.northwind:3000"), ("1:50 PM", "Q3 Board Update - Google Drive", "drive.google.com"),
            ("11:32 AM", "kubectl rollout | Kubernetes", "kubernetes.io"), ("10:05 AM", "Inbox (10) - Northwind Labs Mail", "mail.northwind-labs.com")]

    def history(q: str) -> list[str]:
        out = [r("heading", "History", pos=(100, 160), size=(200, 30)),
               r("entry", "Search history", q, pos=(700, 160), size=(520, 34)),
               r("link", "Chrome history", pos=(100, 230), size=(200, 24)), r("link", "Tabs from other devices", pos=(100, 260), size=(200, 24)),
               r("link", "Delete browsing data", pos=(100, 290), size=(200, 24))]
        rows = [h for h in hist if q.lower() in (h[1] + h[2]).lower()] if q else hist
        out.append(r("heading", f"Search results for '{q}'" if q else "Today - Thursday, March 14, 2024", pos=(560, 230), size=(600, 22)))
        y = 264
        for t, title, dom in rows:
            out += [r("check-box", "", pos=(560, y), size=(20, 20)), r("label", "", t, pos=(600, y), size=(80, 20)),
                    r("link", title, pos=(700, y), size=(600, 20)), r("label", "", dom, pos=(1310, y), size=(250, 20)),
                    r("push-button", "More actions", pos=(1600, y - 4), size=(28, 28))]
            y += 36
        return out

    def bookmarks(folders: list[str]) -> list[str]:
        out = [r("heading", "Bookmarks", pos=(100, 160), size=(200, 30)),
               r("entry", "Search bookmarks", "", pos=(700, 160), size=(520, 34)),
               r("push-button", "Organize", pos=(1860, 160), size=(34, 34)),
               r("tree-item", "Bookmarks bar", desc="selected", pos=(90, 230), size=(300, 26)),
               r("tree-item", "Docs", pos=(110, 258), size=(280, 26))]
        out += [r("tree-item", f, pos=(110, 286 + i * 28), size=(280, 26)) for i, f in enumerate(folders)]
        out.append(r("tree-item", "Other bookmarks", pos=(90, 286 + len(folders) * 28), size=(300, 26)))
        items = [("Grafana", "https://grafana.int.northwind:3000/d/svc-ovw/service-overview"), ("Jira – NW board", "https://northwind.atlassian.net/jira/software/projects/NW/boards/4"),
                 ("AWS Console", "https://eu-central-1.console.aws.amazon.com/console/home"), ("Runbooks", "https://wiki.northwind.io/display/OPS/Runbooks"),
                 ("Docs", "")] + [(f, "") for f in folders]
        y = 230
        for n, u in items:
            out += [r("link", n, pos=(560, y), size=(500, 22)), r("label", "", u, pos=(1070, y), size=(600, 22)),
                    r("push-button", f"More actions for {n}", pos=(1860, y - 4), size=(30, 30))]
            y += 40
        return out

    dl, hi, bm = "Downloads", "History", "Bookmarks"
    state = desk(clk("16:14"), chrome([g_title], g_title, "grafana.int.northwind:3000/d/svc-ovw/service-overview?orgId=1&refresh=30s", grafana))
    turns = [
        (code("pyautogui.hotkey('ctrl', 'j')"),
         desk(clk("16:14"), chrome([g_title, dl], dl, "chrome://downloads", downloads("1.7.4")))),
        (code("pyautogui.hotkey('ctrl', 'h')"),
         desk(clk("16:15"), chrome([g_title, dl, hi], hi, "chrome://history", history("")))),
        (code("pyautogui.click(960, 177)  # Search history\npyautogui.write('grafana')\npyautogui.press('enter')"),
         desk(clk("16:15"), chrome([g_title, dl, hi], hi, "chrome://history/?q=grafana", history("grafana")))),
        (code("pyautogui.hotkey('ctrl', 'shift', 'o')"),
         desk(clk("16:16"), chrome([g_title, dl, hi, bm], bm, "chrome://bookmarks", bookmarks([])))),
        (code("pyautogui.click(1877, 177)  # Organize\npyautogui.click(1760, 250)  # Add new folder\npyautogui.hotkey('ctrl', 'a')\n"
              "pyautogui.write('Monitoring')\npyautogui.press('enter')  # Save"),
         desk(clk("16:17"), chrome([g_title, dl, hi, bm], bm, "chrome://bookmarks", bookmarks(["Monitoring"]), ("Monitoring",)))),
        (code("pyautogui.click(560, 51)  # Downloads tab"),
         desk(clk("16:17"), chrome([g_title, dl, hi, bm], dl, "chrome://downloads", downloads("1.7.5"), ("Monitoring",)))),
    ]
    rs.add("os", "h53-os-13", sysp(task), turns, state=state, bad=True, turn=6,
           kind="The downloads page lists terraform_1.7.5_linux_amd64.zip where it showed terraform_1.7.4_linux_amd64.zip at turn 1, with no download in between.")


# ---------------------------------------------------------------- 14 Remmina (bad: a saved server address changes digits)

def t14(rs: RowSet) -> None:
    task = ("In Remmina, change the username of the 'build-server' profile to ci-admin, add an RDP profile 'win-qa-03' (group QA, "
            "server 10.20.6.59, user qa-tester) and connect to it.")
    ext = ("Remmina",)
    base = [["build-server", "CI", "10.20.4.17", "RDP", "2024-03-12 - 18:41:07"],
            ["design-mac", "Studio", "10.20.8.112", "VNC", "2024-02-28 - 10:03:55"],
            ["jump-host-eu", "Prod", "bastion.eu.northwind.io", "SSH", "2024-03-13 - 09:12:40"],
            ["nas-admin", "Home lab", "192.168.1.40:5900", "VNC", "2024-01-19 - 21:30:02"],
            ["win-qa-02", "QA", "10.20.6.58", "RDP", "2024-03-11 - 15:47:19"]]
    new = ["win-qa-03", "QA", "10.20.6.59", "RDP", ""]

    def win(rows: list[list[str]], sel: str | None, sort: str = "Name", search: str | None = None) -> list[str]:
        out = [r("frame", "Remmina Remote Desktop Client", pos=(360, 160), size=(1200, 720)),
               r("push-button", "New connection profile", pos=(372, 170), size=(34, 34)),
               r("combo-box", "", "RDP", pos=(420, 172), size=(90, 30)),
               r("entry", "Server", "", pos=(514, 172), size=(400, 30)),
               r("toggle-button", "Search", desc="checked" if search is not None else "", pos=(1420, 170), size=(34, 34)),
               r("push-button", "Main menu", pos=(1460, 170), size=(34, 34))]
        if search is not None:
            out.append(r("entry", "Search", search, pos=(760, 214), size=(400, 30)))
        heads = [("Name", 380, 220), ("Group", 600, 160), ("Server", 760, 300), ("Plugin", 1060, 120), ("Last used", 1180, 360)]
        out += [r("column-header", h + (" ▲" if h == sort else ""), pos=(x, 252), size=(w, 26)) for h, x, w in heads]
        y = 280
        for row in rows:
            out += [r("table-cell", "", v, pos=(x, y), size=(w, 26), desc="selected" if (j == 0 and row[0] == sel) else "")
                    for j, (v, (_, x, w)) in enumerate(zip(row, heads))]
            y += 28
        out.append(r("label", "", f"Total {len(rows)} items.", pos=(372, 852), size=(300, 20)))
        return out

    def profile(name: str, group: str, server: str, user: str, domain: str, depth: str) -> list[str]:
        return [r("dialog", "Remote Connection Profile", pos=(560, 150), size=(800, 780)),
                r("entry", "Name", name, pos=(720, 190), size=(600, 30)),
                r("combo-box", "Group", group, pos=(720, 226), size=(600, 30)),
                r("combo-box", "Protocol", "RDP - Remote Desktop Protocol", pos=(720, 262), size=(600, 30)),
                r("entry", "Pre-command", "", pos=(720, 298), size=(600, 30)), r("entry", "Post-command", "", pos=(720, 334), size=(600, 30)),
                r("page-tab", "Basic", pos=(580, 380), size=(70, 26)), r("page-tab", "Advanced", pos=(652, 380), size=(90, 26)),
                r("page-tab", "Behavior", pos=(744, 380), size=(90, 26)), r("page-tab", "SSH Tunnel", pos=(836, 380), size=(100, 26)),
                r("entry", "Server", server, pos=(760, 420), size=(560, 30)),
                r("entry", "Username", user, pos=(760, 456), size=(560, 30)),
                r("password-text", "Password", "●●●●●●●●" if user and name == "build-server" else "", pos=(760, 492), size=(560, 30)),
                r("entry", "Domain", domain, pos=(760, 528), size=(560, 30)),
                r("radio-button", "Use initial window size", pos=(760, 570), size=(200, 24)),
                r("radio-button", "Use client resolution", desc="checked", pos=(760, 598), size=(200, 24)),
                r("combo-box", "Colour depth", depth, pos=(760, 640), size=(560, 30)),
                r("combo-box", "Network connection type", "None", pos=(760, 676), size=(560, 30)),
                r("entry", "Share folder", "", pos=(760, 712), size=(560, 30)),
                r("push-button", "Cancel", pos=(600, 880), size=(90, 32)), r("push-button", "Save as Default", pos=(700, 880), size=(140, 32)),
                r("push-button", "Save", pos=(1000, 880), size=(80, 32)), r("push-button", "Connect", pos=(1090, 880), size=(90, 32)),
                r("push-button", "Save and Connect", pos=(1190, 880), size=(150, 32))]

    srt = sorted(base + [new], key=lambda x: x[2])
    bad = [row[:] for row in srt]
    for row in bad:
        if row[0] == "build-server":
            row[2] = "10.20.4.71"
    connected = [row[:] for row in bad]
    for row in connected:
        if row[0] == "win-qa-03":
            row[4] = "2024-03-14 - 11:27:52"
    auth = [r("frame", "win-qa-03", pos=(200, 60), size=(1520, 960)),
            r("label", "", "Connecting to “10.20.6.59”…", pos=(800, 500), size=(320, 22)),
            r("dialog", "Enter RDP authentication credentials", pos=(760, 400), size=(400, 300)),
            r("entry", "Username", "qa-tester", pos=(880, 450), size=(260, 30)),
            r("password-text", "Password", "", pos=(880, 486), size=(260, 30)),
            r("entry", "Domain", "", pos=(880, 522), size=(260, 30)),
            r("check-box", "Save password", pos=(880, 562), size=(160, 24)),
            r("push-button", "Cancel", pos=(900, 640), size=(100, 32)), r("push-button", "OK", pos=(1010, 640), size=(100, 32))]
    conn = [r("frame", "win-qa-03", pos=(200, 60), size=(1520, 960)),
            r("page-tab", "win-qa-03", pos=(220, 66), size=(200, 30)),
            r("push-button", "Toggle fullscreen mode", pos=(1520, 66), size=(30, 30)),
            r("push-button", "Toggle dynamic resolution update", pos=(1554, 66), size=(30, 30)),
            r("push-button", "Grab all keyboard events", pos=(1588, 66), size=(30, 30)),
            r("push-button", "Preferences", pos=(1622, 66), size=(30, 30)),
            r("push-button", "Disconnect", pos=(1690, 66), size=(30, 30)),
            r("drawing-area", "", "", pos=(200, 100), size=(1520, 920))]
    d_old = "GFX AVC444 (32 bpp)"
    d_new = "Automatic (32 bpp) (Server chooses its best format)"
    state = desk(clk("11:21"), win(base, None), ext)
    turns = [
        (code("pyautogui.click(480, 293)  # build-server"), desk(clk("11:21"), win(base, "build-server"), ext)),
        (code("pyautogui.hotkey('ctrl', 'e')"),
         desk(clk("11:22"), win(base, "build-server") + profile("build-server", "CI", "10.20.4.17", "ci-runner", "NORTHWIND", d_old), ext)),
        (code("pyautogui.tripleClick(1040, 471)\npyautogui.write('ci-admin')"),
         desk(clk("11:22"), win(base, "build-server") + profile("build-server", "CI", "10.20.4.17", "ci-admin", "NORTHWIND", d_old), ext)),
        (code("pyautogui.click(1040, 896)  # Save"), desk(clk("11:23"), win(base, "build-server"), ext)),
        (code("pyautogui.click(1437, 187)  # Search\npyautogui.write('qa')"),
         desk(clk("11:23"), win([base[4]], None, search="qa"), ext)),
        (code("pyautogui.press('escape')\npyautogui.click(389, 187)  # New connection profile"),
         desk(clk("11:24"), win(base, None) + profile("", "", "", "", "", d_new), ext)),
        (code("pyautogui.click(1020, 205)\npyautogui.write('win-qa-03')\npyautogui.click(1020, 241)\npyautogui.write('QA')\n"
              "pyautogui.click(1040, 435)\npyautogui.write('10.20.6.59')\npyautogui.click(1040, 471)\npyautogui.write('qa-tester')\n"
              "pyautogui.click(1040, 896)  # Save"),
         desk(clk("11:26"), win(sorted(base + [new]), None), ext)),
        (code("pyautogui.click(910, 265)  # Server column"), desk(clk("11:26"), win(bad, None, sort="Server"), ext)),
        (code("pyautogui.doubleClick(480, 349)  # win-qa-03"), desk(clk("11:27"), win(bad, "win-qa-03", sort="Server") + auth, ext)),
        (code("pyautogui.click(1010, 501)\npyautogui.write('Qa!Tester2024')\npyautogui.press('enter')"),
         desk(clk("11:28"), win(connected, "win-qa-03", sort="Server") + conn, ext)),
    ]
    rs.add("os", "h53-os-14", sysp(task), turns, state=state, bad=True, turn=8,
           kind="After sorting by Server, build-server's address reads 10.20.4.71 although it was 10.20.4.17 in the list and in its profile.")


# ---------------------------------------------------------------- 15 Visual Studio Code settings, extensions and terminal (clean)

def t15(rs: RowSet) -> None:
    task = ("In VS Code (project invoice-service), set the editor tab size to 2, install the Ruff extension, run the test suite in "
            "the integrated terminal, and check the indentation VS Code uses for src/invoice/totals.py and for a new file.")
    proj = "invoice-service"
    readme = ("# invoice-service\n\nComputes invoice totals and VAT for the Northwind billing pipeline.\n\n## Development\n\n"
              "```bash\npython3 -m venv .venv && . .venv/bin/activate\npip install -e '.[dev]'\npython3 -m pytest -q\n```")
    totals = ("from decimal import ROUND_HALF_UP, Decimal\n\nfrom .models import Invoice\n\n\n"
              "def line_total(qty: int, unit_price: Decimal) -> Decimal:\n    return qty * unit_price\n\n\n"
              "def invoice_total(inv: Invoice) -> Decimal:\n    raw = sum((line_total(ln.qty, ln.unit_price) for ln in inv.lines), Decimal(\"0\"))\n"
              "    return raw.quantize(Decimal(\"0.01\"), rounding=ROUND_HALF_UP)")
    prompt = "dev@ubuntu:~/projects/invoice-service$ "
    pytest_out = (prompt + "echo $$; python3 -m pytest -q\n52817\n"
                  ".........................................F                               [100%]\n"
                  "=================================== FAILURES ===================================\n"
                  "______________________ test_rounding_half_even_on_totals _______________________\n\n"
                  "    def test_rounding_half_even_on_totals():\n"
                  "        inv = make_invoice(lines=[(\"Widget\", 3, Decimal(\"0.335\"))])\n"
                  ">       assert invoice_total(inv) == Decimal(\"1.00\")\n"
                  "E       AssertionError: assert Decimal('1.01') == Decimal('1.00')\n"
                  "E        +  where Decimal('1.01') = invoice_total(<Invoice id=tst-0003 lines=1>)\n\n"
                  "tests/test_totals.py:48: AssertionError\n"
                  "=========================== short test summary info ============================\n"
                  "FAILED tests/test_totals.py::test_rounding_half_even_on_totals - AssertionError: assert Decimal('1.01') == Decimal('1.00')\n"
                  "1 failed, 41 passed in 3.87s\n" + prompt)

    def win(active: str, tabs: list[str], side: list[str], editor: list[str], status: list[str], terminal: str | None = None,
            term: str = "Terminal 1, bash") -> list[str]:
        out = [r("frame", f"{active} - {proj} - Visual Studio Code", pos=(70, 27), size=(1850, 1053))]
        out += [r("menu", m, pos=(80 + i * 70, 34), size=(66, 24)) for i, m in
                enumerate(["File", "Edit", "Selection", "View", "Go", "Run", "Terminal", "Help"])]
        out += [r("page-tab", n, pos=(76, 70 + i * 48), size=(48, 48)) for i, n in
                enumerate(["Explorer (Ctrl+Shift+E)", "Search (Ctrl+Shift+F)", "Source Control (Ctrl+Shift+G)", "Run and Debug (Ctrl+Shift+D)",
                           "Extensions (Ctrl+Shift+X)"])]
        out += side
        out += [r("page-tab", t, pos=(420 + i * 180, 64), size=(176, 34), desc="selected" if t == active else "") for i, t in enumerate(tabs)]
        out += editor
        if terminal is not None:
            out += [r("page-tab", "TERMINAL", pos=(430, 700), size=(90, 26), desc="selected"), r("page-tab", "PROBLEMS", pos=(530, 700), size=(90, 26)),
                    r("page-tab", "OUTPUT", pos=(630, 700), size=(80, 26)), r("list-item", "bash", desc="selected", pos=(1780, 730), size=(130, 24)),
                    r("push-button", "Kill Terminal", pos=(1850, 700), size=(24, 24)),
                    r("terminal", term, terminal, pos=(420, 730), size=(1350, 300))]
        y = 1052
        out += [r("push-button", s, pos=(80 + i * 150, y), size=(140, 22)) for i, s in enumerate(status)]
        return out

    explorer = [r("heading", "EXPLORER", pos=(130, 70), size=(280, 22)), r("tree-item", "INVOICE-SERVICE", pos=(130, 100), size=(280, 22))] + \
        [r("tree-item", n, pos=(146, 124 + i * 24), size=(264, 22)) for i, n in
         enumerate([".github", ".venv", "src", "tests", ".editorconfig", ".gitignore", "pyproject.toml", "README.md"])]

    def settings(q: str, tab: str) -> list[str]:
        out = [r("entry", "Search settings", q, pos=(440, 110), size=(1400, 32)),
               r("page-tab", "User", desc="selected", pos=(440, 150), size=(60, 26)), r("page-tab", "Workspace", pos=(510, 150), size=(90, 26))]
        if q:
            out.append(r("label", "", "4 Settings Found", pos=(1700, 150), size=(140, 20)))
            items = [("Editor: Tab Size", "The number of spaces a tab is equal to. This setting is overridden based on the file contents when Editor: Detect Indentation is on.", "spin-button", tab),
                     ("Editor: Detect Indentation", "Controls whether Editor: Tab Size and Editor: Insert Spaces will be automatically detected when a file is opened based on the file contents.", "check-box", "checked"),
                     ("Editor: Insert Spaces", "Insert spaces when pressing Tab. This setting is overridden based on the file contents when Editor: Detect Indentation is on.", "check-box", "checked"),
                     ("Editor: Sticky Tab Stops", "Emulate selection behavior of tab characters when using spaces for indentation.", "check-box", "")]
        else:
            out.append(r("tree-item", "Commonly Used", desc="selected", pos=(440, 190), size=(200, 22)))
            items = [("Files: Auto Save", "Controls auto save of editors that have unsaved changes.", "combo-box", "off"),
                     ("Editor: Font Size", "Controls the font size in pixels.", "spin-button", "14"),
                     ("Editor: Font Family", "Controls the font family.", "entry", "'Droid Sans Mono', 'monospace', monospace"),
                     ("Editor: Tab Size", "The number of spaces a tab is equal to.", "spin-button", tab),
                     ("Editor: Render Whitespace", "Controls how the editor should render whitespace characters.", "combo-box", "selection"),
                     ("Editor: Cursor Style", "Controls the cursor style.", "combo-box", "line"),
                     ("Editor: Insert Spaces", "Insert spaces when pressing Tab.", "check-box", "checked"),
                     ("Editor: Word Wrap", "Controls how lines should wrap.", "combo-box", "off")]
        y = 200
        for name, desc, tag, val in items:
            mod = "Modified" if name == "Editor: Tab Size" and tab != "4" else ""
            out += [r("label", name, pos=(680, y), size=(600, 22), desc=mod), r("label", "", desc, pos=(680, y + 24), size=(1100, 20)),
                    r(tag, name, val if tag != "check-box" else "", pos=(680, y + 48), size=(300 if tag != "check-box" else 20, 26),
                      desc=val if tag == "check-box" else "")]
            y += 90
        return out

    installed = [("Python", "ms-python", "v2024.2.1", "IntelliSense (Pylance), Linting, Debugging (multi-threaded, remote), code formatting, refactoring, unit tests, and more."),
                 ("Pylance", "ms-python", "v2024.3.1", "A performant, feature-rich language server for Python in VS Code"),
                 ("Docker", "ms-azuretools", "v1.29.0", "Makes it easy to create, manage, and debug containerized applications."),
                 ("GitLens — Git supercharged", "gitkraken", "v14.9.0", "Supercharge Git within VS Code"),
                 ("EditorConfig for VS Code", "editorconfig", "v0.16.4", "EditorConfig Support for Visual Studio Code")]
    ruff = ("Ruff", "Astral Software", "v2024.16.0", "A Visual Studio Code extension with support for the Ruff linter.")

    def ext_view(q: str, done: bool) -> list[str]:
        out = [r("heading", "EXTENSIONS: MARKETPLACE", pos=(130, 70), size=(280, 22)),
               r("entry", "Search Extensions in Marketplace", q, pos=(130, 100), size=(280, 28))]
        if q:
            out.append(r("heading", "MARKETPLACE", pos=(130, 140), size=(280, 22)))
            out += [r("list-item", f"{ruff[0]} {ruff[2]}", pos=(130, 166), size=(280, 72)),
                    r("label", "", ruff[3], pos=(190, 190), size=(220, 20)), r("label", "", ruff[1], pos=(190, 214), size=(120, 20)),
                    r("label", "", "1.9M", desc="Install count", pos=(320, 166), size=(40, 18)),
                    r("label", "", "4.5", desc="Average rating: 4.5 out of 5", pos=(370, 166), size=(30, 18))]
            out += [r("push-button", "Manage", pos=(380, 214), size=(22, 22))] if done else [r("push-button", "Install", pos=(350, 214), size=(56, 22))]
        else:
            out.append(r("heading", "INSTALLED", pos=(130, 140), size=(200, 22)))
            out.append(r("label", "", str(len(installed)), pos=(390, 140), size=(20, 20)))
            y = 166
            for n, pub, v, d in installed:
                out += [r("list-item", f"{n} {v}", pos=(130, y), size=(280, 72)), r("label", "", d, pos=(190, y + 24), size=(220, 20)),
                        r("label", "", pub, pos=(190, y + 48), size=(120, 20))]
                y += 76
            out.append(r("heading", "RECOMMENDED", pos=(130, y + 10), size=(200, 22)))
        return out

    def code_view(text: str) -> list[str]:
        return [r("text", "Editor content", text, pos=(420, 100), size=(1490, 590))]

    py = ["main", "Ln 1, Col 1", "Spaces: 4", "UTF-8", "LF", "Python", "3.10.12 ('.venv': venv)"]
    st_md = ["main", "Ln 1, Col 1", "Spaces: 4", "UTF-8", "LF", "Markdown"]
    st_set = ["main", "UTF-8"]
    set_t = "Settings"
    tabs1 = ["README.md", set_t]
    state = desk(clk("15:02"), win("README.md", ["README.md"], explorer, code_view(readme), st_md))
    new_term = prompt + "echo $$\n53390\n" + prompt
    turns = [
        (code("pyautogui.hotkey('ctrl', ',')"), desk(clk("15:02"), win(set_t, tabs1, explorer, settings("", "4"), st_set))),
        (code("pyautogui.write('tab size')"), desk(clk("15:03"), win(set_t, tabs1, explorer, settings("tab size", "4"), st_set))),
        (code("pyautogui.tripleClick(830, 261)\npyautogui.write('2')\npyautogui.press('tab')"),
         desk(clk("15:03"), win(set_t, tabs1, explorer, settings("tab size", "2"), st_set))),
        (code("pyautogui.hotkey('ctrl', 'shift', 'x')"), desk(clk("15:04"), win(set_t, tabs1, ext_view("", False), settings("tab size", "2"), st_set))),
        (code("pyautogui.write('ruff')"), desk(clk("15:04"), win(set_t, tabs1, ext_view("ruff", False), settings("tab size", "2"), st_set))),
        (code("pyautogui.click(378, 225)  # Install"), desk(clk("15:05"), win(set_t, tabs1, ext_view("ruff", True), settings("tab size", "2"), st_set))),
        (code("pyautogui.hotkey('ctrl', '`')"),
         desk(clk("15:05"), win(set_t, tabs1, ext_view("ruff", True), settings("tab size", "2"), st_set, terminal=prompt))),
        (code("pyautogui.write('echo $$; python3 -m pytest -q')\npyautogui.press('enter')"),
         desk(clk("15:06"), win(set_t, tabs1, ext_view("ruff", True), settings("tab size", "2"), st_set, terminal=pytest_out))),
        (code("pyautogui.hotkey('ctrl', 'p')\npyautogui.write('totals.py')\npyautogui.press('enter')"),
         desk(clk("15:07"), win("totals.py", tabs1 + ["totals.py"], ext_view("ruff", True), code_view(totals), py, terminal=pytest_out))),
        (code("pyautogui.hotkey('ctrl', 'n')\npyautogui.write('def f():')\npyautogui.press('enter')\npyautogui.press('tab')\npyautogui.write('return 1')"),
         desk(clk("15:07"), win("Untitled-1", tabs1 + ["totals.py", "Untitled-1"], ext_view("ruff", True), code_view("def f():\n  return 1"),
                                ["main", "Ln 2, Col 11", "Spaces: 2", "UTF-8", "LF", "Plain Text"], terminal=pytest_out))),
        (code("pyautogui.click(1862, 712)  # Kill Terminal\npyautogui.hotkey('ctrl', '`')\npyautogui.write('echo $$')\npyautogui.press('enter')"),
         desk(clk("15:08"), win("Untitled-1", tabs1 + ["totals.py", "Untitled-1"], ext_view("ruff", True), code_view("def f():\n  return 1"),
                                ["main", "Ln 2, Col 11", "Spaces: 2", "UTF-8", "LF", "Plain Text"], terminal=new_term, term="Terminal 2, bash"))),
    ]
    rs.add("os", "h53-os-15", sysp(task), turns, state=state)


# ---------------------------------------------------------------- 16 Disk Usage Analyzer (clean)

def t16(rs: RowSet) -> None:
    task = "Use Disk Usage Analyzer to find what fills the home folder, clear the pip cache, and confirm the space was freed."
    ext = ("Disk Usage Analyzer",)
    # name, MB, items, modified
    top = [("Videos", 24800, 1204, "3 days"), ("Projects", 14100, 188340, "Today"), (".cache", 8300, 96531, "Today"),
           ("Downloads", 6200, 1873, "Yesterday"), (".local", 3700, 41225, "Today"), ("Documents", 2100, 9114, "2 weeks"),
           ("Pictures", 1600, 4306, "5 days"), ("Music", 402, 1018, "3 months"), (".vscode", 151, 2118, "Today"), (".config", 47, 3412, "Today")]
    cache = [("pip", 2900, 14880, "4 days"), ("JetBrains", 2200, 31004, "Today"), ("mozilla", 1100, 8412, "Today"),
             ("yarn", 900, 22907, "2 weeks"), ("ms-playwright", 788, 6999, "1 month"), ("thumbnails", 412, 12310, "Today")]

    def gb(mb: int) -> str:
        return f"{mb / 1000:.1f} GB" if mb >= 1000 else f"{mb:.1f} MB"

    def tree(items: list[tuple[str, int, int, str]], expanded: list[tuple[str, int, int, str]] | None, chart: str) -> list[str]:
        total_mb, total_items = sum(i[1] for i in items), sum(i[2] for i in items) + len(items)
        out = [r("frame", "Disk Usage Analyzer", pos=(160, 100), size=(1600, 880)),
               r("push-button", "Back", pos=(170, 110), size=(34, 34)),
               r("label", "", "/home/dev", pos=(700, 116), size=(500, 22)),
               r("push-button", "Rescan", pos=(1650, 110), size=(34, 34)),
               r("column-header", "Folder", pos=(170, 160), size=(320, 26)), r("column-header", "Size", pos=(490, 160), size=(120, 26)),
               r("column-header", "Contents", pos=(610, 160), size=(140, 26)), r("column-header", "Modified", pos=(750, 160), size=(120, 26)),
               r("tree-item", "dev", pos=(170, 188), size=(320, 26), desc="expanded"),
               r("table-cell", "", gb(total_mb), pos=(490, 188), size=(120, 26)),
               r("table-cell", "", f"{total_items:,} items", pos=(610, 188), size=(140, 26)),
               r("table-cell", "", "Today", pos=(750, 188), size=(120, 26))]
        y = 216
        for name, mb, n, mod in items:
            exp = expanded is not None and name == ".cache"
            out += [r("tree-item", name, pos=(190, y), size=(300, 26), desc="expanded" if exp else "collapsed"),
                    r("table-cell", "", gb(mb), pos=(490, y), size=(120, 26)), r("table-cell", "", f"{n:,} items", pos=(610, y), size=(140, 26)),
                    r("table-cell", "", mod, pos=(750, y), size=(120, 26))]
            y += 28
            if exp:
                for cn, cmb, cnum, cmod in expanded:
                    out += [r("tree-item", cn, pos=(210, y), size=(280, 26), desc="collapsed"),
                            r("table-cell", "", gb(cmb), pos=(490, y), size=(120, 26)), r("table-cell", "", f"{cnum:,} items", pos=(610, y), size=(140, 26)),
                            r("table-cell", "", cmod, pos=(750, y), size=(120, 26))]
                    y += 28
        out += [r("drawing-area", "Rings Chart" if chart == "rings" else "Treemap Chart", pos=(900, 160), size=(840, 760)),
                r("radio-button", "Rings Chart", desc="checked" if chart == "rings" else "", pos=(1560, 930), size=(90, 30)),
                r("radio-button", "Treemap Chart", desc="checked" if chart == "treemap" else "", pos=(1654, 930), size=(90, 30))]
        return out

    def locations(used: str) -> list[str]:
        return [r("frame", "Disk Usage Analyzer", pos=(160, 100), size=(1600, 880)),
                r("label", "", "Devices & Locations", pos=(860, 116), size=(200, 22)),
                r("push-button", "Scan Folder…", pos=(1600, 110), size=(140, 34)),
                r("list-item", "Home folder", pos=(400, 200), size=(1120, 80)),
                r("label", "", "/home/dev", pos=(500, 240), size=(400, 20)),
                r("list-item", "ubuntu", pos=(400, 290), size=(1120, 80)),
                r("label", "", "/", pos=(500, 330), size=(400, 20)),
                r("label", "", used, pos=(1200, 320), size=(300, 20)),
                r("progress-bar", "", "", pos=(1200, 344), size=(300, 10)),
                r("list-item", "data", pos=(400, 380), size=(1120, 80)),
                r("label", "", "/mnt/data", pos=(500, 420), size=(400, 20)),
                r("label", "", "337.4 GB / 1.0 TB", pos=(1200, 410), size=(300, 20)),
                r("progress-bar", "", "", pos=(1200, 434), size=(300, 10))]

    pip = cache[0]
    top2 = [(n, mb - pip[1], items - pip[2] - 1, m) if n == ".cache" else (n, mb, items, m) for n, mb, items, m in top]
    top2.sort(key=lambda x: -x[1])
    state = desk(clk("12:30"), locations("286.2 GB / 502.4 GB"), ext)
    turns = [
        (code("pyautogui.click(960, 240)  # Home folder"), desk(clk("12:31"), tree(top, None, "rings"), ext)),
        (code("pyautogui.click(196, 285)  # expand .cache"), desk(clk("12:31"), tree(top, cache, "rings"), ext)),
        (code("import subprocess\nsubprocess.run(['rm', '-rf', '/home/dev/.cache/pip'], check=True)"),
         desk(clk("12:32"), tree(top, cache, "rings"), ext)),
        (code("pyautogui.hotkey('ctrl', 'r')  # Rescan"), desk(clk("12:32"), tree(top2, None, "rings"), ext)),
        (code("pyautogui.click(1699, 945)  # Treemap Chart"), desk(clk("12:33"), tree(top2, None, "treemap"), ext)),
        (code("pyautogui.click(187, 127)  # Back"), desk(clk("12:33"), locations("283.3 GB / 502.4 GB"), ext)),
    ]
    rs.add("os", "h53-os-16", sysp(task), turns, state=state)


# ---------------------------------------------------------------- 17 Files (bad: a folder created at turn 4 is missing)

def t17(rs: RowSet) -> None:
    task = ("In Files, in ~/Documents rename IMG_2041.jpg to passport_scan.jpg, create a folder 'Tax 2023', trash tax_return_2022.pdf "
            "and old_resume.docx, then restore old_resume.docx, check the size of Contracts and open Receipts.")
    side = ["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Trash", "Other Locations"]
    folders0 = [("Contracts", "14 items", "12 Mar"), ("Receipts", "62 items", "8 Mar"), ("Scans", "9 items", "27 Feb")]
    tax = ("Tax 2023", "0 items", "11:05")
    files0 = {"budget_2024.ods": ("48.3 kB", "11 Mar"), "IMG_2041.jpg": ("2.8 MB", "2 Mar"), "lease_agreement.pdf": ("1.2 MB", "15 Jan"),
              "notes.txt": ("1.4 kB", "09:12"), "old_resume.docx": ("34.1 kB", "3 Nov 2022"), "tax_return_2022.pdf": ("880.5 kB", "18 Apr 2023")}

    def listing(folders: list[tuple[str, str, str]], files: dict[str, tuple[str, str]], sel: str | None = None) -> list[tuple[str, str, str, bool]]:
        rows = [(n, s, m, n == sel) for n, s, m in folders]
        rows += [(n, files[n][0], files[n][1], n == sel) for n in sorted(files, key=str.lower)]
        return rows

    def win(title: str, place: str, path: list[str], rows: list[tuple[str, str, str, bool]], extra: list[str] | None = None,
            grid: bool = False, heads: tuple[str, str, str] = ("Name", "Size", "Modified")) -> list[str]:
        out = [r("frame", title, pos=(160, 100), size=(1600, 880))]
        out += [r("push-button", p, pos=(500 + i * 130, 110), size=(126, 30)) for i, p in enumerate(path)]
        out += [r("push-button", "View options", pos=(1600, 110), size=(34, 30)), r("toggle-button", "Search", pos=(1640, 110), size=(34, 30))]
        out += [r("list-item", s, pos=(170, 160 + i * 34), size=(220, 32), desc="selected" if s == place else "") for i, s in enumerate(side)]
        if grid:
            for i, (n, _, _, sel) in enumerate(rows):
                out.append(r("list-item", n, pos=(420 + (i % 8) * 160, 160 + (i // 8) * 150), size=(150, 140), desc="selected" if sel else ""))
        else:
            out += [r("column-header", h, pos=(x, 150), size=(w, 26)) for h, x, w in zip(heads, (420, 1100, 1300), (680, 200, 300))]
            y = 180
            for n, s, m, sel in rows:
                out += [r("table-cell", "", n, pos=(420, y), size=(680, 30), desc="selected" if sel else ""),
                        r("table-cell", "", s, pos=(1100, y), size=(200, 30)), r("table-cell", "", m, pos=(1300, y), size=(300, 30))]
                y += 32
        return out + (extra or [])

    def toast(name: str) -> list[str]:
        return [r("label", "", f"“{name}” moved to trash", pos=(760, 900), size=(320, 24)), r("push-button", "Undo", pos=(1090, 896), size=(70, 30))]

    rename = [r("popover", "Rename File", pos=(520, 300), size=(400, 110)), r("entry", "File name", "IMG_2041.jpg", pos=(540, 336), size=(270, 32)),
              r("push-button", "Rename", pos=(820, 336), size=(80, 32))]
    newf = [r("popover", "New Folder", pos=(520, 300), size=(400, 110)), r("entry", "Folder name", "", pos=(540, 336), size=(270, 32)),
            r("push-button", "Create", pos=(820, 336), size=(80, 32), desc="disabled")]
    doc = ["Home", "Documents"]
    f1 = dict(files0)
    f1["passport_scan.jpg"] = f1.pop("IMG_2041.jpg")
    folders1 = folders0 + [tax]
    f2 = {k: v for k, v in f1.items() if k != "tax_return_2022.pdf"}
    f3 = {k: v for k, v in f2.items() if k != "old_resume.docx"}
    trash_rows = [("old_resume.docx", "Documents", "11:06"), ("tax_return_2022.pdf", "Documents", "11:06"),
                  ("draft_letter.odt", "Desktop", "9 Mar"), ("Screenshot from 2024-03-01 10-22-41.png", "Pictures", "1 Mar")]
    th = ("Name", "Original Location", "Trashed On")
    trash_bar = [r("push-button", "Empty…", pos=(1500, 110), size=(90, 30))]
    props = [r("dialog", "Contracts Properties", pos=(700, 260), size=(520, 560)),
             r("page-tab", "Basic", pos=(760, 290), size=(90, 28)), r("page-tab", "Permissions", pos=(852, 290), size=(110, 28)),
             r("page-tab", "Open With", pos=(964, 290), size=(100, 28)),
             r("entry", "Name", "Contracts", pos=(820, 400), size=(360, 30))]
    y = 450
    for k, v in [("Type", "Folder (inode/directory)"), ("Contents", "14 items, totalling 22.6 MB"), ("Parent Folder", "/home/maria/Documents"),
                 ("Accessed", "14 March 2024, 10:58"), ("Modified", "12 March 2024, 16:05"), ("Free Space", "190.6 GB")]:
        props.append(r("label", k, v, pos=(740, y), size=(440, 22)))
        y += 30
    shops = ["rewe", "ikea", "dm", "bauhaus", "lidl", "deutsche-bahn", "mediamarkt", "apotheke", "edeka", "aral", "amazon", "rossmann"]
    months = ["Nov", "Dec", "Jan", "Feb", "Mar"]
    receipts = []
    for i in range(62):
        mi, day = i * 5 // 62, 1 + (i * 7) % 27
        yr = 2023 if mi < 2 else 2024
        mnum = (11, 12, 1, 2, 3)[mi]
        size = f"{38 + (i * 37) % 270}.{(i * 3) % 10} kB"
        mod = f"{day} {months[mi]}" + (" 2023" if yr == 2023 else "")
        receipts.append((f"{yr}-{mnum:02d}-{day:02d}_{shops[i % len(shops)]}.pdf", size, mod, False))
    receipts.sort(key=lambda x: x[0])
    state = desk(clk("11:03"), win("Documents", "Documents", doc, listing(folders0, files0)))
    turns = [
        (code("pyautogui.click(700, 340)  # IMG_2041.jpg\npyautogui.press('f2')"),
         desk(clk("11:03"), win("Documents", "Documents", doc, listing(folders0, files0, "IMG_2041.jpg"), rename))),
        (code("pyautogui.write('passport_scan')\npyautogui.press('enter')"),
         desk(clk("11:04"), win("Documents", "Documents", doc, listing(folders0, f1, "passport_scan.jpg")))),
        (code("pyautogui.hotkey('ctrl', 'shift', 'n')"),
         desk(clk("11:04"), win("Documents", "Documents", doc, listing(folders0, f1, "passport_scan.jpg"), newf))),
        (code("pyautogui.write('Tax 2023')\npyautogui.press('enter')"),
         desk(clk("11:05"), win("Documents", "Documents", doc, listing(folders1, f1, "Tax 2023")))),
        (code("pyautogui.click(700, 468)  # tax_return_2022.pdf\npyautogui.press('delete')"),
         desk(clk("11:06"), win("Documents", "Documents", doc, listing(folders1, f2), toast("tax_return_2022.pdf")))),
        (code("pyautogui.click(700, 372)  # old_resume.docx\npyautogui.press('delete')"),
         desk(clk("11:06"), win("Documents", "Documents", doc, listing(folders1, f3), toast("old_resume.docx")))),
        (code("pyautogui.click(280, 482)  # Trash"),
         desk(clk("11:07"), win("Trash", "Trash", ["Trash"], [(a, b, c, False) for a, b, c in trash_rows], trash_bar, heads=th))),
        (code("pyautogui.click(700, 196)  # old_resume.docx\npyautogui.click(1425, 955)  # Restore"),
         desk(clk("11:07"), win("Trash", "Trash", ["Trash"], [(a, b, c, False) for a, b, c in trash_rows[1:]], trash_bar, heads=th))),
        (code("pyautogui.click(280, 312)  # Documents"),
         desk(clk("11:08"), win("Documents", "Documents", doc, listing(folders1, f2)))),
        (code("pyautogui.rightClick(700, 196)  # Contracts\npyautogui.click(780, 560)  # Properties"),
         desk(clk("11:08"), win("Documents", "Documents", doc, listing(folders0, f2, "Contracts"), props))),
        (code("pyautogui.click(1186, 276)  # close Properties\npyautogui.doubleClick(700, 228)  # Receipts"),
         desk(clk("11:09"), win("Receipts", "", ["Home", "Documents", "Receipts"], receipts[:25]))),
        (code("pyautogui.hotkey('ctrl', '1')  # grid view"),
         desk(clk("11:09"), win("Receipts", "", ["Home", "Documents", "Receipts"], receipts[:40], grid=True))),
    ]
    rs.add("os", "h53-os-17", sysp(task), turns, state=state, bad=True, turn=10,
           kind="The folder 'Tax 2023', created at turn 4 and listed at turn 9, is missing from ~/Documents at turn 10 with nothing deleting it.")


# ---------------------------------------------------------------- 18 FileZilla (clean)

def t18(rs: RowSet) -> None:
    task = ("In FileZilla, connect to the 'staging-web' site, upload the new index.html and app.8b21e4.js from ~/site/dist to "
            "/var/www/html (only where the local file is newer), delete the old app.3f9a1c.js on the server and disconnect.")
    ext = ("FileZilla",)
    local_site = [("..", "", "", ""), ("dist", "", "Directory", "03/14/2024 10:41:12"), ("src", "", "Directory", "03/14/2024 10:38:55"),
                  ("package.json", "1,902", "json-file", "02/29/2024 14:03:27"), ("README.md", "2,311", "md-file", "01/22/2024 09:15:40")]
    local_dist = [("..", "", "", ""), ("assets", "", "Directory", "03/14/2024 10:41:12"), ("app.8b21e4.js", "243,551", "js-file", "03/14/2024 10:41:12"),
                  ("favicon.ico", "15,086", "ico-file", "01/22/2024 09:15:40"), ("index.html", "5,104", "html-file", "03/14/2024 10:41:12"),
                  ("robots.txt", "68", "txt-file", "11/02/2023 16:20:05")]
    perm = ("-rw-r--r--", "deploy www-data")
    remote0 = [("..", "", "", "", "", ""), ("assets", "", "Directory", "03/07/2024 17:22", "drwxr-xr-x", "deploy www-data"),
               ("app.3f9a1c.js", "241,907", "js-file", "03/07/2024 17:22", *perm), ("favicon.ico", "15,086", "ico-file", "01/22/2024 09:15", *perm),
               ("index.html", "4,812", "html-file", "03/07/2024 17:22", *perm), ("robots.txt", "68", "txt-file", "11/02/2023 16:20", *perm)]
    remote1 = remote0[:2] + [remote0[2], ("app.8b21e4.js", "243,551", "js-file", "03/14/2024 10:52", *perm), remote0[3],
                             ("index.html", "5,104", "html-file", "03/14/2024 10:52", *perm), remote0[5]]
    remote2 = [x for x in remote1 if x[0] != "app.3f9a1c.js"]

    def summary(rows: list[tuple[str, ...]], sel: int = 0) -> str:
        files = [x for x in rows if x[1]]
        dirs = [x for x in rows if x[2] == "Directory"]
        total = sum(int(x[1].replace(",", "")) for x in files)
        txt = f"{len(files)} files and {len(dirs)} director{'y' if len(dirs) == 1 else 'ies'}. Total size: {total:,} bytes"
        return f"Selected {sel} files. Total size: 248,655 bytes" if sel else txt

    def win(log: list[str], lpath: str, lrows: list[tuple[str, ...]], rrows: list[tuple[str, ...]] | None, queue: tuple[int, int],
            title: str = "FileZilla", dialog: list[str] | None = None, lsel: tuple[str, ...] = (), lsum: str | None = None) -> list[str]:
        out = [r("frame", title, pos=(70, 27), size=(1850, 1053))]
        out += [r("menu", m, pos=(76 + i * 80, 56), size=(76, 24)) for i, m in
                enumerate(["File", "Edit", "View", "Transfer", "Server", "Bookmarks", "Help"])]
        out += [r("entry", "Host:", "", pos=(140, 120), size=(200, 28)), r("entry", "Username:", "", pos=(430, 120), size=(160, 28)),
                r("password-text", "Password:", "", pos=(680, 120), size=(160, 28)), r("entry", "Port:", "", pos=(890, 120), size=(60, 28)),
                r("push-button", "Quickconnect", pos=(960, 120), size=(110, 28))]
        out += [r("list-item", "", ln, pos=(80, 160 + i * 20), size=(1830, 20)) for i, ln in enumerate(log[-9:])]
        out += [r("combo-box", "Local site:", lpath, pos=(180, 350), size=(760, 28))]
        out += [r("column-header", h, pos=(x, 560), size=(w, 24)) for h, x, w in
                (("Filename", 80, 360), ("Filesize", 440, 120), ("Filetype", 560, 140), ("Last modified", 700, 240))]
        y = 586
        for row in lrows:
            d = "selected" if row[0] in lsel else ""
            out += [r("table-cell", "", v, pos=(x, y), size=(w, 24), desc=d if x == 80 else "") for v, x, w in zip(row, (80, 440, 560, 700), (360, 120, 140, 240))]
            y += 26
        out.append(r("label", "", lsum or summary(lrows), pos=(80, 860), size=(860, 20)))
        out.append(r("combo-box", "Remote site:", "/var/www/html" if rrows is not None else "", pos=(1060, 350), size=(850, 28)))
        if rrows is None:
            out.append(r("label", "", "Not connected to any server", pos=(1300, 700), size=(300, 20)))
        else:
            out += [r("column-header", h, pos=(x, 560), size=(w, 24)) for h, x, w in
                    (("Filename", 960, 300), ("Filesize", 1260, 110), ("Filetype", 1370, 120), ("Last modified", 1490, 160),
                     ("Permissions", 1650, 120), ("Owner/Group", 1770, 140))]
            y = 586
            for row in rrows:
                out += [r("table-cell", "", v, pos=(x, y), size=(w, 24)) for v, x, w in
                        zip(row, (960, 1260, 1370, 1490, 1650, 1770), (300, 110, 120, 160, 120, 140))]
                y += 26
            out.append(r("label", "", summary(rrows), pos=(960, 860), size=(950, 20)))
        out += [r("page-tab", f"Queued files ({queue[0]})" if queue[0] else "Queued files", pos=(80, 1044), size=(140, 26)),
                r("page-tab", "Failed transfers", pos=(222, 1044), size=(130, 26)),
                r("page-tab", f"Successful transfers ({queue[1]})" if queue[1] else "Successful transfers", pos=(354, 1044), size=(200, 26))]
        return out + (dialog or [])

    site = [r("dialog", "Site Manager", pos=(460, 180), size=(1000, 680)),
            r("tree-item", "My Sites", pos=(480, 230), size=(300, 24)),
            r("tree-item", "prod-web", pos=(500, 256), size=(280, 24)),
            r("tree-item", "staging-web", pos=(500, 282), size=(280, 24), desc="selected"),
            r("page-tab", "General", pos=(800, 230), size=(80, 26)), r("page-tab", "Advanced", pos=(882, 230), size=(90, 26)),
            r("page-tab", "Transfer Settings", pos=(974, 230), size=(130, 26)), r("page-tab", "Charset", pos=(1106, 230), size=(80, 26)),
            r("combo-box", "Protocol:", "SFTP - SSH File Transfer Protocol", pos=(900, 280), size=(520, 28)),
            r("entry", "Host:", "staging.northwind.io", pos=(900, 316), size=(380, 28)), r("entry", "Port:", "", pos=(1340, 316), size=(80, 28)),
            r("combo-box", "Logon Type:", "Key file", pos=(900, 370), size=(520, 28)),
            r("entry", "User:", "deploy", pos=(900, 406), size=(520, 28)),
            r("entry", "Key file:", "/home/lukas/.ssh/id_ed25519_deploy", pos=(900, 442), size=(420, 28)),
            r("push-button", "Browse...", pos=(1330, 442), size=(90, 28)),
            r("push-button", "New site", pos=(480, 700), size=(140, 28)), r("push-button", "New folder", pos=(480, 732), size=(140, 28)),
            r("push-button", "Rename", pos=(630, 700), size=(140, 28)), r("push-button", "Delete", pos=(630, 732), size=(140, 28)),
            r("push-button", "Duplicate", pos=(630, 764), size=(140, 28)),
            r("push-button", "Connect", pos=(1160, 810), size=(90, 30)), r("push-button", "OK", pos=(1260, 810), size=(80, 30)),
            r("push-button", "Cancel", pos=(1350, 810), size=(90, 30))]
    exists = [r("dialog", "Target file already exists", pos=(560, 260), size=(800, 560)),
              r("label", "", "The target file already exists. Please choose an action.", pos=(590, 290), size=(600, 20)),
              r("label", "Source file:", "/home/lukas/site/dist/index.html", pos=(590, 330), size=(700, 20)),
              r("label", "", "5,104 bytes", pos=(610, 354), size=(300, 20)), r("label", "", "03/14/2024 10:41:12", pos=(610, 378), size=(300, 20)),
              r("label", "Target file:", "/var/www/html/index.html", pos=(590, 420), size=(700, 20)),
              r("label", "", "4,812 bytes", pos=(610, 444), size=(300, 20)), r("label", "", "03/07/2024 17:22:40", pos=(610, 468), size=(300, 20))] + \
        [r("radio-button", a, pos=(590, 510 + i * 26), size=(400, 24), desc="checked" if i == 0 else "") for i, a in
         enumerate(["Overwrite", "Overwrite if source newer", "Overwrite if different size", "Overwrite if different size or source newer",
                    "Resume", "Rename", "Skip"])] + \
        [r("check-box", "Always use this action", pos=(1000, 510), size=(300, 24)),
         r("check-box", "Apply to current queue only", pos=(1000, 538), size=(300, 24)),
         r("push-button", "OK", pos=(1160, 770), size=(80, 30)), r("push-button", "Cancel", pos=(1250, 770), size=(90, 30))]
    confirm = [r("dialog", "Confirmation needed", pos=(760, 440), size=(400, 160)),
               r("label", "", "Really delete 1 file from the server?", pos=(790, 480), size=(340, 20)),
               r("push-button", "Yes", pos=(930, 550), size=(90, 30)), r("push-button", "No", pos=(1030, 550), size=(90, 30))]
    t = "staging-web - sftp://deploy@staging.northwind.io - FileZilla"
    log1 = ["10:50:03\tStatus:\tConnecting to staging.northwind.io...", "10:50:03\tStatus:\tUsing username \"deploy\".",
            "10:50:04\tStatus:\tConnected to staging.northwind.io", "10:50:04\tStatus:\tRetrieving directory listing...",
            "10:50:04\tStatus:\tListing directory /var/www/html", "10:50:04\tStatus:\tDirectory listing of \"/var/www/html\" successful"]
    log2 = log1 + ["10:52:11\tStatus:\tConnecting to staging.northwind.io...", "10:52:11\tStatus:\tUsing username \"deploy\".",
                   "10:52:12\tStatus:\tConnected to staging.northwind.io", "10:52:12\tStatus:\tStarting upload of /home/lukas/site/dist/index.html",
                   "10:52:12\tStatus:\tFile transfer successful, transferred 5,104 bytes in 1 second",
                   "10:52:12\tStatus:\tStarting upload of /home/lukas/site/dist/app.8b21e4.js",
                   "10:52:13\tStatus:\tFile transfer successful, transferred 243,551 bytes in 1 second",
                   "10:52:13\tStatus:\tRetrieving directory listing of \"/var/www/html\"...", "10:52:13\tStatus:\tListing directory /var/www/html",
                   "10:52:13\tStatus:\tDirectory listing of \"/var/www/html\" successful"]
    log3 = log2 + ["10:53:40\tStatus:\tDeleting \"/var/www/html/app.3f9a1c.js\"", "10:53:40\tStatus:\tRetrieving directory listing of \"/var/www/html\"...",
                   "10:53:40\tStatus:\tListing directory /var/www/html", "10:53:40\tStatus:\tDirectory listing of \"/var/www/html\" successful"]
    log4 = log3 + ["10:54:05\tStatus:\tDisconnected from server"]
    lp, ld = "/home/lukas/site/", "/home/lukas/site/dist/"
    state = desk(clk("10:49"), win([], lp, local_site, None, (0, 0)), ext)
    turns = [
        (code("pyautogui.hotkey('ctrl', 's')  # Site Manager"), desk(clk("10:49"), win([], lp, local_site, None, (0, 0), dialog=site), ext)),
        (code("pyautogui.click(1205, 825)  # Connect"), desk(clk("10:50"), win(log1, lp, local_site, remote0, (0, 0), t), ext)),
        (code("pyautogui.doubleClick(200, 624)  # dist"), desk(clk("10:51"), win(log1, ld, local_dist, remote0, (0, 0), t), ext)),
        (code("pyautogui.click(200, 650)  # app.8b21e4.js\npyautogui.keyDown('ctrl')\npyautogui.click(200, 702)  # index.html\npyautogui.keyUp('ctrl')\n"
              "pyautogui.rightClick(200, 702)\npyautogui.click(250, 716)  # Upload"),
         desk(clk("10:51"), win(log1, ld, local_dist, remote0, (2, 0), t, exists, ("app.8b21e4.js", "index.html"),
                                "Selected 2 files. Total size: 248,655 bytes"), ext)),
        (code("pyautogui.click(602, 548)  # Overwrite if source newer\npyautogui.click(1012, 550)  # Apply to current queue only\n"
              "pyautogui.click(1200, 785)  # OK"),
         desk(clk("10:52"), win(log2, ld, local_dist, remote1, (0, 2), t, lsel=("app.8b21e4.js", "index.html"),
                                lsum="Selected 2 files. Total size: 248,655 bytes"), ext)),
        (code("pyautogui.rightClick(1100, 638)  # app.3f9a1c.js\npyautogui.click(1160, 760)  # Delete"),
         desk(clk("10:53"), win(log2, ld, local_dist, remote1, (0, 2), t, confirm, ("app.8b21e4.js", "index.html"),
                                "Selected 2 files. Total size: 248,655 bytes"), ext)),
        (code("pyautogui.click(975, 565)  # Yes"),
         desk(clk("10:53"), win(log3, ld, local_dist, remote2, (0, 2), t, lsel=("app.8b21e4.js", "index.html"),
                                lsum="Selected 2 files. Total size: 248,655 bytes"), ext)),
        (code("pyautogui.hotkey('ctrl', 'd')  # Disconnect"),
         desk(clk("10:54"), win(log4, ld, local_dist, None, (0, 2), lsel=("app.8b21e4.js", "index.html"),
                                lsum="Selected 2 files. Total size: 248,655 bytes"), ext)),
    ]
    rs.add("os", "h53-os-18", sysp(task), turns, state=state)


# ---------------------------------------------------------------- 19 GNOME Settings (bad: a power setting reverts)

def t19(rs: RowSet) -> None:
    task = ("In Settings, make the screen blank after 10 minutes, check the display resolution, switch the clock to AM/PM, review "
            "the region formats and make Google Chrome the default web browser.")
    panels = ["Wi-Fi", "Network", "Bluetooth", "Background", "Appearance", "Notifications", "Search", "Multitasking", "Applications", "Privacy",
              "Online Accounts", "Sharing", "Sound", "Power", "Displays", "Mouse & Touchpad", "Keyboard", "Printers", "Removable Media", "Color",
              "Region & Language", "Accessibility", "Users", "Default Applications", "Date & Time", "About"]

    def win(panel: str, body: list[str]) -> list[str]:
        out = [r("frame", "Settings", pos=(260, 90), size=(1400, 900)),
               r("push-button", "Search", pos=(270, 100), size=(34, 34)), r("heading", panel, pos=(900, 106), size=(300, 24))]
        out += [r("list-item", p, pos=(270, 150 + i * 31), size=(330, 30), desc="selected" if p == panel else "") for i, p in enumerate(panels)]
        return out + body

    def power(blank: str, batt: str, left: str) -> list[str]:
        return [r("label", "Battery", f"Discharging — {left}", pos=(700, 160), size=(800, 22)),
                r("level-bar", "", batt, pos=(700, 190), size=(800, 12)),
                r("label", "", batt, pos=(1460, 160), size=(60, 22)),
                r("heading", "Power Mode", pos=(700, 240), size=(300, 22)),
                r("radio-button", "Performance", pos=(700, 272), size=(800, 50)),
                r("radio-button", "Balanced", desc="checked", pos=(700, 324), size=(800, 50)),
                r("radio-button", "Power Saver", pos=(700, 376), size=(800, 50)),
                r("heading", "Power Saving Options", pos=(700, 450), size=(300, 22)),
                r("label", "Dim Screen", pos=(700, 482), size=(400, 50)), r("toggle-button", "Dim Screen", desc="checked", pos=(1440, 494), size=(50, 26)),
                r("label", "Screen Blank", pos=(700, 534), size=(400, 50)), r("combo-box", "Screen Blank", blank, pos=(1300, 544), size=(190, 32)),
                r("label", "Automatic Power Saver", pos=(700, 586), size=(400, 50)),
                r("label", "", "Enables power saver mode when battery is low.", pos=(700, 610), size=(400, 20)),
                r("toggle-button", "Automatic Power Saver", desc="checked", pos=(1440, 598), size=(50, 26)),
                r("label", "Automatic Suspend", "When on battery power", pos=(700, 638), size=(600, 50)),
                r("heading", "Suspend & Power Button", pos=(700, 712), size=(300, 22)),
                r("combo-box", "Power Button Behavior", "Suspend", pos=(1300, 744), size=(190, 32)),
                r("label", "Show Battery Percentage", pos=(700, 796), size=(400, 50)),
                r("toggle-button", "Show Battery Percentage", pos=(1440, 808), size=(50, 26))]

    displays = [r("push-button", "Built-in display", pos=(900, 160), size=(300, 170)),
                r("label", "", "Built-in display", pos=(700, 360), size=(400, 22)),
                r("combo-box", "Orientation", "Landscape", pos=(1240, 400), size=(250, 32)),
                r("combo-box", "Resolution", "1920 × 1080 (16∶9)", pos=(1240, 450), size=(250, 32)),
                r("combo-box", "Refresh Rate", "60.01 Hz", pos=(1240, 500), size=(250, 32)),
                r("toggle-button", "100%", desc="checked", pos=(1240, 550), size=(60, 32)), r("toggle-button", "125%", pos=(1302, 550), size=(60, 32)),
                r("toggle-button", "150%", pos=(1364, 550), size=(60, 32)), r("toggle-button", "175%", pos=(1426, 550), size=(60, 32)),
                r("label", "Fractional Scaling", "May increase power usage, lower speed, or reduce display sharpness.", pos=(700, 600), size=(600, 40)),
                r("toggle-button", "Fractional Scaling", pos=(1440, 606), size=(50, 26)),
                r("page-tab", "Displays", desc="selected", pos=(860, 106), size=(100, 28)), r("page-tab", "Night Light", pos=(962, 106), size=(110, 28))]

    def datetime(val: str, fmt: str) -> list[str]:
        return [r("label", "Automatic Date & Time", "Requires internet access", pos=(700, 160), size=(600, 50)),
                r("toggle-button", "Automatic Date & Time", desc="checked", pos=(1440, 172), size=(50, 26)),
                r("label", "Automatic Time Zone", "Requires internet access", pos=(700, 212), size=(600, 50)),
                r("toggle-button", "Automatic Time Zone", pos=(1440, 224), size=(50, 26)),
                r("label", "Date & Time", val, pos=(700, 264), size=(800, 50), desc="disabled"),
                r("label", "Time Zone", "CET (Berlin, Germany)", pos=(700, 316), size=(800, 50)),
                r("combo-box", "Time Format", fmt, pos=(1300, 378), size=(190, 32))]

    region = [r("label", "Your Account", "Language and formats used for your account", pos=(700, 160), size=(600, 40)),
              r("label", "Language", "English (United States)", pos=(700, 210), size=(800, 50)),
              r("label", "Formats", "United Kingdom", pos=(700, 262), size=(800, 50)),
              r("label", "Login Screen", "Language and formats used by the login screen", pos=(700, 340), size=(600, 40)),
              r("label", "Language", "English (United States)", pos=(700, 390), size=(800, 50)),
              r("label", "Formats", "United States", pos=(700, 442), size=(800, 50)),
              r("push-button", "Manage Installed Languages", pos=(1240, 520), size=(250, 34))]

    def defaults(web: str) -> list[str]:
        rows = [("Web", web), ("Mail", "Thunderbird Mail"), ("Calendar", "Calendar"), ("Music", "Rhythmbox"), ("Video", "Videos"), ("Photos", "Image Viewer")]
        return [r("combo-box", k, v, pos=(1150, 170 + i * 52), size=(340, 34)) for i, (k, v) in enumerate(rows)]

    wifi = [r("toggle-button", "Wi-Fi", desc="checked", pos=(1440, 106), size=(50, 26)),
            r("label", "Visible Networks", pos=(700, 160), size=(300, 22))] + \
        [r("list-item", n, pos=(700, 190 + i * 52), size=(800, 50), desc=d) for i, (n, d) in enumerate(
            [("Northwind-Office", "Connected"), ("Northwind-Guest", ""), ("FRITZ!Box 7530 HK", ""), ("DIRECT-42-HP LaserJet", ""), ("eduroam", "")])]
    state = desk(clk("11:48"), win("Wi-Fi", wifi), ("Settings",))
    e = ("Settings",)
    turns = [
        (code("pyautogui.click(430, 568)  # Power"), desk(clk("11:48"), win("Power", power("5 minutes", "78 %", "3 hours 41 minutes left")), e)),
        (code("pyautogui.click(1395, 560)  # Screen Blank\npyautogui.click(1395, 640)  # 10 minutes"),
         desk(clk("11:49"), win("Power", power("10 minutes", "78 %", "3 hours 38 minutes left")), e)),
        (code("pyautogui.click(430, 599)  # Displays"), desk(clk("11:50"), win("Displays", displays), e)),
        (code("pyautogui.click(430, 568)  # Power"), desk(clk("11:50"), win("Power", power("5 minutes", "77 %", "3 hours 35 minutes left")), e)),
        (code("pyautogui.click(430, 909)  # Date & Time"), desk(clk("11:52"), win("Date & Time", datetime("14 March 2024, 11:52", "24-hour")), e)),
        (code("pyautogui.click(1395, 394)  # Time Format\npyautogui.click(1395, 450)  # AM / PM"),
         desk(clk("11:53 AM"), win("Date & Time", datetime("14 March 2024, 11:53 AM", "AM / PM")), e)),
        (code("pyautogui.click(430, 785)  # Region & Language"), desk(clk("11:54 AM"), win("Region & Language", region), e)),
        (code("pyautogui.click(430, 878)  # Default Applications"), desk(clk("11:54 AM"), win("Default Applications", defaults("Firefox")), e)),
        (code("pyautogui.click(1320, 187)  # Web\npyautogui.click(1320, 260)  # Google Chrome"),
         desk(clk("11:55 AM"), win("Default Applications", defaults("Google Chrome")), e)),
    ]
    rs.add("os", "h53-os-19", sysp(task), turns, state=state, bad=True, turn=4,
           kind="Screen Blank, set to 10 minutes at turn 2, shows 5 minutes again when the Power panel is reopened at turn 4.")


# ---------------------------------------------------------------- 20 GnuCash (clean)

def t20(rs: RowSet) -> None:
    task = ("In GnuCash (personal.gnucash), record today's Stadtwerke electricity bill of 96.20 paid from Checking, move 500.00 from "
            "Checking to Savings, and save the book.")
    ext = ("GnuCash",)
    leaves = {"Checking Account": 648210, "Savings Account": 1750000, "Cash in Wallet": 33645, "Gas": 14100, "Insurance": 30000,
              "Dining": 19842, "Groceries": 61288, "Electric": 12135, "Internet": 7999, "Water": 8276, "Rent": 237600,
              "Salary": 1240000, "Credit Card": 128471, "Opening Balances": 1454624}
    tree = [("Assets", 0, ["Checking Account", "Savings Account", "Cash in Wallet"]),
            ("Current Assets", 1, ["Checking Account", "Savings Account", "Cash in Wallet"]),
            ("Checking Account", 2, None), ("Savings Account", 2, None), ("Cash in Wallet", 2, None),
            ("Equity", 0, ["Opening Balances"]), ("Opening Balances", 1, None),
            ("Expenses", 0, ["Gas", "Insurance", "Dining", "Groceries", "Electric", "Internet", "Water", "Rent"]),
            ("Auto", 1, ["Gas", "Insurance"]), ("Gas", 2, None), ("Insurance", 2, None), ("Dining", 1, None), ("Groceries", 1, None),
            ("Rent", 1, None), ("Utilities", 1, ["Electric", "Internet", "Water"]), ("Electric", 2, None), ("Internet", 2, None), ("Water", 2, None),
            ("Income", 0, ["Salary"]), ("Salary", 1, None), ("Liabilities", 0, ["Credit Card"]), ("Credit Card", 1, None)]
    desc = {"Checking Account": "Sparkasse Giro", "Savings Account": "ING Tagesgeld", "Credit Card": "Visa ****4417", "Salary": "Northwind Labs GmbH"}

    def money(c: int) -> str:
        return f"${c / 100:,.2f}"

    def accounts(bal: dict[str, int]) -> list[str]:
        out = [r("column-header", h, pos=(x, 150), size=(w, 24)) for h, x, w in (("Account Name", 90, 600), ("Description", 690, 500), ("Total (USD)", 1190, 300))]
        y = 176
        for name, depth, kids in tree:
            v = sum(bal[k] for k in kids) if kids else bal[name]
            out += [r("tree-item", name, pos=(90 + depth * 20, y), size=(600 - depth * 20, 24), desc="expanded" if kids else ""),
                    r("table-cell", "", desc.get(name, ""), pos=(690, y), size=(500, 24)),
                    r("table-cell", "", money(v), pos=(1190, y), size=(300, 24))]
            y += 26
        return out

    def grand(bal: dict[str, int]) -> str:
        assets = sum(bal[k] for k in ("Checking Account", "Savings Account", "Cash in Wallet"))
        exp = sum(bal[k] for k in ("Gas", "Insurance", "Dining", "Groceries", "Electric", "Internet", "Water", "Rent"))
        return f"Grand Total: Net Assets: {money(assets - bal['Credit Card'])}   Profits: {money(bal['Salary'] - exp)}"

    txns = [("02/26/2024", "1038", "Hausverwaltung Keller – rent March", "Expenses:Rent", "c", 0, 118800),
            ("02/28/2024", "", "Transfer to savings", "Assets:Current Assets:Savings Account", "c", 0, 100000),
            ("03/01/2024", "", "Salary March", "Income:Salary", "c", 620000, 0),
            ("03/03/2024", "1039", "Vodafone – internet", "Expenses:Utilities:Internet", "c", 0, 3999),
            ("03/05/2024", "1040", "REWE", "Expenses:Groceries", "n", 0, 8614),
            ("03/07/2024", "1041", "Allianz car insurance Q1", "Expenses:Auto:Insurance", "n", 0, 30000),
            ("03/09/2024", "", "ATM withdrawal", "Assets:Current Assets:Cash in Wallet", "n", 0, 20000),
            ("03/12/2024", "1042", "Berliner Wasserbetriebe", "Expenses:Utilities:Water", "n", 0, 8276)]
    elec = ("03/14/2024", "1043", "Stadtwerke electricity March", "Expenses:Utilities:Electric", "n", 0, 9620)
    save = ("03/14/2024", "", "Monthly savings", "Assets:Current Assets:Savings Account", "n", 0, 50000)
    start = 648210 - sum(d - w for *_, d, w in txns)

    def register(rows: list[tuple[str, str, str, str, str, int, int]]) -> list[str]:
        heads = [("Date", 90, 110), ("Num", 200, 60), ("Description", 260, 480), ("Transfer", 740, 420), ("R", 1160, 30),
                 ("Deposit", 1190, 160), ("Withdrawal", 1350, 160), ("Balance", 1510, 180)]
        out = [r("column-header", h, pos=(x, 150), size=(w, 24)) for h, x, w in heads]
        bal, y = start, 176
        for date, num, d, tr, rec, dep, wd in rows:
            bal += dep - wd
            vals = [date, num, d, tr, rec, f"{dep / 100:,.2f}" if dep else "", f"{wd / 100:,.2f}" if wd else "", money(bal)]
            out += [r("table-cell", "", v, pos=(x, y), size=(w, 24)) for v, (_, x, w) in zip(vals, heads)]
            y += 26
        out += [r("table-cell", "", v, pos=(x, y), size=(w, 24)) for v, (_, x, w) in zip(["03/14/2024", "", "", "", "n", "", "", ""], heads)]
        return out

    def win(tab: str, dirty: bool, body: list[str], bal: dict[str, int], dialog: list[str] | None = None) -> list[str]:
        out = [r("frame", f"{'*' if dirty else ''}personal.gnucash - {tab} - GnuCash", pos=(70, 27), size=(1850, 1053))]
        out += [r("menu", m, pos=(76 + i * 76, 56), size=(72, 24)) for i, m in
                enumerate(["File", "Edit", "View", "Transaction", "Actions", "Business", "Reports", "Tools", "Windows", "Help"])]
        out += [r("push-button", b, pos=(80 + i * 70, 88), size=(66, 50)) for i, b in
                enumerate(["Save", "Close", "Open", "Edit", "New", "Delete", "Transfer"])]
        out += [r("page-tab", "Accounts", pos=(80, 142), size=(140, 28), desc="selected" if tab == "Accounts" else "")]
        if tab != "Accounts" or "Checking Account" in opened:
            out.append(r("page-tab", "Checking Account", pos=(222, 142), size=(180, 28), desc="selected" if tab == "Checking Account" else ""))
        out += body
        out.append(r("label", "", grand(bal), pos=(80, 1052), size=(900, 20)))
        return out + (dialog or [])

    opened: list[str] = []
    b0 = dict(leaves)
    b1 = dict(b0)
    b1["Checking Account"] -= 9620
    b1["Electric"] += 9620
    b2 = dict(b1)
    b2["Checking Account"] -= 50000
    b2["Savings Account"] += 50000
    transfer = [r("dialog", "Transfer Funds", pos=(560, 200), size=(800, 660)),
                r("spin-button", "Amount:", "0.00", pos=(700, 250), size=(200, 28)),
                r("entry", "Date:", "03/14/2024", pos=(700, 286), size=(200, 28)),
                r("entry", "Num:", "", pos=(700, 322), size=(200, 28)), r("entry", "Description:", "", pos=(700, 358), size=(600, 28)),
                r("entry", "Memo:", "", pos=(700, 394), size=(600, 28)),
                r("label", "Transfer From", pos=(590, 440), size=(300, 22)), r("label", "Transfer To", pos=(980, 440), size=(300, 22))] + \
        [r("tree-item", a, pos=(590 + col * 390, 470 + i * 26), size=(360, 24), desc="selected" if (a == "Checking Account" and col == 0) else "")
         for col in (0, 1) for i, a in enumerate(["Assets", "Current Assets", "Checking Account", "Savings Account", "Cash in Wallet", "Equity",
                                                  "Opening Balances", "Liabilities", "Credit Card"])] + \
        [r("check-box", "Show Income/Expense", pos=(590, 720), size=(200, 24)), r("check-box", "Show Income/Expense", pos=(980, 720), size=(200, 24)),
         r("push-button", "Cancel", pos=(1140, 800), size=(90, 32)), r("push-button", "OK", pos=(1240, 800), size=(90, 32))]
    state = desk(clk("19:12"), win("Accounts", False, accounts(b0), b0), ext)
    turns = []
    opened.append("Checking Account")
    turns += [
        (code("pyautogui.doubleClick(200, 228)  # Checking Account"), desk(clk("19:12"), win("Checking Account", False, register(txns), b0), ext)),
        (code("pyautogui.click(230, 410)  # blank transaction\npyautogui.press('tab')\npyautogui.write('1043')\npyautogui.press('tab')\n"
              "pyautogui.write('Stadtwerke electricity March')\npyautogui.press('tab')\npyautogui.write('Expenses:Utilities:Electric')\n"
              "pyautogui.press('tab')\npyautogui.press('tab')\npyautogui.press('tab')\npyautogui.write('96.20')\npyautogui.press('enter')"),
         desk(clk("19:14"), win("Checking Account", True, register(txns + [elec]), b1), ext)),
        (code("pyautogui.click(150, 156)  # Accounts tab"), desk(clk("19:14"), win("Accounts", True, accounts(b1), b1), ext)),
        (code("pyautogui.hotkey('ctrl', 't')  # Transfer…"), desk(clk("19:15"), win("Accounts", True, accounts(b1), b1, transfer), ext)),
        (code("pyautogui.tripleClick(800, 264)\npyautogui.write('500.00')\npyautogui.click(1000, 372)\npyautogui.write('Monthly savings')\n"
              "pyautogui.click(700, 522)  # From: Checking Account\npyautogui.click(1090, 548)  # To: Savings Account\npyautogui.click(1285, 816)  # OK"),
         desk(clk("19:16"), win("Accounts", True, accounts(b2), b2), ext)),
        (code("pyautogui.hotkey('ctrl', 's')"), desk(clk("19:16"), win("Accounts", False, accounts(b2), b2), ext)),
        (code("pyautogui.click(310, 156)  # Checking Account tab"),
         desk(clk("19:17"), win("Checking Account", False, register(txns + [elec, save]), b2), ext)),
    ]
    rs.add("os", "h53-os-20", sysp(task), turns, state=state)


# ---------------------------------------------------------------- 21 Thunderbird address book (bad: a mailing-list member disappears)

def t21(rs: RowSet) -> None:
    task = ("In Thunderbird's Address Book, add Lena Vogt (lena.vogt@studio-kern.de, Studio Kern) to the Personal Address Book and "
            "to the 'Design Team' mailing list.")
    personal = [("Ana Souza", "ana.souza@studio-kern.de"), ("Ben Okafor", "ben.okafor@northwind-labs.com"), ("Carla Mendes", "carla@mendes-arch.pt"),
                ("Daniel Fischer", "d.fischer@lumen-partners.com"), ("Design Team", ""), ("Felix Brandt", "felix.brandt@studio-kern.de"),
                ("Hye-jin Park", "hyejin.park@studio-kern.de"), ("Jonas Weber", "jonas.weber@northwind-labs.com"),
                ("Marco Ricci", "marco.ricci@studio-kern.de"), ("Nadia Haddad", "nadia.haddad@northwind-labs.com"),
                ("Priya Raman", "priya.raman@northwind-labs.com"), ("Sofia Lindqvist", "sofia.lindqvist@lumen-partners.com"),
                ("Tomás Ortega", "tomas.ortega@studio-kern.de")]
    collected = [("Atlassian", "no-reply@am.atlassian.com"), ("Figma Billing", "billing@figma.com"), ("GitHub", "notifications@github.com"),
                 ("Hetzner Online GmbH", "billing@hetzner.com")]
    lena = ("Lena Vogt", "lena.vogt@studio-kern.de")
    team = [p for p in personal if p[0] in ("Ana Souza", "Felix Brandt", "Hye-jin Park", "Marco Ricci", "Tomás Ortega")]

    def book(sel: str, rows: list[tuple[str, str]], detail: list[str], dialog: list[str] | None = None) -> list[str]:
        out = [r("frame", "Address Book - Mozilla Thunderbird", pos=(70, 27), size=(1850, 1053)),
               r("page-tab", "Inbox", pos=(150, 36), size=(240, 34)), r("page-tab", "Address Book", pos=(396, 36), size=(240, 34), desc="selected"),
               r("push-button", "New Address Book", pos=(90, 80), size=(150, 30)), r("push-button", "New Contact", pos=(246, 80), size=(110, 30)),
               r("push-button", "New List", pos=(362, 80), size=(90, 30)), r("push-button", "Import", pos=(458, 80), size=(80, 30))]
        for i, (n, d) in enumerate([("All Address Books", 0), ("Personal Address Book", 0), ("Design Team", 1), ("Collected Addresses", 0)]):
            out.append(r("tree-item", n, pos=(90 + d * 18, 130 + i * 30), size=(280 - d * 18, 28), desc="selected" if n == sel else ""))
        out.append(r("entry", f"Search {sel}", "", pos=(400, 124), size=(520, 30)))
        y = 166
        for n, e in rows:
            out += [r("list-item", n, e if e else "Mailing List", pos=(400, y), size=(520, 46))]
            y += 48
        return out + detail + (dialog or [])

    def card(name: str, email: str, org: str) -> list[str]:
        return [r("heading", name, pos=(960, 140), size=(600, 34)), r("label", "", email, pos=(960, 178), size=(600, 22)),
                r("push-button", "Write", pos=(960, 214), size=(80, 30)), r("push-button", "Event", pos=(1046, 214), size=(80, 30)),
                r("push-button", "Search", pos=(1132, 214), size=(80, 30)), r("push-button", "Edit", pos=(1800, 214), size=(80, 30)),
                r("heading", "Email Addresses", pos=(960, 270), size=(300, 22)), r("label", "Primary", email, pos=(960, 300), size=(600, 22)),
                r("heading", "Organization", pos=(960, 350), size=(300, 22)), r("label", "", org, pos=(960, 380), size=(600, 22))]

    form = [r("heading", "New Contact", pos=(960, 140), size=(600, 34)),
            r("entry", "First Name", "", pos=(960, 200), size=(300, 30)), r("entry", "Last Name", "", pos=(1280, 200), size=(300, 30)),
            r("entry", "Display Name", "", pos=(960, 250), size=(620, 30)), r("check-box", "Prefer display name over message header", desc="checked", pos=(960, 286), size=(360, 24)),
            r("entry", "Nickname", "", pos=(960, 330), size=(620, 30)),
            r("heading", "Email Addresses", pos=(960, 380), size=(300, 22)), r("entry", "Email Address", "", pos=(960, 410), size=(520, 30)),
            r("heading", "Organization", pos=(960, 470), size=(300, 22)), r("entry", "Title", "", pos=(960, 500), size=(300, 30)),
            r("entry", "Department", "", pos=(1280, 500), size=(300, 30)), r("entry", "Organization", "", pos=(960, 540), size=(620, 30)),
            r("push-button", "Cancel", pos=(1700, 1000), size=(90, 32)), r("push-button", "Save", pos=(1800, 1000), size=(90, 32))]

    def listdlg(members: list[str]) -> list[str]:
        out = [r("dialog", "Mailing List", pos=(620, 240), size=(680, 600)),
               r("combo-box", "Add to:", "Personal Address Book", pos=(760, 280), size=(400, 28), desc="disabled"),
               r("entry", "List Name:", "Design Team", pos=(760, 320), size=(500, 28)),
               r("entry", "List Nickname:", "design", pos=(760, 356), size=(500, 28)),
               r("entry", "Description:", "Studio Kern – external design team", pos=(760, 392), size=(500, 28)),
               r("label", "", "Type email addresses to add them to the mailing list:", pos=(650, 440), size=(600, 20))]
        out += [r("entry", "", m, pos=(650, 470 + i * 30), size=(620, 28)) for i, m in enumerate(members + [""])]
        return out + [r("push-button", "Cancel", pos=(1090, 790), size=(90, 32)), r("push-button", "OK", pos=(1190, 790), size=(90, 32))]

    allb = sorted(personal + collected)
    pers2 = sorted(personal + [lena])
    fmt = [f"{n} <{e}>" for n, e in team]
    after = [p for p in sorted(team + [lena]) if p[0] != "Hye-jin Park"]
    mail = [r("frame", "Inbox - Mozilla Thunderbird", pos=(70, 27), size=(1850, 1053)), r("page-tab", "Inbox", pos=(150, 36), size=(240, 34), desc="selected"),
            r("push-button", "Get Messages", pos=(90, 80), size=(118, 30)), r("push-button", "New Message", pos=(214, 80), size=(116, 30)),
            r("push-button", "Address Book", pos=(1690, 80), size=(120, 30)),
            r("tree-item", "maria.keller@northwind-labs.com", pos=(90, 126), size=(300, 28)), r("tree-item", "Inbox (11)", pos=(108, 156), size=(282, 28), desc="selected"),
            r("table-cell", "", "[northwind/api-gateway] Run failed: CI - main (8e41c2a)", pos=(420, 190), size=(760, 26), desc="Unread"),
            r("table-cell", "", "GitHub", pos=(1180, 190), size=(360, 26)), r("table-cell", "", "9:08 AM", pos=(1540, 190), size=(360, 26))]
    state = desk(clk("09:40"), mail)
    turns = [
        (code("pyautogui.hotkey('ctrl', 'shift', 'b')"), desk(clk("09:40"), book("All Address Books", allb, []))),
        (code("pyautogui.click(200, 204)  # Design Team"), desk(clk("09:41"), book("Design Team", team, []))),
        (code("pyautogui.click(230, 174)  # Personal Address Book\npyautogui.click(300, 95)  # New Contact"),
         desk(clk("09:41"), book("Personal Address Book", personal, form))),
        (code("pyautogui.click(1110, 215)\npyautogui.write('Lena')\npyautogui.click(1430, 215)\npyautogui.write('Vogt')\n"
              "pyautogui.click(1220, 425)\npyautogui.write('lena.vogt@studio-kern.de')\npyautogui.click(1270, 555)\npyautogui.write('Studio Kern')\n"
              "pyautogui.click(1845, 1016)  # Save"),
         desk(clk("09:42"), book("Personal Address Book", pers2, card("Lena Vogt", lena[1], "Studio Kern")))),
        (code("pyautogui.rightClick(200, 204)  # Design Team\npyautogui.click(260, 290)  # Properties"),
         desk(clk("09:43"), book("Personal Address Book", pers2, card("Lena Vogt", lena[1], "Studio Kern"), listdlg(fmt)))),
        (code("pyautogui.click(960, 634)  # empty member row\npyautogui.write('Lena Vogt <lena.vogt@studio-kern.de>')\npyautogui.click(1235, 806)  # OK"),
         desk(clk("09:43"), book("Personal Address Book", pers2, card("Lena Vogt", lena[1], "Studio Kern")))),
        (code("pyautogui.click(200, 204)  # Design Team"), desk(clk("09:44"), book("Design Team", after, []))),
    ]
    rs.add("os", "h53-os-21", sysp(task), turns, state=state, bad=True, turn=7,
           kind="After only Lena Vogt was added, the Design Team list shows 5 members and Hye-jin Park, a member at turns 2 and 5, is gone.")


# ---------------------------------------------------------------- 22 Gufw firewall (bad: the top-bar clock runs backwards)

def t22(rs: RowSet) -> None:
    task = ("In Gufw, on the Home profile allow TCP port 3000 for Grafana, remove the 'Postgres LAN' rule, check the log and the "
            "listening report, and compare with the Office profile.")
    ext = ("Firewall Configuration",)
    home0 = [("22/tcp ALLOW IN Anywhere", "SSH"), ("80,443/tcp ALLOW IN Anywhere", "Apache Full"), ("5432/tcp ALLOW IN 192.168.1.0/24", "Postgres LAN"),
             ("22/tcp (v6) ALLOW IN Anywhere (v6)", "SSH"), ("80,443/tcp (v6) ALLOW IN Anywhere (v6)", "Apache Full")]
    home1 = home0[:3] + [("3000/tcp ALLOW IN Anywhere", "Grafana")] + home0[3:] + [("3000/tcp (v6) ALLOW IN Anywhere (v6)", "Grafana")]
    home2 = [x for x in home1 if x[1] != "Postgres LAN"]
    office = [("22/tcp ALLOW IN 10.20.0.0/16", "SSH office VPN"), ("631/tcp ALLOW IN 10.20.8.0/24", "CUPS printers")]
    log0 = ["2024-02-19 20:30:12  ufw enable", "2024-02-19 20:30:40  ufw allow in proto tcp from any to any port 22 comment 'SSH'",
            "2024-02-19 20:31:44  ufw allow in proto tcp from any to any port 80,443 comment 'Apache Full'",
            "2024-03-02 09:14:05  ufw allow in proto tcp from 192.168.1.0/24 to any port 5432 comment 'Postgres LAN'"]
    log1 = log0 + ["2024-03-14 16:43:52  ufw allow in proto tcp from any to any port 3000 comment 'Grafana'"]
    log2 = log1 + ["2024-03-14 16:45:10  ufw --force delete 3"]

    def win(profile: str, incoming: str, tab: str, body: list[str], dialog: list[str] | None = None) -> list[str]:
        out = [r("frame", "Firewall", pos=(560, 140), size=(800, 800)),
               r("menu", "File", pos=(566, 170), size=(50, 24)), r("menu", "Edit", pos=(616, 170), size=(50, 24)), r("menu", "Help", pos=(666, 170), size=(50, 24)),
               r("combo-box", "Profile:", profile, pos=(760, 210), size=(240, 30)),
               r("toggle-button", "Status:", desc="checked", pos=(760, 250), size=(50, 26)),
               r("combo-box", "Incoming:", incoming, pos=(760, 290), size=(240, 30)),
               r("combo-box", "Outgoing:", "Allow", pos=(760, 330), size=(240, 30))]
        out += [r("page-tab", t, pos=(580 + i * 90, 390), size=(88, 28), desc="selected" if t == tab else "") for i, t in enumerate(["Rules", "Report", "Log"])]
        return out + body + (dialog or [])

    def rules(rows: list[tuple[str, str]], sel: int | None = None) -> list[str]:
        out = [r("column-header", h, pos=(x, 430), size=(w, 24)) for h, x, w in (("№", 580, 40), ("Rule", 620, 440), ("Name", 1060, 280))]
        y = 456
        for i, (rule, name) in enumerate(rows, 1):
            d = "selected" if i == sel else ""
            out += [r("table-cell", "", str(i), pos=(580, y), size=(40, 24), desc=d), r("table-cell", "", rule, pos=(620, y), size=(440, 24)),
                    r("table-cell", "", name, pos=(1060, y), size=(280, 24))]
            y += 26
        return out + [r("push-button", "Add a rule…", pos=(580, 900), size=(30, 28)), r("push-button", "Remove the selected rule", pos=(612, 900), size=(30, 28)),
                      r("push-button", "Edit the selected rule", pos=(644, 900), size=(30, 28))]

    def logview(lines: list[str]) -> list[str]:
        return [r("text", "Log", "\n".join(lines), pos=(580, 430), size=(760, 460)),
                r("push-button", "Copy log", pos=(580, 900), size=(30, 28)), r("push-button", "Remove log", pos=(612, 900), size=(30, 28))]

    report = [r("column-header", h, pos=(x, 430), size=(w, 24)) for h, x, w in
              (("№", 580, 40), ("Protocol", 620, 100), ("Port", 720, 100), ("Address", 820, 200), ("Application", 1020, 320))]
    y = 456
    for i, row in enumerate([("TCP", "22", "*", "sshd"), ("TCP", "3000", "*", "grafana"), ("TCP", "5432", "127.0.0.1", "postgres"),
                             ("TCP", "631", "127.0.0.1", "cupsd"), ("TCP", "53", "127.0.0.53", "systemd-resolve"),
                             ("UDP", "5353", "*", "avahi-daemon: running"), ("UDP", "68", "*", "NetworkManager")], 1):
        report += [r("table-cell", "", v, pos=(x, y), size=(w, 24)) for v, x, w in
                   zip((str(i),) + row, (580, 620, 720, 820, 1020), (40, 100, 100, 200, 320))]
        y += 26
    report.append(r("check-box", "Show as server script", pos=(580, 904), size=(200, 24)))

    def add(tab: str, name: str = "", port: str = "", proto: str = "Both") -> list[str]:
        out = [r("dialog", "Firewall: Add Rule", pos=(620, 300), size=(680, 420))]
        out += [r("page-tab", t, pos=(640 + i * 110, 330), size=(108, 28), desc="selected" if t == tab else "") for i, t in
                enumerate(["Preconfigured", "Simple", "Advanced"])]
        if tab == "Preconfigured":
            out += [r("combo-box", "Policy:", "Allow", pos=(800, 380), size=(200, 28)), r("combo-box", "Direction:", "In", pos=(800, 416), size=(200, 28)),
                    r("combo-box", "Category:", "All", pos=(800, 452), size=(200, 28)), r("combo-box", "Subcategory:", "All", pos=(800, 488), size=(200, 28)),
                    r("combo-box", "Application:", "", pos=(800, 524), size=(400, 28))]
        else:
            out += [r("entry", "Name:", name, pos=(800, 380), size=(400, 28)), r("combo-box", "Policy:", "Allow", pos=(800, 416), size=(200, 28)),
                    r("combo-box", "Direction:", "In", pos=(800, 452), size=(200, 28)), r("combo-box", "Protocol:", proto, pos=(800, 488), size=(200, 28)),
                    r("entry", "Port:", port, pos=(800, 524), size=(200, 28))]
        return out + [r("push-button", "Close", pos=(1090, 670), size=(90, 32)), r("push-button", "Add", pos=(1190, 670), size=(90, 32))]

    home, off, deny = "Home", "Office", "Deny"
    state = desk(clk("16:41"), win(home, deny, "Rules", rules(home0)), ext)
    turns = [
        (code("pyautogui.click(804, 404)  # Log"), desk(clk("16:42"), win(home, deny, "Log", logview(log0)), ext)),
        (code("pyautogui.click(624, 404)  # Rules\npyautogui.click(595, 914)  # Add a rule…"),
         desk(clk("16:42"), win(home, deny, "Rules", rules(home0), add("Preconfigured")), ext)),
        (code("pyautogui.click(804, 344)  # Simple"), desk(clk("16:43"), win(home, deny, "Rules", rules(home0), add("Simple")), ext)),
        (code("pyautogui.click(1000, 394)\npyautogui.write('Grafana')\npyautogui.click(900, 502)  # Protocol\npyautogui.click(900, 560)  # TCP\n"
              "pyautogui.click(900, 538)\npyautogui.write('3000')\npyautogui.click(1235, 686)  # Add"),
         desk(clk("16:43"), win(home, deny, "Rules", rules(home1), add("Simple", "Grafana", "3000", "TCP")), ext)),
        (code("pyautogui.click(1135, 686)  # Close"), desk(clk("16:44"), win(home, deny, "Rules", rules(home1)), ext)),
        (code("pyautogui.click(804, 404)  # Log"), desk(clk("16:44"), win(home, deny, "Log", logview(log1)), ext)),
        (code("pyautogui.click(624, 404)  # Rules\npyautogui.click(800, 520)  # rule 3 (Postgres LAN)\npyautogui.click(627, 914)  # Remove the selected rule"),
         desk(clk("16:45"), win(home, deny, "Rules", rules(home2)), ext)),
        (code("pyautogui.click(804, 404)  # Log"), desk(clk("16:41"), win(home, deny, "Log", logview(log2)), ext)),
        (code("pyautogui.click(714, 404)  # Report"), desk(clk("16:46"), win(home, deny, "Report", report), ext)),
        (code("pyautogui.click(624, 404)  # Rules\npyautogui.click(880, 225)  # Profile\npyautogui.click(880, 290)  # Office"),
         desk(clk("16:46"), win(off, deny, "Rules", rules(office)), ext)),
        (code("pyautogui.click(880, 225)  # Profile\npyautogui.click(880, 260)  # Home"),
         desk(clk("16:47"), win(home, deny, "Rules", rules(home2)), ext)),
    ]
    rs.add("os", "h53-os-22", sysp(task), turns, state=state, bad=True, turn=8,
           kind="The top-bar clock shows 16:41 at turn 8, earlier than the 16:45 shown at turn 7 and than the 16:45:10 log entry on the same screen.")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for make in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        make(rs)
    rs.write()


if __name__ == "__main__":
    main()
