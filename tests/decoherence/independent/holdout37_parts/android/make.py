# ruff: noqa: E501
"""Held-out set holdout37, android domain: 22 AndroidWorld trajectories (11 with one contradiction).

Each trajectory is an Android phone driven by AndroidWorld actions; every observation is the full
element list of the next screen (``UI element N: UIElement(...)``), status bar included. Screens are
rendered from a small per-trajectory state so that untouched content stays verbatim across turns.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet, droid, ui_elements

SYSTEM = """# Role and Objective

You are an **Android World Model**, a precise Android UI state simulator. Your task is to predict the exact next screen state after an Android action is executed on the device.

Given the interaction history, the current screen state (the list of UI elements, one `UI element N: UIElement(...)` line each, status bar included) and an AndroidWorld action (click, long_press, input_text, scroll, navigate_back, navigate_home, open_app, keyboard_enter, wait), predict the next screen state.

# Requirements

1. Determine whether the action changes the screen (tap, menu selection, tab switch, scroll, form submission, dialog, back navigation, app switch) or only edits a field locally.
2. For screen-changing actions, update the screen identity, title and main content first; for local edits, preserve the screen and change only the affected nodes, values and focus.
3. Track navigation state, focused elements, typed text and app state across turns; preserve untouched subtrees verbatim.
4. Keep the status bar (clock, signal, Wi-Fi, battery) realistic as time passes.
5. Keep exactly the representation of the current screen state: same fields, same element notation, same level of detail.

Output exactly one complete and closed <predicted_observation></predicted_observation> block and nothing else."""

W, BOTTOM = 1080, 2337
SYSUI = "com.android.systemui"


class BB:
    """A pixel bounding box, printed the way AndroidWorld prints it."""

    def __init__(self, x0: int, y0: int, x1: int, y1: int) -> None:
        self.b = (x0, y0, x1, y1)

    def __repr__(self) -> str:
        x0, y0, x1, y1 = self.b
        return f"BoundingBox(x_min={x0}, x_max={x1}, y_min={y0}, y_max={y1})"


KINDS: dict[str, tuple[str, int, bool]] = {
    "text": ("android.widget.TextView", 63, False),
    "button": ("android.widget.Button", 126, True),
    "ibutton": ("android.widget.ImageButton", 126, True),
    "image": ("android.widget.ImageView", 126, False),
    "edit": ("android.widget.EditText", 147, True),
    "switch": ("android.widget.Switch", 105, True),
    "check": ("android.widget.CheckBox", 105, True),
    "radio": ("android.widget.RadioButton", 126, True),
    "recycler": ("androidx.recyclerview.widget.RecyclerView", 0, False),
    "list": ("android.widget.ListView", 0, False),
    "scroll": ("android.widget.ScrollView", 0, False),
    "view": ("android.view.View", 147, False),
    "group": ("android.view.ViewGroup", 168, True),
    "linear": ("android.widget.LinearLayout", 168, True),
    "frame": ("android.widget.FrameLayout", 168, False),
    "tab": ("android.widget.LinearLayout", 147, True),
    "seek": ("android.widget.SeekBar", 84, True),
    "progress": ("android.widget.ProgressBar", 42, False),
    "web": ("android.webkit.WebView", 0, False),
    "terminal": ("com.termux.view.TerminalView", 0, True),
}


def E(kind: str, text: str | None = None, desc: str | None = None, rid: str | None = None, **kw: Any) -> dict[str, Any]:
    return {"kind": kind, "text": text, "desc": desc, "rid": rid, **kw}


def T(text: str, rid: str | None = None, desc: str | None = None, **kw: Any) -> dict[str, Any]:
    return E("text", text, desc, rid, **kw)


def Bt(text: str, rid: str | None = None, **kw: Any) -> dict[str, Any]:
    return E("button", text, None, rid, **kw)


def IB(desc: str, rid: str | None = None, **kw: Any) -> dict[str, Any]:
    return E("ibutton", None, desc, rid, **kw)


def IV(desc: str | None, rid: str | None = None, **kw: Any) -> dict[str, Any]:
    return E("image", None, desc, rid, **kw)


def ED(text: str | None, hint: str, rid: str | None = None, **kw: Any) -> dict[str, Any]:
    return E("edit", text, None, rid, hint=hint, **kw)


def SW(text: str | None, on: bool, rid: str | None = None, **kw: Any) -> dict[str, Any]:
    return E("switch", text, None, rid, check=on, **kw)


def CB(text: str | None, on: bool, rid: str | None = None, **kw: Any) -> dict[str, Any]:
    return E("check", text, None, rid, check=on, **kw)


def RB(text: str, on: bool, rid: str | None = None, **kw: Any) -> dict[str, Any]:
    return E("radio", text, None, rid, check=on, **kw)


def V(text: str | None = None, desc: str | None = None, **kw: Any) -> dict[str, Any]:
    """A Compose node (no resource id)."""
    return E("view", text, desc, None, **kw)


def RV(rid: str | None = None, kind: str = "recycler", **kw: Any) -> dict[str, Any]:
    return E(kind, None, None, rid, fill=True, scroll=True, **kw)


def status_bar(clock: str, batt: int, icons: tuple[str, ...] = (), wifi: str = "Wifi signal full.",
               signal: str = "Phone signal full.", charging: bool = False) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = [
        _final(T(clock, f"{SYSUI}:id/clock", click=False), SYSUI, BB(42, 14, 158, 63), desc=clock)]
    x = 180
    for ic in icons:
        out.append(_final(IV(ic, f"{SYSUI}:id/notification_icon"), SYSUI, BB(x, 17, x + 44, 61)))
        x += 52
    out.append(_final(IV(signal, f"{SYSUI}:id/mobile_signal"), SYSUI, BB(842, 17, 886, 61)))
    out.append(_final(IV(wifi, f"{SYSUI}:id/wifi_signal"), SYSUI, BB(894, 17, 938, 61)))
    label = f"Battery {batt} percent." + (" Charging." if charging else "")
    out.append(_final(IV(label, f"{SYSUI}:id/battery"), SYSUI, BB(950, 17, 1038, 61)))
    return out


def _final(e: dict[str, Any], pkg: str, bb: BB, desc: str | None = None) -> dict[str, Any]:
    cls, _, click = KINDS[e["kind"]]
    rid = e.get("rid")
    if rid is not None and ":" not in rid:
        rid = f"{e.get('pkg') or pkg}:id/{rid}"
    check = e.get("check")
    d: dict[str, Any] = {
        "text": e.get("text"),
        "content_description": desc if desc is not None else e.get("desc"),
        "class_name": e.get("cls") or cls,
        "bbox_pixels": bb,
    }
    if e.get("hint"):
        d["hint_text"] = e["hint"]
    if check is not None:
        d["is_checkable"] = True
        d["is_checked"] = bool(check)
    for key, on in (("is_clickable", e["click"] if e.get("click") is not None else click),
                    ("is_editable", e["kind"] == "edit"), ("is_focused", bool(e.get("focus"))),
                    ("is_scrollable", bool(e.get("scroll"))), ("is_selected", bool(e.get("sel")))):
        if on:
            d[key] = True
    d["package_name"] = e.get("pkg") or pkg
    if rid:
        d["resource_name"] = rid
    return d


def screen(pkg: str, clock: str, batt: int, body: list[dict[str, Any]], top: int = 63, bottom: int = 2190, **sb: Any) -> list[dict[str, Any]]:
    """Status bar + body laid out top to bottom (``same=True`` keeps an element on the previous row).

    Laid-out rows that start below ``bottom`` are off screen and left out, as the accessibility tree does.
    """
    out = status_bar(clock, batt, **sb)
    y, row0, px1 = top, top, 0
    for e in body:
        cls, dh, _ = KINDS[e["kind"]]
        h = e.get("h") or dh
        if e.get("at"):
            bb = BB(*e["at"])
        elif e.get("fill"):
            bb = BB(0, y, W, bottom)
        else:
            if e.get("same"):
                y0 = row0
                x = e.get("x") or (px1 + 12, min(W - 21, px1 + 12 + (126 if e["kind"] in ("ibutton", "image") else 294)))
            else:
                y0 = row0 = y
                x = e.get("x") or ((42, 1038) if e["kind"] == "text" else (0, W))
            if y0 >= bottom - 21:
                continue
            y1 = min(y0 + h, bottom)
            y = max(y, y1)
            px1 = x[1]
            bb = BB(x[0], y0, x[1], y1)
        out.append(_final(e, pkg, bb))
    return out


def find(elems: list[dict[str, Any]], on: str, nth: int = 0) -> int:
    hits = [i for i, e in enumerate(elems)
            if on in (e["text"], e["content_description"], e.get("resource_name"), e.get("hint_text"))
            or (e.get("resource_name") or "").endswith(":id/" + on)]
    if len(hits) <= nth:
        raise KeyError(on)
    return hits[nth]


class Tr:
    """One trajectory: each step resolves the action's element index on the current screen."""

    def __init__(self, goal: str, start: list[dict[str, Any]]) -> None:
        self.state = ("Goal: " + goal + "\nDevice: Pixel 7, Android 14, 1080x2400\n\nScreen:\n" + ui_elements(start))
        self.cur = start
        self.turns: list[tuple[str, str]] = []

    def act(self, nxt: list[dict[str, Any]], action: str, on: str | None = None, nth: int = 0, **kw: Any) -> None:
        args: dict[str, Any] = {}
        if "text" in kw:
            args["text"] = kw.pop("text")
        if on is not None:
            args["index"] = find(self.cur, on, nth)
        args.update(kw)
        self.turns.append((droid(action, **args), ui_elements(nxt)))
        self.cur = nxt


def launcher(clock: str, batt: int, date: str, weather: str, **sb: Any) -> list[dict[str, Any]]:
    pkg = "com.google.android.apps.nexuslauncher"
    apps = ["Phone", "Messages", "Chrome", "Camera", "Photos", "Gmail", "Maps", "Play Store", "Settings", "Files",
            "Etar", "Clock", "YouTube", "Fossify Contacts", "Kindle", "Feeder", "Termux", "Syncthing", "Glovo", "Revolut"]
    body: list[dict[str, Any]] = [T(date, "date", h=84, click=True), T(weather, "weather", same=True, x=(520, 760), h=84, click=True)]
    for r in range(0, len(apps), 4):
        for c, name in enumerate(apps[r:r + 4]):
            x0 = 36 + c * 252
            body.append(E("text", name, name, None, cls="android.widget.TextView", click=True, same=c > 0, x=(x0, x0 + 252), h=264))
    body.append(E("frame", None, "Google search", "search_container_hotseat", h=168, at=(42, 2124, 1038, 2271), click=True))
    return screen(pkg, clock, batt, body, top=420, **sb)


WA = "com.whatsapp"


def _wa_list(clock: str, batt: int, rows: list[tuple[str, str, str, int, bool]], chats_badge: int) -> list[dict[str, Any]]:
    body: list[dict[str, Any]] = [
        T("WhatsApp", "toolbar_title", h=147, x=(42, 500)),
        IB("Camera", "menuitem_camera", same=True, x=(702, 828)),
        IB("Search", "menuitem_search", same=True, x=(828, 954)),
        IB("More options", same=True, x=(954, 1080)),
        ED(None, "Ask Meta AI or Search", "search_bar_entry", h=126, x=(42, 1038)),
        E("linear", "Archived", None, "archived_row", h=126),
        T("2", "archived_row_count", same=True, x=(960, 1038)),
        RV("result_list", kind="list"),
    ]
    for name, msg, when, unread, muted in rows:
        body += [
            E("linear", None, None, "contact_row_container", h=126, click=True),
            IV(f"{name} profile photo", "contact_photo", same=True, x=(42, 168)),
            T(name, "conversations_row_contact_name", same=True, x=(200, 820)),
            T(when, "conversations_row_date", same=True, x=(840, 1038)),
        ]
        body.append(T(msg, "single_msg_tv", x=(200, 900), h=63))
        if muted:
            body.append(IV("Muted", "conversations_row_muted_indicator", same=True, x=(900, 948)))
        if unread:
            body.append(T(str(unread), "conversations_row_message_count", desc=f"{unread} unread messages", same=True, x=(970, 1038)))
    tabs = [("Chats", True), ("Updates", False), ("Communities", False), ("Calls", False)]
    for i, (t, s) in enumerate(tabs):
        label = f"Chats, {chats_badge} new notifications" if t == "Chats" and chats_badge else t
        body.append(E("tab", t, label, "navigation_bar_item", sel=s, at=(i * 270, 2190, (i + 1) * 270, 2337)))
    body.append(IB("New chat", "fab", at=(870, 1980, 1038, 2148)))
    return screen(WA, clock, batt, body)


def _wa_chat(clock: str, batt: int, msgs: list[dict[str, Any]], draft: str = "", reply: tuple[str, str] | None = None,
             selected: str | None = None, subtitle: str = "Anika, Marek, Sofia, You") -> list[dict[str, Any]]:
    if selected:
        body: list[dict[str, Any]] = [
            IB("Navigate up", h=147, x=(0, 126)), T("1", "action_mode_title", same=True, x=(150, 300)),
            IB("Reply", "menuitem_reply", same=True, x=(534, 660)), IB("Star", "menuitem_star", same=True, x=(660, 786)),
            IB("Delete", "menuitem_delete", same=True, x=(786, 912)), IB("Forward", "menuitem_forward", same=True, x=(912, 1038)),
            IB("More options", same=True, x=(1038, 1080)),
        ]
    else:
        body = [
            IB("Navigate up", "back", h=147, x=(0, 84)), IV("Flat 4B 🏠 profile photo", "conversation_contact_photo", same=True, x=(84, 189)),
            T("Flat 4B 🏠", "conversation_contact_name", same=True, x=(210, 620)),
            IB("Video call", "menuitem_video_call", same=True, x=(660, 786)), IB("Voice call", "menuitem_call", same=True, x=(786, 912)),
            IB("More options", same=True, x=(912, 1038)),
            T(subtitle, "conversation_contact_status", x=(210, 700), h=42),
        ]
    body.append(RV("conversation_list", kind="list"))
    for m in msgs:
        if m.get("divider"):
            body.append(T(m["divider"], "conversation_row_date_divider" if m["divider"] == "TODAY" else "unread_divider_tv", h=84, x=(300, 780)))
            continue
        mine = m["who"] is None
        x = (300, 1038) if mine else (42, 860)
        if not mine:
            body.append(T(m["who"], "name_in_group_tv", x=(x[0] + 30, x[0] + 400), h=52))
        if m.get("quote"):
            body.append(T(m["quote"][0], "quoted_title", x=(x[0] + 30, x[1] - 30), h=52))
            body.append(T(m["quote"][1], "quoted_text", x=(x[0] + 30, x[1] - 30), h=52))
        body.append(T(m["text"], "message_text", x=(x[0] + 30, x[1] - 30), h=105, sel=selected == m["text"], click=True))
        body.append(T(m["time"], "date", x=(x[1] - 200, x[1] - 70), h=42))
        if mine:
            body.append(IV(m["status"], "status", same=True, x=(x[1] - 66, x[1] - 20)))
    if reply:
        body += [T(reply[0], "quoted_title", at=(60, 1900, 900, 1952)),
                 T(reply[1], "quoted_text", at=(60, 1952, 900, 2004)),
                 IB("Cancel quote", "cancel", at=(940, 1910, 1030, 2000))]
    body += [IB("Emoji", "emoji_picker_btn", at=(21, 2200, 126, 2305)),
             ED(draft or None, "Message", "entry", focus=bool(reply or draft), at=(126, 2190, 700, 2316)),
             IB("Attach", "input_attach_button", at=(700, 2200, 800, 2305))]
    if not draft:
        body += [IB("Camera", "camera_btn", at=(800, 2200, 900, 2305)),
                 IB("Voice message", "voice_note_btn", at=(921, 2190, 1059, 2316))]
    else:
        body += [IB("Send", "send", at=(921, 2190, 1059, 2316))]
    return screen(WA, clock, batt, body)


# WhatsApp - clean
def t01(rs: RowSet) -> None:
    rows = [
        ("Flat 4B 🏠", "Marek: who's got the router password?", "18:37", 3, False),
        ("Mum", "Call me when you're home x", "17:55", 1, False),
        ("Tomás Ferreira", "Sounds good, see you Thursday", "16:20", 0, False),
        ("Climbing crew 🧗", "Lena: 📷 Photo", "15:02", 12, True),
        ("Dr. Okafor Dental", "Reminder: your appointment on 14/03/2025 at 09:30", "Yesterday", 0, False),
        ("Priya S", "🎤 Voice message (0:42)", "Yesterday", 1, False),
        ("Jonas Becker", "📄 invoice_feb.pdf", "Monday", 0, False),
        ("Aunt Helga", "Happy birthday!! 🎂🎉", "01/03/2025", 0, False),
    ]
    s0 = _wa_list("18:42", 64, rows, 4)
    tr = Tr("In WhatsApp, answer Marek's question in the Flat 4B group as a reply and confirm the new rent share.", s0)
    msgs: list[dict[str, Any]] = [
        {"divider": "TODAY"},
        {"who": "Sofia", "text": "Bin day moved to Wednesday this week btw", "time": "12:14"},
        {"who": None, "text": "Noted 👍", "time": "12:20", "status": "Read"},
        {"divider": "3 UNREAD MESSAGES"},
        {"who": "Anika", "text": "Landlord texted, rent goes up to €1,840 from April", "time": "18:31"},
        {"who": "Anika", "text": "So €460 each", "time": "18:31"},
        {"who": "Marek", "text": "who's got the router password?", "time": "18:37"},
    ]
    q = ("Marek", "who's got the router password?")
    tr.act(_wa_chat("18:43", 64, msgs), "click", on="Flat 4B 🏠")
    tr.act(_wa_chat("18:43", 64, msgs, selected=q[1]), "long_press", on=q[1])
    tr.act(_wa_chat("18:43", 64, msgs, reply=q), "click", on="Reply")
    d1 = "It's on the sticker under the router, I'll send a photo"
    tr.act(_wa_chat("18:44", 64, msgs, draft=d1, reply=q), "input_text", on="entry", text=d1)
    msgs2 = msgs[:3] + msgs[4:] + [{"who": None, "text": d1, "time": "18:44", "status": "Sent", "quote": q}]
    tr.act(_wa_chat("18:44", 64, msgs2), "click", on="Send")
    d2 = "Fine with €460, I'll set up the standing order"
    tr.act(_wa_chat("18:45", 64, msgs2, draft=d2), "input_text", on="entry", text=d2)
    msgs3 = msgs2[:-1] + [dict(msgs2[-1], status="Delivered"), {"who": None, "text": d2, "time": "18:45", "status": "Sent"}]
    tr.act(_wa_chat("18:45", 64, msgs3), "click", on="Send")
    msgs4 = msgs3[:-2] + [dict(msgs3[-2], status="Read"), dict(msgs3[-1], status="Read"),
                          {"who": "Marek", "text": "thanks! 🙏", "time": "18:46"}]
    tr.act(_wa_chat("18:46", 63, msgs4), "wait")
    rows2 = [("Flat 4B 🏠", "Marek: thanks! 🙏", "18:46", 0, False)] + rows[1:]
    tr.act(_wa_list("18:46", 63, rows2, 3), "navigate_back")
    rs.add(task="android", tid="h37-android-01", system=SYSTEM, turns=tr.turns, state=tr.state, bad=False)


MK = "net.gsantner.markor"


def _mk_list(clock: str, batt: int, files: list[tuple[str, str, bool]], selected: str | None = None) -> list[dict[str, Any]]:
    if selected:
        body: list[dict[str, Any]] = [
            IB("Done", "action_mode_close_button", h=147, x=(0, 126)), T("1 selected", "action_bar_title", same=True, x=(150, 460)),
            IB("Rename", "action_rename_selected_item", same=True, x=(522, 648)), IB("Delete", "action_delete_selected_items", same=True, x=(648, 774)),
            IB("Share", "action_share_files", same=True, x=(774, 900)), IB("More options", same=True, x=(900, 1026)),
        ]
    else:
        body = [
            T("Notebook", "toolbar_title", h=84, x=(42, 600)),
            IB("Search", "action_search", same=True, x=(648, 774), h=147), IB("Sort by", "action_sort", same=True, x=(774, 900), h=147),
            IB("More options", same=True, x=(900, 1026), h=147),
            T("/storage/emulated/0/Documents/markor", "toolbar_subtitle", x=(42, 860), h=63),
        ]
    body.append(RV("ui__filesystem_dialog__list"))
    for name, meta, is_dir in files:
        body += [
            E("linear", None, None, "ui__filesystem_item__root", h=147, click=True, sel=name == selected),
            IV("Folder" if is_dir else "File", "ui__filesystem_item__image", same=True, x=(42, 147)),
            T(name, "ui__filesystem_item__title", same=True, x=(189, 1038)),
            T(meta, "ui__filesystem_item__description", x=(189, 1038), h=42),
        ]
        if name == selected:
            body.append(CB(None, True, "ui__filesystem_item__checkbox", same=True, x=(954, 1038), h=63))
    body.append(IB("Create a new file or folder", "fab_add_new_item", at=(870, 1980, 1038, 2148)))
    for i, t in enumerate(["Notebook", "To-Do", "QuickNote", "More"]):
        body.append(E("frame", t, t, "nav_" + t.lower().replace("-", ""), sel=t == "Notebook", click=True, at=(i * 270, 2190, (i + 1) * 270, 2337)))
    return screen(MK, clock, batt, body)


def _mk_dialog(clock: str, batt: int, title: str, field: str | None, hint: str, new: bool) -> list[dict[str, Any]]:
    body: list[dict[str, Any]] = [T(title, "alertTitle", at=(84, 760, 996, 850)),
                                  ED(field, hint, "new_file_dialog__name" if new else "ui__filesystem_dialog__name", focus=True, at=(84, 870, 996, 1010))]
    if new:
        body += [T("Type", at=(84, 1030, 400, 1090)), E("frame", "Markdown (md)", None, "new_file_dialog__type", click=True, at=(420, 1020, 996, 1110)),
                 T("Template", at=(84, 1130, 400, 1190)), E("frame", "Empty file", None, "new_file_dialog__templates", click=True, at=(420, 1120, 996, 1210)),
                 Bt("Folder", "button3", at=(84, 1240, 330, 1366)), Bt("Cancel", "button2", at=(560, 1240, 780, 1366)),
                 Bt("OK", "button1", at=(800, 1240, 996, 1366))]
    else:
        body += [Bt("Cancel", "button2", at=(560, 1040, 780, 1166)), Bt("OK", "button1", at=(800, 1040, 996, 1166))]
    return screen(MK, clock, batt, body)


def _mk_editor(clock: str, batt: int, name: str) -> list[dict[str, Any]]:
    body: list[dict[str, Any]] = [
        IB("Navigate up", h=147, x=(0, 126)), T(name, "toolbar_title_edit", same=True, x=(147, 560)),
        IB("Undo", "action_undo", same=True, x=(564, 690)), IB("Redo", "action_redo", same=True, x=(690, 816)),
        IB("Switch to view mode", "action_preview", same=True, x=(816, 942)), IB("More options", same=True, x=(942, 1068)),
        ED(None, "Type here…", "document__fragment__edit__highlighting_editor", focus=True, at=(0, 210, 1080, 2190)),
    ]
    for i, t in enumerate(["Checkbox", "Heading", "Bold", "Italic", "Insert link", "Unordered list", "Ordered list", "Code"]):
        body.append(IB(t, "document__fragment__edit__textmodule_actions_bar_item", at=(i * 135, 2190, (i + 1) * 135, 2337)))
    return screen(MK, clock, batt, body)


# Markor - bad
def t02(rs: RowSet) -> None:
    folders = [("archive", "Mar 3, 2025 20:14", True), ("journal", "Mar 12, 2025 08:41", True)]
    files = [
        ("bike-maintenance.md", "Feb 22, 2025 17:05 · 1.8 KB", False),
        ("groceries.md", "Mar 11, 2025 19:32 · 412 B", False),
        ("ideas-2025.md", "Mar 9, 2025 22:47 · 5.3 KB", False),
        ("meeting-notes.md", "Mar 12, 2025 08:57 · 3.1 KB", False),
        ("QuickNote.md", "Mar 12, 2025 07:50 · 926 B", False),
        ("reading-list.txt", "Feb 28, 2025 21:10 · 2.2 KB", False),
        ("todo.txt", "Mar 12, 2025 08:30 · 1.1 KB", False),
    ]
    s0 = _mk_list("09:12", 88, folders + files)
    tr = Tr("In Markor, rename meeting-notes.md to \"2025-03-12 sprint review.md\" and create an empty Markdown note named standup-2025-03-13.", s0)
    tr.act(_mk_list("09:12", 88, folders + files, selected="meeting-notes.md"), "long_press", on="meeting-notes.md")
    tr.act(_mk_dialog("09:12", 88, "Rename", "meeting-notes.md", "Name", False), "click", on="Rename")
    new = "2025-03-12 sprint review.md"
    tr.act(_mk_dialog("09:13", 88, "Rename", new, "Name", False), "input_text", on="ui__filesystem_dialog__name", text=new)
    renamed = [(new, "Mar 12, 2025 08:57 · 3.1 KB", False)] + [f for f in files if f[0] != "meeting-notes.md"]
    tr.act(_mk_list("09:13", 88, folders + renamed), "click", on="OK")
    tr.act(_mk_dialog("09:13", 88, "Create new file", None, "Name", True), "click", on="Create a new file or folder")
    tr.act(_mk_dialog("09:14", 87, "Create new file", "standup-2025-03-13", "Name", True), "input_text", on="new_file_dialog__name", text="standup-2025-03-13")
    tr.act(_mk_editor("09:14", 87, "standup-2025-03-13"), "click", on="OK")
    drift = list(files)
    drift.insert(6, ("standup-2025-03-13.md", "Mar 12, 2025 09:14 · 0 B", False))
    tr.act(_mk_list("09:15", 87, folders + drift), "navigate_back")
    rs.add(task="android", tid="h37-android-02", system=SYSTEM, turns=tr.turns, state=tr.state, bad=True, turn=8,
           kind="renamed note listed again under its old name after returning to the notebook")


RV_PKG = "com.revolut.revolut"
RV_TABS = ["Home", "Invest", "Payments", "Crypto", "Lifestyle"]


def _rv_nav(sel: str) -> list[dict[str, Any]]:
    return [V(t, t, click=True, sel=t == sel, at=(i * 216, 2190, (i + 1) * 216, 2337)) for i, t in enumerate(RV_TABS)]


def _rv_home(clock: str, batt: int, bal: str, tx: list[tuple[str, str, str]]) -> list[dict[str, Any]]:
    body: list[dict[str, Any]] = [
        IB("Profile", h=126, x=(42, 168)), ED(None, "Search", same=True, x=(189, 780)),
        IB("Analytics", same=True, x=(801, 927)), IB("Cards", same=True, x=(927, 1053)),
        V("Personal · GBP", h=63, x=(300, 780)), V(bal, h=147, x=(240, 840)), Bt("Accounts", h=105, x=(390, 690)),
    ]
    for i, t in enumerate(["Add money", "Exchange", "Details", "More"]):
        body.append(Bt(t, h=189, same=i > 0, x=(42 + i * 252, 42 + (i + 1) * 252)))
    body.append(V("Transactions", h=84, x=(42, 600)))
    body.append(Bt("See all", same=True, h=84, x=(780, 1038)))
    for name, when, amt in tx:
        body += [V(None, f"{name} transaction icon", h=168, x=(42, 168)), V(name, same=True, h=63, x=(200, 760)),
                 V(amt, same=True, h=63, x=(780, 1038)), V(when, h=63, x=(200, 760))]
    return screen(RV_PKG, clock, batt, body + _rv_nav("Home"))


def _rv_accounts(clock: str, batt: int, total: str, rows: list[tuple[str, str, str, str | None]]) -> list[dict[str, Any]]:
    body: list[dict[str, Any]] = [IB("Back", h=147, x=(0, 126)), V("Accounts", same=True, x=(147, 700)),
                                  V("Total wealth", h=63, x=(42, 700)), V(total, h=126, x=(42, 700)),
                                  V("Cash", h=84, x=(42, 400))]
    for name, code, bal, approx in rows:
        body += [V(None, f"{code} flag", h=147, x=(42, 168)), V(name, same=True, h=63, x=(200, 700)), V(bal, same=True, h=63, x=(720, 1038))]
        body.append(V(f"{code} · Current account", h=63, x=(200, 700)))
        if approx:
            body.append(V(approx, same=True, h=63, x=(720, 1038)))
    body += [Bt("Add new", h=126, x=(42, 1038)), V("Savings", h=84, x=(42, 400)),
             V("Instant Access Savings", h=63, x=(200, 760)), V("Earn 4.25% AER (variable) on your money", h=63, x=(200, 1038)),
             Bt("Open", same=True, h=84, x=(860, 1038))]
    return screen(RV_PKG, clock, batt, body)


def _rv_exchange(clock: str, batt: int, sell: str | None, buy: str, enabled: bool) -> list[dict[str, Any]]:
    body: list[dict[str, Any]] = [
        IB("Back", h=147, x=(0, 126)), V("Exchange", same=True, x=(147, 640)), Bt("Market order", same=True, x=(680, 1038)),
        V("£1 = €1.1893", h=84, x=(42, 700)), IB("Rate chart", same=True, h=84, x=(954, 1038)),
        V(None, "GBP flag", h=168, x=(42, 147)), V("GBP", same=True, h=84, x=(168, 400)),
        ED(sell, "0", same=True, h=105, x=(560, 1038), focus=sell is not None), V("Balance: £1,284.56", h=63, x=(168, 700)),
        IB("Switch currencies", h=105, x=(477, 603)),
        V(None, "EUR flag", h=168, x=(42, 147)), V("EUR", same=True, h=84, x=(168, 400)), V(buy, same=True, h=105, x=(560, 1038)),
        V("Balance: €312.40", h=63, x=(168, 700)),
        V("You can exchange £800.00 more this month without fair usage fees", h=105, x=(42, 1038)),
        Bt("Exchange GBP to EUR", click=enabled, at=(42, 2148, 1038, 2295)),
    ]
    return screen(RV_PKG, clock, batt, body)


def _rv_eur(clock: str, batt: int) -> list[dict[str, Any]]:
    body: list[dict[str, Any]] = [IB("Back", h=147, x=(0, 126)), V("Euro", same=True, x=(147, 700)), IB("More", same=True, x=(927, 1053)),
                                  V("€550.26", h=147, x=(240, 840)), V("EUR · Current account", h=63, x=(240, 840))]
    for i, t in enumerate(["Add money", "Exchange", "Details", "More"]):
        body.append(Bt(t, h=189, same=i > 0, x=(42 + i * 252, 42 + (i + 1) * 252)))
    body.append(V("Transactions", h=84, x=(42, 600)))
    for name, when, amt in [("Exchanged from GBP", "Today, 13:06", "+€237.86"), ("Mercadona", "28 Feb, 19:40", "-€23.15"),
                            ("Uber", "28 Feb, 09:12", "-€14.60"), ("Pastelaria Versailles", "27 Feb, 16:05", "-€7.80"),
                            ("Exchanged from GBP", "24 Feb, 21:33", "+€350.00")]:
        body += [V(None, f"{name} transaction icon", h=168, x=(42, 168)), V(name, same=True, h=63, x=(200, 760)),
                 V(amt, same=True, h=63, x=(780, 1038)), V(when, h=63, x=(200, 760))]
    return screen(RV_PKG, clock, batt, body)


# Revolut - bad
def t03(rs: RowSet) -> None:
    tx = [("Tesco Express", "Today, 12:41", "-£8.45"), ("Transport for London", "Today, 08:12", "-£2.80"),
          ("Pret A Manger", "Yesterday, 13:02", "-£6.95"), ("Daniel Okoye", "Yesterday, 09:30", "+£45.00"),
          ("Spotify", "9 Mar, 07:00", "-£11.99")]
    s0 = _rv_home("13:05", 47, "£1,284.56", tx)
    tr = Tr("In Revolut, check your accounts, then exchange £200 from GBP to EUR and confirm the euro balance.", s0)
    before = [("British Pound", "GBP", "£1,284.56", None), ("Euro", "EUR", "€312.40", "≈ £262.68"), ("US Dollar", "USD", "$58.12", "≈ £45.15")]
    tr.act(_rv_accounts("13:05", 47, "£1,592.39", before), "click", on="Accounts")
    tr.act(_rv_home("13:05", 47, "£1,284.56", tx), "click", on="Back")
    tr.act(_rv_exchange("13:06", 47, None, "0", False), "click", on="Exchange")
    tr.act(_rv_exchange("13:06", 47, "-200", "+237.86", True), "input_text", on="0", text="200")
    done = [V(None, "Success", at=(390, 700, 690, 1000)), V("You exchanged £200.00 to €237.86", at=(42, 1040, 1038, 1145)),
            V("Rate £1 = €1.1893", at=(42, 1160, 1038, 1223)), V("No fees applied", at=(42, 1230, 1038, 1293)),
            Bt("Done", at=(42, 2148, 1038, 2295))]
    tr.act(screen(RV_PKG, "13:06", 47, done), "click", on="Exchange GBP to EUR")
    tx2 = [("Exchanged to EUR", "Today, 13:06", "-£200.00")] + tx[:4]
    tr.act(_rv_home("13:06", 46, "£1,084.56", tx2), "click", on="Done")
    after = [("British Pound", "GBP", "£1,084.56", None), ("Euro", "EUR", "€550.26", "≈ £462.68"), ("US Dollar", "USD", "$58.12", "≈ £45.15")]
    tr.act(_rv_accounts("13:07", 46, "£1,392.39", after), "click", on="Accounts")
    tr.act(_rv_eur("13:07", 46), "click", on="Euro")
    rs.add(task="android", tid="h37-android-03", system=SYSTEM, turns=tr.turns, state=tr.state, bad=True, turn=7,
           kind="total wealth drops by the exchanged amount although the euro side grew by the same value")


FC = "org.fossify.contacts"


def _fc_list(clock: str, batt: int, names: list[str]) -> list[dict[str, Any]]:
    body: list[dict[str, Any]] = [ED(None, "Search contacts", "top_toolbar_search", h=147, x=(42, 900)),
                                  IB("More options", same=True, x=(912, 1038)), RV("fragment_list")]
    for n in names:
        body += [E("frame", None, None, "item_contact_frame", h=168, click=True),
                 IV(None, "item_contact_image", same=True, x=(42, 168)), T(n, "item_contact_name", same=True, x=(210, 980), h=168)]
    body.append(E("frame", None, None, "letter_fastscroller", click=True, at=(1017, 357, 1080, 2148)))
    body.append(IB("Create new contact", "fragment_fab", at=(870, 1960, 1038, 2128)))
    for i, t in enumerate(["Contacts", "Favorites", "Groups"]):
        body.append(E("tab", t, t, "main_tabs_holder", sel=t == "Contacts", at=(i * 360, 2190, (i + 1) * 360, 2337)))
    return screen(FC, clock, batt, body)


def _fc_view(clock: str, batt: int, c: dict[str, Any]) -> list[dict[str, Any]]:
    body: list[dict[str, Any]] = [
        IB("Back", h=147, x=(0, 126)), IB("Favorite", "favorite", same=True, x=(534, 660)), IB("Edit", "edit", same=True, x=(660, 786)),
        IB("Share", "share", same=True, x=(786, 912)), IB("More options", same=True, x=(912, 1038)),
        IV(None, "contact_photo", h=420, x=(0, 1080)), T(c["name"], "contact_name", h=105, x=(42, 1038)),
        IB("Send SMS", "contact_send_sms", h=147, x=(180, 360)), IB("Call", "contact_start_call", same=True, x=(450, 630)),
        IB("Video call", "contact_start_video_call", same=True, x=(720, 900)),
        T(c["phone"], "contact_number", h=84, x=(189, 900)), T("Mobile", "contact_number_type", h=52, x=(189, 600)),
    ]
    if c.get("email"):
        body += [T(c["email"], "contact_email", h=84, x=(189, 900)), T(c["email_type"], "contact_email_type", h=52, x=(189, 600))]
    body += [T(c["address"], "contact_address", h=84, x=(189, 900)), T("Home", "contact_address_type", h=52, x=(189, 600))]
    if c.get("groups"):
        body.append(T(c["groups"], "contact_group", h=84, x=(189, 900)))
    body += [T("Phone storage", "contact_source", h=84, x=(189, 900)), T("Contact source", h=52, x=(189, 600))]
    return screen(FC, clock, batt, body)


def _fc_edit(clock: str, batt: int, c: dict[str, Any]) -> list[dict[str, Any]]:
    body: list[dict[str, Any]] = [
        IB("Back", h=147, x=(0, 126)), T("Edit contact", same=True, x=(147, 700), h=147), IB("Save", "save", same=True, x=(912, 1038)),
        IV("Change photo", "contact_photo", h=294, x=(0, 1080), click=True),
        ED(None, "Prefix", "contact_prefix", x=(42, 1038)), ED("Dariusz", "First name", "contact_first_name", x=(42, 1038)),
        ED(None, "Middle name", "contact_middle_name", x=(42, 1038)), ED("Nowak", "Surname", "contact_surname", x=(42, 1038)),
        ED(c["phone"], "Number", "contact_number", x=(189, 740), focus=c.get("focus") == "phone"),
        T("Mobile", "contact_number_type", same=True, x=(760, 1038), h=147, click=True),
        IB("Add phone number", "contact_numbers_add_new", h=105, x=(42, 168)),
        ED(c.get("email"), "Email", "contact_email", x=(189, 740), focus=c.get("focus") == "email"),
        T(c["email_type"], "contact_email_type", same=True, x=(760, 1038), h=147, click=True),
        IB("Add email", "contact_emails_add_new", h=105, x=(42, 168)),
        ED(c["address"], "Address", "contact_address", x=(189, 740)), T("Home", "contact_address_type", same=True, x=(760, 1038), h=147, click=True),
        ED(None, "Notes", "contact_notes", x=(189, 1038)),
        T(c.get("groups") or "No groups", "contact_groups_title", h=126, x=(189, 1038), click=True),
        T("Phone storage", "contact_source", h=105, x=(189, 1038), click=True),
    ]
    return screen(FC, clock, batt, body)


def _fc_radio(clock: str, batt: int) -> list[dict[str, Any]]:
    body = [RB(t, t == "Home", "dialog_radio_group_item", at=(84, 850 + i * 126, 996, 976 + i * 126))
            for i, t in enumerate(["Home", "Work", "Mobile", "Other", "Custom"])]
    return screen(FC, clock, batt, body)


def _fc_groups(clock: str, batt: int, work: bool) -> list[dict[str, Any]]:
    body: list[dict[str, Any]] = []
    for i, g in enumerate(["Bouldering", "Family", "Work"]):
        body += [CB(g, g == "Work" and work, "select_group_checkbox", at=(84, 820 + i * 126, 996, 946 + i * 126))]
    body += [Bt("Create a new group", "dialog_create_new_group", at=(84, 1200, 996, 1326)),
             Bt("Cancel", "button2", at=(540, 1360, 760, 1486)), Bt("OK", "button1", at=(780, 1360, 996, 1486))]
    return screen(FC, clock, batt, body)


# Fossify Contacts - clean
def t04(rs: RowSet) -> None:
    names = ["Agata Wiśniewska", "Ben Carter", "Chiara Romano", "Dariusz Nowak", "Elif Yıldız", "Farah Haddad", "Gustavo Lima",
             "Hannah Schmidt", "Ines Duarte", "Jakub Kowalczyk", "Kenji Watanabe"]
    tr = Tr("In Fossify Contacts, update Dariusz Nowak: new mobile +48 512 390 118, work email d.nowak@baltic-logistics.pl, add him to the Work group.",
            _fc_list("11:20", 92, names))
    c = {"name": "Dariusz Nowak", "phone": "+48 601 224 873", "address": "ul. Długa 14, 80-827 Gdańsk", "email": None, "email_type": "Home"}
    tr.act(_fc_view("11:20", 92, c), "click", on="Dariusz Nowak")
    tr.act(_fc_edit("11:21", 92, c), "click", on="Edit")
    c = dict(c, phone="+48 512 390 118", focus="phone")
    tr.act(_fc_edit("11:21", 92, c), "input_text", on="contact_number", text="+48 512 390 118")
    c = dict(c, email="d.nowak@baltic-logistics.pl", focus="email")
    tr.act(_fc_edit("11:22", 92, c), "input_text", on="contact_email", text="d.nowak@baltic-logistics.pl")
    tr.act(_fc_radio("11:22", 92), "click", on="contact_email_type")
    c = dict(c, email_type="Work")
    tr.act(_fc_edit("11:22", 92, c), "click", on="Work")
    tr.act(_fc_groups("11:23", 91, False), "click", on="contact_groups_title")
    tr.act(_fc_groups("11:23", 91, True), "click", on="Work")
    c = dict(c, groups="Work")
    tr.act(_fc_edit("11:23", 91, c), "click", on="OK")
    tr.act(_fc_view("11:24", 91, c), "click", on="Save")
    rs.add(task="android", tid="h37-android-04", system=SYSTEM, turns=tr.turns, state=tr.state, bad=False)


GD = "com.google.android.apps.docs"


def _gd_list(clock: str, batt: int, items: list[tuple[str, str, str]], snack: str | None = None,
             title: str = "My Drive") -> list[dict[str, Any]]:
    body: list[dict[str, Any]] = [
        IB("Open navigation drawer", h=147, x=(21, 147)), ED(None, "Search in Drive", "search_bar_text", same=True, x=(168, 900)),
        IB("Account and settings", "selected_account_disc", same=True, x=(912, 1038)),
        E("tab", "My Drive", "My Drive", None, sel=title == "My Drive", h=126, x=(0, 360)),
        E("tab", "Computers", "Computers", None, same=True, x=(360, 720)),
        Bt("Name", "sort_button", h=105, x=(42, 300)), IB("Sort direction: ascending", "sort_direction", same=True, x=(300, 384)),
        IB("Switch to grid layout", "layout_button", same=True, x=(912, 1038)), RV("doc_list_view"),
    ]
    for name, sub, kind in items:
        body += [E("linear", None, None, "doc_entry_root", h=147, click=True),
                 IV(kind, "doc_icon", same=True, x=(42, 147)), T(name, "doc_entry_title", same=True, x=(189, 900)),
                 IB(f"More actions for {name}", "more_actions_button", same=True, x=(912, 1038)),
                 T(sub, "doc_entry_subtitle", x=(189, 900), h=42)]
    if snack:
        body += [T(snack, "snackbar_text", at=(63, 1970, 760, 2090)), Bt("Undo", "snackbar_action", at=(800, 1970, 1017, 2090))]
    body.append(IB("New", "fab_new", at=(870, 1990, 1038, 2158)) if not snack else IB("New", "fab_new", at=(870, 1800, 1038, 1968)))
    for i, t in enumerate(["Home", "Starred", "Shared", "Files"]):
        body.append(E("frame", t, t, "navigation_bar_item", sel=t == "Files", click=True, at=(i * 270, 2190, (i + 1) * 270, 2337)))
    return screen(GD, clock, batt, body)


def _gd_sheet(clock: str, batt: int, name: str) -> list[dict[str, Any]]:
    acts = ["Share", "Manage access", "Add to Starred", "Make available offline", "Copy link", "Make a copy", "Send a copy",
            "Open with", "Download", "Rename", "Move", "Add shortcut to Drive", "Details and activity", "Remove"]
    body: list[dict[str, Any]] = [IV("PDF", "header_icon", at=(42, 420, 147, 525)), T(name, "header_title", at=(189, 420, 1038, 525))]
    for i, a in enumerate(acts):
        body.append(E("linear", a, None, "action_item", click=True, at=(0, 546 + i * 126, W, 672 + i * 126)))
    return screen(GD, clock, batt, body)


def _gd_move(clock: str, batt: int, where: str, items: list[tuple[str, bool]]) -> list[dict[str, Any]]:
    body: list[dict[str, Any]] = [IB("Close" if where == "My Drive" else "Navigate up", h=147, x=(0, 126)),
                                  T(where, "picker_title", same=True, x=(147, 800), h=147),
                                  IB("New folder", "new_folder", same=True, x=(912, 1038)), RV("picker_list")]
    for name, is_dir in items:
        body += [E("linear", None, None, "picker_entry", h=168, click=is_dir),
                 IV("Folder" if is_dir else "File", same=True, x=(42, 147)), T(name, "picker_entry_title", same=True, x=(189, 1000), h=168)]
    body += [Bt("Cancel", "cancel_button", at=(520, 2190, 760, 2316)), Bt("Move", "move_button", click=where != "My Drive", at=(780, 2190, 1038, 2316))]
    return screen(GD, clock, batt, body)


# Google Drive - clean
def t05(rs: RowSet) -> None:
    items = [("Flat", "Modified 2 Mar 2025", "Folder"), ("Photos backup", "Modified 28 Jan 2025", "Folder"),
             ("Taxes 2024", "Modified 19 Feb 2025", "Folder"), ("Budget 2025", "Modified 3 Mar 2025", "Google Sheets"),
             ("CV_Lukas_Brenner_2025.pdf", "Modified 18 Feb 2025", "PDF"), ("IMG_20250301_141522.jpg", "Modified 1 Mar 2025", "Image"),
             ("Scan 11 Mar 2025 10.14.pdf", "Modified 10:14", "PDF"), ("Trip ideas – Lisbon", "Modified 27 Feb 2025", "Google Docs")]
    old, new = "Scan 11 Mar 2025 10.14.pdf", "Lease addendum - signed.pdf"
    tr = Tr(f"In Google Drive, rename \"{old}\" to \"{new}\" and move it into the Flat folder.", _gd_list("10:31", 71, items))
    tr.act(_gd_sheet("10:31", 71, old), "click", on=f"More actions for {old}")
    dlg = [T("Rename", "alertTitle", at=(84, 800, 996, 890)), Bt("Cancel", "button2", at=(520, 1060, 760, 1186)), Bt("Rename", "button1", at=(780, 1060, 996, 1186))]
    tr.act(screen(GD, "10:31", 71, dlg[:1] + [ED(old, "Name", "edit_text", focus=True, at=(84, 900, 996, 1040))] + dlg[1:]), "click", on="Rename")
    tr.act(screen(GD, "10:32", 71, dlg[:1] + [ED(new, "Name", "edit_text", focus=True, at=(84, 900, 996, 1040))] + dlg[1:]), "input_text", on="edit_text", text=new)
    items2 = [i for i in items if i[0] != old]
    items2.insert(6, (new, "Modified 10:32", "PDF"))
    tr.act(_gd_list("10:32", 71, items2), "click", on="button1")
    tr.act(_gd_sheet("10:32", 70, new), "click", on=f"More actions for {new}")
    top = [("Flat", True), ("Photos backup", True), ("Taxes 2024", True), ("Budget 2025", False), ("CV_Lukas_Brenner_2025.pdf", False),
           ("IMG_20250301_141522.jpg", False), (new, False), ("Trip ideas – Lisbon", False)]
    tr.act(_gd_move("10:33", 70, "My Drive", top), "click", on="Move")
    flat = [("Tenancy agreement 2024.pdf", False), ("Inventory checklist.pdf", False), ("Meter readings", False), ("Deposit receipt.jpg", False)]
    tr.act(_gd_move("10:33", 70, "Flat", flat), "click", on="Flat")
    items3 = [i for i in items2 if i[0] != new]
    tr.act(_gd_list("10:34", 70, items3, snack="1 item moved to Flat"), "click", on="Move")
    rs.add(task="android", tid="h37-android-05", system=SYSTEM, turns=tr.turns, state=tr.state, bad=False)


TX = "com.termux"
TX_WELCOME = """Welcome to Termux!

Docs:       https://termux.dev/docs
Donate:     https://termux.dev/donate
Community:  https://termux.dev/community

Working with packages:

 - Search:  pkg search <query>
 - Install: pkg install <package>
 - Upgrade: pkg upgrade

Subscribing to additional repositories:

 - Root:    pkg install root-repo
 - X11:     pkg install x11-repo

For fixing any repository issues,
try 'termux-change-repo' command.

Report issues at https://termux.dev/issues
"""


def _tx(clock: str, batt: int, lines: list[str]) -> list[dict[str, Any]]:
    shown = "\n".join(lines[-44:])
    body: list[dict[str, Any]] = [E("terminal", shown, None, "terminal_view", focus=True, click=True, at=(0, 63, W, 2085))]
    keys = [["ESC", "/", "-", "HOME", "↑", "END", "PGUP"], ["↹", "CTRL", "ALT", "←", "↓", "→", "PGDN"]]
    for r, row in enumerate(keys):
        for c, k in enumerate(row):
            body.append(Bt(k, None, at=(c * 154, 2085 + r * 126, (c + 1) * 154, 2211 + r * 126)))
    return screen(TX, clock, batt, body, icons=("Termux notification: 1 session",))


# Termux - bad
def t06(rs: RowSet) -> None:
    L = TX_WELCOME.split("\n")
    L[-1] = "~ $ "
    tr = Tr("In Termux, serve the static site in ~/storage/shared/site with Python's http.server in the background, check it answers, then stop it.",
            _tx("21:07", 55, L))
    site = "~/storage/shared/site $ "
    c1 = "cd ~/storage/shared/site && ls -la"
    L[-1] = "~ $ " + c1
    tr.act(_tx("21:07", 55, L), "input_text", on="terminal_view", text=c1)
    L += ["total 64",
          "drwxrws--- 5 u0_a245 media_rw  3452 Mar 12 20:51 .",
          "drwxrws--- 9 u0_a245 media_rw  3452 Mar  2 11:07 ..",
          "-rw-rw---- 1 u0_a245 media_rw  1317 Mar 12 20:49 build.sh",
          "drwxrws--- 2 u0_a245 media_rw  3452 Mar 12 20:50 gallery",
          "-rw-rw---- 1 u0_a245 media_rw  6840 Mar 12 20:51 index.html",
          "-rw-rw---- 1 u0_a245 media_rw     0 Mar 12 20:51 serve.log",
          "-rw-rw---- 1 u0_a245 media_rw  2219 Mar 10 18:33 style.css",
          "drwxrws--- 2 u0_a245 media_rw 28672 Mar 12 20:50 thumbs",
          site]
    tr.act(_tx("21:08", 55, L), "keyboard_enter")
    c2 = "python -m http.server 8080 > serve.log 2>&1 &"
    L[-1] = site + c2
    tr.act(_tx("21:08", 55, L), "input_text", on="terminal_view", text=c2)
    L += ["[1] 18342", site]
    tr.act(_tx("21:08", 55, L), "keyboard_enter")
    c3 = "ps -o pid,ppid,etime,rss,args"
    L[-1] = site + c3
    tr.act(_tx("21:08", 55, L), "input_text", on="terminal_view", text=c3)
    L += ["  PID  PPID     ELAPSED   RSS COMMAND",
          "18025 18011       03:12  4480 -bash",
          "18342 18025       00:22 18896 python -m http.server 8080",
          "18361 18025       00:00  3312 ps -o pid,ppid,etime,rss,args",
          site]
    tr.act(_tx("21:09", 54, L), "keyboard_enter")
    c4 = "curl -sI http://127.0.0.1:8080/ ; jobs -l"
    L[-1] = site + c4
    tr.act(_tx("21:09", 54, L), "input_text", on="terminal_view", text=c4)
    L += ["HTTP/1.0 200 OK",
          "Server: SimpleHTTP/0.6 Python/3.12.9",
          "Date: Wed, 12 Mar 2025 20:09:31 GMT",
          "Content-type: text/html",
          "Content-Length: 6840",
          "Last-Modified: Wed, 12 Mar 2025 19:51:04 GMT",
          "",
          "[1]+ 18377 Running                 python -m http.server 8080 > serve.log 2>&1 &",
          site]
    tr.act(_tx("21:09", 54, L), "keyboard_enter")
    c5 = "kill %1; sleep 1; jobs"
    L[-1] = site + c5
    tr.act(_tx("21:10", 54, L), "input_text", on="terminal_view", text=c5)
    L += ["[1]+  Terminated              python -m http.server 8080 > serve.log 2>&1", site]
    tr.act(_tx("21:10", 54, L), "keyboard_enter")
    rs.add(task="android", tid="h37-android-06", system=SYSTEM, turns=tr.turns, state=tr.state, bad=True, turn=8,
           kind="background server's PID in jobs -l differs from the PID printed at launch and in ps")


WZ = "com.waze"


def _wz_nav(clock: str, batt: int, instr: str, dist: str, street: str, eta: str, mins: str, km: str, speed: str,
            alert: str | None = None, panel: bool = False) -> list[dict[str, Any]]:
    body: list[dict[str, Any]] = [
        IV("Turn direction", "instruction_arrow", h=189, x=(21, 189)), T(dist, "instruction_distance", same=True, x=(210, 600), h=84),
        T(instr, "instruction_street", x=(210, 1038), h=105),
        E("frame", None, "Map", "map_view", click=True, h=1300, x=(0, W)),
    ]
    if alert:
        body.append(T(alert, "alert_text", at=(63, 480, 1017, 588)))
    body += [T(speed, "speedometer", desc=f"Speed {speed} kilometres per hour", at=(42, 1640, 210, 1808)),
             IB("Report", "report_button", at=(870, 1640, 1038, 1808)), T(street, "current_street", at=(230, 1700, 850, 1770))]
    body += [E("linear", None, "ETA panel", "eta_panel", click=True, at=(0, 1850, W, 2337)),
             T(eta, "eta_arrival", at=(84, 1890, 400, 1980)), T(mins, "eta_time", at=(420, 1890, 700, 1980)), T(km, "eta_distance", at=(720, 1890, 1000, 1980))]
    if panel:
        for i, t in enumerate(["Stop", "Share drive", "Overview", "Sound", "Add a stop"]):
            body.append(Bt(t, f"eta_action_{i}", at=(42 + i * 200, 2030, 42 + (i + 1) * 200, 2200)))
    return screen(WZ, clock, batt, body, icons=("Waze notification: Navigating to Leiden Centraal",) if mins else ())


# Waze - clean
def t07(rs: RowSet) -> None:
    home = [IB("Main menu", "main_menu_button", h=147, x=(21, 168)), E("frame", None, "Map", "map_view", click=True, h=1200, x=(0, W)),
            IB("Report", "report_button", h=168, x=(870, 1038)), E("linear", "Where to?", None, "where_to_button", click=True, h=147, x=(42, 1038)),
            E("linear", None, None, "recent_work", click=True, h=168), T("Work", same=True, x=(189, 700)),
            T("Bio Science Park, Sylviusweg 71, Leiden", x=(189, 1000), h=52),
            E("linear", None, None, "recent_1", click=True, h=168), T("Albert Heijn", same=True, x=(189, 700)),
            T("Haarlemmerstraat 107, Leiden", x=(189, 1000), h=52),
            E("linear", None, None, "recent_2", click=True, h=168), T("Sportcentrum De Kooi", same=True, x=(189, 700)),
            T("Kanaalpark 1, Leiden", x=(189, 1000), h=52)]
    tr = Tr("In Waze, start navigation to Leiden Centraal and share the drive with Maud.", screen(WZ, "07:48", 83, home))
    search = [IB("Back", h=147, x=(0, 126)), ED(None, "Where to?", "search_box", same=True, focus=True, x=(147, 1038)),
              Bt("Gas stations", h=126, x=(42, 290)), Bt("Parking", same=True, x=(302, 530)), Bt("EV charging", same=True, x=(542, 800)),
              Bt("Coffee", same=True, x=(812, 1038)), T("Recent", h=84)]
    for n, a in [("Work", "Bio Science Park, Sylviusweg 71, Leiden"), ("Albert Heijn", "Haarlemmerstraat 107, Leiden"),
                 ("Sportcentrum De Kooi", "Kanaalpark 1, Leiden"), ("Schiphol Airport P3", "Jan Plesmanweg 1, Schiphol"),
                 ("Oma Riet", "Groenhovenstraat 12, Oegstgeest")]:
        search += [E("linear", None, None, "recent_row", click=True, h=147), T(n, same=True, x=(189, 900)), T(a, x=(189, 1000), h=52)]
    tr.act(screen(WZ, "07:48", 83, search), "click", on="Where to?")
    res = [IB("Back", h=147, x=(0, 126)), ED("Leiden Centraal", "Where to?", "search_box", same=True, focus=True, x=(147, 900)),
           IB("Clear", same=True, x=(912, 1038))]
    for n, a, d in [("Leiden Centraal", "Stationsplein, Leiden", "18.4 km"), ("Leiden Centraal Parking P+R", "Stationsweg 39, Leiden", "18.1 km"),
                    ("Leiden Centraal, Busstation", "Stationsplein 3, Leiden", "18.4 km"), ("Leiden Lammenschans", "Lammenschansplein, Leiden", "19.6 km"),
                    ("Leiden Centraal Q-Park", "Schipholweg 1, Leiden", "18.0 km")]:
        res += [E("linear", None, None, "search_result", click=True, h=168), T(n, same=True, x=(189, 800)), T(d, same=True, x=(820, 1038)),
                T(a, x=(189, 1000), h=52)]
    tr.act(screen(WZ, "07:49", 83, res), "input_text", on="search_box", text="Leiden Centraal")
    prev = [IB("Back", h=147, x=(0, 126)), T("Leiden Centraal", same=True, x=(147, 1038), h=84), T("Stationsplein, 2312 AJ Leiden", x=(147, 1038), h=63),
            E("frame", None, "Map", "map_view", click=True, h=900, x=(0, W)),
            E("linear", None, None, "route_0", click=True, sel=True, h=168), T("24 min", same=True, x=(42, 330)), T("18.4 km", same=True, x=(350, 600)),
            T("Fastest", same=True, x=(620, 1038)), T("via A44", x=(42, 700), h=52),
            E("linear", None, None, "route_1", click=True, h=168), T("27 min", same=True, x=(42, 330)), T("21.7 km", same=True, x=(350, 600)),
            T("via N206", x=(42, 700), h=52),
            T("Arrive 08:13", h=84, x=(42, 700)), Bt("Leave later", h=147, x=(42, 520)), Bt("Go now", same=True, x=(540, 1038))]
    tr.act(screen(WZ, "07:49", 83, prev), "click", on="Leiden Centraal", nth=1)
    tr.act(_wz_nav("07:49", 83, "Lange Voort", "200 m", "Sint Jorisweg", "08:13", "24 min", "18.4 km", "0"), "click", on="Go now")
    tr.act(_wz_nav("07:51", 82, "Rijnsburgerweg", "350 m", "Lange Voort", "08:15", "24 min", "17.1 km", "38",
                   alert="Police reported ahead · 2.1 km"), "wait")
    tr.act(_wz_nav("07:51", 82, "Rijnsburgerweg", "350 m", "Lange Voort", "08:15", "24 min", "17.1 km", "38",
                   alert="Police reported ahead · 2.1 km", panel=True), "click", on="eta_panel")
    share = [IB("Back", h=147, x=(0, 126)), T("Share drive", same=True, x=(147, 800), h=147),
             T("Your friends can follow your drive and see your ETA to Leiden Centraal (08:15)", h=126, x=(42, 1038)),
             Bt("Copy link", h=126, x=(42, 520)), Bt("More options", same=True, x=(540, 1038)), T("Suggested", h=84)]
    for n in ["Maud van Dijk", "Sem Bakker", "Fleur de Groot", "Oma Riet", "Thijs Jansen"]:
        share += [E("linear", None, None, "contact_row", click=True, h=147), IV(None, same=True, x=(42, 147)), T(n, same=True, x=(189, 800)),
                  CB(None, False, "contact_check", same=True, x=(912, 1038))]
    share.append(Bt("Send", "send_button", click=False, at=(42, 2190, 1038, 2316)))
    tr.act(screen(WZ, "07:52", 82, share, icons=("Waze notification: Navigating to Leiden Centraal",)), "click", on="Share drive")
    rs.add(task="android", tid="h37-android-07", system=SYSTEM, turns=tr.turns, state=tr.state, bad=False)


AZ = "com.amaze.filemanager"


def _az_list(clock: str, batt: int, path: str, free: str, items: list[tuple[str, str, str, bool]], sel: list[str] | None = None) -> list[dict[str, Any]]:
    if sel:
        body: list[dict[str, Any]] = [
            IB("Navigate up", h=147, x=(0, 126)), T(str(len(sel)), "action_mode_title", same=True, x=(147, 300)),
            IB("Share", "share", same=True, x=(534, 660)), IB("Cut", "cut", same=True, x=(660, 786)),
            IB("Copy", "cpy", same=True, x=(786, 912)), IB("Delete", "delete", same=True, x=(912, 1038)),
        ]
    else:
        body = [IB("Open navigation drawer", h=147, x=(0, 126)), T("Amaze", same=True, x=(147, 600), h=147),
                IB("Search", "search", same=True, x=(786, 912)), IB("More options", same=True, x=(912, 1038))]
    body += [T(path, "fullpath", h=63, x=(42, 1038)), T(free, "pathname", h=52, x=(42, 1038)), RV("listView")]
    for name, date, size, is_dir in items:
        chosen = bool(sel) and name in sel
        body += [E("linear", None, None, "second", h=147, click=True, sel=chosen),
                 IV("Folder" if is_dir else "File", "generic_icon", same=True, x=(42, 168)), T(name, "firstline", same=True, x=(210, 1038), h=84),
                 T(date, "date", x=(210, 620), h=42)]
        if size:
            body.append(T(size, "secondLine", same=True, x=(640, 1038), h=52))
        if chosen:
            body.append(IV("Selected", "check_icon", same=True, x=(42, 168), h=52))
    if not sel:
        body.append(IB("Create new", "fab", at=(870, 1980, 1038, 2148)))
    return screen(AZ, clock, batt, body)


# Amaze File Manager - bad
def t08(rs: RowSet) -> None:
    fd1, sg1 = "F-Droid (1).apk", "Signal-Android-website-prod-universal-release-7.34.1 (1).apk"
    items = [("Telegram", "Mar 8, 2025", "", True),
             ("boarding_pass_KL1129.pdf", "Mar 10, 2025", "184.20 KB", False),
             (fd1, "Mar 6, 2025", "12.52 MB", False),
             ("F-Droid.apk", "Mar 6, 2025", "12.52 MB", False),
             ("IMG-20250305-WA0007.jpg", "Mar 5, 2025", "1.86 MB", False),
             ("invoice_2025_0211.pdf", "Feb 11, 2025", "92.60 KB", False),
             (sg1, "Mar 9, 2025", "161.49 MB", False),
             ("Signal-Android-website-prod-universal-release-7.34.1.apk", "Mar 9, 2025", "161.49 MB", False),
             ("syncthing-fork_v1.28.1.0.apk", "Feb 27, 2025", "39.07 MB", False)]
    path = "/storage/emulated/0/Download"
    tr = Tr("In Amaze, delete the duplicate downloads \"F-Droid (1).apk\" and the Signal APK ending in \"(1)\", then open the KLM boarding pass.",
            _az_list("16:02", 58, path, "Free: 38.61 GB of 128 GB", items))
    tr.act(_az_list("16:02", 58, path, "Free: 38.61 GB of 128 GB", items, sel=[fd1]), "long_press", on=fd1)
    tr.act(_az_list("16:02", 58, path, "Free: 38.61 GB of 128 GB", items, sel=[fd1, sg1]), "click", on=sg1)
    dlg = [T("Delete", "md_title", at=(84, 640, 996, 730)),
           T("The following files will be deleted permanently:", "md_content", at=(84, 750, 996, 850)),
           T(fd1, "file_name", at=(84, 870, 996, 930)), T(sg1, "file_name", at=(84, 940, 996, 1050)),
           T("Total: 174.01 MB", "total", at=(84, 1070, 996, 1130)),
           Bt("Cancel", "md_buttonDefaultNegative", at=(540, 1160, 760, 1286)), Bt("Delete", "md_buttonDefaultPositive", at=(780, 1160, 996, 1286))]
    tr.act(screen(AZ, "16:03", 58, dlg), "click", on="Delete")
    left = [i for i in items if i[0] not in (fd1, sg1)]
    tr.act(_az_list("16:03", 58, path, "Free: 38.78 GB of 128 GB", left), "click", on="md_buttonDefaultPositive")
    tg = [("Telegram Audio", "Feb 2, 2025", "", True), ("Telegram Documents", "Mar 8, 2025", "", True),
          ("Telegram Images", "Mar 7, 2025", "", True), ("Telegram Video", "Mar 1, 2025", "", True)]
    tr.act(_az_list("16:03", 58, path + "/Telegram", "Free: 38.78 GB of 128 GB", tg), "click", on="Telegram")
    drift = [i for i in items if i[0] != sg1]
    tr.act(_az_list("16:04", 57, path, "Free: 38.78 GB of 128 GB", drift), "navigate_back")
    chooser = [T("Open with", "title", at=(42, 1300, 1038, 1390))]
    for i, a in enumerate(["Drive PDF Viewer", "Fennec", "Material Files", "Markor"]):
        chooser.append(E("linear", a, None, "resolver_item", click=True, sel=i == 0, at=(42 + i * 250, 1420, 42 + (i + 1) * 250, 1700)))
    chooser += [Bt("Just once", "button_once", at=(500, 1760, 760, 1886)), Bt("Always", "button_always", at=(780, 1760, 1038, 1886))]
    tr.act(screen("android", "16:04", 57, chooser), "click", on="boarding_pass_KL1129.pdf")
    pdf = [IB("Navigate up", h=147, x=(0, 126)), T("boarding_pass_KL1129.pdf", same=True, x=(147, 780), h=147),
           IB("Find in file", same=True, x=(786, 912)), IB("More options", same=True, x=(912, 1038)),
           T("KLM Royal Dutch Airlines", h=84), T("BOARDING PASS", h=84), T("MEIJER/SANNE MS", h=84),
           T("From AMSTERDAM (AMS)   To COPENHAGEN (CPH)", h=84), T("Flight KL1129   Date 14MAR   Departure 09:20", h=84),
           T("Boarding 08:45   Gate D7   Seat 17C   Zone 3", h=84), T("Booking code 6XQ4TZ   Ticket 074 2381156620", h=84),
           T("SkyPriority: no   Cabin baggage: 1 + 1 personal item", h=84), T("Page 1 of 1", "page_indicator", h=63)]
    tr.act(screen("com.google.android.apps.docs", "16:04", 57, pdf), "click", on="Just once")
    rs.add(task="android", tid="h37-android-08", system=SYSTEM, turns=tr.turns, state=tr.state, bad=True, turn=6,
           kind="a deleted APK is listed again in the Download folder")


RD = "com.reddit.frontpage"
RD_BODY = ("We finally shipped Baseline Profiles plus a Startup Profile for our app (~180 screens, mostly Compose). Median cold start on a Pixel 6a "
           "went from 1,412 ms to 974 ms in Macrobenchmark (StartupMode.COLD, 15 iterations, CompilationMode.Partial). Biggest wins were the "
           "DI graph and the first Compose frame. Setup and the gotchas we hit are below.")


def _rd_post(clock: str, batt: int, votes: str, up: bool, comments: str, cmts: list[tuple[str, str, str, str]], toast: str | None = None,
             sort: str = "Best") -> list[dict[str, Any]]:
    body: list[dict[str, Any]] = [
        IB("Back", h=147, x=(0, 126)), V("r/androiddev", same=True, x=(147, 700)), IB("Search", same=True, x=(786, 912)),
        IB("More options", same=True, x=(912, 1038)),
        V("u/kestrel_dev · 5h", h=63, x=(42, 1038)), V("Baseline Profiles cut our cold start by 31% — here's our setup", h=168, x=(42, 1038)),
        V("Discussion", "Flair: Discussion", h=63, x=(42, 300)), V(RD_BODY, h=420, x=(42, 1038)),
        E("button", None, "Upvote", None, h=105, x=(42, 147), sel=up), V(votes, same=True, x=(147, 280)), E("button", None, "Downvote", None, same=True, x=(280, 385)),
        E("button", comments, "Comments", None, same=True, x=(420, 640)), E("button", None, "Share", None, same=True, x=(880, 1038)),
        Bt(f"Sort by: {sort}", h=105, x=(42, 500)), ED(None, "Add a comment", h=126, x=(42, 1038), click=True),
    ]
    for user, age, text, pts in cmts:
        body += [V(f"{user} · {age}", h=63, x=(84, 1038)), V(text, h=189, x=(84, 1038)),
                 Bt("Reply", h=84, x=(600, 760)), E("button", None, "Upvote", None, same=True, x=(780, 860)), V(pts, same=True, x=(860, 950)),
                 E("button", None, "Downvote", None, same=True, x=(950, 1038))]
    if toast:
        body.append(V(toast, at=(240, 2000, 840, 2100)))
    return screen(RD, clock, batt, body)


# Reddit - clean
def t09(rs: RowSet) -> None:
    feed = [V("Reddit", h=147, x=(147, 500)), IB("Community menu", same=True, x=(0, 126)), IB("Search", same=True, x=(786, 912)),
            IB("Your profile", same=True, x=(912, 1038)), Bt("Home", h=105, x=(42, 260), sel=True), Bt("Popular", same=True, x=(272, 520))]
    for sub, age, title, v, c in [("r/AskNetherlands", "3h", "Is the NS Flex subscription worth it for 3 days a week?", "214", "156"),
                                  ("r/androiddev", "7h", "Weekly \"anything goes\" thread - March 10, 2025", "18", "42"),
                                  ("r/bouldering", "2h", "Finally sent my first V5 after 8 months 🎉", "1.2k", "64"),
                                  ("r/selfhosted", "9h", "Immich v1.129 released: faster face detection, new map view", "873", "201")]:
        feed += [V(f"{sub} · {age}", h=63, x=(42, 900)), V(title, h=126, x=(42, 1038)), E("button", None, "Upvote", None, h=105, x=(42, 147)),
                 V(v, same=True, x=(147, 280)), E("button", None, "Downvote", None, same=True, x=(280, 385)), E("button", c, "Comments", None, same=True, x=(420, 640))]
    for i, t in enumerate(["Home", "Communities", "Create", "Chat", "Inbox"]):
        feed.append(V(t, t, click=True, sel=t == "Home", at=(i * 216, 2190, (i + 1) * 216, 2337)))
    tr = Tr("In Reddit, find the r/androiddev post about Baseline Profiles, upvote and save it, and ask the author how they measured.",
            screen(RD, "22:10", 40, feed))
    srch = [IB("Back", h=147, x=(0, 126)), ED(None, "Search Reddit", same=True, focus=True, x=(147, 1038)), V("Trending today", h=84, x=(42, 700))]
    for t in ["Oscars 2025 winners", "Pixel 9a leak", "Ajax vs Feyenoord", "Severance season 2 finale", "Steam spring sale"]:
        srch.append(V(t, h=126, x=(42, 1038), click=True))
    tr.act(screen(RD, "22:10", 40, srch), "click", on="Search")
    sug = [IB("Back", h=147, x=(0, 126)), ED("baseline profiles", "Search Reddit", same=True, focus=True, x=(147, 900)), IB("Clear", same=True, x=(912, 1038)),
           V("Search for \"baseline profiles\"", h=126, x=(42, 1038), click=True), V("r/androiddev", h=84, x=(189, 1038), click=True),
           V("r/androiddev · 241k members", h=52, x=(189, 1038)), V("baseline profiles compose", h=126, x=(42, 1038), click=True),
           V("baseline profiles not working release build", h=126, x=(42, 1038), click=True)]
    tr.act(screen(RD, "22:11", 40, sug), "input_text", on="Search Reddit", text="baseline profiles")
    results = [IB("Back", h=147, x=(0, 126)), ED("baseline profiles", "Search Reddit", same=True, x=(147, 1038)),
               Bt("Posts", h=126, x=(0, 216), sel=True), Bt("Communities", same=True, x=(216, 500)), Bt("Comments", same=True, x=(500, 760)),
               Bt("Media", same=True, x=(760, 960)), Bt("Sort: Relevance", h=105, x=(42, 400)), Bt("Time: All time", same=True, x=(412, 760))]
    for sub, age, title, v, c in [("r/androiddev", "5h", "Baseline Profiles cut our cold start by 31% — here's our setup", "412", "87"),
                                  ("r/androiddev", "4mo", "Are Baseline Profiles still worth it with ART cloud profiles?", "96", "38"),
                                  ("r/Kotlin", "1y", "Generating Baseline Profiles for a KMP app", "57", "12"),
                                  ("r/androiddev", "2y", "Baseline Profiles made our app slower??", "143", "71")]:
        results += [V(f"{sub} · {age}", h=63, x=(42, 900)), V(title, h=126, x=(42, 1038), click=True),
                    V(f"{v} votes · {c} comments", h=63, x=(42, 900))]
    tr.act(screen(RD, "22:11", 40, results), "keyboard_enter")
    cm = [("u/adb_shell_am", "4h", "Did you also try the dex layout optimizations in AGP 8.8? We got another ~8% on top of the profile.", "64"),
          ("u/mkessler", "3h", "Nice write-up. One gotcha: the profile isn't applied on sideloaded debug builds, only via Play or profileinstaller.", "41"),
          ("u/composeaddict", "2h", "What did you use for the startup journey? Just the first frame or did you include the home feed load?", "17")]
    tr.act(_rd_post("22:11", 40, "412", False, "87", cm), "click", on="Baseline Profiles cut our cold start by 31% — here's our setup")
    tr.act(_rd_post("22:12", 40, "413", True, "87", cm), "click", on="Upvote")
    menu = [V(t, click=True, at=(540, 220 + i * 126, 1038, 346 + i * 126)) for i, t in enumerate(["Save", "Hide", "Copy text", "Report", "Block account"])]
    tr.act(screen(RD, "22:12", 40, menu), "click", on="More options")
    cm2 = [(u, a, t, str(int(p) + d)) for (u, a, t, p), d in zip(cm, (2, 0, 1))]
    tr.act(_rd_post("22:12", 40, "415", True, "87", cm2, toast="Post saved"), "click", on="Save")
    comp = [IB("Close", h=147, x=(0, 126)), V("Add comment", same=True, x=(147, 700)), Bt("Post", same=True, click=False, x=(840, 1038)),
            V("Baseline Profiles cut our cold start by 31% — here's our setup", h=126, x=(42, 1038)),
            ED(None, "Your comment", focus=True, h=600, x=(42, 1038))]
    tr.act(screen(RD, "22:13", 40, comp), "click", on="Add a comment")
    txt = "Did you measure with Macrobenchmark on the 6a only, or also on emulators? Our emulator numbers were all over the place."
    comp2 = comp[:2] + [Bt("Post", same=True, x=(840, 1038))] + comp[3:4] + [ED(txt, "Your comment", focus=True, h=600, x=(42, 1038))]
    tr.act(screen(RD, "22:14", 39, comp2), "input_text", on="Your comment", text=txt)
    cm3 = [("u/lagom_loop", "now", txt, "1")] + cm2
    tr.act(_rd_post("22:14", 39, "416", True, "88", cm3), "click", on="Post")
    sheet = [V("Sort comments by", at=(42, 1500, 1038, 1590))]
    for i, t in enumerate(["Best", "Top", "New", "Controversial", "Old", "Q&A"]):
        sheet.append(RB(t, t == "Best", at=(42, 1600 + i * 115, 1038, 1715 + i * 115)))
    tr.act(screen(RD, "22:14", 39, sheet), "click", on="Sort by: Best")
    rs.add(task="android", tid="h37-android-09", system=SYSTEM, turns=tr.turns, state=tr.state, bad=False)


ET = "ws.xsoh.etar"


def _et_agenda(clock: str, batt: int, days: list[tuple[str, list[tuple[str, str, str]]]]) -> list[dict[str, Any]]:
    body: list[dict[str, Any]] = [
        IB("Open navigation drawer", h=147, x=(0, 126)), T("March 2025", "toolbar_title", same=True, x=(147, 520), h=147),
        E("frame", "Agenda", None, "view_type_spinner", same=True, click=True, x=(520, 760)),
        IB("Go to today", "action_today", same=True, x=(786, 912)), IB("More options", same=True, x=(912, 1038)),
        RV("agenda_events_list", kind="list"),
    ]
    for day, evs in days:
        body.append(T(day, "date", h=84, x=(42, 1038)))
        for title, when, where in evs:
            body += [E("linear", None, None, "agenda_item", h=168, click=True), T(title, "title", same=True, x=(84, 1038), h=63)]
            body.append(T(when, "when", x=(84, 600), h=52))
            if where:
                body.append(T(where, "where", same=True, x=(620, 1038), h=52))
    body.append(IB("Create new event", "floating_action_button", at=(870, 2120, 1038, 2288)))
    return screen(ET, clock, batt, body)


def _et_edit(clock: str, batt: int, title: str | None, date: str, where: str | None, focus: str) -> list[dict[str, Any]]:
    body: list[dict[str, Any]] = [
        Bt("Cancel", "action_cancel", h=147, x=(0, 400)), Bt("Save", "action_done", same=True, x=(680, 1080)),
        ED(title, "Event name", "title", focus=focus == "title", x=(42, 1038)),
        T("Personal", "calendar_textview", h=84, x=(42, 700)), T("sanne.meijer@posteo.net", "calendar_textview_secondary", h=52, x=(42, 700)),
        SW("All day", False, "is_all_day", h=105, x=(42, 1038)),
        T("From", h=63, x=(42, 400)), Bt(date, "start_date", h=126, x=(42, 700)), Bt("09:00", "start_time", same=True, x=(720, 1038)),
        T("To", h=63, x=(42, 400)), Bt(date, "end_date", h=126, x=(42, 700)), Bt("10:00", "end_time", same=True, x=(720, 1038)),
        Bt("Central European Standard Time  GMT+1", "timezone_button", h=105, x=(42, 1038)),
        ED(where, "Location", "location", focus=focus == "location", x=(42, 1038)),
        ED(None, "Description", "description", x=(42, 1038)),
        Bt("One-time event", "rrule", h=105, x=(42, 1038)),
        T("Reminders", h=63, x=(42, 400)), Bt("10 minutes", "reminder_minutes_value", h=105, x=(42, 700)), IB("Remove reminder", "reminder_remove", same=True, x=(912, 1038)),
        Bt("Add reminder", "reminder_add", h=105, x=(42, 700)),
        Bt("Busy", "availability", h=105, x=(42, 700)), Bt("Default", "visibility", h=105, x=(42, 700)),
    ]
    return screen(ET, clock, batt, body)


def _et_picker(clock: str, batt: int, day: int) -> list[dict[str, Any]]:
    names = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    body: list[dict[str, Any]] = [T("2025", "date_picker_header_year", click=True, at=(84, 420, 400, 490)),
                                  T(f"{names[(day + 5) % 7]}, Mar {day}", "date_picker_header_date", at=(84, 500, 996, 620)),
                                  IB("Previous month", "prev", at=(84, 660, 210, 786)), T("March 2025", "month_title", at=(300, 690, 780, 760)),
                                  IB("Next month", "next", at=(870, 660, 996, 786))]
    for d in range(1, 32):
        slot = d + 5  # 1 March 2025 is a Saturday
        r, c = divmod(slot, 7)
        x0, y0 = 84 + c * 130, 820 + r * 120
        wd = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"][c]
        body.append(E("view", str(d), f"{wd}, March {d}, 2025", None, click=True, sel=d == day, at=(x0, y0, x0 + 130, y0 + 120)))
    body += [Bt("Cancel", "button2", at=(540, 1620, 760, 1746)), Bt("OK", "button1", at=(780, 1620, 996, 1746))]
    return screen(ET, clock, batt, body)


# Etar - bad
def t10(rs: RowSet) -> None:
    days = [("Tue, Mar 11, 2025", [("Team sync", "09:30 – 10:00", "Teams"), ("Lunch with Nadia", "12:30 – 13:30", "Café Zaal 1")]),
            ("Wed, Mar 12, 2025", [("Paper bin collection", "All day", ""), ("Yoga", "19:00 – 20:00", "Studio Noord")]),
            ("Thu, Mar 13, 2025", [("Sprint planning", "10:00 – 11:30", "Room Aletsch"), ("Pick up parcel", "18:00 – 18:15", "PostNL point, Jumbo Javaplein")]),
            ("Fri, Mar 14, 2025", [("Hannah's birthday", "All day", ""), ("Drinks", "20:00 – 23:00", "Café de Wetering")]),
            ("Sat, Mar 15, 2025", [("Parkrun Amsterdamse Bos", "09:00 – 10:00", "Bosbaanweg 5")])]
    tr = Tr("In Etar, add an event \"Physio – knee\" on Thursday 13 March at Fysio Centrum Oost, Linnaeusstraat 35, and check it in the agenda.",
            _et_agenda("08:05", 90, days))
    tr.act(_et_edit("08:05", 90, None, "Tue, Mar 11, 2025", None, "title"), "click", on="Create new event")
    tr.act(_et_edit("08:06", 90, "Physio – knee", "Tue, Mar 11, 2025", None, "title"), "input_text", on="title", text="Physio – knee")
    tr.act(_et_picker("08:06", 90, 11), "click", on="start_date")
    tr.act(_et_picker("08:06", 90, 13), "click", on="13")
    tr.act(_et_edit("08:07", 90, "Physio – knee", "Thu, Mar 13, 2025", None, "title"), "click", on="OK")
    loc = "Fysio Centrum Oost, Linnaeusstraat 35"
    tr.act(_et_edit("08:07", 90, "Physio – knee", "Thu, Mar 13, 2025", loc, "location"), "input_text", on="location", text=loc)
    days2 = [d if d[0] != "Thu, Mar 13, 2025" else (d[0], [("Physio – knee", "09:00 – 10:00", loc)] + d[1]) for d in days]
    tr.act(_et_agenda("08:08", 89, days2), "click", on="Save")
    info = [IB("Close", h=147, x=(0, 126)), IB("Edit", "info_action_edit", same=True, x=(660, 786)), IB("Delete", "info_action_delete", same=True, x=(786, 912)),
            IB("More options", same=True, x=(912, 1038)), T("Physio – knee", "title", h=126, x=(42, 1038)),
            T("Thursday, March 13, 2025", "when_date", h=63, x=(42, 1038)), T("09:00 – 10:00", "when_time", h=63, x=(42, 1038)),
            T(loc, "where", h=84, x=(42, 1038), click=True), T("Personal", "calendar_name", h=63, x=(42, 1038)),
            T("sanne.meijer@posteo.net", "organizer", h=52, x=(42, 1038)), T("Reminders", h=63, x=(42, 600)),
            T("10 minutes before as notification", "reminder_items", h=63, x=(42, 1038))]
    tr.act(screen(ET, "08:08", 89, info), "click", on="Physio – knee")
    tr.act(_et_agenda("08:09", 89, days), "navigate_back")
    tr.act(launcher("08:09", 89, "Tue, Mar 11", "☁ 7°C"), "navigate_home")
    rs.add(task="android", tid="h37-android-10", system=SYSTEM, turns=tr.turns, state=tr.state, bad=True, turn=9,
           kind="newly saved event missing from the agenda on its day")


AP = "de.danoeh.antennapod"


def _ap_feed(clock: str, batt: int, first: dict[str, Any], snack: str | None = None) -> list[dict[str, Any]]:
    eps = [("Kubernetes is a bash script (and other heresies)", "Mar 10, 2025", "1:24:12", "81.2 MB"),
           ("Changelog & Friends: The state of the web in 2025", "Mar 7, 2025", "1:12:40", "69.9 MB"),
           ("Rust in the Linux kernel, two years on", "Mar 3, 2025", "1:31:05", "87.6 MB"),
           ("Self-hosting is a spectrum", "Feb 28, 2025", "58:47", "56.5 MB"),
           ("What happened to htmx?", "Feb 24, 2025", "1:05:19", "62.8 MB")]
    body: list[dict[str, Any]] = [
        IB("Navigate up", h=147, x=(0, 126)), T("The Changelog", same=True, x=(147, 640), h=147),
        IB("Search", "action_search", same=True, x=(660, 786)), IB("Refresh", "refresh_item", same=True, x=(786, 912)),
        IB("More options", same=True, x=(912, 1038)),
        IV("Podcast cover", "imgvCover", h=252, x=(42, 294)), T("The Changelog: Software Development, Open Source", "txtvTitle", same=True, x=(315, 1038), h=126),
        T("Changelog Media", "txtvAuthor", x=(315, 1038), h=63), T("5 episodes · 2 new", "txtvInformation", x=(315, 1038), h=63),
        RV("recyclerView"),
    ]
    for i, (title, date, dur, size) in enumerate(eps):
        body += [E("frame", None, None, "container", h=189, click=True), T(title, "txtvTitle", same=True, x=(63, 880), h=105),
                 T(date, "txtvPubDate", x=(63, 330), h=52), T(dur, "txtvDuration", same=True, x=(340, 520), h=52)]
        if i == 0:
            if first.get("progress") is not None:
                body.append(E("progress", None, f"Downloading {first['progress']}%", "progressBar", same=True, x=(540, 860), h=52))
            else:
                body.append(T(size, "size", same=True, x=(540, 760), h=52))
            if first.get("downloaded"):
                body.append(IV("Downloaded", "isDownloaded", same=True, x=(770, 820), h=52))
            if first.get("queued"):
                body.append(IV("In queue", "ivInPlaylist", same=True, x=(826, 876), h=52))
            body.append(IB(first["button"], "secondaryActionButton", x=(912, 1038), h=126))
        else:
            body += [T(size, "size", same=True, x=(540, 760), h=52), IB("Download", "secondaryActionButton", x=(912, 1038), h=126)]
    if snack:
        body.append(T(snack, "snackbar_text", at=(63, 2000, 1017, 2120)))
    return screen(AP, clock, batt, body)


# AntennaPod - clean
def t11(rs: RowSet) -> None:
    tr = Tr("In AntennaPod, download the newest episode of The Changelog and add it to the queue.",
            _ap_feed("07:15", 97, {"button": "Download"}))
    tr.act(_ap_feed("07:15", 97, {"button": "Cancel download", "progress": 4}), "click", on="secondaryActionButton")
    tr.act(_ap_feed("07:16", 97, {"button": "Cancel download", "progress": 58}), "wait")
    tr.act(_ap_feed("07:16", 97, {"button": "Play", "downloaded": True}), "wait")
    menu = [T("Kubernetes is a bash script (and other heresies)", "title", at=(84, 700, 996, 800))]
    for i, t in enumerate(["Add to queue", "Mark as played", "Add to favorites", "Delete", "Share…", "Visit website"]):
        menu.append(T(t, "title", click=True, at=(84, 820 + i * 126, 996, 946 + i * 126)))
    tr.act(screen(AP, "07:17", 97, menu), "long_press", on="Kubernetes is a bash script (and other heresies)")
    tr.act(_ap_feed("07:17", 97, {"button": "Play", "downloaded": True, "queued": True}, snack="Added to queue"), "click", on="Add to queue")
    q = [IB("Open menu", h=147, x=(0, 126)), T("Queue", same=True, x=(147, 500), h=147), IB("Search", same=True, x=(660, 786)),
         IB("Refresh", same=True, x=(786, 912)), IB("More options", same=True, x=(912, 1038)),
         T("3 episodes · 2:51:07 left", "info_bar", h=84, x=(42, 1038)), RV("recyclerView")]
    for title, pod, dur, btn in [("318: Tidying up after systemd-homed", "Late Night Linux", "44:10", "Play"),
                                 ("238: Shell game", "2.5 Admins", "42:45", "Play"),
                                 ("Kubernetes is a bash script (and other heresies)", "The Changelog", "1:24:12", "Play")]:
        q += [E("frame", None, None, "container", h=189, click=True), IV("Drag handle", "drag_handle", same=True, x=(0, 63)),
              IV("Episode cover", "imgvCover", same=True, x=(63, 210)), T(title, "txtvTitle", same=True, x=(231, 880), h=105),
              T(pod, "txtvPodcastTitle", x=(231, 700), h=52), T(dur, "txtvDuration", same=True, x=(720, 880), h=52),
              IB(btn, "secondaryActionButton", x=(912, 1038), h=126)]
    for i, t in enumerate(["Home", "Queue", "Inbox", "Episodes", "Subscriptions"]):
        q.append(E("frame", t, t, "bottom_navigation_item", sel=t == "Queue", click=True, at=(i * 216, 2190, (i + 1) * 216, 2337)))
    subs = [IB("Open menu", h=147, x=(0, 126)), T("Subscriptions", same=True, x=(147, 640), h=147), IB("Search", same=True, x=(660, 786)),
            IB("Refresh", same=True, x=(786, 912)), IB("More options", same=True, x=(912, 1038)),
            Bt("All", h=105, x=(42, 220), sel=True), Bt("Tech", same=True, x=(232, 420)), Bt("News", same=True, x=(432, 620)), RV("subscriptions_grid")]
    pods = ["The Changelog", "Late Night Linux", "2.5 Admins", "Darknet Diaries", "Risky Business", "Oxide and Friends", "99% Invisible",
            "Security Now", "Linux Unplugged"]
    for k, name in enumerate(pods):
        r, c = divmod(k, 3)
        subs.append(E("frame", name, f"{name} cover", "subscription_item", click=True, at=(21 + c * 346, 420 + r * 400, 367 + c * 346, 800 + r * 400)))
    for i, t in enumerate(["Home", "Queue", "Inbox", "Episodes", "Subscriptions"]):
        subs.append(E("frame", t, t, "bottom_navigation_item", sel=t == "Subscriptions", click=True, at=(i * 216, 2190, (i + 1) * 216, 2337)))
    tr.act(screen(AP, "07:17", 96, subs), "navigate_back")
    tr.act(screen(AP, "07:18", 96, q), "click", on="Queue")
    rs.add(task="android", tid="h37-android-11", system=SYSTEM, turns=tr.turns, state=tr.state, bad=False)


PC = "au.com.shiftyjelly.pocketcasts"
PC_EP = "Is Your Phone Listening? + A Robot Folds Laundry"


def _pc_player(clock: str, batt: int, pos: str, left: str, speed: str) -> list[dict[str, Any]]:
    body: list[dict[str, Any]] = [
        IB("Close player", h=147, x=(0, 126)), E("tab", "Now Playing", None, None, same=True, sel=True, x=(200, 480)),
        E("tab", "Notes", None, None, same=True, x=(480, 700)), E("tab", "Chapters", None, None, same=True, x=(700, 940)),
        IV("Podcast artwork", "artwork", h=840, x=(84, 996)), T(PC_EP, "episodeTitle", h=126, x=(42, 1038)),
        T("Hard Fork", "podcastTitle", h=63, x=(42, 1038)), T("Chapter 3 of 5 · The robot that folds laundry", "chapterTitle", h=63, x=(42, 1038)),
        E("seek", None, "Playback position", "seekBar", h=63, x=(42, 1038)), T(pos, "elapsedTime", h=52, x=(42, 300)),
        T(left, "remainingTime", same=True, x=(780, 1038), h=52),
        IB("Skip back 10 seconds", "skipBack", h=189, x=(126, 336)), IB("Pause", "largePlayButton", same=True, x=(399, 681)),
        IB("Skip forward 45 seconds", "skipForward", same=True, x=(744, 954)),
        Bt(speed, "effects", h=126, x=(42, 240)), IB("Sleep timer", "sleep", same=True, x=(282, 408)), IB("Star episode", "star", same=True, x=(450, 576)),
        IB("Cast", "cast", same=True, x=(618, 744)), IB("More actions", "playerActions", same=True, x=(786, 912)),
        Bt("Up next", "upNextButton", h=105, x=(42, 1038)),
    ]
    return screen(PC, clock, batt, body)


def _pc_effects(clock: str, batt: int, speed: str, trim: bool) -> list[dict[str, Any]]:
    body: list[dict[str, Any]] = [T("Playback effects", "title", at=(42, 1050, 1038, 1140)),
                                  T("Playback speed", at=(42, 1160, 600, 1223)), IB("Decrease playback speed", "btnSpeedDown", at=(600, 1150, 720, 1250)),
                                  T(speed, "lblSpeed", at=(720, 1160, 900, 1240)), IB("Increase playback speed", "btnSpeedUp", at=(918, 1150, 1038, 1250))]
    for i, s in enumerate(["0.8×", "1.0×", "1.2×", "1.5×", "2.0×"]):
        body.append(E("tab", s, None, "speedPreset", sel=s == speed, at=(42 + i * 199, 1270, 42 + (i + 1) * 199, 1375)))
    body.append(SW("Trim silence", trim, "switchTrim", at=(42, 1400, 1038, 1505)))
    if trim:
        for i, lv in enumerate(["Mild", "Medium", "Mad Max"]):
            body.append(RB(lv, lv == "Mild", "trimLevel", at=(84 + i * 318, 1515, 84 + (i + 1) * 318, 1620)))
    y = 1640 if trim else 1530
    body += [SW("Volume boost", False, "switchVolume", at=(42, y, 1038, y + 105)),
             T("Settings apply to all podcasts", "lblApplyTo", at=(42, y + 130, 1038, y + 193))]
    return screen(PC, clock, batt, body)


# Pocket Casts - bad
def t12(rs: RowSet) -> None:
    tr = Tr("In Pocket Casts, set playback to 1.5× with trim silence for the episode playing, then download the next Up Next episode.",
            _pc_player("17:40", 52, "12:48", "-41:07", "1.0×"))
    tr.act(_pc_effects("17:40", 52, "1.0×", False), "click", on="effects")
    tr.act(_pc_effects("17:40", 52, "1.5×", False), "click", on="1.5×")
    tr.act(_pc_effects("17:41", 52, "1.5×", True), "click", on="Trim silence")
    tr.act(_pc_player("17:41", 52, "13:29", "-40:26", "1.0×"), "navigate_back")
    up = [IB("Close", h=147, x=(0, 126)), T("Up Next", same=True, x=(147, 600), h=147), Bt("Clear queue", same=True, x=(740, 1038)),
          T("Now playing", h=63, x=(42, 600)), T(PC_EP, h=84, x=(189, 1038)), T("Hard Fork", h=52, x=(189, 1038)), T("Up next · 3 episodes", h=84, x=(42, 600))]
    for title, pod, date, dur in [("The AI that can run a vending machine (badly)", "Decoder with Nilay Patel", "7 MAR", "58m"),
                                  ("Why do we still have daylight saving time?", "Science Vs", "6 MAR", "41m"),
                                  ("The secret history of the barcode", "99% Invisible", "4 MAR", "36m")]:
        up += [E("linear", None, None, "episode_row", h=189, click=True), IV(f"{pod} artwork", same=True, x=(42, 168)),
               T(title, "title", same=True, x=(189, 900), h=105), T(f"{date} · {dur}", "date_duration", x=(189, 900), h=52),
               IV("Drag to reorder", "reorder", same=True, x=(912, 1038), h=84)]
    tr.act(screen(PC, "17:41", 52, up), "click", on="upNextButton")
    ep = [IB("Close", h=147, x=(0, 126)), IB("Share", same=True, x=(786, 912)), IB("More", same=True, x=(912, 1038)),
          IV("Decoder with Nilay Patel artwork", h=336, x=(372, 708)), T("The AI that can run a vending machine (badly)", "episodeTitle", h=126, x=(42, 1038)),
          T("Decoder with Nilay Patel", "podcastTitle", h=63, x=(42, 1038)), T("7 March 2025 · 58m · 53.4 MB", "episodeInfo", h=63, x=(42, 1038)),
          Bt("Download", "download", h=147, x=(42, 290)), Bt("Up next", "upNext", same=True, x=(302, 540), sel=True),
          Bt("Mark played", "markPlayed", same=True, x=(552, 790)), Bt("Archive", "archive", same=True, x=(802, 1038)),
          T("A lab left an AI agent in charge of a small office shop for a month. It lost money, invented a payment account and tried to stock "
            "tungsten cubes. Nilay talks to the researchers about what agents can and can't do yet.", "showNotes", h=336, x=(42, 1038))]
    tr.act(screen(PC, "17:42", 52, ep), "click", on="The AI that can run a vending machine (badly)")
    ep2 = ep[:7] + [Bt("Downloading 0%", "download", h=147, x=(42, 290))] + ep[8:]
    tr.act(screen(PC, "17:42", 51, ep2), "click", on="download")
    rs.add(task="android", tid="h37-android-12", system=SYSTEM, turns=tr.turns, state=tr.state, bad=True, turn=4,
           kind="playback speed button reads 1.0× right after the agent set 1.5×")


ST = "com.github.catfriend1.syncthingandroid"
ST_ID = "Q7KXWZN-4HBG3LA-VE2DUTM-YRW5S6P-JCNEOQF-D2XHLUA-GBQ3RMT-5EKYVAI"


def _st_tabs(sel: str) -> list[dict[str, Any]]:
    return [IB("Open navigation drawer", h=147, x=(0, 126)), T("Syncthing", same=True, x=(147, 600), h=147),
            IB("Add folder" if sel == "Folders" else "Add device", "add", same=True, x=(786, 912)), IB("More options", same=True, x=(912, 1038)),
            E("tab", "Folders", None, None, sel=sel == "Folders", h=126, x=(0, 360)), E("tab", "Devices", None, None, same=True, sel=sel == "Devices", x=(360, 720)),
            E("tab", "Status", None, None, same=True, sel=sel == "Status", x=(720, 1080)), RV("list", kind="list")]


def _st_folders(clock: str, batt: int, rows: list[tuple[str, str, str, str]]) -> list[dict[str, Any]]:
    body = _st_tabs("Folders")
    for label, path, state, info in rows:
        body += [E("linear", None, None, "folder_row", h=231, click=True), T(label, "label", same=True, x=(42, 700), h=84),
                 T(state, "state", same=True, x=(720, 1038), h=84), T(path, "directory", x=(42, 1038), h=63), T(info, "items", x=(42, 1038), h=63)]
    return screen(ST, clock, batt, body, icons=("Syncthing notification: Syncthing is running",))


def _st_devices(clock: str, batt: int, rows: list[tuple[str, str, str]]) -> list[dict[str, Any]]:
    body = _st_tabs("Devices")
    for name, state, info in rows:
        body += [E("linear", None, None, "device_row", h=189, click=True), T(name, "name", same=True, x=(42, 700), h=84),
                 T(state, "status", same=True, x=(720, 1038), h=84), T(info, "download", x=(42, 1038), h=63)]
    return screen(ST, clock, batt, body, icons=("Syncthing notification: Syncthing is running",))


def _st_add(clock: str, batt: int, dev: str | None, name: str | None, focus: str) -> list[dict[str, Any]]:
    body: list[dict[str, Any]] = [
        IB("Navigate up", h=147, x=(0, 126)), T("Add device", same=True, x=(147, 700), h=147), IB("Save", "save", same=True, x=(912, 1038)),
        T("Device ID", h=63, x=(42, 700)), ED(dev, "Device ID", "deviceId", focus=focus == "id", x=(42, 900)),
        IB("Scan QR code", "qrButton", same=True, x=(912, 1038)),
        T("Device name", h=63, x=(42, 700)), ED(name, "Device name", "name", focus=focus == "name", x=(42, 1038)),
        T("Addresses", h=63, x=(42, 700)), ED("dynamic", "Addresses", "addresses", x=(42, 1038)),
        T("Compression", h=63, x=(42, 700)), T("Metadata only", "compressionValue", h=63, x=(42, 1038), click=True),
        SW("Introducer", False, "introducer", x=(42, 1038)), SW("Auto accept folders", False, "autoAcceptFolders", x=(42, 1038)),
        SW("Device paused", False, "devicePause", x=(42, 1038)),
    ]
    return screen(ST, clock, batt, body, icons=("Syncthing notification: Syncthing is running",))


def _st_folder(clock: str, batt: int, share: dict[str, bool]) -> list[dict[str, Any]]:
    body: list[dict[str, Any]] = [
        IB("Navigate up", h=147, x=(0, 126)), T("Edit folder", same=True, x=(147, 700), h=147), IB("Save", "save", same=True, x=(912, 1038)),
        T("Folder label", h=63, x=(42, 700)), ED("Camera", "Folder label", "label", x=(42, 1038)),
        T("Folder ID", h=63, x=(42, 700)), T("pixel7-camera", "id", h=84, x=(42, 1038)),
        T("Directory", h=63, x=(42, 700)), T("/storage/emulated/0/DCIM/Camera", "directoryTextView", h=84, x=(42, 1038), click=True),
        T("Share with devices", h=63, x=(42, 700)),
    ]
    for dev, on in share.items():
        body.append(SW(dev, on, "device_toggle", x=(42, 1038)))
    body += [T("Folder type", h=63, x=(42, 700)), T("Send Only", "folderType", h=84, x=(42, 1038), click=True),
             SW("Watch for changes", True, "fileWatcher", x=(42, 1038)), SW("Pause folder", False, "folderPause", x=(42, 1038)),
             T("File versioning", h=63, x=(42, 700)), T("No file versioning", "versioningDescription", h=84, x=(42, 1038), click=True),
             Bt("Delete", "deleteFolder", h=126, x=(42, 400))]
    return screen(ST, clock, batt, body, icons=("Syncthing notification: Syncthing is running",))


# Syncthing-Fork - clean
def t13(rs: RowSet) -> None:
    folders = [("Camera", "/storage/emulated/0/DCIM/Camera", "Up to Date", "1,284 files · 6.12 GiB"),
               ("Documents", "/storage/emulated/0/Documents", "Up to Date", "312 files · 418 MiB"),
               ("Signal backups", "/storage/emulated/0/Signal/Backups", "Paused", "3 files · 1.27 GiB")]
    tr = Tr("In Syncthing, add the device desktop-ws (ID " + ST_ID + ") and share the Camera folder with it.", _st_folders("19:22", 34, folders))
    devs = [("pixel-tablet", "Up to Date", "Last seen: connected"), ("nas-home", "Disconnected", "Last seen: 2025-03-10 23:41")]
    tr.act(_st_devices("19:22", 34, devs), "click", on="Devices")
    tr.act(_st_add("19:22", 34, None, None, "id"), "click", on="Add device")
    tr.act(_st_add("19:23", 34, ST_ID, None, "id"), "input_text", on="deviceId", text=ST_ID)
    tr.act(_st_add("19:23", 34, ST_ID, "desktop-ws", "name"), "input_text", on="name", text="desktop-ws")
    devs2 = devs + [("desktop-ws", "Disconnected", "Last seen: never")]
    tr.act(_st_devices("19:24", 34, devs2), "click", on="Save")
    folders2 = [("Camera", "/storage/emulated/0/DCIM/Camera", "Up to Date", "1,286 files · 6.13 GiB"),
                ("Documents", "/storage/emulated/0/Documents", "Scanning", "312 files · 418 MiB"),
                ("Signal backups", "/storage/emulated/0/Signal/Backups", "Paused", "3 files · 1.27 GiB")]
    tr.act(_st_folders("19:25", 33, folders2), "click", on="Folders")
    share = {"pixel-tablet": True, "nas-home": True, "desktop-ws": False}
    tr.act(_st_folder("19:25", 33, share), "click", on="Camera")
    tr.act(_st_folder("19:25", 33, dict(share, **{"desktop-ws": True})), "click", on="desktop-ws")
    folders3 = [("Camera", "/storage/emulated/0/DCIM/Camera", "Syncing (3%)", "1,286 files · 6.13 GiB"),
                ("Documents", "/storage/emulated/0/Documents", "Up to Date", "312 files · 418 MiB"),
                ("Signal backups", "/storage/emulated/0/Signal/Backups", "Paused", "3 files · 1.27 GiB")]
    tr.act(_st_folders("19:26", 33, folders3), "click", on="Save")
    rs.add(task="android", tid="h37-android-13", system=SYSTEM, turns=tr.turns, state=tr.state, bad=False)


SK = "net.skyscanner.android.main"
SK_FLIGHTS = {
    "tap": ("10:15", "12:10", "2h 55m", "TAP Air Portugal", "€118"),
    "hv1": ("06:15", "08:10", "2h 55m", "Transavia", "€89"),
    "u2": ("13:25", "15:25", "3h 00m", "easyJet", "€96"),
    "kl1": ("07:05", "09:05", "3h 00m", "KLM", "€142"),
    "hv2": ("18:40", "20:35", "2h 55m", "Transavia", "€104"),
    "kl2": ("15:55", "17:55", "3h 00m", "KLM", "€166"),
}


def _sk_results(clock: str, batt: int, tab: str, order: list[str], saved: bool = False) -> list[dict[str, Any]]:
    body: list[dict[str, Any]] = [
        IB("Back", h=147, x=(0, 126)), T("Amsterdam (AMS) – Lisbon (LIS)", same=True, x=(147, 900), h=84),
        T("Fri, 18 Apr · 1 adult · Economy · One way", x=(147, 900), h=63), IB("Edit search", same=True, x=(912, 1038)),
        E("tab", "Best", "Best €118, 2h 55m average", None, sel=tab == "Best", h=168, x=(0, 360)),
        E("tab", "Cheapest", "Cheapest €89, 2h 55m average", None, same=True, sel=tab == "Cheapest", x=(360, 720)),
        E("tab", "Fastest", "Fastest €89, 2h 55m", None, same=True, sel=tab == "Fastest", x=(720, 1080)),
        Bt("Filters", "filters", h=105, x=(42, 300)), Bt("Sort", "sort", same=True, x=(312, 540)), T("6 results", same=True, x=(760, 1038), h=105),
        RV("results_list"),
    ]
    for key in order:
        dep, arr, dur, air, price = SK_FLIGHTS[key]
        body += [E("linear", None, f"{air}, departs {dep}, arrives {arr}, {dur}, direct, {price}", "result_card", h=273, click=True),
                 IV(f"{air} logo", "airline_logo", same=True, x=(42, 147), h=105), T(f"{dep} – {arr}", "times", same=True, x=(168, 600), h=84),
                 T(price, "price", same=True, x=(800, 1038), h=84), T(f"AMS – LIS, {air}", "route", x=(168, 760), h=63),
                 T(f"{dur} · Direct", "duration", x=(168, 760), h=63)]
        if saved and key == "hv1":
            body.append(IV("Saved", "saved_icon", same=True, x=(960, 1038), h=63))
    return screen(SK, clock, batt, body)


def _sk_details(clock: str, batt: int, flight: str, scrolled: int, alert: bool = False) -> list[dict[str, Any]]:
    body: list[dict[str, Any]] = [IB("Back", h=147, x=(0, 126)), T("Amsterdam to Lisbon", same=True, x=(147, 700), h=147),
                                  IB("Save", "save_button", same=True, x=(786, 912)), IB("Share", "share_button", same=True, x=(912, 1038))]
    if not scrolled:
        body += [T("Fri, 18 Apr", h=84, x=(42, 700)), T("1 adult · Economy", h=63, x=(42, 700)),
                 T("Depart · Fri, 18 Apr", h=84, x=(42, 1038)), T("06:15", "segment_dep_time", h=84, x=(42, 240)),
                 T("AMS Amsterdam Schiphol", same=True, x=(260, 1038), h=84), T("2h 55m", "segment_duration", h=84, x=(42, 240)),
                 T(f"Transavia · {flight}", "segment_carrier", same=True, x=(260, 1038), h=84),
                 T("08:10", "segment_arr_time", h=84, x=(42, 240)), T("LIS Lisbon Humberto Delgado", same=True, x=(260, 1038), h=84),
                 T("Arrives Fri, 18 Apr · Direct", h=63, x=(42, 1038))]
    elif scrolled == 1:
        body += [T(f"Transavia · {flight}", "segment_carrier", h=84, x=(260, 1038)),
                 T("08:10", "segment_arr_time", h=84, x=(42, 240)), T("LIS Lisbon Humberto Delgado", same=True, x=(260, 1038), h=84),
                 T("Arrives Fri, 18 Apr · Direct", h=63, x=(42, 1038))]
    if scrolled:
        body += [T("Baggage", h=84, x=(42, 700)), T("Personal item included · Cabin bag from €14 · Checked bag from €32 on Transavia", h=105, x=(42, 1038))]
    body.append(T("Book with", h=84, x=(42, 700)))
    for site, price in [("Transavia", "€89"), ("Gotogate", "€91"), ("Mytrip", "€92"), ("Kiwi.com", "€94")]:
        body += [E("linear", None, None, "booking_option", h=168, click=True), T(site, "provider", same=True, x=(42, 600), h=84),
                 T(price, "provider_price", same=True, x=(620, 800), h=84), Bt("Select", "select_button", same=True, x=(820, 1038))]
    if scrolled == 2:
        body += [T("Good to know", h=84, x=(42, 700)), T("Transavia flights from Schiphol depart from the D pier. Check-in closes 45 minutes before departure.", h=126, x=(42, 1038)),
                 SW("Get price alerts", alert, "price_alert_switch", h=126, x=(42, 1038)),
                 T("Prices include taxes and charges. Bag fees vary by provider.", h=105, x=(42, 1038))]
    if alert:
        body.append(T("Price alert on. We'll tell you if the price changes.", "snackbar_text", at=(63, 2000, 1017, 2120)))
    return screen(SK, clock, batt, body)


# Skyscanner - bad
def t14(rs: RowSet) -> None:
    best = ["tap", "hv1", "u2", "kl1", "hv2", "kl2"]
    cheap = ["hv1", "u2", "hv2", "tap", "kl1", "kl2"]
    tr = Tr("In Skyscanner, open the cheapest Amsterdam–Lisbon flight on 18 April, turn on a price alert for it and check the airline filter.",
            _sk_results("20:31", 66, "Best", best))
    tr.act(_sk_results("20:31", 66, "Cheapest", cheap), "click", on="Cheapest")
    tr.act(_sk_details("20:32", 66, "HV5951", 0), "click", on="06:15 – 08:10")
    tr.act(_sk_details("20:32", 66, "HV5915", 1), "scroll", direction="down")
    tr.act(_sk_details("20:32", 66, "", 2), "scroll", direction="down")
    tr.act(_sk_details("20:33", 65, "", 2, alert=True), "click", on="Get price alerts")
    tr.act(_sk_results("20:33", 65, "Cheapest", cheap), "navigate_back")
    flt = [IB("Close", h=147, x=(0, 126)), T("Filters", same=True, x=(147, 600), h=147), Bt("Reset", same=True, x=(800, 1038)),
           T("Stops", h=84, x=(42, 700)), CB("Direct · from €89", True, x=(42, 1038)), CB("1 stop", False, x=(42, 1038), click=False),
           CB("2+ stops", False, x=(42, 1038), click=False), T("Departure time", h=84, x=(42, 700)), E("seek", None, "Departure time 00:00 to 23:59", None, x=(42, 1038)),
           T("Airlines", h=84, x=(42, 700))]
    for air, price in [("easyJet", "€96"), ("KLM", "€142"), ("TAP Air Portugal", "€118"), ("Transavia", "€89")]:
        flt.append(CB(f"{air} · {price}", True, x=(42, 1038)))
    flt.append(Bt("Show 6 results", "apply", at=(42, 2190, 1038, 2316)))
    tr.act(screen(SK, "20:33", 65, flt), "click", on="Filters")
    rs.add(task="android", tid="h37-android-14", system=SYSTEM, turns=tr.turns, state=tr.state, bad=True, turn=3,
           kind="flight number on the details page changes after scrolling")


MF = "com.myfitnesspal.android"


def _mf_nav(sel: str) -> list[dict[str, Any]]:
    return [E("frame", t, t, "navigation_bar_item", sel=t == sel, click=True, at=(i * 216, 2190, (i + 1) * 216, 2337))
            for i, t in enumerate(["Dashboard", "Diary", "Newsfeed", "Plans", "More"])]


def _mf_dash(clock: str, batt: int, food: str, remaining: str, steps: str) -> list[dict[str, Any]]:
    body: list[dict[str, Any]] = [
        IV("Profile", h=147, x=(21, 147)), T("Today", same=True, x=(168, 600), h=147), IB("Messages", same=True, x=(912, 1038)),
        T("Calories", h=84, x=(42, 600)), T("Remaining = Goal - Food + Exercise", h=52, x=(42, 1038)),
        T(remaining, "remaining_value", h=147, x=(42, 420)), T("Remaining", h=52, x=(42, 420)),
        T("Base Goal", same=True, x=(480, 760), h=52), T("2,100", same=True, x=(780, 1038), h=52),
        T("Food", h=52, x=(480, 760)), T(food, same=True, x=(780, 1038), h=52),
        T("Exercise", h=52, x=(480, 760)), T("212", same=True, x=(780, 1038), h=52),
        T("Steps", h=84, x=(42, 500)), T(f"{steps} / 10,000", same=True, x=(520, 1038), h=84), T("Google Fit", h=52, x=(42, 500)),
        T("Exercise", h=84, x=(42, 500)), T("212 cal · 00:32 hr", same=True, x=(520, 1038), h=84),
        T("Weight", h=84, x=(42, 500)), T("79.4 kg · Last 90 days", same=True, x=(520, 1038), h=84),
    ]
    body.append(IB("Quick add", "fab", at=(870, 1990, 1038, 2158)))
    return screen(MF, clock, batt, body + _mf_nav("Dashboard"))


def _mf_diary(clock: str, batt: int, lunch: list[tuple[str, str, str]], food: str, remaining: str, lower: bool = False) -> list[dict[str, Any]]:
    body: list[dict[str, Any]] = [
        IB("Previous day", h=147, x=(0, 126)), T("Today", same=True, x=(300, 780), h=147), IB("Next day", same=True, x=(954, 1080)),
        T("Calories Remaining", h=52, x=(42, 600)),
        T("2,100", h=84, x=(42, 220)), T("-", same=True, x=(230, 280), h=84), T(food, same=True, x=(290, 470), h=84), T("+", same=True, x=(480, 530), h=84),
        T("212", same=True, x=(540, 700), h=84), T("=", same=True, x=(710, 760), h=84), T(remaining, same=True, x=(770, 1038), h=84),
        RV("diary_list"),
    ]
    meals = [("Breakfast", "412", [("Oatmeal, rolled oats", "60 g", "228"), ("Banana, medium", "1 banana", "105"), ("Coffee with semi-skimmed milk", "1 mug", "79")]),
             ("Lunch", str(sum(int(x[2]) for x in lunch)) if lunch else "0", lunch),
             ("Dinner", "0", []),
             ("Snacks", "433", [("Greek yogurt 2%", "170 g", "146"), ("Almonds", "28 g", "164"), ("Latte, oat milk, grande", "1 cup", "123")])]
    if lower:
        meals = meals[2:]
    for name, total, items in meals:
        body += [T(name, "meal_name", h=105, x=(42, 600)), T(total, "meal_calories", same=True, x=(800, 1038), h=105)]
        for f, s, c in items:
            body += [E("linear", None, None, "food_row", h=147, click=True), T(f, "food_name", same=True, x=(42, 800), h=84),
                     T(c, "food_calories", same=True, x=(820, 1038), h=84), T(s, "food_serving", x=(42, 800), h=52)]
        body.append(Bt("ADD FOOD", "add_food", h=105, x=(42, 500)))
    if lower:
        body += [T("Exercise", "meal_name", h=105, x=(42, 600)), T("212", same=True, x=(800, 1038), h=105),
                 T("Running (jogging), 10 km/h", h=84, x=(42, 800)), T("212", same=True, x=(820, 1038), h=84), T("32 minutes", h=52, x=(42, 800)),
                 Bt("ADD EXERCISE", h=105, x=(42, 500)), T("Water", h=105, x=(42, 600)), T("0 ml", same=True, x=(800, 1038), h=105),
                 Bt("Complete Diary", "complete_diary", h=147, x=(42, 1038))]
    return screen(MF, clock, batt, body + _mf_nav("Diary"))


# MyFitnessPal - clean
def t15(rs: RowSet) -> None:
    tr = Tr("In MyFitnessPal, log 1.5 servings of your homemade chicken burrito bowl for lunch and complete today's diary.",
            _mf_dash("13:12", 81, "845", "1,467", "4,210"))
    tr.act(_mf_diary("13:12", 81, [], "845", "1,467"), "click", on="Diary")
    srch = [IB("Back", h=147, x=(0, 126)), T("Lunch", same=True, x=(147, 600), h=147), ED(None, "Search for a food", "search_edit", focus=True, x=(42, 900)),
            IB("Scan a barcode", same=True, x=(912, 1038)), E("tab", "All", None, None, sel=True, h=126, x=(0, 270)),
            E("tab", "My Meals", None, None, same=True, x=(270, 540)), E("tab", "My Recipes", None, None, same=True, x=(540, 810)),
            E("tab", "My Foods", None, None, same=True, x=(810, 1080)), T("History", h=84, x=(42, 600))]
    hist = [("Chicken burrito bowl (homemade)", "630 cal, 1 bowl"), ("Greek yogurt 2%", "146 cal, 170 g"), ("Banana, medium", "105 cal, 1 banana"),
            ("Lentil soup, Albert Heijn", "212 cal, 1 container (400 ml)"), ("Almonds", "164 cal, 28 g")]
    for n, d in hist:
        srch += [E("linear", None, None, "food_row", h=168, click=True), T(n, "food_name", same=True, x=(42, 900), h=84),
                 IB("Quick log", same=True, x=(912, 1038)), T(d, "food_description", x=(42, 900), h=52)]
    tr.act(screen(MF, "13:13", 81, srch), "click", on="add_food", nth=1)
    res = srch[:2] + [ED("burrito bowl", "Search for a food", "search_edit", focus=True, x=(42, 900))] + srch[3:8] + [T("Results", h=84, x=(42, 600))]
    for n, d in [("Chicken burrito bowl (homemade)", "630 cal, 1 bowl, Verified by you"), ("Chicken Burrito Bowl, Chipotle", "665 cal, 1 bowl"),
                 ("Burrito bowl, vegetarian, Albert Heijn", "486 cal, 1 pack (380 g)"), ("Burrito Bowl Kit, Old El Paso", "350 cal, 1 serving"),
                 ("Steak burrito bowl, Tortilla", "712 cal, 1 bowl")]:
        res += [E("linear", None, None, "food_row", h=168, click=True), T(n, "food_name", same=True, x=(42, 900), h=84),
                IB("Quick log", same=True, x=(912, 1038)), T(d, "food_description", x=(42, 900), h=52)]
    tr.act(screen(MF, "13:13", 81, res), "input_text", on="search_edit", text="burrito bowl")

    def detail(servings: str, cal: str, carbs: str, fat: str, protein: str, clock: str) -> list[dict[str, Any]]:
        return screen(MF, clock, 81, [
            IB("Back", h=147, x=(0, 126)), T("Add Food", same=True, x=(147, 600), h=147), IB("Save", "action_save", same=True, x=(912, 1038)),
            T("Chicken burrito bowl (homemade)", h=105, x=(42, 1038)), T("Meal", h=84, x=(42, 500)), T("Lunch", "meal_value", same=True, x=(600, 1038), h=84, click=True),
            T("Number of Servings", h=84, x=(42, 500)), ED(servings, "Servings", "servings_edit", same=True, x=(600, 1038), h=84),
            T("Serving Size", h=84, x=(42, 500)), T("1 bowl", "serving_size_value", same=True, x=(600, 1038), h=84, click=True),
            T(cal, "calories_value", h=147, x=(42, 400)), T("cal", same=True, x=(400, 520), h=147),
            T(f"Carbs {carbs}", h=63, x=(42, 400)), T(f"Fat {fat}", same=True, x=(400, 720), h=63), T(f"Protein {protein}", same=True, x=(720, 1038), h=63),
            T("Percent of your daily goals", h=84, x=(42, 1038))])
    tr.act(detail("1", "630", "68 g", "21 g", "42 g", "13:13"), "click", on="Chicken burrito bowl (homemade)")
    tr.act(detail("1.5", "945", "102 g", "31.5 g", "63 g", "13:14"), "input_text", on="servings_edit", text="1.5")
    lunch = [("Chicken burrito bowl (homemade)", "1.5 bowl", "945")]
    tr.act(_mf_diary("13:14", 81, lunch, "1,790", "522"), "click", on="action_save")
    tr.act(_mf_dash("13:14", 80, "1,790", "522", "4,388"), "click", on="Dashboard")
    tr.act(_mf_diary("13:15", 80, lunch, "1,790", "522"), "click", on="Diary")
    tr.act(_mf_diary("13:15", 80, lunch, "1,790", "522", lower=True), "scroll", direction="down")
    done = [T("Your day is complete!", at=(84, 800, 996, 900)),
            T("If every day were like today... you'd weigh 77.6 kg in 5 weeks", at=(84, 920, 996, 1080)),
            Bt("Continue", "button1", at=(700, 1120, 996, 1246))]
    tr.act(screen(MF, "13:15", 80, done), "click", on="Complete Diary")
    rs.add(task="android", tid="h37-android-15", system=SYSTEM, turns=tr.turns, state=tr.state, bad=False)


MS = "com.facebook.orca"


def _ms_list(clock: str, batt: int, rows: list[tuple[str, str, bool]], badge: int) -> list[dict[str, Any]]:
    body: list[dict[str, Any]] = [
        IB("Menu", h=147, x=(0, 126)), V("chats", same=True, x=(147, 500)), IB("New message", same=True, x=(912, 1038)),
        Bt("Search", "Search", h=126, x=(42, 1038)),
        V("Your story", "Add to story", h=210, x=(21, 231), click=True), V("Carla", "Carla Jiménez, active now", same=True, x=(231, 441), click=True),
        V("Diego", "Diego Herrera, active 4m ago", same=True, x=(441, 651), click=True), V("Ana", "Ana Ruiz", same=True, x=(651, 861), click=True),
        RV(None),
    ]
    for name, line, unread in rows:
        body += [V(None, f"{name}{', unread' if unread else ''}", h=189, click=True), V(None, f"{name} profile picture", same=True, x=(42, 189)),
                 V(name, same=True, x=(210, 1000), h=84), V(line, x=(210, 1000), h=84)]
    for i, t in enumerate(["Chats", "Stories", "Notifications"]):
        label = f"Chats, {badge} new" if t == "Chats" and badge else t
        body.append(V(t, label, click=True, sel=t == "Chats", at=(i * 360, 2190, (i + 1) * 360, 2337)))
    return screen(MS, clock, batt, body)


def _ms_thread(clock: str, batt: int, msgs: list[dict[str, Any]], draft: str | None = None, typing: bool = False) -> list[dict[str, Any]]:
    body: list[dict[str, Any]] = [
        IB("Back", h=147, x=(0, 126)), V(None, "Carla Jiménez profile picture", same=True, x=(126, 231)),
        V("Carla Jiménez", same=True, x=(252, 700), h=84), IB("Audio call", same=True, x=(660, 786)), IB("Video chat", same=True, x=(786, 912)),
        IB("Conversation information", same=True, x=(912, 1038)), V("Active now", x=(252, 700), h=52), RV(None),
    ]
    for m in msgs:
        if m.get("sep"):
            body.append(V(m["sep"], h=84, x=(300, 780)))
            continue
        mine = m["who"] is None
        x = (300, 1038) if mine else (147, 860)
        label = m["text"] + (f", {m['react']}" if m.get("react") else "")
        body.append(V(m["text"], label, h=126, x=x, click=True))
        if m.get("status"):
            body.append(V(None, m["status"], h=52, x=(960, 1038)))
    if typing:
        body.append(V(None, "Carla Jiménez is typing", h=105, x=(147, 400)))
    body += [IB("Open more actions", at=(0, 2200, 105, 2305)), IB("Camera", at=(105, 2200, 210, 2305)), IB("Gallery", at=(210, 2200, 315, 2305)),
             ED(draft, "Message", focus=draft is not None, at=(315, 2190, 930, 2316))]
    body.append(IB("Send" if draft else "Send a like", at=(930, 2200, 1059, 2305)))
    return screen(MS, clock, batt, body)


# Messenger - bad
def t16(rs: RowSet) -> None:
    rows = [("Carla Jiménez", "Are we still on for Friday? I booked 20:30 · 19:08", True),
            ("Los Primos 🌮", "Diego: jajaja no way · 18:47", False),
            ("Ana Ruiz", "You: 👍 · 15:22", False),
            ("Tom Whitfield", "Tom sent a photo. · Mon", False),
            ("Climbing Wednesdays", "Inés: Who has the rope this week? · Sun", False),
            ("Lukas Brandt", "You: thx! · 8 Mar", False),
            ("Marketplace", "Is the bike still available? · 6 Mar", False)]
    tr = Tr("In Messenger, confirm Friday's dinner with Carla, react with a heart to the restaurant message and check the chat list.",
            _ms_list("19:10", 58, rows, 1))
    msgs: list[dict[str, Any]] = [
        {"sep": "Yesterday at 21:14"},
        {"who": "Carla", "text": "Did you see the new place on Calle Sol?"},
        {"who": None, "text": "Yes! Looks great"},
        {"sep": "19:08"},
        {"who": "Carla", "text": "Are we still on for Friday? I booked 20:30"},
        {"who": "Carla", "text": "It's La Brasa, table for 4"},
    ]
    tr.act(_ms_thread("19:10", 58, msgs), "click", on="Carla Jiménez")
    d1 = "Yes! 20:30 works. Is Marta coming too?"
    tr.act(_ms_thread("19:10", 58, msgs, draft=d1), "input_text", on="Message", text=d1)
    m2 = msgs + [{"who": None, "text": d1, "status": "Sent"}]
    tr.act(_ms_thread("19:11", 58, m2), "click", on="Send")
    m3 = msgs + [{"who": None, "text": d1, "status": "Seen by Carla Jiménez"}, {"who": "Carla", "text": "Yes she is, and Jorge 🙂"}]
    tr.act(_ms_thread("19:12", 57, m3), "wait")
    overlay = [V(None, f"React with {e}", click=True, at=(84 + i * 130, 1100, 214 + i * 130, 1230)) for i, e in enumerate(["❤", "😆", "😮", "😢", "😠", "👍"])]
    overlay += [IB("More reactions", at=(864, 1100, 994, 1230)), V("It's La Brasa, table for 4", at=(147, 1260, 860, 1386))]
    overlay += [V(a, click=True, at=(42 + i * 199, 2150, 241 + i * 199, 2316)) for i, a in enumerate(["Reply", "Forward", "Copy", "Pin", "More"])]
    tr.act(screen(MS, "19:12", 57, overlay), "long_press", on="It's La Brasa, table for 4")
    m4 = [dict(m, react="❤ reaction by you") if m.get("text") == "It's La Brasa, table for 4" else m for m in m3]
    tr.act(_ms_thread("19:12", 57, m4), "click", on="React with ❤")
    d2 = "Perfect, see you Friday!"
    tr.act(_ms_thread("19:13", 57, m4, draft=d2), "input_text", on="Message", text=d2)
    m5 = m4 + [{"who": None, "text": d2, "status": "Sent"}]
    tr.act(_ms_thread("19:14", 57, m5), "click", on="Send")
    m6 = [{k: v for k, v in m.items() if k != "status"} for m in m4] + \
        [{"who": None, "text": d2, "react": "👍 reaction by Carla Jiménez", "status": "Seen by Carla Jiménez"}]
    tr.act(_ms_thread("19:15", 57, m6), "wait")
    rows2 = [("Carla Jiménez", "You: Perfect, see you Friday! · 19:06", False)] + rows[1:]
    tr.act(_ms_list("19:15", 57, rows2, 0), "navigate_back")
    srch = [IB("Back", h=147, x=(0, 126)), ED(None, "Search", same=True, focus=True, x=(147, 1038)), V("Suggested", h=84, x=(42, 600))]
    for n in ["Carla Jiménez", "Diego Herrera", "Ana Ruiz", "Inés Navarro", "Tom Whitfield", "Lukas Brandt", "Marta Gil"]:
        srch += [V(None, f"{n} profile picture", h=147, x=(42, 168)), V(n, same=True, x=(189, 1000), click=True)]
    tr.act(screen(MS, "19:15", 57, srch), "click", on="Search")
    rs.add(task="android", tid="h37-android-16", system=SYSTEM, turns=tr.turns, state=tr.state, bad=True, turn=10,
           kind="chat list shows the agent's latest message with a time earlier than the messages it followed")


FD = "com.nononsenseapps.feeder"


def _fd_items(clock: str, batt: int, title: str, items: list[tuple[str, str, str]]) -> list[dict[str, Any]]:
    body: list[dict[str, Any]] = [IB("Open navigation drawer", h=147, x=(0, 126)), V(title, same=True, x=(147, 640)),
                                  IB("Sync", same=True, x=(660, 786)), IB("Mark all as read", same=True, x=(786, 912)),
                                  IB("More options", same=True, x=(912, 1038)), RV(None)]
    for t, feed, date in items:
        body += [V(None, None, h=231, click=True), V(t, same=True, x=(42, 1038), h=126), V(feed, x=(42, 700), h=52),
                 V(date, same=True, x=(720, 1038), h=52)]
    return screen(FD, clock, batt, body)


def _fd_drawer(clock: str, batt: int, total: int, tech: int, feeds: list[tuple[str, int, bool]]) -> list[dict[str, Any]]:
    body: list[dict[str, Any]] = [V("Feeder", h=147, x=(42, 700)), V("All feeds", h=126, x=(42, 760), click=True), V(str(total), same=True, x=(780, 900)),
                                  V("Tech", h=126, x=(42, 760), click=True), V(str(tech), same=True, x=(780, 900)), IB("Collapse", same=True, x=(900, 1000))]
    for name, n, tagged in feeds:
        body += [V(name, h=126, x=(126 if tagged else 42, 760), click=True), V(str(n), same=True, x=(780, 900))]
    return screen(FD, clock, batt, body)


def _fd_edit(clock: str, batt: int, tag: str | None) -> list[dict[str, Any]]:
    return screen(FD, clock, batt, [
        IB("Navigate up", h=147, x=(0, 126)), V("Edit feed", same=True, x=(147, 700)),
        ED("https://lwn.net/headlines/rss", "URL", x=(42, 1038)), ED("LWN.net", "Title", x=(42, 1038)),
        ED(tag, "Tag", focus=tag is not None, x=(42, 1038)),
        SW("Fetch full articles by default", False, x=(42, 1038)), SW("Notify for new items", False, x=(42, 1038)),
        V("Open items by default with", h=84, x=(42, 1038)),
        RB("Use app default", True, x=(42, 1038)), RB("Reader", False, x=(42, 1038)), RB("Custom tab", False, x=(42, 1038)),
        RB("Default browser", False, x=(42, 1038)), Bt("OK", at=(42, 2190, 1038, 2316))])


# Feeder - clean
def t17(rs: RowSet) -> None:
    items = [("Ask HN: What are you using for self-hosted email in 2025?", "Hacker News: Front Page", "Mar 12, 12:28"),
             ("Framework Laptop 12 pre-orders open", "Ars Technica - All content", "Mar 12, 12:05"),
             ("Third-party repositories are getting an overhaul", "F-Droid News", "Mar 12, 11:40"),
             ("Show HN: A tiny SQLite replication tool in 600 lines of Go", "Hacker News: Front Page", "Mar 12, 11:12"),
             ("Solar-powered website: three years of uptime data", "Low←Tech Magazine", "Mar 12, 10:02"),
             ("Arti 1.4.1 is released", "Tor Project blog", "Mar 12, 09:47"),
             ("A short history of the index card", "kottke.org", "Mar 12, 08:55")]
    tr = Tr("In Feeder, subscribe to LWN.net headlines (https://lwn.net/headlines/rss) under the tag Tech and check the unread counts.",
            _fd_items("12:40", 76, "All feeds", items))
    menu = [V(t, click=True, at=(560, 200 + i * 126, 1038, 326 + i * 126)) for i, t in
            enumerate(["Add feed", "Import / Export (OPML)", "Show only unread", "Settings", "Send bug report"])]
    tr.act(screen(FD, "12:40", 76, menu), "click", on="More options")
    add = [IB("Navigate up", h=147, x=(0, 126)), V("Add feed", same=True, x=(147, 700)), ED(None, "Search or paste URL", focus=True, x=(42, 900)),
           IB("Search", same=True, x=(912, 1038)), V("Enter a website or feed address. Feeder will look for RSS and Atom feeds on the page.", h=126, x=(42, 1038))]
    tr.act(screen(FD, "12:40", 76, add), "click", on="Add feed")
    url = "https://lwn.net/headlines/rss"
    add2 = add[:2] + [ED(url, "Search or paste URL", focus=True, x=(42, 900))] + add[3:]
    tr.act(screen(FD, "12:41", 76, add2), "input_text", on="Search or paste URL", text=url)
    found = add2[:4] + [V("LWN.net", h=84, x=(42, 1038), click=True), V(url, h=63, x=(42, 1038)),
                        V("LWN.net is a comprehensive source of news and opinions from and about the Linux community.", h=126, x=(42, 1038))]
    tr.act(screen(FD, "12:41", 76, found), "keyboard_enter")
    tr.act(_fd_edit("12:41", 76, None), "click", on="LWN.net")
    tr.act(_fd_edit("12:42", 76, "Tech"), "input_text", on="Tag", text="Tech")
    lwn = [("[$] Kernel support for hardware-based control-flow integrity", "LWN.net", "Mar 12, 12:36"),
           ("Security updates for Wednesday", "LWN.net", "Mar 12, 12:14"),
           ("[$] The state of Python packaging in 2025", "LWN.net", "Mar 12, 09:02"),
           ("Firefox 136.0.1 released", "LWN.net", "Mar 11, 19:48"),
           ("Stable kernels 6.13.7 and 6.12.19", "LWN.net", "Mar 11, 17:30"),
           ("[$] A look at the Rust-for-Linux DMA debate", "LWN.net", "Mar 11, 14:11"),
           ("Debian 12.10 released", "LWN.net", "Mar 11, 10:25")]
    tr.act(_fd_items("12:42", 75, "LWN.net", lwn), "click", on="OK")
    feeds = [("Ars Technica - All content", 14, True), ("F-Droid News", 5, True), ("Hacker News: Front Page", 23, True), ("LWN.net", 15, True),
             ("kottke.org", 4, False), ("Low←Tech Magazine", 1, False), ("Tor Project blog", 2, False)]
    tr.act(_fd_drawer("12:43", 75, 64, 57, feeds), "click", on="Open navigation drawer")
    rs.add(task="android", tid="h37-android-17", system=SYSTEM, turns=tr.turns, state=tr.state, bad=False)


FN = "org.mozilla.fennec_fdroid"


def _fn_page(clock: str, batt: int, url: str, tabs: int, content: list[dict[str, Any]], snack: bool = False) -> list[dict[str, Any]]:
    body: list[dict[str, Any]] = [
        IB("Home screen", "mozac_browser_toolbar_navigation_actions", h=147, x=(0, 126)),
        IV("Secure connection", "mozac_browser_toolbar_security_indicator", same=True, x=(126, 210)),
        T(url, "mozac_browser_toolbar_url_view", same=True, x=(210, 800), h=147, click=True),
        E("frame", str(tabs), f"{tabs} open tabs. Tap to switch tabs.", "counter_root", same=True, click=True, x=(800, 926)),
        IB("Main menu", "mozac_browser_toolbar_menu", same=True, x=(926, 1052)),
        E("web", None, None, None, fill=True, scroll=True),
    ]
    body += content
    if snack:
        body += [T("Bookmark saved!", "snackbar_text", at=(63, 2170, 760, 2290)), Bt("EDIT", "snackbar_action", at=(800, 2170, 1017, 2290))]
    return screen(FN, clock, batt, body)


def _fn_menu(clock: str, batt: int, bookmarked: bool) -> list[dict[str, Any]]:
    body: list[dict[str, Any]] = [IB("Back", at=(560, 200, 680, 320)), IB("Forward", at=(680, 200, 800, 320)), IB("Refresh", at=(800, 200, 920, 320)),
                                  IB("Share", at=(920, 200, 1040, 320))]
    rows = ["Bookmarks", "History", "Downloads", "Add-ons", "Synced tabs", "Find in page", "Desktop site", "Add to Home screen",
            "Edit bookmark" if bookmarked else "Bookmark", "Settings"]
    for i, t in enumerate(rows):
        if t == "Desktop site":
            body.append(SW(t, False, at=(560, 330 + i * 126, 1040, 456 + i * 126)))
        else:
            body.append(T(t, click=True, at=(560, 330 + i * 126, 1040, 456 + i * 126)))
    return screen(FN, clock, batt, body)


REL = [V("Releases - forgejo/forgejo - Codeberg.org", h=126, x=(21, 1059)), V("forgejo / forgejo", h=84, x=(21, 1059)),
       V("Releases 126", h=84, x=(21, 500), click=True), V("Tags 352", same=True, x=(520, 900), click=True)]
REL_TOP = [V("v10.0.1", h=105, x=(21, 500), click=True), V("Stable", same=True, x=(520, 700)), V("released this 2025-02-12", h=63, x=(21, 1059)),
           V("Security and bug fix release. Fixes a security issue in the package registry and a regression in LFS locks.", h=168, x=(21, 1059)),
           V("Assets 14", h=84, x=(21, 500), click=True)]
REL_MORE = [V("v10.0.0", h=105, x=(21, 500), click=True), V("released this 2025-01-16", h=63, x=(21, 1059)),
            V("Forgejo v10 adds quota management, a redesigned repository settings page and SHA-256 repository support by default.", h=168, x=(21, 1059)),
            V("v7.0.12", h=105, x=(21, 500), click=True), V("LTS", same=True, x=(520, 700)), V("released this 2025-01-09", h=63, x=(21, 1059)),
            V("v9.0.3", h=105, x=(21, 500), click=True), V("released this 2024-12-12", h=63, x=(21, 1059))]


# Fennec - bad
def t18(rs: RowSet) -> None:
    rhine = [V("Rhine - Wikipedia", h=126, x=(21, 1059)), V("From Wikipedia, the free encyclopedia", h=63, x=(21, 1059)),
             V("The Rhine is one of the major European rivers. The river begins in the Swiss canton of Graubünden in the southeastern Swiss Alps. "
               "It forms part of the Swiss-Liechtenstein, Swiss-Austrian, Swiss-German and then the Franco-German border.", h=420, x=(21, 1059)),
             V("Contents", h=84, x=(21, 500), click=True), V("Etymology", h=84, x=(21, 500), click=True), V("Geography", h=84, x=(21, 500), click=True)]
    tr = Tr("In Fennec, open the Forgejo releases page on Codeberg in a new tab, bookmark it and open the newest release.",
            _fn_page("14:02", 69, "en.wikipedia.org/wiki/Rhine", 3, rhine))
    tray = [E("tab", "Tabs", "3 open tabs", None, sel=True, h=147, x=(0, 360)), E("tab", None, "Private tabs", None, same=True, x=(360, 720)),
            E("tab", None, "Synced tabs", None, same=True, x=(720, 1080)), IB("Open tabs menu", h=105, x=(912, 1038)), RV("tabsTray")]
    for t, u, s in [("Rhine - Wikipedia", "en.wikipedia.org", True), ("Fahrplan – DB Navigator | bahn.de", "int.bahn.de", False),
                    ("Wetter Basel - MeteoSchweiz", "meteoswiss.admin.ch", False)]:
        tray += [E("linear", None, None, "tab_item", h=210, click=True, sel=s), IV(f"{t} thumbnail", same=True, x=(42, 294)),
                 T(t, "mozac_browser_tabstray_title", same=True, x=(315, 900), h=84), IB(f"Close tab {t}", "mozac_browser_tabstray_close", same=True, x=(912, 1038)),
                 T(u, "mozac_browser_tabstray_url", x=(315, 900), h=63)]
    tray.append(E("button", "New tab", "Add tab", "tab_tray_overflow", at=(700, 2150, 1038, 2290)))
    tr.act(screen(FN, "14:02", 69, tray), "click", on="counter_root")
    edit = [ED(None, "Search or enter address", "mozac_browser_toolbar_edit_url_view", focus=True, at=(21, 84, 900, 210)),
            IB("Scan", "mozac_browser_toolbar_edit_actions_end", at=(912, 84, 1038, 210))]
    home = edit + [T("Shortcuts", at=(42, 260, 600, 330))]
    for i, s in enumerate(["Wikipedia", "Codeberg", "OpenStreetMap", "F-Droid"]):
        home.append(E("linear", s, s, "top_site_item", click=True, at=(42 + i * 249, 340, 291 + i * 249, 560)))
    tr.act(screen(FN, "14:02", 69, home), "click", on="Add tab")
    q = "codeberg.org/forgejo/forgejo/releases"
    edit2 = [ED(q, "Search or enter address", "mozac_browser_toolbar_edit_url_view", focus=True, at=(21, 84, 900, 210)),
             IB("Clear", "mozac_browser_toolbar_clear_view", at=(912, 84, 1038, 210))]
    for i, (t, u) in enumerate([("codeberg.org/forgejo/forgejo/releases", ""), ("Forgejo: Releases", "codeberg.org/forgejo/forgejo/releases?q=v9"),
                                ("forgejo/forgejo - Codeberg.org", "codeberg.org/forgejo/forgejo"), ("codeberg.org/forgejo/forgejo/releases latest", "Search")]):
        edit2 += [T(t, "mozac_browser_awesomebar_title", click=True, at=(147, 240 + i * 168, 1038, 324 + i * 168)),
                  T(u or None, "mozac_browser_awesomebar_description", at=(147, 324 + i * 168, 1038, 387 + i * 168))]
    tr.act(screen(FN, "14:03", 69, edit2), "input_text", on="mozac_browser_toolbar_edit_url_view", text=q)
    tr.act(_fn_page("14:03", 69, q, 4, REL + REL_TOP), "keyboard_enter")
    tr.act(_fn_menu("14:03", 69, False), "click", on="Main menu")
    tr.act(_fn_page("14:03", 69, q, 4, REL + REL_TOP, snack=True), "click", on="Bookmark")
    tr.act(_fn_menu("14:04", 68, True), "click", on="Main menu")
    bms = [IB("Navigate up", h=147, x=(0, 126)), T("Bookmarks", same=True, x=(147, 700), h=147), IB("Search bookmarks", same=True, x=(786, 912)),
           IB("Close", same=True, x=(912, 1038)), E("linear", "Desktop bookmarks", None, "bookmark_item", h=147, click=True)]
    for t, u in [("Releases - forgejo/forgejo - Codeberg.org", "codeberg.org"), ("F-Droid - Free and Open Source Android App Repository", "f-droid.org"),
                 ("Tor Project | Anonymity Online", "torproject.org"), ("Wetter Basel - MeteoSchweiz", "meteoswiss.admin.ch"),
                 ("OpenStreetMap", "openstreetmap.org")]:
        bms += [E("linear", None, None, "bookmark_item", h=168, click=True), IV(None, "favicon", same=True, x=(42, 147)),
                T(t, "title", same=True, x=(168, 900), h=84), IB("Bookmark item menu", "overflow_menu", same=True, x=(912, 1038)),
                T(u, "url", x=(168, 900), h=63)]
    tr.act(screen(FN, "14:04", 68, bms), "click", on="Bookmarks")
    tr.act(_fn_page("14:04", 68, q, 4, REL + REL_TOP), "navigate_back")
    tr.act(_fn_page("14:05", 68, q, 4, REL[2:] + REL_TOP + REL_MORE[:6]), "scroll", direction="down")
    rel = [V("Forgejo v10.0.1", h=126, x=(21, 1059)), V("forgejo released this 2025-02-12 · 37 commits to v10.0/forgejo since this release", h=84, x=(21, 1059)),
           V("Security", h=84, x=(21, 500)), V("Fixes a security issue in the package registry.", h=126, x=(21, 1059)),
           V("Bug fixes", h=84, x=(21, 500)), V("LFS locks are listed again for repositories with more than 50 locks.", h=126, x=(21, 1059)),
           V("Assets 14", h=84, x=(21, 500), click=True), V("forgejo-10.0.1-linux-amd64.xz  33.8 MiB", h=84, x=(21, 1059), click=True),
           V("forgejo-10.0.1-linux-arm64.xz  30.9 MiB", h=84, x=(21, 1059), click=True)]
    tr.act(_fn_page("14:05", 68, "codeberg.org/forgejo/forgejo/releases/tag/v10.0.1", 3, REL[1:2] + rel), "click", on="v10.0.1")
    tr.act(_fn_menu("14:06", 68, False), "click", on="Main menu")
    rs.add(task="android", tid="h37-android-18", system=SYSTEM, turns=tr.turns, state=tr.state, bad=True, turn=11,
           kind="tab counter drops by one after following a link in the same tab, with no tab closed")


KD = "com.amazon.kindle"
PP1 = ("Chapter 1\n\nIt is a truth universally acknowledged, that a single man in possession of a good fortune, must be in want of a wife.\n\n"
       "However little known the feelings or views of such a man may be on his first entering a neighbourhood, this truth is so well fixed in "
       "the minds of the surrounding families, that he is considered the rightful property of some one or other of their daughters.\n\n"
       "\u201cMy dear Mr. Bennet,\u201d said his lady to him one day, \u201chave you heard that Netherfield Park is let at last?\u201d\n\n"
       "Mr. Bennet replied that he had not.")
PP2 = ("\u201cBut it is,\u201d returned she; \u201cfor Mrs. Long has just been here, and she told me all about it.\u201d\n\n"
       "Mr. Bennet made no answer.\n\n\u201cDo you not want to know who has taken it?\u201d cried his wife impatiently.\n\n"
       "\u201cYou want to tell me, and I have no objection to hearing it.\u201d\n\nThis was invitation enough.")
PP3 = ("\u201cWhy, my dear, you must know, Mrs. Long says that Netherfield is taken by a young man of large fortune from the north of England; "
       "that he came down on Monday in a chaise and four to see the place, and was so much delighted with it, that he agreed with Mr. Morris "
       "immediately; that he is to take possession before Michaelmas, and some of his servants are to be in the house by the end of next week.\u201d")


def _kd_reader(clock: str, batt: int, text: str, loc: str, chrome: bool = False, panel: int | None = None) -> list[dict[str, Any]]:
    body: list[dict[str, Any]] = []
    if chrome:
        body += [IB("Back", h=147, x=(0, 126)), T("Pride and Prejudice", same=True, x=(147, 560), h=147),
                 IB("Display settings", "menuitem_aa", same=True, x=(580, 706)), IB("Search", same=True, x=(706, 832)),
                 E("check", None, "Bookmark", None, same=True, check=False, x=(832, 958)), IB("More", same=True, x=(958, 1080))]
    body.append(E("view", text, None, "reader_content", click=True, at=(63, 231, 1017, 1350 if panel is not None else 2150)))
    if panel is not None:
        body += [E("tab", "Themes", None, None, at=(0, 1380, 270, 1500)), E("tab", "Font", None, None, sel=True, at=(270, 1380, 540, 1500)),
                 E("tab", "Layout", None, None, at=(540, 1380, 810, 1500)), E("tab", "More", None, None, at=(810, 1380, 1080, 1500))]
        for i, f in enumerate(["Bookerly", "Amazon Ember", "Baskerville", "Caecilia", "OpenDyslexic"]):
            body.append(RB(f, f == "Bookerly", at=(42, 1520 + i * 105, 1038, 1625 + i * 105)))
        body += [T("Size", at=(42, 2060, 200, 2130)), IB("Decrease font size", at=(210, 2040, 336, 2166)),
                 E("seek", None, f"Font size {panel}", "font_size_slider", at=(336, 2060, 744, 2146)),
                 IB("Increase font size", at=(744, 2040, 870, 2166))]
    elif chrome:
        body += [E("seek", None, f"{loc} of 8102", "location_seekbar", at=(42, 2130, 1038, 2200)), T(f"{loc} of 8102 · 0%", at=(42, 2210, 800, 2270)),
                 IB("Go to", at=(870, 2200, 1038, 2316))]
    else:
        body += [T("Learning reading speed", "footer_left", at=(42, 2230, 600, 2290)), T("0%", "footer_right", at=(840, 2230, 1038, 2290))]
    return screen(KD, clock, batt, body)


def _kd_library(clock: str, batt: int, books: list[tuple[str, str, str]]) -> list[dict[str, Any]]:
    body: list[dict[str, Any]] = [T("Library", h=147, x=(42, 500)), IB("Search", same=True, x=(786, 912)), IB("Sync", same=True, x=(912, 1038)),
                                  Bt("All", h=105, x=(42, 220), sel=True), Bt("Downloaded", same=True, x=(232, 520)),
                                  Bt("Recent", "sort_button", same=True, x=(760, 1038)), RV("library_grid")]
    for title, author, status in books:
        body += [E("linear", None, f"{title}, {author}, {status}", "library_item", h=252, click=True), IV(f"{title} cover", same=True, x=(42, 210)),
                 T(title, "title", same=True, x=(231, 1038), h=84), T(author, "author", x=(231, 1038), h=63), T(status, "status", x=(231, 1038), h=63)]
    for i, t in enumerate(["Home", "Library", "Notebook", "More"]):
        body.append(E("frame", t, t, None, sel=t == "Library", click=True, at=(i * 270, 2190, (i + 1) * 270, 2337)))
    return screen(KD, clock, batt, body)


# Kindle - clean
def t19(rs: RowSet) -> None:
    books = [("The Ministry for the Future", "Kim Stanley Robinson", "8% read"), ("Sapiens", "Yuval Noah Harari", "23% read"),
             ("Pride and Prejudice", "Jane Austen", "New"), ("Piranesi", "Susanna Clarke", "Read"),
             ("Klara and the Sun", "Kazuo Ishiguro", "Read")]
    tr = Tr("In Kindle, open Pride and Prejudice, make the font one size larger and turn to the next page.", _kd_library("23:05", 22, books))
    big = PP1 + "\n\n" + PP2
    tr.act(_kd_reader("23:05", 22, big, "Loc 14"), "click", on="Pride and Prejudice")
    tr.act(_kd_reader("23:06", 22, big, "Loc 14", chrome=True), "click", on="reader_content")
    tr.act(_kd_reader("23:06", 22, PP1, "Loc 14", chrome=True, panel=4), "click", on="Display settings")
    tr.act(_kd_reader("23:06", 22, PP1.rsplit("\n\n", 1)[0], "Loc 14", chrome=True, panel=5), "click", on="Increase font size")
    tr.act(_kd_reader("23:07", 22, PP1, "Loc 14"), "navigate_back")
    tr.act(_kd_reader("23:08", 21, PP2 + "\n\n" + PP3, "Loc 19"), "scroll", direction="right")
    books2 = [("Pride and Prejudice", "Jane Austen", "0% read")] + [b for b in books if b[0] != "Pride and Prejudice"]
    tr.act(_kd_library("23:09", 21, books2), "navigate_back")
    rs.add(task="android", tid="h37-android-19", system=SYSTEM, turns=tr.turns, state=tr.state, bad=False)


OA = "net.osmand"


def _oa_map(extra: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [E("frame", None, "Map", "MapView", click=True, at=(0, 63, W, 2337)),
            IB("Search", "map_search_button", at=(21, 105, 147, 231)), IB("Menu", "map_menu_button", at=(21, 2150, 168, 2297)),
            IB("Compass", "map_compass_button", at=(933, 105, 1059, 231)), IB("Configure map", "map_layers_button", at=(933, 252, 1059, 378)),
            IB("Zoom in", "map_zoom_in_button", at=(933, 1300, 1059, 1426)), IB("Zoom out", "map_zoom_out_button", at=(933, 1440, 1059, 1566)),
            IB("My location", "map_my_location_button", at=(933, 1600, 1059, 1726)), T("200 m", "map_ruler_text", at=(180, 2200, 330, 2260))] + extra


def _oa_route(clock: str, batt: int, mins: str, km: str, arrive: str) -> list[dict[str, Any]]:
    body: list[dict[str, Any]] = [
        IB("Close", h=147, x=(0, 126)), T("My position", "fromText", same=True, x=(147, 900), h=84), IB("Swap", same=True, x=(912, 1038)),
        T("Domtoren", "toText", x=(147, 900), h=84), IB("Add intermediate point", same=True, x=(912, 1038)),
    ]
    for i, p in enumerate(["Driving", "Cycling", "Walking", "Public transport"]):
        body.append(E("frame", None, p, "app_mode_icon", click=True, sel=p == "Cycling", same=i > 0, x=(42 + i * 150, 192 + i * 150), h=126))
    body += [E("frame", None, None, None, h=900), T(mins, "time", h=105, x=(42, 400)), T(km, "distance", same=True, x=(420, 700), h=105),
             T(f"Arrive at {arrive}", "arrival", h=63, x=(42, 700)), T("Elevation: +4 m / −3 m", h=63, x=(42, 1038)),
             Bt("Options", "map_options_route_button", h=147, x=(42, 330)), Bt("Details", same=True, x=(342, 630)), Bt("Start", "start_button", same=True, x=(642, 1038))]
    return screen(OA, clock, batt, body)


def _oa_params(clock: str, batt: int, sw: dict[str, bool]) -> list[dict[str, Any]]:
    body: list[dict[str, Any]] = [IB("Back", h=147, x=(0, 126)), T("Route parameters", same=True, x=(147, 700), h=84),
                                  T("Cycling", x=(147, 700), h=63)]
    for name, on in sw.items():
        body.append(SW(name, on, "toggle_item", x=(42, 1038)))
    body += [E("linear", "Avoid roads…", None, None, h=126, click=True), T("Voice prompts", h=84, x=(42, 600)),
             T("English (TTS)", same=True, x=(620, 1038), h=84), SW("Simulate navigation", False, "toggle_item", x=(42, 1038)),
             E("linear", "Other settings", None, None, h=126, click=True)]
    return screen(OA, clock, batt, body)


# OsmAnd - bad
def t20(rs: RowSet) -> None:
    tr = Tr("In OsmAnd, plan a cycling route to the Domtoren in Utrecht that avoids unpaved roads, then start navigation.",
            screen(OA, "16:20", 61, _oa_map([])))
    srch = [IB("Back", h=147, x=(0, 126)), ED(None, "Type to search all", "searchEditText", same=True, focus=True, x=(147, 1038)),
            E("tab", "History", None, None, sel=True, h=126, x=(0, 360)), E("tab", "Categories", None, None, same=True, x=(360, 720)),
            E("tab", "Address", None, None, same=True, x=(720, 1080))]
    for n, d in [("Utrecht Centraal", "Railway station · 1.1 km"), ("Nijntje Museum", "Museum · 2.0 km"), ("Oudegracht 231", "Address · 2.3 km"),
                 ("Albert Heijn Vinkenburgstraat", "Supermarket · 2.2 km"), ("Griftpark", "Park · 1.4 km")]:
        srch += [E("linear", None, None, "search_item", h=168, click=True), T(n, "title", same=True, x=(147, 1038), h=84), T(d, "subtitle", x=(147, 1038), h=63)]
    tr.act(screen(OA, "16:20", 61, srch), "click", on="map_search_button")
    res = [IB("Back", h=147, x=(0, 126)), ED("Domtoren", "Type to search all", "searchEditText", same=True, focus=True, x=(147, 900)),
           IB("Clear", same=True, x=(912, 1038))]
    for n, d in [("Domtoren", "Tower · Domplein, Utrecht · 2.4 km"), ("Domplein", "Square · Utrecht · 2.4 km"),
                 ("Domtoren", "Bus stop · Korte Jansstraat, Utrecht · 2.5 km"), ("Domkerk", "Church · Achter de Dom, Utrecht · 2.5 km")]:
        res += [E("linear", None, None, "search_item", h=168, click=True), T(n, "title", same=True, x=(147, 1038), h=84), T(d, "subtitle", x=(147, 1038), h=63)]
    tr.act(screen(OA, "16:20", 61, res), "input_text", on="searchEditText", text="Domtoren")
    card = [T("Domtoren", "context_menu_line1", at=(42, 1700, 900, 1790)), T("Tower · Domplein 21, 3512 JC Utrecht", "context_menu_line2", at=(42, 1790, 900, 1850)),
            T("2.4 km", "distance", at=(42, 1860, 400, 1920)), Bt("Directions", "context_menu_route_button", at=(42, 1940, 400, 2066)),
            Bt("Add", at=(420, 1940, 620, 2066)), Bt("Marker", at=(630, 1940, 830, 2066)), Bt("Share", at=(840, 1940, 1038, 2066)),
            Bt("Details", at=(42, 2090, 1038, 2216))]
    tr.act(screen(OA, "16:21", 61, _oa_map(card)), "click", on="Domtoren", nth=1)
    tr.act(_oa_route("16:21", 61, "11 min", "2.6 km", "16:32"), "click", on="Directions")
    sw = {"Avoid unpaved roads": False, "Avoid ferries": False, "Avoid stairs": False, "Avoid border crossing": False, "Use elevation data": False}
    tr.act(_oa_params("16:21", 61, sw), "click", on="Options")
    tr.act(_oa_params("16:22", 60, dict(sw, **{"Avoid unpaved roads": True, "Avoid ferries": True})), "click", on="Avoid unpaved roads")
    tr.act(_oa_route("16:22", 60, "12 min", "2.8 km", "16:34"), "navigate_back")
    nav = [E("frame", None, "Map", "MapView", click=True, at=(0, 63, W, 2337)), IV("Turn right", "next_turn_icon", at=(21, 105, 231, 315)),
           T("120 m", "next_turn_distance", at=(21, 315, 231, 378)), T("Wittevrouwensingel", "street_name", at=(252, 126, 1038, 231)),
           T("2.8 km", "distance_to_destination", at=(756, 420, 1038, 500)), T("16:34", "arrival_time", at=(756, 510, 1038, 590)),
           T("0 km/h", "speed", at=(21, 1990, 231, 2100)), IB("Menu", "map_menu_button", at=(21, 2150, 168, 2297)),
           IB("Stop navigation", "stop_navigation", at=(912, 2150, 1059, 2297))]
    tr.act(screen(OA, "16:22", 60, nav, icons=("OsmAnd notification: Navigation",)), "click", on="start_button")
    nav2 = nav[:1] + [IV("Turn left", "next_turn_icon", at=(21, 105, 231, 315)), T("300 m", "next_turn_distance", at=(21, 315, 231, 378)),
                      T("Biltstraat", "street_name", at=(252, 126, 1038, 231)), T("2.5 km", "distance_to_destination", at=(756, 420, 1038, 500))] + \
        nav[5:6] + [T("17 km/h", "speed", at=(21, 1990, 231, 2100))] + nav[7:]
    tr.act(screen(OA, "16:23", 60, nav2, icons=("OsmAnd notification: Navigation",)), "wait")
    rs.add(task="android", tid="h37-android-20", system=SYSTEM, turns=tr.turns, state=tr.state, bad=True, turn=6,
           kind="a second route option switches on though only the unpaved-roads toggle was tapped")


MF2 = "me.zhanghai.android.files"


def _mfl(clock: str, batt: int, crumbs: list[str], items: list[tuple[str, str, bool]], sel: list[str] | None = None,
         cut: int = 0, speed: bool = False) -> list[dict[str, Any]]:
    if sel:
        body: list[dict[str, Any]] = [IB("Close", h=147, x=(0, 126)), T(f"{len(sel)} selected", same=True, x=(147, 500), h=147),
                                      IB("Cut", "action_cut", same=True, x=(534, 660)), IB("Copy", "action_copy", same=True, x=(660, 786)),
                                      IB("Delete", "action_delete", same=True, x=(786, 912)), IB("More options", same=True, x=(912, 1038))]
    else:
        body = [IB("Open navigation drawer", h=147, x=(0, 126)), T(crumbs[-1], same=True, x=(147, 600), h=147),
                IB("Search", "action_search", same=True, x=(660, 786)), IB("Sort", "action_sort", same=True, x=(786, 912)),
                IB("More options", same=True, x=(912, 1038))]
    for i, c in enumerate(crumbs):
        body.append(T(c, "breadcrumb_item", click=True, same=i > 0, h=105, x=(42 + i * 300, 330 + i * 300)))
    body.append(RV("recyclerView"))
    if not items:
        body.append(T("No files", "emptyView", h=126, x=(300, 780)))
    for name, meta, is_dir in items:
        chosen = bool(sel) and name in sel
        body += [E("frame", None, None, "itemLayout", h=168, click=True, sel=chosen), IV("Directory" if is_dir else "File", "iconImage", same=True, x=(42, 147)),
                 T(name, "nameText", same=True, x=(189, 1038), h=84), T(meta, "descriptionText", x=(189, 1038), h=63)]
    if cut:
        body += [T(f"{cut} items cut", "bottomBarText", at=(42, 2190, 700, 2316)), Bt("Paste", "action_paste", at=(720, 2190, 1038, 2316))]
    if speed:
        body += [Bt("New file", "newFileFab", at=(560, 1760, 1038, 1886)), Bt("New directory", "newDirectoryFab", at=(560, 1900, 1038, 2026))]
    if not sel:
        body.append(IB("Create", "speedDialView", at=(870, 2040, 1038, 2208) if not cut else (870, 1990, 1038, 2158)))
    return screen(MF2, clock, batt, body)


# Material Files - clean
def t21(rs: RowSet) -> None:
    crumbs = ["Internal storage", "Documents"]
    items = [("Markor", "Mar 12 08:41 · 9 items", True), ("Scans", "Feb 28 17:20 · 14 items", True),
             ("insurance_policy_2025.pdf", "Jan 8 11:02 · 1.24 MB", False), ("receipt_ikea_20250302.pdf", "Mar 2 16:44 · 212 kB", False),
             ("receipt_mediamarkt_20250219.pdf", "Feb 19 18:31 · 98.3 kB", False), ("tax-notes.txt", "Mar 4 21:15 · 4.10 kB", False),
             ("wifi-qr.png", "Nov 23 2024 · 18.2 kB", False)]
    tr = Tr("In Material Files, create a folder receipts-2025 in Documents and move both receipt PDFs into it.", _mfl("09:55", 80, crumbs, items))
    tr.act(_mfl("09:55", 80, crumbs, items, speed=True), "click", on="speedDialView")
    dlg = [T("New directory", "alertTitle", at=(84, 800, 996, 890)), Bt("Cancel", "button2", at=(520, 1060, 760, 1186)), Bt("Create", "button1", at=(780, 1060, 996, 1186))]
    tr.act(screen(MF2, "09:55", 80, dlg[:1] + [ED(None, "Name", "nameEdit", focus=True, at=(84, 900, 996, 1040))] + dlg[1:]), "click", on="New directory")
    tr.act(screen(MF2, "09:56", 80, dlg[:1] + [ED("receipts-2025", "Name", "nameEdit", focus=True, at=(84, 900, 996, 1040))] + dlg[1:]),
           "input_text", on="nameEdit", text="receipts-2025")
    items2 = items[:2] + [("receipts-2025", "Mar 12 09:56 · 0 items", True)] + items[2:]
    tr.act(_mfl("09:56", 80, crumbs, items2), "click", on="Create")
    a, b = "receipt_ikea_20250302.pdf", "receipt_mediamarkt_20250219.pdf"
    tr.act(_mfl("09:56", 80, crumbs, items2, sel=[a]), "long_press", on=a)
    tr.act(_mfl("09:56", 80, crumbs, items2, sel=[a, b]), "click", on=b)
    tr.act(_mfl("09:57", 80, crumbs, items2, cut=2), "click", on="Cut")
    tr.act(_mfl("09:57", 80, crumbs + ["receipts-2025"], [], cut=2), "click", on="receipts-2025")
    moved = [(a, "Mar 2 16:44 · 212 kB", False), (b, "Feb 19 18:31 · 98.3 kB", False)]
    tr.act(_mfl("09:57", 79, crumbs + ["receipts-2025"], moved), "click", on="Paste")
    items3 = items[:2] + [("receipts-2025", "Mar 12 09:57 · 2 items", True)] + [i for i in items[2:] if i[0] not in (a, b)]
    tr.act(_mfl("09:57", 79, crumbs, items3), "navigate_back")
    rs.add(task="android", tid="h37-android-21", system=SYSTEM, turns=tr.turns, state=tr.state, bad=False)


GL = "com.glovo"
GL_ITEMS = [("Chicken & Avocado Bowl", "€12.95"), ("Kombucha Ginger 330 ml", "€3.90")]


def _gl_store(clock: str, batt: int, qty: dict[str, int], basket: str | None) -> list[dict[str, Any]]:
    body: list[dict[str, Any]] = [
        IB("Back", h=147, x=(0, 126)), IB("Search in store", same=True, x=(786, 912)), IB("Share", same=True, x=(912, 1038)),
        V("Honest Greens – Passeig de Gràcia", h=105, x=(42, 1038)), V("4.6 (1,200+) · 20-30 min · €1.49 delivery", h=63, x=(42, 1038)),
        E("tab", "Bowls", None, None, sel=True, h=126, x=(0, 270)), E("tab", "Plates", None, None, same=True, x=(270, 540)),
        E("tab", "Sides", None, None, same=True, x=(540, 810)), E("tab", "Drinks", None, None, same=True, x=(810, 1080)),
    ]
    menu = [("Bowls", [("Chicken & Avocado Bowl", "€12.95", "Free-range chicken, avocado, brown rice, kale, pickled onion, lime-tahini"),
                       ("Roasted Cauliflower Bowl", "€11.50", "Roasted cauliflower, quinoa, hummus, pomegranate, herbs"),
                       ("Salmon Teriyaki Bowl", "€14.20", "Grilled salmon, teriyaki, sushi rice, edamame, cucumber, sesame")]),
            ("Drinks", [("Kombucha Ginger 330 ml", "€3.90", "Organic, unpasteurised"), ("Homemade Lemonade 400 ml", "€3.20", "Lemon, mint, agave")])]
    for sec, dishes in menu:
        body.append(V(sec, h=84, x=(42, 600)))
        for name, price, desc in dishes:
            body += [V(name, h=84, x=(42, 760)), V(price, same=True, x=(780, 1038), h=84), V(desc, h=105, x=(42, 760))]
            n = qty.get(name, 0)
            if n:
                body += [IB(f"Remove one {name}", same=True, x=(780, 866), h=84), V(str(n), same=True, x=(866, 952), h=84),
                         IB(f"Add one more {name}", same=True, x=(952, 1038), h=84)]
            else:
                body.append(IB(f"Add {name}", same=True, x=(900, 1038), h=84))
    if basket:
        body.append(Bt(basket, at=(42, 2170, 1038, 2316)))
    return screen(GL, clock, batt, body)


def _gl_tracking(clock: str, batt: int, status: str, eta: str, courier: str | None) -> list[dict[str, Any]]:
    body: list[dict[str, Any]] = [IB("Close", h=147, x=(0, 126)), V("Honest Greens – Passeig de Gràcia", same=True, x=(147, 900)),
                                  Bt("Help", same=True, x=(900, 1038)), E("frame", None, "Map showing the courier and your address", None, h=900),
                                  V(status, h=105, x=(42, 1038)), V(f"Arriving {eta}", h=84, x=(42, 1038))]
    for i, s in enumerate(["Order accepted", "Preparing", "On the way", "Delivered"]):
        body.append(V(None, s, same=i > 0, h=42, x=(42 + i * 249, 291 + i * 249)))
    if courier:
        body += [V(None, f"{courier} profile picture", h=147, x=(42, 189)), V(courier, same=True, x=(210, 700)),
                 V("Bicycle · 4.9 ★", x=(210, 700), h=63), IB(f"Chat with {courier}", same=True, x=(786, 912)), IB(f"Call {courier}", same=True, x=(912, 1038))]
    body += [V("Carrer de Mallorca, 214, 3º 2ª, 08008 Barcelona", h=84, x=(42, 1038)), Bt("Order details", h=126, x=(42, 1038))]
    return screen(GL, clock, batt, body, icons=("Glovo notification: order update",))


# Glovo - bad
def t22(rs: RowSet) -> None:
    home = [V("Deliver to", h=52, x=(42, 600)), V("Carrer de Mallorca, 214", h=84, x=(42, 800), click=True), IB("Profile", same=True, x=(912, 1038)),
            ED(None, "What can we get you?", h=126, x=(42, 1038), click=True)]
    for i, c in enumerate(["Food", "Groceries", "Pharmacy & Beauty", "Shops", "Packages"]):
        home.append(V(c, c, click=True, same=i > 0, h=189, x=(21 + i * 208, 221 + i * 208)))
    home.append(V("Your favourites", h=84, x=(42, 700)))
    for n, d in [("Honest Greens – Passeig de Gràcia", "4.6 (1,200+) · 20-30 min · €1.49 delivery"), ("Bacoa Burger – Ronda Universitat", "4.5 (3,400+) · 25-35 min · €0.99 delivery"),
                 ("Koku Kitchen Ramen", "4.7 (900+) · 30-40 min · €1.99 delivery"), ("Mercadona – Aragó", "Groceries · 35-45 min · €2.49 delivery")]:
        home += [E("linear", None, None, None, h=294, click=True), V(None, f"{n} photo", same=True, x=(42, 330)),
                 V(n, same=True, x=(350, 1038), h=105), V(d, x=(350, 1038), h=63)]
    for i, t in enumerate(["Home", "Search", "Orders", "Profile"]):
        home.append(V(t, t, click=True, sel=t == "Home", at=(i * 270, 2190, (i + 1) * 270, 2337)))
    tr = Tr("In Glovo, order a Chicken & Avocado Bowl and a ginger kombucha from Honest Greens to Carrer de Mallorca 214 with a €1 tip, then ask for help on the order.",
            screen(GL, "13:30", 74, home))
    tr.act(_gl_store("13:30", 74, {}, None), "click", on="Honest Greens – Passeig de Gràcia")
    q1 = {"Chicken & Avocado Bowl": 1}
    tr.act(_gl_store("13:31", 74, q1, "View basket · 1 item · €12.95"), "click", on="Add Chicken & Avocado Bowl")
    q2 = dict(q1, **{"Kombucha Ginger 330 ml": 1})
    tr.act(_gl_store("13:31", 74, q2, "View basket · 2 items · €16.85"), "click", on="Add Kombucha Ginger 330 ml")
    bk = [IB("Back", h=147, x=(0, 126)), V("Your basket", same=True, x=(147, 700)), V("Honest Greens – Passeig de Gràcia", h=84, x=(42, 1038))]
    for n, p in GL_ITEMS:
        bk += [V("1 ×", h=84, x=(42, 140)), V(n, same=True, x=(150, 760)), V(p, same=True, x=(780, 1038))]
    bk += [V("Add cutlery", h=84, x=(42, 760)), SW(None, False, same=True, x=(880, 1038), h=84),
           V("Subtotal", h=63, x=(42, 600)), V("€16.85", same=True, x=(780, 1038), h=63),
           V("Delivery fee", h=63, x=(42, 600)), V("€1.49", same=True, x=(780, 1038), h=63),
           V("Service fee", h=63, x=(42, 600)), V("€0.99", same=True, x=(780, 1038), h=63),
           V("Total", h=84, x=(42, 600)), V("€19.33", same=True, x=(780, 1038), h=84), Bt("Go to checkout", at=(42, 2170, 1038, 2316))]
    tr.act(screen(GL, "13:31", 74, bk), "click", on="View basket · 2 items · €16.85")

    def checkout(tip: str, total: str) -> list[dict[str, Any]]:
        body = [IB("Back", h=147, x=(0, 126)), V("Checkout", same=True, x=(147, 700)),
                V("Delivery address", h=63, x=(42, 600)), V("Carrer de Mallorca, 214, 3º 2ª, 08008 Barcelona", h=84, x=(42, 900), click=True),
                ED(None, "Add delivery instructions", h=126, x=(42, 1038)), V("Standard · 25-35 min", h=84, x=(42, 1038)),
                V("Payment method", h=63, x=(42, 600)), V("Visa •••• 4417", h=84, x=(42, 900), click=True),
                V("Tip your courier", h=63, x=(42, 600))]
        for i, t in enumerate(["€0", "€1", "€2", "Other"]):
            body.append(E("tab", t, None, None, sel=t == tip, same=i > 0, h=105, x=(42 + i * 249, 291 + i * 249)))
        body += [V("Subtotal", h=63, x=(42, 600)), V("€16.85", same=True, x=(780, 1038), h=63), V("Delivery fee", h=63, x=(42, 600)),
                 V("€1.49", same=True, x=(780, 1038), h=63), V("Service fee", h=63, x=(42, 600)), V("€0.99", same=True, x=(780, 1038), h=63)]
        if tip != "€0":
            body += [V("Courier tip", h=63, x=(42, 600)), V("€1.00", same=True, x=(780, 1038), h=63)]
        body += [V("Total", h=84, x=(42, 600)), V(total, same=True, x=(780, 1038), h=84), Bt(f"Place order · {total}", at=(42, 2170, 1038, 2316))]
        return screen(GL, "13:32", 74, body)
    tr.act(checkout("€0", "€19.33"), "click", on="Go to checkout")
    tr.act(checkout("€1", "€20.33"), "click", on="€1")
    tr.act(_gl_tracking("13:33", 73, "Honest Greens is preparing your order", "13:58 – 14:08", None), "click", on="Place order · €20.33")
    tr.act(_gl_tracking("13:36", 73, "Ricardo is picking up your order", "13:55 – 14:05", "Ricardo"), "wait")
    det = [IB("Back", h=147, x=(0, 126)), V("Order details", same=True, x=(147, 700)), V("Order #106493217", h=84, x=(42, 1038)),
           V("Placed today at 13:33", h=63, x=(42, 1038)), V("Honest Greens – Passeig de Gràcia", h=84, x=(42, 1038))]
    for n, p in GL_ITEMS:
        det += [V("1 ×", h=84, x=(42, 140)), V(n, same=True, x=(150, 760)), V(p, same=True, x=(780, 1038))]
    for k, v in [("Subtotal", "€16.85"), ("Delivery fee", "€1.49"), ("Service fee", "€0.99"), ("Courier tip", "€1.00"), ("Total", "€20.33")]:
        det += [V(k, h=63, x=(42, 600)), V(v, same=True, x=(780, 1038), h=63)]
    det += [V("Paid with Visa •••• 4417", h=63, x=(42, 1038)), V("Deliver to Carrer de Mallorca, 214, 3º 2ª, 08008 Barcelona", h=84, x=(42, 1038))]
    tr.act(screen(GL, "13:37", 73, det, icons=("Glovo notification: order update",)), "click", on="Order details")
    tr.act(_gl_tracking("13:38", 73, "Ricardo is on the way", "13:52 – 14:00", "Ricardo"), "navigate_back")
    hlp = [IB("Back", h=147, x=(0, 126)), V("Help", same=True, x=(147, 700)), V("Need help with order #106439217?", h=105, x=(42, 1038)),
           V("Honest Greens – Passeig de Gràcia · €20.33", h=63, x=(42, 1038))]
    for t in ["My order is late", "Something is missing", "Change delivery address", "Cancel my order", "Problem with payment", "Other issue"]:
        hlp.append(E("linear", t, None, None, h=147, click=True))
    tr.act(screen(GL, "13:38", 73, hlp, icons=("Glovo notification: order update",)), "click", on="Help")
    late = [IB("Back", h=147, x=(0, 126)), V("My order is late", same=True, x=(147, 900)),
            V("Ricardo is on the way and should arrive between 13:52 and 14:00.", h=126, x=(42, 1038)),
            V("If your order hasn't arrived 15 minutes after the latest time, we'll refund the delivery fee automatically.", h=168, x=(42, 1038)),
            Bt("Chat with us", h=147, x=(42, 1038)), Bt("Thanks, I'll wait", h=147, x=(42, 1038))]
    tr.act(screen(GL, "13:39", 73, late, icons=("Glovo notification: order update",)), "click", on="My order is late")
    rs.add(task="android", tid="h37-android-22", system=SYSTEM, turns=tr.turns, state=tr.state, bad=True, turn=11,
           kind="order number on the help screen differs from the one on the order details")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
