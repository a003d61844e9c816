# ruff: noqa: E501
"""holdout6, os domain: 22 hand-written desktop (Ubuntu GNOME) trajectories for the decoherence warnings.

Written from knowledge of how real GNOME / LibreOffice / Thunderbird / Chrome / VLC / System Monitor
screens read as OSWorld-style linearized accessibility trees, WITHOUT reading the detectors, their rules
or tests, or any earlier labeled set. 11 trajectories carry exactly one contradiction (labelled turn and
kind); 11 are clean but full of legitimate changes (time zones, 12-hour clocks crossing noon, undo,
re-sorting, restarts with new PIDs, counters that follow the agent's own actions, progress bars).

Run: .venv/bin/python -m tests.decoherence.independent.holdout6_parts.os.make
(writes os_test.jsonl and labels.json next to this file).
"""

from __future__ import annotations

import subprocess
from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, code

HERE = Path(__file__).resolve().parent
UPSTREAM = Path("/work/.mirror/QwenLM+Qwen-AgentWorld/repo")
HDR = "tag\tname\ttext\tclass\tdescription\tposition (top-left x&y)\tsize (w&h)"

_FALLBACK_SYSTEM = ("# Role and Objective\n\nYou are a **Desktop World Model** — a precise simulator of computer-use "
                    "interactions. Your task is to predict the exact next desktop accessibility-tree state after an "
                    "action is executed. Provide the final predicted desktop state wrapped strictly within the "
                    "<predicted_observation></predicted_observation> tags.")


def _system() -> str:
    try:
        return subprocess.run(["git", "-C", str(UPSTREAM), "show", "HEAD:prompts/os/system_prompt.txt"],
                              capture_output=True, text=True, check=True).stdout
    except Exception:  # noqa: BLE001 - the mirror is optional; rows stay deterministic either way
        return _FALLBACK_SYSTEM


SYSTEM = _system()

DOCK = ["Google Chrome", "Thunderbird Mail", "Visual Studio Code", "VLC media player", "LibreOffice Writer",
        "LibreOffice Calc", "LibreOffice Impress", "GNU Image Manipulation Program", "Files", "Ubuntu Software",
        "Help", "Trash"]


def N(tag: str, name: str = "", text: str = "", pos: tuple[int, int] = (0, 0), size: tuple[int, int] = (0, 0),
      desc: str = "") -> str:
    """One linearized a11y row (empty text is written as "" like OSWorld does)."""
    t = text if text else '""'
    return f"{tag}\t{name}\t{t}\t\t{desc}\t({pos[0]}, {pos[1]})\t({size[0]}, {size[1]})"


def desk(clock: str, body: list[str], dock: bool = True) -> str:
    out = [HDR, N("label", "Activities", "Activities", (0, 0), (94, 27)),
           N("label", "", clock, (905, 0), (110, 27)), N("menu", "System", "", (1845, 0), (75, 27))]
    out += body
    if dock:
        out += [N("push-button", app, "", (0, 33 + 68 * i), (70, 64)) for i, app in enumerate(DOCK)]
        out.append(N("toggle-button", "Show Applications", "", (0, 1013), (70, 64)))
    return "\n".join(out)


def win(title: str, x: int = 70, y: int = 27, w: int = 1850, h: int = 1053) -> list[str]:
    return [N("frame", title, "", (x, y), (w, h)),
            N("push-button", "Minimize", "", (x + w - 126, y + 8), (36, 30)),
            N("push-button", "Maximize", "", (x + w - 84, y + 8), (36, 30)),
            N("push-button", "Close", "", (x + w - 42, y + 8), (36, 30))]


def py(*lines: str) -> str:
    return code("import pyautogui\nimport time\n" + "\n".join(lines))


RS = RowSet(HERE)


def add(n: int, instr: str, state: str, turns: list[tuple[str, str]], *, bad_turn: int | None = None,
        kind: str = "clean") -> None:
    """Like RowSet.add, but turn 1 also carries the task instruction (the official os prompts do)."""
    tid = f"h6-os-{n:02d}"
    assert 6 <= len(turns) <= 12, (tid, len(turns))
    assert tid not in RS.labels
    assert bad_turn is None or 2 <= bad_turn <= len(turns), tid
    prompts, responses = [], []
    for i, (action, obs) in enumerate(turns, 1):
        head = f"### Turn {i}\n"
        if i == 1:
            head += f"**Task Instruction:**\n{instr}\n\n**Current State:**\n{state}\n\n"
        prompts.append(head + f"**Action:**\n{action}")
        responses.append(f"<predicted_observation>\n{obs}\n</predicted_observation>")
    total = len(turns)
    for k in range(1, total + 1):
        RS.rows.setdefault("os", []).append({
            "task": "os", "id": tid, "system_str": SYSTEM, "prompt": prompts, "response": responses,
            "current_prompt": prompts[k - 1], "turn_idx": k, "total_turns": total})
    RS.labels[tid] = {"domain": "os", "bad": bad_turn is not None, "turn": bad_turn, "kind": kind}


# ---------------------------------------------------------------------------------------------------------
# 01 (bad): GNOME Settings, wired connection DNS: the IPv4 tab later shows a different second server.
def t01() -> None:
    def network(clock: str, on: bool = True) -> str:
        body = win("Settings") + [
            N("list-item", "Network", "Network", (80, 130), (300, 44)),
            N("label", "Wired", "Wired", (460, 120), (60, 20)),
            N("label", "", "Connected - 1000 Mb/s" if on else "Off", (460, 170), (300, 20)),
            N("toggle-button", "Wired", "", (1360, 162), (48, 26), "checked" if on else ""),
            N("push-button", "Wired options", "", (1420, 160), (34, 34)),
            N("label", "VPN", "VPN", (460, 260), (40, 20)),
            N("push-button", "Add", "", (1420, 254), (34, 34)),
            N("label", "Network Proxy", "Network Proxy", (460, 360), (140, 20)),
            N("label", "", "Off", (1330, 360), (30, 20))]
        return desk(clock, body)

    def dlg_details(clock: str, dns: str) -> str:
        body = win("Settings") + [
            N("dialog", "Wired", "", (610, 190), (700, 700)),
            N("page-tab", "Details", "", (640, 250), (80, 34), "selected"),
            N("page-tab", "Identity", "", (730, 250), (80, 34)),
            N("page-tab", "IPv4", "", (820, 250), (60, 34)),
            N("page-tab", "IPv6", "", (890, 250), (60, 34)),
            N("page-tab", "Security", "", (960, 250), (80, 34)),
            N("label", "Link speed", "1000 Mb/s", (660, 310), (400, 20)),
            N("label", "IPv4 Address", "192.168.40.117", (660, 345), (400, 20)),
            N("label", "IPv6 Address", "fe80::5054:ff:fe8a:3e19", (660, 380), (400, 20)),
            N("label", "Hardware Address", "52:54:00:8A:3E:19", (660, 415), (400, 20)),
            N("label", "Default Route", "192.168.40.1", (660, 450), (400, 20)),
            N("label", "DNS4", dns, (660, 485), (400, 20)),
            N("check-box", "Connect automatically", "", (660, 560), (220, 24), "checked"),
            N("check-box", "Make available to other users", "", (660, 595), (260, 24), "checked"),
            N("push-button", "Remove Connection Profile", "", (660, 820), (240, 34)),
            N("push-button", "Cancel", "", (630, 200), (80, 34)),
            N("push-button", "Apply", "", (1210, 200), (80, 34), "insensitive")]
        return desk(clock, body)

    def dlg_ipv4(clock: str, auto_dns: bool, dns_text: str, apply_on: bool) -> str:
        body = win("Settings") + [
            N("dialog", "Wired", "", (610, 190), (700, 700)),
            N("page-tab", "Details", "", (640, 250), (80, 34)),
            N("page-tab", "Identity", "", (730, 250), (80, 34)),
            N("page-tab", "IPv4", "", (820, 250), (60, 34), "selected"),
            N("page-tab", "IPv6", "", (890, 250), (60, 34)),
            N("page-tab", "Security", "", (960, 250), (80, 34)),
            N("radio-button", "Automatic (DHCP)", "", (660, 320), (170, 24), "checked"),
            N("radio-button", "Link-Local Only", "", (850, 320), (150, 24)),
            N("radio-button", "Manual", "", (660, 355), (90, 24)),
            N("radio-button", "Disable", "", (850, 355), (90, 24)),
            N("label", "DNS", "DNS", (660, 420), (40, 20)),
            N("toggle-button", "Automatic", "", (1220, 415), (48, 26), "checked" if auto_dns else ""),
            N("entry", "DNS", dns_text, (660, 450), (610, 34)),
            N("label", "", "Separate IP addresses with commas", (660, 490), (300, 18)),
            N("label", "Routes", "Routes", (660, 540), (60, 20)),
            N("toggle-button", "Automatic", "", (1220, 535), (48, 26), "checked"),
            N("check-box", "Use this connection only for resources on its network", "", (660, 760), (460, 24)),
            N("push-button", "Cancel", "", (630, 200), (80, 34)),
            N("push-button", "Apply", "", (1210, 200), (80, 34), "" if apply_on else "insensitive")]
        return desk(clock, body)

    add(1, "Use Cloudflare (1.1.1.1) and Quad9 (9.9.9.9) as DNS servers for the wired connection instead of the DHCP-provided ones.",
        network("Oct 9  10:41"), [
            (py("pyautogui.click(1437, 177)"), dlg_details("Oct 9  10:41", "192.168.40.1")),
            (py("pyautogui.click(850, 267)"), dlg_ipv4("Oct 9  10:41", True, "", False)),
            (py("pyautogui.click(1244, 428)"), dlg_ipv4("Oct 9  10:42", False, "", True)),
            (py("pyautogui.click(965, 467)", "pyautogui.write('1.1.1.1, 9.9.9.9')"), dlg_ipv4("Oct 9  10:42", False, "1.1.1.1, 9.9.9.9", True)),
            (py("pyautogui.click(1250, 217)", "time.sleep(1)"), network("Oct 9  10:42")),
            (py("pyautogui.click(1384, 175)", "time.sleep(2)"), network("Oct 9  10:43", on=False)),
            (py("pyautogui.click(1384, 175)", "time.sleep(4)"), network("Oct 9  10:43")),
            (py("pyautogui.click(1437, 177)"), dlg_details("Oct 9  10:43", "1.1.1.1 9.9.9.9")),
            (py("pyautogui.click(850, 267)"), dlg_ipv4("Oct 9  10:44", False, "1.1.1.1, 8.8.8.8", False)),
        ], bad_turn=9, kind="value_changed")


# ---------------------------------------------------------------------------------------------------------
# 02 (bad): Calc sheet renamed "Raw Data" shows up again as "Sheet1" in the tab bar.
def t02() -> None:
    def calc(clock: str, tabs: list[str], active: str, zoom: str = "100%", f1: str = "", modified: bool = True,
             cells: list[tuple[str, str]] | None = None) -> str:
        body = win("sales_2023.xlsx - LibreOffice Calc") + [
            N("combo-box", "Name Box", "A1", (78, 150), (110, 28)),
            N("text", "Input line", "", (260, 150), (1600, 28))]
        if cells is None:
            cells = [("A1", "Region"), ("B1", "Quarter"), ("C1", "Units"), ("D1", "Revenue"), ("E1", "Rep"), ("F1", f1),
                     ("A2", "North"), ("B2", "Q1"), ("C2", "1,240"), ("D2", "86,800.00"), ("E2", "J. Alvarez"),
                     ("A3", "North"), ("B3", "Q2"), ("C3", "1,315"), ("D3", "92,050.00"), ("E3", "J. Alvarez"),
                     ("A4", "South"), ("B4", "Q1"), ("C4", "980"), ("D4", "68,600.00"), ("E4", "M. Chen"),
                     ("A5", "South"), ("B5", "Q2"), ("C5", "1,102"), ("D5", "77,140.00"), ("E5", "M. Chen")]
        for ref, val in cells:
            col, rown = "ABCDEF".index(ref[0]), int(ref[1:])
            body.append(N("table-cell", ref, val, (110 + 100 * col, 200 + 22 * (rown - 1)), (100, 22)))
        for i, t in enumerate(tabs):
            body.append(N("page-tab", t, "", (190 + 110 * i, 1010), (105, 24), "selected" if t == active else ""))
        idx = tabs.index(active) + 1
        body += [N("label", "", f"Sheet {idx} of {len(tabs)}", (80, 1042), (110, 20)),
                 N("label", "", "Default", (260, 1042), (80, 20)),
                 N("label", "", "English (USA)", (420, 1042), (110, 20)),
                 N("label", "", "The document has been modified. Click to save the document." if modified else "The document has not been modified since the last save.", (640, 1042), (20, 20)),
                 N("label", "", "Average: ; Sum: 0", (1100, 1042), (200, 20)),
                 N("label", "", zoom, (1860, 1042), (50, 20))]
        return desk(clock, body)

    blank = [("A1", ""), ("B1", ""), ("C1", "")]
    add(2, "In sales_2023.xlsx rename Sheet1 to 'Raw Data', make a copy of it called 'Pivot', move Sheet2 to the front, and mark the raw sheet as checked in F1.",
        calc("Oct 9  13:05", ["Sheet1", "Sheet2"], "Sheet1", modified=False), [
            (code("CalcTools.rename_sheet('Sheet1', 'Raw Data')"), calc("Oct 9  13:05", ["Raw Data", "Sheet2"], "Raw Data")),
            (code("CalcTools.copy_sheet('Raw Data', 'Pivot')"), calc("Oct 9  13:06", ["Raw Data", "Pivot", "Sheet2"], "Pivot")),
            (code("CalcTools.reorder_sheets('Sheet2', 0)"), calc("Oct 9  13:06", ["Sheet2", "Raw Data", "Pivot"], "Pivot")),
            (code("CalcTools.switch_active_sheet('Raw Data')"), calc("Oct 9  13:06", ["Sheet2", "Raw Data", "Pivot"], "Raw Data")),
            (code("CalcTools.set_zoom_level(120)"), calc("Oct 9  13:07", ["Sheet2", "Raw Data", "Pivot"], "Raw Data", zoom="120%")),
            (code("CalcTools.set_cell_value('F1', 'Checked')"), calc("Oct 9  13:07", ["Sheet2", "Raw Data", "Pivot"], "Raw Data", zoom="120%", f1="Checked")),
            (code("CalcTools.switch_active_sheet('Sheet2')"), calc("Oct 9  13:08", ["Sheet2", "Sheet1", "Pivot"], "Sheet2", zoom="120%", cells=blank)),
        ], bad_turn=7, kind="rename_old_name")


# ---------------------------------------------------------------------------------------------------------
# 03 (bad): Files (Nautilus): draft_old.odt moved to the Trash comes back in the Documents listing.
def t03() -> None:
    base = [("budget_2024.ods", "18.2 kB", "11:02"), ("draft_old.odt", "9.6 kB", "3 Mar"),
            ("invoice_0412.pdf", "88.1 kB", "12 Apr"), ("invoice_0413.pdf", "91.4 kB", "13 Apr"),
            ("invoice_0419.pdf", "76.0 kB", "19 Apr"), ("notes.md", "2.3 kB", "Yesterday"),
            ("scan_0007.png", "1.4 MB", "2 Oct")]

    def files(clock: str, items: list[tuple[str, str, str]], path: list[str], selected: tuple[str, ...] = (),
              status: str = "", extra: list[str] | None = None) -> str:
        body = win(path[-1]) + [
            N("push-button", "Back", "", (380, 35), (34, 34)), N("push-button", "Forward", "", (416, 35), (34, 34))]
        for i, p in enumerate(path):
            body.append(N("toggle-button", p, "", (460 + 120 * i, 35), (115, 34), "checked" if i == len(path) - 1 else ""))
        body += [N("list-item", "Recent", "", (80, 90), (280, 34)), N("list-item", "Starred", "", (80, 124), (280, 34)),
                 N("list-item", "Home", "", (80, 158), (280, 34)), N("list-item", "Documents", "", (80, 192), (280, 34)),
                 N("list-item", "Downloads", "", (80, 226), (280, 34)), N("list-item", "Trash", "", (80, 294), (280, 34)),
                 N("table-column-header", "Name", "", (370, 80), (900, 30)),
                 N("table-column-header", "Size", "", (1270, 80), (150, 30)),
                 N("table-column-header", "Modified", "", (1420, 80), (200, 30))]
        for i, (nm, sz, mod) in enumerate(items):
            y = 112 + 36 * i
            st = "selected" if nm in selected else ""
            body += [N("table-cell", nm, nm, (370, y), (900, 36), st), N("table-cell", "", sz, (1270, y), (150, 36)),
                     N("table-cell", "", mod, (1420, y), (200, 36))]
        if status:
            body.append(N("label", "", status, (1600, 1030), (300, 30)))
        body += extra or []
        return desk(clock, body)

    folder = ("invoices-2024", "0 items", "14:21")
    after_move = [("invoices-2024", "3 items", "14:22"), base[0], base[1], base[5], base[6]]
    after_del = [("invoices-2024", "3 items", "14:22"), base[0], base[5], base[6]]
    add(3, "In Documents, put the three invoice PDFs into a new folder 'invoices-2024' and delete draft_old.odt.",
        files("Oct 9  14:20", base, ["Home", "Documents"]), [
            (py("pyautogui.hotkey('ctrl', 'shift', 'n')"), files("Oct 9  14:20", base, ["Home", "Documents"], extra=[
                N("dialog", "New Folder", "", (760, 380), (400, 180)), N("entry", "Folder name", "", (780, 450), (360, 34)),
                N("push-button", "Create", "", (1060, 395), (80, 34), "insensitive"), N("push-button", "Cancel", "", (780, 395), (80, 34))])),
            (py("pyautogui.write('invoices-2024')", "pyautogui.press('enter')"),
             files("Oct 9  14:21", [folder] + base, ["Home", "Documents"], selected=("invoices-2024",), status="“invoices-2024” selected (containing 0 items)")),
            (py("pyautogui.click(500, 220)", "pyautogui.keyDown('ctrl')", "pyautogui.click(500, 256)", "pyautogui.click(500, 292)", "pyautogui.keyUp('ctrl')"),
             files("Oct 9  14:21", [folder] + base, ["Home", "Documents"], selected=("invoice_0412.pdf", "invoice_0413.pdf", "invoice_0419.pdf"), status="3 items selected (255.5 kB)")),
            (py("pyautogui.moveTo(500, 256)", "pyautogui.dragTo(480, 130, duration=0.8)"),
             files("Oct 9  14:22", after_move, ["Home", "Documents"])),
            (py("pyautogui.click(500, 200)", "pyautogui.press('delete')"),
             files("Oct 9  14:22", after_del, ["Home", "Documents"], extra=[
                 N("label", "", "“draft_old.odt” moved to trash", (760, 980), (300, 24)), N("push-button", "Undo", "", (1080, 975), (70, 34))])),
            (py("pyautogui.doubleClick(480, 130)"),
             files("Oct 9  14:23", [base[2], base[3], base[4]], ["Home", "Documents", "invoices-2024"])),
            (py("pyautogui.hotkey('alt', 'left')"),
             files("Oct 9  14:23", [("invoices-2024", "3 items", "14:22"), base[0], base[1], base[5], base[6]], ["Home", "Documents"])),
        ], bad_turn=7, kind="deleted_reappears")


# ---------------------------------------------------------------------------------------------------------
# 04 (bad): System Monitor: the firefox parent process comes back with another PID, with no restart.
def t04() -> None:
    def sysmon(clock: str, procs: list[tuple[str, str, str, str, str]], search: str | None = None,
               extra: list[str] | None = None, sort: str = "% CPU") -> str:
        body = win("System Monitor") + [
            N("page-tab", "Processes", "", (800, 35), (110, 34), "selected"),
            N("page-tab", "Resources", "", (912, 35), (110, 34)),
            N("page-tab", "File Systems", "", (1024, 35), (120, 34)),
            N("push-button", "Search", "", (1700, 35), (34, 34))]
        if search is not None:
            body.append(N("entry", "Search", search, (700, 80), (520, 34)))
        y0 = 120 if search is not None else 80
        for c, x, w in (("Process Name", 70, 600), ("User", 670, 200), ("% CPU", 870, 150), ("ID", 1020, 150), ("Memory", 1170, 200)):
            body.append(N("table-column-header", c, "", (x, y0), (w, 30), "sorted" if c == sort else ""))
        for i, (nm, user, cpu, pid, mem) in enumerate(procs):
            y = y0 + 32 + 30 * i
            body += [N("table-cell", "", nm, (70, y), (600, 30)), N("table-cell", "", user, (670, y), (200, 30)),
                     N("table-cell", "", cpu, (870, y), (150, 30)), N("table-cell", "", pid, (1020, y), (150, 30)),
                     N("table-cell", "", mem, (1170, y), (200, 30))]
        body += extra or []
        return desk(clock, body)

    def P(nm: str, cpu: str, pid: str, mem: str) -> tuple[str, str, str, str, str]:
        return (nm, "dana", cpu, pid, mem)
    start = [P("python3", "97", "5021", "1.1 GB"), P("firefox", "11", "4112", "612.4 MB"),
             P("gnome-shell", "3", "1683", "289.0 MB"), P("Isolated Web Co", "2", "4189", "201.7 MB"),
             P("Xwayland", "1", "1721", "88.9 MB"), P("nautilus", "0", "3390", "72.5 MB"),
             P("tracker-miner-fs-3", "0", "2317", "48.2 MB"), P("gnome-terminal-server", "0", "3874", "41.3 MB")]
    by_cpu = [P("python3", "98", "5021", "1.1 GB"), P("firefox", "12", "4112", "615.0 MB"),
              P("gnome-shell", "4", "1683", "289.2 MB"), P("Isolated Web Co", "2", "4189", "203.1 MB"),
              P("Xwayland", "1", "1721", "88.9 MB"), P("tracker-miner-fs-3", "0", "2317", "48.2 MB"),
              P("nautilus", "0", "3390", "72.5 MB"), P("gnome-terminal-server", "0", "3874", "41.3 MB")]
    after_kill = [P("firefox", "9", "4112", "618.8 MB"), P("gnome-shell", "2", "1683", "288.7 MB"),
                  P("Isolated Web Co", "2", "4189", "204.6 MB"), P("Xwayland", "1", "1721", "88.9 MB"),
                  P("tracker-miner-fs-3", "0", "2317", "48.2 MB"), P("nautilus", "0", "3390", "72.5 MB"),
                  P("gnome-terminal-server", "0", "3874", "41.6 MB"), P("bash", "0", "3890", "5.2 MB")]
    fire = [P("firefox", "8", "4112", "620.1 MB"), P("Privileged Cont", "0", "4165", "61.0 MB"),
            P("Isolated Web Co", "1", "4189", "205.0 MB"), P("WebExtensions", "0", "4201", "97.4 MB"),
            P("Isolated Web Co", "0", "4230", "118.3 MB")]
    menu = [N("menu", "", "", (300, 240), (220, 330)), N("menu-item", "Properties", "", (300, 244), (220, 30)),
            N("menu-item", "Memory Maps", "", (300, 274), (220, 30)), N("menu-item", "Open Files", "", (300, 304), (220, 30)),
            N("menu-item", "Change Priority", "", (300, 340), (220, 30)), N("menu-item", "Stop", "", (300, 376), (220, 30)),
            N("menu-item", "Continue", "", (300, 406), (220, 30)), N("menu-item", "End", "", (300, 436), (220, 30)),
            N("menu-item", "Kill", "", (300, 466), (220, 30))]
    confirm = [N("alert", "", "", (710, 400), (500, 200)),
               N("label", "", "End the selected process “python3” (PID 5021)?", (740, 430), (440, 24)),
               N("label", "", "Ending a process may destroy data, break the session or introduce a security risk. Only unresponsive processes should be ended.", (740, 470), (440, 60)),
               N("push-button", "Cancel", "", (900, 550), (140, 34)), N("push-button", "End Process", "", (1050, 550), (140, 34))]
    props = [N("dialog", "Process Properties", "", (660, 260), (600, 520)),
             N("label", "Process Name", "firefox", (690, 320), (540, 22)), N("label", "User", "dana (1000)", (690, 350), (540, 22)),
             N("label", "Status", "Sleeping", (690, 380), (540, 22)), N("label", "Memory", "620.1 MB", (690, 410), (540, 22)),
             N("label", "Virtual Memory", "11.9 GB", (690, 440), (540, 22)), N("label", "CPU Time", "3:41.62", (690, 470), (540, 22)),
             N("label", "Started", "Today 09:12:07", (690, 500), (540, 22)), N("label", "Nice", "0", (690, 530), (540, 22)),
             N("label", "Priority", "Normal", (690, 560), (540, 22)), N("label", "ID", "4112", (690, 590), (540, 22)),
             N("label", "Command Line", "/snap/firefox/4173/usr/lib/firefox/firefox", (690, 620), (540, 22)),
             N("push-button", "Close", "", (1180, 270), (70, 30))]
    final = [P("firefox", "7", "4121", "621.4 MB"), P("gnome-shell", "3", "1683", "288.7 MB"),
             P("Isolated Web Co", "1", "4189", "205.3 MB"), P("Xwayland", "1", "1721", "88.9 MB"),
             P("tracker-miner-fs-3", "0", "2317", "48.2 MB"), P("nautilus", "0", "3390", "72.5 MB"),
             P("gnome-terminal-server", "0", "3874", "41.6 MB"), P("bash", "0", "3890", "5.2 MB")]
    add(4, "A runaway python3 script is hogging the CPU. End it in System Monitor, then check the properties of the Firefox main process.",
        sysmon("Oct 10  09:47", start, sort="Memory"), [
            (py("pyautogui.click(945, 95)"), sysmon("Oct 10  09:47", by_cpu)),
            (py("pyautogui.rightClick(300, 127)"), sysmon("Oct 10  09:47", by_cpu, extra=menu)),
            (py("pyautogui.click(360, 451)"), sysmon("Oct 10  09:48", by_cpu, extra=confirm)),
            (py("pyautogui.click(1120, 567)", "time.sleep(2)"), sysmon("Oct 10  09:48", after_kill)),
            (py("pyautogui.hotkey('ctrl', 'f')", "pyautogui.write('fire')"), sysmon("Oct 10  09:48", fire, search="fire")),
            (py("pyautogui.rightClick(300, 167)", "pyautogui.click(360, 259)"), sysmon("Oct 10  09:49", fire, search="fire", extra=props)),
            (py("pyautogui.click(1215, 285)", "pyautogui.press('escape')", "pyautogui.press('escape')"), sysmon("Oct 10  09:49", final)),
            (py("pyautogui.click(967, 52)"), desk("Oct 10  09:49", win("System Monitor") + [
                N("page-tab", "Processes", "", (800, 35), (110, 34)), N("page-tab", "Resources", "", (912, 35), (110, 34), "selected"),
                N("page-tab", "File Systems", "", (1024, 35), (120, 34)),
                N("label", "CPU", "CPU", (100, 90), (40, 20)), N("label", "", "CPU1 8.0%  CPU2 5.9%  CPU3 11.2%  CPU4 4.0%", (100, 330), (800, 20)),
                N("label", "Memory and Swap", "Memory and Swap", (100, 380), (180, 20)),
                N("label", "", "Memory 4.2 GB (27.1%) of 15.6 GB", (100, 620), (400, 20)),
                N("label", "", "Swap 0 bytes (0.0%) of 2.1 GB", (600, 620), (400, 20)),
                N("label", "Network", "Network", (100, 670), (90, 20)),
                N("label", "", "Receiving 3.1 KiB/s  Total Received 1.4 GiB", (100, 910), (500, 20)),
                N("label", "", "Sending 0.9 KiB/s  Total Sent 212.6 MiB", (600, 910), (500, 20))])),
        ], bad_turn=7, kind="identity_changed")


# ---------------------------------------------------------------------------------------------------------
# 05 (bad): Thunderbird: the Inbox total goes back up to 37 after a delete and an archive (+1 new mail).
def t05() -> None:
    def tb(clock: str, folder: str, unread_in: int, rows: list[tuple[str, str, str, bool]], status: tuple[int, int],
           selected: str = "", preview: list[str] | None = None, extra: list[str] | None = None) -> str:
        body = win(f"{folder} - dana.k@northwind-labs.com - Mozilla Thunderbird") + [
            N("push-button", "Get Messages", "", (90, 80), (130, 34)), N("push-button", "Write", "", (230, 80), (90, 34)),
            N("tree-item", "dana.k@northwind-labs.com", "", (80, 130), (300, 30)),
            N("tree-item", f"Inbox ({unread_in})" if unread_in else "Inbox", "", (100, 160), (280, 30), "selected" if folder == "Inbox" else ""),
            N("tree-item", "Drafts", "", (100, 190), (280, 30)), N("tree-item", "Sent", "", (100, 220), (280, 30)),
            N("tree-item", "Archives", "", (100, 250), (280, 30)), N("tree-item", "Junk", "", (100, 280), (280, 30)),
            N("tree-item", "Trash", "", (100, 310), (280, 30), "selected" if folder == "Trash" else ""),
            N("table-column-header", "Subject", "", (400, 130), (700, 28)),
            N("table-column-header", "Correspondents", "", (1100, 130), (330, 28)),
            N("table-column-header", "Date", "", (1430, 130), (200, 28))]
        for i, (subj, who, date, unread) in enumerate(rows):
            y = 160 + 28 * i
            st = ("selected " if subj == selected else "") + ("unread" if unread else "read")
            body += [N("table-cell", "", subj, (400, y), (700, 28), st), N("table-cell", "", who, (1100, y), (330, 28)),
                     N("table-cell", "", date, (1430, y), (200, 28))]
        body += preview or []
        body += [N("label", "", f"Unread: {status[0]}", (1600, 1048), (100, 22)), N("label", "", f"Total: {status[1]}", (1710, 1048), (100, 22))]
        body += extra or []
        return desk(clock, body)

    inbox0 = [("Re: Q3 vendor invoices", "Paul Nguyen", "09:12", True), ("Standup notes 10/08", "Irene Walsh", "Yesterday 17:40", False),
              ("Your AWS bill is available", "Amazon Web Services", "Yesterday 11:05", True), ("Offsite agenda (draft)", "Marta Kowalski", "Yesterday 08:31", False),
              ("Build #4471 failed", "Jenkins", "07/10/2024 16:22", True), ("Lunch & learn: Rust in prod", "Events", "07/10/2024 10:00", True),
              ("Re: laptop refresh", "IT Helpdesk", "04/10/2024 14:51", False), ("Expense report approved", "Concur", "03/10/2024 09:37", False)]

    def upd(rows: list[tuple[str, str, str, bool]], subj: str, unread: bool) -> list[tuple[str, str, str, bool]]:
        return [(s, w, d, unread if s == subj else u) for s, w, d, u in rows]

    def pv(subj: str, who: str) -> list[str]:
        return [N("label", "From", who, (400, 420), (600, 22)), N("label", "Subject", subj, (400, 450), (900, 22))]
    r1 = upd(inbox0, "Re: Q3 vendor invoices", False)
    r2 = [r for r in r1 if r[0] != "Re: Q3 vendor invoices"]
    r3 = upd(r2, "Your AWS bill is available", False)
    r4 = [r for r in r3 if r[0] != "Your AWS bill is available"]
    newm = ("Reminder: benefits enrollment closes Friday", "HR Team", "10:06", True)
    r5 = [newm] + r4
    r6 = upd(r5, "Build #4471 failed", False)
    trash = [("Re: Q3 vendor invoices", "Paul Nguyen", "09:12", False), ("Your parcel is on its way", "DHL Express", "02/10/2024 12:19", False),
             ("Webinar recording", "Zoom", "30/09/2024 18:02", False), ("[spam?] Claim your reward", "promo@deal-hub.biz", "29/09/2024 03:44", False)]
    notif = [N("notification", "", "New mail: Reminder: benefits enrollment closes Friday", (1500, 40), (400, 80))]
    add(5, "Triage the inbox: read and delete the vendor-invoice reply, archive the AWS bill, fetch new mail, open the Jenkins failure, then check the Trash.",
        tb("Oct 9  10:02", "Inbox", 4, inbox0, (4, 37)), [
            (py("pyautogui.click(700, 174)"), tb("Oct 9  10:02", "Inbox", 3, r1, (3, 37), "Re: Q3 vendor invoices", pv("Re: Q3 vendor invoices", "Paul Nguyen <p.nguyen@acme-supply.com>"))),
            (py("pyautogui.press('delete')"), tb("Oct 9  10:03", "Inbox", 3, r2, (3, 36), "Standup notes 10/08", pv("Standup notes 10/08", "Irene Walsh <irene.w@northwind-labs.com>"))),
            (py("pyautogui.click(700, 202)"), tb("Oct 9  10:03", "Inbox", 2, r3, (2, 36), "Your AWS bill is available", pv("Your AWS bill is available", "Amazon Web Services <no-reply-aws@amazon.com>"))),
            (py("pyautogui.press('a')"), tb("Oct 9  10:04", "Inbox", 2, r4, (2, 35), "Offsite agenda (draft)", pv("Offsite agenda (draft)", "Marta Kowalski <marta.k@northwind-labs.com>"))),
            (py("pyautogui.click(155, 97)", "time.sleep(3)"), tb("Oct 9  10:06", "Inbox", 3, r5, (3, 36), "Offsite agenda (draft)", pv("Offsite agenda (draft)", "Marta Kowalski <marta.k@northwind-labs.com>"), notif)),
            (py("pyautogui.click(700, 272)"), tb("Oct 9  10:06", "Inbox", 2, r6, (2, 36), "Build #4471 failed", pv("Build #4471 failed", "Jenkins <ci@northwind-labs.com>"))),
            (py("pyautogui.click(180, 325)"), tb("Oct 9  10:07", "Trash", 2, trash, (0, 9))),
            (py("pyautogui.click(180, 175)"), tb("Oct 9  10:07", "Inbox", 2, r6, (2, 37), "Build #4471 failed", pv("Build #4471 failed", "Jenkins <ci@northwind-labs.com>"))),
        ], bad_turn=8, kind="count_mismatch")


# ---------------------------------------------------------------------------------------------------------
# 06 (bad): GNOME Calendar: the event created for 14:30-15:15 opens as 15:30-16:15.
def t06() -> None:
    def cal_week(clock: str, events: list[tuple[str, str, str]], extra: list[str] | None = None, view: str = "Week") -> str:
        body = win("Calendar") + [
            N("push-button", "New Event", "", (90, 35), (40, 34)), N("push-button", "Today", "", (140, 35), (70, 34)),
            N("push-button", "Previous", "", (215, 35), (34, 34)), N("push-button", "Next", "", (250, 35), (34, 34)),
            N("toggle-button", "Day", "", (830, 35), (60, 34)), N("toggle-button", "Week", "", (892, 35), (70, 34), "checked" if view == "Week" else ""),
            N("toggle-button", "Month", "", (964, 35), (70, 34), "checked" if view == "Month" else ""),
            N("label", "", "October 2024" if view == "Month" else "Oct 14 – 20, 2024", (1500, 42), (200, 22))]
        if view == "Week":
            for i, d in enumerate(["Mon 14", "Tue 15", "Wed 16", "Thu 17", "Fri 18", "Sat 19", "Sun 20"]):
                body.append(N("label", "", d, (160 + 250 * i, 90), (250, 24)))
        for nm, txt, where in events:
            body.append(N("push-button", nm, txt, tuple(map(int, where.split(","))), (240, 40)))  # type: ignore[arg-type]
        body += extra or []
        return desk(clock, body)

    base = [("Team sync", "10:00 Team sync", "170,380"), ("Design review", "16:00 Design review", "670,620")]

    def editor(clock: str, title: str, sdate: str, stime: str, edate: str, etime: str, loc: str) -> str:
        return cal_week(clock, base, [
            N("dialog", "New Event", "", (560, 200), (800, 640)), N("push-button", "Cancel", "", (580, 210), (80, 34)),
            N("push-button", "Done", "", (1260, 210), (80, 34), "" if title else "insensitive"),
            N("entry", "Title", title, (600, 280), (720, 34)), N("entry", "Location", loc, (600, 330), (720, 34)),
            N("toggle-button", "All Day", "", (600, 400), (48, 26)),
            N("entry", "Start Date", sdate, (600, 450), (200, 34)), N("entry", "Start Time", stime, (820, 450), (120, 34)),
            N("entry", "End Date", edate, (600, 500), (200, 34)), N("entry", "End Time", etime, (820, 500), (120, 34)),
            N("combo-box", "Calendar", "Personal", (600, 560), (300, 34)), N("label", "Reminders", "Reminders", (600, 620), (100, 22)),
            N("push-button", "Add Reminder…", "", (600, 650), (160, 34)), N("text", "Notes", "", (600, 710), (720, 100))])
    T = "Dentist — Dr. Okafor"
    L = "Riverside Dental, 220 Elm St"
    wk = base + [(T, f"14:30 {T}", "920,500")]

    def month(clock: str, extra: list[str] | None = None) -> str:
        evs = [("Team sync", "Team sync", f"{170 + 0},{250 + 150 * r}") for r in range(5)]
        evs += [("Design review", "Design review", "420,400"), (T, T, "920,550"), ("Halloween party", "Halloween party", "920,850")]
        return cal_week(clock, evs, extra, view="Month")
    add(6, "Add a dentist appointment with Dr. Okafor on Thursday 17 October from 14:30 to 15:15 at Riverside Dental, 220 Elm St.",
        cal_week("Oct 14  10:17", base), [
            (py("pyautogui.click(110, 52)"), editor("Oct 14  10:17", "", "10/14/2024", "11:00", "10/14/2024", "12:00", "")),
            (py(f"pyautogui.write({T!r})"), editor("Oct 14  10:17", T, "10/14/2024", "11:00", "10/14/2024", "12:00", "")),
            (py("pyautogui.tripleClick(700, 467)", "pyautogui.write('10/17/2024')", "pyautogui.tripleClick(880, 467)", "pyautogui.write('14:30')",
                "pyautogui.tripleClick(700, 517)", "pyautogui.write('10/17/2024')", "pyautogui.tripleClick(880, 517)", "pyautogui.write('15:15')"),
             editor("Oct 14  10:18", T, "10/17/2024", "14:30", "10/17/2024", "15:15", "")),
            (py("pyautogui.click(960, 347)", f"pyautogui.write({L!r})"), editor("Oct 14  10:18", T, "10/17/2024", "14:30", "10/17/2024", "15:15", L)),
            (py("pyautogui.click(1300, 227)"), cal_week("Oct 14  10:18", wk)),
            (py("pyautogui.click(999, 52)"), month("Oct 14  10:19")),
            (py("pyautogui.click(1040, 570)"), month("Oct 14  10:19", [
                N("panel", T, "", (880, 590), (360, 220)), N("label", "", T, (900, 610), (320, 24)),
                N("label", "", "Thursday, October 17 · 15:30 – 16:15", (900, 645), (320, 22)),
                N("label", "", L, (900, 680), (320, 22)), N("label", "", "Personal", (900, 715), (320, 22)),
                N("push-button", "Edit", "", (1150, 765), (70, 34))])),
            (py("pyautogui.press('escape')"), month("Oct 14  10:19")),
        ], bad_turn=7, kind="event_time_changed")


# ---------------------------------------------------------------------------------------------------------
# Writer helper (07, 19)
def writer(clock: str, title: str, paras: list[str], page: str, words: str, modified: bool, extra: list[str] | None = None,
           footer: str | None = None, spacing: str = "Single") -> str:
    body = win(f"{title} - LibreOffice Writer") + [
        N("combo-box", "Paragraph Style", "Default Paragraph Style", (78, 110), (190, 28)),
        N("combo-box", "Font Name", "Liberation Serif", (275, 110), (180, 28)),
        N("combo-box", "Font Size", "12 pt", (460, 110), (70, 28)),
        N("label", "Line Spacing", spacing, (900, 110), (90, 28))]
    for i, p in enumerate(paras):
        body.append(N("paragraph", "", p, (560, 220 + 60 * i), (800, 50)))
    if footer is not None:
        body.append(N("paragraph", "Footer", footer, (560, 990), (800, 20)))
    body += [N("label", "", page, (80, 1048), (140, 22)), N("label", "", words, (230, 1048), (260, 22)),
             N("label", "", "English (USA)", (760, 1048), (110, 22)),
             N("label", "", "The document has been modified. Click to save the document." if modified else "The document has not been modified since the last save.", (1000, 1048), (20, 22)),
             N("label", "", "100%", (1860, 1048), (50, 22))]
    body += extra or []
    return desk(clock, body)


# 07 (bad): the panel clock runs backwards while formatting a report in Writer.
def t07() -> None:
    P = ["QUARTERLY OPERATIONS REPORT", "Prepared for the steering committee, November 2024",
         "1. Summary", "Warehouse throughput rose 6.2% quarter on quarter while overtime hours fell.",
         "2. Incidents", "Two minor safety incidents were recorded at the Dayton site; neither resulted in lost time."]
    P2 = [P[0], P[1], "1. SUMMARY", P[3], "2. Incidents", P[5]]
    W = "1,204 words, 7,311 characters"
    keep = [N("alert", "Keep current format", "", (660, 400), (600, 220)),
            N("label", "", "This document may contain formatting or content that cannot be saved in the currently selected file format “Word 2007–365”.", (690, 440), (540, 60)),
            N("push-button", "Use Word 2007–365!", "", (690, 560), (200, 34)), N("push-button", "Use ODF Format!", "", (1030, 560), (200, 34))]
    add(7, "In report_final.docx set 1.5 line spacing, add centered page numbers in the footer, upper-case the '1. Summary' heading and save in Word format.",
        writer("Nov 21  16:48", "report_final.docx", P, "Page 1 of 3", W, False), [
            (code("WriterTools.set_line_spacing(1.5)"), writer("Nov 21  16:48", "report_final.docx", P, "Page 1 of 4", W, True, spacing="1.5 Lines")),
            (code("WriterTools.add_page_numbers(position='footer', alignment='center')"), writer("Nov 21  16:49", "report_final.docx", P, "Page 1 of 4", W, True, footer="1", spacing="1.5 Lines")),
            (py("pyautogui.tripleClick(700, 340)"), writer("Nov 21  16:51", "report_final.docx", P, "Page 1 of 4", "Selected: 2 words, 10 characters", True, footer="1", spacing="1.5 Lines")),
            (code("WriterTools.change_text_case('upper')"), writer("Nov 21  16:52", "report_final.docx", P2, "Page 1 of 4", "Selected: 2 words, 10 characters", True, footer="1", spacing="1.5 Lines")),
            (py("pyautogui.hotkey('ctrl', 's')"), writer("Nov 21  16:50", "report_final.docx", P2, "Page 1 of 4", "Selected: 2 words, 10 characters", True, keep, footer="1", spacing="1.5 Lines")),
            (py("pyautogui.click(790, 577)"), writer("Nov 21  16:53", "report_final.docx", P2, "Page 1 of 4", "Selected: 2 words, 10 characters", False, footer="1", spacing="1.5 Lines")),
        ], bad_turn=5, kind="clock_backwards")


# ---------------------------------------------------------------------------------------------------------
# Chrome helpers (08, 17)
def chrome(clock: str, tab: str, url: str, content: list[str], extra: list[str] | None = None) -> str:
    body = win(f"{tab} - Google Chrome") + [
        N("page-tab", tab, "", (80, 30), (240, 34), "selected"), N("push-button", "New Tab", "", (325, 32), (30, 30)),
        N("push-button", "Back", "", (80, 72), (34, 34)), N("push-button", "Forward", "", (116, 72), (34, 34)),
        N("push-button", "Reload", "", (152, 72), (34, 34)), N("entry", "Address and search bar", url, (200, 72), (1400, 34)),
        N("push-button", "Bookmark this tab", "", (1560, 72), (34, 34)), N("push-button", "Chrome", "", (1860, 72), (34, 34))]
    return desk(clock, body + content + (extra or []))


# 08 (bad): Chrome: the uBlock Origin toggle switched off earlier is on again on re-opening the page.
def t08() -> None:
    def exts(clock: str, ub: bool, dr: bool) -> str:
        cards = [("uBlock Origin", "1.58.0", "Finally, an efficient blocker. Easy on CPU and memory.", ub),
                 ("Grammarly: AI Writing and Grammar Checker", "14.1187.0", "Improve your writing with all-in-one assistance.", True),
                 ("Google Docs Offline", "1.80.1", "Edit, create, and view your documents, spreadsheets, and presentations — all without internet access.", True),
                 ("Dark Reader", "4.9.86", "Dark mode for every website. Take care of your eyes, use dark theme for night and daily browsing.", dr)]
        c = [N("heading", "Extensions", "Extensions", (100, 130), (200, 30)), N("toggle-button", "Developer mode", "", (1780, 130), (40, 20))]
        for i, (nm, ver, d, on) in enumerate(cards):
            x, y = 420 + 560 * (i % 2), 200 + 230 * (i // 2)
            c += [N("heading", nm, f"{nm}  {ver}", (x, y), (520, 24)), N("paragraph", "", d, (x, y + 35), (520, 60)),
                  N("push-button", "Details", "", (x, y + 150), (80, 34)), N("push-button", "Remove", "", (x + 90, y + 150), (80, 34)),
                  N("toggle-button", f"Turn {nm} on or off", "", (x + 460, y + 155), (40, 20), "checked" if on else "")]
        return chrome(clock, "Extensions", "chrome://extensions", c)

    def details(clock: str, incog: bool) -> str:
        return chrome(clock, "Extensions", "chrome://extensions/?id=ghbmnnjooekpmoecnnnilnnbdlolhkhi", [
            N("heading", "Google Docs Offline", "Google Docs Offline", (420, 140), (500, 30)),
            N("toggle-button", "On", "", (1400, 200), (40, 20), "checked"),
            N("label", "Description", "Edit, create, and view your documents, spreadsheets, and presentations — all without internet access.", (420, 260), (900, 40)),
            N("label", "Version", "1.80.1", (420, 320), (300, 22)), N("label", "Size", "9.4 MB", (420, 360), (300, 22)),
            N("label", "Site access", "On specific sites", (420, 400), (300, 22)),
            N("toggle-button", "Allow in Incognito", "", (1400, 470), (40, 20), "checked" if incog else ""),
            N("label", "Source", "Chrome Web Store", (420, 540), (300, 22))])

    priv = chrome("Oct 11  15:34", "Settings - Privacy and security", "chrome://settings/privacy", [
        N("heading", "Privacy and security", "Privacy and security", (420, 130), (500, 30)),
        N("link", "Delete browsing data", "Delete history, cookies, cache, and more", (420, 190), (800, 50)),
        N("link", "Privacy Guide", "Review key privacy and security controls", (420, 250), (800, 50)),
        N("link", "Third-party cookies", "Third-party cookies are blocked in Incognito mode", (420, 310), (800, 50)),
        N("link", "Ads privacy", "Customize the info used by sites to show you ads", (420, 370), (800, 50)),
        N("link", "Security", "Safe Browsing (protection from dangerous sites) and other security settings", (420, 430), (800, 50)),
        N("link", "Site settings", "Controls what information sites can use and show", (420, 490), (800, 50))])
    add(8, "Disable uBlock Origin, enable Dark Reader, and allow Google Docs Offline in Incognito.",
        chrome("Oct 11  15:31", "New Tab", "", [N("entry", "Search Google or type a URL", "", (660, 420), (600, 44))]), [
            (code("BrowserTools.open_extensions()"), exts("Oct 11  15:31", True, False)),
            (py("pyautogui.click(900, 365)"), exts("Oct 11  15:32", False, False)),
            (py("pyautogui.click(1460, 595)"), exts("Oct 11  15:32", False, True)),
            (py("pyautogui.click(460, 580)"), details("Oct 11  15:32", False)),
            (py("pyautogui.click(1420, 480)"), details("Oct 11  15:33", True)),
            (py("pyautogui.click(97, 89)"), exts("Oct 11  15:33", False, True)),
            (code("BrowserTools.open_privacy_settings()"), priv),
            (code("BrowserTools.open_extensions()"), exts("Oct 11  15:34", True, True)),
        ], bad_turn=8, kind="toggle_reverted")


# ---------------------------------------------------------------------------------------------------------
# VLC helper (09, 21)
def vlc(clock: str, title: str, items: list[tuple[str, str]], now: str = "", cur: str = "--:--", total: str = "--:--",
        playing: bool = False, speed: str = "1.00x", playlist: bool = True, sort: str = "") -> str:
    body = win(f"{title} - VLC media player" if title else "VLC media player", 300, 120, 1300, 820) + [
        N("menu", "Media", "", (305, 150), (60, 24)), N("menu", "Playback", "", (370, 150), (80, 24)),
        N("menu", "Audio", "", (455, 150), (60, 24)), N("menu", "Video", "", (520, 150), (60, 24)),
        N("menu", "View", "", (650, 150), (50, 24))]
    if playlist:
        body += [N("table-column-header", "Title", "", (320, 190), (700, 26), "sorted" if sort == "Title" else ""),
                 N("table-column-header", "Duration", "", (1020, 190), (140, 26), "sorted" if sort == "Duration" else ""),
                 N("table-column-header", "Album", "", (1160, 190), (400, 26))]
        for i, (t, d) in enumerate(items):
            body += [N("table-cell", "", t, (320, 218 + 26 * i), (700, 26), "selected" if t == now else ""),
                     N("table-cell", "", d, (1020, 218 + 26 * i), (140, 26))]
    body += [N("slider", "Position", "", (380, 870), (1100, 16)), N("label", "Elapsed time", cur, (310, 868), (60, 20)),
             N("label", "Total time", total, (1490, 868), (60, 20)),
             N("push-button", "Pause the playback" if playing else "Play", "", (310, 900), (36, 36)),
             N("push-button", "Stop playback", "", (390, 900), (30, 30)), N("push-button", "Toggle playlist", "", (600, 900), (30, 30)),
             N("label", "Playback speed", speed, (1400, 905), (50, 20)), N("slider", "Volume", "", (1460, 905), (120, 20))]
    return desk(clock, body)


# 09 (bad): VLC: a playlist item's duration changes after re-sorting.
def t09() -> None:
    d = "/home/dana/Music/podcast/"
    e1, e2, e3 = ("ep41_interview", "48:12"), ("ep42_q_and_a", "37:05"), ("ep43_listener_mail", "22:49")
    add(9, "Queue podcast episodes 41-43 in VLC and start episode 42.", vlc("Oct 12  20:10", "", []), [
        (code(f"VLCTools.add_to_playlist({d + 'ep41_interview.mp3'!r})"), vlc("Oct 12  20:10", "", [e1])),
        (code(f"VLCTools.add_to_playlist({d + 'ep42_q_and_a.mp3'!r})"), vlc("Oct 12  20:10", "", [e1, e2])),
        (code(f"VLCTools.add_to_playlist({d + 'ep43_listener_mail.mp3'!r})"), vlc("Oct 12  20:11", "", [e1, e2, e3])),
        (py("pyautogui.doubleClick(600, 257)"), vlc("Oct 12  20:11", "ep42_q_and_a", [e1, e2, e3], "ep42_q_and_a", "00:01", "37:05", True)),
        (py("time.sleep(12)", "pyautogui.press('space')"), vlc("Oct 12  20:11", "ep42_q_and_a", [e1, e2, e3], "ep42_q_and_a", "00:14", "37:05", False)),
        (py("pyautogui.click(1090, 203)"), vlc("Oct 12  20:12", "ep42_q_and_a", [e3, e2, e1], "ep42_q_and_a", "00:14", "37:05", False, sort="Duration")),
        (py("pyautogui.click(670, 203)"), vlc("Oct 12  20:12", "ep42_q_and_a", [e1, e2, ("ep43_listener_mail", "22:04")], "ep42_q_and_a", "00:14", "37:05", False, sort="Title")),
    ], bad_turn=7, kind="attribute_changed")


# ---------------------------------------------------------------------------------------------------------
# Impress helper (10, 22-less): status "Slide i of n", five visible thumbnails.
def impress(clock: str, cur: int, total: int, first: int, title: str, modified: bool = True, bg: str = "") -> str:
    body = win("q4_kickoff.pptx - LibreOffice Impress") + [N("label", "Slides", "Slides", (80, 100), (60, 20))]
    for k in range(first, min(first + 5, total + 1)):
        body.append(N("list-item", f"Slide {k}", "", (80, 130 + 150 * (k - first)), (220, 140), "selected" if k == cur else ""))
    body += [N("panel", "Slide", "", (330, 100), (1400, 880), bg), N("text", "PresentationTitle", title, (420, 200), (1200, 120)),
             N("label", "", f"Slide {cur} of {total}", (80, 1048), (130, 22)), N("label", "", "Title, Content", (400, 1048), (130, 22)),
             N("label", "", "The document has been modified. Click to save the document." if modified else "The document has not been modified since the last save.", (1000, 1048), (20, 22)),
             N("label", "", "74%", (1860, 1048), (50, 22))]
    return desk(clock, body)


# 10 (bad): Impress: after a duplicate (+1) and a delete (-1) the status bar says 9 slides.
def t10() -> None:
    add(10, "In q4_kickoff.pptx duplicate the roadmap slide (slide 3) as a draft, give it a navy background, delete the outdated 'Hiring plan (old)' slide (now slide 6) and save.",
        impress("Oct 15  09:02", 1, 8, 1, "Q4 Kickoff", modified=False), [
            (code("ImpressTools.go_to_slide(3)"), impress("Oct 15  09:02", 3, 8, 1, "Roadmap", modified=False)),
            (code("ImpressTools.duplicate_slide(3)"), impress("Oct 15  09:03", 4, 9, 1, "Roadmap")),
            (code("ImpressTools.set_slide_background(4, color='#1F3A5F')"), impress("Oct 15  09:03", 4, 9, 1, "Roadmap", bg="background #1F3A5F")),
            (code("ImpressTools.write_text('Roadmap (draft)', slide_index=4, box_index=0)"), impress("Oct 15  09:03", 4, 9, 1, "Roadmap (draft)", bg="background #1F3A5F")),
            (py("pyautogui.scroll(-3)", "pyautogui.click(190, 500)", "pyautogui.press('delete')"), impress("Oct 15  09:04", 6, 8, 4, "Hiring plan")),
            (code("ImpressTools.go_to_slide(2)"), impress("Oct 15  09:04", 2, 8, 1, "Agenda")),
            (code("ImpressTools.save()"), impress("Oct 15  09:05", 2, 8, 1, "Agenda", modified=False)),
            (code("ImpressTools.go_to_slide(8)"), impress("Oct 15  09:05", 8, 9, 4, "Questions?", modified=False)),
        ], bad_turn=8, kind="count_mismatch")


# ---------------------------------------------------------------------------------------------------------
# Terminal helper (11): a gnome-terminal window whose terminal node holds the screen text.
def term(clock: str, lines: list[str], title: str = "dana@ws-lab-14: ~") -> str:
    body = win(title, 300, 150, 1200, 760) + [N("terminal", "Terminal", "\n".join(lines[-40:]), (300, 195), (1200, 715))]
    return desk(clock, body)


# 11 (bad): the size of exports/report.csv changes between ls and stat with nothing writing it.
def t11() -> None:
    pr = "dana@ws-lab-14:~$"
    buf = [f"{pr} "]
    outs: list[tuple[str, str]] = []

    def run(cmd: str, out: list[str], clock: str) -> None:
        buf[-1] = f"{pr} {cmd}"
        buf.extend(out)
        buf.append(f"{pr} ")
        outs.append((py(f"pyautogui.write({cmd!r})", "pyautogui.press('enter')", "time.sleep(1)"), term(clock, list(buf))))

    run("ls -l exports", ["total 32", "drwxr-xr-x 2 dana dana  4096 Oct  9 13:50 raw",
                          "-rw-r--r-- 1 dana dana 18402 Oct  9 13:55 report.csv",
                          "-rw-r--r-- 1 dana dana  2211 Oct  9 13:55 summary.json"], "Oct 9  14:02")
    run("sha256sum exports/report.csv", ["6f1c0e9a4b7d22c85e3a9f0d41b6c7e2a8d5f3b19c04e7a6d2b8f1e0c9a37d54  exports/report.csv"], "Oct 9  14:02")
    run("wc -l exports/report.csv", ["412 exports/report.csv"], "Oct 9  14:03")
    run("cp exports/report.csv /tmp/r.csv && ls -l /tmp/r.csv", ["-rw-r--r-- 1 dana dana 18402 Oct  9 14:03 /tmp/r.csv"], "Oct 9  14:03")
    run("gzip -k exports/summary.json && ls -l exports", ["total 36", "drwxr-xr-x 2 dana dana  4096 Oct  9 13:50 raw",
                                                           "-rw-r--r-- 1 dana dana 18402 Oct  9 13:55 report.csv",
                                                           "-rw-r--r-- 1 dana dana  2211 Oct  9 13:55 summary.json",
                                                           "-rw-r--r-- 1 dana dana   640 Oct  9 13:55 summary.json.gz"], "Oct 9  14:04")
    run("stat -c '%s %y %n' exports/report.csv", ["18420 2024-10-09 13:55:41.372908114 +0200 exports/report.csv"], "Oct 9  14:04")
    outs.append((py("pyautogui.hotkey('ctrl', 'l')"), term("Oct 9  14:05", [f"{pr} "])))
    add(11, "Check the exported report in ~/exports (size, checksum, line count), keep a copy in /tmp and compress the summary without removing it.",
        term("Oct 9  14:01", [f"{pr} "]), outs, bad_turn=6, kind="content_changed_without_write")


# ======================================= clean trajectories ==============================================
# 12: Settings > Date & Time: AM/PM format, two time-zone changes (the clock jumps back, then to the next day).
def t12() -> None:
    def dt(clock: str, when: str, tz: str, fmt: str, auto: bool = True, extra: list[str] | None = None) -> str:
        body = win("Settings") + [
            N("list-item", "Date & Time", "Date & Time", (80, 700), (300, 44), "selected"),
            N("label", "Automatic Date & Time", "Requires internet access", (460, 130), (600, 40)),
            N("toggle-button", "Automatic Date & Time", "", (1360, 140), (48, 26), "checked" if auto else ""),
            N("push-button", "Date & Time", when, (460, 190), (980, 50), "" if not auto else "insensitive"),
            N("label", "Automatic Time Zone", "Requires location services enabled and internet access", (460, 270), (600, 40)),
            N("toggle-button", "Automatic Time Zone", "", (1360, 280), (48, 26)),
            N("push-button", "Time Zone", tz, (460, 330), (980, 50)),
            N("combo-box", "Time Format", fmt, (1260, 410), (180, 34))]
        return desk(clock, body + (extra or []))

    def tzdlg(clock: str, when: str, tz: str, fmt: str, q: str, hits: list[str]) -> str:
        return dt(clock, when, tz, fmt, extra=[N("dialog", "Time Zone", "", (660, 220), (600, 620)),
                                              N("entry", "Search for a city", q, (690, 270), (540, 34))] +
                  [N("list-item", h, h, (690, 330 + 44 * i), (540, 44)) for i, h in enumerate(hits)])
    NY = "EDT (New York, United States)"
    DEN = "MDT (Denver, United States)"
    add(12, "Switch the clock to AM/PM and set the time zone to Denver; then check what time it is in Tokyo by switching there, and go back to 24-hour format.",
        dt("Oct 14  11:52", "14 October 2024, 11:52", NY, "24-hour"), [
            (py("pyautogui.click(1350, 427)"), dt("Oct 14  11:52", "14 October 2024, 11:52", NY, "24-hour", extra=[
                N("menu-item", "24-hour", "", (1260, 450), (180, 34), "checked"), N("menu-item", "AM / PM", "", (1260, 484), (180, 34))])),
            (py("pyautogui.click(1350, 501)"), dt("Oct 14  11:52 AM", "14 October 2024, 11:52 AM", NY, "AM / PM")),
            (py("pyautogui.click(950, 355)"), tzdlg("Oct 14  11:52 AM", "14 October 2024, 11:52 AM", NY, "AM / PM", "", [])),
            (py("pyautogui.write('Denver')"), tzdlg("Oct 14  11:53 AM", "14 October 2024, 11:53 AM", NY, "AM / PM", "Denver",
                                                     ["Denver, Colorado, United States", "Denver, Iowa, United States", "Denver, Pennsylvania, United States"])),
            (py("pyautogui.click(960, 352)"), dt("Oct 14  9:53 AM", "14 October 2024, 9:53 AM", DEN, "AM / PM")),
            (py("pyautogui.click(1384, 153)"), dt("Oct 14  9:54 AM", "14 October 2024, 9:54 AM", DEN, "AM / PM", auto=False)),
            (py("pyautogui.click(1384, 153)"), dt("Oct 14  9:55 AM", "14 October 2024, 9:55 AM", DEN, "AM / PM")),
            (py("pyautogui.click(950, 355)", "pyautogui.write('Tokyo')", "time.sleep(1)", "pyautogui.click(960, 352)"),
             dt("Oct 15  12:56 AM", "15 October 2024, 12:56 AM", "JST (Tokyo, Japan)", "AM / PM")),
            (py("pyautogui.click(1350, 427)", "pyautogui.click(1350, 467)"), dt("Oct 15  00:57", "15 October 2024, 00:57", "JST (Tokyo, Japan)", "24-hour")),
        ])


# 13: Files: rename then undo (old name legitimately back), trash then Undo (file legitimately back), hidden files toggle.
def t13() -> None:
    def fm(clock: str, items: list[tuple[str, str, str]], selected: str = "", extra: list[str] | None = None, sort: str = "Name") -> str:
        body = win("thesis") + [
            N("toggle-button", "Home", "", (460, 35), (115, 34)), N("toggle-button", "Projects", "", (580, 35), (115, 34)),
            N("toggle-button", "thesis", "", (700, 35), (115, 34), "checked"),
            N("table-column-header", "Name", "", (370, 80), (900, 30), "sorted" if sort == "Name" else ""),
            N("table-column-header", "Size", "", (1270, 80), (150, 30)),
            N("table-column-header", "Modified", "", (1420, 80), (200, 30), "sorted" if sort == "Modified" else "")]
        for i, (nm, sz, mod) in enumerate(items):
            y = 112 + 36 * i
            body += [N("table-cell", nm, nm, (370, y), (900, 36), "selected" if nm == selected else ""),
                     N("table-cell", "", sz, (1270, y), (150, 36)), N("table-cell", "", mod, (1420, y), (200, 36))]
        return desk(clock, body + (extra or []))
    fig, c1, c2 = ("figures", "12 items", "25 Sep"), ("chapter1.tex", "24.1 kB", "2 Oct"), ("chapter2.tex", "31.7 kB", "8 Oct")
    nt, rb = ("notes.txt", "3.2 kB", "Yesterday"), ("refs.bib", "12.9 kB", "28 Sep")
    an = ("advisor-notes.txt", "3.2 kB", "Yesterday")
    byname = [fig, c1, c2, nt, rb]
    bymod = [fig, nt, c2, c1, rb]
    hidden = [(".git", "14 items", "10:58"), fig, nt, c2, c1, rb, (".latexmkrc", "212 bytes", "25 Sep")]
    rename = [N("popover", "Rename File", "", (400, 250), (420, 120)), N("entry", "File name", "notes.txt", (420, 300), (380, 34)),
              N("push-button", "Rename", "", (720, 260), (90, 30))]
    add(13, "Try renaming notes.txt to advisor-notes.txt (then undo it), sort by modification date, and look at the hidden files in the thesis folder.",
        fm("Oct 10  11:04", byname), [
            (py("pyautogui.click(500, 238)", "pyautogui.press('f2')"), fm("Oct 10  11:04", byname, "notes.txt", rename)),
            (py("pyautogui.write('advisor-notes')", "pyautogui.press('enter')"), fm("Oct 10  11:05", [fig, an, c1, c2, rb], "advisor-notes.txt")),
            (py("pyautogui.hotkey('ctrl', 'z')"), fm("Oct 10  11:05", byname, "notes.txt")),
            (py("pyautogui.click(1510, 95)"), fm("Oct 10  11:05", bymod, "notes.txt", sort="Modified")),
            (py("pyautogui.click(500, 220)", "pyautogui.press('delete')"), fm("Oct 10  11:06", [fig, nt, c2, rb], sort="Modified", extra=[
                N("label", "", "“chapter1.tex” moved to trash", (760, 980), (300, 24)), N("push-button", "Undo", "", (1080, 975), (70, 34))])),
            (py("pyautogui.click(1115, 992)"), fm("Oct 10  11:06", bymod, "chapter1.tex", sort="Modified")),
            (py("pyautogui.hotkey('ctrl', 'h')"), fm("Oct 10  11:06", hidden, "chapter1.tex", sort="Modified")),
            (py("pyautogui.hotkey('ctrl', 'h')"), fm("Oct 10  11:07", bymod, "chapter1.tex", sort="Modified")),
        ])


# 14: System Monitor: restarting the PipeWire user services gives them new PIDs; re-sorting; CPU values move.
def t14() -> None:
    def sm(clock: str, procs: list[tuple[str, str, str, str]], sort: str, search: str | None = None, tab: str = "Processes",
           res: list[str] | None = None) -> str:
        body = win("System Monitor") + [
            N("page-tab", "Processes", "", (800, 35), (110, 34), "selected" if tab == "Processes" else ""),
            N("page-tab", "Resources", "", (912, 35), (110, 34), "selected" if tab == "Resources" else ""),
            N("page-tab", "File Systems", "", (1024, 35), (120, 34))]
        if tab == "Resources":
            return desk(clock, body + (res or []))
        if search is not None:
            body.append(N("entry", "Search", search, (700, 80), (520, 34)))
        y0 = 120 if search is not None else 80
        for c, x, w in (("Process Name", 70, 600), ("User", 670, 200), ("% CPU", 870, 150), ("ID", 1020, 150), ("Memory", 1170, 200)):
            body.append(N("table-column-header", c, "", (x, y0), (w, 30), "sorted" if c == sort else ""))
        for i, (nm, cpu, pid, mem) in enumerate(procs):
            y = y0 + 32 + 30 * i
            body += [N("table-cell", "", nm, (70, y), (600, 30)), N("table-cell", "", "omar", (670, y), (200, 30)),
                     N("table-cell", "", cpu, (870, y), (150, 30)), N("table-cell", "", pid, (1020, y), (150, 30)),
                     N("table-cell", "", mem, (1170, y), (200, 30))]
        return desk(clock, body)
    start = [("evolution-alarm-notify", "0", "2044", "38.0 MB"), ("gnome-shell", "4", "1661", "301.5 MB"),
             ("pipewire", "3", "1902", "22.6 MB"), ("pipewire-pulse", "1", "1905", "18.9 MB"),
             ("spotify", "6", "4410", "412.8 MB"), ("wireplumber", "0", "1904", "14.1 MB")]
    bymem = [("spotify", "6", "4410", "412.8 MB"), ("gnome-shell", "4", "1661", "301.5 MB"),
             ("evolution-alarm-notify", "0", "2044", "38.0 MB"), ("pipewire", "3", "1902", "22.6 MB"),
             ("pipewire-pulse", "1", "1905", "18.9 MB"), ("wireplumber", "0", "1904", "14.1 MB")]
    s1 = [("pipewire", "3", "1902", "22.6 MB"), ("pipewire-pulse", "1", "1905", "18.9 MB")]
    s2 = [("pipewire", "1", "6120", "11.2 MB"), ("pipewire-pulse", "0", "6127", "9.8 MB")]
    full = [("spotify", "7", "4410", "415.3 MB"), ("gnome-shell", "5", "1661", "302.0 MB"),
            ("evolution-alarm-notify", "0", "2044", "38.0 MB"), ("wireplumber", "1", "6121", "12.4 MB"),
            ("pipewire", "2", "6120", "11.6 MB"), ("pipewire-pulse", "0", "6127", "9.9 MB")]
    bycpu = [("spotify", "8", "4410", "415.9 MB"), ("gnome-shell", "3", "1661", "302.0 MB"),
             ("pipewire", "2", "6120", "11.7 MB"), ("wireplumber", "0", "6121", "12.4 MB"),
             ("evolution-alarm-notify", "0", "2044", "38.0 MB"), ("pipewire-pulse", "0", "6127", "9.9 MB")]
    again = [("spotify", "6", "4410", "416.2 MB"), ("pipewire", "2", "6120", "11.8 MB"),
             ("gnome-shell", "2", "1661", "301.7 MB"), ("pipewire-pulse", "1", "6127", "10.0 MB"),
             ("wireplumber", "0", "6121", "12.4 MB"), ("evolution-alarm-notify", "0", "2044", "38.0 MB")]
    res = [N("label", "", "CPU1 6.1%  CPU2 9.8%  CPU3 4.0%  CPU4 7.2%", (100, 330), (800, 20)),
           N("label", "", "Memory 3.9 GB (24.8%) of 15.6 GB", (100, 620), (400, 20)),
           N("label", "", "Swap 0 bytes (0.0%) of 2.0 GB", (600, 620), (400, 20)),
           N("label", "", "Receiving 412.0 KiB/s  Total Received 2.3 GiB", (100, 910), (500, 20)),
           N("label", "", "Sending 6.4 KiB/s  Total Sent 98.1 MiB", (600, 910), (500, 20))]
    add(14, "Audio is crackling. Restart the PipeWire user services and confirm in System Monitor that they came back.",
        sm("Oct 16  18:20", start, "Process Name"), [
            (py("pyautogui.click(1270, 95)"), sm("Oct 16  18:20", bymem, "Memory")),
            (py("pyautogui.hotkey('ctrl', 'f')", "pyautogui.write('pipe')"), sm("Oct 16  18:20", s1, "Memory", "pipe")),
            (code("import subprocess\nsubprocess.run(['systemctl', '--user', 'restart', 'pipewire.service', 'pipewire-pulse.service', 'wireplumber.service'], check=True)\nimport time\ntime.sleep(2)"),
             sm("Oct 16  18:21", s2, "Memory", "pipe")),
            (py("pyautogui.press('escape')", "pyautogui.press('escape')"), sm("Oct 16  18:21", full, "Memory")),
            (py("pyautogui.click(945, 95)"), sm("Oct 16  18:21", bycpu, "% CPU")),
            (py("pyautogui.click(967, 52)"), sm("Oct 16  18:22", [], "% CPU", tab="Resources", res=res)),
            (py("pyautogui.click(855, 52)"), sm("Oct 16  18:22", again, "% CPU")),
        ])


# 15: Thunderbird: new mail, delete, empty the trash, mark all read - every counter follows the actions.
def t15() -> None:
    def tb(clock: str, folder: str, inbox_unread: int, rows: list[tuple[str, str, str, bool]], st: tuple[int, int],
           sel: str = "", extra: list[str] | None = None) -> str:
        body = win(f"{folder} - omar@riverbend.coop - Mozilla Thunderbird") + [
            N("push-button", "Get Messages", "", (90, 80), (130, 34)), N("push-button", "Write", "", (230, 80), (90, 34)),
            N("tree-item", f"Inbox ({inbox_unread})" if inbox_unread else "Inbox", "", (100, 160), (280, 30), "selected" if folder == "Inbox" else ""),
            N("tree-item", "Sent", "", (100, 190), (280, 30)), N("tree-item", "Archives", "", (100, 220), (280, 30)),
            N("tree-item", "Trash", "", (100, 250), (280, 30), "selected" if folder == "Trash" else "")]
        for i, (s, w, d, u) in enumerate(rows):
            y = 160 + 28 * i
            body += [N("table-cell", "", s, (400, y), (700, 28), ("selected " if s == sel else "") + ("unread" if u else "read")),
                     N("table-cell", "", w, (1100, y), (330, 28)), N("table-cell", "", d, (1430, y), (200, 28))]
        if not rows:
            body.append(N("label", "", "No messages", (900, 400), (120, 22)))
        body += [N("label", "", f"Unread: {st[0]}", (1600, 1048), (100, 22)), N("label", "", f"Total: {st[1]}", (1710, 1048), (100, 22))]
        return desk(clock, body + (extra or []))
    old = [("Co-op board minutes – September", "Board Secretary", "08:47", True), ("Invoice #2291 from GreenGrid", "billing@greengrid.energy", "Yesterday 16:30", True),
           ("Volunteer shift swap?", "Lena Fischer", "Yesterday 09:15", False), ("Your library hold is ready", "Riverbend Public Library", "Mon 14:02", True),
           ("Re: compost pickup schedule", "Ahmed Saleh", "Sun 11:48", False)]
    new = [("Delivery window confirmed for Thu", "FreshRoute Logistics", "11:02", True), ("[riverbend-members] Potluck sign-up", "Marta Ruiz", "11:01", True)]
    i1 = new + old
    i2 = [(s, w, d, False if s == new[0][0] else u) for s, w, d, u in i1]
    i3 = [(s, w, d, False if s == new[1][0] else u) for s, w, d, u in i2 if s != new[0][0]]
    trash = [("Delivery window confirmed for Thu", "FreshRoute Logistics", "11:02", False)] + [
        (f"Old newsletter #{k}", "news@riverbend.coop", f"0{k}/09/2024 07:00", False) for k in range(1, 10)] + [
        ("Re: parking permits", "City of Riverbend", "28/08/2024 15:12", False), ("Spring market photos", "Lena Fischer", "22/08/2024 19:40", False),
        ("Your receipt", "Hardware Depot", "19/08/2024 12:05", False)]
    allread = [(s, w, d, False) for s, w, d, _ in i3]
    dlg = [N("alert", "Empty Trash", "", (710, 420), (500, 180)),
           N("label", "", "Are you sure you want to delete all messages and subfolders in the trash?", (740, 450), (440, 40)),
           N("push-button", "Cancel", "", (900, 540), (120, 34)), N("push-button", "Empty Trash", "", (1040, 540), (140, 34))]
    add(15, "Fetch new mail, delete the delivery-window notice after reading it, empty the Trash and mark everything in the Inbox as read.",
        tb("Oct 17  10:58", "Inbox", 3, old, (3, 24)), [
            (py("pyautogui.click(155, 97)", "time.sleep(3)"), tb("Oct 17  11:02", "Inbox", 5, i1, (5, 26))),
            (py("pyautogui.click(700, 174)"), tb("Oct 17  11:02", "Inbox", 4, i2, (4, 26), new[0][0])),
            (py("pyautogui.press('delete')"), tb("Oct 17  11:03", "Inbox", 3, i3, (3, 25), new[1][0])),
            (py("pyautogui.click(180, 265)"), tb("Oct 17  11:03", "Trash", 3, trash, (0, 13))),
            (py("pyautogui.rightClick(180, 265)", "time.sleep(0.5)", "pyautogui.click(250, 520)  # 'Empty Trash…' in the folder context menu"), tb("Oct 17  11:03", "Trash", 3, trash, (0, 13), extra=dlg)),
            (py("pyautogui.click(1110, 557)"), tb("Oct 17  11:04", "Trash", 3, [], (0, 0))),
            (py("pyautogui.click(180, 175)"), tb("Oct 17  11:04", "Inbox", 3, i3, (3, 25), new[1][0])),
            (py("pyautogui.hotkey('shift', 'c')"), tb("Oct 17  11:05", "Inbox", 0, allread, (0, 25), new[1][0])),
        ])


# 16: Calc: cell edits recompute totals, a descending sort reorders rows, currency format, renamed sheet, save.
def t16() -> None:
    def sheet(clock: str, rows: list[tuple[str, float, float]], fmt: str = "num", tab: str = "Expenses", modified: bool = True,
              name_box: str = "A1") -> str:
        body = win("office_supplies.ods - LibreOffice Calc") + [N("combo-box", "Name Box", name_box, (78, 150), (110, 28))]
        cells = [("A1", "Item"), ("B1", "Qty"), ("C1", "Unit price"), ("D1", "Total")]

        def f(v: float) -> str:
            return f"${v:,.2f}" if fmt == "cur" else f"{v:,.2f}"
        for i, (it, q, p) in enumerate(rows, 2):
            cells += [(f"A{i}", it), (f"B{i}", f"{q:g}"), (f"C{i}", f"{p:.2f}"), (f"D{i}", f(q * p))]
        cells += [("A7", "Total"), ("D7", f(sum(q * p for _, q, p in rows)))]
        for ref, val in cells:
            col, r = "ABCD".index(ref[0]), int(ref[1:])
            body.append(N("table-cell", ref, val, (110 + 120 * col, 200 + 22 * (r - 1)), (120, 22)))
        body += [N("page-tab", tab, "", (190, 1010), (130, 24), "selected"), N("page-tab", "Vendors", "", (325, 1010), (105, 24)),
                 N("label", "", "Sheet 1 of 2", (80, 1042), (110, 20)),
                 N("label", "", "The document has been modified. Click to save the document." if modified else "The document has not been modified since the last save.", (640, 1042), (20, 20))]
        return desk(clock, body)
    r0 = [("Paper", 10, 4.5), ("Toner", 2, 68.0), ("Pens", 25, 0.8), ("Stapler", 3, 12.0), ("Folders", 40, 0.35)]
    r1 = [("Paper", 10, 4.5), ("Toner", 3, 68.0), ("Pens", 25, 0.8), ("Stapler", 3, 12.0), ("Folders", 40, 0.35)]
    r2 = [("Paper", 10, 4.5), ("Toner", 3, 68.0), ("Pens", 25, 0.95), ("Stapler", 3, 12.0), ("Folders", 40, 0.35)]
    r3 = sorted(r2, key=lambda r: -r[1] * r[2])
    add(16, "Update the supplies sheet: 3 toner cartridges, pens now cost 0.95; sort items by total (largest first), show totals as currency, rename the sheet to 'Expenses Q4' and save.",
        sheet("Oct 18  14:40", r0, modified=False), [
            (code("CalcTools.set_cell_value('B3', 3)"), sheet("Oct 18  14:40", r1, name_box="B3")),
            (code("CalcTools.set_cell_value('C4', 0.95)"), sheet("Oct 18  14:41", r2, name_box="C4")),
            (py("pyautogui.click(150, 222)", "pyautogui.keyDown('shift')", "pyautogui.click(530, 310)", "pyautogui.keyUp('shift')",
                "pyautogui.click(760, 95)", "time.sleep(0.5)", "pyautogui.click(820, 170)", "time.sleep(0.5)", "pyautogui.press('enter')"),
             sheet("Oct 18  14:42", r3, name_box="A2:D6")),
            (code("CalcTools.set_number_format('D2:D7', 'currency')"), sheet("Oct 18  14:42", r3, "cur", name_box="A2:D6")),
            (code("CalcTools.get_column_data('D')"), sheet("Oct 18  14:42", r3, "cur", name_box="A2:D6")),
            (code("CalcTools.rename_sheet('Expenses', 'Expenses Q4')"), sheet("Oct 18  14:43", r3, "cur", "Expenses Q4", name_box="A2:D6")),
            (code("CalcTools.save()"), sheet("Oct 18  14:43", r3, "cur", "Expenses Q4", False, name_box="A2:D6")),
        ])


# 17: Chrome: a download's progress, pause/resume (ETA goes up), history with "last hour" deletion.
def t17() -> None:
    def dl(clock: str, iso: str, paused: bool = False) -> str:
        return chrome(clock, "Downloads", "chrome://downloads", [
            N("heading", "Downloads", "Downloads", (100, 130), (200, 30)), N("label", "", "Today", (600, 190), (100, 22)),
            N("link", "ubuntu-24.04.1-desktop-amd64.iso", "ubuntu-24.04.1-desktop-amd64.iso", (680, 230), (600, 22)),
            N("label", "", "https://releases.ubuntu.com/24.04.1/ubuntu-24.04.1-desktop-amd64.iso", (680, 256), (600, 20)),
            N("label", "", iso, (680, 282), (600, 20)),
            N("push-button", "Resume" if paused else "Pause", "", (680, 310), (80, 30)), N("push-button", "Cancel", "", (770, 310), (80, 30)),
            N("link", "lease_renewal_signed.pdf", "lease_renewal_signed.pdf", (680, 390), (600, 22)),
            N("label", "", "https://docs.cityhousing.org/f/8d21c/lease_renewal_signed.pdf", (680, 416), (600, 20)),
            N("push-button", "Show in folder", "", (680, 446), (130, 30))])

    def hist(clock: str, entries: list[tuple[str, str]], extra: list[str] | None = None) -> str:
        c = [N("heading", "History", "History", (100, 130), (200, 30)), N("label", "", "Today - Monday, October 14, 2024", (600, 190), (500, 22))]
        for i, (t, title) in enumerate(entries):
            c += [N("label", "", t, (600, 230 + 40 * i), (90, 22)), N("link", title, title, (700, 230 + 40 * i), (700, 22))]
        return chrome(clock, "History", "chrome://history", c, extra)
    H = [("11:44 AM", "Download Ubuntu Desktop | Ubuntu"), ("11:43 AM", "ubuntu 24.04 iso - Google Search"),
         ("11:20 AM", "Lease renewal – City Housing Portal"), ("10:37 AM", "Weather - Rochester, NY"), ("9:58 AM", "Gmail - Inbox (3)")]
    dele = [N("dialog", "Delete browsing data", "", (660, 250), (600, 520)), N("combo-box", "Time range", "Last hour", (690, 320), (300, 34)),
            N("check-box", "Browsing history", "", (690, 380), (400, 30), "checked"),
            N("check-box", "Cookies and other site data", "", (690, 430), (400, 30), "checked"),
            N("check-box", "Cached images and files", "", (690, 480), (400, 30), "checked"),
            N("push-button", "Cancel", "", (1010, 710), (100, 34)), N("push-button", "Delete data", "", (1120, 710), (120, 34))]
    H2 = [("10:37 AM", "Weather - Rochester, NY"), ("9:58 AM", "Gmail - Inbox (3)")]
    add(17, "Keep an eye on the Ubuntu ISO download, pausing it briefly, and clear the last hour of browsing data.",
        chrome("Oct 14  11:47", "Download Ubuntu Desktop | Ubuntu", "ubuntu.com/download/desktop/thank-you", [N("heading", "Thank you for downloading Ubuntu Desktop", "", (420, 200), (900, 40))]), [
            (py("pyautogui.hotkey('ctrl', 'j')"), dl("Oct 14  11:47", "212 MB of 5.8 GB, 9 mins left")),
            (py("time.sleep(60)"), dl("Oct 14  11:48", "1.1 GB of 5.8 GB, 6 mins left")),
            (py("pyautogui.click(720, 325)"), dl("Oct 14  11:48", "1.1 GB of 5.8 GB, Paused", paused=True)),
            (py("time.sleep(20)", "pyautogui.click(720, 325)"), dl("Oct 14  11:49", "1.1 GB of 5.8 GB, 8 mins left")),
            (py("pyautogui.hotkey('ctrl', 'h')"), hist("Oct 14  11:49", H)),
            (code("BrowserTools.delete_browsing_data()"), hist("Oct 14  11:50", H, dele)),
            (py("pyautogui.click(1180, 727)", "time.sleep(2)"), hist("Oct 14  11:50", H2)),
            (py("pyautogui.hotkey('ctrl', 'j')"), dl("Oct 14  11:51", "2.9 GB of 5.8 GB, 3 mins left")),
        ])


# 18: Software Updater: checking, 17 updates, install progress, restart prompt, then up to date.
def t18() -> None:
    def su(clock: str, inner: list[str], title: str = "Software Updater") -> str:
        return desk(clock, [N("frame", title, "", (610, 300), (700, 420))] + inner)
    add(18, "Install all pending system updates with Software Updater but do not restart yet; then confirm nothing is left to install.",
        desk("Oct 19  08:12", []), [
            (code("import subprocess\nsubprocess.Popen(['update-manager'])\nimport time\ntime.sleep(2)"),
             su("Oct 19  08:12", [N("label", "", "Downloading package information", (640, 380), (500, 24)),
                                  N("progress-bar", "", "", (640, 420), (640, 20), "38%"), N("push-button", "Stop", "", (1190, 660), (90, 34))])),
            (py("time.sleep(8)"), su("Oct 19  08:13", [
                N("label", "", "Updated software is available for this computer. Do you want to install it now?", (640, 330), (640, 40)),
                N("tree-item", "Security Updates", "7", (640, 400), (640, 26)), N("tree-item", "Other updates", "10", (640, 426), (640, 26)),
                N("label", "", "17 updates have been selected. 86.4 MB will be downloaded.", (640, 580), (640, 22)),
                N("push-button", "Settings...", "", (640, 660), (110, 34)), N("push-button", "Remind Me Later", "", (960, 660), (160, 34)),
                N("push-button", "Install Now", "", (1130, 660), (150, 34))])),
            (py("pyautogui.click(1205, 677)"), su("Oct 19  08:13", [
                N("dialog", "Authentication Required", "", (710, 360), (500, 300)),
                N("label", "", "Authentication is required to install software", (740, 420), (440, 22)),
                N("password-text", "Password", "", (740, 520), (440, 34)), N("push-button", "Cancel", "", (900, 600), (120, 34)),
                N("push-button", "Authenticate", "", (1040, 600), (140, 34))])),
            (py("pyautogui.write('s3cure-Pass!')", "pyautogui.press('enter')", "time.sleep(5)"), su("Oct 19  08:14", [
                N("label", "", "Installing updates…", (640, 340), (500, 24)), N("progress-bar", "", "", (640, 400), (640, 20), "12%"),
                N("label", "", "Downloading libssl3 (2.2 MB)", (640, 430), (640, 22)), N("push-button", "Cancel", "", (1190, 660), (90, 34))], "Software Updater")),
            (py("time.sleep(60)"), su("Oct 19  08:15", [
                N("label", "", "Installing updates…", (640, 340), (500, 24)), N("progress-bar", "", "", (640, 400), (640, 20), "64%"),
                N("label", "", "Installing linux-image-6.8.0-47-generic", (640, 430), (640, 22)), N("push-button", "Cancel", "", (1190, 660), (90, 34), "insensitive")])),
            (py("time.sleep(90)"), su("Oct 19  08:17", [
                N("label", "", "The computer needs to restart to finish installing updates.", (640, 340), (640, 24)),
                N("label", "", "Please save your work before continuing.", (640, 380), (640, 22)),
                N("push-button", "Restart Later", "", (980, 660), (140, 34)), N("push-button", "Restart Now…", "", (1130, 660), (150, 34))])),
            (py("pyautogui.click(1050, 677)"), desk("Oct 19  08:17", [])),
            (code("import subprocess\nsubprocess.Popen(['update-manager'])\nimport time\ntime.sleep(10)"), su("Oct 19  08:18", [
                N("label", "", "The computer needs to restart to finish installing updates.", (640, 340), (640, 24)),
                N("label", "", "Please save your work before continuing.", (640, 380), (640, 22)),
                N("push-button", "Restart Later", "", (980, 660), (140, 34)), N("push-button", "Restart Now…", "", (1130, 660), (150, 34))])),
        ])


# 19: Writer: 12-hour panel clock crosses noon; page count grows with double spacing; Save As renames the window.
def t19() -> None:
    P = ["the economics of urban beekeeping", "Priya Raman — ECON 214, Fall 2024",
         "Urban beekeeping has grown rapidly in mid-sized American cities over the last decade.",
         "This essay examines hive density, honey yields and the municipal permits that shape both."]
    P2 = ["The Economics Of Urban Beekeeping"] + P[1:]
    W = "1,512 words, 9,004 characters"
    sa = [N("dialog", "Save As", "", (460, 200), (1000, 640)), N("entry", "Name", "essay.odt", (560, 240), (500, 34)),
          N("push-button", "Documents", "", (560, 290), (120, 30)), N("table-cell", "", "essay.odt", (700, 360), (500, 30)),
          N("table-cell", "", "reading_list.odt", (700, 390), (500, 30)), N("combo-box", "File type", "ODF Text Document (.odt)", (1100, 780), (300, 34)),
          N("push-button", "Cancel", "", (480, 210), (80, 34)), N("push-button", "Save", "", (1360, 210), (80, 34))]
    add(19, "Double-space essay.odt, add centered page numbers in the footer, title-case the title and save it as essay_v2.odt.",
        writer("Oct 21  11:56 AM", "essay.odt", P, "Page 1 of 3", W, False), [
            (code("WriterTools.set_line_spacing(2.0)"), writer("Oct 21  11:56 AM", "essay.odt", P, "Page 1 of 6", W, True, spacing="Double")),
            (code("WriterTools.add_page_numbers(position='footer', alignment='center')"), writer("Oct 21  11:58 AM", "essay.odt", P, "Page 1 of 6", W, True, footer="1", spacing="Double")),
            (py("pyautogui.tripleClick(800, 245)"), writer("Oct 21  11:59 AM", "essay.odt", P, "Page 1 of 6", "Selected: 5 words, 33 characters", True, footer="1", spacing="Double")),
            (code("WriterTools.change_text_case('title')"), writer("Oct 21  12:01 PM", "essay.odt", P2, "Page 1 of 6", "Selected: 5 words, 33 characters", True, footer="1", spacing="Double")),
            (py("pyautogui.hotkey('ctrl', 'shift', 's')"), writer("Oct 21  12:01 PM", "essay.odt", P2, "Page 1 of 6", "Selected: 5 words, 33 characters", True, sa, footer="1", spacing="Double")),
            (py("pyautogui.hotkey('ctrl', 'a')", "pyautogui.write('essay_v2')", "pyautogui.press('enter')"),
             writer("Oct 21  12:03 PM", "essay_v2.odt", P2, "Page 1 of 6", "Selected: 5 words, 33 characters", False, footer="1", spacing="Double")),
            (py("pyautogui.hotkey('ctrl', 'end')"), writer("Oct 21  12:03 PM", "essay_v2.odt", ["Works Cited", "Hall, T. (2021). Bees on the Roof. Urban Press."], "Page 6 of 6", W, False, footer="6", spacing="Double")),
        ])


# 20: Calendar: create an event, then the agent moves it to 16:00 (a legitimate time change), browse weeks, delete another.
def t20() -> None:
    def wk(clock: str, label: str, evs: list[tuple[str, str, tuple[int, int]]], extra: list[str] | None = None) -> str:
        body = win("Calendar") + [
            N("push-button", "New Event", "", (90, 35), (40, 34)), N("push-button", "Today", "", (140, 35), (70, 34)),
            N("push-button", "Previous", "", (215, 35), (34, 34)), N("push-button", "Next", "", (250, 35), (34, 34)),
            N("toggle-button", "Week", "", (892, 35), (70, 34), "checked"), N("label", "", label, (1500, 42), (200, 22))]
        for nm, txt, pos in evs:
            body.append(N("push-button", nm, txt, pos, (240, 40)))
        return desk(clock, body + (extra or []))
    base = [("Team sync", "10:00 Team sync", (170, 380)), ("1:1 with Priya", "15:00 1:1 with Priya", (670, 620))]
    L1 = "Oct 21 – 27, 2024"

    def ed(clock: str, title: str, st: str, et: str, date: str, heading: str = "New Event") -> list[str]:
        return [N("dialog", heading, "", (560, 200), (800, 640)), N("entry", "Title", title, (600, 280), (720, 34)),
                N("entry", "Start Date", date, (600, 450), (200, 34)), N("entry", "Start Time", st, (820, 450), (120, 34)),
                N("entry", "End Date", date, (600, 500), (200, 34)), N("entry", "End Time", et, (820, 500), (120, 34)),
                N("push-button", "Cancel", "", (580, 210), (80, 34)), N("push-button", "Done", "", (1260, 210), (80, 34))]
    q13 = base + [("Quarterly review", "13:00 Quarterly review", (1170, 440))]
    q16 = base + [("Quarterly review", "16:00 Quarterly review", (1170, 620))]
    pop = [N("panel", "Quarterly review", "", (1130, 480), (360, 200)), N("label", "", "Quarterly review", (1150, 500), (320, 24)),
           N("label", "", "Friday, October 25 · 13:00 – 14:00", (1150, 535), (320, 22)), N("push-button", "Edit", "", (1400, 630), (70, 34))]
    add(20, "Add a 'Quarterly review' on Friday Oct 25 at 13:00, then move it to 16:00-17:00; also remove this week's 1:1 with Priya.",
        wk("Oct 21  09:30", L1, base), [
            (py("pyautogui.click(110, 52)"), wk("Oct 21  09:30", L1, base, ed("", "", "10:00", "11:00", "10/21/2024"))),
            (py("pyautogui.write('Quarterly review')", "pyautogui.tripleClick(700, 467)", "pyautogui.write('10/25/2024')", "pyautogui.tripleClick(880, 467)",
                "pyautogui.write('13:00')", "pyautogui.tripleClick(700, 517)", "pyautogui.write('10/25/2024')", "pyautogui.tripleClick(880, 517)", "pyautogui.write('14:00')"),
             wk("Oct 21  09:31", L1, base, ed("", "Quarterly review", "13:00", "14:00", "10/25/2024"))),
            (py("pyautogui.click(1300, 227)"), wk("Oct 21  09:31", L1, q13)),
            (py("pyautogui.click(1290, 460)"), wk("Oct 21  09:31", L1, q13, pop)),
            (py("pyautogui.click(1435, 647)", "time.sleep(1)", "pyautogui.tripleClick(880, 467)", "pyautogui.write('16:00')",
                "pyautogui.tripleClick(880, 517)", "pyautogui.write('17:00')", "pyautogui.click(1300, 227)"), wk("Oct 21  09:32", L1, q16)),
            (py("pyautogui.click(267, 52)"), wk("Oct 21  09:32", "Oct 28 – Nov 3, 2024", [("Team sync", "10:00 Team sync", (170, 380)), ("Sprint planning", "11:00 Sprint planning", (420, 440))])),
            (py("pyautogui.click(175, 52)"), wk("Oct 21  09:33", L1, q16)),
            (py("pyautogui.doubleClick(790, 640)", "time.sleep(1)", "pyautogui.click(960, 800)  # 'Delete Event' at the bottom of the editor"),
             wk("Oct 21  09:33", L1, [base[0], q16[2]], [N("label", "", "Event deleted", (820, 980), (200, 24)), N("push-button", "Undo", "", (1040, 975), (70, 34))])),
        ])


# 21: VLC: the elapsed time advances (faster at 1.5x), a jump forward, pause, settings read-back, a second item queued.
def t21() -> None:
    lec = ("lecture07_graph_algorithms", "1:12:40")
    add(21, "Play lecture 7 at 1.5x speed, pause it after a bit, and queue lecture 8 after it.", vlc("Oct 22  19:00", "", [], playlist=False), [
        (code("VLCTools.add_to_playlist('/home/omar/Videos/cs301/lecture07_graph_algorithms.mp4')\nimport pyautogui\npyautogui.click(328, 918)"),
         vlc("Oct 22  19:00", lec[0], [lec], lec[0], "00:03", "1:12:40", True, playlist=False)),
        (py("time.sleep(30)"), vlc("Oct 22  19:01", lec[0], [lec], lec[0], "00:33", "1:12:40", True, playlist=False)),
        (py("pyautogui.hotkey('shift', 'right')"), vlc("Oct 22  19:01", lec[0], [lec], lec[0], "00:36", "1:12:40", True, playlist=False)),
        (py("pyautogui.hotkey('alt', 'right')"), vlc("Oct 22  19:01", lec[0], [lec], lec[0], "00:47", "1:12:40", True, playlist=False)),
        (py("pyautogui.click(1425, 915)", "pyautogui.click(1425, 850)"), vlc("Oct 22  19:01", lec[0], [lec], lec[0], "00:49", "1:12:40", True, "1.50x", playlist=False)),
        (py("time.sleep(20)", "pyautogui.press('space')"), vlc("Oct 22  19:02", lec[0], [lec], lec[0], "01:20", "1:12:40", False, "1.50x", playlist=False)),
        (code("VLCTools.get_settings()"), vlc("Oct 22  19:02", lec[0], [lec], lec[0], "01:20", "1:12:40", False, "1.50x", playlist=False)),
        (code("VLCTools.add_to_playlist('/home/omar/Videos/cs301/lecture08_shortest_paths.mp4')\nimport pyautogui\npyautogui.hotkey('ctrl', 'l')"),
         vlc("Oct 22  19:02", lec[0], [lec, ("lecture08_shortest_paths", "1:09:15")], lec[0], "01:20", "1:12:40", False, "1.50x")),
    ])


# 22: Settings > Sound: per-device volumes (switching output changes the slider legitimately), volume keys, back again.
def t22() -> None:
    SPK = "Speakers – Built-in Audio"
    HP = "Headset – Jabra EVOLVE 20 MS"

    def snd(clock: str, out: str, vol: int, overamp: bool = False, extra: list[str] | None = None, osd: str | None = None) -> str:
        body = win("Settings") + [
            N("list-item", "Sound", "Sound", (80, 300), (300, 44), "selected"),
            N("label", "System Volume", "System Volume", (460, 120), (200, 22)),
            N("slider", "System Volume", "", (520, 160), (820, 20), f"{vol}%"),
            N("label", "Over-Amplification", "Allows raising the volume above 100%. May result in a loss of audio quality.", (460, 220), (800, 40)),
            N("toggle-button", "Over-Amplification", "", (1360, 228), (48, 26), "checked" if overamp else ""),
            N("label", "Output", "Output", (460, 300), (100, 22)),
            N("combo-box", "Output Device", out, (900, 340), (440, 34)),
            N("push-button", "Test", "", (1350, 340), (60, 34)),
            N("label", "Input", "Input", (460, 440), (100, 22)),
            N("combo-box", "Input Device", "Internal Microphone – Built-in Audio" if out == SPK else "Headset Microphone – Jabra EVOLVE 20 MS", (900, 480), (440, 34))]
        if osd:
            body.append(N("label", "", osd, (860, 900), (200, 40)))
        return desk(clock, body + (extra or []))
    menu = [N("menu-item", SPK, "", (900, 378), (440, 34), "checked"), N("menu-item", HP, "", (900, 412), (440, 34)),
            N("menu-item", "HDMI / DisplayPort – Built-in Audio", "", (900, 446), (440, 34))]
    test = [N("dialog", "Speaker Testing for Jabra EVOLVE 20 MS", "", (660, 300), (600, 400)),
            N("push-button", "Front Left", "", (760, 450), (120, 40)), N("push-button", "Front Right", "", (1040, 450), (120, 40)),
            N("push-button", "Close", "", (1170, 310), (80, 30))]
    add(22, "Switch audio output to the Jabra headset, test it, raise the volume two steps, then switch back to the speakers.",
        snd("Oct 23  14:10", SPK, 50), [
            (py("pyautogui.click(1120, 357)"), snd("Oct 23  14:10", SPK, 50, extra=menu)),
            (py("pyautogui.click(1120, 429)"), snd("Oct 23  14:10", HP, 35)),
            (py("pyautogui.click(1380, 357)"), snd("Oct 23  14:11", HP, 35, extra=test)),
            (py("pyautogui.click(820, 470)", "time.sleep(2)", "pyautogui.click(1100, 470)", "time.sleep(2)", "pyautogui.click(1210, 325)"), snd("Oct 23  14:11", HP, 35)),
            (py("pyautogui.press('volumeup')"), snd("Oct 23  14:11", HP, 41, osd="Headset 41%")),
            (py("pyautogui.press('volumeup')"), snd("Oct 23  14:11", HP, 47, osd="Headset 47%")),
            (py("pyautogui.click(1120, 357)", "pyautogui.click(1120, 395)"), snd("Oct 23  14:12", SPK, 50)),
            (py("pyautogui.click(1384, 241)"), snd("Oct 23  14:12", SPK, 50, overamp=True)),
        ])


def main() -> None:
    for f in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        f()
    RS.write()


if __name__ == "__main__":
    main()
