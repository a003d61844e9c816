# ruff: noqa: E501
"""Held-out set holdout34, domain os: 22 GNOME desktop trajectories (accessibility-tree observations).

Each trajectory is one task driven by Python code blocks on an Ubuntu 22.04 desktop; 11 carry exactly one
observation that contradicts an earlier turn, 11 are clean. Run from the repository root:
``python3 -m tests.decoherence.independent.holdout34_parts.os.make``.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, a11y, code

Row = tuple[str, str, str, tuple[int, int], tuple[int, int]]
Turns = list[tuple[str, str]]


def r(tag: str, name: str = "", text: str = "", x: int = 0, y: int = 0, w: int = 0, h: int = 0) -> Row:
    return (tag, name, text, (x, y), (w, h))


def system(task: str) -> str:
    return (
        "You are a Desktop World Model, a precise simulator of computer-use interactions on an Ubuntu 22.04 GNOME "
        "desktop (1920x1080). The agent acts with free-form Python code blocks (pyautogui, subprocess, os, time and "
        "app helpers); the executed code is the authoritative description of what happened.\n\n"
        "After each action, predict the exact next desktop accessibility tree. Preserve the state format exactly "
        "(tab-separated columns: tag, name, text, class, description, position, size), keep node ordering, labels "
        "and coordinates consistent unless the action changes them, return the unchanged state when the action has "
        "no visible effect, and use the prior turns to track open windows, files, selections and application state.\n\n"
        "First think step by step, then give only the full predicted desktop state inside "
        "<predicted_observation></predicted_observation>.\n\n"
        f"Task instruction: {task}"
    )


def dock(*apps: str) -> list[Row]:
    rows, y = [], 33
    for a in ("Firefox Web Browser", "Thunderbird Mail", "Files", "Terminal", *apps):
        rows.append(r("push-button", a, "", 0, y, 70, 64))
        y += 66
    rows.append(r("push-button", "Show Applications", "", 0, 1013, 70, 64))
    return rows


def desk(app: str, clock: str, body: list[Row], apps: tuple[str, ...] = (), tray: tuple[Row, ...] = ()) -> str:
    rows = [r("label", "Activities", "", 0, 0, 98, 27), r("menu", app, "", 106, 0, 9 * len(app) + 34, 27)]
    rows += body
    rows += [*tray, r("menu", "System", "", 1806, 0, 114, 27)]
    rows += dock(*apps)
    return a11y(rows, clock=clock)


def menubar(names: list[str], x: int, y: int) -> list[Row]:
    rows = []
    for n in names:
        w = 9 * len(n) + 16
        rows.append(r("menu", n, "", x, y, w, 24))
        x += w
    return rows


WS_NAMES = ["api.github.com", "objects.githubusercontent.com", "security.ubuntu.com", "connectivity-check.ubuntu.com",
            "fonts.gstatic.com", "www.google.com", "detectportal.firefox.com", "push.services.mozilla.com",
            "incoming.telemetry.mozilla.org", "motd.ubuntu.com", "archive.ubuntu.com"]
WS_IPS = {"api.github.com": "140.82.121.6", "objects.githubusercontent.com": "185.199.108.133",
          "security.ubuntu.com": "91.189.91.83", "connectivity-check.ubuntu.com": "35.224.170.84",
          "fonts.gstatic.com": "142.250.185.99", "www.google.com": "142.250.186.68",
          "detectportal.firefox.com": "34.107.221.82", "push.services.mozilla.com": "34.117.65.55",
          "incoming.telemetry.mozilla.org": "34.120.208.123", "motd.ubuntu.com": "185.125.188.58",
          "archive.ubuntu.com": "91.189.91.81"}


def ws_qid(n: int, cap: int) -> int:
    return (n * 40503 + 4099 + cap * 7717) & 0xFFFF


def ws_pkt(n: int, cap: int) -> tuple[str, str, str, str, str, int, str]:
    """Packet n of capture cap: (No., Time, Source, Destination, Protocol, Length, Info)."""
    step = 0.0327 if cap == 1 else 0.0291
    t = f"{n * step + ((n * 37) % 100) / 10000:.6f}"
    blk = n // 12
    name = WS_NAMES[(blk + 4 * (cap - 1)) % len(WS_NAMES)]
    sport = 44318 + 2 * blk + 100 * (cap - 1)
    hport = 51862 + 2 * blk + 100 * (cap - 1)
    seq = 1 + 517 * blk + (n % 12) * 39
    me, gh, gg, ub, gw = "10.0.2.15", "140.82.121.6", "142.250.185.78", "185.125.190.20", "10.0.2.3"
    k = n % 12
    if k == 0:
        row = (me, gh, "TCP", 54, f"{sport} → 443 [ACK] Seq={seq} Ack={seq * 3 + 1440} Win=63784 Len=0")
    elif k == 1:
        row = (gh, me, "TLSv1.3", 1454, "Application Data")
    elif k == 2:
        row = (me, gh, "TCP", 54, f"{sport} → 443 [ACK] Seq={seq} Ack={seq * 3 + 2840} Win=63784 Len=0")
    elif k == 3:
        row = (me, gh, "TLSv1.3", 93, "Application Data")
    elif k == 4:
        row = (me, gg, "QUIC", 1292, f"Protected Payload (KP0), DCID={(n * 2654435761) & 0xFFFFFFFF:08x}{(n * 40503) & 0xFFFF:04x}c8")
    elif k == 5:
        row = (me, gw, "DNS", 60 + len(name), f"Standard query 0x{ws_qid(n, cap):04x} A {name}")
    elif k == 6:
        row = (gw, me, "DNS", 76 + len(name), f"Standard query response 0x{ws_qid(n - 1, cap):04x} A {name} A {WS_IPS[name]}")
    elif k == 7:
        row = (me, ub, "TCP", 74, f"{hport} → 80 [SYN] Seq=0 Win=64240 Len=0 MSS=1460 SACK_PERM TSval={2841090331 + n * 33} TSecr=0 WS=128")
    elif k == 8:
        row = (ub, me, "TCP", 60, f"80 → {hport} [SYN, ACK] Seq=0 Ack=1 Win=65535 Len=0 MSS=1460")
    elif k == 9:
        row = (gg, me, "QUIC", 68, "Protected Payload (KP0)")
    elif k == 10:
        row = (me, ub, "TCP", 54, f"{hport} → 80 [ACK] Seq=1 Ack=1 Win=64240 Len=0")
    else:
        row = (me, ub, "HTTP", 141, "GET /connectivity-check HTTP/1.1 ")
    return (str(n), t, row[0], row[1], row[2], row[3], row[4])


def ws_line(p: tuple[str, str, str, str, str, int, str]) -> str:
    return f"{p[0]}  {p[1]}  {p[2]}  {p[3]}  {p[4]}  {p[5]}  {p[6]}"


WS_TOOLS = ["Start capturing packets", "Stop capturing packets", "Restart current capture", "Capture options",
            "Open a capture file", "Save this capture file", "Close this capture file", "Reload this file",
            "Find a packet", "Go back in packet history", "Go forward in packet history", "Go to specified packet",
            "Go to first packet", "Go to last packet", "Automatically scroll to the last packet during a live capture",
            "Draw packets using your coloring rules", "Enlarge the main window text", "Shrink the main window text",
            "Return the main window text to its normal size", "Resize packet list columns to fit contents"]


def ws_main(title: str, nums: list[int], cap: int, flt: str, status: list[str], detail: list[str] | None = None,
            selected: int | None = None, capturing: bool = False) -> list[Row]:
    rows = [r("frame", title, "", 70, 27, 1850, 1053)]
    rows += menubar(["File", "Edit", "View", "Go", "Capture", "Analyze", "Statistics", "Telephony", "Wireless", "Tools", "Help"], 70, 54)
    x = 74
    for t in WS_TOOLS:
        name = t
        rows.append(r("push-button", name, "", x, 80, 30, 30))
        x += 32
    rows.append(r("text", "Apply a display filter … <Ctrl-/>", flt, 74, 114, 1640, 26))
    rows.append(r("push-button", "Apply display filter", "", 1716, 114, 28, 26))
    rows.append(r("push-button", "Add a display filter button.", "", 1880, 114, 28, 26))
    x = 74
    for h, w in (("No.", 70), ("Time", 110), ("Source", 160), ("Destination", 160), ("Protocol", 80), ("Length", 70), ("Info", 1180)):
        rows.append(r("table-column-header", h, "", x, 144, w, 24))
        x += w
    y = 168
    for n in nums:
        p = ws_pkt(n, cap)
        rows.append(r("table-row", "", ws_line(p), 74, y, 1830, 21))
        y += 21
    if detail:
        y = 560
        for d in detail:
            rows.append(r("tree-item", d.strip(), "", 74 + 20 * (len(d) - len(d.lstrip(" "))) // 4, y, 1200, 21))
            y += 21
        rows.append(r("text", "", "0000  52 54 00 12 35 02 08 00 27 8e 4a 11 08 00 45 00   RT..5...'.J...E.", 74, 880, 900, 20))
    rows.append(r("push-button", "Open the Expert Information dialog" if not capturing else "Expert information (capture in progress)", "", 74, 1052, 24, 24))
    x = 104
    for s in status:
        rows.append(r("label", "", s, x, 1054, 9 * len(s) + 10, 22))
        x += 9 * len(s) + 40
    rows.append(r("label", "", "Profile: Default", 1790, 1054, 130, 22))
    if selected is not None:
        rows.append(r("label", "", f"Selected packet: {selected}", 1620, 1054, 150, 22))
    return rows


# Wireshark (clean)
def t01() -> dict:
    clocks = ["Tue Apr 16 10:42", "Tue Apr 16 10:42", "Tue Apr 16 10:42", "Tue Apr 16 10:43", "Tue Apr 16 10:43",
              "Tue Apr 16 10:44", "Tue Apr 16 10:44", "Tue Apr 16 10:45", "Tue Apr 16 10:45"]
    app = ("Wireshark",)

    def view(clock: str, body: list[Row]) -> str:
        return desk("Wireshark", clock, body, app)

    welcome = [r("frame", "The Wireshark Network Analyzer", "", 70, 27, 1850, 1053)]
    welcome += menubar(["File", "Edit", "View", "Go", "Capture", "Analyze", "Statistics", "Telephony", "Wireless", "Tools", "Help"], 70, 54)
    welcome += [r("push-button", t, "", 74 + 32 * i, 80, 30, 30) for i, t in enumerate(WS_TOOLS)]
    welcome += [r("text", "Apply a display filter … <Ctrl-/>", "", 74, 114, 1640, 26),
                r("label", "Welcome to Wireshark", "", 120, 170, 420, 40),
                r("label", "Open", "", 120, 230, 60, 24),
                r("list-item", "/home/devon/captures/vpn-handshake.pcapng (1284 KB)", "", 140, 258, 520, 22),
                r("list-item", "/home/devon/captures/dhcp-renew.pcapng (14 KB)", "", 140, 280, 520, 22),
                r("list-item", "/home/devon/captures/mdns-storm-0412.pcapng (3127 KB)", "", 140, 302, 520, 22),
                r("label", "Capture", "", 120, 350, 80, 24),
                r("label", "…using this filter:", "", 140, 380, 140, 24),
                r("text", "Enter a capture filter …", "", 290, 378, 900, 26),
                r("label", "All interfaces shown", "", 1200, 380, 160, 24)]
    y = 414
    for itf, spark in (("enp0s3", "▁▂▁▃▂▅▂▁▃"), ("any", "▁▂▁▃▂▅▂▁▃"), ("Loopback: lo", "▁▁▁▁▁▁▁▁▁"), ("bluetooth-monitor", ""),
                       ("nflog", ""), ("nfqueue", ""), ("dbus-system", ""), ("dbus-session", ""),
                       ("Cisco remote capture: ciscodump", ""), ("Random packet generator: randpkt", ""),
                       ("SSH remote capture: sshdump", ""), ("UDP Listener remote capture: udpdump", "")):
        welcome.append(r("list-item", itf, spark, 140, y, 700, 22))
        y += 22
    welcome += [r("label", "Learn", "", 120, 720, 60, 24),
                r("label", "User's Guide  ·  Wiki  ·  Questions and Answers  ·  Mailing Lists", "", 140, 748, 520, 22),
                r("label", "You are running Wireshark 3.6.2 (Git v3.6.2 packaged as 3.6.2-2).", "", 140, 776, 520, 22),
                r("label", "", "Ready to load or capture", 104, 1054, 200, 22),
                r("label", "", "No Packets", 900, 1054, 90, 22),
                r("label", "", "Profile: Default", 1790, 1054, 130, 22)]
    state = view("Tue Apr 16 10:42", welcome)

    dns1 = [n for n in range(1, 464) if n % 12 in (5, 6)]
    disp = len(dns1)
    pct = f"{100 * disp / 463:.1f}"
    p5 = ws_pkt(5, 1)
    name5 = p5[6].split(" A ")[-1]
    det = [f"Frame 5: {p5[5]} bytes on wire ({p5[5] * 8} bits), {p5[5]} bytes captured ({p5[5] * 8} bits) on interface enp0s3, id 0",
           "Ethernet II, Src: PcsCompu_8e:4a:11 (08:00:27:8e:4a:11), Dst: RealtekU_12:35:02 (52:54:00:12:35:02)",
           "Internet Protocol Version 4, Src: 10.0.2.15, Dst: 10.0.2.3",
           "User Datagram Protocol, Src Port: 48213, Dst Port: 53",
           "Domain Name System (query)",
           f"    Transaction ID: 0x{ws_qid(5, 1):04x}",
           "    Flags: 0x0100 Standard query",
           "    Questions: 1",
           "    Answer RRs: 0",
           "    Authority RRs: 0",
           "    Additional RRs: 0",
           "    Queries",
           f"        {name5}: type A, class IN",
           "    [Response In: 6]"]
    t1 = view(clocks[0], ws_main("Capturing from enp0s3", list(range(40, 58)), 1, "",
                                 ["enp0s3: <live capture in progress>", "Packets: 57 · Displayed: 57 (100.0%)"], capturing=True))
    t2 = view(clocks[1], ws_main("Capturing from enp0s3", list(range(395, 413)), 1, "",
                                 ["enp0s3: <live capture in progress>", "Packets: 412 · Displayed: 412 (100.0%)"], capturing=True))
    t3 = view(clocks[2], ws_main("*enp0s3", list(range(446, 464)), 1, "",
                                 ["enp0s3 capture (wireshark_enp0s3CK9JM2.pcapng)",
                                  "Packets: 463 · Displayed: 463 (100.0%)"]))
    st_f = ["enp0s3 capture (wireshark_enp0s3CK9JM2.pcapng)", f"Packets: 463 · Displayed: {disp} ({pct}%)"]
    t4 = view(clocks[3], ws_main("*enp0s3", dns1[:18], 1, "dns", st_f))
    t5 = view(clocks[4], ws_main("*enp0s3", dns1[:18], 1, "dns", st_f, det, selected=5))
    exp = [r("frame", "Wireshark · Export Specified Packets", "", 520, 190, 900, 640),
           r("label", "Look in:", "", 540, 214, 70, 24), r("combo-box", "", "/home/devon/captures", 620, 212, 620, 26),
           r("push-button", "Back", "", 1250, 212, 26, 26), r("push-button", "Create New Folder", "", 1310, 212, 26, 26),
           r("table-column-header", "Name", "", 540, 250, 420, 22), r("table-column-header", "Size", "", 960, 250, 100, 22),
           r("table-column-header", "Type", "", 1060, 250, 120, 22), r("table-column-header", "Date Modified", "", 1180, 250, 220, 22),
           r("table-row", "", "dhcp-renew.pcapng  14 KB  pcapng File  4/9/24 3:12 PM", 540, 272, 860, 22),
           r("table-row", "", "mdns-storm-0412.pcapng  3.05 MB  pcapng File  4/12/24 11:47 AM", 540, 294, 860, 22),
           r("table-row", "", "vpn-handshake.pcapng  1.25 MB  pcapng File  4/15/24 5:02 PM", 540, 316, 860, 22),
           r("label", "File name:", "", 540, 520, 90, 24), r("text", "File name:", "", 640, 518, 600, 26),
           r("label", "Save as:", "", 540, 552, 90, 24), r("combo-box", "", "Wireshark/… - pcapng", 640, 550, 600, 26),
           r("check-box", "Compress with gzip", "", 640, 582, 200, 22),
           r("label", "Packet Range", "", 540, 614, 120, 22),
           r("table-column-header", "Captured", "", 1000, 614, 90, 22), r("table-column-header", "Displayed", "", 1100, 614, 90, 22),
           r("radio-button", "All packets", "", 560, 638, 200, 22), r("label", "", "463", 1000, 638, 90, 22), r("label", "", str(disp), 1100, 638, 90, 22),
           r("radio-button", "Selected packets only", "", 560, 660, 200, 22), r("label", "", "1", 1000, 660, 90, 22), r("label", "", "1", 1100, 660, 90, 22),
           r("radio-button", "Marked packets only", "", 560, 682, 200, 22), r("label", "", "0", 1000, 682, 90, 22), r("label", "", "0", 1100, 682, 90, 22),
           r("radio-button", "First to last marked", "", 560, 704, 200, 22), r("label", "", "0", 1000, 704, 90, 22), r("label", "", "0", 1100, 704, 90, 22),
           r("radio-button", "Range:", "", 560, 726, 80, 22), r("text", "", "", 650, 724, 300, 24), r("label", "", "0", 1000, 726, 90, 22), r("label", "", "0", 1100, 726, 90, 22),
           r("check-box", "Remove ignored packets", "", 560, 748, 220, 22), r("label", "", "0", 1000, 748, 90, 22), r("label", "", "0", 1100, 748, 90, 22),
           r("radio-button", "Captured", "", 1000, 772, 90, 22), r("radio-button", "Displayed", "", 1100, 772, 90, 22),
           r("push-button", "Help", "", 540, 800, 80, 28), r("push-button", "Cancel", "", 1230, 800, 80, 28), r("push-button", "Save", "", 1320, 800, 80, 28)]
    t6 = view(clocks[5], ws_main("*enp0s3", dns1[:18], 1, "dns", st_f, det, selected=5) + exp)
    t7 = view(clocks[6], ws_main("*enp0s3", dns1[:18], 1, "dns", st_f, det, selected=5))
    ask = [r("frame", "Unsaved packets…", "", 720, 420, 480, 180),
           r("label", "Do you want to save the captured packets before starting a new capture?", "", 780, 440, 400, 40),
           r("label", "Your captured packets will be lost if you don't save them.", "", 780, 486, 400, 22),
           r("push-button", "Save before Continue", "", 740, 560, 160, 28),
           r("push-button", "Continue without Saving", "", 904, 560, 180, 28),
           r("push-button", "Cancel", "", 1090, 560, 90, 28)]
    t8 = view(clocks[7], ws_main("*enp0s3", dns1[:18], 1, "dns", st_f, det, selected=5) + ask)
    dns2 = [n for n in range(1, 32) if n % 12 in (5, 6)]
    t9 = view(clocks[8], ws_main("Capturing from enp0s3", dns2, 2, "dns",
                                 ["enp0s3: <live capture in progress>", f"Packets: 31 · Displayed: {len(dns2)} ({100 * len(dns2) / 31:.1f}%)"], capturing=True))
    turns = [
        (code("pyautogui.doubleClick(190, 425)  # enp0s3 in the interface list"), t1),
        (code("time.sleep(10)"), t2),
        (code("pyautogui.hotkey('ctrl', 'e')  # stop capture"), t3),
        (code("pyautogui.click(600, 127)\npyautogui.write('dns')\npyautogui.press('enter')"), t4),
        (code("pyautogui.click(400, 178)  # first packet in the filtered list"), t5),
        (code("pyautogui.click(88, 66)  # File\npyautogui.click(170, 330)  # Export Specified Packets…"), t6),
        (code("pyautogui.click(940, 531)\npyautogui.write('dns-only-0416.pcapng')\npyautogui.press('enter')"), t7),
        (code("pyautogui.hotkey('ctrl', 'r')  # restart current capture"), t8),
        (code("pyautogui.click(994, 574)  # Continue without Saving"), t9),
    ]
    return dict(tid="h34-os-01", system=system("Capture ~15 seconds of traffic on enp0s3 in Wireshark, keep only the DNS packets in ~/captures/dns-only-0416.pcapng, then start a fresh live capture with the dns filter still applied."),
                turns=turns, state=state, bad=False)


GEARY_INBOX = [
    ("dana", "Dana Whitfield", "Re: Q2 planning offsite", "Sounds good — I've booked the room at the Wharf for the 14th, can you confirm headcount by Friday?", "09:02", True, 4),
    ("gh", "GitHub", "[acme/billing-service] Run failed: CI - main (4f2a9c1)", "Run failed for main (4f2a9c1). 2 jobs have failed: test-integration, lint. View workflow run", "08:47", True, 1),
    ("so", "Stack Overflow", "Weekly digest: top questions in python, postgresql", "Why does asyncio.gather swallow exceptions raised in a cancelled task? · Postgres partial index not used with…", "07:30", True, 1),
    ("hz", "Hetzner Online GmbH", "Invoice INV-20417 for March 2024", "Dear Devon Price, attached you will find the invoice for your server products. Amount due: €48.73", "Yesterday", True, 1),
    ("priya", "Priya Raman", "Interview loop for backend candidate", "Hi Devon, could you take the system design slot on Thursday 2–3pm? The candidate is remote, Zoom link in the invite.", "Yesterday", False, 2),
    ("lin", "Linear", "ENG-4127 assigned to you: Retry webhook deliveries with backoff", "Sam Okafor assigned ENG-4127 to you · Priority: High · Cycle 19", "Yesterday", False, 1),
    ("mom", "Mom", "Photos from Sunday", "Here are the ones from the garden, the tulips finally came out! Love, Mom", "Mon", False, 1),
    ("aws", "AWS Notifications", "AWS Budgets: dev-sandbox has exceeded 80% of your budget", "You requested that we alert you when the ACTUAL cost for your budget dev-sandbox exceeds 80%…", "Mon", False, 1),
    ("marco", "Marco Bellini", "Re: Lisbon trip — flights", "I found a TAP flight on the 3rd at 07:15, returns on the 7th. Should I book both seats?", "Sun", False, 5),
    ("fm", "Fastmail", "Your Fastmail invoice is ready", "Thanks for using Fastmail. Your invoice for Standard (annual) is now available.", "Apr 12", False, 1),
    ("npm", "npm", "Successfully published @acme/ui-kit@3.8.1", "Hi devonp! A new version of the package @acme/ui-kit (3.8.1) was published at 2024-04-11T16:02:44.913Z", "Apr 11", False, 1),
]
GEARY_TRASH = [
    ("li", "LinkedIn", "Devon, you appeared in 14 searches this week", "See who's looking at your profile and what keywords they used.", "Apr 15", False, 1),
    ("zoom", "Zoom", "Cloud recording is now available", "Your cloud recording of \"Billing sync\" is now available. Duration: 00:41:12", "Apr 10", False, 1),
    ("med", "Medium Daily Digest", "The 10x engineer myth, revisited", "Stories for Devon Price · 6 min read", "Apr 8", False, 1),
    ("ups", "UPS", "UPS Update: Package delivered", "Your package 1Z 9X4 47W 03 6158 2241 was delivered on Friday at 2:16 PM.", "Apr 5", False, 1),
]
GEARY_SENT = [
    ("s1", "Priya Raman", "Re: Interview loop for backend candidate", "Sure, Thursday 2–3pm works. I'll use the rate-limiter question again.", "Yesterday", False, 2),
    ("s2", "Dana Whitfield", "Re: Q2 planning offsite", "Count me in. I can present the billing roadmap in the afternoon block.", "Yesterday", False, 4),
    ("s3", "Marco Bellini", "Re: Lisbon trip — flights", "Yes please, book both. I'll send you my half tonight.", "Sun", False, 5),
    ("s4", "accounts@hetzner.com", "VAT ID update for customer K0923318", "Hello, please update our VAT ID to GB 312 4471 90 effective April 1.", "Apr 9", False, 1),
    ("s5", "Sam Okafor", "Webhook retries design notes", "Attached a short doc on exponential backoff with jitter, comments welcome.", "Apr 8", False, 1),
]


def geary(clock: str, folder: str, convs: list, inbox_unread: int, viewer: list[Row], toast: str | None = None,
          selected: str | None = None, unread_override: dict[str, bool] | None = None) -> str:
    rows = [r("frame", f"{folder} — devon.price@fastmail.com", "", 70, 27, 1850, 1053),
            r("push-button", "Compose Message", "", 80, 36, 34, 34),
            r("label", folder, "", 140, 34, 180, 20), r("label", "devon.price@fastmail.com", "", 140, 54, 200, 16),
            r("push-button", "Mark conversation", "", 780, 36, 34, 34), r("push-button", "Add label to conversation", "", 818, 36, 34, 34),
            r("push-button", "Move conversation", "", 856, 36, 34, 34), r("push-button", "Archive conversation (A)", "", 910, 36, 34, 34),
            r("push-button", "Move conversation to Trash (Delete, Backspace)", "", 948, 36, 34, 34),
            r("push-button", "Find in conversation (Ctrl+F)", "", 1820, 36, 34, 34), r("push-button", "Main menu", "", 1858, 36, 34, 34),
            r("toggle-button", "Search", "", 700, 36, 34, 34),
            r("label", "devon.price@fastmail.com", "", 84, 84, 240, 22)]
    y = 110
    for f in ("Inbox", "Drafts", "Sent", "Starred", "Important", "Archive", "Junk", "Trash", "Outbox"):
        rows.append(r("tree-item", f, str(inbox_unread) if f == "Inbox" and inbox_unread else "", 84, y, 240, 28))
        y += 30
    rows.append(r("label", "Labels", "", 84, y + 10, 240, 22))
    for lb in ("Receipts", "Travel", "Work/Hiring", "Work/Infra"):
        y += 30
        rows.append(r("tree-item", lb, "", 100, y + 10, 224, 28))
    y = 84
    uo = unread_override or {}
    for cid, sender, subj, prev, date, unread, n in convs:
        unread = uo.get(cid, unread)
        rows.append(r("list-item", sender + (f" ({n})" if n > 1 else ""), date, 332, y, 426, 86))
        if unread:
            rows.append(r("label", "Unread", "●", 338, y + 8, 12, 12))
        rows.append(r("label", "", subj, 356, y + 30, 396, 20))
        rows.append(r("label", "", prev, 356, y + 52, 396, 30))
        y += 88
    rows += viewer
    if toast:
        rows += [r("label", "", toast, 1100, 980, 320, 40), r("push-button", "Undo", "", 1430, 986, 70, 30)]
    return desk("Geary", clock, rows, ("Geary",))


GEARY_EMPTY = [r("label", "No conversations selected", "", 1180, 480, 320, 30),
               r("label", "Selecting a conversation from the list will display it here", "", 1110, 516, 460, 22)]


def geary_msg(sender: str, addr: str, to: str, date: str, subject: str, body: list[str], attach: str | None = None) -> list[Row]:
    rows = [r("heading", subject, "", 780, 86, 1100, 30),
            r("label", "", sender, 836, 130, 300, 20), r("label", "", addr, 836, 150, 400, 18),
            r("label", "", f"To: {to}", 836, 170, 400, 18), r("label", "", date, 1640, 130, 240, 20),
            r("push-button", "Star this message", "", 1800, 126, 28, 28), r("push-button", "Reply", "", 1832, 126, 28, 28),
            r("push-button", "Message menu", "", 1864, 126, 28, 28)]
    y = 210
    for line in body:
        rows.append(r("paragraph", "", line, 836, y, 1000, 22))
        y += 26
    if attach:
        rows += [r("label", "", "1 attachment", 836, y + 20, 200, 20), r("push-button", attach, "", 836, y + 44, 260, 60),
                 r("push-button", "Save All", "", 1100, y + 60, 90, 28)]
    return rows


# Geary (bad)
def t02() -> dict:
    ib = GEARY_INBOX
    so_body = ["Top new questions this week in your tags: python, postgresql", "",
               "Why does asyncio.gather swallow exceptions raised in a cancelled task?  — 14 votes, 3 answers",
               "Postgres partial index not used when the predicate uses a parameter  — 22 votes, 2 answers",
               "psycopg 3: COPY FROM STDIN with a generator is slower than executemany?  — 9 votes, 1 answer",
               "Python typing: Protocol with a classmethod constructor  — 31 votes, 4 answers",
               "Row-level security policy ignored for table owner  — 17 votes, 2 answers", "",
               "You're receiving this email because you subscribed to the weekly digest.",
               "Unsubscribe · Manage email settings · Stack Exchange Inc., 110 William St, 28th Floor, New York, NY 10038"]
    hz_body = ["Dear Devon Price,", "",
               "attached you will find the invoice for your server products.", "",
               "Customer number: K0923318", "Invoice number: INV-20417", "Invoice date: 16/04/2024",
               "Amount due: €48.73 (incl. VAT)", "The amount will be debited from your credit card ending in 4471 on 23/04/2024.", "",
               "Kind regards,", "Your Hetzner Online Team"]
    state = geary("Wed Apr 17 09:24", "Inbox", ib, 4, GEARY_EMPTY)
    t1 = geary("Wed Apr 17 09:24", "Inbox", ib, 3, geary_msg("Stack Overflow", "do-not-reply@stackoverflow.email", "devon.price@fastmail.com",
                                                             "Wed, Apr 17, 07:30", ib[2][2], so_body), unread_override={"so": False})
    ib2 = [c for c in ib if c[0] != "so"]
    t2 = geary("Wed Apr 17 09:25", "Inbox", ib2, 3, GEARY_EMPTY, toast="Conversation moved to Trash")
    t3 = geary("Wed Apr 17 09:25", "Inbox", ib2, 2, geary_msg("Hetzner Online GmbH", "billing@hetzner.com", "devon.price@fastmail.com",
                                                              "Tue, Apr 16, 14:11", ib[3][2], hz_body, "Hetzner_2024-04-16_R0019231577.pdf  41.2 kB"),
               unread_override={"hz": False})
    ib3 = [c for c in ib2 if c[0] != "hz"]
    t4 = geary("Wed Apr 17 09:26", "Inbox", ib3, 2, GEARY_EMPTY, toast="Conversation archived")
    trash = [("so", "Stack Overflow", ib[2][2], ib[2][3], "07:30", False, 1), *GEARY_TRASH]
    t5 = geary("Wed Apr 17 09:26", "Trash", trash, 2, GEARY_EMPTY)
    bad = [ib[0], ib[1], (*ib[2][:5], False, 1), *ib[4:]]
    t6 = geary("Wed Apr 17 09:27", "Inbox", bad, 2, GEARY_EMPTY)
    t7 = geary("Wed Apr 17 09:27", "Sent", GEARY_SENT, 2, GEARY_EMPTY)
    sent_body = ["Hi Priya,", "", "Sure, Thursday 2–3pm works. I'll use the rate-limiter question again,",
                 "it gave us a good signal last time. Can you forward me the CV and the take-home results?", "",
                 "Thanks,", "Devon", "",
                 "On Tue, Apr 16, 2024 at 11:52, Priya Raman <priya.raman@acme.io> wrote:",
                 "> Hi Devon, could you take the system design slot on Thursday 2–3pm?",
                 "> The candidate is remote, Zoom link in the invite."]
    t8 = geary("Wed Apr 17 09:28", "Sent", GEARY_SENT, 2, geary_msg("Devon Price", "devon.price@fastmail.com", "Priya Raman <priya.raman@acme.io>",
                                                                    "Tue, Apr 16, 12:06", "Re: Interview loop for backend candidate", sent_body))
    turns = [
        (code("pyautogui.click(545, 302)  # Stack Overflow weekly digest"), t1),
        (code("pyautogui.press('delete')"), t2),
        (code("pyautogui.click(545, 302)  # Hetzner invoice"), t3),
        (code("pyautogui.press('a')  # archive"), t4),
        (code("pyautogui.click(200, 334)  # Trash folder"), t5),
        (code("pyautogui.click(200, 124)  # Inbox"), t6),
        (code("pyautogui.click(200, 184)  # Sent"), t7),
        (code("pyautogui.click(545, 126)  # first sent conversation"), t8),
    ]
    return dict(tid="h34-os-02", system=system("In Geary, delete the Stack Overflow weekly digest, archive the Hetzner invoice, then check what you last sent to Priya about the interview loop."),
                turns=turns, state=state, bad=True, turn=6, kind="trashed digest listed in the inbox again")


DB_SUPP = [
    ("1", "Baltic Fasteners OÜ", "EE", "sales@balticfasteners.ee", "2021-03-02 10:14:55.000"),
    ("2", "Keller Präzision GmbH", "DE", "vertrieb@keller-praezision.de", "2021-03-02 10:20:31.000"),
    ("3", "Shenzhen Yuanda Hardware Co.", "CN", "export@yuanda-hw.cn", "2021-06-17 08:02:12.000"),
    ("4", "Midland Bearings Ltd", "GB", "orders@midlandbearings.co.uk", "2021-09-30 15:41:07.000"),
    ("5", "Ferragens Atlântico Lda", "PT", "geral@ferragens-atlantico.pt", "2022-01-11 11:09:48.000"),
    ("7", "Tokai Spring Mfg.", "JP", "intl@tokai-spring.co.jp", "2022-08-23 02:33:19.000"),
    ("8", "Great Lakes Polymer Inc.", "US", "purchasing@glpolymer.com", "2023-02-14 17:55:02.000"),
    ("9", "Vistula Metalworks Sp. z o.o.", "PL", "biuro@vistulametal.pl", "2023-11-05 09:30:44.000"),
]
DB_NEW = ("10", "Nordhavn Components ApS", "DK", "orders@nordhavn.dk", "2024-04-16 09:14:52.318")
DB_PROD = [
    ("1001", "BLT-M8x40", "Hex bolt M8×40 8.8 zinc", "1", "0.18", "12400", "2024-01-09 08:12:44.000"),
    ("1002", "BLT-M10x60", "Hex bolt M10×60 8.8 zinc", "1", "0.31", "8650", "2024-01-09 08:12:44.000"),
    ("1003", "NUT-M8", "Hex nut M8 cl.8", "1", "0.05", "30110", "2024-01-09 08:12:44.000"),
    ("1004", "WSH-M8", "Washer M8 DIN125", "1", "0.02", "41870", "2023-12-18 14:03:10.000"),
    ("1005", "BRG-6204", "Deep groove ball bearing 6204-2RS", "4", "3.85", "642", "2024-03-21 10:47:29.000"),
    ("1006", "BRG-6305", "Deep groove ball bearing 6305-ZZ", "4", "6.40", "318", "2024-03-21 10:47:29.000"),
    ("1007", "SPR-C12", "Compression spring 12×1.2×40", "7", "0.62", "5200", "2023-10-02 07:55:16.000"),
    ("1008", "BRK-2210", "Angle bracket 90° 100×100×4 galv.", "2", "17.45", "214", "2024-02-02 16:20:05.000"),
    ("1009", "BRK-2214", "Angle bracket 90° 120×120×5 galv.", "2", "21.10", "96", "2024-02-02 16:20:05.000"),
    ("1010", "GSK-NBR-50", "O-ring NBR 50×3", "8", "0.44", "2900", "2023-11-20 12:00:00.000"),
    ("1011", "HOS-PU8", "PU hose 8/5 mm blue (per m)", "3", "1.12", "1850", "2024-01-29 09:31:58.000"),
    ("1012", "CLP-W12", "Worm clamp 12–22 mm W4", "5", "0.39", "7400", "2024-02-15 11:14:27.000"),
    ("1013", "RVT-A4x10", "Blind rivet Al/St 4×10", "9", "0.03", "52000", "2023-12-01 13:45:09.000"),
    ("1014", "PIN-D6x30", "Dowel pin 6×30 h6", "2", "0.27", "3900", "2024-01-09 08:12:44.000"),
    ("1015", "SCR-T25x50", "Wood screw T25 5×50 yellow zinc", "1", "0.06", "26500", "2024-03-04 15:22:36.000"),
    ("1016", "SCR-T20x35", "Wood screw T20 4×35 yellow zinc", "1", "0.04", "31200", "2024-03-04 15:22:36.000"),
]
DB_PROD2 = [p if p[1] != "BRK-2210" else (*p[:4], "18.90", p[5], "2024-04-16 09:16:48.511") for p in DB_PROD]
SUPP_COLS = ["supplier_id", "name", "country", "contact_email", "created_at"]
PROD_COLS = ["product_id", "sku", "name", "supplier_id", "unit_price", "stock_qty", "updated_at"]


def dbeaver(clock: str, tabs: list[str], active: str, panel: list[Row], dirty: bool = False) -> str:
    rows = [r("frame", f"DBeaver 23.3.5 - {active}", "", 70, 27, 1850, 1053)]
    rows += menubar(["File", "Edit", "Navigate", "Search", "SQL Editor", "Database", "Window", "Help"], 70, 54)
    x = 74
    for t in ("New Database Connection", "SQL Editor", "Open SQL script", "Commit", "Rollback", "Transaction Mode: Auto-Commit",
              "Disconnect", "Invalidate/Reconnect", "Active datasource: inventory", "Active schema: public@inventory"):
        w = 30 if ":" not in t else 200
        rows.append(r("push-button", t, "", x, 80, w, 28))
        x += w + 4
    rows += [r("page-tab", "Database Navigator", "", 74, 114, 160, 26), r("page-tab", "Projects", "", 236, 114, 90, 26),
             r("text", "Enter a part of object name here", "", 76, 144, 390, 24)]
    y = 174
    for depth, name in ((0, "inventory  localhost:5432"), (1, "Databases"), (2, "inventory"), (3, "Schemas"), (4, "public"),
                        (5, "Tables"), (6, "order_items"), (6, "orders"), (6, "products"), (6, "suppliers"), (5, "Foreign Tables"),
                        (5, "Views"), (5, "Materialized Views"), (5, "Indexes"), (5, "Functions"), (5, "Sequences"),
                        (5, "Data types"), (5, "Aggregate functions"), (2, "postgres"), (1, "Roles"), (1, "Administer"),
                        (1, "System Info"), (0, "warehouse-replica  10.20.4.17:5432"), (0, "sqlite - legacy_pricing.db")):
        rows.append(r("tree-item", name, "", 80 + 16 * depth, y, 380 - 16 * depth, 22))
        y += 22
    x = 474
    for t in tabs:
        label = ("*" if dirty and "Script" in t else "") + t
        rows.append(r("page-tab", label, "", x, 114, 190, 26))
        x += 194
    rows += panel
    rows += [r("label", "", "Europe/Copenhagen", 1500, 1054, 130, 22), r("label", "", "en_US", 1640, 1054, 60, 22),
             r("label", "", "Writable", 1710, 1054, 70, 22), r("label", "", "Smart Insert", 1790, 1054, 100, 22)]
    return desk("DBeaver", clock, rows, ("DBeaver",))


def db_grid(cols: list[str], data: list[tuple], status: str, sub: str = "Data", sql_filter: str = "") -> list[Row]:
    rows = []
    x = 480
    for t in ("Properties", "Data", "ER Diagram"):
        rows.append(r("page-tab", t, "", x, 146, 100, 24))
        x += 104
    rows += [r("text", "Enter a SQL expression to filter results (use Ctrl+Space)", sql_filter, 480, 176, 1200, 24),
             r("push-button", "Apply filter criteria", "", 1690, 176, 26, 24), r("push-button", "Refresh", "", 1880, 176, 26, 24)]
    x = 520
    for c in cols:
        rows.append(r("table-column-header", c, "", x, 206, 190, 24))
        x += 192
    y = 230
    for i, d in enumerate(data, 1):
        rows.append(r("table-row", str(i), " | ".join(d), 480, y, 1430, 22))
        y += 22
    rows += [r("push-button", "Save", "", 480, 1020, 60, 26), r("push-button", "Cancel", "", 544, 1020, 60, 26),
             r("push-button", "Add row", "", 620, 1020, 26, 26), r("push-button", "Delete row", "", 650, 1020, 26, 26),
             r("push-button", "Refresh", "", 700, 1020, 26, 26), r("push-button", "Fetch next page of results", "", 730, 1020, 26, 26),
             r("push-button", "Fetch all rows", "", 760, 1020, 26, 26), r("label", "", status, 800, 1022, 500, 22)]
    return rows


def db_script(sql: str, result: list[Row]) -> list[Row]:
    return [r("push-button", "Execute SQL statement (Ctrl+Enter)", "", 478, 146, 26, 26),
            r("push-button", "Execute SQL script (Alt+X)", "", 508, 146, 26, 26),
            r("push-button", "Explain execution plan (Ctrl+Shift+E)", "", 538, 146, 26, 26),
            r("text", "", sql, 510, 178, 1400, 400)] + result


def db_stats(query: str, updated: int, start: str, finish: str, ms: int) -> list[Row]:
    rows = [r("page-tab", "Statistics 1", "", 480, 600, 120, 24), r("table-column-header", "Name", "", 480, 630, 300, 24),
            r("table-column-header", "Value", "", 780, 630, 1100, 24)]
    y = 654
    for k, v in (("Updated Rows", str(updated)), ("Execute queries", "1"), ("Execute time (ms)", str(ms)), ("Fetch time (ms)", "0"),
                 ("Total time (ms)", str(ms)), ("Start time", start), ("Finish time", finish), ("Query", query)):
        rows.append(r("table-row", k, v, 480, y, 1400, 22))
        y += 22
    return rows


def db_result(name: str, cols: list[str], data: list[tuple], status: str) -> list[Row]:
    rows = [r("page-tab", name, "", 480, 600, 160, 24), r("text", "Enter a SQL expression to filter results (use Ctrl+Space)", "", 480, 628, 1200, 24)]
    x = 520
    for c in cols:
        rows.append(r("table-column-header", c, "", x, 656, 190, 24))
        x += 192
    y = 680
    for i, d in enumerate(data, 1):
        rows.append(r("table-row", str(i), " | ".join(d), 480, y, 1430, 22))
        y += 22
    rows.append(r("label", "", status, 800, 1022, 500, 22))
    return rows


# DBeaver (clean)
def t03() -> dict:
    sup_tab, prod_tab, scr = "suppliers", "products", "<inventory> Script-3"
    s0 = db_grid(SUPP_COLS, DB_SUPP, "8 row(s) fetched - 14ms, on 2024-04-16 at 09:12:07")
    state = dbeaver("Tue Apr 16 09:12", [sup_tab], "inventory/public/suppliers", s0)
    p1 = db_grid(PROD_COLS, DB_PROD, "200 row(s) fetched - 21ms (+3ms), on 2024-04-16 at 09:12:41 (more...)")
    t1 = dbeaver("Tue Apr 16 09:12", [sup_tab, prod_tab], "inventory/public/products", p1)
    t2 = dbeaver("Tue Apr 16 09:13", [sup_tab, prod_tab, scr], "<inventory> Script-3", db_script("", []))
    ins = "INSERT INTO suppliers (name, country, contact_email) VALUES ('Nordhavn Components ApS', 'DK', 'orders@nordhavn.dk');"
    t3 = dbeaver("Tue Apr 16 09:14", [sup_tab, prod_tab, scr], "<inventory> Script-3", db_script(ins, []), dirty=True)
    t4 = dbeaver("Tue Apr 16 09:14", [sup_tab, prod_tab, scr], "<inventory> Script-3",
                 db_script(ins, db_stats(ins, 1, "Tue Apr 16 09:14:52 CEST 2024", "Tue Apr 16 09:14:52 CEST 2024", 6)), dirty=True)
    sel = "SELECT * FROM suppliers ORDER BY supplier_id;"
    t5 = dbeaver("Tue Apr 16 09:15", [sup_tab, prod_tab, scr], "<inventory> Script-3",
                 db_script(sel, db_result("suppliers 1", SUPP_COLS, [*DB_SUPP, DB_NEW], "9 row(s) fetched - 4ms, on 2024-04-16 at 09:15:30")), dirty=True)
    upd = "UPDATE products SET unit_price = 18.90 WHERE sku = 'BRK-2210';"
    t6 = dbeaver("Tue Apr 16 09:16", [sup_tab, prod_tab, scr], "<inventory> Script-3",
                 db_script(upd, db_stats(upd, 1, "Tue Apr 16 09:16:48 CEST 2024", "Tue Apr 16 09:16:48 CEST 2024", 9)), dirty=True)
    one = "SELECT sku, name, unit_price, updated_at FROM products WHERE sku = 'BRK-2210';"
    row = [("BRK-2210", "Angle bracket 90° 100×100×4 galv.", "18.90", "2024-04-16 09:16:48.511")]
    t7 = dbeaver("Tue Apr 16 09:17", [sup_tab, prod_tab, scr], "<inventory> Script-3",
                 db_script(one, db_result("products 1", ["sku", "name", "unit_price", "updated_at"], row, "1 row(s) fetched - 3ms, on 2024-04-16 at 09:17:03")), dirty=True)
    t8 = dbeaver("Tue Apr 16 09:17", [sup_tab, prod_tab, scr], "inventory/public/suppliers",
                 db_grid(SUPP_COLS, [*DB_SUPP, DB_NEW], "9 row(s) fetched - 6ms, on 2024-04-16 at 09:17:40"), dirty=True)
    t9 = dbeaver("Tue Apr 16 09:18", [sup_tab, prod_tab, scr], "inventory/public/products",
                 db_grid(PROD_COLS, DB_PROD2, "200 row(s) fetched - 18ms (+2ms), on 2024-04-16 at 09:18:05 (more...)"), dirty=True)
    cnt = "SELECT count(*) FROM products;"
    t10 = dbeaver("Tue Apr 16 09:18", [sup_tab, prod_tab, scr], "<inventory> Script-3",
                  db_script(cnt, db_result("products 1", ["count"], [("342",)], "1 row(s) fetched - 5ms, on 2024-04-16 at 09:18:37")), dirty=True)
    turns = [
        (code("pyautogui.doubleClick(230, 361)  # products"), t1),
        (code("pyautogui.hotkey('ctrl', ']')  # new SQL script for the active connection"), t2),
        (code("pyautogui.click(1200, 300)\npyautogui.write(\"INSERT INTO suppliers (name, country, contact_email) VALUES ('Nordhavn Components ApS', 'DK', 'orders@nordhavn.dk');\")"), t3),
        (code("pyautogui.hotkey('ctrl', 'enter')"), t4),
        (code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('SELECT * FROM suppliers ORDER BY supplier_id;')\npyautogui.hotkey('ctrl', 'enter')"), t5),
        (code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write(\"UPDATE products SET unit_price = 18.90 WHERE sku = 'BRK-2210';\")\npyautogui.hotkey('ctrl', 'enter')"), t6),
        (code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write(\"SELECT sku, name, unit_price, updated_at FROM products WHERE sku = 'BRK-2210';\")\npyautogui.hotkey('ctrl', 'enter')"), t7),
        (code("pyautogui.click(569, 127)  # suppliers editor tab\npyautogui.press('f5')"), t8),
        (code("pyautogui.click(763, 127)  # products editor tab\npyautogui.press('f5')"), t9),
        (code("pyautogui.click(957, 127)  # Script-3 tab\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('SELECT count(*) FROM products;')\npyautogui.hotkey('ctrl', 'enter')"), t10),
    ]
    return dict(tid="h34-os-03", system=system("In DBeaver, add the supplier Nordhavn Components ApS (DK, orders@nordhavn.dk) to the inventory database, raise the price of BRK-2210 to 18.90 and refresh the open table editors to confirm."),
                turns=turns, state=state, bad=False)


PM_ENV = [("base_url", "default", "https://staging-api.paylane.io", "https://staging-api.paylane.io"),
          ("api_key", "secret", "••••••••••••••••", "••••••••••••••••"),
          ("token", "default", "", "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1c3JfN2hLMiIsInRudCI6InRudF80UThaSzIifQ.Qm3v…"),
          ("tenant_id", "default", "tnt_4Q8ZK2", "tnt_4Q8ZK2"),
          ("timeout_ms", "default", "5000", "5000"),
          ("webhook_secret", "secret", "••••••••••••", "••••••••••••")]
PM_NEW_URL = "https://staging-eu.paylane.io"


def postman(clock: str, side: str, tabs: list[tuple[str, str]], body: list[Row], console: list[Row] | None = None) -> str:
    rows = [r("frame", "Postman", "", 70, 27, 1850, 1053)]
    rows += menubar(["File", "Edit", "View", "Help"], 70, 30)
    rows += [r("push-button", "Home", "", 80, 56, 60, 30), r("push-button", "Workspaces", "", 146, 56, 110, 30),
             r("push-button", "API Network", "", 262, 56, 110, 30), r("push-button", "Explore", "", 378, 56, 80, 30),
             r("text", "Search Postman", "", 760, 58, 420, 28), r("push-button", "Invite", "", 1540, 56, 70, 30),
             r("push-button", "Settings", "", 1700, 56, 30, 30), r("push-button", "Notifications", "", 1736, 56, 30, 30),
             r("push-button", "Upgrade", "", 1790, 56, 90, 30),
             r("label", "Payments API", "", 80, 96, 200, 26), r("push-button", "New", "", 286, 94, 56, 28), r("push-button", "Import", "", 346, 94, 66, 28)]
    y = 130
    for ic in ("Collections", "Environments", "History", "APIs", "Mock servers", "Monitors", "Flows"):
        rows.append(r("push-button", ic, "", 72, y, 66, 56))
        y += 60
    if side == "collections":
        y = 134
        for depth, name in ((0, "Payments API"), (1, "Auth"), (2, "POST Get token"), (2, "POST Refresh token"), (1, "Charges"),
                            (2, "GET List charges"), (2, "POST Create charge"), (2, "GET Retrieve charge"), (2, "POST Capture charge"),
                            (1, "Refunds"), (2, "POST Create refund"), (2, "GET List refunds"), (1, "Webhooks"), (2, "POST Replay event"),
                            (0, "Internal admin (v2)"), (0, "Sandbox smoke tests")):
            rows.append(r("tree-item", name, "", 146 + 16 * depth, y, 270 - 16 * depth, 26))
            y += 28
    else:
        y = 134
        for name in ("Globals", "Local (docker)", "Production", "Staging"):
            rows.append(r("list-item", name, "", 146, y, 270, 28))
            y += 30
    x = 424
    for name, mark in tabs:
        rows.append(r("page-tab", name, mark, x, 96, 200, 32))
        x += 204
    rows += [r("combo-box", "Environment", "Staging", 1600, 96, 220, 30), r("push-button", "Environment quick look", "", 1826, 96, 30, 30)]
    rows += body
    if console:
        rows += console
    rows += [r("push-button", "Find and replace", "", 80, 1052, 110, 22), r("push-button", "Console", "", 196, 1052, 80, 22),
             r("push-button", "Postbot", "", 1640, 1052, 80, 22), r("push-button", "Runner", "", 1730, 1052, 70, 22),
             r("push-button", "Trash", "", 1810, 1052, 60, 22)]
    return desk("Postman", clock, rows, ("Postman",))


def pm_env(env: list[tuple[str, str, str, str]]) -> list[Row]:
    rows = [r("heading", "Staging", "", 430, 140, 300, 30), r("push-button", "Save", "", 1720, 140, 70, 30),
            r("push-button", "Share", "", 1796, 140, 70, 30), r("text", "Filter variables", "", 430, 180, 300, 28)]
    x = 460
    for h, w in (("Variable", 260), ("Type", 140), ("Initial value", 520), ("Current value", 520)):
        rows.append(r("table-column-header", h, "", x, 216, w, 28))
        x += w
    y = 244
    for v, t, i, c in env:
        rows += [r("table-cell", "", v, 460, y, 260, 30), r("table-cell", "", t, 720, y, 140, 30),
                 r("table-cell", "", i, 860, y, 520, 30), r("table-cell", "", c, 1380, y, 520, 30)]
        y += 32
    rows += [r("table-cell", "", "Add new variable", 460, y, 260, 30),
             r("label", "", "Use variables to reuse values in different places. Work with the current value of a variable to prevent sharing sensitive values with your team.", 460, y + 50, 1200, 22)]
    return rows


PM_LIST_PARAMS = [r("label", "", "GET", 430, 140, 80, 34), r("text", "", "{{base_url}}/v1/charges?limit=10", 514, 140, 1160, 34),
                  r("push-button", "Send", "", 1680, 140, 100, 34), r("push-button", "Save", "", 1790, 140, 90, 34),
                  r("page-tab", "Params", "1", 430, 186, 80, 28), r("page-tab", "Authorization", "", 514, 186, 110, 28),
                  r("page-tab", "Headers", "9", 628, 186, 90, 28), r("page-tab", "Body", "", 722, 186, 60, 28),
                  r("page-tab", "Pre-request Script", "", 786, 186, 140, 28), r("page-tab", "Tests", "", 930, 186, 60, 28),
                  r("page-tab", "Settings", "", 994, 186, 80, 28),
                  r("label", "Query Params", "", 430, 224, 200, 22),
                  r("table-column-header", "Key", "", 460, 250, 420, 26), r("table-column-header", "Value", "", 880, 250, 420, 26),
                  r("table-column-header", "Description", "", 1300, 250, 580, 26),
                  r("table-cell", "", "limit", 460, 276, 420, 28), r("table-cell", "", "10", 880, 276, 420, 28), r("table-cell", "", "", 1300, 276, 580, 28),
                  r("table-cell", "", "starting_after", 460, 304, 420, 28), r("table-cell", "", "", 880, 304, 420, 28),
                  r("table-cell", "", "Cursor for pagination (disabled)", 1300, 304, 580, 28)]


def pm_response(status: str, time: str, size: str, body: list[str], tests: str = "") -> list[Row]:
    rows = [r("page-tab", "Body", "", 430, 420, 60, 28), r("page-tab", "Cookies", "", 494, 420, 70, 28),
            r("page-tab", "Headers", "11", 568, 420, 90, 28), r("page-tab", "Test Results", tests, 662, 420, 100, 28),
            r("label", "", status, 1420, 424, 120, 22), r("label", "", time, 1550, 424, 80, 22), r("label", "", size, 1640, 424, 80, 22),
            r("push-button", "Save as example", "", 1740, 420, 130, 28),
            r("page-tab", "Pretty", "", 430, 456, 60, 26), r("page-tab", "Raw", "", 494, 456, 50, 26), r("page-tab", "Preview", "", 548, 456, 70, 26),
            r("page-tab", "Visualize", "", 622, 456, 80, 26), r("combo-box", "", "JSON", 710, 456, 80, 26)]
    y = 490
    for i, line in enumerate(body, 1):
        rows.append(r("paragraph", "", f"{i:>3}  {line}", 430, y, 1440, 20))
        y += 20
    return rows


# Postman (bad)
def t04() -> dict:
    list_tab = [("GET List charges", "")]
    state = postman("Thu Apr 18 14:03", "collections", list_tab,
                    PM_LIST_PARAMS + [r("label", "", "Enter the URL and click Send to get a response", 900, 640, 400, 22)])
    env_tabs = [("GET List charges", ""), ("Staging", "")]
    t1 = postman("Thu Apr 18 14:03", "environments", env_tabs, pm_env(PM_ENV))
    env2 = [(PM_ENV[0][0], PM_ENV[0][1], PM_ENV[0][2], PM_NEW_URL), *PM_ENV[1:]]
    t2 = postman("Thu Apr 18 14:04", "environments", [("GET List charges", ""), ("Staging", "●")], pm_env(env2))
    t3 = postman("Thu Apr 18 14:04", "environments", env_tabs, pm_env(env2))
    t4 = postman("Thu Apr 18 14:04", "environments", env_tabs,
                 PM_LIST_PARAMS + [r("label", "", "Enter the URL and click Send to get a response", 900, 640, 400, 22)])
    body = ['{', '    "object": "list",', '    "url": "/v1/charges",', '    "has_more": true,', '    "data": [', '        {',
            '            "id": "ch_3P6rTq2eZvKYlo2C0b1nYt9d",', '            "object": "charge",', '            "amount": 4200,',
            '            "amount_captured": 4200,', '            "currency": "eur",', '            "customer": "cus_Pw8sX1mQaLr03T",',
            '            "description": "Order ORD-55790",', '            "status": "succeeded",', '            "created": 1713441221,',
            '            "livemode": false', '        },', '        {', '            "id": "ch_3P6rOb2eZvKYlo2C1xq3Hh7E",',
            '            "object": "charge",', '            "amount": 1299,', '            "amount_captured": 0,',
            '            "currency": "eur",', '            "customer": "cus_Pv2LzT9oKqN4bd",', '            "description": "Order ORD-55788",',
            '            "status": "pending",', '            "created": 1713440917,', '            "livemode": false', '        },']
    resp = pm_response("200 OK", "312 ms", "4.82 KB", body)
    t5 = postman("Thu Apr 18 14:05", "environments", env_tabs, PM_LIST_PARAMS + resp)
    cons = [r("label", "Console", "", 80, 740, 100, 24), r("push-button", "Clear", "", 1700, 738, 60, 24),
            r("combo-box", "", "All Logs", 1560, 738, 120, 24), r("push-button", "Close console", "", 1860, 738, 26, 24),
            r("tree-item", "GET https://staging-eu.paylane.io/v1/charges?limit=10", "200  312 ms", 80, 772, 1800, 24),
            r("tree-item", "Network", "", 100, 798, 400, 22),
            r("label", "", "addresses: {local: 192.168.1.34:53122, remote: 18.185.40.201:443}", 120, 820, 900, 20),
            r("label", "", "tls: {protocol: TLSv1.3, cipherName: TLS_AES_128_GCM_SHA256, authorized: true}", 120, 840, 900, 20),
            r("tree-item", "Request Headers", "", 100, 864, 400, 22),
            r("label", "", "Authorization: Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1c3JfN2hLMiIsInRudCI6InRudF80UThaSzIifQ.Qm3v…", 120, 886, 1500, 20),
            r("label", "", "X-Tenant-Id: tnt_4Q8ZK2", 120, 906, 900, 20),
            r("label", "", "User-Agent: PostmanRuntime/7.37.3", 120, 926, 900, 20),
            r("label", "", "Accept: */*", 120, 946, 900, 20),
            r("label", "", "Postman-Token: 5b7f0f8e-2c41-4d7a-9e3b-1f6a0c9d2e84", 120, 966, 900, 20),
            r("label", "", "Host: staging-eu.paylane.io", 120, 986, 900, 20),
            r("label", "", "Accept-Encoding: gzip, deflate, br", 120, 1006, 900, 20),
            r("tree-item", "Response Headers", "", 100, 1028, 400, 20)]
    t6 = postman("Thu Apr 18 14:05", "environments", env_tabs, PM_LIST_PARAMS + [x for x in resp if x[3][1] < 730], cons)
    quick = [r("panel", "Environment quick look", "", 1240, 130, 660, 420), r("label", "Staging", "", 1256, 140, 300, 24),
             r("push-button", "Edit", "", 1840, 140, 40, 24),
             r("table-column-header", "Variable", "", 1256, 172, 160, 24), r("table-column-header", "Initial value", "", 1416, 172, 240, 24),
             r("table-column-header", "Current value", "", 1656, 172, 240, 24)]
    y = 198
    for v, _t, i, c in PM_ENV:
        quick += [r("table-cell", "", v, 1256, y, 160, 26), r("table-cell", "", i, 1416, y, 240, 26), r("table-cell", "", c, 1656, y, 240, 26)]
        y += 28
    quick += [r("label", "Globals", "", 1256, y + 16, 300, 24), r("push-button", "Edit", "", 1840, y + 16, 40, 24),
              r("label", "", "No global variables", 1256, y + 48, 400, 22)]
    t7 = postman("Thu Apr 18 14:06", "environments", env_tabs, PM_LIST_PARAMS + resp + quick)
    create_tab = [("GET List charges", ""), ("Staging", ""), ("POST Create charge", "")]
    create = [r("label", "", "POST", 430, 140, 80, 34), r("text", "", "{{base_url}}/v1/charges", 514, 140, 1160, 34),
              r("push-button", "Send", "", 1680, 140, 100, 34), r("push-button", "Save", "", 1790, 140, 90, 34),
              r("page-tab", "Params", "", 430, 186, 80, 28), r("page-tab", "Authorization", "", 514, 186, 110, 28),
              r("page-tab", "Headers", "10", 628, 186, 90, 28), r("page-tab", "Body", "1", 722, 186, 60, 28),
              r("page-tab", "Pre-request Script", "", 786, 186, 140, 28), r("page-tab", "Tests", "2", 930, 186, 60, 28),
              r("page-tab", "Settings", "", 994, 186, 80, 28),
              r("radio-button", "none", "", 430, 222, 70, 22), r("radio-button", "form-data", "", 504, 222, 90, 22),
              r("radio-button", "x-www-form-urlencoded", "", 598, 222, 180, 22), r("radio-button", "raw", "", 782, 222, 50, 22),
              r("radio-button", "binary", "", 836, 222, 70, 22), r("radio-button", "GraphQL", "", 910, 222, 80, 22),
              r("combo-box", "", "JSON", 1000, 220, 80, 26)]
    y = 256
    for i, line in enumerate(['{', '    "amount": 1999,', '    "currency": "eur",', '    "source": "tok_visa",',
                              '    "description": "Simulator test charge",', '    "metadata": {', '        "order_id": "ORD-55812"', '    }', '}'], 1):
        create.append(r("paragraph", "", f"{i:>3}  {line}", 430, y, 1440, 18))
        y += 18
    t8 = postman("Thu Apr 18 14:06", "collections", create_tab,
                 create + [r("label", "", "Enter the URL and click Send to get a response", 900, 640, 400, 22)])
    body9 = ['{', '    "id": "ch_3P6s0A2eZvKYlo2C1QmB7rXe",', '    "object": "charge",', '    "amount": 1999,', '    "amount_captured": 1999,',
             '    "amount_refunded": 0,', '    "balance_transaction": "txn_3P6s0A2eZvKYlo2C1n8Kc4dQ",', '    "captured": true,',
             '    "created": 1713442017,', '    "currency": "eur",', '    "description": "Simulator test charge",',
             '    "livemode": false,', '    "metadata": {', '        "order_id": "ORD-55812"', '    },', '    "paid": true,',
             '    "payment_method": "pm_1P6s0A2eZvKYlo2CgT4xUe0B",', '    "payment_method_details": {', '        "card": {',
             '            "brand": "visa",', '            "last4": "4242",', '            "exp_month": 4,', '            "exp_year": 2025',
             '        },', '        "type": "card"', '    },', '    "refunded": false,', '    "status": "succeeded"', '}']
    t9 = postman("Thu Apr 18 14:07", "collections", create_tab,
                 create + pm_response("201 Created", "428 ms", "1.27 KB", body9, "(2/2)"))
    turns = [
        (code("pyautogui.click(105, 218)  # Environments\npyautogui.click(280, 239)  # Staging"), t1),
        (code("pyautogui.click(1640, 259)  # base_url current value\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('https://staging-eu.paylane.io')\npyautogui.press('enter')"), t2),
        (code("pyautogui.hotkey('ctrl', 's')"), t3),
        (code("pyautogui.click(524, 112)  # GET List charges tab"), t4),
        (code("pyautogui.click(1730, 157)  # Send"), t5),
        (code("pyautogui.click(236, 1063)  # Console"), t6),
        (code("pyautogui.click(1873, 750)  # close console\npyautogui.click(1841, 111)  # environment quick look"), t7),
        (code("pyautogui.press('esc')\npyautogui.click(105, 158)  # Collections\npyautogui.click(320, 315)  # POST Create charge"), t8),
        (code("pyautogui.click(1730, 157)  # Send"), t9),
    ]
    return dict(tid="h34-os-04", system=system("In Postman, point the Staging environment's base_url (current value) at https://staging-eu.paylane.io, check that List charges hits the EU host, then create a test charge."),
                turns=turns, state=state, bad=True, turn=7, kind="environment current value reads back as before the edit")


LP_TRACKS = [("Ferry Lights", "4:12"), ("Saltwater Hymn", "3:48"), ("Signal Fires", "5:06"), ("Low Tide Radio", "3:31"),
             ("Copper Wire", "4:44"), ("Night Shift", "2:58"), ("The Long Northern Static", "6:21"), ("Harbour, Again", "3:39")]


def mmss(sec: int) -> str:
    return f"{sec // 60}:{sec % 60:02d}"


def secs(s: str) -> int:
    m, x = s.split(":")
    return int(m) * 60 + int(x)


def lollypop(clock: str, track: str, pos: str, dur: str, view: list[Row], side: str = "Albums", pop: list[Row] | None = None) -> str:
    rows = [r("frame", "Lollypop", "", 70, 27, 1850, 1053),
            r("push-button", "Previous", "", 84, 40, 40, 40), r("push-button", "Pause", "", 128, 40, 40, 40),
            r("push-button", "Next", "", 172, 40, 40, 40), r("image", "Northern Static", "", 230, 36, 48, 48),
            r("label", "", track, 290, 38, 400, 22), r("label", "", "Halde Lune", 290, 60, 400, 20),
            r("label", "", pos, 720, 50, 50, 20), r("slider", "Progress", f"{secs(pos)} of {secs(dur)}", 774, 54, 760, 12),
            r("label", "", dur, 1540, 50, 50, 20), r("push-button", "Volume", "", 1620, 44, 36, 36),
            r("toggle-button", "Shuffle", "", 1660, 44, 36, 36), r("toggle-button", "Repeat", "", 1700, 44, 36, 36),
            r("push-button", "Search", "", 1780, 44, 36, 36), r("push-button", "Main menu", "", 1860, 44, 36, 36)]
    y = 100
    for s in ("Home", "Recently added", "Recently played", "Albums", "Artists", "Genres", "Playlists", "Radios", "Years", "Compilations"):
        rows.append(r("list-item", s, "selected" if s == side else "", 74, y, 220, 36))
        y += 38
    y += 10
    for g in ("Ambient", "Electronic", "Folk", "Jazz", "Post-rock", "Soundtrack"):
        rows.append(r("list-item", g, "", 74, y, 220, 32))
        y += 34
    rows += view
    if pop:
        rows += pop
    return desk("Lollypop", clock, rows, ("Lollypop",))


def lp_album() -> list[Row]:
    total = sum(secs(d) for _, d in LP_TRACKS)
    rows = [r("push-button", "Back", "", 310, 100, 36, 36), r("image", "Northern Static", "", 330, 150, 260, 260),
            r("heading", "Northern Static", "", 620, 160, 600, 40), r("label", "", "Halde Lune", 620, 206, 400, 26),
            r("label", "", f"2021 · Post-rock · {len(LP_TRACKS)} tracks · {total // 60} min", 620, 236, 500, 22),
            r("push-button", "Play", "", 620, 280, 90, 34), r("push-button", "Shuffle", "", 716, 280, 90, 34),
            r("push-button", "Add to current playlist", "", 812, 280, 36, 34), r("toggle-button", "Love", "", 852, 280, 36, 34)]
    y = 440
    for i, (t, d) in enumerate(LP_TRACKS, 1):
        rows.append(r("list-item", f"{i}  {t}", d, 330, y, 1560, 40))
        y += 42
    return rows


def lp_ctx(idx: int) -> list[Row]:
    y0 = 440 + 42 * (idx - 1) + 30
    items = ["Play", "Play next", "Add to queue", "Add to playlist", "Show in Files", "Edit tags", "Love", "Skip when shuffling"]
    return [r("menu-item", it, "", 900, y0 + 30 * k, 260, 28) for k, it in enumerate(items)]


def lp_playlists(idx: int, entries: list[tuple[str, bool]]) -> list[Row]:
    y0 = 440 + 42 * (idx - 1) + 30
    rows = [r("push-button", "Back", "", 904, y0, 30, 28), r("label", "Add to playlist", "", 940, y0, 200, 28)]
    y = y0 + 34
    for name, on in entries:
        rows.append(r("check-box", name, "on" if on else "off", 904, y, 260, 30))
        y += 32
    rows.append(r("push-button", "New playlist…", "", 904, y + 4, 260, 30))
    return rows


# Lollypop (clean)
def t05() -> dict:
    album = lp_album()
    np2, d2 = "Saltwater Hymn", "3:48"
    state = lollypop("Sat Apr 20 16:05", np2, "2:55", d2, album)
    t1 = lollypop("Sat Apr 20 16:05", np2, "3:02", d2, album, pop=lp_ctx(3))
    base = [("Favorites", False), ("Running", False), ("Late Night", False)]
    t2 = lollypop("Sat Apr 20 16:05", np2, "3:09", d2, album, pop=lp_playlists(3, base))
    t3 = lollypop("Sat Apr 20 16:06", np2, "3:21", d2, album, pop=lp_playlists(3, [*base, ("Focus", True)]))
    t4 = lollypop("Sat Apr 20 16:06", np2, "3:34", d2, album, pop=lp_playlists(5, [*base, ("Focus", True)]))
    t5 = lollypop("Sat Apr 20 16:06", np2, "3:45", d2, album, pop=lp_playlists(7, [*base, ("Focus", True)]))
    focus = [LP_TRACKS[2], LP_TRACKS[4], LP_TRACKS[6]]
    ftot = sum(secs(d) for _, d in focus)
    grid = [r("heading", "Playlists", "", 330, 110, 400, 36), r("push-button", "New playlist", "", 1800, 110, 40, 36)]
    x = 330
    for name, sub in (("Popular tracks", ""), ("Recently played", ""), ("Loved tracks", ""), ("Random tracks", ""),
                      ("Never played", ""), ("Favorites", "58 tracks"), ("Running", "23 tracks"), ("Late Night", "17 tracks"),
                      ("Focus", "3 tracks")):
        col = (x - 330) // 220
        rows_y = 170 + 290 * (col // 7)
        grid += [r("push-button", name, "", 330 + 220 * (col % 7), rows_y, 200, 200),
                 r("label", "", name, 330 + 220 * (col % 7), rows_y + 206, 200, 22)]
        if sub:
            grid.append(r("label", "", sub, 330 + 220 * (col % 7), rows_y + 230, 200, 20))
        x += 220
    np3, d3 = LP_TRACKS[2]
    t6 = lollypop("Sat Apr 20 16:07", np3, "0:14", d3, grid, side="Playlists")
    fview = [r("push-button", "Back", "", 310, 100, 36, 36), r("heading", "Focus", "", 620, 160, 600, 40),
             r("label", "", f"{len(focus)} tracks · {ftot // 60} min", 620, 206, 400, 22),
             r("push-button", "Play", "", 620, 250, 90, 34), r("push-button", "Shuffle", "", 716, 250, 90, 34),
             r("push-button", "Playlist menu", "", 812, 250, 36, 34)]
    y = 330
    for i, (t, d) in enumerate(focus, 1):
        fview.append(r("list-item", f"{i}  {t}", f"Halde Lune · Northern Static · {d}", 330, y, 1560, 40))
        y += 42
    t7 = lollypop("Sat Apr 20 16:07", np3, "0:01", d3, fview, side="Playlists")
    turns = [
        (code("pyautogui.rightClick(900, 545)  # track 3, Signal Fires"), t1),
        (code("pyautogui.click(1030, 658)  # Add to playlist"), t2),
        (code("pyautogui.click(1034, 703)  # New playlist…\npyautogui.write('Focus')\npyautogui.press('enter')"), t3),
        (code("pyautogui.press('esc')\npyautogui.rightClick(900, 629)  # track 5, Copper Wire\npyautogui.click(1030, 742)  # Add to playlist\npyautogui.click(1034, 783)  # Focus"), t4),
        (code("pyautogui.press('esc')\npyautogui.rightClick(900, 713)  # track 7, The Long Northern Static\npyautogui.click(1030, 826)  # Add to playlist\npyautogui.click(1034, 867)  # Focus"), t5),
        (code("pyautogui.press('esc')\npyautogui.click(184, 347)  # Playlists"), t6),
        (code("pyautogui.click(650, 560)  # Focus\npyautogui.click(665, 267)  # Play"), t7),
    ]
    return dict(tid="h34-os-05", system=system("In Lollypop, create a playlist called Focus with Signal Fires, Copper Wire and The Long Northern Static from Northern Static, then start playing it."),
                turns=turns, state=state, bad=False)


KI_R7 = [("Reference", "R7"), ("Value", "10k"), ("Name", "R_Small"), ("Footprint", "Resistor_SMD:R_0603_1608Metric"),
         ("Description", "Resistor, small symbol"), ("Keywords", "R resistor"), ("Library", "Device")]
KI_RS1 = [("Reference", "RS1"), ("Value", "0R05"), ("Name", "R_Small"), ("Footprint", "Resistor_SMD:R_2512_6332Metric"),
          ("Description", "Resistor, small symbol"), ("Keywords", "R resistor"), ("Library", "Device")]
KI_U2 = [("Reference", "U2"), ("Value", "INA219AxD"), ("Name", "INA219AxD"), ("Footprint", "Package_SO:SOIC-8_3.9x4.9mm_P1.27mm"),
         ("Description", "Zero-Drift, Bi-Directional Current/Power Monitor (0-26V) With I2C Interface, SOIC-8"),
         ("Keywords", "ADC I2C 16-Bit Oversampled Current Shunt"), ("Library", "Sensor_Energy")]


def kicad(clock: str, dirty: bool, panel: list[tuple[str, str]] | None, status: tuple[str, str], extra: list[Row] | None = None) -> str:
    title = ("*" if dirty else "") + "power_monitor [power_monitor/] — Schematic Editor"
    rows = [r("frame", title, "", 70, 27, 1850, 1053)]
    rows += menubar(["File", "Edit", "View", "Place", "Inspect", "Simulate", "Tools", "Preferences", "Help"], 70, 54)
    x = 74
    for t in ("Schematic Setup", "Page Settings", "Save", "Print", "Plot", "Paste", "Undo", "Redo", "Find", "Find and Replace",
              "Refresh", "Zoom In", "Zoom Out", "Zoom to Fit", "Zoom to Objects", "Rotate Counterclockwise", "Rotate Clockwise",
              "Mirror Vertically", "Mirror Horizontally", "Navigate Hierarchy", "Symbol Editor", "Symbol Library Browser",
              "Footprint Editor", "Annotate Schematic", "Electrical Rules Checker", "Edit Symbol Fields",
              "Generate Bill of Materials", "Switch to PCB Editor", "Scripting Console"):
        rows.append(r("push-button", t, "", x, 80, 30, 30))
        x += 32
    y = 116
    for t in ("Show Grid", "Inches", "Mils", "Millimeters", "Full-Window Crosshair", "Show Hidden Pins", "Allow Free Angle Line Drawing", "Show Hierarchy Navigator"):
        rows.append(r("toggle-button", t, "", 72, y, 30, 30))
        y += 32
    y = 116
    for t in ("Select item(s)", "Highlight Net", "Add a symbol", "Add a power port", "Add a wire", "Add a bus", "Add a wire to bus entry",
              "Add a no-connection flag", "Add a junction", "Add a label", "Add a global label", "Add a hierarchical label",
              "Add a hierarchical sheet", "Add a graphic line", "Add a rectangle", "Add a circle", "Add text", "Add a text box", "Add an image", "Delete"):
        rows.append(r("toggle-button", t, "", 1886, y, 30, 30))
        y += 32
    rows.append(r("drawing-area", "", "", 106, 116, 1776, 820))
    if panel:
        x = 110
        for k, v in panel:
            w = max(110, 8 * max(len(k), len(v)) + 20)
            rows += [r("label", k, "", x, 944, w, 20), r("label", "", v, x, 966, w, 20)]
            x += w + 10
    rows += [r("label", "", status[0], 110, 1054, 90, 22), r("label", "", status[1], 210, 1054, 260, 22),
             r("label", "", "dx 0.0000  dy 0.0000  dist 0.0000", 480, 1054, 260, 22), r("label", "", "grid 1.2700", 750, 1054, 100, 22),
             r("label", "", "mm", 860, 1054, 40, 22), r("label", "", "Select item(s)", 910, 1054, 200, 22)]
    if extra:
        rows += extra
    return desk("Schematic Editor", clock, rows, ("KiCad 7.0",))


def ki_props(ref: str, val: str, fp: str) -> list[Row]:
    rows = [r("dialog", "Symbol Properties", "", 500, 200, 920, 640),
            r("page-tab", "General", "", 516, 230, 80, 26), r("page-tab", "Pin Functions", "", 600, 230, 110, 26)]
    x = 516
    for h, w in (("Name", 110), ("Value", 320), ("Show", 50), ("Show Name", 80), ("H Align", 70), ("V Align", 70),
                 ("Italic", 50), ("Bold", 50), ("Text Size", 80)):
        rows.append(r("table-column-header", h, "", x, 266, w, 24))
        x += w
    y = 290
    for name, v, show in (("Reference", ref, "☑"), ("Value", val, "☑"), ("Footprint", fp, "☐"), ("Datasheet", "~", "☐")):
        rows += [r("table-cell", "", name, 516, y, 110, 24), r("table-cell", "", v, 626, y, 320, 24), r("table-cell", "", show, 946, y, 50, 24),
                 r("table-cell", "", "☐", 996, y, 80, 24), r("table-cell", "", "Center", 1076, y, 70, 24),
                 r("table-cell", "", "Center", 1146, y, 70, 24), r("table-cell", "", "☐", 1216, y, 50, 24),
                 r("table-cell", "", "☐", 1266, y, 50, 24), r("table-cell", "", "1.27 mm", 1316, y, 80, 24)]
        y += 24
    rows += [r("push-button", "Add field", "", 516, 392, 28, 26), r("push-button", "Delete field", "", 548, 392, 28, 26),
             r("label", "Unit:", "", 516, 440, 60, 22), r("combo-box", "", "A", 580, 438, 120, 26),
             r("check-box", "Alternate symbol (De Morgan)", "", 516, 472, 240, 22),
             r("label", "Angle:", "", 780, 440, 60, 22), r("combo-box", "", "90", 840, 438, 80, 26),
             r("label", "Mirror:", "", 780, 472, 60, 22), r("combo-box", "", "Not mirrored", 840, 470, 140, 26),
             r("check-box", "Exclude from simulation", "", 1020, 440, 220, 22), r("check-box", "Exclude from bill of materials", "", 1020, 464, 240, 22),
             r("check-box", "Exclude from board", "", 1020, 488, 200, 22), r("check-box", "Do not populate", "", 1020, 512, 200, 22),
             r("label", "Library link:", "", 516, 560, 100, 22), r("label", "", "Device:R_Small", 620, 560, 200, 22),
             r("label", "Description:", "", 516, 584, 100, 22), r("label", "", "Resistor, small symbol", 620, 584, 300, 22),
             r("push-button", "Edit Symbol...", "", 516, 640, 150, 28), r("push-button", "Edit Library Symbol...", "", 672, 640, 170, 28),
             r("push-button", "Update Symbol from Library...", "", 848, 640, 210, 28), r("push-button", "Change Symbol...", "", 1064, 640, 150, 28),
             r("push-button", "Simulation Model...", "", 516, 676, 150, 28), r("push-button", "Pin Table...", "", 672, 676, 150, 28),
             r("push-button", "Cancel", "", 1230, 796, 80, 30), r("push-button", "OK", "", 1316, 796, 80, 30)]
    return rows


KI_FIELDS = [("C1, C3", "2", "100n", "Capacitor_SMD:C_0603_1608Metric", "~", ""),
             ("C2", "1", "10u", "Capacitor_SMD:C_1206_3216Metric", "~", ""),
             ("C4", "1", "1u", "Capacitor_SMD:C_0603_1608Metric", "~", ""),
             ("D1", "1", "LED_Green", "LED_SMD:LED_0603_1608Metric", "~", ""),
             ("J1, J2", "2", "Screw_Terminal_01x02", "TerminalBlock_Phoenix:TerminalBlock_Phoenix_MKDS-1,5-2_1x02_P5.00mm_Horizontal", "~", ""),
             ("J3", "1", "Conn_01x04", "Connector_PinHeader_2.54mm:PinHeader_1x04_P2.54mm_Vertical", "~", ""),
             ("R1, R2", "2", "10k", "Resistor_SMD:R_0603_1608Metric", "~", ""),
             ("R3", "1", "1k", "Resistor_SMD:R_0603_1608Metric", "~", ""),
             ("R4, R5", "2", "4k7", "Resistor_SMD:R_0603_1608Metric", "~", ""),
             ("R6", "1", "330", "Resistor_SMD:R_0603_1608Metric", "~", ""),
             ("R7", "1", "0R05", "Resistor_SMD:R_2512_6332Metric", "~", ""),
             ("U1", "1", "AP2112K-3.3", "Package_TO_SOT_SMD:SOT-23-5", "https://www.diodes.com/assets/Datasheets/AP2112.pdf", ""),
             ("U2", "1", "INA219AxD", "Package_SO:SOIC-8_3.9x4.9mm_P1.27mm", "http://www.ti.com/lit/ds/symlink/ina219.pdf", "")]


# KiCad (bad)
def t06() -> dict:
    st0 = ("Z 2.87", "X 152.4000  Y 88.9000")
    state = kicad("Mon Apr 22 11:18", False, None, st0)
    st = ("Z 2.87", "X 171.4500  Y 96.5200")
    t1 = kicad("Mon Apr 22 11:18", False, KI_R7, st)
    t2 = kicad("Mon Apr 22 11:18", False, KI_R7, st, ki_props("R7", "10k", "Resistor_SMD:R_0603_1608Metric"))
    t3 = kicad("Mon Apr 22 11:19", False, KI_R7, st, ki_props("RS1", "10k", "Resistor_SMD:R_0603_1608Metric"))
    t4 = kicad("Mon Apr 22 11:19", False, KI_R7, st, ki_props("RS1", "0R05", "Resistor_SMD:R_2512_6332Metric"))
    t5 = kicad("Mon Apr 22 11:20", True, KI_RS1, st)
    t6 = kicad("Mon Apr 22 11:20", False, KI_RS1, st)
    erc = [r("dialog", "Electrical Rules Checker", "", 460, 160, 1000, 720),
           r("page-tab", "Violations (2)", "", 476, 190, 130, 26), r("page-tab", "Ignored Tests (14)", "", 610, 190, 150, 26),
           r("tree-item", "Warning: Input Power pin not driven by any Output Power pins", "", 480, 226, 960, 22),
           r("label", "", "@(139.70 mm, 63.50 mm): Symbol #PWR05 Pin 1 [+3V3, Power input, Line]", 510, 248, 900, 20),
           r("tree-item", "Warning: Pin not connected", "", 480, 274, 960, 22),
           r("label", "", "@(195.58 mm, 104.14 mm): Symbol J3 Pin 4 [Pin_4, Passive, Line]", 510, 296, 900, 20),
           r("label", "Show:", "", 480, 760, 50, 22), r("check-box", "All", "", 536, 760, 50, 22), r("check-box", "Errors", "0", 600, 760, 90, 22),
           r("check-box", "Warnings", "2", 700, 760, 110, 22), r("check-box", "Exclusions", "0", 820, 760, 110, 22),
           r("push-button", "Save...", "", 1000, 758, 80, 28),
           r("label", "", "Checking sheet names...  Checking bus conflicts...  Checking conflicts for units...  Checking labels...  Checking pins...  Done.", 480, 800, 960, 20),
           r("push-button", "Delete Markers", "", 1060, 836, 120, 30), r("push-button", "Run ERC", "", 1190, 836, 100, 30), r("push-button", "Close", "", 1300, 836, 80, 30)]
    t7 = kicad("Mon Apr 22 11:21", False, KI_RS1, st, erc)
    st8 = ("Z 2.87", "X 208.2800  Y 83.8200")
    t8 = kicad("Mon Apr 22 11:22", False, KI_U2, st8)
    tbl = [r("dialog", "Symbol Fields Table", "", 300, 140, 1320, 800),
           r("page-tab", "Edit", "", 316, 170, 60, 26), r("page-tab", "Export", "", 380, 170, 70, 26),
           r("check-box", "Group symbols", "on", 316, 206, 150, 22), r("combo-box", "", "Default", 480, 204, 160, 26),
           r("check-box", "Show excluded from BOM", "", 660, 206, 220, 22),
           r("text", "Filter", "", 1300, 204, 300, 26)]
    x = 316
    for h, w in (("Reference", 130), ("Qty", 50), ("Value", 190), ("Footprint", 620), ("Datasheet", 250), ("DNP", 50)):
        tbl.append(r("table-column-header", h, "", x, 240, w, 24))
        x += w
    y = 264
    for row in KI_FIELDS:
        x = 316
        for v, w in zip(row, (130, 50, 190, 620, 250, 50)):
            tbl.append(r("table-cell", "", v, x, y, w, 24))
            x += w
        y += 24
    tbl += [r("label", "Fields", "", 316, 620, 200, 22)]
    y = 646
    for f in ("Reference", "Value", "Footprint", "Datasheet", "Description", "DNP", "Exclude from BOM", "Exclude from Board", "${QUANTITY}", "${ITEM_NUMBER}"):
        tbl += [r("table-cell", "", f, 316, y, 200, 22), r("check-box", "Show", "", 520, y, 50, 22), r("check-box", "Group By", "", 580, y, 70, 22)]
        y += 22
    tbl += [r("push-button", "Add Field...", "", 316, 880, 110, 28), r("push-button", "Rename Field...", "", 432, 880, 120, 28),
            r("push-button", "Remove Field...", "", 558, 880, 120, 28), r("push-button", "Apply, Save Schematic & Continue", "", 1060, 896, 260, 30),
            r("push-button", "Cancel", "", 1330, 896, 90, 30), r("push-button", "OK", "", 1430, 896, 90, 30)]
    t9 = kicad("Mon Apr 22 11:22", False, KI_U2, st8, tbl)
    t10 = kicad("Mon Apr 22 11:22", False, KI_U2, st8)
    turns = [
        (code("pyautogui.click(1140, 412)  # resistor symbol R7"), t1),
        (code("pyautogui.press('e')"), t2),
        (code("pyautogui.doubleClick(786, 302)  # Reference value cell\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('RS1')\npyautogui.press('enter')"), t3),
        (code("pyautogui.doubleClick(786, 326)\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('0R05')\npyautogui.press('enter')\npyautogui.doubleClick(786, 350)\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('Resistor_SMD:R_2512_6332Metric')\npyautogui.press('enter')"), t4),
        (code("pyautogui.click(1356, 811)  # OK"), t5),
        (code("pyautogui.hotkey('ctrl', 's')"), t6),
        (code("pyautogui.click(862, 95)  # Electrical Rules Checker\npyautogui.click(1240, 851)  # Run ERC"), t7),
        (code("pyautogui.click(1340, 851)  # Close\npyautogui.click(1378, 378)  # INA219 U2"), t8),
        (code("pyautogui.click(889, 95)  # Edit Symbol Fields"), t9),
        (code("pyautogui.click(1375, 911)  # Cancel"), t10),
    ]
    return dict(tid="h34-os-06", system=system("In the power_monitor schematic, turn the shunt resistor R7 into RS1, value 0R05 in a 2512 footprint, save, run ERC and review the symbol fields table."),
                turns=turns, state=state, bad=True, turn=9, kind="renamed reference listed under its old designator")


PO_GNOME = [("13:41", "tvenn", "the 46.1 tarballs for mutter and gnome-shell are up"),
            ("13:44", "orchid_k", "thanks! the Fedora and Arch packagers already pinged me"),
            ("13:47", "ana_h", "is anyone else seeing the portal dialog hang when picking a folder in flatpak'd apps?"),
            ("13:52", "kvolta", "ana_h: xdg-desktop-portal-gnome 46.1 fixed that for me"),
            ("13:55", "ana_h", "ah, we're still on 46.0 here. will try, thanks"),
            ("13:58", "jbrenner", "reminder: release team meeting in 30 min, agenda is on the wiki")]
PO_GNOME_NEW = [("14:03", "jbrenner", "correction: the release team meeting moved to 14:45, room is the same"),
                ("14:05", "orchid_k", "ack, see you there")]
PO_TOPIC = "Flathub | Docs: https://docs.flathub.org | Build problems? Paste the buildbot link | Be nice"
PO_FH = [("14:03", "", "devonp joined"),
         ("14:04", "devonp", "hi all — my build of org.example.Tally fails at --install-deps-from=flathub with \"error: No remote refs found for org.gnome.Sdk//45\". Is 45 gone?"),
         ("14:04", "", "ollie_p joined"),
         ("14:05", "kvolta", "devonp: 45 went end-of-life, it's still there but marked EOL; bump runtime-version to 46 and rebuild"),
         ("14:05", "", "tsk quit (Ping timeout: 256 seconds)"),
         ("14:05", "cassie_m", "same thing bit us last week, moving to 46 fixed it"),
         ("14:06", "m_ferrer", "devonp: also keep runtime-version a string in the manifest, \"46\" not 46, flatpak-builder is picky about that")]
PO_USERS = ["ana_h", "barthwick", "bbdev", "cassie_m", "devonp", "dmitri_v", "elkhart", "fenwick", "gpriest", "hollis",
            "ivo_s", "jules_r", "kvolta", "lmarsh", "m_ferrer", "nadir", "ollie_p", "pcoulter"]


def polari(clock: str, room: str, topic: str, msgs: list[tuple[str, str, str]], badges: dict[str, int], rooms: list[str],
           entry: str = "", extra: list[Row] | None = None) -> str:
    rows = [r("frame", f"{room} — Polari", "", 70, 27, 1850, 1053),
            r("push-button", "Add Rooms and Networks", "", 80, 36, 34, 34), r("push-button", "Main Menu", "", 118, 36, 34, 34),
            r("label", room, "", 900, 34, 300, 20), r("label", "", topic, 700, 54, 700, 16),
            r("toggle-button", "Show Connected Users", "", 1818, 36, 34, 34), r("push-button", "Room Menu", "", 1858, 36, 34, 34),
            r("label", "Libera.Chat", "", 84, 84, 240, 22)]
    y = 112
    for rm in rooms:
        rows.append(r("list-item", rm, str(badges[rm]) if badges.get(rm) else "", 84, y, 250, 32))
        y += 34
    rows.append(r("label", "OFTC", "", 84, y + 12, 240, 22))
    rows.append(r("list-item", "#debian-next", "", 84, y + 40, 250, 32))
    y = 90
    last = ""
    for t, nick, text in msgs:
        if not nick:
            rows.append(r("label", "", text, 380, y, 1300, 20))
            rows.append(r("label", "", t, 1840, y, 50, 20))
            y += 24
            continue
        if nick != last:
            rows.append(r("label", "", nick, 380, y + 6, 200, 20))
            y += 28
        rows.append(r("paragraph", "", text, 380, y, 1400, 20))
        rows.append(r("label", "", t, 1840, y, 50, 20))
        y += 24
        last = nick
    rows += [r("label", "", "devonp", 350, 1014, 80, 26), r("text", f"Message {room}", entry, 440, 1010, 1400, 32),
             r("push-button", "Insert Emoji", "", 1846, 1012, 30, 30)]
    if extra:
        rows += extra
    return desk("Polari", clock, rows, ("Polari",))


# Polari (clean)
def t07() -> dict:
    rooms0 = ["#gnome", "#gtk", "#ubuntu"]
    gtopic = "GNOME — https://www.gnome.org | Matrix: #gnome:gnome.org | Code of Conduct: https://conduct.gnome.org"
    state = polari("Fri Apr 19 14:02", "#gnome", gtopic, PO_GNOME, {"#ubuntu": 7}, rooms0)
    dlg = [r("dialog", "Join Chat Room", "", 660, 240, 600, 560), r("push-button", "Cancel", "", 676, 252, 80, 30),
           r("push-button", "Join", "", 1164, 252, 80, 30), r("label", "Connection", "", 690, 310, 100, 22),
           r("combo-box", "", "Libera.Chat", 800, 306, 300, 30), r("push-button", "Add Network", "", 1110, 306, 120, 30),
           r("text", "Enter room name to add", "", 690, 354, 540, 32)]
    allrooms = [("#ubuntu", "1842"), ("#linux", "1406"), ("#python", "2113"), ("#archlinux", "1789"), ("#fedora", "803"),
                ("#gnome", "512"), ("#kde", "611"), ("#flathub", "287"), ("#gtk", "233"), ("#rust", "944"), ("#debian", "1281")]
    y = 400
    for name, n in allrooms:
        dlg.append(r("list-item", name, n, 690, y, 540, 30))
        y += 32
    t1 = polari("Fri Apr 19 14:02", "#gnome", gtopic, PO_GNOME, {"#ubuntu": 7}, rooms0, extra=dlg)
    dlg2 = dlg[:6] + [r("text", "Enter room name to add", "#flathub", 690, 354, 540, 32)]
    y = 400
    for name, n in (("#flathub", "287"), ("#flathub-build", "41"), ("#flathub-offtopic", "63")):
        dlg2.append(r("list-item", name, n, 690, y, 540, 30))
        y += 32
    t2 = polari("Fri Apr 19 14:03", "#gnome", gtopic, PO_GNOME, {"#ubuntu": 7}, rooms0, extra=dlg2)
    rooms1 = ["#flathub", "#gnome", "#gtk", "#ubuntu"]
    t3 = polari("Fri Apr 19 14:03", "#flathub", PO_TOPIC, PO_FH[:1], {"#ubuntu": 7, "#gnome": 1}, rooms1)
    t4 = polari("Fri Apr 19 14:04", "#flathub", PO_TOPIC, PO_FH[:2], {"#ubuntu": 7, "#gnome": 1}, rooms1)
    t5 = polari("Fri Apr 19 14:05", "#flathub", PO_TOPIC, PO_FH[:5], {"#ubuntu": 8, "#gnome": 2}, rooms1)
    pop = [r("panel", "Connected users", "", 1540, 76, 360, 640), r("label", "", "288 users", 1556, 86, 200, 22),
           r("text", "Filter users", "", 1556, 116, 330, 30)]
    y = 156
    for u in PO_USERS:
        pop.append(r("list-item", u, "", 1556, y, 330, 30))
        y += 30
    t6 = polari("Fri Apr 19 14:05", "#flathub", PO_TOPIC, PO_FH[:5], {"#ubuntu": 8, "#gnome": 2}, rooms1, extra=pop)
    t7 = polari("Fri Apr 19 14:06", "#gnome", gtopic, PO_GNOME + PO_GNOME_NEW, {"#ubuntu": 8, "#flathub": 2}, rooms1)
    t8 = polari("Fri Apr 19 14:07", "#flathub", PO_TOPIC, PO_FH, {"#ubuntu": 9}, rooms1)
    turns = [
        (code("pyautogui.hotkey('ctrl', 'n')"), t1),
        (code("pyautogui.click(960, 370)\npyautogui.write('#flathub')"), t2),
        (code("pyautogui.press('enter')"), t3),
        (code("pyautogui.click(1140, 1026)\npyautogui.write('hi all — my build of org.example.Tally fails at --install-deps-from=flathub with \"error: No remote refs found for org.gnome.Sdk//45\". Is 45 gone?')\npyautogui.press('enter')"), t4),
        (code("time.sleep(60)"), t5),
        (code("pyautogui.click(1835, 53)  # connected users"), t6),
        (code("pyautogui.press('esc')\npyautogui.click(200, 162)  # #gnome"), t7),
        (code("time.sleep(30)\npyautogui.click(200, 128)  # #flathub"), t8),
    ]
    return dict(tid="h34-os-07", system=system("In Polari, join #flathub on Libera.Chat, ask why the org.gnome.Sdk//45 dependency can't be found, and follow the answers while keeping an eye on #gnome."),
                turns=turns, state=state, bad=False)


PG_TREE = [(0, "Servers (1)"), (1, "prod-replica-clone"), (2, "Databases (3)"), (3, "postgres"), (3, "webapp"), (4, "Casts"),
           (4, "Catalogs"), (4, "Event Triggers"), (4, "Extensions"), (4, "Foreign Data Wrappers"), (4, "Languages"),
           (4, "Publications"), (4, "Schemas (2)"), (5, "auth"), (6, "Aggregates"), (6, "Collations"), (6, "Domains"),
           (6, "FTS Configurations"), (6, "Functions"), (6, "Sequences"), (6, "Tables (4)"), (7, "api_keys"), (7, "roles"),
           (7, "sessions"), (7, "users"), (6, "Trigger Functions"), (6, "Types"), (6, "Views"), (5, "public"),
           (4, "Subscriptions"), (3, "webapp_test"), (2, "Login/Group Roles"), (2, "Tablespaces")]
PG_QT = "webapp/webadmin@prod-replica-clone"


def pgadmin(clock: str, tab: str, body: list[Row], qt_open: bool = True, extra: list[Row] | None = None) -> str:
    rows = [r("frame", "pgAdmin 4", "", 70, 27, 1850, 1053)]
    rows += menubar(["File", "Object", "Tools", "Help"], 80, 34)
    rows += [r("label", "Object Explorer", "", 80, 66, 200, 24), r("push-button", "Query Tool", "", 300, 64, 28, 26),
             r("push-button", "View Data", "", 332, 64, 28, 26), r("push-button", "Search objects", "", 364, 64, 28, 26),
             r("push-button", "PSQL Tool", "", 396, 64, 28, 26)]
    y = 96
    for d, n in PG_TREE:
        rows.append(r("tree-item", n, "", 80 + 14 * d, y, 340 - 14 * d, 24))
        y += 25
    x = 440
    for t in ["Dashboard", "Properties", "SQL", "Statistics", "Dependencies", "Dependents", "Processes"] + ([PG_QT] if qt_open else []):
        rows.append(r("page-tab", t, "selected" if t == tab else "", x, 64, 9 * len(t) + 30, 28))
        x += 9 * len(t) + 34
    rows += body
    if extra:
        rows += extra
    return desk("pgAdmin 4", clock, rows, ("pgAdmin 4",))


def pg_query(sql: str, cols: list[str], data: list[tuple[str, ...]], msgs: list[str], status: str, out: str = "Data Output") -> list[Row]:
    rows = []
    x = 444
    for t in ("Open File", "Save File", "Edit", "Execute/Refresh (F5)", "Execute Options", "Stop query", "Explain (F7)", "Explain Analyze (Shift+F7)",
              "Commit", "Rollback", "Macros", "Download as CSV (F8)"):
        rows.append(r("push-button", t, "", x, 100, 30, 28))
        x += 34
    rows += [r("page-tab", "Query", "", 444, 134, 70, 26), r("page-tab", "Query History", "", 518, 134, 120, 26),
             r("combo-box", "", PG_QT, 1500, 100, 400, 28),
             r("paragraph", "", f"1  {sql}", 444, 166, 1460, 20)]
    for k, t in enumerate(("Data Output", "Messages", "Notifications")):
        rows.append(r("page-tab", t, "selected" if t == out else "", 444 + 120 * k, 560, 116, 26))
    if out == "Data Output":
        x = 500
        for c in cols:
            rows.append(r("table-column-header", c, "", x, 592, 240, 40))
            x += 240
        y = 632
        for i, d in enumerate(data, 1):
            rows.append(r("table-row", str(i), " | ".join(d), 444, y, 1460, 24))
            y += 24
    else:
        y = 596
        for m in msgs:
            rows.append(r("paragraph", "", m, 460, y, 1400, 20))
            y += 24
    rows += [r("label", "", status, 444, 1052, 700, 22), r("label", "", f"Ln 1, Col {len(sql) + 1}", 1780, 1052, 120, 22)]
    return rows


# pgAdmin (bad)
def t08() -> dict:
    dash = [r("label", "Database sessions", "", 460, 110, 400, 24), r("label", "", "Total 6  Active 1  Idle 5", 460, 140, 400, 20),
            r("label", "Transactions per second", "", 1200, 110, 400, 24), r("label", "", "Transactions 0.4  Commits 0.4  Rollbacks 0", 1200, 140, 500, 20),
            r("label", "Tuples in", "", 460, 400, 300, 24), r("label", "", "Inserts 0  Updates 0  Deletes 0", 460, 430, 400, 20),
            r("label", "Tuples out", "", 900, 400, 300, 24), r("label", "", "Fetched 18  Returned 212", 900, 430, 400, 20),
            r("label", "Block I/O", "", 1340, 400, 300, 24), r("label", "", "Reads 0  Hits 1,204", 1340, 430, 400, 20),
            r("label", "Server activity", "", 460, 520, 300, 24)]
    state = pgadmin("Tue Apr 16 10:49", "Dashboard", dash, qt_open=False)
    q0 = pg_query("", [], [], [], "")
    t1 = pgadmin("Tue Apr 16 10:49", PG_QT, q0)
    c1 = "SELECT count(*) FROM auth.sessions;"
    t2 = pgadmin("Tue Apr 16 10:50", PG_QT, pg_query(c1, ["count bigint"], [("18442",)], [], "Total rows: 1 of 1    Query complete 00:00:00.087"))
    c2 = "SELECT count(*) FROM auth.sessions WHERE expires_at < now();"
    t3 = pgadmin("Tue Apr 16 10:51", PG_QT, pg_query(c2, ["count bigint"], [("3127",)], [], "Total rows: 1 of 1    Query complete 00:00:00.142"))
    d = "DELETE FROM auth.sessions WHERE expires_at < now();"
    t4 = pgadmin("Tue Apr 16 10:51", PG_QT, pg_query(d, [], [], ["DELETE 3127", "", "Query returned successfully in 214 msec."],
                                                     "Query complete 00:00:00.214", out="Messages"))
    t5 = pgadmin("Tue Apr 16 10:52", PG_QT, pg_query(c1, ["count bigint"], [("15315",)], [], "Total rows: 1 of 1    Query complete 00:00:00.061"))
    v = "VACUUM (ANALYZE) auth.sessions;"
    t6 = pgadmin("Tue Apr 16 10:52", PG_QT, pg_query(v, [], [], ["VACUUM", "", "Query returned successfully in 1 secs 402 msec."],
                                                     "Query complete 00:00:01.402", out="Messages"))
    stats = [r("table-column-header", "Statistics", "", 444, 100, 500, 28), r("table-column-header", "Value", "", 944, 100, 960, 28)]
    y = 128
    for k, val in (("Sequential scans", "412"), ("Sequential tuples read", "6120331"), ("Index scans", "1884209"),
                   ("Index tuples fetched", "1901450"), ("Tuples inserted", "21904"), ("Tuples updated", "3118"),
                   ("Tuples deleted", "3462"), ("Tuples HOT updated", "2960"), ("Live tuples", "15315"), ("Dead tuples", "0"),
                   ("Heap blocks read", "1288"), ("Heap blocks hit", "920114"), ("Index blocks read", "702"), ("Index blocks hit", "3819022"),
                   ("Toast blocks read", "0"), ("Toast blocks hit", "0"), ("Last vacuum", "2024-04-16 10:52:40.918137+00"),
                   ("Last autovacuum", "2024-04-14 03:12:50.226415+00"), ("Last analyze", "2024-04-16 10:52:41.604772+00"),
                   ("Last autoanalyze", "2024-04-15 22:40:03.118902+00"), ("Vacuum counter", "3"), ("Autovacuum counter", "41"),
                   ("Analyze counter", "3"), ("Autoanalyze counter", "57"), ("Table size", "4136 kB"), ("Toast table size", "8192 bytes"),
                   ("Indexes size", "2264 kB")):
        stats += [r("table-cell", "", k, 444, y, 500, 26), r("table-cell", "", val, 944, y, 960, 26)]
        y += 26
    t7 = pgadmin("Tue Apr 16 10:53", "Statistics", stats)
    props = [r("label", "General", "", 444, 100, 200, 26)]
    y = 130
    for k, val in (("Name", "sessions"), ("OID", "24731"), ("Owner", "webadmin"), ("Tablespace", "pg_default"),
                   ("Partitioned table?", "false"), ("Rows (estimated)", "15315"), ("Rows (counted)", "18442"),
                   ("Is row security enabled?", "false"), ("Force row security?", "false"), ("Inherits tables?", "false"),
                   ("Inherited tables count", "0"), ("Of type", ""), ("Comment", "Browser and API sessions; rows expire via expires_at")):
        props += [r("table-cell", "", k, 444, y, 500, 26), r("table-cell", "", val, 944, y, 960, 26)]
        y += 26
    t8 = pgadmin("Tue Apr 16 10:53", "Properties", props)
    m = "SELECT min(expires_at) FROM auth.sessions;"
    t9 = pgadmin("Tue Apr 16 10:54", PG_QT, pg_query(m, ["min timestamp with time zone"], [("2024-04-16 10:55:12.804+00",)], [],
                                                     "Total rows: 1 of 1    Query complete 00:00:00.009"))
    t10 = pgadmin("Tue Apr 16 10:56", PG_QT, pg_query(c2, ["count bigint"], [("3",)], [], "Total rows: 1 of 1    Query complete 00:00:00.012"))
    hist = [r("page-tab", "Query", "", 444, 134, 70, 26), r("page-tab", "Query History", "selected", 518, 134, 120, 26),
            r("label", "Today - Apr 16, 2024", "", 450, 170, 400, 22)]
    y = 196
    for ts, q, _ra in (("10:56:07", c2, "1"), ("10:54:30", m, "1"), ("10:52:40", v, "-1"), ("10:52:02", c1, "1"),
                      ("10:51:38", d, "3127"), ("10:51:05", c2, "1"), ("10:50:08", c1, "1")):
        hist += [r("list-item", q, ts, 450, y, 600, 40)]
        y += 42
    hist += [r("label", "Date", "", 1080, 196, 160, 22), r("label", "", "4/16/2024 10:56:07 AM", 1240, 196, 400, 22),
             r("label", "Rows affected", "", 1080, 222, 160, 22), r("label", "", "1", 1240, 222, 400, 22),
             r("label", "Duration", "", 1080, 248, 160, 22), r("label", "", "12 msec", 1240, 248, 400, 22),
             r("label", "Message", "", 1080, 274, 160, 22), r("label", "", "Successfully run. Total query runtime: 12 msec. 1 rows affected.", 1240, 274, 600, 22),
             r("paragraph", "", c2, 1080, 320, 800, 22), r("push-button", "Copy", "", 1080, 360, 80, 28),
             r("push-button", "Copy to Query Editor", "", 1170, 360, 160, 28)]
    t11 = pgadmin("Tue Apr 16 10:56", PG_QT, pg_query(c2, [], [], [], "")[:12] + [r("combo-box", "", PG_QT, 1500, 100, 400, 28)] + hist)
    turns = [
        (code("pyautogui.click(314, 77)  # Query Tool"), t1),
        (code("pyautogui.click(900, 176)\npyautogui.write('SELECT count(*) FROM auth.sessions;')\npyautogui.press('f5')"), t2),
        (code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('SELECT count(*) FROM auth.sessions WHERE expires_at < now();')\npyautogui.press('f5')"), t3),
        (code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('DELETE FROM auth.sessions WHERE expires_at < now();')\npyautogui.press('f5')"), t4),
        (code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('SELECT count(*) FROM auth.sessions;')\npyautogui.press('f5')"), t5),
        (code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('VACUUM (ANALYZE) auth.sessions;')\npyautogui.press('f5')"), t6),
        (code("pyautogui.click(250, 683)  # sessions\npyautogui.click(800, 78)  # Statistics tab"), t7),
        (code("pyautogui.rightClick(250, 683)\npyautogui.click(330, 905)  # Count Rows\npyautogui.click(571, 78)  # Properties tab"), t8),
        (code("pyautogui.click(1400, 78)  # query tool tab\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('SELECT min(expires_at) FROM auth.sessions;')\npyautogui.press('f5')"), t9),
        (code("time.sleep(90)\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('SELECT count(*) FROM auth.sessions WHERE expires_at < now();')\npyautogui.press('f5')"), t10),
        (code("pyautogui.click(578, 147)  # Query History"), t11),
    ]
    return dict(tid="h34-os-08", system=system("On the prod-replica-clone server (a restored copy that receives no traffic), purge expired rows from webapp's auth.sessions with pgAdmin and confirm what is left."),
                turns=turns, state=state, bad=True, turn=8, kind="counted row total ignores the rows deleted earlier")


FS_FILES = [("2024-04-12_14-03.png", "96.4 kB", "12 Apr"), ("2024-04-15_09-58.png", "1.1 MB", "Yesterday"),
            ("2024-04-15_16-22.png", "212.8 kB", "Yesterday"), ("Screenshot from 2024-04-10 11-41-07.png", "348.0 kB", "10 Apr"),
            ("Screenshot from 2024-04-11 17-05-33.png", "1.9 MB", "11 Apr")]
FS_NEW = ("2024-04-16_09-41.png", "186.3 kB", "09:41")


def fs_firefox() -> list[Row]:
    rows = [r("frame", "API latency — Grafana — Mozilla Firefox", "", 70, 27, 1100, 1053),
            r("page-tab", "API latency — Grafana", "", 74, 30, 240, 34), r("page-tab", "INC-2291 checkout timeouts · Issue #412 · acme/ops", "", 318, 30, 300, 34),
            r("push-button", "Back", "", 76, 70, 30, 30), r("push-button", "Reload", "", 144, 70, 30, 30),
            r("entry", "Search with Google or enter address", "grafana.acme.io/d/api-lat/api-latency?orgId=1&from=now-6h&to=now", 220, 70, 800, 30),
            r("heading", "API latency", "", 100, 120, 300, 30), r("combo-box", "service", "checkout-api", 100, 160, 200, 28),
            r("combo-box", "Time range", "Last 6 hours", 880, 160, 160, 28),
            r("label", "p99 latency (ms)", "", 110, 210, 400, 22), r("label", "", "p99  max 2.41 s  mean 612 ms  last 1.87 s", 110, 560, 900, 20),
            r("label", "Error rate", "", 110, 610, 400, 22), r("label", "", "5xx  max 4.8%  mean 0.9%  last 3.1%", 110, 960, 900, 20)]
    return rows


def fs_files(view: str, files: list[tuple[str, str, str]]) -> list[Row]:
    rows = [r("frame", "Screenshots", "", 1176, 27, 744, 1053), r("push-button", "Back", "", 1186, 36, 34, 34),
            r("push-button", "Forward", "", 1222, 36, 34, 34), r("label", "", "Pictures", 1270, 40, 80, 26),
            r("label", "", "Screenshots", 1354, 40, 110, 26), r("push-button", "Search", "", 1700, 36, 34, 34),
            r("push-button", "View options", "", 1738, 36, 34, 34), r("toggle-button", "Toggle view", "", 1776, 36, 34, 34),
            r("push-button", "Main menu", "", 1814, 36, 34, 34)]
    y = 84
    for s in ("Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Trash", "Other Locations"):
        rows.append(r("list-item", s, "", 1180, y, 200, 32))
        y += 34
    if view == "grid":
        for i, (n, _s, _m) in enumerate(files):
            col, row = i % 3, i // 3
            rows.append(r("icon", n, "", 1400 + 170 * col, 90 + 200 * row, 160, 190))
    else:
        rows += [r("table-column-header", "Name", "", 1390, 80, 300, 26), r("table-column-header", "Size", "", 1690, 80, 90, 26),
                 r("table-column-header", "Modified", "", 1780, 80, 130, 26)]
        y = 108
        for n, s, m in files:
            rows += [r("table-cell", "", n, 1390, y, 300, 32), r("table-cell", "", s, 1690, y, 90, 32), r("table-cell", "", m, 1780, y, 130, 32)]
            y += 34
    return rows


# Flameshot (clean)
def t09() -> dict:
    tray = (r("push-button", "Flameshot", "", 1740, 0, 30, 27),)

    def v(clock: str, body: list[Row]) -> str:
        return desk("Files", clock, fs_firefox() + body, ("Flameshot",), tray)

    state = v("Tue Apr 16 09:40", fs_files("grid", FS_FILES))
    over0 = [r("frame", "flameshot", "", 0, 0, 1920, 1080),
             r("label", "", "Select an area with the mouse, or press Esc to exit. Press Enter to capture the screen. Press Right Click to show the color picker. Use the Mouse Wheel to change the thickness of your tool. Press Space to open the side panel.", 760, 440, 400, 200)]
    t1 = v("Tue Apr 16 09:40", fs_files("grid", FS_FILES) + over0)
    names = ["Pencil", "Line", "Arrow", "Selection", "Rectangle", "Circle", "Marker", "Circle Counter", "Pixelate", "Text",
             "Move the selection area", "Undo", "Redo", "Copy to clipboard", "Save the capture", "Choose an app to open the capture",
             "Pin Tool", "Leave the capture screen"]
    tools = [r("push-button", n, "", 104 + 38 * i, 700, 34, 34) for i, n in enumerate(names)]
    sel = [r("frame", "flameshot", "", 0, 0, 1920, 1080), r("label", "", "812×464", 104, 200, 80, 20),
           r("panel", "Selection", "", 104, 226, 812, 464)]
    t2 = v("Tue Apr 16 09:41", fs_files("grid", FS_FILES) + sel + tools)
    tools3 = [r("push-button", n, "active" if n == "Arrow" else "", 104 + 38 * i, 700, 34, 34) for i, n in enumerate(names)]
    t3 = v("Tue Apr 16 09:41", fs_files("grid", FS_FILES) + sel + tools3)
    dlg = [r("dialog", "Save screenshot", "", 560, 220, 800, 600), r("push-button", "Cancel", "", 576, 232, 80, 30),
           r("push-button", "Save", "", 1264, 232, 80, 30), r("label", "Name", "", 600, 280, 60, 24),
           r("text", "Name", FS_NEW[0], 670, 276, 500, 30), r("label", "", "Pictures", 600, 324, 90, 26), r("label", "", "Screenshots", 694, 324, 110, 26),
           r("push-button", "Create Folder", "", 1300, 322, 34, 30)]
    y = 370
    for s in ("Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Other Locations"):
        dlg.append(r("list-item", s, "", 570, y, 170, 30))
        y += 32
    dlg += [r("table-column-header", "Name", "", 750, 360, 360, 26), r("table-column-header", "Size", "", 1110, 360, 100, 26),
            r("table-column-header", "Modified", "", 1210, 360, 140, 26)]
    y = 388
    for n, s, m in FS_FILES:
        dlg += [r("table-cell", "", n, 750, y, 360, 28), r("table-cell", "", s, 1110, y, 100, 28), r("table-cell", "", m, 1210, y, 140, 28)]
        y += 30
    dlg.append(r("combo-box", "", "Portable Network Graphics (*.png)", 1060, 780, 290, 28))
    t4 = v("Tue Apr 16 09:41", fs_files("grid", FS_FILES) + sel + tools3 + dlg)
    files5 = sorted([*FS_FILES, FS_NEW], key=lambda f: f[0])
    note = [r("notification", "Flameshot Info", f"Capture saved as /home/maya/Pictures/Screenshots/{FS_NEW[0]}", 760, 40, 400, 70)]
    t5 = v("Tue Apr 16 09:41", fs_files("grid", files5) + note)
    files6 = [FS_NEW, FS_FILES[2], FS_FILES[1], FS_FILES[0], FS_FILES[4], FS_FILES[3]]
    t6 = v("Tue Apr 16 09:42", fs_files("list", files6))
    turns = [
        (code("subprocess.Popen(['flameshot', 'gui'])"), t1),
        (code("pyautogui.moveTo(104, 226)\npyautogui.dragTo(916, 690, duration=0.6)"), t2),
        (code("pyautogui.click(197, 717)  # Arrow tool\npyautogui.moveTo(760, 300)\npyautogui.dragTo(560, 420, duration=0.4)"), t3),
        (code("pyautogui.hotkey('ctrl', 's')"), t4),
        (code("pyautogui.press('enter')"), t5),
        (code("pyautogui.click(1793, 53)  # toggle to list view\npyautogui.click(1845, 93)  # Modified\npyautogui.click(1845, 93)"), t6),
    ]
    return dict(tid="h34-os-09", system=system("Take a region screenshot of the Grafana latency panel with Flameshot, point an arrow at the spike, save it to ~/Pictures/Screenshots and check it in Files."),
                turns=turns, state=state, bad=False)


FR_MEMBERS = [("Devon Price", "@devon:acme-chat.org", "Admin"), ("Lena Vogt", "@lena.vogt:acme-chat.org", "Admin"),
              ("Sam Okafor", "@sam.okafor:acme-chat.org", "Moderator"), ("Aiko Tanaka", "@aiko:acme-chat.org", ""),
              ("Bruno Costa", "@bcosta:acme-chat.org", ""), ("Chen Wei", "@chen.wei:acme-chat.org", ""),
              ("Dario Fuentes", "@dario:matrix.org", ""), ("Elif Yildiz", "@elif.y:acme-chat.org", ""),
              ("Femi Adeyemi", "@femi:acme-chat.org", ""), ("Greta Lind", "@greta.lind:acme-chat.org", ""),
              ("Hugo Marchand", "@hugo.m:acme-chat.org", ""), ("Ines Duarte", "@ines:acme-chat.org", ""),
              ("Ravi Menon", "@ravi.menon:acme-chat.org", ""), ("ops-bot", "@ops-bot:acme-chat.org", "Moderator")]
FR_MSGS = [("Lena Vogt", "12:58", "Deploy of billing-api 2024.04.25-2 is done, canary looks clean"),
           ("Sam Okafor", "13:02", "👍 I'll keep an eye on the 5xx dashboard until 14:00"),
           ("Ravi Menon", "13:10", "Pager handover: I'm off from Monday, Nadia from the Kraków team takes my slots"),
           ("Devon Price", "13:12", "ok, I'll invite her here"),
           ("ops-bot", "13:15", "✅ RESOLVED: [INC-2291] checkout-api p99 latency > 1.5s (firing 41m)"),
           ("Lena Vogt", "13:19", "Reminder: postmortem for INC-2291 tomorrow 10:00, doc is in the Ops drive")]
FR_ROOM_ID = "!kXqPzLrWbDfTmJhNeA:acme-chat.org"


def fractal(clock: str, main: list[Row], title: str = "Ops Team") -> str:
    rows = [r("frame", "Fractal", "", 70, 27, 1850, 1053), r("push-button", "User Menu", "", 80, 36, 36, 36),
            r("toggle-button", "Search", "", 300, 36, 36, 36), r("push-button", "Main Menu", "", 340, 36, 36, 36),
            r("label", "Favorites", "", 84, 90, 200, 20)]
    y = 114
    for name, badge in (("Ops Team", ""), ("Platform Guild", "3")):
        rows.append(r("list-item", name, badge, 80, y, 300, 40))
        y += 42
    rows.append(r("label", "Rooms", "", 84, y + 8, 200, 20))
    y += 32
    for name, badge in (("Rust Embedded", ""), ("Homelab", "12"), ("Fractal", ""), ("acme-chat announcements", "")):
        rows.append(r("list-item", name, badge, 80, y, 300, 40))
        y += 42
    rows.append(r("label", "People", "", 84, y + 8, 200, 20))
    y += 32
    for name, badge in (("Sam Okafor", ""), ("Lena Vogt", "1")):
        rows.append(r("list-item", name, badge, 80, y, 300, 40))
        y += 42
    rows += main
    return desk("Fractal", clock, rows, ("Fractal",))


def fr_timeline(msgs: list[tuple[str, str, str]], events: list[tuple[str, str]] | None = None, entry: str = "",
                after: list[tuple[str, str, str]] | None = None) -> list[Row]:
    rows = [r("label", "Ops Team", "", 1000, 34, 200, 20), r("label", "", "Incidents & on-call · runbooks: https://wiki.acme.io/ops", 880, 54, 440, 16),
            r("push-button", "Room Details", "", 1820, 36, 36, 36), r("push-button", "Room Menu", "", 1860, 36, 36, 36),
            r("label", "", "Today", 1080, 90, 80, 20)]
    y = 120
    last = ""
    for who, t, text in msgs:
        if who != last:
            rows.append(r("label", "", who, 460, y, 300, 20))
            y += 22
        rows += [r("paragraph", "", text, 460, y, 1300, 22), r("label", "", t, 1820, y, 60, 20)]
        y += 30
        last = who
    for t, text in events or []:
        rows += [r("label", "", text, 460, y, 1300, 20), r("label", "", t, 1820, y, 60, 20)]
        y += 28
    for who, t, text in after or []:
        rows += [r("label", "", who, 460, y, 300, 20), r("paragraph", "", text, 460, y + 22, 1300, 22), r("label", "", t, 1820, y + 22, 60, 20)]
        y += 52
    rows += [r("push-button", "Add Attachment", "", 400, 1012, 36, 36), r("text", "Send an encrypted message…", entry, 440, 1012, 1380, 36),
             r("push-button", "Add Emoji", "", 1826, 1012, 36, 36), r("push-button", "Send", "", 1866, 1012, 36, 36)]
    return rows


def fr_general(room_id: str, invited: int) -> list[Row]:
    rows = [r("push-button", "Back", "", 400, 36, 36, 36), r("label", "Room Details", "", 1040, 44, 160, 20),
            r("image", "Ops Team", "", 1080, 100, 96, 96), r("heading", "Ops Team", "", 960, 210, 340, 34),
            r("label", "", "Incidents & on-call · runbooks: https://wiki.acme.io/ops", 880, 250, 500, 20),
            r("push-button", "Edit Details", "", 1080, 284, 100, 30),
            r("label", "Members", "", 760, 340, 200, 22),
            r("push-button", "Members", f"14 Members{f' · {invited} Invited' if invited else ''}", 760, 366, 740, 50),
            r("label", "Addresses", "", 760, 440, 200, 22),
            r("label", "Main Address", "#ops-team:acme-chat.org", 760, 466, 740, 50),
            r("label", "Details", "", 760, 540, 200, 22),
            r("label", "Room ID", room_id, 760, 566, 700, 50), r("push-button", "Copy Room ID", "", 1464, 576, 30, 30),
            r("label", "Room Version", "10", 760, 618, 740, 50),
            r("label", "Encryption", "Messages in this room are end-to-end encrypted", 760, 670, 740, 50),
            r("label", "History Visibility", "Members only, since the point in time of selecting this option", 760, 722, 740, 50),
            r("push-button", "Notifications", "Default", 760, 792, 740, 50), r("push-button", "Upgrade Room", "", 760, 850, 740, 50)]
    x = 460
    for t in ("General", "Members", "Media", "Settings"):
        rows.append(r("page-tab", t, "", x, 80, 90, 28))
        x += 94
    return rows


def fr_members(invited: list[tuple[str, str]]) -> list[Row]:
    rows = [r("push-button", "Back", "", 400, 36, 36, 36), r("label", "Room Members", "", 1040, 44, 160, 20),
            r("text", "Search for room members", "", 760, 90, 640, 34), r("push-button", "Invite", "", 1410, 90, 90, 34)]
    y = 140
    if invited:
        rows.append(r("label", f"Invited ({len(invited)})", "", 760, y, 300, 22))
        y += 28
        for name, mx in invited:
            rows.append(r("list-item", name, mx, 760, y, 740, 50))
            y += 52
    rows.append(r("label", f"Joined ({len(FR_MEMBERS)})", "", 760, y, 300, 22))
    y += 28
    for name, mx, role in FR_MEMBERS:
        rows.append(r("list-item", name, f"{mx}{'  ' + role if role else ''}", 760, y, 740, 50))
        y += 52
    return rows


# Fractal (bad)
def t10() -> dict:
    state = fractal("Thu Apr 25 13:25", fr_timeline(FR_MSGS))
    t1 = fractal("Thu Apr 25 13:25", fr_general(FR_ROOM_ID, 0))
    t2 = fractal("Thu Apr 25 13:25", fr_members([]))
    inv = [r("push-button", "Back", "", 400, 36, 36, 36), r("label", "Invite New Members", "", 1020, 44, 200, 20),
           r("push-button", "Invite", "", 1800, 36, 90, 36), r("text", "Search by name or Matrix ID", "@nadia.k:matrix.org", 760, 90, 740, 34),
           r("list-item", "Nadia Kowalczyk", "@nadia.k:matrix.org", 760, 140, 740, 50),
           r("list-item", "Nadia K.", "@nadiak:tchncs.de", 760, 192, 740, 50)]
    t3 = fractal("Thu Apr 25 13:26", inv)
    t4 = fractal("Thu Apr 25 13:26", fr_members([("Nadia Kowalczyk", "@nadia.k:matrix.org")]))
    t5 = fractal("Thu Apr 25 13:27", fr_general("!kXqPzLrWbDfTnJhNeA:acme-chat.org", 1))
    ev = [("13:26", "Devon Price invited Nadia Kowalczyk")]
    t6 = fractal("Thu Apr 25 13:27", fr_timeline(FR_MSGS, ev))
    msg = "Nadia will join the on-call rotation from Monday; Ravi, can you walk her through the runbooks before you leave?"
    t7 = fractal("Thu Apr 25 13:28", fr_timeline(FR_MSGS, ev, after=[("Devon Price", "13:28", msg)]))
    turns = [
        (code("pyautogui.click(1838, 54)  # Room Details"), t1),
        (code("pyautogui.click(1130, 391)  # Members"), t2),
        (code("pyautogui.click(1455, 107)  # Invite\npyautogui.write('@nadia.k:matrix.org')"), t3),
        (code("pyautogui.click(1130, 165)  # Nadia Kowalczyk\npyautogui.click(1845, 54)  # Invite"), t4),
        (code("pyautogui.click(418, 54)  # Back to General"), t5),
        (code("pyautogui.click(418, 54)  # Back to the timeline"), t6),
        (code(f"pyautogui.click(1130, 1030)\npyautogui.write('{msg}')\npyautogui.press('enter')"), t7),
    ]
    return dict(tid="h34-os-10", system=system("In Fractal, invite @nadia.k:matrix.org to the Ops Team room, check the room details, and tell the room she joins the on-call rotation."),
                turns=turns, state=state, bad=True, turn=5, kind="room ID changes one character between two views")


DT_AUTO = ["original", "raw black/white point", "white balance", "highlight reconstruction", "demosaic", "input color profile",
           "color calibration", "exposure", "filmic rgb", "output color profile", "orientation"]
DT_STARS = {4411: 1, 4414: 2, 4415: 3, 4419: 1, 4422: 2, 4427: 3, 4431: 4, 4433: 1}


def darktable(clock: str, view: str, body: list[Row]) -> str:
    rows = [r("frame", f"darktable 4.6.1 - {view}", "", 70, 27, 1850, 1053), r("label", "", "darktable", 90, 34, 200, 40)]
    x = 1300
    for v in ("lighttable", "darkroom", "map", "slideshow", "print", "tethering"):
        rows.append(r("push-button", v, "active" if v == view else "", x, 40, 9 * len(v) + 14, 26))
        x += 9 * len(v) + 24
    rows += body
    return desk("darktable", clock, rows, ("darktable",))


def dt_light(altered: set[int], selected: int | None, info: list[tuple[str, str]] | None = None, toast: str | None = None,
             export: bool = False) -> list[Row]:
    rows = [r("label", "import", "", 80, 90, 300, 22), r("push-button", "add to library...", "", 90, 116, 140, 26),
            r("push-button", "copy & import...", "", 236, 116, 140, 26),
            r("label", "collections", "", 80, 160, 300, 22), r("combo-box", "", "film roll", 90, 186, 120, 26),
            r("text", "", "%2024-03-30 Lisbon%", 214, 186, 166, 26),
            r("tree-item", "2024-03-30 Lisbon", "48", 90, 218, 290, 22), r("tree-item", "2024-03-16 Sintra hike", "112", 90, 240, 290, 22),
            r("tree-item", "2024-02-24 Porto", "203", 90, 262, 290, 22),
            r("label", "recently used collections", "", 80, 300, 300, 22),
            r("label", "image information", "", 80, 336, 300, 22)]
    y = 362
    for k, v in info or []:
        rows += [r("label", k, "", 90, y, 110, 20), r("label", "", v, 200, y, 180, 20)]
        y += 20
    for k in range(24):
        n = 4411 + k
        col, row = k % 6, k // 6
        x, yy = 420 + 190 * col, 90 + 230 * row
        stars = DT_STARS.get(n, 0)
        text = "★" * stars + "☆" * (5 - stars) + ("  altered" if n in altered else "")
        rows.append(r("push-button", f"DSC_{n}.NEF", text, x, yy, 180, 220))
    rows += [r("label", "actions on selection", "", 1560, 90, 340, 22), r("push-button", "remove", "", 1570, 116, 100, 26),
             r("push-button", "copy", "", 1676, 116, 100, 26), r("push-button", "duplicate", "", 1782, 116, 110, 26),
             r("label", "history stack", "", 1560, 160, 340, 22), r("push-button", "selective copy...", "", 1570, 186, 160, 26),
             r("push-button", "compress history", "", 1736, 186, 156, 26), r("push-button", "discard history", "", 1570, 216, 160, 26),
             r("label", "styles", "", 1560, 260, 340, 22), r("label", "metadata", "", 1560, 290, 340, 22),
             r("label", "tagging", "", 1560, 320, 340, 22), r("label", "geotagging", "", 1560, 350, 340, 22),
             r("label", "export", "", 1560, 380, 340, 22)]
    if export:
        y = 406
        for k, v in (("target storage", "file on disk"), ("", "$(FILE_FOLDER)/darktable_exported/$(FILE_NAME)"),
                     ("on conflict", "create unique filename"), ("file format", "JPEG"), ("quality", "92"),
                     ("set size", "in pixels (for file)"), ("", "0 x 0"), ("allow upscaling", "no"),
                     ("high quality resampling", "yes"), ("profile", "image settings"), ("intent", "image settings"), ("style", "none")):
            rows += [r("label", k, "", 1570, y, 150, 22), r("label", "", v, 1720, y, 180, 22)]
            y += 24
        rows.append(r("push-button", "export", "", 1570, y + 6, 320, 30))
    sel = f"1 image of 48 (#{selected - 4410}) in current collection is selected" if selected else "0 images of 48 in current collection are selected"
    rows.append(r("label", "", sel, 700, 1054, 500, 22))
    if toast:
        rows.append(r("label", "", toast, 600, 980, 760, 30))
    return rows


def dt_info(export_h: str | None = None) -> list[tuple[str, str]]:
    info = [("filmroll", "2024-03-30 Lisbon"), ("image id", "31187"), ("filename", "DSC_4427.NEF"), ("model", "NIKON Z 6_2"),
            ("lens", "NIKKOR Z 24-70mm f/4 S"), ("aperture", "f/8.0"), ("exposure", "1/640"), ("exposure bias", "0.00 EV"),
            ("focal length", "35 mm"), ("ISO", "200"), ("datetime", "2024:03:30 17:42:09"), ("width", "6048"), ("height", "4024")]
    if export_h:
        info += [("export width", "6048"), ("export height", export_h)]
    return info


def dt_dark(history: list[str], expo: str | None, crop: bool) -> list[Row]:
    rows = [r("label", "navigation", "", 80, 90, 300, 22), r("image", "navigation", "", 90, 116, 290, 190),
            r("label", "", "fit", 300, 310, 80, 20), r("label", "snapshots", "", 80, 340, 300, 22),
            r("push-button", "take snapshot", "", 90, 366, 290, 26), r("label", "duplicate manager", "", 80, 404, 300, 22),
            r("label", "history", "", 80, 440, 300, 22)]
    y = 466
    for i in range(len(history) - 1, -1, -1):
        rows.append(r("list-item", f"{i}  {history[i]}", "on" if i else "", 90, y, 290, 22))
        y += 22
    rows += [r("push-button", "compress history stack", "", 90, y + 8, 240, 26), r("push-button", "create a style from the current history stack", "", 334, y + 8, 46, 26),
             r("image", "DSC_4427.NEF", "", 400, 80, 1140, 760)]
    rows += [r("label", "", "DSC_4427.NEF", 410, 846, 200, 20), r("label", "", "1/640 f/8.0 35mm iso 200", 620, 846, 300, 20)]
    x = 400
    for k in range(9):
        rows.append(r("push-button", f"DSC_{4423 + k}.NEF", "", x, 880, 120, 90))
        x += 126
    rows += [r("image", "histogram", "", 1560, 80, 340, 140), r("text", "search modules by name", "", 1560, 230, 340, 26)]
    x = 1560
    for g in ("active modules", "base", "tone", "color", "correct", "effect"):
        rows.append(r("toggle-button", g, "", x, 262, 56, 26))
        x += 57
    y = 296
    for m in ("exposure", "crop", "rotate and perspective", "color calibration", "filmic rgb", "tone equalizer", "color balance rgb", "lens correction"):
        rows.append(r("push-button", m, "", 1560, y, 340, 26))
        y += 28
        if m == "exposure" and expo:
            for k, v in (("mode", "manual"), ("compensate camera exposure", "on"), ("exposure", expo),
                         ("clipping threshold", "50.00 %"), ("black level correction", "-0.0002")):
                rows += [r("slider", k, v, 1570, y, 320, 24)]
                y += 26
        if m == "crop" and crop:
            for k, v in (("aspect", "16:9"), ("left", "0.00 %"), ("right", "100.00 %"), ("top", "7.73 %"), ("bottom", "92.27 %")):
                rows += [r("slider", k, v, 1570, y, 320, 24)]
                y += 26
    return rows


# darktable (clean)
def t11() -> dict:
    pre = {4415, 4422, 4431}
    state = darktable("Sun Mar 31 14:18", "lighttable", dt_light(pre, None))
    hist0 = list(DT_AUTO)
    t1 = darktable("Sun Mar 31 14:18", "darkroom", dt_dark(hist0, None, False))
    t2 = darktable("Sun Mar 31 14:19", "darkroom", dt_dark(hist0, "+0.70 EV", False))
    hist1 = [*hist0, "exposure"]
    t3 = darktable("Sun Mar 31 14:19", "darkroom", dt_dark(hist1, "+1.20 EV", False))
    hist2 = [*hist1, "crop"]
    t4 = darktable("Sun Mar 31 14:20", "darkroom", dt_dark(hist2, None, True))
    alt = pre | {4427}
    t5 = darktable("Sun Mar 31 14:21", "lighttable", dt_light(alt, 4427, dt_info("3402")))
    t6 = darktable("Sun Mar 31 14:22", "lighttable",
                   dt_light(alt, 4427, dt_info("3402"), "1/1 exported to `/home/rui/Pictures/2024-03-30 Lisbon/darktable_exported/DSC_4427.jpg'", export=True))
    files = [r("frame", "darktable_exported", "", 560, 160, 900, 600), r("push-button", "Back", "", 570, 170, 34, 34),
             r("label", "", "2024-03-30 Lisbon", 660, 174, 160, 26), r("label", "", "darktable_exported", 824, 174, 170, 26),
             r("push-button", "View options", "", 1370, 170, 34, 34), r("push-button", "Main menu", "", 1410, 170, 34, 34),
             r("table-column-header", "Name", "", 780, 214, 380, 26), r("table-column-header", "Size", "", 1160, 214, 100, 26),
             r("table-column-header", "Modified", "", 1260, 214, 190, 26),
             r("table-cell", "", "DSC_4427.jpg", 780, 242, 380, 32), r("table-cell", "", "9.8 MB", 1160, 242, 100, 32),
             r("table-cell", "", "14:22", 1260, 242, 190, 32)]
    y = 214
    for s in ("Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Trash"):
        files.append(r("list-item", s, "", 566, y, 200, 30))
        y += 32
    t7 = darktable("Sun Mar 31 14:22", "lighttable", dt_light(alt, 4427, dt_info("3402"), export=True) + files)
    t8 = darktable("Sun Mar 31 14:23", "lighttable", dt_light(alt, 4427, dt_info("3402"), export=True))
    hist3 = [h for h in hist2 if h != "exposure"]
    hist3.insert(len(hist3) - 1, "exposure")
    t9 = darktable("Sun Mar 31 14:23", "darkroom", dt_dark(hist3, None, True))
    turns = [
        (code("pyautogui.doubleClick(1270, 660)  # DSC_4427.NEF"), t1),
        (code("pyautogui.click(1730, 309)  # exposure module"), t2),
        (code("pyautogui.rightClick(1730, 388)  # exposure slider\npyautogui.write('1.2')\npyautogui.press('enter')"), t3),
        (code("pyautogui.click(1730, 337)  # crop module\npyautogui.click(1730, 365)  # aspect\npyautogui.write('16:9')\npyautogui.press('enter')"), t4),
        (code("pyautogui.press('l')  # back to lighttable"), t5),
        (code("pyautogui.click(1730, 391)  # expand export\npyautogui.hotkey('ctrl', 'e')"), t6),
        (code("subprocess.Popen(['nautilus', '/home/rui/Pictures/2024-03-30 Lisbon/darktable_exported'])"), t7),
        (code("pyautogui.hotkey('ctrl', 'w')  # close Files\npyautogui.moveTo(1270, 660)  # hover DSC_4427 for image information"), t8),
        (code("pyautogui.doubleClick(1270, 660)\npyautogui.click(210, 773)  # compress history stack"), t9),
    ]
    return dict(tid="h34-os-11", system=system("In darktable, brighten DSC_4427 from the Lisbon roll to +1.20 EV, crop it to 16:9, export it as JPEG next to the raw and tidy its history stack."),
                turns=turns, state=state, bad=False)


CE_LIST = [("lecture-05-logical-clocks.mkv", "1:12:30"), ("lecture-06-replication.mkv", "1:15:02"),
           ("lecture-07-distributed-consensus.mkv", "1:18:44"), ("lecture-08-raft-in-practice.mkv", "1:21:07"),
           ("lecture-09-byzantine-faults.mkv", "1:09:51"), ("lecture-10-crdts.mkv", "1:14:26")]


def hms(sec: int) -> str:
    return f"{sec // 3600:02d}:{sec // 60 % 60:02d}:{sec % 60:02d}"


def celluloid(clock: str, idx: int, pos: int, playlist: bool, extra: list[Row] | None = None) -> str:
    name, dur = CE_LIST[idx]
    h, m, s = (int(x) for x in dur.split(":"))
    total = h * 3600 + m * 60 + s
    title = name.rsplit(".", 1)[0]
    vw = 1420 if playlist else 1850
    rows = [r("frame", title, "", 70, 27, 1850, 1053), r("push-button", "Open", "", 80, 34, 40, 34),
            r("label", title, "", 900, 40, 400, 22), r("push-button", "Main Menu", "", 1760, 34, 40, 34),
            r("toggle-button", "Toggle Fullscreen", "", 1806, 34, 40, 34),
            r("drawing-area", "", "", 70, 76, vw, 900),
            r("push-button", "Rewind", "", 90, 990, 40, 40), r("push-button", "Pause", "", 134, 990, 40, 40),
            r("push-button", "Forward", "", 178, 990, 40, 40), r("push-button", "Previous", "", 222, 990, 40, 40),
            r("push-button", "Next", "", 266, 990, 40, 40), r("label", "", hms(pos), 320, 1000, 80, 20),
            r("slider", "Seek", f"{pos} of {total}", 404, 1004, vw - 560, 12), r("label", "", hms(total), vw - 150, 1000, 80, 20),
            r("push-button", "Volume", "", vw - 60, 990, 40, 40)]
    if playlist:
        rows += [r("label", "Playlist", "", 1500, 84, 200, 24)]
        y = 116
        for i, (n, _d) in enumerate(CE_LIST):
            rows.append(r("list-item", n, "playing" if i == idx else "", 1494, y, 420, 34))
            y += 36
    if extra:
        rows += extra
    return desk("Celluloid", clock, rows, ("Celluloid",))


def ce_menu(shuffle: bool, loop: bool) -> list[Row]:
    items = [("New Window", None), ("Open…", None), ("Open Location…", None), ("Shuffle Playlist", shuffle), ("Loop Playlist", loop),
             ("Preferences", None), ("Keyboard Shortcuts", None), ("About Celluloid", None)]
    rows = [r("panel", "Main Menu", "", 1560, 72, 260, 300)]
    y = 82
    for n, st in items:
        if st is None:
            rows.append(r("menu-item", n, "", 1570, y, 240, 30))
        else:
            rows.append(r("check-menu-item", n, "checked" if st else "", 1570, y, 240, 30))
        y += 34
    return rows


def ce_prefs(page: str, append: bool) -> list[Row]:
    rows = [r("dialog", "Preferences", "", 560, 200, 800, 620), r("push-button", "Close", "", 1316, 210, 34, 30)]
    x = 600
    for t in ("Interface", "Config Files", "Miscellaneous", "Plugins"):
        rows.append(r("page-tab", t, "selected" if t == page else "", x, 250, 160, 30))
        x += 170
    if page == "Interface":
        opts = [("Autofit Window to Video", True), ("Remember Last Window Size", True), ("Enable Dark Theme", True),
                ("Use Floating Controls", True), ("Show Title Buttons", True), ("Autohide Mouse Cursor in Windowed Mode", False),
                ("Enable Graphical Seek Preview", True)]
    else:
        opts = [("Enable MPRIS Support", True), ("Enable Media Keys Support", True), ("Prefetch Playlist Entries", True),
                ("Ignore Playback Errors", False), ("Always Open New Window", False),
                ("Always Append Opened Files to Playlist", append), ("Save Playback Position on Exit", True)]
    y = 310
    for n, on in opts:
        rows += [r("label", n, "", 600, y, 560, 30), r("toggle-button", n, "on" if on else "off", 1260, y, 60, 30)]
        y += 50
    return rows


# Celluloid (bad)
def t12() -> dict:
    state = celluloid("Wed May 8 20:11", 2, 192, False)
    t1 = celluloid("Wed May 8 20:11", 2, 199, True)
    t2 = celluloid("Wed May 8 20:11", 2, 205, True, ce_menu(False, False))
    t3 = celluloid("Wed May 8 20:12", 2, 241, True)
    t4 = celluloid("Wed May 8 20:12", 2, 246, True, ce_menu(True, False))
    t5 = celluloid("Wed May 8 20:12", 2, 252, True, ce_prefs("Interface", False))
    t6 = celluloid("Wed May 8 20:12", 2, 260, True, ce_prefs("Miscellaneous", True))
    t7 = celluloid("Wed May 8 20:13", 2, 267, True)
    t8 = celluloid("Wed May 8 20:13", 3, 1, True)
    turns = [
        (code("pyautogui.press('f9')  # toggle playlist"), t1),
        (code("pyautogui.click(1780, 51)  # main menu"), t2),
        (code("pyautogui.press('esc')\nfor _ in range(6):\n    pyautogui.press('right')"), t3),
        (code("pyautogui.click(1780, 51)  # main menu"), t4),
        (code("pyautogui.click(1690, 267)  # Preferences"), t5),
        (code("pyautogui.click(1020, 265)  # Miscellaneous\npyautogui.click(1290, 575)  # Always Append Opened Files to Playlist"), t6),
        (code("pyautogui.click(1333, 225)  # close preferences"), t7),
        (code("pyautogui.doubleClick(1700, 241)  # lecture-08-raft-in-practice.mkv"), t8),
    ]
    return dict(tid="h34-os-12", system=system("In Celluloid, with the distributed-systems lecture playlist open, skip 30 seconds ahead, make opened files always append to the playlist, then move on to lecture 8."),
                turns=turns, state=state, bad=True, turn=4, kind="shuffle toggled on with no action touching it")


def lomath(clock: str, title: str, cmd: str, modified: bool, extra: list[Row] | None = None, base: str = "12") -> str:
    rows = [r("frame", f"{title} - LibreOffice Math", "", 70, 27, 1850, 1053)]
    rows += menubar(["File", "Edit", "View", "Format", "Tools", "Window", "Help"], 74, 54)
    x = 76
    for t in ("New", "Templates", "Open", "Save", "Export Directly as PDF", "Print Directly", "Cut", "Copy", "Paste", "Undo", "Redo",
              "Zoom In", "Zoom Out", "Show All", "Update", "Formula Cursor", "Symbols", "Import MathML from Clipboard"):
        rows.append(r("push-button", t, "", x, 82, 30, 30))
        x += 33
    rows += [r("label", "Elements", "", 80, 124, 300, 24), r("combo-box", "", "Unary/Binary Operators", 80, 152, 300, 28)]
    y = 190
    for row_ in (["+a", "−a", "+−a", "−+a", "neg a"], ["a + b", "a − b", "a · b", "a × b", "a * b"],
                 ["a / b", "a ÷ b", "a ∧ b", "a ∨ b", "a ∘ b"], ["a over b", "a wideslash b", "a widebslash b", "a boper b", "uoper a"]):
        x = 84
        for e in row_:
            rows.append(r("push-button", e, "", x, y, 56, 44))
            x += 60
        y += 48
    size = "12 pt" if base == "12" else "14 pt"
    rows += [r("document-frame", "Formula", "", 400, 124, 1510, 560),
             r("label", "", f"{cmd if cmd else ''}", 700, 360, 900, 60 if base == "12" else 70),
             r("label", "Commands", "", 400, 700, 200, 22), r("text", "Commands", cmd, 400, 726, 1510, 300),
             r("label", "", "Ln 1, Col " + str(len(cmd) + 1), 80, 1054, 120, 22), r("label", "", "Default", 300, 1054, 120, 22),
             r("label", "", "The document has been modified. Click to save the document." if modified else "The document has not been modified since the last save.", 700, 1054, 30, 22),
             r("label", "", f"Base font size {size}", 800, 1054, 160, 22),
             r("slider", "Zoom", "100%", 1660, 1054, 160, 22), r("label", "", "100%", 1830, 1054, 60, 22)]
    if extra:
        rows += extra
    return desk("LibreOffice Math", clock, rows, ("LibreOffice Math",))


# LibreOffice Math (clean)
def t13() -> dict:
    f1 = "x = {-b +- sqrt{b^2 - 4ac}} over {2a}"
    state = lomath("Thu Apr 11 10:02", "Untitled 1", "", False)
    t1 = lomath("Thu Apr 11 10:03", "Untitled 1", f1, True)
    dlg = [r("dialog", "Font Sizes", "", 700, 320, 520, 400), r("label", "Base size:", "", 720, 360, 120, 24),
           r("spin-button", "Base size:", "12 pt", 850, 356, 120, 30), r("label", "Relative Sizes", "", 720, 410, 200, 24),
           r("label", "Text:", "", 740, 444, 120, 24), r("spin-button", "Text:", "100%", 870, 440, 100, 30),
           r("label", "Indexes:", "", 740, 480, 120, 24), r("spin-button", "Indexes:", "60%", 870, 476, 100, 30),
           r("label", "Functions:", "", 740, 516, 120, 24), r("spin-button", "Functions:", "100%", 870, 512, 100, 30),
           r("label", "Operators:", "", 740, 552, 120, 24), r("spin-button", "Operators:", "100%", 870, 548, 100, 30),
           r("label", "Limits:", "", 740, 588, 120, 24), r("spin-button", "Limits:", "60%", 870, 584, 100, 30),
           r("push-button", "Help", "", 720, 670, 80, 32), r("push-button", "Default", "", 900, 670, 90, 32),
           r("push-button", "OK", "", 1010, 670, 90, 32), r("push-button", "Cancel", "", 1110, 670, 90, 32)]
    t2 = lomath("Thu Apr 11 10:03", "Untitled 1", f1, True, dlg)
    t3 = lomath("Thu Apr 11 10:04", "Untitled 1", f1, True, base="14")
    save = [r("dialog", "Save", "", 560, 200, 800, 620), r("push-button", "Cancel", "", 576, 212, 80, 30),
            r("push-button", "Save", "", 1264, 212, 80, 30), r("label", "Name", "", 600, 260, 60, 24),
            r("text", "Name", "quadratic", 670, 256, 500, 30), r("label", "", "Documents", 600, 304, 100, 26),
            r("label", "", "formulas", 704, 304, 90, 26),
            r("table-column-header", "Name", "", 760, 344, 360, 26), r("table-column-header", "Size", "", 1120, 344, 100, 26),
            r("table-column-header", "Modified", "", 1220, 344, 130, 26),
            r("table-cell", "", "euler-identity.odf", 760, 372, 360, 28), r("table-cell", "", "7.9 kB", 1120, 372, 100, 28),
            r("table-cell", "", "9 Apr", 1220, 372, 130, 28),
            r("table-cell", "", "normal-distribution.odf", 760, 402, 360, 28), r("table-cell", "", "8.6 kB", 1120, 402, 100, 28),
            r("table-cell", "", "Yesterday", 1220, 402, 130, 28),
            r("combo-box", "", "ODF Formula (.odf)", 1060, 760, 290, 28), r("check-box", "Automatic file name extension", "on", 600, 764, 260, 22),
            r("check-box", "Save with password", "", 600, 790, 200, 22)]
    y = 344
    for s in ("Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Other Locations"):
        save.append(r("list-item", s, "", 570, y, 180, 30))
        y += 32
    t4 = lomath("Thu Apr 11 10:04", "Untitled 1", f1, True, save, base="14")
    t5 = lomath("Thu Apr 11 10:04", "quadratic.odf", f1, False, base="14")
    f2 = f1 + " , quad a <> 0"
    t6 = lomath("Thu Apr 11 10:05", "quadratic.odf", f2, True, base="14")
    t7 = lomath("Thu Apr 11 10:05", "quadratic.odf", f2, False, base="14")
    turns = [
        (code("pyautogui.click(1150, 870)  # Commands window\npyautogui.write('x = {-b +- sqrt{b^2 - 4ac}} over {2a}')"), t1),
        (code("pyautogui.click(235, 66)  # Format\npyautogui.click(290, 180)  # Font Size…"), t2),
        (code("pyautogui.tripleClick(910, 371)\npyautogui.write('14')\npyautogui.click(1055, 686)  # OK"), t3),
        (code("pyautogui.hotkey('ctrl', 'shift', 's')\npyautogui.write('quadratic')"), t4),
        (code("pyautogui.press('enter')"), t5),
        (code("pyautogui.click(1150, 870)\npyautogui.press('end')\npyautogui.write(' , quad a <> 0')"), t6),
        (code("pyautogui.hotkey('ctrl', 's')"), t7),
    ]
    return dict(tid="h34-os-13", system=system("In LibreOffice Math, typeset the quadratic formula at a 14 pt base size, save it as ~/Documents/formulas/quadratic.odf, then add the condition a ≠ 0 and save again."),
                turns=turns, state=state, bad=False)


AR_TRACKS0 = [("Host", "mono", ["Host-intro.1", "Host-take3.1", "Host-outro.2"]), ("Guest 1", "mono", ["Guest 1-take3.1", "Guest 1-pickup.1"]),
              ("Music Bed", "stereo", ["bed_loop_92bpm.1", "sting_out.1"])]


def ardour(clock: str, dirty: bool, clock1: str, tracks: list[tuple[str, str, list[str]]], dsp: str, disk: str,
           rec_armed: set[str], global_rec: str, strip: tuple[str, str] | None, extra: list[Row] | None = None,
           rolling: bool = False, page: str = "Editor") -> str:
    rows = [r("frame", ("*" if dirty else "") + "podcast-ep42 - Ardour", "", 70, 27, 1850, 1053)]
    rows += menubar(["Session", "Transport", "Edit", "Region", "Track", "View", "Window", "Help"], 74, 30)
    rows += [r("push-button", "Go to Start", "", 80, 60, 30, 30), r("push-button", "Go to End", "", 112, 60, 30, 30),
             r("push-button", "Play Loop Range", "", 144, 60, 30, 30), r("push-button", "Play Range", "", 176, 60, 30, 30),
             r("push-button", "Stop", "", 208, 60, 30, 30), r("push-button", "Play", "active" if rolling else "", 240, 60, 30, 30),
             r("toggle-button", "Record", global_rec, 272, 60, 30, 30),
             r("label", "Primary Clock", clock1, 340, 58, 200, 34), r("label", "Secondary Clock", "BBT", 548, 58, 160, 34),
             r("label", "", "Audio: 48 kHz 5.3 ms", 1380, 34, 160, 20), r("label", "", f"DSP: {dsp}", 1550, 34, 90, 20),
             r("label", "", "PDC: 0", 1650, 34, 60, 20), r("label", "", f"Disk: Rec: {disk} Play: 100%", 1380, 56, 300, 20),
             r("label", "", "Buffers: p:100% c:100%", 1690, 56, 200, 20), r("push-button", "Editor", "active" if page == "Editor" else "", 1720, 80, 60, 24),
             r("push-button", "Mixer", "active" if page == "Mixer" else "", 1784, 80, 60, 24), r("push-button", "Prefs", "", 1848, 80, 60, 24)]
    if strip:
        name, inp = strip
        rows += [r("label", "", name, 80, 120, 150, 24), r("push-button", "Input", inp, 80, 148, 150, 24),
                 r("toggle-button", "Invert polarity", "", 80, 176, 30, 22), r("toggle-button", "Record", "active" if name in rec_armed else "", 114, 176, 40, 22),
                 r("label", "Processors", "", 80, 204, 150, 20), r("list-item", "Fader (post)", "", 80, 226, 150, 20),
                 r("slider", "Trim", "0.0 dB", 80, 256, 150, 16), r("slider", "Pan", "L:50 R:50", 80, 280, 150, 16),
                 r("slider", "Gain", "0.0", 90, 320, 40, 300), r("label", "", "-inf", 140, 620, 60, 18),
                 r("push-button", "Output", "Master", 80, 950, 150, 24), r("label", "", "Comments", 80, 980, 150, 22)]
    if page == "Mixer":
        return desk("Ardour", clock, rows + (extra or []), ("Ardour 8",))
    y = 130
    for name, kind, regions in tracks:
        rows += [r("text", "Track name", name, 250, y, 150, 24),
                 r("toggle-button", "Record", "active" if name in rec_armed else "", 404, y, 26, 22),
                 r("toggle-button", "Mute", "", 432, y, 26, 22), r("toggle-button", "Solo", "", 460, y, 26, 22),
                 r("push-button", "Playlist", "P", 404, y + 26, 26, 22), r("push-button", "Automation", "A", 432, y + 26, 26, 22),
                 r("push-button", "Route Group", "G", 460, y + 26, 26, 22), r("label", "", kind, 250, y + 30, 100, 18)]
        x = 520
        for rg in regions:
            rows.append(r("panel", rg, "", x, y, 260, 64))
            x += 300
        y += 80
    rows += [r("page-tab", "Tracks & Busses", "", 1560, 120, 140, 24), r("page-tab", "Sources", "", 1704, 120, 80, 24),
             r("page-tab", "Regions", "", 1788, 120, 80, 24),
             r("table-column-header", "Name", "", 1560, 150, 180, 22), r("table-column-header", "V", "", 1740, 150, 30, 22),
             r("table-column-header", "A", "", 1770, 150, 30, 22), r("table-column-header", "R", "", 1800, 150, 30, 22)]
    y = 172
    for name, _k, _r in tracks:
        rows += [r("table-cell", "", name, 1560, y, 180, 22), r("check-box", "Visible", "on", 1740, y, 30, 22),
                 r("check-box", "Active", "on", 1770, y, 30, 22), r("check-box", "Record armed", "on" if name in rec_armed else "", 1800, y, 30, 22)]
        y += 22
    if extra:
        rows += extra
    return desk("Ardour", clock, rows, ("Ardour 8",))


# Ardour (bad)
def t14() -> dict:
    tr0 = AR_TRACKS0
    state = ardour("Tue May 14 19:40", False, "00:12:31:05", tr0, "4.1%", "37:12:04", set(), "", ("Host", "1"))
    dlg = [r("dialog", "Add Track/Bus/VCA", "", 520, 220, 880, 520)]
    y = 250
    for t in ("Audio Tracks", "MIDI Tracks", "Audio Busses", "MIDI Busses", "VCA Masters", "Foldback Busses"):
        dlg.append(r("list-item", t, "selected" if t == "Audio Tracks" else "", 536, y, 220, 28))
        y += 30
    dlg += [r("label", "Add:", "", 780, 250, 100, 24), r("spin-button", "Add:", "1", 880, 248, 80, 28)]

    def form(name: str) -> list[Row]:
        return [r("label", "Name:", "", 980, 250, 60, 24), r("text", "Name:", name, 1040, 248, 340, 28),
                r("label", "Configuration:", "", 780, 300, 120, 24), r("combo-box", "Configuration:", "Mono", 910, 296, 200, 28),
                r("label", "Record Mode:", "", 780, 336, 120, 24), r("combo-box", "Record Mode:", "Layered", 910, 332, 200, 28),
                r("label", "Position:", "", 1130, 300, 80, 24), r("combo-box", "Position:", "Last", 1210, 296, 170, 28),
                r("label", "Group:", "", 1130, 336, 80, 24), r("combo-box", "Group:", "No Group", 1210, 332, 170, 28),
                r("label", "Pin Mode:", "", 780, 372, 120, 24), r("combo-box", "Pin Mode:", "Strict I/O", 910, 368, 200, 28),
                r("label", "", "Use the settings, above, to create new tracks or busses.", 780, 430, 600, 22),
                r("push-button", "Add selected items (and leave dialog open)", "", 900, 690, 300, 32),
                r("push-button", "Add and Close", "", 1210, 690, 170, 32)]
    t1 = ardour("Tue May 14 19:40", False, "00:12:31:05", tr0, "4.3%", "37:12:04", set(), "", ("Host", "1"), dlg + form("Audio"))
    t2 = ardour("Tue May 14 19:41", False, "00:12:31:05", tr0, "4.0%", "37:12:04", set(), "", ("Host", "1"), dlg + form("Guest 2"))
    tr1 = [*tr0, ("Guest 2", "mono", [])]
    t3 = ardour("Tue May 14 19:41", True, "00:12:31:05", tr1, "4.6%", "37:12:04", set(), "", ("Guest 2", "-"))
    t4 = ardour("Tue May 14 19:41", True, "00:12:31:05", tr1, "4.8%", "37:12:04", {"Guest 2"}, "", ("Guest 2", "-"))
    menu = [r("menu-item", "Disconnect", "", 80, 174, 220, 26), r("menu-item", "system:capture_1", "", 80, 202, 220, 26),
            r("menu-item", "system:capture_2", "", 80, 230, 220, 26), r("menu-item", "system:capture_1 + system:capture_2", "", 80, 258, 220, 26),
            r("menu-item", "Routing Grid", "", 80, 290, 220, 26)]
    t5 = ardour("Tue May 14 19:42", True, "00:12:31:05", tr1, "4.7%", "37:12:04", {"Guest 2"}, "", ("Guest 2", "-"), menu)
    t6 = ardour("Tue May 14 19:42", True, "00:12:31:05", tr1, "4.9%", "37:12:04", {"Guest 2"}, "", ("Guest 2", "2"))
    t7 = ardour("Tue May 14 19:42", True, "00:00:00:00", tr1, "4.9%", "37:12:04", {"Guest 2"}, "", ("Guest 2", "2"))
    t8 = ardour("Tue May 14 19:42", True, "00:00:00:00", tr1, "5.0%", "37:12:04", {"Guest 2"}, "armed", ("Guest 2", "2"))
    tr2 = [*tr0, ("Guest 2", "mono", ["(recording)"])]
    t9 = ardour("Tue May 14 19:43", True, "00:00:15:08", tr2, "7.8%", "37:11:49", {"Guest 2"}, "recording", ("Guest 2", "2"), rolling=True)
    tr3 = [*tr0, ("Guest 2", "mono", ["Guest 2.1"])]
    t10 = ardour("Tue May 14 19:43", True, "00:00:16:02", tr3, "5.2%", "37:11:48", {"Guest 2"}, "", ("Guest 2", "2"))
    t11 = ardour("Tue May 14 19:43", False, "00:00:16:02", tr3, "5.1%", "37:11:48", {"Guest 2"}, "", ("Guest 2", "2"))
    mix = [r("label", "Strips", "", 80, 120, 200, 22)]
    y = 146
    for name in ("Host", "Guest 1", "Music Bed"):
        mix += [r("check-box", name, "on", 80, y, 200, 22)]
        y += 24
    mix += [r("label", "Groups", "", 80, y + 20, 200, 22), r("label", "Favorite Plugins", "", 80, y + 60, 200, 22)]
    x = 300
    for name, inp in (("Host", "1"), ("Guest 1", "-"), ("Music Bed", "-")):
        mix += [r("label", "", name, x, 120, 150, 24), r("push-button", "Input", inp, x, 148, 150, 24),
                r("toggle-button", "Record", "", x + 34, 176, 40, 22), r("slider", "Gain", "0.0", x + 10, 320, 40, 300),
                r("slider", "Pan", "L:50 R:50", x, 280, 150, 16), r("push-button", "Output", "Master", x, 950, 150, 24)]
        x += 160
    mix += [r("label", "", "Master", 1760, 120, 150, 24), r("slider", "Gain", "0.0", 1770, 320, 40, 300),
            r("push-button", "Output", "1/2", 1760, 950, 150, 24)]
    t12 = ardour("Tue May 14 19:44", False, "00:00:16:02", tr3, "5.0%", "37:11:48", {"Guest 2"}, "", None, mix, page="Mixer")
    turns = [
        (code("pyautogui.click(424, 42)  # Track\npyautogui.click(500, 70)  # Add Track, Bus or VCA..."), t1),
        (code("pyautogui.tripleClick(1210, 262)\npyautogui.write('Guest 2')"), t2),
        (code("pyautogui.click(1295, 706)  # Add and Close"), t3),
        (code("pyautogui.click(417, 381)  # rec-arm Guest 2"), t4),
        (code("pyautogui.click(155, 160)  # input button on the editor mixer strip"), t5),
        (code("pyautogui.click(190, 243)  # system:capture_2"), t6),
        (code("pyautogui.press('home')"), t7),
        (code("pyautogui.hotkey('shift', 'r')  # global record arm"), t8),
        (code("pyautogui.press('space')\ntime.sleep(15)"), t9),
        (code("pyautogui.press('space')"), t10),
        (code("pyautogui.hotkey('ctrl', 's')"), t11),
        (code("pyautogui.hotkey('alt', 'm')  # show mixer"), t12),
    ]
    return dict(tid="h34-os-14", system=system("In the podcast-ep42 Ardour session, add a mono track named Guest 2 fed from capture input 2, record a short level check on it from the session start, save, and open the mixer."),
                turns=turns, state=state, bad=True, turn=12, kind="newly added track missing from the mixer")


MELD_LEFT = """user www-data;
worker_processes auto;
pid /run/nginx.pid;
include /etc/nginx/modules-enabled/*.conf;

error_log /var/log/nginx/error.log warn;

events {
    multi_accept on;
    use epoll;

    worker_connections 1024;
}

http {
    sendfile on;
    tcp_nopush on;
    tcp_nodelay on;
    keepalive_timeout 65;
    types_hash_max_size 2048;

    include /etc/nginx/mime.types;
    default_type application/octet-stream;

    access_log /var/log/nginx/access.log;

    client_max_body_size 25m;

    ssl_prefer_server_ciphers on;
    ssl_session_cache shared:SSL:10m;
    ssl_session_timeout 1d;

    upstream app_backend {
        server 127.0.0.1:8000 max_fails=3 fail_timeout=10s;
        server 127.0.0.1:8001 max_fails=3 fail_timeout=10s;
        keepalive 32;
    }

    server_tokens on;

    server {
        listen 80;
        server_name shop.example.com;
        return 301 https://$host$request_uri;
    }

    server {
        listen 443 ssl http2;
        server_name shop.example.com;
        ssl_certificate /etc/letsencrypt/live/shop.example.com/fullchain.pem;
        ssl_certificate_key /etc/letsencrypt/live/shop.example.com/privkey.pem;
        rewrite ^/old-shop/(.*)$ /$1 permanent;

        location / {
            proxy_pass http://app_backend;
            proxy_set_header Host $host;
            proxy_set_header X-Real-IP $remote_addr;
        }
    }
}""".split("\n")
MELD_GZIP = ["    gzip on;", "    gzip_types text/css application/javascript application/json image/svg+xml;"]


def meld_right() -> list[str]:
    lines = list(MELD_LEFT)
    lines[11] = "    worker_connections 4096;"
    lines[38] = "    server_tokens off;"
    del lines[51]
    return lines[:27] + MELD_GZIP + lines[27:]


def meld(clock: str, left: list[str], right: list[str], top: int, status_l: str, status_r: str, dirty: bool) -> str:
    label = ("nginx.conf*" if dirty else "nginx.conf") + " — nginx.conf.new"
    rows = [r("frame", f"{label} - Meld", "", 70, 27, 1850, 1053), r("push-button", "Open", "", 80, 36, 80, 34),
            r("push-button", "Save", "", 1660, 36, 70, 34), r("push-button", "Main menu", "", 1860, 36, 34, 34),
            r("push-button", "Go to the previous change", "", 180, 36, 34, 34), r("push-button", "Go to the next change", "", 218, 36, 34, 34),
            r("push-button", "Undo", "", 262, 36, 34, 34), r("push-button", "Redo", "", 300, 36, 34, 34),
            r("push-button", "File comparison options", "", 1780, 36, 34, 34), r("label", label, "", 840, 44, 400, 22),
            r("page-tab", label, "", 74, 76, 300, 28),
            r("text", "left file", "/etc/nginx/nginx.conf", 110, 108, 800, 28), r("text", "right file", "/home/sam/deploy/nginx.conf.new", 1000, 108, 800, 28)]
    for lines, x0 in ((left, 110), (right, 1000)):
        y = 142
        for n in range(top, min(top + 40, len(lines) + 1)):
            rows.append(r("paragraph", "", f"{n:>3}  {lines[n - 1]}", x0, y, 800, 22))
            y += 22
    rows += [r("label", "", status_l, 700, 1030, 200, 20), r("label", "", "INS", 880, 1030, 40, 20),
             r("label", "", status_r, 1590, 1030, 200, 20), r("label", "", "INS", 1770, 1030, 40, 20)]
    return desk("Meld", clock, rows, ("Meld",))


# Meld (clean)
def t15() -> dict:
    left0, right = list(MELD_LEFT), meld_right()
    state = meld("Fri May 3 16:20", left0, right, 1, "Ln 1, Col 1", "Ln 1, Col 1", False)
    t1 = meld("Fri May 3 16:20", left0, right, 1, "Ln 1, Col 1", "Ln 12, Col 1", False)
    left2 = list(left0)
    left2[11] = "    worker_connections 4096;"
    t2 = meld("Fri May 3 16:20", left2, right, 1, "Ln 1, Col 1", "Ln 12, Col 1", True)
    t3 = meld("Fri May 3 16:21", left2, right, 1, "Ln 1, Col 1", "Ln 28, Col 1", True)
    left4 = left2[:27] + MELD_GZIP + left2[27:]
    t4 = meld("Fri May 3 16:21", left4, right, 1, "Ln 1, Col 1", "Ln 28, Col 1", True)
    t5 = meld("Fri May 3 16:21", left4, right, 20, "Ln 1, Col 1", "Ln 41, Col 1", True)
    t6 = meld("Fri May 3 16:22", left4, right, 20, "Ln 1, Col 1", "Ln 41, Col 1", False)
    t7 = meld("Fri May 3 16:22", left4, right, 30, "Ln 1, Col 1", "Ln 54, Col 1", False)
    t8 = meld("Fri May 3 16:22", left4, right, 30, "Ln 1, Col 1", "Ln 41, Col 1", False)
    turns = [
        (code("pyautogui.click(1300, 153)  # right pane, line 1\npyautogui.hotkey('alt', 'down')  # next change"), t1),
        (code("pyautogui.hotkey('alt', 'left')  # push change to the left"), t2),
        (code("pyautogui.hotkey('alt', 'down')"), t3),
        (code("pyautogui.hotkey('alt', 'left')"), t4),
        (code("pyautogui.hotkey('alt', 'down')"), t5),
        (code("pyautogui.hotkey('ctrl', 'shift', 'l')  # Save All"), t6),
        (code("pyautogui.hotkey('alt', 'down')"), t7),
        (code("pyautogui.hotkey('alt', 'up')"), t8),
    ]
    return dict(tid="h34-os-15", system=system("In Meld, bring the worker_connections and gzip changes from nginx.conf.new into /etc/nginx/nginx.conf, leave the other two differences alone, and save."),
                turns=turns, state=state, bad=False)


RT_FILES = [f"IMG_{n}.CR3" for n in range(2281, 2297)]
RT_OVERLAY = "Canon EOS R6 · RF24-105mm F4 L IS USM · f/5.6 · 1/640s · ISO400 · 50.0mm · 0.00EV · 6000×4000"


def rawtherapee(clock: str, tab: str, body: list[Row], queue_n: int = 0, editor_file: str = "") -> str:
    title = "RawTherapee 5.9" + (f" - {editor_file}" if tab == "Editor" and editor_file else "")
    rows = [r("frame", title, "", 70, 27, 1850, 1053),
            r("page-tab", "File Browser", "selected" if tab == "File Browser" else "", 72, 40, 30, 120),
            r("page-tab", f"Queue ({queue_n})" if queue_n else "Queue", "selected" if tab == "Queue" else "", 72, 164, 30, 100),
            r("page-tab", "Editor", "selected" if tab == "Editor" else "", 72, 268, 30, 100),
            r("push-button", "Preferences", "", 72, 990, 30, 30)]
    rows += body
    return desk("RawTherapee", clock, rows, ("RawTherapee",))


def rt_browser(edited: set[str], selected: list[str], status: str, extra: list[Row] | None = None) -> list[Row]:
    rows = [r("tree-item", "/", "", 110, 50, 280, 22), r("tree-item", "home", "", 124, 72, 266, 22), r("tree-item", "ines", "", 138, 94, 252, 22),
            r("tree-item", "Photos", "", 152, 116, 238, 22), r("tree-item", "2024-01-27_snow", "", 166, 138, 224, 22),
            r("tree-item", "2024-02-11_harbor", "selected", 166, 160, 224, 22), r("tree-item", "2024-03-02_market", "", 166, 182, 224, 22),
            r("toggle-button", "Show all images", "", 420, 40, 30, 28), r("toggle-button", "Show images rated 1 star", "", 454, 40, 30, 28),
            r("toggle-button", "Show edited images", "", 640, 40, 30, 28), r("toggle-button", "Show unedited images", "", 674, 40, 30, 28),
            r("text", "Find", "", 1100, 40, 240, 28), r("push-button", "Zoom in", "", 1360, 40, 30, 28), r("push-button", "Zoom out", "", 1394, 40, 30, 28)]
    for i, f in enumerate(RT_FILES):
        col, row = i % 6, i // 6
        text = ("edited" if f in edited else "") + (" selected" if f in selected else "")
        rows.append(r("push-button", f, text.strip(), 420 + 170 * col, 80 + 200 * row, 160, 190))
    rows += [r("label", "", status, 420, 1054, 500, 22), r("label", "Processing Profile", "", 1460, 80, 440, 22),
             r("combo-box", "", "(Default)", 1460, 106, 440, 28), r("label", "Fast Export", "", 1460, 150, 440, 22),
             r("label", "Batch Processing", "", 1460, 180, 440, 22), r("push-button", "Put to queue", "", 1470, 206, 200, 28)]
    if extra:
        rows += extra
    return rows


def rt_editor(expo: str, history: list[str], tool_tab: str, exif: list[tuple[str, str]] | None = None) -> list[Row]:
    rows = [r("label", "History", "", 110, 50, 280, 22)]
    y = 76
    for h in history:
        rows.append(r("list-item", h, "", 110, y, 280, 22))
        y += 22
    rows += [r("label", "Snapshots", "", 110, 320, 280, 22), r("push-button", "Add", "", 110, 346, 80, 26),
             r("image", "Navigator", "", 110, 400, 280, 186), r("label", "", "x: 3000, y: 2000  R: 132 G: 141 B: 150", 110, 590, 280, 20)]
    x = 420
    for f in RT_FILES[:9]:
        rows.append(r("push-button", f, "", x, 40, 110, 80))
        x += 116
    rows += [r("image", "IMG_2284.CR3", "", 420, 130, 1020, 860), r("label", "Image info", RT_OVERLAY, 430, 140, 900, 22),
             r("label", "", "Fit", 430, 1000, 60, 22), r("label", "", "IMG_2284.CR3", 500, 1000, 200, 22)]
    x = 1460
    for t in ("Exposure", "Detail", "Color", "Advanced", "Transform", "Raw", "Metadata"):
        rows.append(r("page-tab", t, "selected" if t == tool_tab else "", x, 40, 60, 28))
        x += 63
    if tool_tab == "Exposure":
        rows += [r("label", "Exposure", "", 1460, 80, 440, 22), r("push-button", "Auto Levels", "", 1470, 106, 120, 26),
                 r("spin-button", "Clip %", "0.02", 1600, 106, 100, 26), r("check-box", "Highlight reconstruction", "", 1470, 140, 220, 22)]
        y = 172
        for k, v in (("Exposure compensation", expo), ("Highlight compression", "0"), ("Highlight compression threshold", "0"),
                     ("Black", "0"), ("Shadow compression", "50"), ("Lightness", "0"), ("Contrast", "0"), ("Saturation", "0")):
            rows.append(r("slider", k, v, 1470, y, 420, 30))
            y += 34
        rows += [r("combo-box", "Tone curve 1", "Standard", 1470, y + 10, 420, 26), r("combo-box", "Tone curve 2", "Standard", 1470, y + 40, 420, 26),
                 r("label", "Shadows/Highlights", "", 1460, y + 80, 440, 22), r("label", "Tone Equalizer", "", 1460, y + 106, 440, 22)]
    else:
        rows += [r("page-tab", "Exif", "selected", 1470, 80, 60, 26), r("page-tab", "IPTC", "", 1534, 80, 60, 26),
                 r("table-column-header", "Tag", "", 1470, 112, 200, 24), r("table-column-header", "Value", "", 1670, 112, 230, 24)]
        y = 136
        for k, v in exif or []:
            rows += [r("table-cell", "", k, 1470, y, 200, 22), r("table-cell", "", v, 1670, y, 230, 22)]
            y += 22
        rows += [r("push-button", "Keep", "", 1470, y + 10, 80, 26), r("push-button", "Reset", "", 1556, y + 10, 80, 26),
                 r("push-button", "Reset All", "", 1642, y + 10, 90, 26)]
    return rows


# RawTherapee (bad)
def t16() -> dict:
    st0 = "16 entries, 0 selected"
    state = rawtherapee("Sun Feb 18 11:30", "File Browser", rt_browser({"IMG_2282.CR3"}, [], st0))
    h0 = ["Processing profile (default)"]
    t1 = rawtherapee("Sun Feb 18 11:30", "Editor", rt_editor("0.00", h0, "Exposure"), editor_file="IMG_2284.CR3")
    h1 = [*h0, "Exposure - Compensation: 0.5"]
    t2 = rawtherapee("Sun Feb 18 11:31", "Editor", rt_editor("0.50", h1, "Exposure"), editor_file="IMG_2284.CR3")
    exif = [("Make", "Canon"), ("Model", "Canon EOS R6"), ("LensModel", "RF24-105mm F4 L IS USM"), ("ExposureTime", "1/500"),
            ("FNumber", "5.6"), ("ISOSpeedRatings", "400"), ("FocalLength", "50.0 mm"), ("ExposureBiasValue", "0.00"),
            ("ExposureProgram", "Aperture priority"), ("MeteringMode", "Evaluative"), ("Flash", "Off, Did not fire"),
            ("WhiteBalance", "Auto"), ("DateTimeOriginal", "2024:02:11 16:04:37"), ("Orientation", "Horizontal (normal)"),
            ("ImageWidth", "6000"), ("ImageHeight", "4000"), ("SerialNumber", "083021004417"), ("Software", "Firmware Version 1.8.2")]
    t3 = rawtherapee("Sun Feb 18 11:31", "Editor", rt_editor("0.50", h1, "Metadata", exif), editor_file="IMG_2284.CR3")
    ed = {"IMG_2282.CR3", "IMG_2284.CR3"}
    t4 = rawtherapee("Sun Feb 18 11:32", "File Browser", rt_browser(ed, ["IMG_2284.CR3"], "16 entries, 1 selected"))
    sel = ["IMG_2285.CR3", "IMG_2286.CR3", "IMG_2287.CR3", "IMG_2288.CR3"]
    t5 = rawtherapee("Sun Feb 18 11:32", "File Browser", rt_browser(ed, sel, "16 entries, 4 selected"))
    ed2 = ed | set(sel)
    t6 = rawtherapee("Sun Feb 18 11:33", "File Browser", rt_browser(ed2, sel, "16 entries, 4 selected"))
    sel5 = ["IMG_2284.CR3", *sel]
    t7 = rawtherapee("Sun Feb 18 11:33", "File Browser", rt_browser(ed2, sel5, "16 entries, 5 selected"), queue_n=5)

    def queue(items: list[str], running: bool, note: str) -> list[Row]:
        rows = [r("toggle-button", "Start processing", "on" if running else "off", 110, 50, 200, 30),
                r("check-box", "Auto-start", "", 320, 54, 120, 22), r("label", "", note, 460, 54, 600, 22)]
        for i, f in enumerate(items):
            rows += [r("list-item", f, f"/home/ines/Photos/2024-02-11_harbor/converted/{f.replace('.CR3', '.jpg')}", 110, 100 + 112 * i, 1300, 108)]
        rows += [r("label", "Output directory", "", 1460, 50, 440, 22), r("radio-button", "Use template", "selected", 1470, 76, 200, 22),
                 r("text", "Use template", "%p1/converted/%f", 1490, 100, 400, 26), r("radio-button", "Save to folder", "", 1470, 132, 200, 22),
                 r("label", "File format", "", 1460, 180, 440, 22), r("combo-box", "", "JPEG (8-bit)", 1470, 206, 200, 26),
                 r("slider", "Quality", "92", 1470, 240, 420, 26), r("combo-box", "Subsampling", "Balanced", 1470, 274, 200, 26),
                 r("check-box", "Save processing parameters with image", "", 1470, 310, 300, 22),
                 r("radio-button", "Put to the head of the queue", "", 1470, 340, 300, 22), r("radio-button", "Put to the tail of the queue", "selected", 1470, 364, 300, 22),
                 r("check-box", "Overwrite existing files", "", 1470, 396, 300, 22)]
        return rows
    t8 = rawtherapee("Sun Feb 18 11:33", "Queue", queue(sel5, False, "5 images in queue"), queue_n=5)
    t9 = rawtherapee("Sun Feb 18 11:34", "Queue", queue(sel, True, "Processing IMG_2285.CR3 (2/5)"), queue_n=4)
    turns = [
        (code("pyautogui.doubleClick(1010, 175)  # IMG_2284.CR3"), t1),
        (code("pyautogui.doubleClick(1680, 187)  # Exposure compensation value\npyautogui.write('0.5')\npyautogui.press('enter')"), t2),
        (code("pyautogui.click(1868, 54)  # Metadata tab"), t3),
        (code("pyautogui.click(87, 100)  # File Browser tab"), t4),
        (code("pyautogui.click(1180, 175)  # IMG_2285.CR3\npyautogui.keyDown('shift')\npyautogui.click(670, 375)  # IMG_2288.CR3\npyautogui.keyUp('shift')"), t5),
        (code("pyautogui.rightClick(670, 375)\npyautogui.click(860, 700)  # Processing profile operations\npyautogui.click(1060, 700)  # Apply\npyautogui.click(1300, 640)  # Auto-Matched Curve - ISO Low"), t6),
        (code("pyautogui.click(1010, 175)  # IMG_2284.CR3\npyautogui.keyDown('shift')\npyautogui.click(670, 375)\npyautogui.keyUp('shift')\npyautogui.hotkey('ctrl', 'b')  # put to queue"), t7),
        (code("pyautogui.click(87, 214)  # Queue tab"), t8),
        (code("pyautogui.click(210, 65)  # Start processing"), t9),
    ]
    return dict(tid="h34-os-16", system=system("In RawTherapee, lift IMG_2284 from the 2024-02-11 harbor shoot by half a stop, apply the Auto-Matched Curve ISO Low profile to IMG_2285–2288, and process all five to JPEG."),
                turns=turns, state=state, bad=True, turn=3, kind="EXIF shutter speed of the opened raw differs from the info overlay")


FC_A = 4850.0 - 2 * 3.141592653589793 * 3.3 ** 2 - 4 * (1 - 3.141592653589793 / 4) * 3.0 ** 2


def fc_len(v: float, dec: int) -> str:
    return f"{v:.{dec}f} mm"


def freecad(clock: str, dirty: bool, body: str, selected: str | None, props: list[tuple[str, str]], console: list[str],
            extra: list[Row] | None = None) -> str:
    rows = [r("frame", "FreeCAD 0.21.2", "", 70, 27, 1850, 1053)]
    rows += menubar(["File", "Edit", "View", "Tools", "Macro", "Part Design", "Sketch", "Windows", "Help"], 74, 30)
    x = 76
    for t in ("New", "Open", "Save", "Print", "Cut", "Copy", "Paste", "Undo", "Redo", "Refresh", "What's This?",
              "Fit all", "Fit selection", "Draw Style", "Isometric", "Front", "Top", "Right", "Measure distance"):
        rows.append(r("push-button", t, "", x, 56, 28, 28))
        x += 30
    rows += [r("combo-box", "Switch between workbenches", "Part Design", 700, 56, 160, 28),
             r("page-tab", "Model", "selected", 74, 92, 80, 26), r("page-tab", "Tasks", "", 156, 92, 80, 26),
             r("tree-item", "Application", "", 80, 124, 380, 22), r("tree-item", "bracket", "", 96, 146, 364, 22)]
    y = 168
    for d, n in ((0, body), (1, "Origin"), (1, "Sketch"), (1, "Pad"), (1, "Sketch001"), (1, "Pocket"), (1, "Fillet")):
        rows.append(r("tree-item", n, "selected" if n == selected else "", 112 + 16 * d, y, 348 - 16 * d, 22))
        y += 22
    rows += [r("table-column-header", "Property", "", 80, 380, 190, 24), r("table-column-header", "Value", "", 270, 380, 190, 24)]
    y = 404
    for k, v in props:
        rows += [r("table-cell", "", k, 80, y, 190, 22), r("table-cell", "", v, 270, y, 190, 22)]
        y += 22
    rows += [r("page-tab", "View", "", 80, 1000, 60, 24), r("page-tab", "Data", "selected", 142, 1000, 60, 24),
             r("page-tab", ("bracket : 1*" if dirty else "bracket : 1"), "", 470, 92, 160, 26),
             r("drawing-area", "bracket : 1", "", 470, 120, 1440, 640),
             r("label", "Report view", "", 470, 770, 700, 22), r("label", "", "", 470, 794, 700, 200),
             r("label", "Python console", "", 1190, 770, 720, 22)]
    y = 794
    for line in console[-9:]:
        rows.append(r("paragraph", "", line, 1190, y, 720, 20))
        y += 22
    if selected:
        rows.append(r("label", "", "Valid, Internal name: " + {"Bracket": "Body"}.get(selected, selected), 80, 1054, 600, 22))
    if extra:
        rows += extra
    return desk("FreeCAD", clock, rows, ("FreeCAD",))


def fc_pad(length: str, dec: int) -> list[tuple[str, str]]:
    z = f"{0:.{dec}f}"
    return [("Base", ""), ("Placement", f"[(0.{'0' * dec} 0.{'0' * dec} 1.{'0' * dec}); 0.{'0' * dec} °; (0.{'0' * dec} mm  0.{'0' * dec} mm  0.{'0' * dec} mm)]"),
            ("Label", "Pad"), ("Label2", ""), ("Pad", ""), ("Type", "Dimension"), ("Length", length), ("Length2", f"{z} mm"),
            ("Use Custom Vector", "false"), ("Reference Axis", "Sketch"), ("Along Sketch Normal", "true"),
            ("Up To Face", ""), ("Offset", f"{z} mm"), ("Midplane", "false"), ("Reversed", "false"), ("Refine", "true"),
            ("Taper Angle", f"{z} °"), ("Taper Angle2", f"{z} °"), ("Sketch Based", ""), ("Profile", "Sketch"),
            ("Allow Multi Face", "false")]


def fc_body(label: str) -> list[tuple[str, str]]:
    return [("Base", ""), ("Placement", "[(0.00 0.00 1.00); 0.00 °; (0.00 mm  0.00 mm  0.00 mm)]"), ("Label", label),
            ("Label2", ""), ("Origin", "Origin"), ("Tip", "Fillet"), ("Group", "[Sketch, Pad, Sketch001, Pocket, Fillet]"),
            ("Base Feature", ""), ("Attachment", ""), ("Map Mode", "Deactivated")]


# FreeCAD (clean)
def t17() -> dict:
    v10, v12 = FC_A * 10, FC_A * 12
    con0 = ["Python 3.10.12 (main, Nov 20 2023, 15:14:05) [GCC 11.4.0] on linux", "Type 'help', 'copyright', 'credits' or 'license' for more information.",
            ">>> App.ActiveDocument.getObject('Fillet').Shape.Volume", repr(v10), ">>> "]
    state = freecad("Mon Apr 29 15:10", False, "Body", None, [], con0)
    t1 = freecad("Mon Apr 29 15:10", False, "Body", "Pad", fc_pad("10.00 mm", 2), con0)
    con2 = con0[:-1] + [">>> FreeCAD.getDocument('bracket').getObject('Pad').Length = '12 mm'", ">>> "]
    t2 = freecad("Mon Apr 29 15:11", True, "Body", "Pad", fc_pad("12.00 mm", 2), con2)
    con3 = con2[:-1] + [">>> App.getDocument('bracket').recompute()", "4", ">>> "]
    t3 = freecad("Mon Apr 29 15:11", True, "Body", "Pad", fc_pad("12.00 mm", 2), con3)
    t4 = freecad("Mon Apr 29 15:12", True, "Bracket", "Bracket", fc_body("Bracket"), con3)
    con5 = con3[:-1] + [">>> App.ActiveDocument.getObject('Fillet').Shape.Volume", repr(v12), ">>> "]
    t5 = freecad("Mon Apr 29 15:12", True, "Bracket", "Bracket", fc_body("Bracket"), con5)
    con6 = con5[:-1] + [">>> Gui.SendMsgToActiveView(\"Save\")", ">>> App.getDocument(\"bracket\").save()", ">>> "]
    t6 = freecad("Mon Apr 29 15:13", False, "Bracket", "Bracket", fc_body("Bracket"), con6)
    t7 = freecad("Mon Apr 29 15:13", False, "Bracket", "Pad", fc_pad("12.00 mm", 2), con6)
    con8 = con6[:-1] + [">>> round(App.ActiveDocument.getObject('Fillet').Shape.Volume / 1000, 2)", repr(round(v12 / 1000, 2)), ">>> "]
    t8 = freecad("Mon Apr 29 15:14", False, "Bracket", "Pad", fc_pad("12.00 mm", 2), con8)
    t9 = freecad("Mon Apr 29 15:15", False, "Bracket", "Pad", fc_pad("12.0000 mm", 4), con8)
    fil = [("Base", ""), ("Placement", "[(0.0000 0.0000 1.0000); 0.0000 °; (0.0000 mm  0.0000 mm  0.0000 mm)]"), ("Label", "Fillet"),
           ("Label2", ""), ("Fillet", ""), ("Radius", "3.0000 mm"), ("Use All Edges", "false"), ("Refine", "true"),
           ("Dress Up", ""), ("Base", "Pocket [Edge3, Edge7, Edge11, Edge15]"), ("Support Transform", "false"), ("Part Design", ""),
           ("Base Feature", "Pocket")]
    t10 = freecad("Mon Apr 29 15:15", False, "Bracket", "Fillet", fil, con8)
    turns = [
        (code("pyautogui.click(170, 245)  # Pad"), t1),
        (code("pyautogui.doubleClick(365, 547)  # Length value\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('12')\npyautogui.press('enter')"), t2),
        (code("pyautogui.hotkey('ctrl', 'r')"), t3),
        (code("pyautogui.click(170, 179)  # Body\npyautogui.press('f2')\npyautogui.write('Bracket')\npyautogui.press('enter')"), t4),
        (code("pyautogui.click(1500, 980)  # Python console\npyautogui.write(\"App.ActiveDocument.getObject('Fillet').Shape.Volume\")\npyautogui.press('enter')"), t5),
        (code("pyautogui.hotkey('ctrl', 's')"), t6),
        (code("pyautogui.click(170, 245)  # Pad"), t7),
        (code("pyautogui.click(1500, 980)\npyautogui.write(\"round(App.ActiveDocument.getObject('Fillet').Shape.Volume / 1000, 2)\")\npyautogui.press('enter')"), t8),
        (code("pyautogui.click(120, 42)  # Edit\npyautogui.click(160, 560)  # Preferences...\npyautogui.click(700, 300)  # General > Units\npyautogui.tripleClick(900, 420)  # Number of decimals\npyautogui.write('4')\npyautogui.click(1300, 820)  # OK"), t9),
        (code("pyautogui.click(170, 311)  # Fillet"), t10),
    ]
    return dict(tid="h34-os-17", system=system("In FreeCAD, make the bracket's pad 12 mm thick instead of 10, rename the body to Bracket, check the new volume, save, and switch the displayed precision to 4 decimals."),
                turns=turns, state=state, bad=False)


GN_ROWS = [("Office rent", 4200, 4200, 4200), ("Cloud hosting", 1830, 1915, 2044), ("Software licenses", 960, 960, 1210),
           ("Contractors", 6500, 5800, 7200), ("Travel", 740, 1120, 380), ("Contingency", 500, 500, 500),
           ("Training", 0, 650, 0), ("Utilities", 410, 385, 402)]


def gn_fmt(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else f"{x:.10f}".rstrip("0")


def gn_costs(data: list[tuple[str, int, int, int]]) -> dict[str, str]:
    cells = {"A1": "Item", "B1": "Jul", "C1": "Aug", "D1": "Sep", "E1": "Total"}
    for i, (name, a, b, c) in enumerate(data, 2):
        cells.update({f"A{i}": name, f"B{i}": str(a), f"C{i}": str(b), f"D{i}": str(c), f"E{i}": str(a + b + c)})
    t = len(data) + 2
    cells[f"A{t}"] = "Total"
    for k, col in enumerate("BCD", 1):
        cells[f"{col}{t}"] = str(sum(row[k] for row in data))
    cells[f"E{t}"] = str(sum(sum(row[1:]) for row in data))
    return cells


def gnumeric(clock: str, dirty: bool, sheet: str, cells: dict[str, str], namebox: str, entry: str, autosum: str,
             extra: list[Row] | None = None) -> str:
    rows = [r("frame", ("*" if dirty else "") + "q3-budget.gnumeric : Gnumeric", "", 70, 27, 1850, 1053)]
    rows += menubar(["File", "Edit", "View", "Insert", "Format", "Tools", "Statistics", "Data", "Help"], 74, 30)
    x = 76
    for t in ("New", "Open", "Save", "Print", "Print preview", "Cut", "Copy", "Paste", "Undo", "Redo", "Sum", "Function Wizard",
              "Sort Ascending", "Sort Descending", "Insert Chart", "Zoom"):
        rows.append(r("push-button", t, "", x, 56, 28, 28))
        x += 30
    rows += [r("combo-box", "Name box", namebox, 76, 90, 120, 26), r("push-button", "Cancel change", "", 200, 90, 26, 26),
             r("push-button", "Accept change", "", 228, 90, 26, 26), r("push-button", "Enter formula…", "", 256, 90, 26, 26),
             r("text", "", entry, 290, 90, 1620, 26)]
    x = 120
    for col in "ABCDEFGH":
        rows.append(r("table-column-header", col, "", x, 122, 200 if col == "A" else 110, 22))
        x += 200 if col == "A" else 110
    for rr in range(1, 25):
        rows.append(r("table-row-header", str(rr), "", 76, 122 + 22 * rr, 44, 22))
    for key in sorted(cells, key=lambda k: (int(k[1:]), k[0])):
        col, rr = key[0], int(key[1:])
        x = 120 if col == "A" else 320 + 110 * ("BCDEFGH".index(col))
        rows.append(r("table-cell", key, cells[key], x, 122 + 22 * rr, 200 if col == "A" else 110, 22))
    rows += [r("page-tab", "Costs", "selected" if sheet == "Costs" else "", 120, 1020, 90, 26),
             r("page-tab", "Summary", "selected" if sheet == "Summary" else "", 214, 1020, 100, 26),
             r("label", "", autosum, 1700, 1054, 200, 22)]
    if extra:
        rows += extra
    return desk("Gnumeric", clock, rows, ("Gnumeric",))


def gn_summary(costs: dict[str, str], total_row: int) -> dict[str, str]:
    total = int(costs[f"E{total_row}"])
    items = [(costs[f"A{i}"], int(costs[f"E{i}"])) for i in range(2, total_row)]
    big = max(items, key=lambda t: t[1])[0]
    return {"A1": "Q3 2024 budget summary", "A3": "Total spend", "B3": str(total), "A4": "Monthly average", "B4": gn_fmt(total / 3),
            "A5": "Largest line item", "B5": big, "A6": "Budget cap", "B6": "48000", "A7": "Headroom", "B7": str(48000 - total)}


# Gnumeric (bad)
def t18() -> dict:
    c0 = gn_costs(GN_ROWS)
    state = gnumeric("Tue Jul 2 09:05", False, "Costs", c0, "A1", "Item", "Sum=0")
    t1 = gnumeric("Tue Jul 2 09:05", False, "Costs", c0, "A7", "Contingency", "Sum=0")
    menu = [r("menu-item", it, "", 130, 290 + 26 * k, 200, 24) for k, it in enumerate(
        ["Cut", "Copy", "Paste", "Paste Special…", "Insert 1 Row", "Delete 1 Row", "Clear Contents", "Format 1 Row…", "Row Height…", "Hide", "Unhide"])]
    t2 = gnumeric("Tue Jul 2 09:05", False, "Costs", c0, "A7", "Contingency", "Sum=0", menu)
    d1 = [row for row in GN_ROWS if row[0] != "Contingency"]
    c1 = gn_costs(d1)
    t3 = gnumeric("Tue Jul 2 09:06", True, "Costs", c1, "A7", "Training", "Sum=0")
    t4 = gnumeric("Tue Jul 2 09:06", True, "Costs", c1, "C3", "1915", "Sum=1915")
    d2 = [row if row[0] != "Cloud hosting" else (row[0], row[1], 2105, row[3]) for row in d1]
    c2 = gn_costs(d2)
    t5 = gnumeric("Tue Jul 2 09:07", True, "Costs", c2, "C4", "960", "Sum=960")
    tot = c2["E9"]
    t6 = gnumeric("Tue Jul 2 09:07", True, "Costs", c2, "E9", "=SUM(E2:E8)", f"Sum={tot}")
    t7 = gnumeric("Tue Jul 2 09:08", True, "Costs", c2, "B2", "4200", f"Sum={tot}")
    t8 = gnumeric("Tue Jul 2 09:08", False, "Costs", c2, "B2", "4200", f"Sum={tot}")
    s2 = gn_summary(c2, 9)
    t9 = gnumeric("Tue Jul 2 09:09", False, "Summary", s2, "A1", "Q3 2024 budget summary", "Sum=0")
    t10 = gnumeric("Tue Jul 2 09:09", False, "Costs", c2, "E2", "12600", f"Sum={int(tot) - 190}")
    t11 = gnumeric("Tue Jul 2 09:10", False, "Costs", c2, "A1", "Item", "Sum=0")
    turns = [
        (code("pyautogui.click(220, 287)  # A7"), t1),
        (code("pyautogui.rightClick(98, 287)  # row header 7"), t2),
        (code("pyautogui.click(230, 432)  # Delete 1 Row"), t3),
        (code("pyautogui.click(485, 199)  # C3"), t4),
        (code("pyautogui.write('2105')\npyautogui.press('enter')"), t5),
        (code("pyautogui.click(705, 331)  # E9"), t6),
        (code("pyautogui.moveTo(375, 177)\npyautogui.dragTo(595, 309, duration=0.5)  # B2:D8"), t7),
        (code("pyautogui.hotkey('ctrl', 's')"), t8),
        (code("pyautogui.click(264, 1033)  # Summary sheet"), t9),
        (code("pyautogui.click(165, 1033)  # Costs sheet\npyautogui.moveTo(705, 177)\npyautogui.dragTo(705, 309, duration=0.5)  # E2:E8"), t10),
        (code("pyautogui.hotkey('ctrl', 'home')"), t11),
    ]
    return dict(tid="h34-os-18", system=system("In q3-budget.gnumeric, drop the Contingency line, correct August cloud hosting to 2105, save, and check the totals on both sheets."),
                turns=turns, state=state, bad=True, turn=10, kind="status-bar sum of the totals column ignores an edit made earlier")


KO_OLD = [("Kooha-2024-04-12-15-20-31.webm", "14.2 MB", "12 Apr"), ("Kooha-2024-04-15-09-02-11.webm", "3.1 MB", "Yesterday")]
KO_NEW = ("Kooha-2024-04-16-10-15-44.webm", "2.4 MB", "10:15")


def ko_editor() -> list[Row]:
    lines = ["# Release checklist — tally 0.9", "", "- [x] bump version in meson.build", "- [x] update CHANGELOG.md",
             "- [ ] record a short screencast of the new export dialog", "- [ ] upload screencast to the release notes",
             "- [ ] tag v0.9.0 and push", "- [ ] open Flathub PR", "", "Notes:", "export dialog now remembers the last folder",
             "CSV export keeps the column order from the table view"]
    rows = [r("frame", "notes.md (~/Projects/tally) - Text Editor", "", 70, 27, 1850, 1053),
            r("push-button", "Open", "", 80, 36, 80, 34), r("push-button", "New Tab", "", 164, 36, 34, 34),
            r("label", "notes.md", "", 900, 36, 200, 20), r("label", "", "~/Projects/tally", 900, 56, 200, 16),
            r("push-button", "Main Menu", "", 1860, 36, 34, 34)]
    y = 90
    for i, ln in enumerate(lines, 1):
        rows.append(r("paragraph", "", f"{i:>3}  {ln}", 100, y, 1700, 22))
        y += 24
    rows.append(r("label", "", "Ln 5, Col 1", 1700, 1054, 120, 22))
    return rows


def kooha_main(extra: list[Row] | None = None) -> list[Row]:
    rows = [r("frame", "Kooha", "", 760, 360, 400, 360), r("push-button", "Main Menu", "", 1110, 368, 34, 34),
            r("toggle-button", "Record Speaker", "on", 790, 430, 100, 60), r("toggle-button", "Record Microphone", "off", 900, 430, 100, 60),
            r("toggle-button", "Show Pointer", "on", 1010, 430, 100, 60), r("label", "", "Fullscreen · WebM · 30 FPS", 790, 520, 340, 22),
            r("push-button", "Capture a Selection", "", 790, 600, 160, 44), r("push-button", "Record", "", 960, 600, 170, 44)]
    return rows + (extra or [])


def kooha_rec(t: str) -> list[Row]:
    return [r("frame", "Kooha", "", 760, 360, 400, 360), r("label", "", "Recording", 860, 430, 200, 30), r("label", "", t, 880, 470, 160, 50),
            r("push-button", "Pause Recording", "", 830, 600, 120, 44), r("push-button", "Stop Recording", "", 960, 600, 170, 44)]


def ko_files(files: list[tuple[str, str, str]], selected: str | None) -> list[Row]:
    rows = [r("frame", "Kooha", "", 460, 200, 1000, 640), r("push-button", "Back", "", 470, 210, 34, 34),
            r("label", "", "Videos", 560, 214, 80, 26), r("label", "", "Kooha", 644, 214, 70, 26),
            r("push-button", "View options", "", 1370, 210, 34, 34), r("push-button", "Main menu", "", 1410, 210, 34, 34),
            r("table-column-header", "Name", "", 680, 256, 460, 26), r("table-column-header", "Size", "", 1140, 256, 120, 26),
            r("table-column-header", "Modified", "", 1260, 256, 190, 26)]
    y = 256
    for s in ("Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Trash"):
        rows.append(r("list-item", s, "", 466, y, 200, 30))
        y += 32
    y = 284
    for n, s, m in files:
        tag = "selected" if n == selected else ""
        rows += [r("table-cell", n, tag, 680, y, 460, 32), r("table-cell", "", s, 1140, y, 120, 32), r("table-cell", "", m, 1260, y, 190, 32)]
        y += 34
    return rows


# Kooha (clean)
def t19() -> dict:
    def v(clock: str, body: list[Row], sharing: bool = False) -> str:
        tray = (r("push-button", "Screen is being shared", "", 1700, 0, 30, 27),) if sharing else ()
        return desk("Kooha", clock, ko_editor() + body, ("Text Editor", "Kooha"), tray)

    state = v("Tue Apr 16 10:15", kooha_main())
    portal = [r("dialog", "Screen Share", "", 660, 260, 600, 520), r("push-button", "Cancel", "", 676, 272, 80, 30),
              r("push-button", "Share", "", 1164, 272, 80, 30), r("label", "", "Kooha wants to share your screen. Choose what you'd like to share.", 690, 320, 540, 40),
              r("radio-button", "Entire Screen", "", 700, 380, 200, 30), r("radio-button", "Single Window", "", 920, 380, 200, 30),
              r("list-item", "Built-in display", "1920 × 1080", 700, 430, 520, 60),
              r("check-box", "Allow Remote Interaction", "", 700, 520, 300, 26)]
    t1 = v("Tue Apr 16 10:15", kooha_main(portal))
    t2 = v("Tue Apr 16 10:15", kooha_rec("00:01"), True)
    t3 = v("Tue Apr 16 10:15", kooha_rec("00:12"), True)
    note = [r("notification", "Screencast Recorded", f"Click here to view the video. {KO_NEW[0]}", 760, 40, 400, 80),
            r("push-button", "Show in Files", "", 780, 96, 160, 28), r("push-button", "Delete", "", 950, 96, 90, 28)]
    t4 = v("Tue Apr 16 10:16", kooha_main(note))
    files = [*KO_OLD, KO_NEW]
    t5 = v("Tue Apr 16 10:16", kooha_main() + ko_files(files, KO_NEW[0]))
    t6 = v("Tue Apr 16 10:16", kooha_main() + ko_files([KO_NEW, KO_OLD[1], KO_OLD[0]], KO_NEW[0]))
    turns = [
        (code("pyautogui.click(1045, 622)  # Record"), t1),
        (code("pyautogui.click(800, 395)  # Entire Screen\npyautogui.click(1204, 287)  # Share"), t2),
        (code("time.sleep(11)"), t3),
        (code("pyautogui.click(1045, 622)  # Stop Recording"), t4),
        (code("pyautogui.click(860, 110)  # Show in Files"), t5),
        (code("pyautogui.click(1200, 269)  # sort by Size"), t6),
    ]
    return dict(tid="h34-os-19", system=system("Record a ~10 second fullscreen screencast of the release notes with Kooha and find the resulting file in ~/Videos/Kooha."),
                turns=turns, state=state, bad=False)


DK_FILES = ["IMG_20240309_221447.jpg", "IMG_20240309_221503.jpg", "IMG_20240309_221518.jpg", "IMG_20240309_221602.jpg",
            "IMG_20240309_221655.jpg", "IMG_20240310_101233.jpg", "IMG_20240310_101240.jpg", "IMG_20240310_112958.jpg",
            "IMG_20240310_131407.jpg", "IMG_20240310_131422.jpg", "IMG_20240311_083015.jpg", "IMG_20240311_090244.jpg",
            "IMG_20240311_154731.jpg", "IMG_20240312_191120.jpg", "IMG_20240312_191134.jpg", "IMG_20240312_233908.jpg",
            "IMG_20240313_074412.jpg", "IMG_20240313_102256.jpg", "IMG_20240313_102301.jpg", "IMG_20240314_140037.jpg",
            "IMG_20240314_165548.jpg", "IMG_20240315_120904.jpg", "IMG_20240315_121018.jpg", "PXL_20240316_084433.jpg"]
DK_FAMILY = ["DSC00412.JPG", "DSC00413.JPG", "DSC00418.JPG", "DSC00421.JPG", "DSC00430.JPG", "DSC00431.JPG", "DSC00447.JPG",
             "DSC00452.JPG", "IMG_5521.HEIC", "IMG_5524.HEIC", "IMG_5530.HEIC", "IMG_5538.HEIC"]


def digikam(clock: str, left: str, albums: list[str], sel_album: str | None, icons: list[str], selected: list[str], status: str,
            right: list[Row] | None = None, extra: list[Row] | None = None) -> str:
    rows = [r("frame", "digiKam", "", 70, 27, 1850, 1053)]
    rows += menubar(["Album", "Tag", "Item", "Edit", "View", "Tools", "Import", "Export", "Settings", "Help"], 74, 30)
    x = 76
    for t in ("Back", "Forward", "New Album...", "Image Editor", "Light Table", "Batch Queue Manager", "Slideshow", "Full Screen Mode",
              "Sort by File Name", "Zoom in", "Zoom out", "Fit to window"):
        rows.append(r("push-button", t, "", x, 56, 30, 30))
        x += 34
    y = 94
    for t in ("Albums", "Tags", "Labels", "Dates", "Timeline", "Search", "Similarity", "Map", "People"):
        rows.append(r("page-tab", t, "selected" if t == left else "", 72, y, 28, 90))
        y += 94
    if left == "Albums":
        rows += [r("text", "Search...", "", 106, 94, 300, 26), r("tree-item", "My Albums", "", 106, 126, 300, 24),
                 r("tree-item", "Pictures", "", 122, 150, 284, 24)]
        y = 174
        for a in albums:
            rows.append(r("tree-item", a, "selected" if a == sel_album else "", 138, y, 268, 24))
            y += 24
    else:
        rows += [r("text", "Search...", "", 106, 94, 300, 26), r("tree-item", "My Tags", "", 106, 126, 300, 24)]
        y = 150
        for t, on in (("Aurora", sel_album == "Aurora"), ("Color Label", False), ("Events", False), ("People", False),
                      ("Pick Label", False), ("Places", False), ("Scanned Documents", False)):
            rows.append(r("tree-item", t, "selected" if on else "", 122, y, 284, 24))
            y += 24
    for i, f in enumerate(icons):
        col, row = i % 6, i // 6
        rows.append(r("list-item", f, "selected" if f in selected else "", 420 + 175 * col, 100 + 210 * row, 165, 200))
    rows += [r("label", "", status, 420, 1054, 400, 22), r("slider", "Thumbnail size", "160", 1500, 1054, 160, 22),
             r("label", "", "100%", 1670, 1054, 50, 22)]
    y = 94
    for t in ("Properties", "Metadata", "Colors", "Maps", "Captions", "Filters", "Tools"):
        rows.append(r("page-tab", t, "selected" if right and right[0][1] == t else "", 1892, y, 28, 100))
        y += 104
    if right:
        rows += right[1:]
    if extra:
        rows += extra
    return desk("digiKam", clock, rows, ("digiKam",))


def dk_props(folder: str) -> list[Row]:
    rows = [r("panel", "Properties", "", 0, 0, 0, 0), r("label", "File Properties", "", 1560, 94, 320, 22)]
    y = 120
    for k, v in (("File:", "IMG_20240309_221503.jpg"), ("Folder:", folder), ("Date:", "10/03/2024 08:41"),
                 ("Size:", "4.71 MiB (4,938,211)"), ("Owner:", "maria - maria"), ("Permissions:", "rw-r--r--")):
        rows += [r("label", k, "", 1560, y, 90, 20), r("label", "", v, 1650, y, 230, 20)]
        y += 22
    rows.append(r("label", "Item Properties", "", 1560, y + 10, 320, 22))
    y += 36
    for k, v in (("Type:", "JPEG"), ("Dimensions:", "4080x3072 (12.53Mpx)"), ("Aspect Ratio:", "4:3 (1.33)"), ("Bit depth:", "8 bpp"),
                 ("Color mode:", "RGB")):
        rows += [r("label", k, "", 1560, y, 90, 20), r("label", "", v, 1650, y, 230, 20)]
        y += 22
    rows.append(r("label", "Photograph Properties", "", 1560, y + 10, 320, 22))
    y += 36
    for k, v in (("Make:", "Google"), ("Model:", "Pixel 7"), ("Created:", "09/03/2024 22:15:03"), ("Lens:", "Pixel 7 back camera 6.81mm f/1.85"),
                 ("Aperture:", "f/1.85"), ("Focal:", "6.81 mm (35mm: 25 mm)"), ("Exposure:", "1/3 s"), ("Sensitivity:", "1126 ISO"),
                 ("Flash:", "Off, Did not fire"), ("White balance:", "Auto")):
        rows += [r("label", k, "", 1560, y, 90, 20), r("label", "", v, 1650, y, 230, 20)]
        y += 22
    rows.append(r("label", "digiKam Properties", "", 1560, y + 10, 320, 22))
    y += 36
    for k, v in (("Title:", ""), ("Caption:", ""), ("Tags:", "Aurora"), ("Rating:", "☆☆☆☆☆"), ("Pick label:", "None"), ("Color label:", "None")):
        rows += [r("label", k, "", 1560, y, 90, 20), r("label", "", v, 1650, y, 230, 20)]
        y += 22
    return rows


def dk_captions(tags: list[tuple[str, bool]], rating: int, caption: str, entry: str = "") -> list[Row]:
    rows = [r("panel", "Captions", "", 0, 0, 0, 0), r("page-tab", "Description", "selected", 1560, 94, 100, 26),
            r("page-tab", "Information", "", 1664, 94, 100, 26),
            r("label", "Title:", "", 1560, 130, 80, 22), r("text", "Title", "", 1560, 154, 320, 28),
            r("label", "Captions:", "", 1560, 190, 80, 22), r("text", "Captions", caption, 1560, 214, 320, 80),
            r("label", "Date:", "", 1560, 304, 60, 22), r("label", "", "09/03/2024 22:15:03", 1630, 304, 200, 22),
            r("label", "Rating:", "", 1560, 332, 60, 22), r("label", "", "★" * rating + "☆" * (5 - rating), 1630, 332, 120, 22),
            r("label", "Pick:", "", 1560, 360, 60, 22), r("label", "", "None", 1630, 360, 120, 22),
            r("label", "Color:", "", 1560, 388, 60, 22), r("label", "", "None", 1630, 388, 120, 22),
            r("text", "Enter new tag here...", entry, 1560, 424, 320, 28)]
    y = 460
    for t, on in tags:
        rows.append(r("check-box", t, "on" if on else "off", 1576, y, 300, 24))
        y += 26
    rows += [r("push-button", "Apply", "", 1700, 980, 80, 30), r("push-button", "Revert", "", 1790, 980, 90, 30)]
    return rows


# digiKam (bad)
def t20() -> dict:
    albums0 = ["2023 Summer", "Family", "Recipes", "Unsorted 2024-03", "Work"]
    albums1 = ["2023 Summer", "Family", "Recipes", "Tromsø March 2024", "Work"]
    state = digikam("Sat Mar 23 17:02", "Albums", albums0, "Family", DK_FAMILY, [], "12 items")
    t1 = digikam("Sat Mar 23 17:02", "Albums", albums0, "Unsorted 2024-03", DK_FILES, [], "86 items")
    dlg = [r("dialog", "Rename Album", "", 720, 440, 480, 160), r("label", "Enter new album name:", "", 740, 470, 300, 22),
           r("text", "", "Unsorted 2024-03", 740, 500, 440, 30), r("push-button", "OK", "", 1000, 556, 80, 30),
           r("push-button", "Cancel", "", 1090, 556, 90, 30)]
    t2 = digikam("Sat Mar 23 17:03", "Albums", albums0, "Unsorted 2024-03", DK_FILES, [], "86 items", extra=dlg)
    t3 = digikam("Sat Mar 23 17:03", "Albums", albums1, "Tromsø March 2024", DK_FILES, [], "86 items")
    sel = DK_FILES[:5]
    t4 = digikam("Sat Mar 23 17:04", "Albums", albums1, "Tromsø March 2024", DK_FILES, sel, "5/86 items selected")
    tags = [("Aurora", True), ("Color Label", False), ("Events", False), ("People", False), ("Pick Label", False), ("Places", False),
            ("Scanned Documents", False)]
    t5 = digikam("Sat Mar 23 17:04", "Albums", albums1, "Tromsø March 2024", DK_FILES, sel, "5/86 items selected",
                 right=dk_captions(tags, 0, ""))
    t6 = digikam("Sat Mar 23 17:05", "Tags", albums1, "Aurora", sel, [], "5 items", right=dk_captions(tags, 0, ""))
    t7 = digikam("Sat Mar 23 17:05", "Tags", albums1, "Aurora", sel, [sel[1]], "1/5 items selected",
                 right=dk_props("/home/maria/Pictures/Unsorted 2024-03"))
    t8 = digikam("Sat Mar 23 17:06", "Tags", albums1, "Aurora", sel, [sel[1]], "1/5 items selected", right=dk_captions(tags, 0, ""))
    t9 = digikam("Sat Mar 23 17:06", "Tags", albums1, "Aurora", sel, [sel[1]], "1/5 items selected", right=dk_captions(tags, 4, ""))
    cap = "Aurora over Kvaløya, around 22:15"
    t10 = digikam("Sat Mar 23 17:07", "Tags", albums1, "Aurora", sel, [sel[1]], "1/5 items selected", right=dk_captions(tags, 4, cap))
    turns = [
        (code("pyautogui.click(270, 258)  # Unsorted 2024-03"), t1),
        (code("pyautogui.rightClick(270, 258)\npyautogui.click(330, 420)  # Rename..."), t2),
        (code("pyautogui.tripleClick(960, 515)\npyautogui.write('Tromsø March 2024')\npyautogui.press('enter')"), t3),
        (code("pyautogui.click(502, 200)  # first thumbnail\npyautogui.keyDown('shift')\npyautogui.click(1202, 200)  # fifth thumbnail\npyautogui.keyUp('shift')"), t4),
        (code("pyautogui.click(1906, 562)  # Captions tab\npyautogui.click(1720, 438)  # new tag entry\npyautogui.write('Aurora')\npyautogui.press('enter')\npyautogui.click(1740, 995)  # Apply"), t5),
        (code("pyautogui.click(86, 233)  # Tags sidebar\npyautogui.click(260, 162)  # Aurora"), t6),
        (code("pyautogui.click(677, 200)  # IMG_20240309_221503.jpg\npyautogui.click(1906, 144)  # Properties tab"), t7),
        (code("pyautogui.click(1906, 562)  # Captions tab"), t8),
        (code("pyautogui.hotkey('ctrl', '4')  # rate 4 stars"), t9),
        (code("pyautogui.click(1720, 254)  # Captions field\npyautogui.write('Aurora over Kvaløya, around 22:15')\npyautogui.click(1740, 995)  # Apply"), t10),
    ]
    return dict(tid="h34-os-20", system=system("In digiKam, rename the album 'Unsorted 2024-03' to 'Tromsø March 2024', tag the five aurora shots from 9 March as Aurora, then rate and caption the best one."),
                turns=turns, state=state, bad=True, turn=7, kind="file properties show the album folder under its pre-rename name")


FO_BOOKS = {"Middlemarch": ("George Eliot", 7), "The Left Hand of Darkness": ("Ursula K. Le Guin", 42),
            "A Psalm for the Wild-Built": ("Becky Chambers", 100), "Project Hail Mary": ("Andy Weir", 63),
            "The Dispossessed": ("Ursula K. Le Guin", 0), "Piranesi": ("Susanna Clarke", 18)}
FO_TOC = ["Prelude", "Book I. Miss Brooke", "Chapter I", "Chapter II", "Chapter III", "Chapter IV", "Chapter V", "Chapter VI",
          "Chapter VII", "Chapter VIII", "Chapter IX", "Chapter X", "Chapter XI", "Book II. Old and Young", "Chapter XII",
          "Chapter XIII", "Chapter XIV", "Chapter XV", "Chapter XVI", "Chapter XVII", "Chapter XVIII", "Chapter XIX"]
FO_CH3 = ["Chapter III", "Mr. Casaubon had been asked to dine at the Grange again, and the sisters sat by the fire waiting for the carriage.",
          "Dorothea had been thinking of nothing else since the morning: of the great work he had spoken of, and of how a woman",
          "might be of use to a mind so much larger than her own. Celia, who found the subject wearisome, turned the pages",
          "of a pattern-book and said that the weather was sure to change before the end of the week.",
          "“You must not mind what Celia says,” said Mr. Brooke, coming in with his gloves in his hand. “She has a way of",
          "being quite sensible, you know — quite sensible — but Dorothea has ideas. I had ideas myself at her age.”"]
FO_CH15 = ["Chapter XV", "Some of the most interesting lives are those of men whose early histories we never hear; and this was one of them.",
           "Lydgate had come to Middlemarch with a plan of his own, and with the confidence of a young man who has seen",
           "a little of the world and a great deal of the hospitals. He meant to do good small work for Middlemarch",
           "and great work for the world, and he saw no reason why the two should not go on together.",
           "He had taken the practice of an old doctor who had died that spring, and with it a house in Lowick Gate",
           "whose rooms still smelt of the previous tenant's snuff and of the medicines he had not believed in."]


def foliate(clock: str, body: list[Row]) -> str:
    return desk("Foliate", clock, body, ("Foliate",))


def fo_library(order: list[str], progress: dict[str, int], sort: str) -> list[Row]:
    rows = [r("frame", "Foliate", "", 70, 27, 1850, 1053), r("push-button", "Open", "", 80, 36, 80, 34),
            r("label", "Library", "", 940, 44, 100, 22), r("push-button", "Search", "", 1780, 36, 34, 34),
            r("push-button", "View options", "", 1818, 36, 34, 34), r("push-button", "Main menu", "", 1858, 36, 34, 34),
            r("label", "", f"Sorted by {sort}", 100, 90, 300, 22)]
    for i, title in enumerate(order):
        author, _ = FO_BOOKS[title]
        p = progress[title]
        col = i % 5
        x, y = 120 + 350 * col, 130 + 430 * (i // 5)
        rows += [r("push-button", title, "", x, y, 300, 330), r("label", "", title, x, y + 340, 300, 22),
                 r("label", "", author, x, y + 364, 300, 20), r("label", "", "New" if p == 0 else ("Finished" if p == 100 else f"{p}%"), x, y + 388, 300, 20)]
    return rows


def fo_reader(text: list[str], loc: int, pct: int, left: str, bookmarked: bool, sidebar: list[Row] | None = None,
              highlight: str | None = None, extra: list[Row] | None = None) -> list[Row]:
    rows = [r("frame", "Middlemarch", "", 70, 27, 1850, 1053), r("push-button", "Back", "", 80, 36, 34, 34),
            r("toggle-button", "Sidebar", "on" if sidebar else "", 118, 36, 34, 34),
            r("label", "Middlemarch", "", 900, 36, 200, 20), r("label", "", "George Eliot", 900, 56, 200, 16),
            r("toggle-button", "Bookmark", "on" if bookmarked else "", 1780, 36, 34, 34), r("push-button", "Find in Book", "", 1818, 36, 34, 34),
            r("push-button", "Main menu", "", 1858, 36, 34, 34)]
    x0 = 520 if sidebar else 300
    y = 120
    if text[0]:
        rows.append(r("heading", text[0], "", x0, y, 800, 40))
    y += 70
    for para in text[1:]:
        rows.append(r("paragraph", "", para, x0, y, 1300 if not sidebar else 1100, 40))
        y += 48
    if highlight:
        rows.append(r("label", "Highlight", highlight, x0, 190 + 48 * (text.index(highlight) - 1), 900, 40))
    rows += [r("slider", "Progress", f"{pct}%", 300, 1030, 1100, 16), r("label", "", f"Loc {loc:,} of 18,316", 1420, 1024, 200, 22),
             r("label", "", left, 1640, 1024, 240, 22)]
    if sidebar:
        rows += sidebar
    if extra:
        rows += extra
    return rows


def fo_toc() -> list[Row]:
    rows = [r("page-tab", "Contents", "selected", 80, 80, 130, 28), r("page-tab", "Annotations", "", 214, 80, 130, 28),
            r("page-tab", "Bookmarks", "", 348, 80, 120, 28)]
    y = 120
    for t in FO_TOC:
        rows.append(r("tree-item", t, "", 90, y, 390, 36))
        y += 38
    return rows


# Foliate (clean)
def t21() -> dict:
    lib_order = ["The Left Hand of Darkness", "Project Hail Mary", "Middlemarch", "Piranesi", "A Psalm for the Wild-Built", "The Dispossessed"]
    prog0 = {k: v[1] for k, v in FO_BOOKS.items()}
    state = foliate("Tue Apr 16 21:10", fo_library(lib_order, prog0, "last read"))
    t1 = foliate("Tue Apr 16 21:10", fo_reader(FO_CH3, 1284, 7, "9 min left in chapter", False))
    t2 = foliate("Tue Apr 16 21:11", fo_reader(FO_CH3, 1284, 7, "9 min left in chapter", False, fo_toc()))
    t3 = foliate("Tue Apr 16 21:11", fo_reader(FO_CH15, 3877, 21, "14 min left in chapter", False, fo_toc()))
    t4 = foliate("Tue Apr 16 21:12", fo_reader(FO_CH15, 3877, 21, "14 min left in chapter", True, fo_toc()))
    p2 = ["", "The town received him as towns receive a new man: with dinners, with questions, and with a reserve of judgement.",
          "At twenty-seven he had already the habit of looking at things as questions rather than as answers,",
          "and it was this, more than any talent, which made the older physicians of the town uneasy about him.",
          "He had chosen the new fever hospital as his field, and Mr. Bulstrode, who had the money and the wish to be",
          "thought a benefactor, was glad enough to have a young man of science who asked for nothing but work.",
          "Whether the town would be glad of either of them was another question, and one Lydgate did not yet ask."]
    t5 = foliate("Tue Apr 16 21:13", fo_reader(p2, 3921, 21, "12 min left in chapter", True, fo_toc()))
    hl = "At twenty-seven he had already the habit of looking at things as questions rather than as answers,"
    t6 = foliate("Tue Apr 16 21:14", fo_reader(p2, 3921, 21, "12 min left in chapter", True, fo_toc(), highlight=hl))
    ann = [r("page-tab", "Contents", "", 80, 80, 130, 28), r("page-tab", "Annotations", "selected", 214, 80, 130, 28),
           r("page-tab", "Bookmarks", "", 348, 80, 120, 28), r("label", "Chapter XV", "", 90, 124, 390, 22),
           r("list-item", hl, "Apr 16, 2024, 21:14", 90, 150, 390, 80)]
    t7 = foliate("Tue Apr 16 21:14", fo_reader(p2, 3921, 21, "12 min left in chapter", True, ann, highlight=hl))
    prog1 = dict(prog0, Middlemarch=21)
    order1 = ["Middlemarch", "The Left Hand of Darkness", "Project Hail Mary", "Piranesi", "A Psalm for the Wild-Built", "The Dispossessed"]
    t8 = foliate("Tue Apr 16 21:15", fo_library(order1, prog1, "last read"))
    t9 = foliate("Tue Apr 16 21:16", fo_library(sorted(order1), prog1, "title"))
    turns = [
        (code("pyautogui.click(970, 295)  # Middlemarch"), t1),
        (code("pyautogui.click(135, 53)  # sidebar / contents"), t2),
        (code("pyautogui.click(285, 784)  # Chapter XV"), t3),
        (code("pyautogui.hotkey('ctrl', 'd')  # bookmark this location"), t4),
        (code("pyautogui.press('right')\npyautogui.press('right')"), t5),
        (code("pyautogui.moveTo(520, 258)\npyautogui.dragTo(1320, 258, duration=0.5)\npyautogui.click(900, 215)  # Highlight in the selection popover"), t6),
        (code("pyautogui.click(279, 94)  # Annotations"), t7),
        (code("pyautogui.click(97, 53)  # back to library"), t8),
        (code("pyautogui.click(1835, 53)  # View options\npyautogui.click(1700, 200)  # Sort by Title"), t9),
    ]
    return dict(tid="h34-os-21", system=system("In Foliate, open Middlemarch, jump to Chapter XV, bookmark it, highlight the sentence about Lydgate at twenty-seven, then sort the library by title."),
                turns=turns, state=state, bad=False)


AB_TEXT = ["Maya Lindqvist", "14 Rowan Terrace, Leeds LS6 2QD", "maya.lindqvist@posteo.net · 07700 900412", "", "15 April 2024", "",
           "Hiring Team", "Northwind Analytics Ltd", "3 Wharf Approach, Leeds LS1 4BR", "", "Dear Hiring Team,", "",
           "I am writing to apply for the Data Engineer role advertised on your careers page (ref. NW-DE-2024-07). For the past four years I have built and run data pipelines for retail and logistics clients, most recently as the only data engineer in a team of six analysts.",
           "",
           "I enjoy the unglamorous parts of the job: schema migrations that nobody notices, tests for the jobs that used to fail silently, and documentation that lets analysts serve themselves. I would bring the same habits to Northwind's move to a lakehouse setup."]
AB_NEW = "In my current role at Harlow & Finch I rebuilt our nightly ETL on Airflow, cutting the run time from five hours to fifty minutes and removing two recurring manual fixes."
AB_TAIL = ["", "Thank you for considering my application. I would be glad to talk about the role at any time.", "", "Kind regards,", "Maya Lindqvist"]


def abiword(clock: str, dirty: bool, text: list[str], size: str, extra: list[Row] | None = None) -> str:
    rows = [r("frame", ("*" if dirty else "") + "cover-letter.abw - AbiWord", "", 70, 27, 1850, 1053)]
    rows += menubar(["File", "Edit", "View", "Insert", "Format", "Tools", "Table", "Help"], 74, 30)
    x = 76
    for t in ("New", "Open", "Save", "Print", "Print Preview", "Undo", "Redo", "Cut", "Copy", "Paste", "Format Painter",
              "Insert Table", "Insert Image", "Insert Hyperlink", "Spell Check", "Zoom"):
        rows.append(r("push-button", t, "", x, 56, 28, 28))
        x += 30
    rows += [r("combo-box", "Style", "Normal", 76, 88, 160, 28), r("combo-box", "Font", "Liberation Serif", 240, 88, 200, 28),
             r("combo-box", "Font Size", size, 444, 88, 70, 28)]
    x = 520
    for t in ("Bold", "Italic", "Underline", "Overline", "Strike", "Superscript", "Subscript", "Align Left", "Center", "Align Right",
              "Justify", "Bullet List", "Numbered List", "Decrease Indent", "Increase Indent", "Text Color", "Highlight"):
        rows.append(r("toggle-button", t, "", x, 88, 28, 28))
        x += 30
    rows.append(r("document-frame", "cover-letter.abw", "", 380, 130, 1160, 900))
    y = 170
    for para in text:
        h = 22 if len(para) < 110 else 22 * (len(para) // 100 + 1)
        rows.append(r("paragraph", "", para, 460, y, 1000, h))
        y += h + 2
    rows += [r("label", "", "Page: 1/1", 80, 1054, 100, 22), r("label", "", "Insert", 200, 1054, 60, 22),
             r("label", "", "default", 280, 1054, 70, 22), r("label", "", "en-GB", 370, 1054, 60, 22)]
    if extra:
        rows += extra
    return desk("AbiWord", clock, rows, ("AbiWord",))


def ab_open(cover: tuple[str, str]) -> list[Row]:
    rows = [r("dialog", "Open File", "", 560, 200, 800, 600), r("push-button", "Cancel", "", 576, 212, 80, 30),
            r("push-button", "Open", "", 1264, 212, 80, 30), r("label", "", "Documents", 780, 256, 100, 26),
            r("label", "", "letters", 884, 256, 80, 26)]
    y = 300
    for s in ("Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Other Locations"):
        rows.append(r("list-item", s, "", 570, y, 190, 30))
        y += 32
    rows += [r("table-column-header", "Name", "", 770, 296, 330, 26), r("table-column-header", "Size", "", 1100, 296, 100, 26),
             r("table-column-header", "Modified", "", 1200, 296, 150, 26)]
    y = 324
    for n, s, m in (("cover-letter.abw", *cover), ("reference-request.abw", "9.1 kB", "Yesterday"), ("resignation-draft.abw", "7.7 kB", "2 Apr"),
                    ("tenancy-renewal.odt", "18.3 kB", "28 Mar")):
        rows += [r("table-cell", "", n, 770, y, 330, 28), r("table-cell", "", s, 1100, y, 100, 28), r("table-cell", "", m, 1200, y, 150, 28)]
        y += 30
    rows += [r("combo-box", "", "All Documents", 1140, 760, 210, 28), r("label", "Open as:", "", 570, 764, 80, 22),
             r("combo-box", "", "Automatically Detected", 650, 760, 220, 28)]
    return rows


# AbiWord (bad)
def t22() -> dict:
    text0 = AB_TEXT + AB_TAIL
    state = abiword("Tue Apr 16 15:37", False, text0, "12")
    text1 = AB_TEXT + ["", AB_NEW] + AB_TAIL
    t1 = abiword("Tue Apr 16 15:37", True, text1, "12")
    t2 = abiword("Tue Apr 16 15:38", False, text1, "12")
    t3 = abiword("Tue Apr 16 15:38", False, text1, "12", ab_open(("12.4 kB", "15:38")))
    t4 = abiword("Tue Apr 16 15:40", True, text1, "11")
    t5 = abiword("Tue Apr 16 15:41", False, text1, "11")
    t6 = abiword("Tue Apr 16 15:41", False, text1, "11", ab_open(("12.6 kB", "15:29")))
    wc = [r("dialog", "Word Count", "", 760, 400, 400, 300), r("label", "", "Statistics:", 780, 430, 200, 22)]
    y = 460
    for k, v in (("Pages:", "1"), ("Words:", "171"), ("Words (no footnotes/endnotes):", "171"), ("Characters (no spaces):", "829"),
                 ("Characters (with spaces):", "986"), ("Paragraphs:", "14"), ("Lines:", "19")):
        wc += [r("label", k, "", 790, y, 240, 22), r("label", "", v, 1040, y, 100, 22)]
        y += 26
    wc.append(r("push-button", "Close", "", 1060, 656, 80, 30))
    t7 = abiword("Tue Apr 16 15:42", False, text1, "11", wc)
    turns = [
        (code("pyautogui.click(1200, 396)  # end of the second body paragraph\npyautogui.press('end')\npyautogui.press('enter')\npyautogui.press('enter')\npyautogui.write('In my current role at Harlow & Finch I rebuilt our nightly ETL on Airflow, cutting the run time from five hours to fifty minutes and removing two recurring manual fixes.')"), t1),
        (code("pyautogui.hotkey('ctrl', 's')"), t2),
        (code("pyautogui.hotkey('ctrl', 'o')"), t3),
        (code("pyautogui.click(616, 227)  # Cancel\npyautogui.hotkey('ctrl', 'a')\npyautogui.tripleClick(479, 102)  # font size\npyautogui.write('11')\npyautogui.press('enter')"), t4),
        (code("pyautogui.hotkey('ctrl', 's')"), t5),
        (code("pyautogui.hotkey('ctrl', 'o')"), t6),
        (code("pyautogui.click(616, 227)  # Cancel\npyautogui.click(400, 42)  # Tools\npyautogui.click(450, 96)  # Word Count"), t7),
    ]
    return dict(tid="h34-os-22", system=system("In AbiWord, add a paragraph about the Airflow ETL rebuild to cover-letter.abw, save, set the whole letter to 11 pt, save again, and check the word count."),
                turns=turns, state=state, bad=True, turn=6, kind="file modification time earlier than a save shown before")



def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for f in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        d = f()
        if d["bad"]:
            rs.add(task="os", tid=d["tid"], system=d["system"], turns=d["turns"], state=d["state"], bad=True,
                   turn=d["turn"], kind=d["kind"])
        else:
            rs.add(task="os", tid=d["tid"], system=d["system"], turns=d["turns"], state=d["state"], bad=False)
    rs.write()


if __name__ == "__main__":
    main()
