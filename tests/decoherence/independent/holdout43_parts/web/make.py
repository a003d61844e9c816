# ruff: noqa: E501
"""Held-out set holdout43, domain web: 22 BrowserGym trajectories on self-hosted business and ops web apps.

Each trajectory is one task driven with BrowserGym actions on element bids; every observation is the page's
accessibility tree. Eleven trajectories carry exactly one observation that contradicts an earlier turn.
"""

from __future__ import annotations

import re
from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, axtree

SYSTEM = """# Role and Objective

You are a **Web World Model**, a precise browser state simulator. Your task is to predict the exact next page state after a browser action is executed.

Given:
1. **Historical Context** (Optional): Previous interactions in this session
2. **Current Page State**: The visible browser page state (URL and accessibility tree, elements addressed by their bid in brackets)
3. **Browser Action**: A BrowserGym action

Predict the **next page state** after the action is executed.

## Core Responsibilities

1. **State Prediction**: Generate the complete next page state after action execution
2. **Context Maintenance**: Track navigation state, focused elements, form values, and browsing history across turns
3. **Behavioral Fidelity**: Stay faithful to browser behavior, including navigation, loading completion, focus changes, and no-op actions

# Action Space

noop(wait_ms: float = 1000)
scroll(delta_x: float, delta_y: float)
click(bid: str, button: Literal['left', 'middle', 'right'] = 'left', modifiers: list = [])
dblclick(bid: str)
keyboard_press(key: str)
keyboard_type(text: str)
fill(bid: str, value: str)
hover(bid: str)
new_tab()
tab_focus(index: int)
tab_close()
go_back()
go_forward()
goto(url: str)
select_option(bid: str, options: str | list[str])
check(bid: str)
uncheck(bid: str)
send_msg_to_user(text: str)

# Content Requirements

If the action changes the page identity or main content (link clicks, menu selections, tab switches, pagination, search submissions, modal openings, navigation), update the page-level state first: URL, title, main heading, visible content. If it is a local edit, keep the page and change only the affected nodes, field values and focus. Preserve untouched subtrees verbatim. Return the unchanged page only if the action has no visible effect or targets a disabled element.

# Format Requirements

Keep the representation of the current page state exactly: the URL line, then the RootWebArea and its tab-indented accessibility tree, interactive nodes prefixed by their [bid]. Output exactly one complete and closed <predicted_observation></predicted_observation> block and nothing else."""


class Bid:
    """Hands out element bids in document order, as BrowserGym numbers a freshly rendered page."""

    def __init__(self, start: int) -> None:
        self.n = start - 1

    def __call__(self) -> str:
        self.n += 1
        return str(self.n)


def T(block: str) -> list[str]:
    """A block written with two spaces per nesting level, as accessibility-tree lines (one tab per level).

    A line whose text starts with the marker ``§`` is left out: optional nodes still take their bid, so the
    other nodes of the page keep theirs whether or not the optional ones are shown.
    """
    out = []
    for raw in block.strip("\n").split("\n"):
        body = raw.lstrip(" ")
        if body and not body.startswith("§"):
            out.append("\t" * ((len(raw) - len(body)) // 2) + body)
    return out


def page(title: str, url: str, *blocks: str) -> str:
    lines: list[str] = []
    for b in blocks:
        lines += T(b)
    return axtree(title, lines, url)


def hide(show: bool) -> str:
    """Prefix for an optional line: empty when shown, the drop marker when not."""
    return "" if show else "§"


def ind(text: str, level: int) -> str:
    """Indent every line of a generated block by `level` nesting levels."""
    return "\n".join("  " * level + ln if ln else ln for ln in text.split("\n"))


def find(obs: str, label: str, nth: int = 0) -> str:
    """The bid of the node whose line reads ``[bid] <label>`` in a rendered observation."""
    hits = re.findall(r"\[(\d+)\] " + re.escape(label) + r"(?=[ ,\n]|$)", obs)
    assert len(hits) > nth, (label, hits)
    return hits[nth]


def clk(obs: str, label: str, nth: int = 0) -> str:
    return f"click('{find(obs, label, nth)}')"


def fil(obs: str, label: str, value: str, nth: int = 0) -> str:
    return f"fill('{find(obs, label, nth)}', '{value}')"


def sel(obs: str, label: str, option: str, nth: int = 0) -> str:
    return f"select_option('{find(obs, label, nth)}', '{option}')"


TRAJ: list = []


def traj(fn):
    TRAJ.append(fn)
    return fn



# Odoo CRM pipeline: clean
@traj
def t01(rs: RowSet) -> None:
    base = "https://erp.brightline-supply.com/web"

    def money(v: float) -> str:
        return f"$ {v:,.2f}"

    def chrome(b: Bid) -> str:
        return f"""[{b()}] navigation ''
  [{b()}] button 'Home Menu'
  [{b()}] link 'CRM'
  [{b()}] menuitem 'Sales', hasPopup='menu'
  [{b()}] menuitem 'Leads'
  [{b()}] menuitem 'Reporting', hasPopup='menu'
  [{b()}] menuitem 'Configuration', hasPopup='menu'
  [{b()}] button 'Activities'
    StaticText '4'
  [{b()}] button 'Messages'
  [{b()}] combobox 'Switch company', hasPopup='menu', expanded=False
    StaticText 'Brightline Supply Co.'
  [{b()}] button 'User menu: Mitchell Admin', hasPopup='menu'"""

    cols0 = [
        ("New", [("Website redesign quote", "Ready Mat", 9600, "2 stars"), ("Standing desks x20", "Gemini Furniture", 14800, "1 star"),
                 ("Conference room AV", "Lumber Inc", 8000, "0 stars"), ("Breakroom furniture", "Wood Corner", 6000, "0 stars")]),
        ("Qualified", [("Warehouse shelving", "Azure Interior", 22500, "1 star"), ("Reception desk custom build", "The Jackson Group", 18750, "2 stars"),
                       ("Ergonomic assessment program", "Deco Addict", 20000, "0 stars")]),
        ("Proposition", [("Office chairs refresh", "Deco Addict", 42000, "2 stars"), ("Acoustic panels, 3 floors", "Ready Mat", 31800, "1 star"),
                         ("Lobby lighting retrofit", "Gemini Furniture", 21000, "0 stars")]),
        ("Won", [("Filing cabinets", "Lumber Inc", 12400, "1 star"), ("Meeting pods x2", "Azure Interior", 15500, "2 stars")]),
    ]
    cols1 = [
        cols0[0], cols0[1],
        ("Proposition", [cols0[2][1][1], cols0[2][1][2]]),
        ("Won", [("Office chairs refresh", "Deco Addict", 45500, "2 stars")] + cols0[3][1]),
    ]

    def kanban(cols: list) -> str:
        b = Bid(101)
        parts = [chrome(b), f"""[{b()}] main ''
  [{b()}] navigation 'Breadcrumb'
    StaticText 'Pipeline'
  [{b()}] button 'New'
  [{b()}] button 'Generate Leads'
  [{b()}] searchbox 'Search...'
  StaticText 'My Pipeline'
  [{b()}] button 'Remove'
  [{b()}] button 'Toggle Search Panel', hasPopup='menu'
  [{b()}] button 'Kanban', pressed='true'
  [{b()}] button 'List'
  [{b()}] button 'Calendar'
  [{b()}] button 'Pivot'
  [{b()}] button 'Graph'
  [{b()}] button 'Map'
  [{b()}] button 'Activity'
  [{b()}] region 'Kanban view'"""]
        for name, cards in cols:
            total = sum(c[2] for c in cards)
            col = [f"    [{b()}] group '{name}'", f"      [{b()}] heading '{name}'", f"      StaticText '{len(cards)}'",
                   f"      [{b()}] button 'Quick add'", f"      [{b()}] button 'Folding column'", f"      [{b()}] progressbar '', valuemin=0, valuemax=100, valuetext=''",
                   f"      StaticText '{total:,}'"]
            for title, cust, amt, stars in cards:
                col += [f"      [{b()}] article ''", f"        StaticText '{title}'", f"        StaticText '{money(amt)}'",
                        f"        StaticText '{cust}'", f"        [{b()}] radiogroup 'Priority: {stars}'",
                        f"        [{b()}] button 'Schedule activity'", f"        [{b()}] img 'Mitchell Admin'"]
            parts.append("\n".join(col))
        parts.append(f"""    [{b()}] button 'Add a Column'""")
        return page("Pipeline - Odoo", f"{base}#action=209&model=crm.lead&view_type=kanban&menu_id=139", *parts)

    def form(amount: float, dirty: bool, won: bool, chatter: list[tuple[int, str, str]], rainbow: bool = False) -> str:
        b = Bid(411)
        stage = "Won" if won else "Proposition"
        chat = "\n".join(f"""    [{n}] article ''
      StaticText 'Mitchell Admin'
      StaticText '{when}'
      StaticText '{text}'""" for n, when, text in chatter)
        return page("Office chairs refresh - Odoo", f"{base}#id=87&cids=1&menu_id=139&action=209&model=crm.lead&view_type=form",
                    chrome(b), f"""[{b()}] main ''
  [{b()}] navigation 'Breadcrumb'
    [{b()}] link 'Pipeline'
    StaticText 'Office chairs refresh'
  {hide(dirty)}[{b()}] button 'Save manually'
  {hide(dirty)}[{b()}] button 'Discard all changes'
  [{b()}] button 'Actions', hasPopup='menu'
  StaticText '8 / 12'
  [{b()}] button 'Previous'
  [{b()}] button 'Next'
  [{b()}] button 'New Quotation'
  {hide(not won)}[{b()}] button 'Won'
  [{b()}] button 'Lost'
  [{b()}] radiogroup 'Stage'
    [{b()}] radio 'New', checked='false'
    [{b()}] radio 'Qualified', checked='false'
    [{b()}] radio 'Proposition', checked='{str(stage == "Proposition").lower()}'
    [{b()}] radio 'Won', checked='{str(stage == "Won").lower()}'
  {hide(won)}StaticText 'WON'
  [{b()}] button 'Meetings'
    StaticText '1 Meeting'
  [{b()}] button 'Quotations'
    StaticText '0 Quotations'
  [{b()}] textbox 'Opportunity' value='Office chairs refresh'
  [{b()}] textbox 'Expected Revenue' value='{amount:,.2f}'{', focused' if dirty else ''}
  StaticText 'at'
  [{b()}] textbox 'Probability' value='{"100.00" if won else "60.00"}'
  StaticText '%'
  [{b()}] combobox 'Customer' value='Deco Addict', hasPopup='listbox', expanded=False
  [{b()}] textbox 'Email' value='deco.addict82@example.com'
  [{b()}] textbox 'Phone' value='(603)-996-3829'
  [{b()}] combobox 'Salesperson' value='Mitchell Admin', hasPopup='listbox', expanded=False
  [{b()}] combobox 'Sales Team' value='Sales', hasPopup='listbox', expanded=False
  [{b()}] textbox 'Expected Closing' value='11/29/2024'
  [{b()}] radiogroup 'Priority'
    [{b()}] radio 'Medium', checked='true'
    [{b()}] radio 'High', checked='true'
    [{b()}] radio 'Very High', checked='false'
  [{b()}] combobox 'Tags', hasPopup='listbox', expanded=False
    StaticText 'Furniture'
    StaticText 'Renewal'
  [{b()}] tablist ''
    [{b()}] tab 'Internal Notes', selected=True
    [{b()}] tab 'Extra Information', selected=False
  [{b()}] textbox 'Internal Notes' value='120 task chairs, 3 floors. Replace 2017 batch. Wants delivery before year-end close.'
[{b()}] complementary 'Chatter'
  [{b()}] button 'Send message'
  [{b()}] button 'Log note'
  [{b()}] button 'Activities'
  [{b()}] button 'Attach files'
  [{b()}] button 'Follow', pressed='true'
  [{b()}] button 'Show Followers'
    StaticText '2'
  [{b()}] list 'Messages'
{chat}
{hide(rainbow)}[529] dialog 'Boom! Team record for the past 30 days.'
  {hide(rainbow)}StaticText 'Boom! Team record for the past 30 days.'
  {hide(rainbow)}[530] img 'Congratulations'""")

    hist = [(472, "3 days ago", "Stage changed: Qualified → Proposition"), (471, "1 week ago", "Stage changed: New → Qualified"),
            (470, "2 weeks ago", "Opportunity created")]
    now1 = [(473, "now", "Expected Revenue: 42,000.00 → 45,500.00")] + hist
    now2 = [(475, "now", "Stage changed: Proposition → Won"), (474, "now", "Probability: 60.00 → 100.00"),
            (473, "1 minute ago", "Expected Revenue: 42,000.00 → 45,500.00")] + hist

    def listview(rows: list, sort: str = "", typed: str = "", search: str = "") -> str:
        b = Bid(601)
        arrow = {"": "", "asc": " ▲"}[sort]
        head = chrome(b) + "\n" + f"""[{b()}] main ''
  [{b()}] navigation 'Breadcrumb'
    StaticText 'Pipeline'
  [{b()}] button 'New'
  [{b()}] searchbox 'Search...' value='{typed}'{', focused' if typed else ''}
  StaticText 'My Pipeline'
  [{b()}] button 'Remove'
  {hide(bool(search))}StaticText 'Opportunity'
  {hide(bool(search))}StaticText '{search}'
  {hide(bool(search))}[{b()}] button 'Remove'
  {hide(bool(typed))}[{b()}] listbox ''
    {hide(bool(typed))}[{b()}] option 'Search Opportunity for: {typed}', selected=True
    {hide(bool(typed))}[{b()}] option 'Search Customer for: {typed}', selected=False
    {hide(bool(typed))}[{b()}] option 'Search Salesperson for: {typed}', selected=False
    {hide(bool(typed))}[{b()}] option 'Search Sales Team for: {typed}', selected=False
  [{b()}] button 'Toggle Search Panel', hasPopup='menu'
  StaticText '1-{len(rows)} / {len(rows)}'
  [{b()}] button 'Previous'
  [{b()}] button 'Next'
  [{b()}] button 'Kanban'
  [{b()}] button 'List', pressed='true'
  [{b()}] button 'Calendar'
  [{b()}] button 'Pivot'
  [{b()}] button 'Graph'
  [{b()}] button 'Map'
  [{b()}] button 'Activity'
  [{b()}] table ''
    [{b()}] row ''
      [{b()}] columnheader ''
        [{b()}] checkbox 'Select all', checked='false'
      [{b()}] columnheader 'Created on'
      [{b()}] columnheader 'Opportunity'
      [{b()}] columnheader 'Customer'
      [{b()}] columnheader 'Email'
      [{b()}] columnheader 'Salesperson'
      [{b()}] columnheader 'Expected Revenue{arrow}'
      [{b()}] columnheader 'Stage'"""
        body = "\n".join(f"""    [{b()}] row ''
      [{b()}] cell ''
        [{b()}] checkbox '', checked='false'
      [{b()}] cell '{r[0]}'
      [{b()}] cell '{r[1]}'
      [{b()}] cell '{r[2]}'
      [{b()}] cell '{r[3]}'
      [{b()}] cell 'Mitchell Admin'
      [{b()}] cell '{money(r[4])}'
      [{b()}] cell '{r[5]}'""" for r in rows)
        total = sum(r[4] for r in rows)
        tail = f"""    [{b()}] row ''
      [{b()}] cell ''
      [{b()}] cell ''
      [{b()}] cell ''
      [{b()}] cell ''
      [{b()}] cell ''
      [{b()}] cell ''
      [{b()}] cell '{money(total)}'
      [{b()}] cell ''"""
        return page("Pipeline - Odoo", f"{base}#action=209&model=crm.lead&view_type=list&menu_id=139", head, body, tail)

    rows = [
        ("11/18/2024 09:12:44", "Breakroom furniture", "Wood Corner", "wood.corner26@example.com", 6000, "New"),
        ("11/15/2024 14:03:10", "Conference room AV", "Lumber Inc", "lumber-inv92@example.com", 8000, "New"),
        ("11/12/2024 10:47:51", "Standing desks x20", "Gemini Furniture", "gemini.furniture39@example.com", 14800, "New"),
        ("11/08/2024 16:30:02", "Website redesign quote", "Ready Mat", "ready.mat28@example.com", 9600, "New"),
        ("11/05/2024 11:21:37", "Ergonomic assessment program", "Deco Addict", "deco.addict82@example.com", 20000, "Qualified"),
        ("10/31/2024 08:55:19", "Reception desk custom build", "The Jackson Group", "jackson.group82@example.com", 18750, "Qualified"),
        ("10/28/2024 13:40:26", "Warehouse shelving", "Azure Interior", "azure.Interior24@example.com", 22500, "Qualified"),
        ("10/22/2024 15:16:48", "Lobby lighting retrofit", "Gemini Furniture", "gemini.furniture39@example.com", 21000, "Proposition"),
        ("10/17/2024 09:38:05", "Acoustic panels, 3 floors", "Ready Mat", "ready.mat28@example.com", 31800, "Proposition"),
        ("10/14/2024 10:02:31", "Office chairs refresh", "Deco Addict", "deco.addict82@example.com", 45500, "Won"),
        ("10/02/2024 17:24:55", "Meeting pods x2", "Azure Interior", "azure.Interior24@example.com", 15500, "Won"),
        ("09/26/2024 12:09:13", "Filing cabinets", "Lumber Inc", "lumber-inv92@example.com", 12400, "Won"),
    ]
    by_amount = sorted(rows, key=lambda r: r[4])
    turns = [
        ("click('170')", form(42000, False, False, hist)),
        ("fill('441', '45500')", form(45500, True, False, hist)),
        ("click('425')", form(45500, False, False, now1)),
        ("click('431')", form(45500, False, True, now2, rainbow=True)),
        ("click('424')", kanban(cols1)),
        ("click('120')", listview(rows)),
        ("click('642')", listview(by_amount, sort="asc")),
        ("fill('615', 'Deco Addict')", listview(by_amount, sort="asc", typed="Deco Addict")),
        ("keyboard_press('Enter')", listview([r for r in by_amount if r[2] == "Deco Addict"], sort="asc", search="Deco Addict")),
    ]
    rs.add(task="web", tid="h43-web-01", system=SYSTEM, turns=turns, state=kanban(cols0))

# Snipe-IT asset checkout: bad
@traj
def t02(rs: RowSet) -> None:
    base = "https://assets.kestrel-labs.io"
    site = "Kestrel Labs Asset Management"

    def chrome(b: Bid) -> str:
        return f"""[{b()}] banner ''
  [{b()}] link '{site}'
  [{b()}] button 'Toggle navigation'
  [{b()}] link 'Assets'
  [{b()}] link 'Licenses'
  [{b()}] link 'Accessories'
  [{b()}] link 'Consumables'
  [{b()}] link 'Components'
  [{b()}] textbox 'Lookup by Asset Tag' value=''
  [{b()}] button 'Search'
  [{b()}] button 'Create New', hasPopup='menu'
  [{b()}] link 'Alerts'
    StaticText '3'
  [{b()}] button 'Dana Whitford', hasPopup='menu'
[{b()}] navigation 'Sidebar'
  [{b()}] link 'Dashboard'
  [{b()}] link 'Assets'
  [{b()}] link 'List All'
  [{b()}] link 'Deployed'
  [{b()}] link 'Ready to Deploy'
  [{b()}] link 'Pending'
  [{b()}] link 'Archived'
  [{b()}] link 'Requestable'
  [{b()}] link 'Audit Due'
  [{b()}] link 'Licenses'
  [{b()}] link 'Accessories'
  [{b()}] link 'Consumables'
  [{b()}] link 'Components'
  [{b()}] link 'Predefined Kits'
  [{b()}] link 'People'
  [{b()}] link 'Import'
  [{b()}] link 'Settings'
  [{b()}] link 'Reports'"""

    assets = [
        ("1187", "KL-00412", "MacBook Pro 14\" M3", "C02ZK1HWLVDQ", "Laptops", "$1,999.00"),
        ("1188", "KL-00415", "MacBook Pro 14\" M3", "C02ZK3P8LVDQ", "Laptops", "$1,999.00"),
        ("1203", "KL-00431", "Dell Latitude 7440", "7HXQ9V3", "Laptops", "$1,412.50"),
        ("1205", "KL-00433", "Dell Latitude 7440", "4BNR2W3", "Laptops", "$1,412.50"),
        ("1219", "KL-00447", "ThinkPad X1 Carbon Gen 11", "PF4KZ8TM", "Laptops", "$1,689.00"),
        ("1222", "KL-00450", "Dell UltraSharp U2723QE", "CN0FH3RT74261AB2C5DL", "Monitors", "$579.99"),
        ("1224", "KL-00452", "iPad Air 11\" (M2)", "DMPXK2Q7HT", "Tablets", "$599.00"),
        ("1230", "KL-00458", "Poly Studio P15", "2230T0F1A7B3", "Conferencing", "$699.00"),
    ]

    def listing() -> str:
        b = Bid(10)
        head = chrome(b) + "\n" + f"""[{b()}] main ''
  [{b()}] heading 'Ready to Deploy Assets'
  [{b()}] link 'Create New'
  [{b()}] combobox 'Bulk Actions' value='Edit', hasPopup='menu', expanded=False
  [{b()}] button 'Go', disabled=True
  [{b()}] searchbox 'Search' value=''
  [{b()}] button 'Toggle'
  [{b()}] button 'Columns', hasPopup='menu'
  [{b()}] button 'Export', hasPopup='menu'
  [{b()}] table ''
    [{b()}] row ''
      [{b()}] columnheader ''
        [{b()}] checkbox 'Select all', checked='false'
      [{b()}] columnheader 'Asset Tag'
      [{b()}] columnheader 'Model'
      [{b()}] columnheader 'Serial'
      [{b()}] columnheader 'Category'
      [{b()}] columnheader 'Status'
      [{b()}] columnheader 'Checked Out To'
      [{b()}] columnheader 'Location'
      [{b()}] columnheader 'Purchase Cost'
      [{b()}] columnheader 'Checkin/Checkout'"""
        body = "\n".join(f"""    [{b()}] row ''
      [{b()}] cell ''
        [{b()}] checkbox '', checked='false'
      [{b()}] cell '{tag}'
        [{b()}] link '{tag}'
      [{b()}] cell '{model}'
        [{b()}] link '{model}'
      [{b()}] cell '{serial}'
      [{b()}] cell '{cat}'
      [{b()}] cell 'Ready to Deploy'
      [{b()}] cell ''
      [{b()}] cell 'HQ - IT Storage'
        [{b()}] link 'HQ - IT Storage'
      [{b()}] cell '{cost}'
      [{b()}] cell 'Checkout'
        [{b()}] link 'Checkout'""" for _, tag, model, serial, cat, cost in assets)
        tail = f"""  StaticText 'Showing 1 to 8 of 8 rows'
  [{b()}] combobox 'rows per page' value='20', hasPopup='menu', expanded=False
  StaticText 'Total: $10,389.99'"""
        return page(f"Ready to Deploy Assets :: {site}", f"{base}/hardware?status=RTD", head, body, tail)

    def asset(serial: str, deployed: bool, tab: str = "Details", alert: bool = False) -> str:
        b = Bid(300)
        head = chrome(b) + "\n" + f"""[{b()}] main ''
  [{b()}] heading 'Asset: KL-00412'
  {hide(alert)}[{b()}] alert ''
    {hide(alert)}StaticText 'Success:'
    {hide(alert)}StaticText 'Asset checked out successfully.'
    {hide(alert)}[{b()}] button 'Close'
  [{b()}] tablist ''
    [{b()}] tab 'Details', selected={tab == 'Details'}
    [{b()}] tab 'Software', selected=False
    [{b()}] tab 'Components', selected=False
    [{b()}] tab 'Maintenances', selected=False
    [{b()}] tab 'History', selected={tab == 'History'}
    [{b()}] tab 'Files', selected=False
    [{b()}] tab 'Upload', selected=False
  [{b()}] button 'Actions', hasPopup='menu'
  {hide(not deployed)}[{b()}] link 'Checkout'
  {hide(deployed)}[{b()}] link 'Checkin'
  [{b()}] link 'Edit Asset'
  [{b()}] link 'Audit'
  [{b()}] link 'Clone Asset'"""
        if tab == "Details":
            upd = "2024-11-19 2:32PM" if deployed else "2024-09-18 10:14AM"
            body = f"""  [{b()}] table ''
    [{b()}] row ''
      [{b()}] cell 'Status'
      [{b()}] cell '{'Deployed' if deployed else 'Ready to Deploy'}'
        {hide(deployed)}[{b()}] link 'Natarajan, Priya'
    [{b()}] row ''
      [{b()}] cell 'Asset Tag'
      [{b()}] cell 'KL-00412'
    [{b()}] row ''
      [{b()}] cell 'Serial'
      [{b()}] cell '{serial}'
    [{b()}] row ''
      [{b()}] cell 'Manufacturer'
      [{b()}] cell 'Apple'
    [{b()}] row ''
      [{b()}] cell 'Category'
      [{b()}] cell 'Laptops'
    [{b()}] row ''
      [{b()}] cell 'Model'
      [{b()}] cell 'MacBook Pro 14" M3'
    [{b()}] row ''
      [{b()}] cell 'Model No.'
      [{b()}] cell 'MRX33LL/A'
    [{b()}] row ''
      [{b()}] cell 'Purchase Date'
      [{b()}] cell '2024-09-16'
    [{b()}] row ''
      [{b()}] cell 'Purchase Cost'
      [{b()}] cell '$1,999.00'
    [{b()}] row ''
      [{b()}] cell 'Order Number'
      [{b()}] cell 'PO-24-0917'
    [{b()}] row ''
      [{b()}] cell 'Supplier'
      [{b()}] cell 'CDW'
    [{b()}] row ''
      [{b()}] cell 'Warranty'
      [{b()}] cell '12 months (Expires 2025-09-16)'
    [{b()}] row ''
      [{b()}] cell 'Default Location'
      [{b()}] cell 'HQ - IT Storage'
    [{b()}] row ''
      [{b()}] cell 'Current Location'
      [{b()}] cell '{'Austin Office' if deployed else 'HQ - IT Storage'}'
    [{b()}] row ''
      [{b()}] cell 'Created At'
      [{b()}] cell '2024-09-18 10:14AM'
    [{b()}] row ''
      [{b()}] cell 'Updated at'
      [{b()}] cell '{upd}'
    [{b()}] row ''
      [{b()}] cell 'Last Checkout'
      [{b()}] cell '{'2024-11-19 2:32PM' if deployed else ''}'
    [{b()}] row ''
      [{b()}] cell 'Checkouts'
      [{b()}] cell '{1 if deployed else 0}'
    [{b()}] row ''
      [{b()}] cell 'Checkins'
      [{b()}] cell '0'
  [{b()}] img 'QR code for KL-00412'"""
        else:
            b.n = 419
            body = f"""  [{b()}] table ''
    [{b()}] row ''
      [{b()}] columnheader 'Date'
      [{b()}] columnheader 'Admin'
      [{b()}] columnheader 'Action'
      [{b()}] columnheader 'Item'
      [{b()}] columnheader 'Target'
      [{b()}] columnheader 'Notes'
    [{b()}] row ''
      [{b()}] cell 'Tue Nov 19, 2024 2:32PM'
      [{b()}] cell 'Dana Whitford'
      [{b()}] cell 'checkout'
      [{b()}] cell 'KL-00412'
      [{b()}] cell 'Natarajan, Priya'
        [{b()}] link 'Natarajan, Priya'
      [{b()}] cell 'New hire laptop, HR ticket #4471'
    [{b()}] row ''
      [{b()}] cell 'Wed Sep 18, 2024 10:14AM'
      [{b()}] cell 'Dana Whitford'
      [{b()}] cell 'create new'
      [{b()}] cell 'KL-00412'
      [{b()}] cell ''
      [{b()}] cell 'Imported from PO-24-0917 receiving sheet'
  StaticText 'Showing 1 to 2 of 2 rows'"""
        return page(f"View Asset KL-00412 :: {site}", f"{base}/hardware/1187", head, body)

    def checkout(user: str = "", typed: str | None = None, notes: str = "") -> str:
        b = Bid(600)
        opened = typed is not None
        if typed:
            opts = ["Natarajan, Priya (pnatarajan) - #E1042", "Shah, Priyanka (pshah) - #E0877", "Venkatesh, Priyam (pvenkatesh) - #E1019"]
        else:
            opts = ["Abara, Kelechi (kabara) - #E0311", "Alvarez, Marco (malvarez) - #E0562", "Bauer, Lena (lbauer) - #E0945",
                    "Chen, Wei (wchen) - #E0208", "Dubois, Camille (cdubois) - #E0733", "Eriksen, Tor (teriksen) - #E0651"]
        head = chrome(b) + "\n" + f"""[{b()}] main ''
  [{b()}] heading 'Checkout Asset'
  [{b()}] form ''
    StaticText 'Asset Tag'
    StaticText 'KL-00412'
    StaticText 'Model'
    StaticText 'MacBook Pro 14" M3 (MRX33LL/A)'
    [{b()}] textbox 'Asset Name' value=''
    [{b()}] combobox 'Status' value='Ready to Deploy', hasPopup='listbox', expanded=False
    StaticText 'Checkout to'
    [{b()}] radio 'User', checked='true'
    [{b()}] radio 'Asset', checked='false'
    [{b()}] radio 'Location', checked='false'
    [{b()}] combobox 'Select a User' value='{user}', hasPopup='listbox', expanded={opened}
    {hide(opened)}[700] searchbox '' value='{typed or ''}', focused
    {hide(opened)}[701] listbox ''"""
        base_opt = 702 if not typed else 710
        mid = "\n".join(f"      {hide(opened)}[{base_opt + i}] option '{o}', selected=False" for i, o in enumerate(opts))
        if opened and not typed:
            mid += "\n      StaticText 'Loading more results…'"
        tail = f"""    [{b()}] button 'New User'
    [{b()}] textbox 'Checkout Date' value='2024-11-19'
    [{b()}] textbox 'Expected Checkin Date' value=''
    [{b()}] textbox 'Notes' value='{notes}'{', focused' if notes else ''}
    [{b()}] combobox 'After Checkout' value='Go to Asset', hasPopup='listbox', expanded=False
    [{b()}] link 'Cancel'
    [{b()}] button 'Checkout'"""
        return page(f"Checkout Asset :: {site}", f"{base}/hardware/1187/checkout", head, mid, tail)

    def user() -> str:
        b = Bid(800)
        return page(f"View User Natarajan, Priya :: {site}", f"{base}/users/342", chrome(b), f"""[{b()}] main ''
  [{b()}] heading 'View User Natarajan, Priya'
  [{b()}] tablist ''
    [{b()}] tab 'Info', selected=True
    [{b()}] tab 'Assets 1', selected=False
    [{b()}] tab 'Licenses 2', selected=False
    [{b()}] tab 'Accessories 0', selected=False
    [{b()}] tab 'Consumables 0', selected=False
    [{b()}] tab 'Files', selected=False
    [{b()}] tab 'History', selected=False
  [{b()}] img 'Natarajan, Priya avatar'
  [{b()}] link 'Edit User'
  [{b()}] link 'Clone User'
  [{b()}] link 'Print All Assigned'
  [{b()}] button 'Email List of All Assigned'
  [{b()}] link 'Reset Password'
  [{b()}] table ''
    [{b()}] row ''
      [{b()}] cell 'Name'
      [{b()}] cell 'Priya Natarajan'
    [{b()}] row ''
      [{b()}] cell 'Username'
      [{b()}] cell 'pnatarajan'
    [{b()}] row ''
      [{b()}] cell 'Employee No.'
      [{b()}] cell 'E1042'
    [{b()}] row ''
      [{b()}] cell 'Title'
      [{b()}] cell 'Data Engineer'
    [{b()}] row ''
      [{b()}] cell 'Department'
      [{b()}] cell 'Platform Engineering'
    [{b()}] row ''
      [{b()}] cell 'Manager'
      [{b()}] cell 'Okafor, Chidi'
    [{b()}] row ''
      [{b()}] cell 'Location'
      [{b()}] cell 'Austin Office'
    [{b()}] row ''
      [{b()}] cell 'Email'
      [{b()}] cell 'priya.natarajan@kestrel-labs.io'
    [{b()}] row ''
      [{b()}] cell 'Start Date'
      [{b()}] cell '2024-11-18'
    [{b()}] row ''
      [{b()}] cell 'Created At'
      [{b()}] cell '2024-11-12 9:03AM'
    [{b()}] row ''
      [{b()}] cell 'Login Enabled'
      [{b()}] cell 'Yes'
    [{b()}] row ''
      [{b()}] cell 'Activated'
      [{b()}] cell 'Yes'""")

    s0 = listing()
    o1 = asset("C02ZK1HWLVDQ", False)
    o2 = checkout()
    o3 = checkout(typed="")
    o4 = checkout(typed="Priya")
    o5 = checkout(user="Natarajan, Priya (pnatarajan) - #E1042")
    o6 = checkout(user="Natarajan, Priya (pnatarajan) - #E1042", notes="New hire laptop, HR ticket #4471")
    o7 = asset("C02ZK1HWLDVQ", True, alert=True)
    o8 = asset("", True, tab="History", alert=True)
    o9 = user()
    turns = [
        (clk(s0, "link 'KL-00412'"), o1),
        (clk(o1, "link 'Checkout'"), o2),
        (clk(o2, "combobox 'Select a User'"), o3),
        (fil(o3, "searchbox ''", "Priya"), o4),
        (clk(o4, "option 'Natarajan, Priya (pnatarajan) - #E1042'"), o5),
        (fil(o5, "textbox 'Notes'", "New hire laptop, HR ticket #4471"), o6),
        (clk(o6, "button 'Checkout'"), o7),
        (clk(o7, "tab 'History'"), o8),
        (clk(o8, "link 'Natarajan, Priya'"), o9),
    ]
    rs.add(task="web", tid="h43-web-02", system=SYSTEM, turns=turns, state=s0, bad=True, turn=7,
           kind="asset serial number on the asset page differs from the serial shown before checkout")

# Zabbix hosts: bad
@traj
def t03(rs: RowSet) -> None:
    url = "https://monitor.corvid-freight.net/zabbix.php?action=host.list"
    hosts = [
        ("10584", "app-web-01", 142, 61, 28, 4, "10.20.1.11:10050", "", "Linux by Zabbix agent, Nginx by Zabbix agent", "Enabled", "env: production, role: web"),
        ("10585", "app-web-02", 142, 61, 28, 4, "10.20.1.12:10050", "", "Linux by Zabbix agent, Nginx by Zabbix agent", "Enabled", "env: production, role: web"),
        ("10586", "app-web-03", 142, 61, 28, 4, "10.20.1.13:10050", "", "Linux by Zabbix agent, Nginx by Zabbix agent", "Enabled", "env: production, role: web"),
        ("10601", "bastion-01", 68, 29, 14, 3, "10.20.0.5:10050", "proxy-dmz", "Linux by Zabbix agent", "Disabled", "env: production, role: jump"),
        ("10592", "cache-redis-01", 96, 38, 17, 3, "10.20.3.31:10050", "", "Linux by Zabbix agent, Redis by Zabbix agent 2", "Enabled", "env: production, role: cache"),
        ("10588", "db-primary-01", 187, 84, 35, 5, "10.20.4.21:10050", "", "Linux by Zabbix agent, PostgreSQL by Zabbix agent 2", "Enabled", "env: production, role: primary"),
        ("10589", "db-replica-01", 181, 80, 33, 5, "10.20.4.22:10050", "", "Linux by Zabbix agent, PostgreSQL by Zabbix agent 2", "Enabled", "env: production, role: replica"),
        ("10590", "db-replica-02", 181, 80, 33, 5, "10.20.4.23:10050", "", "Linux by Zabbix agent, PostgreSQL by Zabbix agent 2", "Enabled", "env: production, role: replica"),
        ("10595", "mq-broker-01", 118, 45, 22, 4, "10.20.5.41:10050", "", "Linux by Zabbix agent, RabbitMQ node by Zabbix agent", "Enabled", "env: production, role: queue"),
        ("10084", "Zabbix server", 134, 72, 26, 3, "127.0.0.1:10050", "", "Linux by Zabbix agent, Zabbix server health", "Enabled", ""),
    ]

    def chrome(b: Bid) -> str:
        return f"""[{b()}] navigation 'Main menu'
  [{b()}] link 'Zabbix'
  [{b()}] searchbox 'Search' value=''
  [{b()}] link 'Dashboards'
  [{b()}] link 'Monitoring'
  [{b()}] link 'Services'
  [{b()}] link 'Inventory'
  [{b()}] link 'Reports'
  [{b()}] link 'Data collection'
    [{b()}] link 'Template groups'
    [{b()}] link 'Host groups'
    [{b()}] link 'Templates'
    [{b()}] link 'Hosts'
    [{b()}] link 'Maintenance'
    [{b()}] link 'Event correlation'
    [{b()}] link 'Discovery'
  [{b()}] link 'Alerts'
  [{b()}] link 'Users'
  [{b()}] link 'Administration'
  [{b()}] link 'Support'
  [{b()}] link 'User settings'
  [{b()}] link 'Sign out'"""

    def listing(name_filter: str, applied: str, rows: list, msg: bool = False, form: str = "") -> str:
        b = Bid(20)
        head = chrome(b) + "\n" + f"""[{b()}] main ''
  [{b()}] heading 'Hosts'
  [{b()}] button 'Create host'
  [{b()}] button 'Import'
  {hide(msg)}[{b()}] status ''
    {hide(msg)}StaticText 'Host updated'
    {hide(msg)}[{b()}] button 'Close'
  [{b()}] tab 'Filter', selected=True
  [{b()}] combobox 'Host groups' value='', hasPopup='listbox', expanded=False
  [{b()}] button 'Select'
  [{b()}] combobox 'Templates' value='', hasPopup='listbox', expanded=False
  [{b()}] button 'Select'
  [{b()}] textbox 'Name' value='{name_filter}'{', focused' if name_filter != applied else ''}
  [{b()}] textbox 'DNS' value=''
  [{b()}] textbox 'IP' value=''
  [{b()}] textbox 'Port' value=''
  [{b()}] radiogroup 'Status'
    [{b()}] radio 'Any', checked='true'
    [{b()}] radio 'Enabled', checked='false'
    [{b()}] radio 'Disabled', checked='false'
  [{b()}] radiogroup 'Monitored by'
    [{b()}] radio 'Any', checked='true'
    [{b()}] radio 'Server', checked='false'
    [{b()}] radio 'Proxy', checked='false'
  [{b()}] button 'Apply'
  [{b()}] button 'Reset'
  [{b()}] table ''
    [{b()}] row ''
      [{b()}] columnheader ''
        [{b()}] checkbox 'Select all', checked='false'
      [{b()}] columnheader 'Name ▲'
      [{b()}] columnheader 'Items'
      [{b()}] columnheader 'Triggers'
      [{b()}] columnheader 'Graphs'
      [{b()}] columnheader 'Discovery'
      [{b()}] columnheader 'Web'
      [{b()}] columnheader 'Interface'
      [{b()}] columnheader 'Proxy'
      [{b()}] columnheader 'Templates'
      [{b()}] columnheader 'Status'
      [{b()}] columnheader 'Availability'
      [{b()}] columnheader 'Agent encryption'
      [{b()}] columnheader 'Info'
      [{b()}] columnheader 'Tags'"""
        body = "\n".join(f"""    [{b()}] row ''
      [{b()}] cell ''
        [{b()}] checkbox '', checked='false'
      [{b()}] cell '{h[1]}'
        [{b()}] link '{h[1]}'
      [{b()}] cell 'Items {h[2]}'
        [{b()}] link 'Items'
      [{b()}] cell 'Triggers {h[3]}'
        [{b()}] link 'Triggers'
      [{b()}] cell 'Graphs {h[4]}'
        [{b()}] link 'Graphs'
      [{b()}] cell 'Discovery {h[5]}'
        [{b()}] link 'Discovery'
      [{b()}] cell 'Web'
        [{b()}] link 'Web'
      [{b()}] cell '{h[6]}'
      [{b()}] cell '{h[7]}'
      [{b()}] cell '{h[8]}'
      [{b()}] cell '{h[9]}'
        [{b()}] link '{h[9]}'
      [{b()}] cell 'ZBX'
      [{b()}] cell 'None'
      [{b()}] cell ''
      [{b()}] cell '{h[10]}'""" for h in rows)
        tail = f"""  StaticText 'Displaying {len(rows)} of {len(rows)} found'
  StaticText '0 selected'
  [{b()}] button 'Enable', disabled=True
  [{b()}] button 'Disable', disabled=True
  [{b()}] button 'Export', disabled=True, hasPopup='menu'
  [{b()}] button 'Mass update', disabled=True
  [{b()}] button 'Delete', disabled=True"""
        parts = [head, body, tail] + ([form] if form else [])
        return page("Configuration of hosts", url, *parts)

    def dialog(tab: str, tags: list[tuple[str, str]]) -> str:
        b = Bid(700)
        head = f"""[{b()}] dialog 'Host', modal=True
  [{b()}] heading 'Host'
  [{b()}] button 'Help'
  [{b()}] button 'Close'
  [{b()}] tablist ''
    [{b()}] tab 'Host', selected={tab == 'Host'}
    [{b()}] tab 'IPMI', selected=False
    [{b()}] tab 'Tags {max(2, len([t for t in tags if t[0]]))}', selected={tab == 'Tags'}
    [{b()}] tab 'Macros 1', selected=False
    [{b()}] tab 'Inventory', selected=False
    [{b()}] tab 'Encryption', selected=False
    [{b()}] tab 'Value mapping', selected=False"""
        b.n = 719
        if tab == "Host":
            body = f"""  [{b()}] textbox 'Host name' value='db-replica-02', required
  [{b()}] textbox 'Visible name' value=''
  StaticText 'Templates'
  [{b()}] table ''
    [{b()}] row ''
      [{b()}] cell 'Linux by Zabbix agent'
        [{b()}] link 'Linux by Zabbix agent'
      [{b()}] cell ''
        [{b()}] button 'Unlink'
        [{b()}] button 'Unlink and clear'
    [{b()}] row ''
      [{b()}] cell 'PostgreSQL by Zabbix agent 2'
        [{b()}] link 'PostgreSQL by Zabbix agent 2'
      [{b()}] cell ''
        [{b()}] button 'Unlink'
        [{b()}] button 'Unlink and clear'
  [{b()}] combobox 'Link new templates' value='', hasPopup='listbox', expanded=False
  [{b()}] button 'Select'
  [{b()}] combobox 'Host groups' value='', hasPopup='listbox', expanded=False, required
    StaticText 'Databases'
    [{b()}] button 'Remove Databases'
    StaticText 'Linux servers'
    [{b()}] button 'Remove Linux servers'
  [{b()}] button 'Select'
  StaticText 'Interfaces'
  [{b()}] table ''
    [{b()}] row ''
      [{b()}] columnheader 'Type'
      [{b()}] columnheader 'IP address'
      [{b()}] columnheader 'DNS name'
      [{b()}] columnheader 'Connect to'
      [{b()}] columnheader 'Port'
      [{b()}] columnheader 'Default'
    [{b()}] row ''
      [{b()}] cell 'Agent'
      [{b()}] textbox 'IP address' value='10.20.4.23'
      [{b()}] textbox 'DNS name' value='db-replica-02.corvid.internal'
      [{b()}] radio 'IP', checked='true'
      [{b()}] textbox 'Port' value='10050'
      [{b()}] radio 'Default', checked='true'
      [{b()}] button 'Remove'
  [{b()}] button 'Add', hasPopup='menu'
  [{b()}] textbox 'Description' value='Streaming replica of db-primary-01, reporting workload. Rack B4, U18.'
  [{b()}] radiogroup 'Monitored by'
    [{b()}] radio 'Server', checked='true'
    [{b()}] radio 'Proxy', checked='false'
    [{b()}] radio 'Proxy group', checked='false'
  [{b()}] checkbox 'Enabled', checked='true'"""
        else:
            b.n = 799
            body = f"""  [{b()}] radiogroup ''
    [{b()}] radio 'Host tags', checked='true'
    [{b()}] radio 'Inherited and host tags', checked='false'
  [{b()}] table ''
    [{b()}] row ''
      [{b()}] columnheader 'Name'
      [{b()}] columnheader 'Value'
      [{b()}] columnheader 'Action'"""
            for i, (k, v) in enumerate(tags):
                last = i == len(tags) - 1
                n = 810 + 4 * i
                body += f"""
    [{n}] row ''
      [{n + 1}] textbox 'tag' value='{k}'{', focused' if last and k and not v else ''}
      [{n + 2}] textbox 'value' value='{v}'{', focused' if last and v == 'postgresql' else ''}
      [{n + 3}] button 'Remove'"""
            body += """
  [808] button 'Add'"""
        b.n = 889
        foot = f"""  [{b()}] button 'Update'
  [{b()}] button 'Clone'
  [{b()}] button 'Delete'
  [{b()}] button 'Cancel'"""
        return "\n".join([head, body, foot])

    db = [h for h in hosts if h[1].startswith("db")]
    s0 = listing("", "", hosts)
    o1 = listing("db", "", hosts)
    o2 = listing("db", "db", db)
    o3 = listing("db", "db", db, form=dialog("Host", []))
    base_tags = [("env", "production"), ("role", "replica")]
    o4 = listing("db", "db", db, form=dialog("Tags", base_tags))
    o5 = listing("db", "db", db, form=dialog("Tags", base_tags + [("", "")]))
    o6 = listing("db", "db", db, form=dialog("Tags", base_tags + [("service", "")]))
    o7 = listing("db", "db", db, form=dialog("Tags", base_tags + [("service", "postgresql")]))
    after = [h if h[1] != "db-replica-02" else h[:9] + ("Disabled", "env: production, role: replica, service: postgresql") for h in db]
    o8 = listing("db", "db", after, msg=True)
    turns = [
        (fil(s0, "textbox 'Name'", "db"), o1),
        (clk(o1, "button 'Apply'"), o2),
        (clk(o2, "link 'db-replica-02'"), o3),
        (clk(o3, "tab 'Tags 2'"), o4),
        (clk(o4, "button 'Add'", 0), o5),
        (fil(o5, "textbox 'tag'", "service", 2), o6),
        (fil(o6, "textbox 'value'", "postgresql", 2), o7),
        (clk(o7, "button 'Update'"), o8),
    ]
    rs.add(task="web", tid="h43-web-03", system=SYSTEM, turns=turns, state=s0, bad=True, turn=8,
           kind="host shows Disabled after a tag-only update; the form had Enabled checked and it was not touched")

# BookStack pages: clean
@traj
def t04(rs: RowSet) -> None:
    base = "https://docs.pinecrest-ops.net"
    old_title, new_title = "Restore Postgres backup", "Restore PostgreSQL from pgBackRest"
    old_slug, new_slug = "restore-postgres-backup", "restore-postgresql-from-pgbackrest"

    def chrome(b: Bid) -> str:
        return f"""[{b()}] banner ''
  [{b()}] link 'Pinecrest Docs'
  [{b()}] searchbox 'Search' value=''
  [{b()}] link 'Shelves'
  [{b()}] link 'Books'
  [{b()}] link 'Settings'
  [{b()}] button 'Leon Hart', hasPopup='menu'"""

    def book(title: str, activity: list[str]) -> str:
        b = Bid(40)
        acts = "\n".join(f"      StaticText '{a}'" for a in activity)
        return page("Runbooks | Pinecrest Docs", f"{base}/books/runbooks", chrome(b), f"""[{b()}] navigation 'Breadcrumb'
  [{b()}] link 'Operations'
  [{b()}] link 'Runbooks'
[{b()}] main ''
  [{b()}] heading 'Runbooks'
  StaticText 'Procedures for the on-call rotation. Every page must name an owner and a last-tested date.'
  [{b()}] link 'Databases'
    StaticText 'Chapter: Databases'
    StaticText 'Backups, failover and maintenance for the PostgreSQL clusters.'
  [{b()}] button '3 Pages', expanded=True
  [{b()}] link '{title}'
  [{b()}] link 'Failover to replica'
  [{b()}] link 'Vacuum and bloat checks'
  [{b()}] link 'Networking'
    StaticText 'Chapter: Networking'
    StaticText 'Edge routers, VPN and DNS.'
  [{b()}] button '4 Pages', expanded=False
  [{b()}] link 'On-call handover checklist'
    StaticText 'What to hand over at 09:00 and 21:00 UTC: open incidents, silenced alerts, pending changes...'
  [{b()}] link 'Escalation matrix'
    StaticText 'Sev1: page the primary and the secondary immediately; Sev2: primary only, during business hours...'
[{b()}] complementary ''
  [{b()}] heading 'Details'
    StaticText 'Created 1 year ago by Marta Kowalski'
    StaticText 'Updated 2 days ago by Leon Hart'
  [{b()}] heading 'Actions'
    [{b()}] link 'New Page'
    [{b()}] link 'New Chapter'
    [{b()}] link 'Edit'
    [{b()}] link 'Sort'
    [{b()}] link 'Permissions'
    [{b()}] link 'Delete'
    [{b()}] button 'Export', hasPopup='menu'
  [{b()}] heading 'Recent Activity'
{acts}""")

    body_lines = """    StaticText 'Use this when a database has to be rolled back to a point in time or rebuilt from the repository on backup-01. Plan for about 40 minutes on the 310 GB main cluster.'
    [{b}] heading 'Prerequisites'
    [{b}] list ''
      [{b}] listitem ''
        StaticText 'SSH to backup-01 and the target host through bastion-01.'
      [{b}] listitem ''
        StaticText 'Stanza name: main (check with pgbackrest info).'
      [{b}] listitem ''
        StaticText 'PostgreSQL stopped on the target: sudo systemctl stop postgresql@16-main'
    [{b}] heading 'Steps'
    StaticText '1. List the backup sets and pick the one before the target time:'
    StaticText 'sudo -u postgres pgbackrest --stanza=main info'
    StaticText '2. Restore with delta to reuse unchanged files:'
    StaticText 'sudo -u postgres pgbackrest --stanza=main --delta --type=time "--target=2024-11-20 23:00:00+00" --target-action=promote restore'
    StaticText '3. Start the service and watch recovery in the log:'
    StaticText 'sudo systemctl start postgresql@16-main && sudo tail -f /var/log/postgresql/postgresql-16-main.log'
    [{b}] heading 'Verification'
    StaticText 'Run SELECT pg_is_in_recovery(); it must return f once promoted. Compare row counts of orders and invoices with the nightly report.'
    StaticText 'Owner: DB team (Marta Kowalski). Last tested: 2024-06-12 on staging.'"""

    def pageview(title: str, slug: str, rev: int, updated: str, note: bool = False) -> str:
        b = Bid(100)
        head = chrome(b) + "\n" + f"""[{b()}] navigation 'Breadcrumb'
  [{b()}] link 'Operations'
  [{b()}] link 'Runbooks'
  [{b()}] link 'Databases'
  [{b()}] link '{title}'
{hide(note)}[{b()}] alert ''
  {hide(note)}StaticText 'Page successfully updated'
[{b()}] main ''
  [{b()}] article ''
    [{b()}] heading '{title}'"""
        body = body_lines.replace("{b}", "%s") % tuple(b() for _ in range(body_lines.count("{b}")))
        tail = f"""[{b()}] complementary ''
  [{b()}] heading 'Book Navigation'
    [{b()}] link 'Databases'
    [{b()}] link '{title}'
    [{b()}] link 'Failover to replica'
    [{b()}] link 'Vacuum and bloat checks'
    [{b()}] link 'Networking'
    [{b()}] link 'On-call handover checklist'
    [{b()}] link 'Escalation matrix'
  [{b()}] heading 'Details'
    [{b()}] link 'Revision #{rev}'
    StaticText 'Created 11 months ago by Marta Kowalski'
    StaticText 'Updated {updated} by {'Leon Hart' if rev > 6 else 'Marta Kowalski'}'
  [{b()}] heading 'Actions'
    [{b()}] link 'Edit'
    [{b()}] link 'Copy'
    [{b()}] link 'Move'
    [{b()}] link 'Revisions'
    [{b()}] link 'Permissions'
    [{b()}] link 'Delete'
    [{b()}] button 'Export', hasPopup='menu'
    [{b()}] button 'Watch'"""
        return page(f"{title} | Pinecrest Docs", f"{base}/books/runbooks/page/{slug}", head, body, tail)

    def editor(title: str, focus: bool) -> str:
        b = Bid(300)
        head = chrome(b) + "\n" + f"""[{b()}] toolbar ''
  [{b()}] link 'Back'
  StaticText 'Editing Page'
  [{b()}] button 'Toggle changelog', hasPopup='menu'
  [{b()}] button 'Save Page'
  [{b()}] button 'Draft options', hasPopup='menu'
[{b()}] main ''
  [{b()}] textbox 'Page Title' value='{title}'{', focused' if focus else ''}
  [{b()}] toolbar 'Formatting'
    [{b()}] button 'Formats', hasPopup='menu'
    [{b()}] button 'Bold'
    [{b()}] button 'Italic'
    [{b()}] button 'Bullet list'
    [{b()}] button 'Numbered list'
    [{b()}] button 'Insert/edit link'
    [{b()}] button 'Insert/edit image'
    [{b()}] button 'Code block'
    [{b()}] button 'Reveal more'
  [{b()}] document 'Rich Text Area'"""
        body = body_lines.replace("{b}", "%s") % tuple(b() for _ in range(body_lines.count("{b}")))
        tail = f"""  StaticText 'p » span'
  StaticText '312 words'
[{b()}] complementary ''
  [{b()}] button 'Tags'
  [{b()}] button 'Attachments'
  [{b()}] button 'Templates'
  [{b()}] button 'Revisions'"""
        return page(f"Editing {old_title} | Pinecrest Docs", f"{base}/books/runbooks/page/{old_slug}/edit", head, body, tail)

    def revisions() -> str:
        b = Bid(500)
        revs = [(7, new_title, "Leon Hart", "2024-11-21 14:03:12", ""),
                (6, old_title, "Marta Kowalski", "2024-06-12 16:41:05", "Tested on staging, updated target syntax"),
                (5, old_title, "Marta Kowalski", "2024-04-03 10:17:48", ""),
                (4, old_title, "Leon Hart", "2024-02-26 09:02:33", "Added verification step"),
                (3, old_title, "Marta Kowalski", "2024-01-19 15:55:21", ""),
                (2, old_title, "Marta Kowalski", "2023-12-14 11:30:09", ""),
                (1, old_title, "Marta Kowalski", "2023-12-14 11:12:47", "Initial publish")]
        head = chrome(b) + "\n" + f"""[{b()}] navigation 'Breadcrumb'
  [{b()}] link 'Operations'
  [{b()}] link 'Runbooks'
  [{b()}] link 'Databases'
  [{b()}] link '{new_title}'
  StaticText 'Revisions'
[{b()}] main ''
  [{b()}] heading 'Page Revisions'
  StaticText 'All the past revisions of this page are listed below. You can look back upon, compare, and restore old page versions if permissions allow.'
  [{b()}] table ''
    [{b()}] row ''
      [{b()}] columnheader '#'
      [{b()}] columnheader 'Name'
      [{b()}] columnheader 'Created By'
      [{b()}] columnheader 'Revision Date'
      [{b()}] columnheader 'Changelog'
      [{b()}] columnheader 'Actions'"""
        body = "\n".join(f"""    [{b()}] row ''
      [{b()}] cell '{n}'
      [{b()}] cell '{name}'
      [{b()}] cell '{who}'
      [{b()}] cell '{when}'
      [{b()}] cell '{log}'
      [{b()}] cell ''
        {'StaticText' if n == 7 else f'[{b()}] link'} '{'Current Version' if n == 7 else 'Preview'}'
        {'§' if n == 7 else f'[{b()}] link'} 'Restore'
        {hide(n != 7)}[{b()}] button 'Delete'""" for n, name, who, when, log in revs)
        return page(f"Revisions | {new_title} | Pinecrest Docs", f"{base}/books/runbooks/page/{new_slug}/revisions", head, body)

    s0 = book(old_title, ["Leon Hart updated page Escalation matrix 2 days ago", "Marta Kowalski created page Vacuum and bloat checks 1 week ago",
                          "Leon Hart updated page On-call handover checklist 2 weeks ago"])
    o1 = pageview(old_title, old_slug, 6, "5 months ago")
    o2 = editor(old_title, False)
    o3 = editor(new_title, True)
    o4 = pageview(new_title, new_slug, 7, "1 second ago", note=True)
    o5 = revisions()
    o6 = book(new_title, ["Leon Hart updated page Restore PostgreSQL from pgBackRest 2 minutes ago", "Leon Hart updated page Escalation matrix 2 days ago",
                          "Marta Kowalski created page Vacuum and bloat checks 1 week ago"])
    o7 = pageview(new_title, new_slug, 7, "3 minutes ago")
    turns = [
        (clk(s0, f"link '{old_title}'"), o1),
        (clk(o1, "link 'Edit'"), o2),
        (fil(o2, "textbox 'Page Title'", new_title), o3),
        (clk(o3, "button 'Save Page'"), o4),
        (clk(o4, "link 'Revisions'"), o5),
        (clk(o5, "link 'Runbooks'"), o6),
        (f"goto('{base}/books/runbooks/page/{old_slug}')", o7),
    ]
    rs.add(task="web", tid="h43-web-04", system=SYSTEM, turns=turns, state=s0)

# Dolibarr customer invoice: bad
@traj
def t05(rs: RowSet) -> None:
    base = "https://erp.atelier-quinze.fr"

    def eur(v: float) -> str:
        return f"{v:,.2f} €"

    def chrome(b: Bid) -> str:
        return f"""[{b()}] navigation 'Top menu'
  [{b()}] link 'Home'
  [{b()}] link 'Third-parties'
  [{b()}] link 'Products'
  [{b()}] link 'Billing | Payment'
  [{b()}] link 'Commerce'
  [{b()}] link 'Bank | Cash'
  [{b()}] link 'Accounting'
  [{b()}] link 'Tools'
  [{b()}] link 'Camille Roussel', hasPopup='menu'
[{b()}] navigation 'Left menu'
  [{b()}] link 'Customer invoices'
  [{b()}] link 'New invoice'
  [{b()}] link 'List'
  [{b()}] link 'Draft'
  [{b()}] link 'Unpaid'
  [{b()}] link 'Paid'
  [{b()}] link 'Payments'
  [{b()}] link 'Reportings'
  [{b()}] link 'Template invoices'"""

    lines0 = [
        ("SRV-ONBOARD", "Onboarding workshop (2 days, on site)", 1200.00, 2),
        ("LIC-PRO-12M", "Pro licence, 12 months, per seat", 180.00, 15),
        ("SUP-PRIO", "Priority support add-on, per month", 45.00, 12),
    ]
    trn = ("TRN-ADMIN", "Admin training session (half day, remote)", 480.00, 3)

    def card(lines: list, edit: int | None = None, edit_qty: str = "", prod: bool = False, qty: str = "1",
             totals: tuple[float, float, float] | None = None) -> str:
        b = Bid(40)
        ht = sum(p * q for _, _, p, q in lines)
        tv, ttc = (totals[1], totals[2]) if totals else (round(ht * 0.2, 2), round(ht * 1.2, 2))
        head = chrome(b) + "\n" + f"""[{b()}] main ''
  [{b()}] tablist ''
    [{b()}] tab 'Customer invoice', selected=True
    [{b()}] tab 'Contacts/Addresses', selected=False
    [{b()}] tab 'Notes', selected=False
    [{b()}] tab 'Linked files', selected=False
    [{b()}] tab 'Events', selected=False
  [{b()}] link 'Back to list'
  StaticText 'Ref.'
  StaticText '(PROV142)'
  StaticText 'Ref. customer'
  StaticText 'PO-MB-2024-311'
  StaticText 'Third-party'
  [{b()}] link 'Maison Berthier SARL'
  [{b()}] link 'Other invoices'
  [{b()}] table ''
    [{b()}] row ''
      [{b()}] cell 'Type'
      [{b()}] cell 'Standard invoice'
    [{b()}] row ''
      [{b()}] cell 'Discounts'
      [{b()}] cell 'This customer has no discount by default'
    [{b()}] row ''
      [{b()}] cell 'Invoice date'
      [{b()}] cell '11/20/2024'
    [{b()}] row ''
      [{b()}] cell 'Payment terms'
      [{b()}] cell '30 days'
    [{b()}] row ''
      [{b()}] cell 'Due date'
      [{b()}] cell '12/20/2024'
    [{b()}] row ''
      [{b()}] cell 'Payment method'
      [{b()}] cell 'Bank transfer'
    [{b()}] row ''
      [{b()}] cell 'Bank account'
      [{b()}] cell 'Crédit Mutuel - Compte courant'
    [{b()}] row ''
      [{b()}] cell 'Amount (excl. tax)'
      [{b()}] cell '{eur(ht)}'
    [{b()}] row ''
      [{b()}] cell 'Amount VAT'
      [{b()}] cell '{eur(tv)}'
    [{b()}] row ''
      [{b()}] cell 'Amount (inc. tax)'
      [{b()}] cell '{eur(ttc)}'
    [{b()}] row ''
      [{b()}] cell 'Status'
      [{b()}] cell 'Draft (needs to be validated)'
  [{b()}] table 'Lines'
    [{b()}] row ''
      [{b()}] columnheader 'Description'
      [{b()}] columnheader 'VAT'
      [{b()}] columnheader 'U.P. (net)'
      [{b()}] columnheader 'Qty'
      [{b()}] columnheader 'Unit'
      [{b()}] columnheader 'Disc.'
      [{b()}] columnheader 'Total (excl. tax)'
      [{b()}] columnheader ''"""
        rows = []
        for i, (ref, desc, pu, q) in enumerate(lines):
            if i == edit:
                rows.append(f"""    [{b()}] row ''
      [{b()}] cell '{ref} - {desc}'
        [{b()}] textbox 'Description' value='{desc}'
      [{b()}] combobox 'VAT' value='20%', hasPopup='listbox', expanded=False
      [{b()}] textbox 'U.P. (net)' value='{pu:.2f}'
      [{b()}] textbox 'Qty' value='{edit_qty}'{', focused' if edit_qty != str(q) else ''}
      [{b()}] cell 'Unit'
      [{b()}] textbox 'Disc.' value=''
      [{b()}] cell ''
        [{b()}] button 'Save'
        [{b()}] button 'Cancel'""")
            else:
                rows.append(f"""    [{b()}] row ''
      [{b()}] cell '{ref} - {desc}'
        [{b()}] link '{ref}'
      [{b()}] cell '20%'
      [{b()}] cell '{pu:,.2f}'
      [{b()}] cell '{q}'
      [{b()}] cell 'Unit'
      [{b()}] cell ''
      [{b()}] cell '{pu * q:,.2f}'
      [{b()}] cell ''
        [{b()}] link 'Modify'
        [{b()}] link 'Delete'
        [{b()}] button 'Move up'
        [{b()}] button 'Move down'""")
        p = trn if prod else ("", "", 0.0, 0)
        addform = f"""    [{b()}] row ''
      [{b()}] cell 'Add new line'
      [{b()}] radio 'Free product/service', checked='false'
      [{b()}] radio 'Predefined product/service', checked='true'
      [{b()}] combobox 'Select product' value='{p[0] + ' - ' + p[1] + ' - 480.00 € (excl. tax)' if prod else ''}', hasPopup='listbox', expanded=False
      [{b()}] textbox 'Description' value='{p[1]}'
      [{b()}] combobox 'VAT' value='20%', hasPopup='listbox', expanded=False
      [{b()}] textbox 'U.P. (net)' value='{f"{p[2]:.2f}" if prod else ""}'
      [{b()}] textbox 'Qty' value='{qty}'{', focused' if qty != '1' else ''}
      [{b()}] textbox 'Disc.' value=''
      [{b()}] button 'Add'
  [{b()}] link 'Validate'
  [{b()}] link 'Modify'
  [{b()}] link 'Send email'
  [{b()}] link 'Clone'
  [{b()}] link 'Delete'
  [{b()}] heading 'Documents'
  [{b()}] button 'Generate'
  [{b()}] combobox 'Model' value='sponge', hasPopup='listbox', expanded=False
  StaticText 'No files generated'"""
        url = f"{base}/compta/facture/card.php?facid=142&action=editline&lineid=389#line_389" if edit is not None else f"{base}/compta/facture/card.php?id=142"
        return page("Invoice - (PROV142)", url, head, "\n".join(rows), addform)

    def thirdparty() -> str:
        b = Bid(40)
        return page("Maison Berthier SARL - Customer card", f"{base}/comm/card.php?socid=318", chrome(b), f"""[{b()}] main ''
  [{b()}] tablist ''
    [{b()}] tab 'Third-party', selected=False
    [{b()}] tab 'Customer', selected=True
    [{b()}] tab 'Contacts/Addresses', selected=False
    [{b()}] tab 'Projects', selected=False
    [{b()}] tab 'Bank', selected=False
    [{b()}] tab 'Events', selected=False
  [{b()}] heading 'Maison Berthier SARL'
  StaticText 'Customer code'
  StaticText 'CU2403-0318'
  [{b()}] table ''
    [{b()}] row ''
      [{b()}] cell 'Address'
      [{b()}] cell '14 rue des Tanneurs, 69002 Lyon, France'
    [{b()}] row ''
      [{b()}] cell 'VAT ID'
      [{b()}] cell 'FR42 512 884 310'
    [{b()}] row ''
      [{b()}] cell 'Payment terms'
      [{b()}] cell '30 days'
    [{b()}] row ''
      [{b()}] cell 'Payment method'
      [{b()}] cell 'Bank transfer'
    [{b()}] row ''
      [{b()}] cell 'Outstanding bill'
      [{b()}] cell '2,316.00 €'
    [{b()}] row ''
      [{b()}] cell 'Max. for outstanding bill'
      [{b()}] cell '25,000.00 €'
  [{b()}] table 'Latest 4 customer invoices'
    [{b()}] row ''
      [{b()}] columnheader 'Latest 4 customer invoices'
      [{b()}] columnheader ''
      [{b()}] columnheader ''
      [{b()}] columnheader ''
      [{b()}] link 'All (7)'
    [{b()}] row ''
      [{b()}] cell '(PROV142)'
        [{b()}] link '(PROV142)'
      [{b()}] cell '11/20/2024'
      [{b()}] cell '6,810.00 €'
      [{b()}] cell 'Draft'
    [{b()}] row ''
      [{b()}] cell 'FA2410-0061'
        [{b()}] link 'FA2410-0061'
      [{b()}] cell '10/15/2024'
      [{b()}] cell '1,930.00 €'
      [{b()}] cell 'Unpaid'
    [{b()}] row ''
      [{b()}] cell 'FA2409-0048'
        [{b()}] link 'FA2409-0048'
      [{b()}] cell '09/12/2024'
      [{b()}] cell '4,200.00 €'
      [{b()}] cell 'Paid'
    [{b()}] row ''
      [{b()}] cell 'FA2407-0029'
        [{b()}] link 'FA2407-0029'
      [{b()}] cell '07/09/2024'
      [{b()}] cell '2,880.00 €'
      [{b()}] cell 'Paid'
  [{b()}] link 'Create invoice or credit note'
  [{b()}] link 'Add event'""")

    lines1 = lines0 + [trn]
    lines2 = [lines0[0], lines0[1], ("SUP-PRIO", "Priority support add-on, per month", 45.00, 6), trn]
    s0 = card(lines0)
    o1 = card(lines0, prod=True)
    o2 = card(lines0, prod=True, qty="3")
    o3 = card(lines1)
    o4 = card(lines1, edit=2, edit_qty="12")
    o5 = card(lines1, edit=2, edit_qty="6")
    o6 = card(lines2, totals=(6810.00, 1362.00, 8496.00))
    o7 = thirdparty()
    turns = [
        (sel(s0, "combobox 'Select product'", "TRN-ADMIN - Admin training session (half day, remote) - 480.00 € (excl. tax)"), o1),
        (fil(o1, "textbox 'Qty'", "3"), o2),
        (clk(o2, "button 'Add'"), o3),
        (clk(o3, "link 'Modify'", 2), o4),
        (fil(o4, "textbox 'Qty'", "6"), o5),
        (clk(o5, "button 'Save'"), o6),
        (clk(o6, "link 'Maison Berthier SARL'"), o7),
    ]
    rs.add(task="web", tid="h43-web-05", system=SYSTEM, turns=turns, state=s0, bad=True, turn=6,
           kind="amount incl. tax stays at the pre-edit figure although the excl.-tax and VAT totals dropped after the quantity change")

# Keycloak realm users: clean
@traj
def t06(rs: RowSet) -> None:
    base = "https://sso.northwind-health.org/admin/master/console/#/northwind-prod"
    uid = "3f9c2e71-8b4d-4a60-9d1e-5c7a2b0e8f14"
    users = [
        ("a.baptiste", "amelie.baptiste@northwind-health.org", "Baptiste", "Amélie", ""),
        ("a.kovacs", "andras.kovacs@northwind-health.org", "Kovacs", "András", ""),
        ("b.lindqvist", "bjorn.lindqvist@northwind-health.org", "Lindqvist", "Björn", ""),
        ("c.mensah", "comfort.mensah@northwind-health.org", "Mensah", "Comfort", ""),
        ("d.oyelaran", "david.oyelaran@northwind-health.org", "Oyelaran", "David", "Disabled"),
        ("e.fischer", "eva.fischer@northwind-health.org", "Fischer", "Eva", ""),
        ("f.nakamura", "fumiko.nakamura@northwind-health.org", "Nakamura", "Fumiko", ""),
        ("g.ortiz", "gabriel.ortiz@northwind-health.org", "Ortiz", "Gabriel", ""),
        ("h.varga", "hanna.varga@northwind-health.org", "Varga", "Hanna", ""),
        ("i.petrov", "ivan.petrov@northwind-health.org", "Petrov", "Ivan", ""),
        ("j.whitaker", "james.whitaker@northwind-health.org", "Whitaker", "James", ""),
        ("k.sato", "kenji.sato@northwind-health.org", "Sato", "Kenji", ""),
        ("l.moreau", "lea.moreau@northwind-health.org", "Moreau", "Léa", ""),
        ("m.haddad", "mariam.haddad@northwind-health.org", "Haddad", "Mariam", ""),
        ("n.iyer", "nikhil.iyer@northwind-health.org", "Iyer", "Nikhil", "Not verified"),
        ("p.quinn", "paula.quinn@northwind-health.org", "Quinn", "Paula", ""),
        ("s.delacroix", "simon.delacroix@northwind-health.org", "Delacroix", "Simon", ""),
    ]
    new = ("r.okonkwo", "rachel.okonkwo@northwind-health.org", "", "", "Not verified")

    def chrome(b: Bid) -> str:
        return f"""[{b()}] banner ''
  [{b()}] link 'Keycloak'
  [{b()}] button 'Help', hasPopup='menu'
  [{b()}] button 'admin', hasPopup='menu'
[{b()}] navigation 'Global'
  [{b()}] button 'northwind-prod', hasPopup='menu'
  StaticText 'Manage'
  [{b()}] link 'Clients'
  [{b()}] link 'Client scopes'
  [{b()}] link 'Realm roles'
  [{b()}] link 'Users'
  [{b()}] link 'Groups'
  [{b()}] link 'Sessions'
  [{b()}] link 'Events'
  StaticText 'Configure'
  [{b()}] link 'Realm settings'
  [{b()}] link 'Authentication'
  [{b()}] link 'Identity providers'
  [{b()}] link 'User federation'"""

    def userlist(rows: list, first: int) -> str:
        b = Bid(30)
        head = chrome(b) + "\n" + f"""[{b()}] main ''
  [{b()}] heading 'Users'
  StaticText 'Users are the users in the current realm.'
  [{b()}] tablist ''
    [{b()}] tab 'User list', selected=True
    [{b()}] tab 'Permissions', selected=False
  [{b()}] button 'Default search', hasPopup='menu'
  [{b()}] searchbox 'Search user' value=''
  [{b()}] button 'Add user'
  [{b()}] button 'Delete user', disabled=True
  [{b()}] button '{first} - {first + len(rows) - 1}', hasPopup='menu'
  [{b()}] button 'Go to previous page'{', disabled=True' if first == 1 else ''}
  [{b()}] button 'Go to next page'{', disabled=True' if first > 1 else ''}
  [{b()}] table 'Users'
    [{b()}] row ''
      [{b()}] columnheader 'Select all rows'
        [{b()}] checkbox 'Select all rows', checked='false'
      [{b()}] columnheader 'Username'
      [{b()}] columnheader 'Email'
      [{b()}] columnheader 'Last name'
      [{b()}] columnheader 'First name'
      [{b()}] columnheader 'Status'"""
        body = "\n".join(f"""    [{b()}] row ''
      [{b()}] cell ''
        [{b()}] checkbox 'Select row {i}', checked='false'
      [{b()}] cell '{u}'
        [{b()}] link '{u}'
      [{b()}] cell '{e}'
      [{b()}] cell '{ln if ln else '—'}'
      [{b()}] cell '{fn if fn else '—'}'
      [{b()}] cell '{st}'
      [{b()}] cell ''
        [{b()}] button 'Kebab toggle', hasPopup='menu'""" for i, (u, e, ln, fn, st) in enumerate(rows))
        return page("Keycloak Administration Console", f"{base}/users", head, body)

    def create(username: str, email: str, focus: str) -> str:
        b = Bid(30)
        return page("Keycloak Administration Console", f"{base}/users/add-user", chrome(b), f"""[{b()}] main ''
  [{b()}] navigation 'Breadcrumb'
    [{b()}] link 'Users'
    StaticText 'Create user'
  [{b()}] heading 'Create user'
  [{b()}] form ''
    [{b()}] combobox 'Required user actions', hasPopup='listbox', expanded=False
    [{b()}] switch 'Email verified', checked='false'
    StaticText 'General'
    [{b()}] textbox 'Username *' value='{username}', required{', focused' if focus == 'u' else ''}
    [{b()}] textbox 'Email' value='{email}'{', focused' if focus == 'e' else ''}
    [{b()}] textbox 'First name' value=''
    [{b()}] textbox 'Last name' value=''
    [{b()}] button 'Join groups'
    [{b()}] button 'Create'
    [{b()}] button 'Cancel'""")

    def details(tab: str, alert: str = "", modal: str = "", pw: str = "", pw2: str = "", cred: bool = False) -> str:
        b = Bid(30)
        head = chrome(b) + "\n" + f"""[{b()}] main ''
  [{b()}] navigation 'Breadcrumb'
    [{b()}] link 'Users'
    StaticText 'User details'
  [{b()}] heading 'r.okonkwo'
  [{b()}] switch 'Enabled', checked='true'
  [{b()}] button 'Action', hasPopup='menu'
  [{b()}] tablist ''
    [{b()}] tab 'Details', selected={tab == 'Details'}
    [{b()}] tab 'Attributes', selected=False
    [{b()}] tab 'Credentials', selected={tab == 'Credentials'}
    [{b()}] tab 'Role mapping', selected=False
    [{b()}] tab 'Groups', selected=False
    [{b()}] tab 'Consents', selected=False
    [{b()}] tab 'Identity provider links', selected=False
    [{b()}] tab 'Sessions', selected=False"""
        b.n = 99
        if tab == "Details":
            body = f"""  [{b()}] form ''
    [{b()}] textbox 'ID' value='{uid}', readonly
    [{b()}] textbox 'Created at' value='11/21/2024, 10:42:17 AM', readonly
    [{b()}] combobox 'Required user actions', hasPopup='listbox', expanded=False
    [{b()}] switch 'Email verified', checked='false'
    [{b()}] textbox 'Username' value='r.okonkwo', readonly
    [{b()}] textbox 'Email' value='rachel.okonkwo@northwind-health.org'
    [{b()}] textbox 'First name' value=''
    [{b()}] textbox 'Last name' value=''
    [{b()}] button 'Save'
    [{b()}] button 'Revert'"""
        elif not cred:
            body = f"""  StaticText 'No credentials'
  StaticText 'This user does not have any credentials. You can set a password for this user.'
  [{b()}] button 'Set password'"""
        else:
            body = f"""  [{b()}] table 'Credentials'
    [{b()}] row ''
      [{b()}] columnheader 'Type'
      [{b()}] columnheader 'User label'
      [{b()}] columnheader 'Data'
      [{b()}] columnheader 'Created at'
    [{b()}] row ''
      [{b()}] cell 'password'
      [{b()}] cell ''
        [{b()}] button 'Edit user label'
      [{b()}] cell ''
        [{b()}] button 'Show data…'
      [{b()}] cell '11/21/2024, 10:44:03 AM'
      [{b()}] cell ''
        [{b()}] button 'Reset password'
        [{b()}] button 'Kebab toggle', hasPopup='menu'"""
        b.n = 149
        extra = ""
        if alert:
            extra += f"""[{b()}] alert ''
  StaticText '{alert}'
  [{b()}] button 'Close'"""
        b.n = 159
        if modal == "form":
            extra += f"""
[{b()}] dialog 'Set password for r.okonkwo', modal=True
  [{b()}] button 'Close'
  [{b()}] textbox 'Password *' value='{'•' * len(pw)}', required{', focused' if pw and not pw2 else ''}
  [{b()}] button 'Show password'
  [{b()}] textbox 'Password confirmation *' value='{'•' * len(pw2)}', required{', focused' if pw2 else ''}
  [{b()}] button 'Show password'
  [{b()}] switch 'Temporary', checked='true'
  [{b()}] button 'Save'
  [{b()}] button 'Cancel'"""
        elif modal == "confirm":
            b.n = 179
            extra += f"""
[{b()}] dialog 'Set password?', modal=True
  [{b()}] button 'Close'
  StaticText 'Are you sure you want to set the password for the user r.okonkwo?'
  [{b()}] button 'Set password'
  [{b()}] button 'Cancel'"""
        url = f"{base}/users/{uid}/{'settings' if tab == 'Details' else 'credentials'}"
        return page("Keycloak Administration Console", url, head, body, *([extra] if extra else []))

    pw = "Nw-Onboard-2024!"
    page2 = users[10:16] + [new] + users[16:]
    s0 = userlist(users[:10], 1)
    o1 = create("", "", "")
    o2 = create("r.okonkwo", "", "u")
    o3 = create("r.okonkwo", "rachel.okonkwo@northwind-health.org", "e")
    o4 = details("Details", alert="The user has been created")
    o5 = details("Credentials")
    o6 = details("Credentials", modal="form")
    o7 = details("Credentials", modal="form", pw=pw)
    o8 = details("Credentials", modal="form", pw=pw, pw2=pw)
    o9 = details("Credentials", modal="confirm")
    o10 = details("Credentials", alert="The password has been reset", cred=True)
    o11 = userlist(users[:10], 1)
    o12 = userlist(page2, 11)
    turns = [
        (clk(s0, "button 'Add user'"), o1),
        (fil(o1, "textbox 'Username *'", "r.okonkwo"), o2),
        (fil(o2, "textbox 'Email'", "rachel.okonkwo@northwind-health.org"), o3),
        (clk(o3, "button 'Create'"), o4),
        (clk(o4, "tab 'Credentials'"), o5),
        (clk(o5, "button 'Set password'"), o6),
        (fil(o6, "textbox 'Password *'", pw), o7),
        (fil(o7, "textbox 'Password confirmation *'", pw), o8),
        (clk(o8, "button 'Save'"), o9),
        (clk(o9, "button 'Set password'", 1), o10),
        (clk(o10, "link 'Users'", 1), o11),
        (clk(o11, "button 'Go to next page'"), o12),
    ]
    rs.add(task="web", tid="h43-web-06", system=SYSTEM, turns=turns, state=s0)

# Gitea Actions run: clean
@traj
def t07(rs: RowSet) -> None:
    repo = "https://git.halvorsen-tech.no/platform/billing-api"

    def chrome(b: Bid) -> str:
        return f"""[{b()}] navigation ''
  [{b()}] link 'Home'
  [{b()}] link 'Issues'
  [{b()}] link 'Pull requests'
  [{b()}] link 'Milestones'
  [{b()}] link 'Explore'
  [{b()}] link 'Notifications'
  [{b()}] button 'Create…', hasPopup='menu'
  [{b()}] button 'Profile and settings…', hasPopup='menu'
[{b()}] main ''
  [{b()}] link 'platform'
  [{b()}] link 'billing-api'
  [{b()}] button 'Unwatch'
    StaticText '6'
  [{b()}] button 'Star'
    StaticText '3'
  [{b()}] button 'Fork'
    StaticText '0'
  [{b()}] link 'Code'
  [{b()}] link 'Issues 14'
  [{b()}] link 'Pull requests 3'
  [{b()}] link 'Actions'
  [{b()}] link 'Packages 2'
  [{b()}] link 'Projects'
  [{b()}] link 'Releases 27'
  [{b()}] link 'Wiki'
  [{b()}] link 'Activity'
  [{b()}] link 'Settings'"""

    runs = [
        ("413", "chore(deps): bump golang.org/x/net to 0.31.0", "ci.yml", "Commit 9b04d2e pushed by renovate-bot", "renovate/golang.org-x-net-0.x", "Running", "2 minutes ago", "1m 55s"),
        ("412", "fix(invoices): round VAT per line item", "ci.yml", "Commit 3e9a1c7 pushed by mkaur", "main", "Failure", "3 hours ago", "6m 41s"),
        ("411", "v2.14.0", "release.yml", "Commit 51fd8e0 pushed by tlarsen", "v2.14.0", "Success", "5 hours ago", "9m 03s"),
        ("410", "feat(export): CSV export for credit notes", "ci.yml", "Commit 51fd8e0 pushed by tlarsen", "main", "Success", "5 hours ago", "6m 22s"),
        ("409", "Nightly end-to-end", "nightly-e2e.yml", "Scheduled", "main", "Success", "14 hours ago", "18m 47s"),
        ("408", "feat(export): CSV export for credit notes", "ci.yml", "Pull request #96 opened by tlarsen", "feature/credit-note-csv", "Success", "1 day ago", "6m 30s"),
        ("407", "docs: describe webhook retries", "ci.yml", "Commit c28e7f4 pushed by sbakke", "main", "Success", "1 day ago", "5m 58s"),
        ("406", "Nightly end-to-end", "nightly-e2e.yml", "Scheduled", "main", "Failure", "1 day ago", "21m 12s"),
        ("405", "v2.13.2", "release.yml", "Commit 0a7be39 pushed by tlarsen", "v2.13.2", "Success", "3 days ago", "8m 51s"),
    ]

    def runlist(rows: list, wf: str = "") -> str:
        b = Bid(10)
        head = chrome(b) + "\n" + f"""  [{b()}] navigation 'Workflows'
    [{b()}] link 'All workflows'{', current=page' if not wf else ''}
    [{b()}] link 'ci.yml'{', current=page' if wf == 'ci.yml' else ''}
    [{b()}] link 'nightly-e2e.yml'{', current=page' if wf == 'nightly-e2e.yml' else ''}
    [{b()}] link 'release.yml'{', current=page' if wf == 'release.yml' else ''}
  [{b()}] button 'Actor: All', hasPopup='menu'
  [{b()}] button 'Status: All', hasPopup='menu'
  {hide(bool(wf))}[{b()}] button 'Run workflow', hasPopup='menu'
  [{b()}] list ''"""
        body = "\n".join(f"""    [{b()}] listitem ''
      [{b()}] img '{st}'
      [{b()}] link '{title}'
      StaticText '{w} #{n}: {by}'
      [{b()}] link '{br}'
      StaticText '{ago}'
      StaticText '{dur}'""" for n, title, w, by, br, st, ago, dur in rows if not wf or w == wf)
        return page("Actions - billing-api - Halvorsen Git", f"{repo}/actions" + (f"?workflow={wf}" if wf else ""), head, body)

    def runview(status: str, jobs: list[tuple[str, str, str]], steps: list[tuple[str, str, str]], log: list[str], rerun: bool) -> str:
        b = Bid(200)
        head = chrome(b) + "\n" + f"""  [{b()}] heading 'fix(invoices): round VAT per line item'
  [{b()}] img '{status}'
  StaticText 'ci.yml #412'
  StaticText 'Commit'
  [{b()}] link '3e9a1c7'
  StaticText 'pushed by'
  [{b()}] link 'mkaur'
  [{b()}] link 'main'
  {hide(rerun)}[{b()}] button 'Re-run all jobs'
  {hide(not rerun)}[{b()}] button 'Cancel'
  [{b()}] link 'Summary'
  [{b()}] list 'All jobs'"""
        b.n = 240
        jl = "\n".join(f"""    [{b()}] listitem ''
      [{b()}] img '{st}'
      [{b()}] link '{name}'{', current=page' if name == 'unit-tests' else ''}
      StaticText '{d}'
      {hide(rerun and st in ('Failure', 'Success'))}[{b()}] button 'Re-run {name}'""" for name, st, d in jobs)
        b.n = 260
        art = f"""  [{b()}] heading 'Artifacts'
  StaticText '{'coverage-report' if status == 'Success' else 'No artifacts'}'
  [{b()}] heading 'unit-tests'
  [{b()}] checkbox 'Show timestamps', checked='false'"""
        b.n = 270
        sl = "\n".join(f"""  [{b()}] button '{name}', expanded={name.startswith('Run go test')}
    [{b()}] img '{st}'
    {hide(bool(d))}StaticText '{d}'""" for name, st, d in steps)
        logs = "\n".join(f"  StaticText '{ln}'".replace("\t", "    ") for ln in log)
        return page("fix(invoices): round VAT per line item - billing-api - Halvorsen Git", f"{repo}/actions/runs/412/jobs/1", head, jl, art, sl, logs)

    fail_log = [
        "1 go test ./... -race -count=1",
        "2 ok  \tgit.halvorsen-tech.no/platform/billing-api/internal/auth\t1.842s",
        "3 ok  \tgit.halvorsen-tech.no/platform/billing-api/internal/customers\t3.117s",
        "4 --- FAIL: TestInvoiceTotals (0.03s)",
        "5     --- FAIL: TestInvoiceTotals/multi_line_rounding (0.00s)",
        "6         invoice_test.go:88: total incl. VAT = 1247.51, want 1247.50",
        "7 FAIL\tgit.halvorsen-tech.no/platform/billing-api/internal/invoices\t2.406s",
        "8 ok  \tgit.halvorsen-tech.no/platform/billing-api/internal/webhooks\t4.958s",
        "9 FAIL",
        "10 Error: Process completed with exit code 1.",
    ]
    ok_log = [
        "1 go test ./... -race -count=1",
        "2 ok  \tgit.halvorsen-tech.no/platform/billing-api/internal/auth\t1.790s",
        "3 ok  \tgit.halvorsen-tech.no/platform/billing-api/internal/customers\t3.052s",
        "4 ok  \tgit.halvorsen-tech.no/platform/billing-api/internal/invoices\t2.311s",
        "5 ok  \tgit.halvorsen-tech.no/platform/billing-api/internal/webhooks\t5.004s",
    ]
    steps_fail = [("Set up job", "Success", "2s"), ("actions/checkout@v4", "Success", "3s"), ("actions/setup-go@v5", "Success", "14s"),
                  ("Run go test ./... -race -count=1", "Failure", "4m 38s"), ("Post actions/setup-go@v5", "Success", "0s"), ("Complete job", "Success", "1s")]
    steps_wait = [("Set up job", "Waiting", ""), ("actions/checkout@v4", "Waiting", ""), ("actions/setup-go@v5", "Waiting", ""),
                  ("Run go test ./... -race -count=1", "Waiting", ""), ("Post actions/setup-go@v5", "Waiting", ""), ("Complete job", "Waiting", "")]
    steps_run = [("Set up job", "Success", "2s"), ("actions/checkout@v4", "Success", "2s"), ("actions/setup-go@v5", "Success", "11s"),
                 ("Run go test ./... -race -count=1", "Running", "41s"), ("Post actions/setup-go@v5", "Waiting", ""), ("Complete job", "Waiting", "")]
    steps_ok = [("Set up job", "Success", "2s"), ("actions/checkout@v4", "Success", "2s"), ("actions/setup-go@v5", "Success", "11s"),
                ("Run go test ./... -race -count=1", "Success", "4m 35s"), ("Post actions/setup-go@v5", "Success", "0s"), ("Complete job", "Success", "1s")]

    s0 = runlist(runs[1:])
    o1 = runview("Failure", [("lint", "Success", "48s"), ("unit-tests", "Failure", "5m 2s"), ("build-image", "Skipped", "0s")], steps_fail, fail_log, True)
    o2 = runview("Waiting", [("lint", "Waiting", "0s"), ("unit-tests", "Waiting", "0s"), ("build-image", "Blocked", "0s")], steps_wait, [], False)
    o3 = runview("Running", [("lint", "Success", "51s"), ("unit-tests", "Running", "58s"), ("build-image", "Blocked", "0s")], steps_run, ok_log[:3], False)
    o4 = runview("Running", [("lint", "Success", "51s"), ("unit-tests", "Success", "4m 51s"), ("build-image", "Running", "22s")], steps_ok, ok_log, False)
    o5 = runview("Success", [("lint", "Success", "51s"), ("unit-tests", "Success", "4m 51s"), ("build-image", "Success", "1m 37s")], steps_ok, ok_log, True)
    after = [runs[0]] + [("412", "fix(invoices): round VAT per line item", "ci.yml", "Commit 3e9a1c7 pushed by mkaur", "main", "Success", "1 minute ago", "6m 38s")] + runs[2:]
    o6 = runlist(after)
    o7 = runlist(after, "release.yml")
    o8 = runlist(after, "ci.yml")
    turns = [
        (clk(s0, "link 'fix(invoices): round VAT per line item'"), o1),
        (clk(o1, "button 'Re-run all jobs'"), o2),
        ("noop(60000)", o3),
        ("noop(240000)", o4),
        ("noop(120000)", o5),
        (clk(o5, "link 'Actions'"), o6),
        (clk(o6, "link 'release.yml'"), o7),
        (clk(o7, "link 'ci.yml'"), o8),
    ]
    rs.add(task="web", tid="h43-web-07", system=SYSTEM, turns=turns, state=s0)

# NetBox devices: bad
@traj
def t08(rs: RowSet) -> None:
    base = "https://netbox.tidewater-dc.net"

    def chrome(b: Bid) -> str:
        return f"""[{b()}] navigation ''
  [{b()}] link 'NetBox'
  [{b()}] button 'Organization', expanded=False
  [{b()}] button 'Racks', expanded=False
  [{b()}] button 'Devices', expanded=False
  [{b()}] button 'Connections', expanded=False
  [{b()}] button 'Wireless', expanded=False
  [{b()}] button 'IPAM', expanded=False
  [{b()}] button 'VPN', expanded=False
  [{b()}] button 'Virtualization', expanded=False
  [{b()}] button 'Circuits', expanded=False
  [{b()}] button 'Power', expanded=False
  [{b()}] button 'Provisioning', expanded=False
  [{b()}] button 'Customization', expanded=False
  [{b()}] button 'Operations', expanded=False
[{b()}] banner ''
  [{b()}] searchbox 'Search' value=''
  [{b()}] button 'j.devries', hasPopup='menu'"""

    devs = [
        ("209", "border-rt-01", "Active", "AMS1", "Hall A", "A02", "Router", "Juniper", "MX204", "10.64.0.1/24"),
        ("210", "border-rt-02", "Active", "AMS1", "Hall A", "A03", "Router", "Juniper", "MX204", "10.64.0.2/24"),
        ("211", "leaf-sw-01", "Active", "AMS1", "Hall B", "B05", "Leaf switch", "Arista", "DCS-7050SX3-48YC8", "10.64.0.11/24"),
        ("214", "leaf-sw-02", "Active", "AMS1", "Hall B", "B05", "Leaf switch", "Arista", "DCS-7050SX3-48YC8", "10.64.0.12/24"),
        ("212", "leaf-sw-03", "Active", "AMS1", "Hall B", "B07", "Leaf switch", "Arista", "DCS-7050SX3-48YC8", "10.64.0.13/24"),
        ("213", "leaf-sw-04", "Active", "AMS1", "Hall B", "B07", "Leaf switch", "Arista", "DCS-7050SX3-48YC8", "10.64.0.14/24"),
        ("230", "oob-sw-b07", "Active", "AMS1", "Hall B", "B07", "Console/OOB", "Opengear", "CM8100-10G", "10.64.8.7/24"),
        ("207", "spine-sw-01", "Active", "AMS1", "Hall A", "A04", "Spine switch", "Arista", "DCS-7280CR3-32P4", "10.64.0.5/24"),
        ("208", "spine-sw-02", "Active", "AMS1", "Hall A", "A04", "Spine switch", "Arista", "DCS-7280CR3-32P4", "10.64.0.6/24"),
        ("241", "srv-ams1-b07-01", "Active", "AMS1", "Hall B", "B07", "Hypervisor", "Dell", "PowerEdge R760", "10.64.16.21/22"),
        ("242", "srv-ams1-b07-02", "Planned", "AMS1", "Hall B", "B07", "Hypervisor", "Dell", "PowerEdge R760", ""),
    ]

    def devlist() -> str:
        b = Bid(30)
        head = chrome(b) + "\n" + f"""[{b()}] main ''
  [{b()}] heading 'Devices'
  [{b()}] link 'Add'
  [{b()}] link 'Import'
  [{b()}] button 'Export', hasPopup='menu'
  [{b()}] tablist ''
    [{b()}] tab 'Results 11', selected=True
    [{b()}] tab 'Filters 1', selected=False
  StaticText 'Site: AMS1'
  [{b()}] button 'Remove'
  [{b()}] textbox 'Quick search' value=''
  [{b()}] button 'Configure Table'
  [{b()}] table ''
    [{b()}] row ''
      [{b()}] columnheader ''
        [{b()}] checkbox 'Toggle all', checked='false'
      [{b()}] columnheader 'Name'
      [{b()}] columnheader 'Status'
      [{b()}] columnheader 'Site'
      [{b()}] columnheader 'Location'
      [{b()}] columnheader 'Rack'
      [{b()}] columnheader 'Role'
      [{b()}] columnheader 'Manufacturer'
      [{b()}] columnheader 'Type'
      [{b()}] columnheader 'IP Address'"""
        body = "\n".join(f"""    [{b()}] row ''
      [{b()}] cell ''
        [{b()}] checkbox 'Select', checked='false'
      [{b()}] cell '{d[1]}'
        [{b()}] link '{d[1]}'
      [{b()}] cell '{d[2]}'
      [{b()}] cell '{d[3]}'
        [{b()}] link '{d[3]}'
      [{b()}] cell '{d[4]}'
        [{b()}] link '{d[4]}'
      [{b()}] cell '{d[5]}'
        [{b()}] link '{d[5]}'
      [{b()}] cell '{d[6]}'
      [{b()}] cell '{d[7]}'
      [{b()}] cell '{d[8]}'
      [{b()}] cell '{d[9] or '—'}'""" for d in devs)
        tail = f"""  StaticText 'Showing 1-11 of 11'
  [{b()}] combobox 'Per Page' value='50', hasPopup='menu', expanded=False
  [{b()}] button 'Edit Selected', disabled=True
  [{b()}] button 'Delete Selected', disabled=True"""
        return page("Devices | NetBox", f"{base}/dcim/devices/?site_id=4", head, body, tail)

    def device(name: str, desc: str, toast: bool = False, tab: str = "Device") -> str:
        b = Bid(60)
        head = chrome(b) + "\n" + f"""[{b()}] main ''
  [{b()}] navigation 'breadcrumb'
    [{b()}] link 'Devices'
    [{b()}] link 'AMS1'
    [{b()}] link 'Hall B'
    [{b()}] link 'B07'
  [{b()}] heading '{name}'
  StaticText 'Created 2023-03-14 11:02 · Updated {'1 minute ago' if tab == 'Changelog' else ('0 minutes ago' if toast else '8 months ago')}'
  [{b()}] button 'Bookmark'
  [{b()}] button 'Clone'
  [{b()}] link 'Edit'
  [{b()}] button 'Delete'
  [{b()}] tablist ''
    [{b()}] tab 'Device', selected={tab == 'Device'}
    [{b()}] tab 'Interfaces 56', selected=False
    [{b()}] tab 'Console Ports 1', selected=False
    [{b()}] tab 'Power Ports 2', selected=False
    [{b()}] tab 'Inventory Items 6', selected=False
    [{b()}] tab 'Render Config', selected=False
    [{b()}] tab 'Config Context', selected=False
    [{b()}] tab 'Journal', selected=False
    [{b()}] tab 'Changelog', selected={tab == 'Changelog'}"""
        b.n = 100
        if tab == "Device":
            body = f"""  [{b()}] table 'Device'
    [{b()}] row ''
      [{b()}] cell 'Region'
      [{b()}] cell 'Europe / Netherlands'
    [{b()}] row ''
      [{b()}] cell 'Site'
      [{b()}] cell 'AMS1'
        [{b()}] link 'AMS1'
    [{b()}] row ''
      [{b()}] cell 'Location'
      [{b()}] cell 'Hall B'
        [{b()}] link 'Hall B'
    [{b()}] row ''
      [{b()}] cell 'Rack'
      [{b()}] cell 'B07'
        [{b()}] link 'B07'
    [{b()}] row ''
      [{b()}] cell 'Position'
      [{b()}] cell 'U38 / Front'
    [{b()}] row ''
      [{b()}] cell 'Device Type'
      [{b()}] cell 'Arista DCS-7050SX3-48YC8 (1U)'
    [{b()}] row ''
      [{b()}] cell 'Description'
      [{b()}] cell '{desc or '—'}'
    [{b()}] row ''
      [{b()}] cell 'Airflow'
      [{b()}] cell 'Front to rear'
    [{b()}] row ''
      [{b()}] cell 'Serial Number'
      [{b()}] cell 'JPE21470863'
    [{b()}] row ''
      [{b()}] cell 'Asset Tag'
      [{b()}] cell 'TWD-004417'
  [{b()}] table 'Management'
    [{b()}] row ''
      [{b()}] cell 'Status'
      [{b()}] cell 'Active'
    [{b()}] row ''
      [{b()}] cell 'Role'
      [{b()}] cell 'Leaf switch'
    [{b()}] row ''
      [{b()}] cell 'Platform'
      [{b()}] cell 'Arista EOS'
    [{b()}] row ''
      [{b()}] cell 'Primary IPv4'
      [{b()}] cell '10.64.0.13/24'
        [{b()}] link '10.64.0.13/24'
    [{b()}] row ''
      [{b()}] cell 'Config Template'
      [{b()}] cell 'eos-leaf-v3'
  [{b()}] table 'Tags'
    [{b()}] row ''
      [{b()}] cell 'fabric-ams1'
      [{b()}] cell 'monitored'"""
        else:
            body = f"""  [{b()}] table ''
    [{b()}] row ''
      [{b()}] columnheader 'ID'
      [{b()}] columnheader 'Time'
      [{b()}] columnheader 'Username'
      [{b()}] columnheader 'Full Name'
      [{b()}] columnheader 'Action'
      [{b()}] columnheader 'Type'
      [{b()}] columnheader 'Object'
      [{b()}] columnheader 'Request ID'
    [{b()}] row ''
      [{b()}] cell '48213'
        [{b()}] link '48213'
      [{b()}] cell '2024-11-21 09:17'
      [{b()}] cell 'j.devries'
      [{b()}] cell 'Joost de Vries'
      [{b()}] cell 'Updated'
      [{b()}] cell 'DCIM | device'
      [{b()}] cell 'ams1-leaf-03'
        [{b()}] link 'ams1-leaf-03'
      [{b()}] cell '7c1e5a0b-93f4-4d2e-b8a6-0f52c9e1d374'
        [{b()}] link '7c1e5a0b-93f4-4d2e-b8a6-0f52c9e1d374'
    [{b()}] row ''
      [{b()}] cell '31877'
        [{b()}] link '31877'
      [{b()}] cell '2024-03-05 16:48'
      [{b()}] cell 'm.bakker'
      [{b()}] cell 'Mila Bakker'
      [{b()}] cell 'Updated'
      [{b()}] cell 'DCIM | device'
      [{b()}] cell 'leaf-sw-03'
        [{b()}] link 'leaf-sw-03'
      [{b()}] cell 'e2a94f17-5b0c-4c8d-9a61-3d7f08b2c5e9'
        [{b()}] link 'e2a94f17-5b0c-4c8d-9a61-3d7f08b2c5e9'
    [{b()}] row ''
      [{b()}] cell '22105'
        [{b()}] link '22105'
      [{b()}] cell '2023-03-14 11:02'
      [{b()}] cell 'm.bakker'
      [{b()}] cell 'Mila Bakker'
      [{b()}] cell 'Created'
      [{b()}] cell 'DCIM | device'
      [{b()}] cell 'leaf-sw-03'
        [{b()}] link 'leaf-sw-03'
      [{b()}] cell '4b7d0e26-1f8a-47c3-a5d9-8e61b2f0c7a3'
        [{b()}] link '4b7d0e26-1f8a-47c3-a5d9-8e61b2f0c7a3'
  StaticText 'Showing 1-3 of 3'"""
        b.n = 200
        t = f"""[{b()}] alert ''
  StaticText 'Modified device {name}'
  [{b()}] button 'Close'""" if toast else ""
        url = f"{base}/dcim/devices/212/" + ("changelog/" if tab == "Changelog" else "")
        return page(f"{name} | NetBox", url, head, body, *([t] if t else []))

    def edit(name: str, desc: str, focus: str) -> str:
        b = Bid(60)
        return page("Editing device leaf-sw-03 | NetBox", f"{base}/dcim/devices/212/edit/", chrome(b), f"""[{b()}] main ''
  [{b()}] heading 'Editing device leaf-sw-03'
  [{b()}] form ''
    StaticText 'Device'
    [{b()}] textbox 'Name' value='{name}'{', focused' if focus == 'name' else ''}
    [{b()}] combobox 'Device role' value='Leaf switch', hasPopup='listbox', expanded=False, required
    [{b()}] textbox 'Description' value='{desc}'{', focused' if focus == 'desc' else ''}
    [{b()}] combobox 'Tags' value='fabric-ams1, monitored', hasPopup='listbox', expanded=False
    StaticText 'Hardware'
    [{b()}] combobox 'Device type' value='DCS-7050SX3-48YC8', hasPopup='listbox', expanded=False, required
    [{b()}] combobox 'Airflow' value='Front to rear', hasPopup='listbox', expanded=False
    [{b()}] textbox 'Serial number' value='JPE21470863'
    [{b()}] textbox 'Asset tag' value='TWD-004417'
    StaticText 'Location'
    [{b()}] combobox 'Site' value='AMS1', hasPopup='listbox', expanded=False, required
    [{b()}] combobox 'Location' value='Hall B', hasPopup='listbox', expanded=False
    [{b()}] combobox 'Rack' value='B07', hasPopup='listbox', expanded=False
    [{b()}] combobox 'Face' value='Front', hasPopup='listbox', expanded=False
    [{b()}] combobox 'Position' value='U38', hasPopup='listbox', expanded=False
    StaticText 'Management'
    [{b()}] combobox 'Status' value='Active', hasPopup='listbox', expanded=False, required
    [{b()}] combobox 'Platform' value='Arista EOS', hasPopup='listbox', expanded=False
    [{b()}] combobox 'Config template' value='eos-leaf-v3', hasPopup='listbox', expanded=False
    [{b()}] combobox 'Primary IPv4' value='10.64.0.13/24', hasPopup='listbox', expanded=False
    [{b()}] link 'Cancel'
    [{b()}] button 'Save'""")

    def rack(b07_38: str) -> str:
        b = Bid(60)
        units = [("U39", "leaf-sw-04"), ("U38", b07_38),
                 ("U36", "oob-sw-b07"), ("U20-U21", "srv-ams1-b07-01"), ("U18-U19", "srv-ams1-b07-02")]
        head = chrome(b) + "\n" + f"""[{b()}] main ''
  [{b()}] navigation 'breadcrumb'
    [{b()}] link 'Racks'
    [{b()}] link 'AMS1'
    [{b()}] link 'Hall B'
  [{b()}] heading 'B07'
  [{b()}] link 'Edit'
  [{b()}] table 'Rack'
    [{b()}] row ''
      [{b()}] cell 'Site'
      [{b()}] cell 'AMS1'
        [{b()}] link 'AMS1'
    [{b()}] row ''
      [{b()}] cell 'Location'
      [{b()}] cell 'Hall B'
        [{b()}] link 'Hall B'
    [{b()}] row ''
      [{b()}] cell 'Status'
      [{b()}] cell 'Active'
    [{b()}] row ''
      [{b()}] cell 'Rack type'
      [{b()}] cell 'APC NetShelter SX 42U'
    [{b()}] row ''
      [{b()}] cell 'Devices'
      [{b()}] cell '5'
        [{b()}] link '5'
    [{b()}] row ''
      [{b()}] cell 'Space Utilization'
      [{b()}] cell '16.7%'
    [{b()}] row ''
      [{b()}] cell 'Power Utilization'
      [{b()}] cell '38.0%'
  [{b()}] heading 'Front'
  [{b()}] figure 'Front elevation'"""
        body = "\n".join(f"""    [{b()}] link '{u} {n}'""" for u, n in units)
        tail = f"""  [{b()}] heading 'Rear'
  [{b()}] figure 'Rear elevation'
    StaticText '(rear view: full-depth devices only)'
  [{b()}] link 'View Elevations'
  [{b()}] link 'Reservations 1'"""
        return page("B07 | NetBox", f"{base}/dcim/racks/58/", head, body, tail)

    def location() -> str:
        b = Bid(60)
        return page("Hall B | NetBox", f"{base}/dcim/locations/9/", chrome(b), f"""[{b()}] main ''
  [{b()}] navigation 'breadcrumb'
    [{b()}] link 'Locations'
    [{b()}] link 'AMS1'
  [{b()}] heading 'Hall B'
  [{b()}] link 'Edit'
  [{b()}] table 'Location'
    [{b()}] row ''
      [{b()}] cell 'Site'
      [{b()}] cell 'AMS1'
    [{b()}] row ''
      [{b()}] cell 'Parent'
      [{b()}] cell '—'
    [{b()}] row ''
      [{b()}] cell 'Status'
      [{b()}] cell 'Active'
    [{b()}] row ''
      [{b()}] cell 'Facility'
      [{b()}] cell 'Equinix AM7, Cage 0412'
  [{b()}] table 'Related Objects'
    [{b()}] row ''
      [{b()}] cell 'Racks'
      [{b()}] link '3'
    [{b()}] row ''
      [{b()}] cell 'Devices'
      [{b()}] link '7'
    [{b()}] row ''
      [{b()}] cell 'Power Panels'
      [{b()}] link '1'""")

    def racks() -> str:
        b = Bid(60)
        rows = [("B05", "Active", "B-05", "2", "", "4.8%", "12.5%"), ("B06", "Reserved", "B-06", "0", "", "0.0%", "0.0%"),
                ("B07", "Active", "B-07", "5", "", "16.7%", "38.0%")]
        head = chrome(b) + "\n" + f"""[{b()}] main ''
  [{b()}] heading 'Racks'
  [{b()}] link 'Add'
  [{b()}] tablist ''
    [{b()}] tab 'Results 3', selected=True
    [{b()}] tab 'Filters 1', selected=False
  StaticText 'Location: Hall B'
  [{b()}] button 'Remove'
  [{b()}] table ''
    [{b()}] row ''
      [{b()}] columnheader 'Name'
      [{b()}] columnheader 'Site'
      [{b()}] columnheader 'Location'
      [{b()}] columnheader 'Status'
      [{b()}] columnheader 'Facility ID'
      [{b()}] columnheader 'Devices'
      [{b()}] columnheader 'Height (U)'
      [{b()}] columnheader 'Space'
      [{b()}] columnheader 'Power'"""
        body = "\n".join(f"""    [{b()}] row ''
      [{b()}] cell '{r[0]}'
        [{b()}] link '{r[0]}'
      [{b()}] cell 'AMS1'
      [{b()}] cell 'Hall B'
      [{b()}] cell '{r[1]}'
      [{b()}] cell '{r[2]}'
      [{b()}] cell '{r[3]}'
      [{b()}] cell '42'
      [{b()}] cell '{r[5]}'
      [{b()}] cell '{r[6]}'""" for r in rows)
        return page("Racks | NetBox", f"{base}/dcim/racks/?location_id=9", head, body, "  StaticText 'Showing 1-3 of 3'")

    desc = "Hall B leaf pair 2, member A"
    s0 = devlist()
    o1 = device("leaf-sw-03", "")
    o2 = edit("leaf-sw-03", "", "")
    o3 = edit("ams1-leaf-03", "", "name")
    o4 = edit("ams1-leaf-03", desc, "desc")
    o5 = device("ams1-leaf-03", desc, toast=True)
    o6 = device("ams1-leaf-03", desc, tab="Changelog")
    o7 = rack("leaf-sw-03")
    o8 = location()
    o9 = racks()
    turns = [
        (clk(s0, "link 'leaf-sw-03'"), o1),
        (clk(o1, "link 'Edit'"), o2),
        (fil(o2, "textbox 'Name'", "ams1-leaf-03"), o3),
        (fil(o3, "textbox 'Description'", desc), o4),
        (clk(o4, "button 'Save'"), o5),
        (clk(o5, "tab 'Changelog'"), o6),
        (clk(o6, "link 'B07'"), o7),
        (clk(o7, "link 'Hall B'", 1), o8),
        (clk(o8, "link '3'"), o9),
    ]
    rs.add(task="web", tid="h43-web-08", system=SYSTEM, turns=turns, state=s0, bad=True, turn=7,
           kind="rack elevation lists the renamed device under its old name")

# Mattermost channels: clean
@traj
def t09(rs: RowSet) -> None:
    base = "https://chat.fieldworks.io/fieldworks"
    newch = "incident-2024-11-21-payments"

    def sidebar(current: str, extra: bool, live: bool, read: bool) -> str:
        chans = [("design-review", 40), ("Off-Topic", 41), ("release-coordination", 42), ("support-escalations", 43), ("Town Square", 44)]
        if extra:
            chans.append((newch, 58))
        chans.sort(key=lambda c: c[0].lower())
        out = """[33] navigation 'channel sidebar region'
  [34] button 'Fieldworks', hasPopup='menu'
  [35] button 'Add channel dropdown', hasPopup='menu'
  [36] link 'Threads'
  [37] group 'CHANNELS'
    [38] button 'CHANNELS', expanded=True"""
        for n, bid in chans:
            unread = n == "release-coordination" and not read
            out += f"\n    [{bid}] link '{n}{' unread' if unread else ''}'{', current=page' if n == current else ''}"
        out += f"""
  [45] group 'DIRECT MESSAGES'
    [46] button 'DIRECT MESSAGES', expanded=True
    [47] link 'Lena Park'
    [48] link 'Tomasz Wójcik{' 1 mention' if live else ''}'
    [49] link 'Ruth Adeyemi'"""
        return out

    esc_posts = [
        ("Ruth Adeyemi", "9:31 AM", "Ticket #88412 (Vantage Logistics) reopened: invoice PDF shows the wrong VAT number again."),
        ("Lena Park", "9:44 AM", "Taking #88412. Last time it was the cached tenant profile, will clear and regenerate."),
        ("Tomasz Wójcik", "9:52 AM", "FYI payments dashboards show a spike of 502s from the EU gateway, looking."),
        ("Lena Park", "9:58 AM", "#88412 fixed, customer confirmed."),
    ]

    def channel(name: str, posts: list, members: str, private: bool, intro: bool, draft: str = "", sep: int = -1) -> str:
        out = f"""[70] main ''
  [71] heading '{name}'
  {hide(private)}[72] img 'Private channel'
  [73] button 'Favorite'
  [74] button 'Members {members}'
  [75] button 'Pinned messages'
  [76] button 'Channel files'
  [77] button 'View Info'
  [78] searchbox 'Search' value=''
  [79] log 'message list main region'"""
        if intro:
            out += f"""
    StaticText 'Beginning of {name}'
    StaticText 'This is the start of the {name} private channel, created by Agnes Holm on November 21, 2024. Only invited members can see this private channel.'
    [80] button 'Add members'
    [81] button 'Set header'"""
        for i, (who, when, text) in enumerate(posts):
            n = 100 + 3 * i
            if i == sep:
                out += "\n    StaticText 'New Messages'"
            out += f"""
    [{n}] article ''
      [{n + 1}] button '{who}'
      [{n + 2}] link '{when}'
      StaticText '{text}'"""
        out += f"""
  [98] textbox 'Write to {name}' value='{draft}'{', focused' if draft or intro else ''}
  [99] button 'Send Now'{'' if draft else ', disabled=True'}"""
        return out

    def view(current: str, *, menu: bool = False, modal: str = "", name: str = "", private: bool = False,
             extra: bool = False, live: bool = False, posts: list | None = None, draft: str = "") -> str:
        parts = ["""[20] banner ''
  [21] button 'Product switch menu'
  [22] searchbox 'Search' value=''
  [23] button 'Recent mentions'
  [24] button 'Saved messages'
  [25] button 'Settings'
  [26] button 'Agnes Holm, Online', hasPopup='menu'""", sidebar(current, extra, live, current == "release-coordination")]
        if current == "support-escalations":
            parts.append(channel("support-escalations", esc_posts, "14", False, False))
        elif current == newch:
            parts.append(channel(newch, posts or [], "1", True, True, draft))
        else:
            parts.append(channel(current, posts or [], "22", False, False, sep=1))
        b = Bid(150)
        if menu:
            parts.append(f"""[{b()}] menu 'Add channel dropdown'
  [{b()}] menuitem 'Browse channels'
  [{b()}] menuitem 'Create new channel'
  [{b()}] menuitem 'Create new category'
  [{b()}] menuitem 'Invite people'""")
        if modal:
            b.n = 159
            slug = name.lower().replace(" ", "-")
            parts.append(f"""[{b()}] dialog 'Create a new channel', modal=True
  [{b()}] heading 'Create a new channel'
  [{b()}] button 'Close'
  [{b()}] textbox 'Channel name' value='{name}'{', focused' if modal == 'typed' else ''}
  StaticText 'URL: chat.fieldworks.io/fieldworks/channels/{slug if name else ''}'
  [{b()}] button 'Edit'
  [{b()}] radio 'Public Channel', checked='{str(not private).lower()}'
    StaticText 'Anyone can join'
  [{b()}] radio 'Private Channel', checked='{str(private).lower()}'
    StaticText 'Only invited members'
  [{b()}] textbox 'Purpose (optional)' value=''
  [{b()}] button 'Cancel'
  [{b()}] button 'Create channel'{'' if name else ', disabled=True'}""")
        url = f"{base}/channels/{current}"
        return page(f"{current} - Fieldworks Mattermost", url, *parts)

    msg = "Payments API returning 502s for EU customers since 09:40 UTC. Bridge: https://meet.fieldworks.io/inc-payments"
    sys_post = [("System", "10:06 AM", "Agnes Holm joined the channel.")]
    rel_new = [
        ("Tomasz Wójcik", "9:49 AM", "Release 4.18 train is frozen, cherry-picks need a +1 from QA."),
        ("Hiro Tanaka", "10:03 AM", "QA signed off on 4.18.0-rc3 for web and iOS."),
        ("Hiro Tanaka", "10:03 AM", "Android rc3 still waiting on the Play review."),
        ("Tomasz Wójcik", "10:06 AM", "Holding the EU rollout until the payments 502s are understood."),
    ]
    s0 = view("support-escalations")
    o1 = view("support-escalations", menu=True)
    o2 = view("support-escalations", modal="open")
    o3 = view("support-escalations", modal="typed", name=newch)
    o4 = view("support-escalations", modal="radio", name=newch, private=True)
    o5 = view(newch, extra=True, posts=sys_post)
    o6 = view(newch, extra=True, posts=sys_post, draft=msg)
    o7 = view(newch, extra=True, live=True, posts=sys_post + [("Agnes Holm", "10:07 AM", msg)])
    o8 = view("release-coordination", extra=True, live=True, posts=[p for p in rel_new if p[1]])
    turns = [
        (clk(s0, "button 'Add channel dropdown'"), o1),
        (clk(o1, "menuitem 'Create new channel'"), o2),
        (fil(o2, "textbox 'Channel name'", newch), o3),
        (clk(o3, "radio 'Private Channel'"), o4),
        (clk(o4, "button 'Create channel'"), o5),
        (fil(o5, f"textbox 'Write to {newch}'", msg), o6),
        ("keyboard_press('Enter')", o7),
        (clk(o7, "link 'release-coordination unread'"), o8),
    ]
    rs.add(task="web", tid="h43-web-09", system=SYSTEM, turns=turns, state=s0)

# GLPI ticket follow-up: bad
@traj
def t10(rs: RowSet) -> None:
    base = "https://helpdesk.marlow-county.gov"

    def chrome(b: Bid) -> str:
        return f"""[{b()}] navigation ''
  [{b()}] link 'GLPI'
  [{b()}] link 'Assets'
  [{b()}] link 'Assistance'
  [{b()}] link 'Management'
  [{b()}] link 'Tools'
  [{b()}] link 'Administration'
  [{b()}] link 'Setup'
[{b()}] banner ''
  [{b()}] navigation 'Breadcrumb'
    [{b()}] link 'Home'
    [{b()}] link 'Assistance'
    [{b()}] link 'Tickets'
  [{b()}] link 'Add'
  [{b()}] link 'Search'
  [{b()}] searchbox 'Search…' value=''
  [{b()}] combobox 'Root entity (tree structure)', hasPopup='menu', expanded=False
  [{b()}] button 'Luis Moreno', hasPopup='menu'"""

    def ticket(status: str, followups: list[tuple[str, str, str]], last: str, form: str = "", msg: str = "", pending_sel: bool = False) -> str:
        b = Bid(40)
        head = chrome(b) + "\n" + f"""[{b()}] main ''
  {hide(bool(msg))}[{b()}] alert ''
    {hide(bool(msg))}StaticText '{msg}'
    {hide(bool(msg))}[{b()}] button 'Close'
  [{b()}] heading 'Ticket (4127) - VPN drops every 20 minutes on Wi-Fi'
  StaticText '2 / 6'
  [{b()}] link 'Previous'
  [{b()}] link 'Next'
  [{b()}] tablist ''
    [{b()}] tab 'Processing ticket', selected=True
    [{b()}] tab 'Approvals', selected=False
    [{b()}] tab 'Knowledge base', selected=False
    [{b()}] tab 'Items 1', selected=False
    [{b()}] tab 'Costs', selected=False
    [{b()}] tab 'Projects', selected=False
    [{b()}] tab 'Statistics', selected=False
    [{b()}] tab 'Historical', selected=False
    [{b()}] tab 'All', selected=False
  [{b()}] region 'Timeline'"""
        b.n = 90
        tl = ""
        for i, (who, when, text) in enumerate(followups):
            n = 150 - 5 * i
            tl += f"""
    [{n}] article ''
      StaticText '{who}'
      StaticText 'Created: {when}'
      [{n + 1}] button 'Actions', hasPopup='menu'
      StaticText '{text}'"""
        tl += """
    [90] article ''
      StaticText 'Olivia Baker'
      StaticText 'Created: 2024-11-20 08:41'
      StaticText 'Since Monday my VPN (GlobalProtect) disconnects about every 20 minutes when I work from the 3rd floor Wi-Fi. On the wired dock it is fine. Laptop MC-LT-2291.'"""
        b.n = 160
        fbox = f"""  [{b()}] region 'Add a followup'
    [{b()}] document 'Rich text editor' value='{form}', focused
    [{b()}] checkbox 'Private', checked='false'
    [{b()}] combobox 'Source of followup' value='Helpdesk', hasPopup='listbox', expanded=False
    [{b()}] button 'Add'
    [{b()}] button 'Cancel'""" if form is not None and form != "-" else ""
        b.n = 170
        actions = f"""  [{b()}] button 'Answer'
  [{b()}] button 'Add a task'
  [{b()}] button 'Add a document'
  [{b()}] button 'Add a solution'"""
        side = f"""[{b()}] complementary 'Ticket'
  StaticText 'Last update: {last}'
  [{b()}] textbox 'Opening date' value='2024-11-20 08:41'
  [{b()}] combobox 'Type' value='Incident', hasPopup='listbox', expanded=False
  [{b()}] combobox 'Category' value='Network > VPN', hasPopup='listbox', expanded=False
  [{b()}] combobox 'Status' value='{status}', hasPopup='listbox', expanded=False{', focused' if pending_sel else ''}
  [{b()}] combobox 'Request source' value='Helpdesk', hasPopup='listbox', expanded=False
  [{b()}] combobox 'Urgency' value='Medium', hasPopup='listbox', expanded=False
  [{b()}] combobox 'Impact' value='Medium', hasPopup='listbox', expanded=False
  StaticText 'Priority'
  StaticText 'Medium'
  [{b()}] combobox 'Location' value='Annex Building > Floor 3', hasPopup='listbox', expanded=False
  StaticText 'Actors'
  StaticText 'Requester'
  [{b()}] link 'Olivia Baker'
  StaticText 'Observer'
  [{b()}] link 'Service Desk L1'
  StaticText 'Assigned to'
  [{b()}] link 'Luis Moreno'
  StaticText 'Service levels'
  StaticText 'TTR: 2024-11-22 08:41'
  [{b()}] button 'Save'"""
        parts = [head, tl, fbox, actions, side] if fbox else [head, tl, actions, side]
        return page("Ticket (4127) - VPN drops every 20 minutes on Wi-Fi - GLPI", f"{base}/front/ticket.form.php?id=4127", *parts)

    def ticketlist() -> str:
        b = Bid(40)
        rows = [
            ("4131", "Printer on Floor 2 jams on duplex jobs", "Processing (assigned)", "2024-11-21 08:47", "2024-11-21 08:12", "Low", "Carl Jensen", "Nadia Ruiz", "Hardware > Printers"),
            ("4127", "VPN drops every 20 minutes on Wi-Fi", "Processing (assigned)", "2024-11-20 11:02", "2024-11-20 08:41", "Medium", "Olivia Baker", "Luis Moreno", "Network > VPN"),
            ("4126", "New starter: laptop and accounts for P. Osei", "Processing (planned)", "2024-11-20 09:58", "2024-11-19 16:20", "Medium", "HR Team", "Nadia Ruiz", "Accounts > Onboarding"),
            ("4122", "Outlook keeps asking for password", "Pending", "2024-11-19 15:31", "2024-11-19 11:05", "Medium", "Tariq Hassan", "Luis Moreno", "Software > Email"),
            ("4118", "Council chamber projector no signal", "Solved", "2024-11-19 10:02", "2024-11-18 13:44", "High", "Front Office", "Nadia Ruiz", "Hardware > AV"),
            ("4115", "Request: Visio licence", "New", "2024-11-18 14:27", "2024-11-18 14:27", "Low", "Greta Lind", "", "Software > Licences"),
        ]
        head = chrome(b) + "\n" + f"""[{b()}] main ''
  [{b()}] heading 'Tickets'
  [{b()}] combobox 'Status' value='Not solved', hasPopup='listbox', expanded=False
  [{b()}] button 'Search'
  [{b()}] button 'Save search'
  StaticText 'Showing 1 to 6 of 6 rows'
  [{b()}] table ''
    [{b()}] row ''
      [{b()}] columnheader ''
        [{b()}] checkbox 'Check all', checked='false'
      [{b()}] columnheader 'ID'
      [{b()}] columnheader 'Title'
      [{b()}] columnheader 'Status'
      [{b()}] columnheader 'Last update ▼'
      [{b()}] columnheader 'Opening date'
      [{b()}] columnheader 'Priority'
      [{b()}] columnheader 'Requester - Requester'
      [{b()}] columnheader 'Assigned to - Technician'
      [{b()}] columnheader 'Category'"""
        body = "\n".join(f"""    [{b()}] row ''
      [{b()}] cell ''
        [{b()}] checkbox '', checked='false'
      [{b()}] cell '{r[0]}'
      [{b()}] cell '{r[1]}'
        [{b()}] link '{r[1]}'
      [{b()}] cell '{r[2]}'
      [{b()}] cell '{r[3]}'
      [{b()}] cell '{r[4]}'
      [{b()}] cell '{r[5]}'
      [{b()}] cell '{r[6]}'
      [{b()}] cell '{r[7]}'
      [{b()}] cell '{r[8]}'""" for r in rows)
        return page("Tickets - GLPI", f"{base}/front/ticket.php", head, body)

    f1 = ("Luis Moreno", "2024-11-20 10:15", "Checked the gateway logs: your session is re-keyed on each AP roam. Which SSID do you use on floor 3, MCG-Staff or MCG-Staff-5G?")
    f2 = ("Olivia Baker", "2024-11-20 11:02", "MCG-Staff-5G. It also happened once on MCG-Staff this morning.")
    reply = "GlobalProtect 6.2.4 fixes the roaming re-key issue. I pushed it to MC-LT-2291; please reboot and tell me if the drops continue."
    f3 = ("Luis Moreno", "2024-11-21 09:03", reply)
    s0 = ticketlist()
    o1 = ticket("Processing (assigned)", [f2, f1], "2024-11-20 11:02", form="-")
    o2 = ticket("Processing (assigned)", [f2, f1], "2024-11-20 11:02", form="")
    o3 = ticket("Processing (assigned)", [f2, f1], "2024-11-20 11:02", form=reply)
    o4 = ticket("Processing (assigned)", [f3, f2, f1], "2024-11-21 09:03", form="-")
    o5 = ticket("Pending", [f3, f2, f1], "2024-11-21 09:03", form="-", pending_sel=True)
    o6 = ticket("Pending", [f3, f2, f1], "2024-11-21 08:58", form="-", msg="Item successfully updated: Ticket (4127) - VPN drops every 20 minutes on Wi-Fi")
    turns = [
        (clk(s0, "link 'VPN drops every 20 minutes on Wi-Fi'"), o1),
        (clk(o1, "button 'Answer'"), o2),
        (fil(o2, "document 'Rich text editor'", reply), o3),
        (clk(o3, "button 'Add'"), o4),
        (sel(o4, "combobox 'Status'", "Pending"), o5),
        (clk(o5, "button 'Save'"), o6),
    ]
    rs.add(task="web", tid="h43-web-10", system=SYSTEM, turns=turns, state=s0, bad=True, turn=6,
           kind="ticket's Last update time goes back to before the follow-up it just recorded")

# Moodle assignment dates: bad
@traj
def t11(rs: RowSet) -> None:
    base = "https://learn.ashby-college.ac.uk"
    name = "Lab report 3: Osmosis"

    def chrome(b: Bid) -> str:
        return f"""[{b()}] navigation 'Site navigation'
  [{b()}] link 'Ashby College Moodle'
  [{b()}] link 'Home'
  [{b()}] link 'Dashboard'
  [{b()}] link 'My courses'
  [{b()}] link 'Site administration'
  [{b()}] button 'Notification', hasPopup='menu'
  [{b()}] button 'Toggle messaging drawer'
  [{b()}] button 'User menu: Dr Hannah Reyes', hasPopup='menu'
  [{b()}] switch 'Edit mode', checked='false'"""

    def course(due: str) -> str:
        b = Bid(20)
        return page("Course: BIO101 Introduction to Cell Biology | Ashby College Moodle", f"{base}/course/view.php?id=214", chrome(b), f"""[{b()}] main ''
  [{b()}] heading 'BIO101 Introduction to Cell Biology'
  [{b()}] navigation 'Course'
    [{b()}] link 'Course'
    [{b()}] link 'Settings'
    [{b()}] link 'Participants'
    [{b()}] link 'Grades'
    [{b()}] link 'Reports'
    [{b()}] button 'More', hasPopup='menu'
  [{b()}] region 'Week 9: Membrane transport'
    [{b()}] heading 'Week 9: Membrane transport'
    [{b()}] link 'Lecture 9 slides: Diffusion and osmosis File'
    [{b()}] link 'Quiz 4: Transport Quiz'
      StaticText 'Opened: Friday, 8 November 2024, 9:00 AM'
      StaticText 'Closed: Friday, 15 November 2024, 11:59 PM'
    [{b()}] link '{name} Assignment'
      StaticText 'Opened: Monday, 11 November 2024, 9:00 AM'
      StaticText 'Due: {due}'
  [{b()}] region 'Week 10: Cell membranes'
    [{b()}] heading 'Week 10: Cell membranes'
    [{b()}] link 'Lecture 10 slides: Membrane structure File'
    [{b()}] link 'Quiz 5: Membranes Quiz'
      StaticText 'Opens: Friday, 29 November 2024, 9:00 AM'
      StaticText 'Closes: Friday, 6 December 2024, 11:59 PM'
    [{b()}] link 'Final exam review session (Room C2.14) Page'""")

    def assign(due: str, remaining: str, msg: bool = False) -> str:
        b = Bid(20)
        return page(f"BIO101: {name} | Ashby College Moodle", f"{base}/mod/assign/view.php?id=5531", chrome(b), f"""[{b()}] main ''
  [{b()}] navigation 'Breadcrumb'
    [{b()}] link 'BIO101'
    [{b()}] link 'Week 9: Membrane transport'
    [{b()}] link '{name}'
  [{b()}] heading '{name}'
  [{b()}] navigation 'Assignment'
    [{b()}] link 'Assignment'
    [{b()}] link 'Settings'
    [{b()}] link 'Submissions'
    [{b()}] link 'Advanced grading'
    [{b()}] button 'More', hasPopup='menu'
  StaticText 'Opened: Monday, 11 November 2024, 9:00 AM'
  StaticText 'Due: {due}'
  StaticText 'Write up the potato-core osmosis practical (max 1500 words). Include your raw mass-change table and the graph used to estimate the isotonic concentration.'
  [{b()}] link 'lab3_template.docx'
  StaticText '21 October 2024, 2:14 PM'
  [{b()}] heading 'Grading summary'
  [{b()}] table ''
    [{b()}] row ''
      [{b()}] cell 'Hidden from students'
      [{b()}] cell 'No'
    [{b()}] row ''
      [{b()}] cell 'Participants'
      [{b()}] cell '48'
    [{b()}] row ''
      [{b()}] cell 'Submitted'
      [{b()}] cell '17'
    [{b()}] row ''
      [{b()}] cell 'Needs grading'
      [{b()}] cell '17'
    [{b()}] row ''
      [{b()}] cell 'Time remaining'
      [{b()}] cell '{remaining}'
  [{b()}] link 'View all submissions'
  [{b()}] link 'Grade'""" + (f"""
[{b()}] status ''
  StaticText 'Changes saved'""" if msg else ""))

    def settings(due_day: str, remind_day: str, focus: str) -> str:
        b = Bid(20)

        def dt(label: str, d: str, m: str, h: str, mi: str, on: bool, f: bool) -> str:
            return f"""    [{b()}] group '{label}'
      [{b()}] combobox 'Day' value='{d}', hasPopup='menu', expanded=False{', focused' if f else ''}
      [{b()}] combobox 'Month' value='{m}', hasPopup='menu', expanded=False
      [{b()}] combobox 'Year' value='2024', hasPopup='menu', expanded=False
      [{b()}] combobox 'Hour' value='{h}', hasPopup='menu', expanded=False
      [{b()}] combobox 'Minute' value='{mi}', hasPopup='menu', expanded=False
      [{b()}] button 'Calendar'
      [{b()}] checkbox 'Enable', checked='{str(on).lower()}'"""

        head = chrome(b) + "\n" + f"""[{b()}] main ''
  [{b()}] heading 'Updating: Assignment'
  [{b()}] button 'Expand all'
  [{b()}] group 'General'
    [{b()}] textbox 'Assignment name' value='{name}', required
    [{b()}] textbox 'Description' value='Write up the potato-core osmosis practical (max 1500 words). Include your raw mass-change table and the graph used to estimate the isotonic concentration.'
    [{b()}] checkbox 'Display description on course page', checked='false'
  [{b()}] group 'Availability'"""
        dates = "\n".join([dt("Allow submissions from", "11", "November", "09", "00", True, False),
                           dt("Due date", due_day, "December", "17", "00", True, focus == "due"),
                           dt("Cut-off date", "21", "November", "10", "45", False, False),
                           dt("Remind me to grade by", remind_day, "December", "17", "00", True, focus == "remind")])
        tail = f"""    [{b()}] checkbox 'Always show description', checked='true'
  [{b()}] button 'Submission types', expanded=False
  [{b()}] button 'Feedback types', expanded=False
  [{b()}] button 'Submission settings', expanded=False
  [{b()}] button 'Grade', expanded=False
  [{b()}] button 'Common module settings', expanded=False
  [{b()}] button 'Save and return to course'
  [{b()}] button 'Save and display'
  [{b()}] button 'Cancel'"""
        return page(f"Editing Assignment: {name} | Ashby College Moodle", f"{base}/course/modedit.php?update=5531&return=1", head, dates, tail)

    def submissions() -> str:
        b = Bid(20)
        rows = [("Aaliyah Bennett", "a.bennett@students.ashby-college.ac.uk", "Submitted for grading", "Monday, 18 November 2024, 8:12 PM"),
                ("Ben Carver", "b.carver@students.ashby-college.ac.uk", "No submission", "-"),
                ("Chloe Dunmore", "c.dunmore@students.ashby-college.ac.uk", "Submitted for grading", "Tuesday, 19 November 2024, 11:47 PM"),
                ("Dev Patel", "d.patel@students.ashby-college.ac.uk", "Submitted for grading", "Wednesday, 20 November 2024, 4:05 PM"),
                ("Ella Fortescue", "e.fortescue@students.ashby-college.ac.uk", "No submission", "-"),
                ("Farah Ghani", "f.ghani@students.ashby-college.ac.uk", "Submitted for grading", "Sunday, 17 November 2024, 6:30 PM"),
                ("George Hollis", "g.hollis@students.ashby-college.ac.uk", "No submission", "-"),
                ("Hana Ito", "h.ito@students.ashby-college.ac.uk", "Submitted for grading", "Thursday, 21 November 2024, 7:58 AM")]
        head = chrome(b) + "\n" + f"""[{b()}] main ''
  [{b()}] navigation 'Breadcrumb'
    [{b()}] link 'BIO101'
    [{b()}] link 'Week 9: Membrane transport'
    [{b()}] link '{name}'
    StaticText 'Submissions'
  [{b()}] heading '{name}'
  [{b()}] heading 'Submissions'
  [{b()}] searchbox 'Search users' value=''
  [{b()}] combobox 'Filter' value='No filter', hasPopup='menu', expanded=False
  [{b()}] link 'Grade'
  [{b()}] button 'Actions', hasPopup='menu'
  StaticText 'Page 1 of 6'
  [{b()}] table 'Submissions'
    [{b()}] row ''
      [{b()}] columnheader 'Select'
      [{b()}] columnheader 'First name / Last name'
      [{b()}] columnheader 'Email address'
      [{b()}] columnheader 'Status'
      [{b()}] columnheader 'Grade'
      [{b()}] columnheader 'Last modified (submission)'
      [{b()}] columnheader 'File submissions'"""
        body = "\n".join(f"""    [{b()}] row ''
      [{b()}] cell ''
        [{b()}] checkbox 'Select {n}', checked='false'
      [{b()}] cell '{n}'
        [{b()}] link '{n}'
      [{b()}] cell '{e}'
      [{b()}] cell '{st}'
      [{b()}] cell ''
        [{b()}] link 'Grade'
      [{b()}] cell '{lm}'
      [{b()}] cell '{'lab3_' + n.split()[1].lower() + '.docx' if lm != '-' else ''}'""" for n, e, st, lm in rows)
        tail = f"""  [{b()}] navigation 'Page'
    [{b()}] link '1'
    [{b()}] link '2'
    [{b()}] link '3'
    [{b()}] link 'Next page'"""
        return page(f"BIO101: {name}: Submissions | Ashby College Moodle", f"{base}/mod/assign/view.php?id=5531&action=grading", head, body, tail)

    nov = [
        ("28", "29", "30", "31", "1", "2", "3"), ("4", "5", "6", "7", "8", "9", "10"), ("11", "12", "13", "14", "15", "16", "17"),
        ("18", "19", "20", "21", "22", "23", "24"), ("25", "26", "27", "28", "29", "30", "1"),
    ]
    dec = [
        ("25", "26", "27", "28", "29", "30", "1"), ("2", "3", "4", "5", "6", "7", "8"), ("9", "10", "11", "12", "13", "14", "15"),
        ("16", "17", "18", "19", "20", "21", "22"), ("23", "24", "25", "26", "27", "28", "29"), ("30", "31", "1", "2", "3", "4", "5"),
    ]

    def month(label: str, weeks: list, events: dict[str, list[str]], prev: str, nxt: str, url_time: str) -> str:
        b = Bid(20)
        head = chrome(b) + "\n" + f"""[{b()}] main ''
  [{b()}] heading 'Calendar'
  [{b()}] combobox 'Course' value='BIO101', hasPopup='menu', expanded=False
  [{b()}] combobox 'View' value='Month', hasPopup='menu', expanded=False
  [{b()}] button 'New event'
  [{b()}] link '{prev}'
  [{b()}] heading '{label}'
  [{b()}] link '{nxt}'
  [{b()}] table '{label}'
    [{b()}] row ''
      [{b()}] columnheader 'Mon'
      [{b()}] columnheader 'Tue'
      [{b()}] columnheader 'Wed'
      [{b()}] columnheader 'Thu'
      [{b()}] columnheader 'Fri'
      [{b()}] columnheader 'Sat'
      [{b()}] columnheader 'Sun'"""
        out = []
        started = False
        for wk in weeks:
            out.append(f"    [{b()}] row ''")
            for d in wk:
                if d == "1":
                    started = not started
                inmonth = started
                ev = events.get(d, []) if inmonth else []
                out.append(f"      [{b()}] cell '{d}'" + ("" if inmonth else ", disabled=True"))
                if ev:
                    out.append(f"        [{b()}] link '{d} {label.split()[0]}'")
                for e in ev:
                    out.append(f"        [{b()}] link '{e}'")
        tail = f"""  [{b()}] link 'Export calendar'
  [{b()}] link 'Manage subscriptions'"""
        url = f"{base}/calendar/view.php?view=month&course=214" + (f"&time={url_time}" if url_time else "")
        return page("BIO101: Calendar | Ashby College Moodle", url, head, "\n".join(out), tail)

    old_due, new_due = "Friday, 13 December 2024, 5:00 PM", "Friday, 20 December 2024, 5:00 PM"
    nov_ev = {"8": ["Quiz 4: Transport opens"], "11": [f"{name} opens"], "15": ["Quiz 4: Transport closes"], "29": ["Quiz 5: Membranes opens"]}
    dec_bad = {"6": ["Quiz 5: Membranes closes"], "13": [f"{name} is due"], "17": ["Final exam review session (Room C2.14)"],
               "27": [f"{name} is due to be graded"]}
    s0 = course(old_due)
    o1 = assign(old_due, "22 days 6 hours")
    o2 = settings("13", "20", "")
    o3 = settings("20", "20", "due")
    o4 = settings("20", "27", "remind")
    o5 = assign(new_due, "29 days 6 hours", msg=True)
    o6 = submissions()
    o7 = course(new_due)
    o8 = month("November 2024", nov, nov_ev, "October", "December", "")
    o9 = month("December 2024", dec, dec_bad, "November", "January", "1733011200")
    o10 = month("November 2024", nov, nov_ev, "October", "December", "1730419200")
    turns = [
        (clk(s0, f"link '{name} Assignment'"), o1),
        (clk(o1, "link 'Settings'"), o2),
        (sel(o2, "combobox 'Day'", "20", 1), o3),
        (sel(o3, "combobox 'Day'", "27", 3), o4),
        (clk(o4, "button 'Save and display'"), o5),
        (clk(o5, "link 'View all submissions'"), o6),
        (clk(o6, "link 'BIO101'"), o7),
        (f"goto('{base}/calendar/view.php?view=month&course=214')", o8),
        (clk(o8, "link 'December'"), o9),
        (clk(o9, "link 'November'"), o10),
    ]
    rs.add(task="web", tid="h43-web-11", system=SYSTEM, turns=turns, state=s0, bad=True, turn=9,
           kind="calendar shows the assignment due on the old date after the due date was moved and read back as moved")

# Nextcloud Deck board: clean
@traj
def t12(rs: RowSet) -> None:
    base = "https://cloud.ravensworth.studio/apps/deck"
    newcard = "Cookie banner: switch to consent mode v2"
    cards0 = {
        "Backlog": [(1841, "Blog migration from WordPress", "Content", "", "", ""), (1842, "Pricing table component", "Frontend", "in 4 days", "MK", "0/3"),
                    (1850, "Search with Meilisearch", "Frontend", "", "", ""), (1853, "Legal pages review", "Content", "", "JS", ""),
                    (1857, "Image CDN setup", "Infra", "", "", "")],
        "In progress": [(1829, "Hero section copy", "Content", "tomorrow", "JS", "2/4"), (1833, "Newsletter signup form", "Frontend", "", "MK", ""),
                        (1838, "Accessibility audit", "QA", "2 days ago", "AO", "5/12")],
        "Review": [(1822, "Navigation redesign", "Frontend", "", "MK", "4/4"), (1826, "Case study: Halden Ferries", "Content", "", "JS", "")],
        "Done": [(1807, "Brand colour tokens", "Design", "", "AO", ""), (1811, "Staging environment", "Infra", "", "TR", ""),
                 (1815, "Favicon set", "Design", "", "AO", ""), (1819, "Analytics event plan", "Infra", "", "TR", "3/3")],
    }

    def board(cards: dict, adding: str | None = None, menu: int | None = None, sidebar: str = "", boardmenu: bool = False) -> str:
        b = Bid(10)
        head = f"""[{b()}] navigation 'Applications menu'
  [{b()}] link 'Dashboard'
  [{b()}] link 'Files'
  [{b()}] link 'Photos'
  [{b()}] link 'Activity'
  [{b()}] link 'Talk'
  [{b()}] link 'Deck'
  [{b()}] link 'Calendar'
[{b()}] button 'Unified search'
[{b()}] button 'Notifications'
[{b()}] button 'Settings menu', hasPopup='menu'
[{b()}] navigation 'Deck navigation'
  [{b()}] link 'Upcoming cards'
  [{b()}] link 'All boards'
  [{b()}] link 'Website relaunch', current=page
  [{b()}] link 'Q1 campaigns'
  [{b()}] link 'Studio ops'
  [{b()}] link 'Archived boards'
  [{b()}] link 'Shared with you'
  [{b()}] button 'Add board'
[{b()}] main ''
  [{b()}] heading 'Website relaunch'
  [{b()}] button 'Apply filter'
  [{b()}] button 'Toggle compact mode'
  [{b()}] button 'Open details'
  [{b()}] button 'Board actions', hasPopup='menu'"""
        b.n = 200
        out = []
        for si, (stack, cs) in enumerate(cards.items()):
            sb = 200 + 100 * si
            out.append(f"""  [{sb}] group '{stack}'
    [{sb + 1}] heading '{stack}'
    [{sb + 2}] button 'Add card'
    [{sb + 3}] button 'Stack actions', hasPopup='menu'""")
            for cid, title, label, due, who, check in cs:
                n = 400 + (cid - 1770) * 10
                lines = [f"    [{n}] article '{title}'", f"      StaticText '{title}'"]
                if label:
                    lines.append(f"      StaticText '{label}'")
                if due:
                    lines.append(f"      StaticText '{due}'")
                if check:
                    lines.append(f"      StaticText '{check}'")
                if who:
                    lines.append(f"      [{n + 1}] img '{who}'")
                lines.append(f"      [{n + 2}] button 'Card actions', hasPopup='menu'")
                if menu == cid:
                    lines += [f"      [{n + 3}] menu ''", f"        [{n + 4}] menuitem 'Assign to me'", f"        [{n + 5}] menuitem 'Move card'",
                              f"        [{n + 6}] menuitem 'Card details'", f"        [{n + 7}] menuitem 'Archive card'", f"        [{n + 8}] menuitem 'Delete card'"]
                out.append("\n".join(lines))
            if stack == "Backlog" and adding is not None:
                out.append(f"""    [{sb + 4}] textbox 'Card name' value='{adding}', focused
    [{sb + 5}] button 'Add card'""")
        parts = [head, "\n".join(out)]
        if boardmenu:
            parts.append("""  [90] menu 'Board actions'
    [91] menuitem 'Board details'
    [92] menuitem 'Show archived cards'
    [93] menuitem 'Toggle compact mode'
    [94] menuitem 'Hide card ID badge'""")
        if sidebar:
            parts.append(sidebar)
        return page("Website relaunch - Deck - Ravensworth Cloud", f"{base}/board/27" + ("/card/1862" if sidebar else ""), *parts)

    def side(due: str) -> str:
        return f"""[70] complementary 'Card details'
  [71] heading '{newcard}'
  StaticText 'Modified: a few seconds ago · Created: {'a minute ago' if due else 'a few seconds ago'}'
  [72] button 'Close sidebar'
  [73] button 'Card actions', hasPopup='menu'
  [74] tablist ''
    [75] tab 'Details', selected=True
    [76] tab 'Attachments', selected=False
    [77] tab 'Comments', selected=False
    [78] tab 'Activity', selected=False
  [79] combobox 'Assign a tag to this card…', hasPopup='listbox', expanded=False
  [80] combobox 'Assign a user to this card…', hasPopup='listbox', expanded=False
  [81] textbox 'Set a due date' value='{due}'{', focused' if due else ''}
  [82] button 'Remove due date'{'' if due else ', disabled=True'}
  [83] textbox 'Description' value=''
  StaticText 'Write a description …'"""

    def archived() -> str:
        arch = {"Backlog": [], "In progress": [], "Review": [],
                "Done": [(1815, "Favicon set", "Design", "", "AO", ""), (1791, "Old sitemap cleanup", "Infra", "", "TR", ""),
                         (1776, "Moodboard v1", "Design", "", "AO", "")]}
        return board(arch).replace("[{0}] heading 'Website relaunch'".format(find(s0, "heading 'Website relaunch'")),
                                   "[{0}] heading 'Website relaunch (archived cards)'".format(find(s0, "heading 'Website relaunch'")))

    c1 = {k: list(v) for k, v in cards0.items()}
    c1["Backlog"].append((1862, newcard, "", "", "", ""))
    c2 = {k: list(v) for k, v in c1.items()}
    c2["Backlog"][-1] = (1862, newcard, "", "in 11 days", "", "")
    c3 = {k: list(v) for k, v in c2.items()}
    c3["Done"] = [c for c in c3["Done"] if c[1] != "Favicon set"]
    s0 = board(cards0)
    o1 = board(cards0, adding="")
    o2 = board(cards0, adding=newcard)
    o3 = board(c1)
    o4 = board(c1, sidebar=side(""))
    o5 = board(c2, sidebar=side("2024-12-02"))
    o6 = board(c2)
    o7 = board(c2, menu=1815)
    o8 = board(c3)
    o9 = board(c3, boardmenu=True)
    o10 = archived()
    turns = [
        (clk(s0, "button 'Add card'"), o1),
        (fil(o1, "textbox 'Card name'", newcard), o2),
        ("keyboard_press('Enter')", o3),
        (clk(o3, f"article '{newcard}'"), o4),
        (fil(o4, "textbox 'Set a due date'", "2024-12-02"), o5),
        (clk(o5, "button 'Close sidebar'"), o6),
        ("click('%d')" % (int(find(o6, "article 'Favicon set'")) + 2), o7),
        (clk(o7, "menuitem 'Archive card'"), o8),
        (clk(o8, "button 'Board actions'"), o9),
        (clk(o9, "menuitem 'Show archived cards'"), o10),
    ]
    rs.add(task="web", tid="h43-web-12", system=SYSTEM, turns=turns, state=s0)

# Harbor registry artifact tags: bad
@traj
def t13(rs: RowSet) -> None:
    base = "https://harbor.lumen-freight.io/harbor/projects/12/repositories/ledger-api"
    digest = "sha256:4c1f9e27b3a5d8e0f17c2e9a6b4d3c5f8a1e0d7b9c2f4a6e8d1b3c5a7f9e0b2d"
    drift = "sha256:4c1f9e27b3a5d8e0f17c2e9a6b4d3c5f8a1e0d7b9c2f4a6e8d1b3c5a7f9e0d2b"

    def chrome(b: Bid) -> str:
        return f"""[{b()}] banner ''
  [{b()}] link 'Harbor'
  [{b()}] searchbox 'Search Harbor...' value=''
  [{b()}] button 'English', hasPopup='menu'
  [{b()}] button 'admin', hasPopup='menu'
[{b()}] navigation ''
  [{b()}] link 'Projects'
  [{b()}] link 'Logs'
  StaticText 'Administration'
  [{b()}] link 'Users'
  [{b()}] link 'Robot Accounts'
  [{b()}] link 'Registries'
  [{b()}] link 'Replications'
  [{b()}] link 'Distributions'
  [{b()}] link 'Labels'
  [{b()}] link 'Project Quotas'
  [{b()}] link 'Interrogation Services'
  [{b()}] link 'Clean Up'
  [{b()}] link 'Job Service Dashboard'
  [{b()}] link 'Configuration'"""

    def detail(dg: str, tags: list[tuple[str, str, str]], adding: str | None = None, toast: bool = False) -> str:
        b = Bid(30)
        head = chrome(b) + "\n" + f"""[{b()}] main ''
  [{b()}] navigation 'Breadcrumb'
    [{b()}] link 'Projects'
    [{b()}] link 'payments'
    [{b()}] link 'ledger-api'
    StaticText 'sha256:4c1f9e27'
  [{b()}] heading 'ledger-api@sha256:4c1f9e27'
  [{b()}] region 'Overview'
    StaticText 'Digest'
    StaticText '{dg}'
    StaticText 'Type'
    StaticText 'IMAGE'
    StaticText 'Media type'
    StaticText 'application/vnd.oci.image.manifest.v1+json'
    StaticText 'Size'
    StaticText '48.21MiB'
    StaticText 'Architecture'
    StaticText 'amd64'
    StaticText 'OS'
    StaticText 'linux'
    StaticText 'Created'
    StaticText '11/20/24, 4:15 PM'
    StaticText 'Author'
    StaticText 'ci@lumen-freight.io'
  [{b()}] heading 'Tags'
  [{b()}] button 'Add Tag'
  [{b()}] button 'Remove Tag', disabled=True
  [{b()}] table 'Tags'
    [{b()}] row ''
      [{b()}] columnheader ''
      [{b()}] columnheader 'Name'
      [{b()}] columnheader 'Pull Time'
      [{b()}] columnheader 'Push Time'"""
        body = "\n".join(f"""    [{200 + 6 * i}] row ''
      [{201 + 6 * i}] cell ''
        [{202 + 6 * i}] checkbox 'Select', checked='false'
      [{203 + 6 * i}] cell '{n}'
      [{204 + 6 * i}] cell '{pull}'
      [{205 + 6 * i}] cell '{push}'""" for i, (n, pull, push) in enumerate(tags))
        form = f"""  [250] textbox 'Tag name' value='{adding}', focused
  [251] button 'Cancel'
  [252] button 'OK'{'' if adding else ', disabled=True'}""" if adding is not None else ""
        tail = f"""  StaticText '1 - {len(tags)} of {len(tags)} items'
  [{b()}] tablist 'Additions'
    [{b()}] tab 'Vulnerabilities', selected=True
    [{b()}] tab 'Build History', selected=False
    [{b()}] tab 'Summary', selected=False
  [{b()}] button 'Scan vulnerability'
  StaticText 'Scan completed 11/20/24, 4:19 PM by Trivy 0.50.1'
  [{b()}] table 'Vulnerabilities'
    [{b()}] row ''
      [{b()}] columnheader 'Vulnerability'
      [{b()}] columnheader 'Severity'
      [{b()}] columnheader 'Package'
      [{b()}] columnheader 'Current version'
      [{b()}] columnheader 'Fixed in version'
    [{b()}] row ''
      [{b()}] cell 'CVE-2024-45337'
      [{b()}] cell 'Critical'
      [{b()}] cell 'golang.org/x/crypto'
      [{b()}] cell 'v0.26.0'
      [{b()}] cell '0.31.0'
    [{b()}] row ''
      [{b()}] cell 'CVE-2024-34156'
      [{b()}] cell 'High'
      [{b()}] cell 'stdlib'
      [{b()}] cell 'v1.22.6'
      [{b()}] cell '1.22.7, 1.23.1'
    [{b()}] row ''
      [{b()}] cell 'CVE-2024-45338'
      [{b()}] cell 'Medium'
      [{b()}] cell 'golang.org/x/net'
      [{b()}] cell 'v0.28.0'
      [{b()}] cell '0.33.0'"""
        parts = [head, body] + ([form] if form else []) + [tail]
        if toast:
            parts.append(f"""[{b()}] alert ''
  StaticText 'Tag added successfully'
  [{b()}] button 'Close'""")
        return page("Harbor", f"{base}/artifacts-tab/artifacts/{digest}", *parts)

    arts = [
        ("sha256:4c1f9e27", "v3.8.2", "48.21MiB", "1 Critical, 1 High, 1 Medium", "11/20/24, 4:18 PM", "11/21/24, 9:02 AM"),
        ("sha256:9ab07d3e", "v3.8.1", "48.19MiB", "1 Critical, 2 High, 1 Medium", "11/12/24, 11:40 AM", "11/20/24, 7:55 PM"),
        ("sha256:e57c2a10", "v3.8.0", "47.88MiB", "1 Critical, 2 High, 3 Medium", "11/04/24, 2:06 PM", "11/12/24, 1:13 PM"),
        ("sha256:71d4b8f6", "v3.7.5", "47.60MiB", "2 Critical, 4 High, 3 Medium", "10/22/24, 10:31 AM", "11/04/24, 3:48 PM"),
    ]

    def artlist(first_tags: str, q: str = "", applied: bool = False) -> str:
        b = Bid(30)
        rows = [(a[0], first_tags if i == 0 else a[1]) + a[2:] for i, a in enumerate(arts)]
        if applied:
            rows = [r for r in rows if q in r[1].split(", ")]
        head = chrome(b) + "\n" + f"""[{b()}] main ''
  [{b()}] navigation 'Breadcrumb'
    [{b()}] link 'Projects'
    [{b()}] link 'payments'
    StaticText 'ledger-api'
  [{b()}] heading 'ledger-api'
  [{b()}] tablist ''
    [{b()}] tab 'Info', selected=False
    [{b()}] tab 'Artifacts', selected=True
  [{b()}] button 'Scan', disabled=True
  [{b()}] button 'Stop Scan', disabled=True
  [{b()}] button 'Actions', hasPopup='menu'
  [{b()}] combobox 'Filter by' value='Tags', hasPopup='listbox', expanded=False
  [{b()}] searchbox 'Filter Artifacts' value='{q}'{', focused' if q else ''}
  [{b()}] button 'Refresh'
  [{b()}] table 'Artifacts'
    [{b()}] row ''
      [{b()}] columnheader ''
        [{b()}] checkbox 'Select all', checked='false'
      [{b()}] columnheader 'Artifacts'
      [{b()}] columnheader 'Pull Command'
      [{b()}] columnheader 'Tags'
      [{b()}] columnheader 'Size'
      [{b()}] columnheader 'Vulnerabilities'
      [{b()}] columnheader 'Labels'
      [{b()}] columnheader 'Push Time'
      [{b()}] columnheader 'Pull Time'"""
        body = "\n".join(f"""    [{b()}] row ''
      [{b()}] cell ''
        [{b()}] checkbox 'Select', checked='false'
      [{b()}] cell '{r[0]}'
        [{b()}] link '{r[0]}'
      [{b()}] cell ''
        [{b()}] button 'Copy pull command'
      [{b()}] cell '{r[1]}'
      [{b()}] cell '{r[2]}'
      [{b()}] cell '{r[3]}'
      [{b()}] cell ''
      [{b()}] cell '{r[4]}'
      [{b()}] cell '{r[5]}'""" for r in rows)
        return page("Harbor", f"{base}/artifacts-tab", head, body, f"  StaticText '1 - {len(rows)} of {len(rows)} items'")

    def project() -> str:
        b = Bid(30)
        repos = [("payments/ledger-api", "4", "1,284", "11/20/24, 4:18 PM"), ("payments/payout-worker", "7", "3,906", "11/19/24, 6:51 PM"),
                 ("payments/fx-rates", "12", "22,417", "11/21/24, 6:00 AM"), ("payments/reconciler", "3", "412", "10/30/24, 9:12 AM")]
        head = chrome(b) + "\n" + f"""[{b()}] main ''
  [{b()}] navigation 'Breadcrumb'
    [{b()}] link 'Projects'
    StaticText 'payments'
  [{b()}] heading 'payments'
  StaticText 'Private'
  [{b()}] tablist ''
    [{b()}] tab 'Summary', selected=False
    [{b()}] tab 'Repositories', selected=True
    [{b()}] tab 'Members', selected=False
    [{b()}] tab 'Labels', selected=False
    [{b()}] tab 'Scanner', selected=False
    [{b()}] tab 'P2P Preheat', selected=False
    [{b()}] tab 'Policy', selected=False
    [{b()}] tab 'Robot Accounts', selected=False
    [{b()}] tab 'Webhooks', selected=False
    [{b()}] tab 'Logs', selected=False
    [{b()}] tab 'Configuration', selected=False
  [{b()}] button 'Push Command', hasPopup='menu'
  [{b()}] button 'Delete', disabled=True
  [{b()}] searchbox 'Filter Repositories' value=''
  [{b()}] table 'Repositories'
    [{b()}] row ''
      [{b()}] columnheader 'Name'
      [{b()}] columnheader 'Artifacts'
      [{b()}] columnheader 'Pulls'
      [{b()}] columnheader 'Last Modified Time'"""
        body = "\n".join(f"""    [{b()}] row ''
      [{b()}] cell '{r[0]}'
        [{b()}] link '{r[0]}'
      [{b()}] cell '{r[1]}'
      [{b()}] cell '{r[2]}'
      [{b()}] cell '{r[3]}'""" for r in repos)
        return page("Harbor", "https://harbor.lumen-freight.io/harbor/projects/12/repositories", head, body, "  StaticText '1 - 4 of 4 items'")

    t0 = [("latest", "11/21/24, 9:02 AM", "11/20/24, 4:18 PM"), ("v3.8.2", "11/21/24, 8:47 AM", "11/20/24, 4:18 PM")]
    t1 = t0 + [("stable", "", "11/21/24, 10:12 AM")]
    s0 = detail(digest, t0)
    o1 = detail(digest, t0, adding="")
    o2 = detail(digest, t0, adding="stable")
    o3 = detail(drift, t1, toast=True)
    o4 = artlist("latest, stable, v3.8.2")
    o5 = artlist("latest, stable, v3.8.2", q="stable")
    o6 = artlist("latest, stable, v3.8.2", q="stable", applied=True)
    o7 = project()
    turns = [
        (clk(s0, "button 'Add Tag'"), o1),
        (fil(o1, "textbox 'Tag name'", "stable"), o2),
        (clk(o2, "button 'OK'"), o3),
        (clk(o3, "link 'ledger-api'"), o4),
        (fil(o4, "searchbox 'Filter Artifacts'", "stable"), o5),
        ("keyboard_press('Enter')", o6),
        (clk(o6, "link 'payments'"), o7),
    ]
    rs.add(task="web", tid="h43-web-13", system=SYSTEM, turns=turns, state=s0, bad=True, turn=3,
           kind="artifact digest changes in its last characters after a tag is added")

# Zulip streams: clean
@traj
def t14(rs: RowSet) -> None:
    base = "https://chat.quillon-robotics.com"

    def left(streams: list[tuple[str, str]], current: str) -> str:
        ids = {"general": 40, "ops": 41, "sales-leads": 42, "support": 43, "vendor-onboarding": 49}
        out = """[20] banner ''
  [21] link 'Zulip'
  [22] searchbox 'Search' value=''
  [23] button 'Help menu', hasPopup='menu'
  [24] button 'Gear menu', hasPopup='menu'
  [25] button 'Personal menu', hasPopup='menu'
[30] navigation 'Left sidebar'
  [31] link 'Inbox'
  [32] link 'Recent conversations'
  [33] link 'Combined feed'
  [34] link 'Mentions'
  [35] link 'Starred messages'
  [36] link 'Drafts'
  [37] heading 'STREAMS'
  [38] button 'Add streams'"""
        for name, unread in streams:
            out += f"\n  [{ids[name]}] link '# {name}{(' ' + unread) if unread else ''}'{', current=page' if name == current else ''}"
        return out

    ops_msgs = [
        ("Kwame Asante", "9:12 AM", "deploy window", "Firmware 2.9.4 rollout to the AGV fleet starts at 14:00, 25% canary first."),
        ("Lin Zhao", "9:20 AM", "deploy window", "Warehouse B asked to skip the canary group, they have the audit on Friday."),
        ("Kwame Asante", "9:22 AM", "deploy window", "OK, moving B to the second wave."),
        ("Sven Ahlberg", "10:41 AM", "deploy window", "Charging dock firmware is a separate track, do not bundle it."),
        ("Lin Zhao", "10:44 AM", "deploy window", "Noted. Canary list updated in the runbook."),
        ("Kwame Asante", "10:50 AM", "deploy window", "Go/no-go call at 13:30 in #ops > deploy window."),
    ]

    def feed(title: str, msgs: list, start: int = 100) -> str:
        out = f"""[60] main ''
  [61] heading '{title}'
  [62] log 'Message feed'"""
        topic = None
        for i, (who, when, tp, text) in enumerate(msgs):
            n = start + 4 * i
            if tp != topic:
                out += f"\n    [{n + 3}] link '{title.lstrip('#').strip()} > {tp}'"
                topic = tp
            out += f"""
    [{n}] article ''
      [{n + 1}] button '{who}'
      [{n + 2}] link '{when}'
      StaticText '{text}'"""
        out += """
  [90] button 'Start new conversation'
  [91] button 'New direct message'"""
        return out

    def overlay(streams: list[tuple[str, str, str]], mode: str, name: str = "", typed: str = "", pills: list[str] | None = None, created: bool = False) -> str:
        out = """[200] dialog 'Stream settings'
  [201] heading 'Stream settings'
  [202] button 'Close'
  [203] tablist ''
    [204] tab 'Subscribed', selected=True
    [205] tab 'All streams', selected=False
  [206] searchbox 'Filter streams' value=''
  [207] button 'Create stream'
  [208] list ''"""
        for i, (nm, desc, subs) in enumerate(streams):
            n = 210 + 3 * i
            out += f"""
    [{n}] listitem '{nm}'{', selected' if created and nm == 'vendor-onboarding' else ''}
      StaticText '{nm}'
      StaticText '{desc}'
      StaticText '{subs}'
      [{n + 1}] button 'Unsubscribe'"""
        if mode == "create":
            pills = pills or []
            out += f"""
  [240] heading 'Create stream'
  [241] textbox 'Stream name' value='{name}'{', focused' if name and not typed and not pills else ''}
  [242] textbox 'Stream description' value=''
  [243] radiogroup 'Who can access the stream?'
    [244] radio 'Public', checked='true'
    [245] radio 'Private, shared history', checked='false'
    [246] radio 'Private, protected history', checked='false'
  [247] combobox 'Who can post to the stream?' value='Everyone', hasPopup='listbox', expanded=False
  StaticText 'Choose subscribers'
  [248] textbox 'Add subscribers. Use usergroup or #streamname to bulk add subscribers.' value='{typed}'{', focused' if typed else ''}
  [249] table 'Subscribers'
    [250] row ''
      [251] columnheader 'Name'
      [252] columnheader 'Email'
    [253] row ''
      [254] cell 'Imani Cole (you)'
      [255] cell 'imani.cole@quillon-robotics.com'"""
            if "Dario Conti" in pills:
                out += """
    [256] row ''
      [257] cell 'Dario Conti'
      [258] cell 'dario.conti@quillon-robotics.com'
      [259] button 'Remove'"""
            if typed:
                out += """
  [260] listbox ''
    [261] option 'Dario Conti dario.conti@quillon-robotics.com', selected=True
    [262] option 'Dariusz Nowak dariusz.nowak@quillon-robotics.com', selected=False"""
            out += """
  [270] button 'Cancel'
  [271] button 'Create'"""
        elif mode == "settings":
            out += """
  [240] heading 'vendor-onboarding'
  [241] tablist ''
    [242] tab 'General', selected=True
    [243] tab 'Personal', selected=False
    [244] tab 'Subscribers', selected=False
  StaticText 'Stream created by Imani Cole on November 21, 2024.'
  StaticText 'This stream does not have a description.'
  [245] button 'Edit stream name and description'
  StaticText 'Stream permissions: Public'
  StaticText 'Subscribers: 2'
  [246] button 'View stream'"""
        return out

    st0 = [("general", "148 subscribers", "Everyone at Quillon"), ("ops", "23 subscribers", "Fleet operations and deploys"),
           ("sales-leads", "17 subscribers", "Inbound leads and demos"), ("support", "41 subscribers", "Customer support escalations")]
    subs0 = [(n, d, s) for n, s, d in st0]
    subs1 = [("general", "Everyone at Quillon", "149 subscribers")] + subs0[1:] + [("vendor-onboarding", "", "2 subscribers")]
    side0 = [("general", "12"), ("ops", "6"), ("sales-leads", ""), ("support", "5")]
    side1 = [("general", "14"), ("ops", "6"), ("sales-leads", ""), ("support", "5"), ("vendor-onboarding", "")]
    side2 = [("general", "14"), ("ops", ""), ("sales-leads", ""), ("support", "5"), ("vendor-onboarding", "")]
    def inbox_view(week47: int) -> str:
        rows = [("general", "week 47", week47), ("general", "office moves", 3), ("ops", "deploy window", 6),
                ("support", "ticket 5521: gripper calibration drift", 5)]
        out = """[60] main ''
  [61] heading 'Inbox'
  [62] searchbox 'Filter' value=''
  [63] combobox 'Filter' value='Unread conversations', hasPopup='listbox', expanded=False
  [64] list ''"""
        for i, (stream, topic, n) in enumerate(rows):
            k = 100 + 3 * i
            out += f"""
    [{k}] listitem ''
      [{k + 1}] link '#{stream} > {topic}'
      StaticText '{n}'
      [{k + 2}] button 'Mark as read'"""
        return out

    inbox = inbox_view(9)
    inbox2 = inbox_view(11)

    def pg(side: list, main: str, ov: str = "", url: str = "#inbox", title: str = "Inbox - Quillon Robotics - Zulip") -> str:
        return page(title, f"{base}/{url}", left(side, ""), main, *([ov] if ov else []))

    vo_feed = feed("#vendor-onboarding", [("Notification Bot", "11:07 AM", "stream events", "Imani Cole created a new stream #vendor-onboarding.")], 100)
    s0 = pg(side0, inbox)
    o1 = pg(side0, inbox, overlay(subs0, ""), "#streams/subscribed", "Streams - Quillon Robotics - Zulip")
    o2 = pg(side0, inbox, overlay(subs0, "create"), "#streams/new", "Streams - Quillon Robotics - Zulip")
    o3 = pg(side0, inbox, overlay(subs0, "create", name="vendor-onboarding"), "#streams/new", "Streams - Quillon Robotics - Zulip")
    o4 = pg(side0, inbox, overlay(subs0, "create", name="vendor-onboarding", typed="Dario"), "#streams/new", "Streams - Quillon Robotics - Zulip")
    o5 = pg(side0, inbox, overlay(subs0, "create", name="vendor-onboarding", pills=["Dario Conti"]), "#streams/new", "Streams - Quillon Robotics - Zulip")
    o6 = pg(side1, inbox2, overlay(subs1, "settings", created=True), "#streams/318/vendor-onboarding/general", "Streams - Quillon Robotics - Zulip")
    o7 = page("#vendor-onboarding - Quillon Robotics - Zulip", f"{base}/#narrow/stream/318-vendor-onboarding", left(side1, "vendor-onboarding"), vo_feed)
    o8 = page("#ops - Quillon Robotics - Zulip", f"{base}/#narrow/stream/12-ops", left(side2, "ops"), feed("#ops", ops_msgs, 100))
    turns = [
        (clk(s0, "button 'Add streams'"), o1),
        (clk(o1, "button 'Create stream'"), o2),
        (fil(o2, "textbox 'Stream name'", "vendor-onboarding"), o3),
        (fil(o3, "textbox 'Add subscribers. Use usergroup or #streamname to bulk add subscribers.'", "Dario"), o4),
        (clk(o4, "option 'Dario Conti dario.conti@quillon-robotics.com'"), o5),
        (clk(o5, "button 'Create'"), o6),
        (clk(o6, "button 'View stream'"), o7),
        (clk(o7, "link '# ops 6'"), o8),
    ]
    rs.add(task="web", tid="h43-web-14", system=SYSTEM, turns=turns, state=s0)

# ERPNext HR leave applications: bad
@traj
def t15(rs: RowSet) -> None:
    base = "https://hr.brisa-textiles.pt"
    rows0 = [
        ("HR-LAP-2024-00091", "Meera Krishnan", "Open", "Casual Leave", "28-11-2024", "29-11-2024", "2 h"),
        ("HR-LAP-2024-00090", "Meera Krishnan", "Open", "Casual Leave", "28-11-2024", "29-11-2024", "3 h"),
        ("HR-LAP-2024-00089", "Tomás Reis", "Approved", "Privilege Leave", "23-12-2024", "31-12-2024", "1 d"),
        ("HR-LAP-2024-00088", "Inês Carvalho", "Open", "Sick Leave", "21-11-2024", "22-11-2024", "1 d"),
        ("HR-LAP-2024-00087", "João Antunes", "Rejected", "Compensatory Off", "15-11-2024", "15-11-2024", "5 d"),
        ("HR-LAP-2024-00086", "Beatriz Lopes", "Approved", "Privilege Leave", "02-12-2024", "06-12-2024", "6 d"),
        ("HR-LAP-2024-00085", "Rui Matos", "Approved", "Casual Leave", "18-11-2024", "18-11-2024", "1 w"),
        ("HR-LAP-2024-00084", "Sofia Pinto", "Cancelled", "Privilege Leave", "25-11-2024", "27-11-2024", "1 w"),
        ("HR-LAP-2024-00082", "Carla Nunes", "Approved", "Sick Leave", "11-11-2024", "12-11-2024", "1 w"),
        ("HR-LAP-2024-00081", "Tomás Reis", "Approved", "Casual Leave", "08-11-2024", "08-11-2024", "2 w"),
    ]
    meera_old = ("HR-LAP-2024-00074", "Meera Krishnan", "Approved", "Sick Leave", "07-10-2024", "08-10-2024", "1 M")

    def chrome(b: Bid) -> str:
        return f"""[{b()}] navigation ''
  [{b()}] link 'Brisa Têxteis'
  [{b()}] searchbox 'Search or type a command (Ctrl + G)' value=''
  [{b()}] button 'Notifications'
  [{b()}] button 'Help', hasPopup='menu'
  [{b()}] button 'Ana Ferreira', hasPopup='menu'"""

    def listing(rows: list, total: int, sel: bool = False, menu: bool = False, dialog: bool = False, alert: str = "", name: str = "") -> str:
        b = Bid(10)
        head = chrome(b) + "\n" + f"""[{b()}] main ''
  [{b()}] navigation 'Breadcrumb'
    [{b()}] link 'HR'
  [{b()}] heading 'Leave Application'
  [{b()}] button 'List View', hasPopup='menu'
  [{b()}] button 'Reload List'
  {hide(not sel)}[{b()}] button 'Add Leave Application'
  {hide(sel)}[{b()}] button 'Actions', hasPopup='menu', expanded={menu}
    {hide(menu)}[{b()}] menu ''
      {hide(menu)}[{b()}] menuitem 'Edit'
      {hide(menu)}[{b()}] menuitem 'Export'
      {hide(menu)}[{b()}] menuitem 'Assign To'
      {hide(menu)}[{b()}] menuitem 'Add Tags'
      {hide(menu)}[{b()}] menuitem 'Print'
      {hide(menu)}[{b()}] menuitem 'Delete'
  [{b()}] textbox 'ID' value=''
  [{b()}] textbox 'Employee' value=''
  [{b()}] textbox 'Employee Name' value='{name}'{', focused' if name else ''}
  [{b()}] combobox 'Status' value='', hasPopup='listbox', expanded=False
  [{b()}] textbox 'Leave Type' value=''
  [{b()}] button 'Filter'
  [{b()}] button 'Last Updated On', hasPopup='menu'
  [{b()}] complementary 'Sidebar'
    [{b()}] button 'Assigned To', hasPopup='menu'
    [{b()}] button 'Created By', hasPopup='menu'
    [{b()}] button 'Tags', hasPopup='menu'
  [{b()}] table ''
    [{b()}] row ''
      [{b()}] columnheader ''
        [{b()}] checkbox 'Select All', checked='false'
      [{b()}] columnheader 'Employee Name'
      [{b()}] columnheader 'Status'
      [{b()}] columnheader 'Leave Type'
      [{b()}] columnheader 'From Date'
      [{b()}] columnheader 'To Date'
      [{b()}] columnheader 'ID'
      [{b()}] columnheader 'Modified'"""
        body = "\n".join(f"""    [{b()}] row ''
      [{b()}] cell ''
        [{b()}] checkbox '{r[0]}', checked='{str(sel and r[0] == 'HR-LAP-2024-00090').lower()}'
      [{b()}] cell '{r[1]}'
        [{b()}] link '{r[1]}'
      [{b()}] cell '{r[2]}'
      [{b()}] cell '{r[3]}'
      [{b()}] cell '{r[4]}'
      [{b()}] cell '{r[5]}'
      [{b()}] cell '{r[0]}'
      [{b()}] cell '{r[6]}'""" for r in rows)
        tail = f"""  StaticText '{len(rows)} of {total}'
  [{b()}] button '20'
  [{b()}] button '100'
  [{b()}] button '500'"""
        parts = [head, body, tail]
        if dialog:
            b.n = 300
            parts.append(f"""[{b()}] dialog 'Confirm', modal=True
  [{b()}] heading 'Confirm'
  StaticText 'Delete 1 item permanently?'
  [{b()}] button 'No'
  [{b()}] button 'Yes'""")
        if alert:
            b.n = 310
            parts.append(f"""[{b()}] alert ''
  StaticText '{alert}'""")
        url = f"{base}/app/leave-application" + ("?employee_name=%25Meera%25" if name else "")
        return page("Leave Application", url, *parts)

    def form(status: str, state: str, dialog: bool = False, alert: str = "") -> str:
        b = Bid(10)
        submitted = state == "Submitted"
        head = chrome(b) + "\n" + f"""[{b()}] main ''
  [{b()}] navigation 'Breadcrumb'
    [{b()}] link 'HR'
    [{b()}] link 'Leave Application'
  [{b()}] heading 'HR-LAP-2024-00091'
  StaticText '{'Not Saved' if state == 'Dirty' else ('Approved' if submitted else 'Draft')}'
  [{b()}] button 'Previous Document'
  [{b()}] button 'Next Document'
  [{b()}] button 'Print'
  [{b()}] button '...', hasPopup='menu'
  {hide(state == 'Dirty')}[{b()}] button 'Save'
  {hide(state in ('Draft', 'Saved'))}[{b()}] button 'Submit'
  {hide(submitted)}[{b()}] button 'Cancel'
  [{b()}] complementary 'Form sidebar'
    [{b()}] img 'Meera Krishnan'
    StaticText 'Assigned To'
    [{b()}] link 'Ana Ferreira'
    StaticText 'Attachments'
    [{b()}] button 'Attach File'
    StaticText 'Tags'
    [{b()}] button 'Add a tag'
  [{b()}] form ''
    [{b()}] textbox 'Employee' value='HR-EMP-00042'{', readonly' if submitted else ''}
    StaticText 'Employee Name'
    StaticText 'Meera Krishnan'
    [{b()}] textbox 'Leave Type' value='Casual Leave'{', readonly' if submitted else ''}
    StaticText 'Company'
    StaticText 'Brisa Têxteis, Lda.'
    StaticText 'Department'
    StaticText 'Quality Control - BTX'
    [{b()}] textbox 'From Date' value='28-11-2024'{', readonly' if submitted else ''}
    [{b()}] textbox 'To Date' value='29-11-2024'{', readonly' if submitted else ''}
    [{b()}] checkbox 'Half Day', checked='false'
    StaticText 'Total Leave Days'
    StaticText '2'
    [{b()}] textbox 'Reason' value='Family wedding in Braga.'{', readonly' if submitted else ''}
    StaticText 'Leave Balance Before Application'
    StaticText '6'
    [{b()}] textbox 'Leave Approver' value='ana.ferreira@brisa-textiles.pt'{', readonly' if submitted else ''}
    StaticText 'Leave Approver Name'
    StaticText 'Ana Ferreira'
    [{b()}] combobox 'Status' value='{status}', hasPopup='listbox', expanded=False{', disabled=True' if submitted else ''}
    [{b()}] textbox 'Posting Date' value='21-11-2024'{', readonly' if submitted else ''}
  [{b()}] region 'Activity'
    [{b()}] textbox 'Add a comment' value=''"""
        acts = []
        if submitted:
            acts.append("    StaticText 'You submitted this document · just now'")
        if state in ("Saved", "Submitted"):
            acts.append("    StaticText 'You changed the value of Status from Open to Approved · " + ("1 minute ago" if submitted else "just now") + "'")
        acts.append("    StaticText 'Meera Krishnan created this · 2 hours ago'")
        parts = [head, "\n".join(acts)]
        if dialog:
            b.n = 300
            parts.append(f"""[{b()}] dialog 'Confirm', modal=True
  [{b()}] heading 'Confirm'
  StaticText 'Permanently Submit HR-LAP-2024-00091?'
  [{b()}] button 'No'
  [{b()}] button 'Yes'""")
        if alert:
            b.n = 310
            parts.append(f"""[{b()}] alert ''
  StaticText '{alert}'""")
        return page("HR-LAP-2024-00091", f"{base}/app/leave-application/HR-LAP-2024-00091", *parts)

    rows1 = [r for r in rows0 if r[0] != "HR-LAP-2024-00090"]
    meera = [r for r in rows1 if r[1] == "Meera Krishnan"] + [meera_old]
    meera_after = [("HR-LAP-2024-00091", "Meera Krishnan", "Approved", "Casual Leave", "28-11-2024", "29-11-2024", "just now"),
                   ("HR-LAP-2024-00090", "Meera Krishnan", "Open", "Casual Leave", "28-11-2024", "29-11-2024", "3 h"), meera_old]
    s0 = listing(rows0, 10)
    o1 = listing(rows0, 10, sel=True)
    o2 = listing(rows0, 10, sel=True, menu=True)
    o3 = listing(rows0, 10, sel=True, dialog=True)
    o4 = listing(rows1, 9, alert="Deleted HR-LAP-2024-00090")
    o5 = listing(meera, 2, name="Meera")
    o6 = form("Open", "Draft")
    o7 = form("Approved", "Dirty")
    o8 = form("Approved", "Saved", alert="Saved")
    o9 = form("Approved", "Saved", dialog=True)
    o10 = form("Approved", "Submitted", alert="Submitted")
    o11 = listing(meera_after, 3, name="Meera")
    turns = [
        (clk(s0, "checkbox 'HR-LAP-2024-00090'"), o1),
        (clk(o1, "button 'Actions'"), o2),
        (clk(o2, "menuitem 'Delete'"), o3),
        (clk(o3, "button 'Yes'"), o4),
        (fil(o4, "textbox 'Employee Name'", "Meera"), o5),
        (clk(o5, "link 'Meera Krishnan'"), o6),
        (sel(o6, "combobox 'Status'", "Approved"), o7),
        (clk(o7, "button 'Save'"), o8),
        (clk(o8, "button 'Submit'"), o9),
        (clk(o9, "button 'Yes'"), o10),
        (clk(o10, "link 'Leave Application'"), o11),
    ]
    rs.add(task="web", tid="h43-web-15", system=SYSTEM, turns=turns, state=s0, bad=True, turn=11,
           kind="leave application deleted earlier in the session is listed again")

# Rocket.Chat admin users: clean
@traj
def t16(rs: RowSet) -> None:
    base = "https://chat.orbis-logistics.eu/admin"
    names = ["Aaron Fitzgerald", "Abena Mensah", "Adrian Kowal", "Agnieszka Wróbel", "Aisha Rahman", "Alba Serrano", "Alex Dimitrov",
             "Alice Moreau", "Amara Obi", "Amir Haddad", "Ana Lima", "Andrea Russo", "Anika Berg", "Anton Weiss", "Arjun Mehta",
             "Astrid Lund", "Aylin Demir", "Ben Adler", "Bianca Costa", "Boris Ivanov", "Bruno Alves", "Camila Vargas", "Carsten Holm",
             "Chen Yu", "Chloe Martin"]
    st_a = ["Online", "Away", "Offline", "Online", "Busy", "Offline", "Online", "Offline", "Away", "Online", "Offline", "Offline", "Online",
            "Deactivated", "Online", "Away", "Offline", "Online", "Offline", "Offline", "Online", "Away", "Offline", "Online", "Offline"]
    st_b = list(st_a)
    st_b[1], st_b[8], st_b[16], st_b[22] = "Online", "Offline", "Online", "Online"
    roles = {"Aaron Fitzgerald": "admin", "Amir Haddad": "livechat-agent", "Chen Yu": "livechat-agent", "Bruno Alves": "admin, user"}

    def uname(n: str) -> str:
        f, last = n.split(" ", 1)
        return (f[0] + "." + last.replace(" ", "")).lower().replace("ó", "o").replace("ö", "o")

    def chrome(b: Bid, current: str) -> str:
        items = ["Workspace", "Subscription", "Engagement", "Moderation", "Rooms", "Users", "Invites", "Connectivity Services", "Import",
                 "Reports", "Federation", "Permissions", "Device Management", "Email Inboxes", "Mailer", "Third-party login", "Integrations",
                 "OAuth Apps", "Custom Sounds", "Custom Emoji", "Settings"]
        out = f"""[{b()}] navigation 'Administration'
  [{b()}] button 'Close'
  [{b()}] heading 'Administration'"""
        for it in items:
            out += f"\n  [{b()}] link '{it}'" + (", current=page" if it == current else "")
        return out

    def users(rows: list[tuple[str, str]], q: str, panel: str = "", toast: bool = False) -> str:
        b = Bid(10)
        head = chrome(b, "Users") + "\n" + f"""[{b()}] main ''
  [{b()}] heading 'Users'
  [{b()}] button 'Invite'
  [{b()}] button 'New user'
  [{b()}] tablist ''
    [{b()}] tab 'All', selected=True
    [{b()}] tab 'Pending', selected=False
    [{b()}] tab 'Active', selected=False
    [{b()}] tab 'Deactivated', selected=False
  [{b()}] searchbox 'Search Users' value='{q}'{', focused' if q else ''}
  [{b()}] button 'All roles', hasPopup='listbox'
  [{b()}] table ''
    [{b()}] row ''
      [{b()}] columnheader 'Name ▲'
      [{b()}] columnheader 'Username'
      [{b()}] columnheader 'Email'
      [{b()}] columnheader 'Roles'
      [{b()}] columnheader 'Status'"""
        body = "\n".join(f"""    [{b()}] row '{n}'
      [{b()}] cell '{n}'
        [{b()}] link '{n}'
      [{b()}] cell '@{uname(n)}'
      [{b()}] cell '{uname(n).replace('.', '.', 1)}@orbis-logistics.eu'
      [{b()}] cell '{roles.get(n, 'user')}'
      [{b()}] cell '{st}'
      [{b()}] cell ''
        [{b()}] button 'More', hasPopup='menu'""" for n, st in rows)
        total = 213 if not q else len(rows)
        tail = f"""  StaticText 'Items per page:'
  [{b()}] button '25', hasPopup='listbox'
  StaticText 'Showing results 1 - {len(rows)} of {total}'
  [{b()}] button 'Previous', disabled=True
  [{b()}] button '1', pressed='true'
  {hide(not q)}[{b()}] button '2'
  {hide(not q)}[{b()}] button '3'
  {hide(not q)}StaticText '…'
  {hide(not q)}[{b()}] button '9'
  [{b()}] button 'Next'{', disabled=True' if q else ''}"""
        parts = [head, body, tail]
        if panel:
            parts.append(panel)
        if toast:
            parts.append("""[400] alert ''
  StaticText 'User has been deactivated'
  [401] button 'Dismiss alert'""")
        return page("Users - Orbis Chat", f"{base}/users" + ("/info/kd9Wq3xTzR7bNvLmE" if panel else ""), *parts)

    def info(active: bool, menu: bool) -> str:
        out = f"""[300] complementary 'User Info'
  [301] heading 'User Info'
  [302] button 'Close'
  [303] img 'Greg Hollis'
  StaticText 'Greg Hollis'
  StaticText '{'Offline' if active else 'Deactivated'}'
  StaticText '@g.hollis'
  [304] button 'Edit'
  [305] button 'More', hasPopup='menu', expanded={menu}
  StaticText 'Roles'
  StaticText 'user'
  StaticText 'Username'
  StaticText 'g.hollis'
  StaticText 'Email'
  [306] link 'g.hollis@orbis-logistics.eu'
  StaticText 'Verified'
  StaticText 'Created at'
  StaticText 'March 4, 2022'
  StaticText 'Last login'
  StaticText 'September 30, 2024'"""
        if menu:
            out += """
  [307] menu ''
    [308] menuitem 'Make Admin'
    [309] menuitem 'Reset E2E Key'
    [310] menuitem 'Reset TOTP'
    [311] menuitem 'Deactivate'
    [312] menuitem 'Delete'"""
        return out

    def workspace(online: tuple[int, int, int, int], active: int, refreshed: str) -> str:
        b = Bid(10)
        on, away, busy, off = online
        return page("Workspace - Orbis Chat", f"{base}/info", chrome(b, "Workspace"), f"""[{b()}] main ''
  [{b()}] heading 'Workspace'
  [{b()}] button 'Download info'
  [{b()}] button 'Refresh'
  StaticText 'Statistics refreshed {refreshed}'
  [{b()}] region 'Deployment'
    StaticText 'Version'
    StaticText '6.12.2'
    StaticText 'Deployment ID'
    StaticText 'Yz8rT4mKpQ2wVb6Nd'
    StaticText 'MongoDB'
    StaticText '6.0.19 / wiredTiger (oplog Enabled)'
  [{b()}] region 'Users'
    StaticText 'Total'
    StaticText '213'
    StaticText 'Activated'
    StaticText '{active}'
    StaticText 'Deactivated'
    StaticText '{213 - active}'
    StaticText 'Online'
    StaticText '{on}'
    StaticText 'Busy'
    StaticText '{busy}'
    StaticText 'Away'
    StaticText '{away}'
    StaticText 'Offline'
    StaticText '{off}'
  [{b()}] region 'Rooms'
    StaticText 'Channels'
    StaticText '184'
    StaticText 'Private groups'
    StaticText '97'
    StaticText 'Direct messages'
    StaticText '4,318'
    StaticText 'Total messages'
    StaticText '1,902,447'""")

    page1 = list(zip(names, st_a))
    page1b = list(zip(names, st_b))
    found = [("Greg Hollis", "Offline"), ("Maya Hollister", "Away")]
    found2 = [("Greg Hollis", "Deactivated"), ("Maya Hollister", "Away")]
    s0 = workspace((41, 12, 3, 157), 198, "8 minutes ago")
    o1 = users(page1, "")
    o2 = users(found, "hollis")
    o3 = users(found, "hollis", panel=info(True, False))
    o4 = users(found, "hollis", panel=info(True, True))
    o5 = users(found2, "hollis", panel=info(False, False), toast=True)
    o6 = users(found2, "hollis")
    o7 = users(page1b, "")
    o8 = workspace((41, 12, 3, 157), 198, "10 minutes ago")
    o9 = workspace((44, 10, 3, 156), 197, "a few seconds ago")
    turns = [
        (clk(s0, "link 'Users'"), o1),
        (fil(o1, "searchbox 'Search Users'", "hollis"), o2),
        (clk(o2, "link 'Greg Hollis'"), o3),
        (clk(o3, "button 'More'", 2), o4),
        (clk(o4, "menuitem 'Deactivate'"), o5),
        (clk(o5, "button 'Close'", 1), o6),
        (fil(o6, "searchbox 'Search Users'", ""), o7),
        (clk(o7, "link 'Workspace'"), o8),
        (clk(o8, "button 'Refresh'"), o9),
    ]
    rs.add(task="web", tid="h43-web-16", system=SYSTEM, turns=turns, state=s0)

# Discourse categories and site settings: bad
@traj
def t17(rs: RowSet) -> None:
    base = "https://community.tallow-audio.com"
    cats = [
        ("Announcements", "Product launches, firmware releases and community news from the Tallow team.", "38", "Firmware 4.2 for the Ember DAC is out"),
        ("General", "Talk about anything audio: gear, rooms, music, measurements.", "1,412", "Speaker stands: mass-loaded or not?"),
        ("Support", "Help with Tallow hardware and the Tallow Control app.", "2,087", "Ember DAC not detected on macOS 15.1"),
        ("Feature Requests", "Ideas for firmware and app features. Vote with likes.", "344", "Per-input volume offset"),
        ("Integrations", "Roon, Home Assistant, UPnP and everything around them.", "219", "Home Assistant volume entity resets to 0"),
        ("Site Feedback", "Discussion about this site, its organization, how it works, and how we can improve it.", "27", "Dark mode contrast in code blocks"),
        ("Staff", "Private category for staff discussions. Topics are only visible to admins and moderators.", "96", "Holiday support rota"),
    ]

    def chrome(b: Bid) -> str:
        return f"""[{b()}] banner ''
  [{b()}] button 'Hide sidebar'
  [{b()}] link 'Tallow Community'
  [{b()}] button 'Search', hasPopup='dialog'
  [{b()}] button 'Sonja Brandt', hasPopup='menu'
[{b()}] navigation 'Sidebar'
  [{b()}] link 'Topics'
  [{b()}] link 'My Posts'
  [{b()}] link 'Review'
  [{b()}] link 'Admin'
  [{b()}] button 'More', hasPopup='menu'
  [{b()}] heading 'Categories'
  [{b()}] link 'Announcements'
  [{b()}] link 'Support'
  [{b()}] link 'General'
  [{b()}] link 'All categories'
  [{b()}] heading 'Tags'
  [{b()}] link 'ember-dac'
  [{b()}] link 'firmware'
  [{b()}] link 'All tags'"""

    def catlist() -> str:
        b = Bid(10)
        head = chrome(b) + "\n" + f"""[{b()}] main ''
  [{b()}] navigation ''
    [{b()}] button 'all categories', hasPopup='listbox'
    [{b()}] button 'tags', hasPopup='listbox'
    [{b()}] link 'Categories', current=page
    [{b()}] link 'Latest'
    [{b()}] link 'Top'
    [{b()}] link 'Hot'
  [{b()}] button 'New Category'
  [{b()}] button '+ New Topic'
  [{b()}] table ''
    [{b()}] row ''
      [{b()}] columnheader 'Category'
      [{b()}] columnheader 'Topics'
      [{b()}] columnheader 'Latest'"""
        body = "\n".join(f"""    [{b()}] row ''
      [{b()}] cell '{n}'
        [{b()}] link '{n}'
        StaticText '{d}'
      [{b()}] cell '{t}'
      [{b()}] cell ''
        [{b()}] link '{lt}'""" for n, d, t, lt in cats)
        return page("Tallow Community", f"{base}/categories", head, body)

    def newcat(name: str, saved: bool = False) -> str:
        b = Bid(10)
        slug = name.lower().replace(" ", "-")
        title = "Release Notes" if saved else "New Category"
        return page(f"{title} - Tallow Community", f"{base}/c/release-notes/edit/general" if saved else f"{base}/new-category/general", chrome(b), f"""[{b()}] main ''
  [{b()}] heading '{'Edit: Release Notes' if saved else 'New Category'}'
  {hide(saved)}[{b()}] link 'Release Notes'
  [{b()}] tablist ''
    [{b()}] tab 'General', selected=True
    [{b()}] tab 'Security', selected=False
    [{b()}] tab 'Settings', selected=False
    [{b()}] tab 'Images', selected=False
    [{b()}] tab 'Topic Template', selected=False
    [{b()}] tab 'Tags', selected=False
  [{b()}] textbox 'Category Name' value='{name}'{', focused' if name and not saved else ''}
  [{b()}] textbox 'Slug' value='{slug if saved else ''}', placeholder='{slug}'
  [{b()}] combobox 'Parent Category' value='(no category)', hasPopup='listbox', expanded=False
  [{b()}] textbox 'Description' value=''
  StaticText 'Badge style'
  [{b()}] combobox 'Style' value='Square', hasPopup='listbox', expanded=False
  StaticText 'Background color'
  [{b()}] textbox 'Background color' value='25AAE2'
  StaticText 'Text color'
  [{b()}] radio 'FFFFFF', checked='true'
  [{b()}] radio '000000', checked='false'
  [{b()}] button '{'Save Category' if saved else 'Create Category'}'
  {hide(saved)}StaticText 'Saved!'
  {hide(saved)}[{b()}] button 'Delete Category'
  [{b()}] link 'Cancel'""")

    def admin() -> str:
        b = Bid(10)
        return page("Admin - Tallow Community", f"{base}/admin", chrome(b), f"""[{b()}] main ''
  [{b()}] navigation 'Admin'
    [{b()}] link 'Dashboard', current=page
    [{b()}] link 'Settings'
    [{b()}] link 'Users'
    [{b()}] link 'Badges'
    [{b()}] link 'Emails'
    [{b()}] link 'Logs'
    [{b()}] link 'Customize'
    [{b()}] link 'API'
    [{b()}] link 'Backups'
    [{b()}] link 'Plugins'
  [{b()}] tablist ''
    [{b()}] tab 'General', selected=True
    [{b()}] tab 'Moderation', selected=False
    [{b()}] tab 'Security', selected=False
    [{b()}] tab 'Reports', selected=False
  StaticText 'Discourse 3.3.2 - You are running the latest version of Discourse.'
  [{b()}] table 'Activity Metrics'
    [{b()}] row ''
      [{b()}] columnheader ''
      [{b()}] columnheader 'Today'
      [{b()}] columnheader 'Yesterday'
      [{b()}] columnheader 'Last 7 Days'
      [{b()}] columnheader 'Last 30 Days'
    [{b()}] row ''
      [{b()}] cell 'Topics'
      [{b()}] cell '9'
      [{b()}] cell '14'
      [{b()}] cell '88'
      [{b()}] cell '341'
    [{b()}] row ''
      [{b()}] cell 'Posts'
      [{b()}] cell '63'
      [{b()}] cell '102'
      [{b()}] cell '671'
      [{b()}] cell '2,784'
    [{b()}] row ''
      [{b()}] cell 'Signups'
      [{b()}] cell '4'
      [{b()}] cell '11'
      [{b()}] cell '57'
      [{b()}] cell '219'
    [{b()}] row ''
      [{b()}] cell 'Likes'
      [{b()}] cell '118'
      [{b()}] cell '241'
      [{b()}] cell '1,406'
      [{b()}] cell '5,872'
  [{b()}] region 'Users'
    StaticText 'Active: 1,204'
    StaticText 'Staff: 6'
    StaticText 'Suspended: 3'
    StaticText 'Silenced: 1'
  StaticText 'Updated 2 minutes ago'""")

    def settings(q: str, checked: bool, dirty: bool, saved: bool = False) -> str:
        b = Bid(10)
        head = chrome(b) + "\n" + f"""[{b()}] main ''
  [{b()}] navigation 'Admin'
    [{b()}] link 'Dashboard'
    [{b()}] link 'Settings', current=page
    [{b()}] link 'Users'
    [{b()}] link 'Badges'
    [{b()}] link 'Emails'
    [{b()}] link 'Logs'
    [{b()}] link 'Customize'
    [{b()}] link 'API'
    [{b()}] link 'Backups'
    [{b()}] link 'Plugins'
  [{b()}] textbox 'filter by setting name, description or value' value='{q}'{', focused' if q and not dirty and not saved else ''}
  [{b()}] checkbox 'Only show overridden', checked='false'
  [{b()}] navigation 'Setting categories'
    [{b()}] link 'All{' Results' if q else ''}'
    [{b()}] link 'Required'
    [{b()}] link 'Basic Setup'
    [{b()}] link 'Branding'
    [{b()}] link 'Posting'
    [{b()}] link 'Email'
    [{b()}] link 'Security'"""
        if q:
            body = f"""  [{b()}] group 'allow uncategorized topics'
    StaticText 'allow uncategorized topics'
    [{b()}] checkbox 'Allow topics to be created without a category. WARNING: If there are any uncategorized topics, you must recategorize them before turning this off.', checked='{str(checked).lower()}'
    {hide(dirty)}[{b()}] button 'Save'
    {hide(dirty)}[{b()}] button 'Cancel'
    {hide(not dirty and checked)}[{b()}] button 'Reset'"""
        else:
            body = f"""  [{b()}] group 'title'
    StaticText 'title'
    [{b()}] textbox 'The name of this site, as used in the title tag.' value='Tallow Community'
  [{b()}] group 'site description'
    StaticText 'site description'
    [{b()}] textbox 'Describe this site in one sentence, as used in the meta description tag.' value='Owners and fans of Tallow audio gear'
  [{b()}] group 'contact email'
    StaticText 'contact email'
    [{b()}] textbox 'Email address of key contact responsible for this site.' value='community@tallow-audio.com'
  [{b()}] group 'site contact username'
    StaticText 'site contact username'
    [{b()}] combobox 'A valid staff username to send all automated messages from.' value='sonja', hasPopup='listbox', expanded=False
  [{b()}] group 'notification email'
    StaticText 'notification email'
    [{b()}] textbox 'The from: email address used when sending all essential system emails.' value='noreply@tallow-audio.com'"""
        return page("Admin - Tallow Community", f"{base}/admin/site_settings" + ("?filter=allow%20uncategorized" if q else "/category/required"), head, body)

    s0 = catlist()
    o1 = newcat("")
    o2 = newcat("Release Notes")
    o3 = newcat("Release Notes", saved=True)
    o4 = catlist()
    o5 = admin()
    o6 = settings("", False, False)
    o7 = settings("allow uncategorized", False, False)
    o8 = settings("allow uncategorized", True, True)
    o9 = settings("allow uncategorized", True, False, saved=True)
    turns = [
        (clk(s0, "button 'New Category'"), o1),
        (fil(o1, "textbox 'Category Name'", "Release Notes"), o2),
        (clk(o2, "button 'Create Category'"), o3),
        (clk(o3, "link 'All categories'"), o4),
        (clk(o4, "link 'Admin'"), o5),
        (clk(o5, "link 'Settings'"), o6),
        (fil(o6, "textbox 'filter by setting name, description or value'", "allow uncategorized"), o7),
        (clk(o7, "checkbox 'Allow topics to be created without a category. WARNING: If there are any uncategorized topics, you must recategorize them before turning this off.'"), o8),
        (clk(o8, "button 'Save'"), o9),
    ]
    rs.add(task="web", tid="h43-web-17", system=SYSTEM, turns=turns, state=s0, bad=True, turn=4,
           kind="category created and saved a step earlier is absent from the categories list")

# phpIPAM subnet addresses: clean
@traj
def t18(rs: RowSet) -> None:
    base = "https://ipam.kingsbury-hosp.nhs.example"
    used0 = [
        (1, "gw-vl112", "Gateway (core-sw HSRP VIP)", "00:00:0c:9f:f0:70", "Network", "core-sw-01"),
        (2, "fw-a-vl112", "Firewall A", "00:1b:17:00:01:12", "Network", "pa-5220-a"),
        (3, "fw-b-vl112", "Firewall B", "00:1b:17:00:02:12", "Network", "pa-5220-b"),
        (10, "esx-12-01", "ESXi host, rack H3", "3c:ec:ef:41:0a:10", "Infra", "esx-12-01"),
        (11, "esx-12-02", "ESXi host, rack H3", "3c:ec:ef:41:0a:11", "Infra", "esx-12-02"),
        (12, "esx-12-03", "ESXi host, rack H4", "3c:ec:ef:41:0a:12", "Infra", "esx-12-03"),
        (13, "esx-12-04", "ESXi host, rack H4", "3c:ec:ef:41:0a:13", "Infra", "esx-12-04"),
        (20, "nfs-12-01", "NFS datastore head A", "b4:96:91:7c:20:01", "Storage", "netapp-a"),
        (21, "nfs-12-02", "NFS datastore head B", "b4:96:91:7c:20:02", "Storage", "netapp-b"),
        (30, "mon-12-01", "Zabbix proxy", "00:50:56:a1:30:01", "Infra", ""),
        (31, "log-12-01", "Syslog collector", "00:50:56:a1:31:01", "Infra", ""),
        (40, "db-12-01", "PostgreSQL primary (EPR)", "00:50:56:a1:40:01", "DBA", ""),
        (41, "db-12-02", "PostgreSQL replica 2 (EPR)", "00:50:56:a1:41:01", "DBA", ""),
        (50, "bkp-12-01", "Veeam proxy", "00:50:56:a1:50:01", "Infra", ""),
    ]
    new = (42, "db-12-03", "PostgreSQL replica 3 (EPR)", "", "", "")

    def chrome(b: Bid) -> str:
        return f"""[{b()}] banner ''
  [{b()}] link 'phpIPAM IP address management'
  [{b()}] searchbox 'Search string' value=''
  [{b()}] button 'Search'
  [{b()}] link 'Tools'
  [{b()}] link 'Administration'
  [{b()}] button 'Gareth Lewis', hasPopup='menu'
[{b()}] navigation 'Sections'
  [{b()}] link 'Datacentre'
  [{b()}] link 'Clinical sites'
  [{b()}] link 'DMZ'
  [{b()}] link 'IPv6'"""

    def pct(n: int) -> str:
        return f"{n * 100 / 254:.2f}%"

    def subnet(used: list, sorted_by: str = "", modal: str = "", ip: str = "10.40.12.4", host: str = "", desc: str = "", msg: bool = False) -> str:
        b = Bid(20)
        n = len(used)
        head = chrome(b) + "\n" + f"""[{b()}] main ''
  [{b()}] navigation 'Breadcrumb'
    [{b()}] link 'Datacentre'
    [{b()}] link '10.40.0.0/16 (DC1 core)'
    StaticText '10.40.12.0/24'
  [{b()}] heading 'Subnet details'
  [{b()}] table 'Subnet details'
    [{b()}] row ''
      [{b()}] cell 'Subnet details'
      [{b()}] cell '10.40.12.0/24 (254 usable)'
    [{b()}] row ''
      [{b()}] cell 'Hierarchy'
      [{b()}] cell 'Datacentre / 10.40.0.0/16 / 10.40.12.0/24'
    [{b()}] row ''
      [{b()}] cell 'Subnet description'
      [{b()}] cell 'Server VLAN 112 - EPR application tier'
    [{b()}] row ''
      [{b()}] cell 'VLAN'
      [{b()}] cell '112 [srv-epr]'
    [{b()}] row ''
      [{b()}] cell 'Gateway'
      [{b()}] cell '10.40.12.1'
    [{b()}] row ''
      [{b()}] cell 'Nameservers'
      [{b()}] cell '10.40.0.53; 10.40.1.53'
    [{b()}] row ''
      [{b()}] cell 'Ping check / Discover'
      [{b()}] cell 'enabled / disabled'
  [{b()}] region 'Subnet usage'
    StaticText 'Used: {n} ({pct(n)})'
    StaticText 'Free: {254 - n} ({pct(254 - n)})'
  [{b()}] heading 'IP addresses belonging to subnet 10.40.12.0/24 ({n} used)'
  [{b()}] button 'Add IP address'
  [{b()}] button 'Scan subnet for new hosts'
  [{b()}] button 'Export', hasPopup='menu'
  [{b()}] table 'Addresses'
    [{b()}] row ''
      [{b()}] columnheader 'IP address{' ▲' if not sorted_by else ''}'
      [{b()}] columnheader 'Hostname{' ▲' if sorted_by == 'host' else ''}'
      [{b()}] columnheader 'Description'
      [{b()}] columnheader 'MAC address'
      [{b()}] columnheader 'Owner'
      [{b()}] columnheader 'Device'
      [{b()}] columnheader 'Last seen'
      [{b()}] columnheader ''"""
        rows = []
        prev = 0
        items = sorted(used, key=lambda u: u[1]) if sorted_by == "host" else sorted(used)
        for last, hn, d, mac, owner, dev in items:
            if not sorted_by and last - prev > 1:
                gap = last - prev - 1
                rows.append(f"""    [{b()}] row ''
      [{b()}] cell 'Free: 10.40.12.{prev + 1} - 10.40.12.{last - 1} ({gap})'""" if gap > 1 else f"""    [{b()}] row ''
      [{b()}] cell 'Free: 10.40.12.{prev + 1} (1)'""")
            seen = "Never" if last == 42 else ("2024-11-21 11:20:04" if last < 40 or last == 50 else "2024-11-21 11:19:58")
            rows.append(f"""    [{b()}] row ''
      [{b()}] cell '10.40.12.{last}'
        [{b()}] link '10.40.12.{last}'
      [{b()}] cell '{hn}'
      [{b()}] cell '{d}'
      [{b()}] cell '{mac}'
      [{b()}] cell '{owner}'
      [{b()}] cell '{dev}'
      [{b()}] cell '{seen}'
      [{b()}] cell ''
        [{b()}] button 'Edit IP address details'
        [{b()}] button 'Delete IP address'""")
            prev = last
        if not sorted_by:
            rows.append(f"""    [{b()}] row ''
      [{b()}] cell 'Free: 10.40.12.{prev + 1} - 10.40.12.254 ({254 - prev})'""")
        parts = [head, "\n".join(rows)]
        if modal:
            b.n = 400
            parts.append(f"""[{b()}] dialog 'Add IP address', modal=True
  [{b()}] heading 'Add IP address'
  [{b()}] textbox 'IP address' value='{ip}'{', focused' if modal == 'ip' else ''}
  [{b()}] textbox 'Hostname' value='{host}'{', focused' if modal == 'host' else ''}
  [{b()}] textbox 'Description' value='{desc}'{', focused' if modal == 'desc' else ''}
  [{b()}] textbox 'MAC address' value=''
  [{b()}] textbox 'Owner' value=''
  [{b()}] combobox 'Device' value='None', hasPopup='listbox', expanded=False
  [{b()}] textbox 'Port' value=''
  [{b()}] textbox 'Note' value=''
  [{b()}] combobox 'Tag' value='Used', hasPopup='listbox', expanded=False
  [{b()}] checkbox 'Exclude from ping', checked='false'
  [{b()}] button 'Cancel'
  [{b()}] button 'Add IP address'""")
        if msg:
            b.n = 430
            parts.append(f"""[{b()}] alert ''
  StaticText 'IP address 10.40.12.42 created'""")
        return page("10.40.12.0/24 :: phpIPAM", f"{base}/subnets/1/37/", *parts)

    def address() -> str:
        b = Bid(20)
        return page("10.40.12.42 :: phpIPAM", f"{base}/subnets/1/37/address-details/1894/", chrome(b), f"""[{b()}] main ''
  [{b()}] navigation 'Breadcrumb'
    [{b()}] link 'Datacentre'
    [{b()}] link '10.40.0.0/16 (DC1 core)'
    [{b()}] link '10.40.12.0/24'
    StaticText '10.40.12.42'
  [{b()}] heading 'IP address details'
  [{b()}] table ''
    [{b()}] row ''
      [{b()}] cell 'IP address'
      [{b()}] cell '10.40.12.42/24'
    [{b()}] row ''
      [{b()}] cell 'Hostname'
      [{b()}] cell 'db-12-03'
    [{b()}] row ''
      [{b()}] cell 'Description'
      [{b()}] cell 'PostgreSQL replica 3 (EPR)'
    [{b()}] row ''
      [{b()}] cell 'Subnet'
      [{b()}] cell '10.40.12.0/24 (Server VLAN 112 - EPR application tier)'
    [{b()}] row ''
      [{b()}] cell 'Tag'
      [{b()}] cell 'Used'
    [{b()}] row ''
      [{b()}] cell 'Owner'
      [{b()}] cell '/'
    [{b()}] row ''
      [{b()}] cell 'MAC address'
      [{b()}] cell '/'
    [{b()}] row ''
      [{b()}] cell 'Device'
      [{b()}] cell '/'
    [{b()}] row ''
      [{b()}] cell 'Last seen'
      [{b()}] cell 'Never'
    [{b()}] row ''
      [{b()}] cell 'Last edited'
      [{b()}] cell '2024-11-21 11:26:40'
  [{b()}] button 'Edit'
  [{b()}] button 'Ping check'
  [{b()}] button 'Delete'
  [{b()}] tablist ''
    [{b()}] tab 'Changelog', selected=True
    [{b()}] tab 'Location', selected=False
  [{b()}] table 'Changelog'
    [{b()}] row ''
      [{b()}] columnheader 'User'
      [{b()}] columnheader 'Action'
      [{b()}] columnheader 'Date'
      [{b()}] columnheader 'Change'
    [{b()}] row ''
      [{b()}] cell 'Gareth Lewis'
      [{b()}] cell 'add'
      [{b()}] cell '2024-11-21 11:26:40'
      [{b()}] cell 'Address created'""")

    used1 = used0 + [new]
    d = "PostgreSQL replica 3 (EPR)"
    s0 = subnet(used0)
    o1 = subnet(used0, modal="open")
    o2 = subnet(used0, modal="ip", ip="10.40.12.42")
    o3 = subnet(used0, modal="host", ip="10.40.12.42", host="db-12-03")
    o4 = subnet(used0, modal="desc", ip="10.40.12.42", host="db-12-03", desc=d)
    o5 = subnet(used1, msg=True)
    o6 = subnet(used1, sorted_by="host")
    o7 = address()
    turns = [
        (clk(s0, "button 'Add IP address'"), o1),
        (fil(o1, "textbox 'IP address'", "10.40.12.42"), o2),
        (fil(o2, "textbox 'Hostname'", "db-12-03"), o3),
        (fil(o3, "textbox 'Description'", d), o4),
        (clk(o4, "button 'Add IP address'", 1), o5),
        (clk(o5, "columnheader 'Hostname'"), o6),
        (clk(o6, "link '10.40.12.42'"), o7),
    ]
    rs.add(task="web", tid="h43-web-18", system=SYSTEM, turns=turns, state=s0)

# Graylog stream rules: bad
@traj
def t19(rs: RowSet) -> None:
    base = "https://logs.verdant-pay.com"
    sid, drift = "6571d9e2b3c4a1f0e8d2c7a4", "6571d9e2b3c4a1f0e8d2c74a"

    def chrome(b: Bid, current: str) -> str:
        items = ["Search", "Streams", "Alerts", "Dashboards"]
        out = f"""[{b()}] navigation ''
  [{b()}] link 'Graylog logo'"""
        for it in items:
            out += f"\n  [{b()}] link '{it}'" + (", current=page" if it == current else "")
        out += f"""
  [{b()}] button 'System', hasPopup='menu'
  StaticText '1.8k msg/s'
  [{b()}] button 'Help', hasPopup='menu'
  [{b()}] button 'User Menu for Paula Ndiaye', hasPopup='menu'"""
        return out

    rules0 = [("service", "match exactly", "payments-api"), ("level", "be smaller than", "4")]

    def rules_page(stream_id: str, rules: list, modal: str = "", field: str = "", typ: str = "match exactly", value: str = "", flash: bool = False) -> str:
        b = Bid(10)
        head = chrome(b, "Streams") + "\n" + f"""[{b()}] main ''
  {hide(flash)}[{b()}] alert ''
    {hide(flash)}StaticText 'Stream rule was created successfully.'
  [{b()}] heading 'Rules of Stream »Payments API errors«'
  StaticText 'This screen is dedicated to an easy and comfortable creation and manipulation of stream rules. You can see the effect configured stream rules have on message matching here.'
  [{b()}] heading '1. Load a message to test rules'
  [{b()}] tablist ''
    [{b()}] tab 'Recent Message', selected=True
    [{b()}] tab 'Message ID', selected=False
    [{b()}] tab 'Raw Message', selected=False
  [{b()}] combobox 'Select an input' value='GELF TCP (payments k8s)', hasPopup='listbox', expanded=False
  [{b()}] button 'Load Message'
  [{b()}] heading '2. Manage stream rules'
  [{b()}] combobox 'A message must match' value='all of the following rules', hasPopup='listbox', expanded=False
  [{b()}] button 'Add stream rule'
  [{b()}] list 'Stream rules'"""
        items = []
        for i, (f, t, v) in enumerate(rules):
            n = 100 + 3 * i
            items.append(f"""    [{n}] listitem ''
      StaticText 'Field {f} must {t} {v}'
      [{n + 1}] button 'Delete stream rule'
      [{n + 2}] button 'Edit stream rule'""")
        b.n = 130
        tail = f"""  [{b()}] heading '3. Nothing more to do'
  StaticText 'Stream rules are applied to all incoming messages. Stream »Payments API errors« has {len(rules)} rules.'
  [{b()}] link 'I\\'m done!'"""
        parts = [head, "\n".join(items), tail]
        if modal:
            b.n = 200
            parts.append(f"""[{b()}] dialog 'New Stream Rule', modal=True
  [{b()}] heading 'New Stream Rule'
  [{b()}] button 'Close'
  [{b()}] combobox 'Field' value='{field}', hasPopup='listbox', expanded=False{', focused' if modal == 'field' else ''}
  [{b()}] combobox 'Type' value='{typ}', hasPopup='listbox', expanded=False{', focused' if modal == 'type' else ''}
  [{b()}] textbox 'Value' value='{value}'{', focused' if modal == 'value' else ''}
  [{b()}] checkbox 'Inverted', checked='false'
  [{b()}] textbox 'Description (optional)' value=''
  StaticText 'Result:'
  StaticText 'Field {field or '<field>'} must {'be ' + typ if typ.endswith(' than') else typ} {value or '<value>'}'
  [{b()}] button 'Cancel'
  [{b()}] button 'Create Rule'""")
        return page("Graylog - Stream rules", f"{base}/streams/{stream_id}/edit", *parts)

    streams = [
        ("All events", "Stream containing all events created by Graylog", "Default Events", "0 msg/s", "0", "Running"),
        ("All messages", "Stream containing all messages", "Default index set", "1,812 msg/s", "0", "Running"),
        ("All system events", "Stream containing all system events created by Graylog", "Default System Events", "0 msg/s", "0", "Running"),
        ("Card issuer webhooks", "Inbound issuer callbacks (Marqeta, Adyen)", "payments-30d", "41 msg/s", "2", "Running"),
        ("Kubernetes audit", "API server audit log, prod clusters", "k8s-audit-90d", "317 msg/s", "1", "Running"),
        ("Payments API errors", "5xx and error-level events from payments-api", "payments-30d", "7 msg/s", "2", "Running"),
        ("Payments API latency", "Slow requests (> 1500 ms) from payments-api", "payments-30d", "3 msg/s", "3", "Paused"),
    ]

    def stream_list(rows: list, q: str = "") -> str:
        b = Bid(10)
        shown = [r for r in rows if q.lower() in r[0].lower()] if q else rows
        head = chrome(b, "Streams") + "\n" + f"""[{b()}] main ''
  [{b()}] heading 'Streams'
  StaticText 'You can route incoming messages into streams by applying rules against them. Messages matching the rules of a stream are routed into it.'
  [{b()}] button 'Create stream'
  [{b()}] searchbox 'Search for stream name' value='{q}'{', focused' if q else ''}
  [{b()}] button 'Filters'
  [{b()}] table ''
    [{b()}] row ''
      [{b()}] columnheader ''
        [{b()}] checkbox 'Select all visible entities', checked='false'
      [{b()}] columnheader 'Title ▲'
      [{b()}] columnheader 'Index Set'
      [{b()}] columnheader 'Throughput'
      [{b()}] columnheader 'Rules'
      [{b()}] columnheader 'Status'
      [{b()}] columnheader 'Actions'"""
        body = "\n".join(f"""    [{b()}] row ''
      [{b()}] cell ''
        [{b()}] checkbox 'Select entity', checked='false'
      [{b()}] cell '{t}'
        [{b()}] link '{t}'
        StaticText '{d}'
      [{b()}] cell '{ix}'
      [{b()}] cell '{tp}'
      [{b()}] cell '{rl}'
      [{b()}] cell '{st}'
        [{b()}] button '{st}'
      [{b()}] cell ''
        [{b()}] button 'Share'
        [{b()}] button 'More', hasPopup='menu'""" for t, d, ix, tp, rl, st in shown)
        tail = f"""  StaticText 'Showing 1 - {len(shown)} of {len(shown)}'
  [{b()}] combobox 'Page size' value='20', hasPopup='listbox', expanded=False"""
        return page("Graylog - Streams", f"{base}/streams" + (f"?query={q}" if q else ""), head, body, tail)

    rules1 = rules0 + [("http_status", "be greater than", "499")]
    s0 = rules_page(sid, rules0)
    o1 = rules_page(sid, rules0, modal="open")
    o2 = rules_page(sid, rules0, modal="field", field="http_status")
    o3 = rules_page(sid, rules0, modal="type", field="http_status", typ="greater than")
    o4 = rules_page(sid, rules0, modal="value", field="http_status", typ="greater than", value="499")
    o5 = rules_page(drift, rules1, flash=True)
    streams1 = [r if r[0] != "Payments API errors" else r[:4] + ("3", "Running") for r in streams]
    o6 = stream_list(streams1)
    o7 = stream_list(streams1, "payments")
    turns = [
        (clk(s0, "button 'Add stream rule'"), o1),
        (fil(o1, "combobox 'Field'", "http_status"), o2),
        (sel(o2, "combobox 'Type'", "greater than"), o3),
        (fil(o3, "textbox 'Value'", "499"), o4),
        (clk(o4, "button 'Create Rule'"), o5),
        (clk(o5, "link 'Streams'"), o6),
        (fil(o6, "searchbox 'Search for stream name'", "payments"), o7),
    ]
    rs.add(task="web", tid="h43-web-19", system=SYSTEM, turns=turns, state=s0, bad=True, turn=5,
           kind="stream id in the URL differs in its last characters after creating a rule on the same stream")

# Kanboard board: clean
@traj
def t20(rs: RowSet) -> None:
    base = "https://kanban.peregrine-mobile.dev"
    title = "Push notification opt-in screen"
    board0 = {
        "Backlog": [(214, "Offline sync conflicts on slow networks", "Rui Tavares", "Sync", ""), (219, "Dark mode for settings screens", "", "UI", ""),
                    (222, "Crash on Android 9 when camera denied", "Marta Sousa", "Bug", "11/28/2024"), (228, "Analytics: screen view events", "", "Analytics", "")],
        "Ready": [(205, "Biometric login fallback to PIN", "Rui Tavares", "Auth", "11/29/2024"), (211, "Localise onboarding into PT and ES", "Inês Faria", "i18n", "")],
        "Work in progress": [(198, "Map clustering for 500+ pins", "Marta Sousa", "UI", "11/22/2024"), (203, "Retry queue for failed uploads", "Rui Tavares", "Sync", "")],
        "Done": [(187, "Upgrade to React Native 0.75", "Inês Faria", "Platform", ""), (192, "Fix date picker timezone offset", "Marta Sousa", "Bug", ""),
                 (195, "App icon refresh", "Inês Faria", "UI", "")],
    }
    new = (231, title, "Marta Sousa", "", "")

    def chrome(b: Bid, on_board: bool = True) -> str:
        return f"""[{b()}] banner ''
  [{b()}] link 'Kanboard'
  [{b()}] heading 'Field App v3'
  [{b()}] button 'Configure this project', hasPopup='menu'
  [{b()}] searchbox 'Filter' value='status:open'
  [{b()}] button 'Notifications'
  [{b()}] button 'Joana Prates', hasPopup='menu'
  [{b()}] navigation 'Views'
    [{b()}] link 'Overview'
    [{b()}] link 'Board'{', current=page' if on_board else ''}
    [{b()}] link 'List'
    [{b()}] link 'Gantt'"""

    def board(cols: dict, modal: str = "", t: str = "", who: str = "") -> str:
        b = Bid(10)
        head = chrome(b) + "\n" + f"""[{b()}] main ''
  [{b()}] table 'Board'
    [{b()}] row ''"""
        hdr = []
        for i, (col, tasks) in enumerate(cols.items()):
            n = 40 + 3 * i
            lim = " (WIP limit 3)" if col == "Work in progress" else ""
            hdr.append(f"""      [{n}] columnheader '{col}{lim}'
        [{n + 1}] button 'Add a new task'
        StaticText '{len(tasks)}'""")
        cells = [f"    [{b()}] row 'Default swimlane'"]
        b.n = 60
        for tasks in cols.values():
            cells.append(f"      [{b()}] cell ''")
            for tid, tt, who_, cat, due in tasks:
                k = 100 + (tid - 180) * 4
                lines = [f"        [{k}] article ''", f"          [{k + 1}] link '#{tid}'", f"          [{k + 2}] link '{tt}'"]
                if cat:
                    lines.append(f"          StaticText '{cat}'")
                if who_:
                    lines.append(f"          [{k + 3}] img '{who_}'")
                if due:
                    lines.append(f"          StaticText '{due}'")
                cells.append("\n".join(lines))
        parts = [head, "\n".join(hdr), "\n".join(cells)]
        if modal:
            parts.append(f"""[500] dialog 'New task', modal=True
  [501] heading 'New task'
  [502] button 'Close'
  [503] textbox 'Title' value='{t}', required{', focused' if modal == 'title' or modal == 'open' else ''}
  [504] textbox 'Description' value=''
  [505] textbox 'Tags' value=''
  [506] combobox 'Assignee' value='{who or 'Unassigned'}', hasPopup='listbox', expanded=False{', focused' if modal == 'who' else ''}
  [507] button 'Assign to me'
  [508] combobox 'Category' value='No category', hasPopup='listbox', expanded=False
  [509] combobox 'Swimlane' value='Default swimlane', hasPopup='listbox', expanded=False
  [510] combobox 'Column' value='Backlog', hasPopup='listbox', expanded=False
  [511] combobox 'Priority' value='0', hasPopup='listbox', expanded=False
  [512] combobox 'Color' value='Yellow', hasPopup='listbox', expanded=False
  [513] textbox 'Due Date' value=''
  [514] textbox 'Start Date' value=''
  [515] textbox 'Original estimate' value=''
  [516] checkbox 'Create another task', checked='false'
  [517] button 'Save'
  [518] link 'cancel'""")
        return page("Field App v3 &gt; Board", f"{base}/board/7", *parts).replace("&gt;", ">")

    def task(column: str, pos: int, modified: str, modal: str = "", target: str = "", flash: str = "") -> str:
        b = Bid(10)
        head = chrome(b, False) + "\n" + f"""[{b()}] navigation 'Task actions'
  [{b()}] link 'Back to the board'
  [{b()}] link 'Summary'
  [{b()}] link 'Activity stream'
  [{b()}] link 'Transitions'
  [{b()}] link 'Edit the task'
  [{b()}] link 'Add a sub-task'
  [{b()}] link 'Add internal link'
  [{b()}] link 'Add a comment'
  [{b()}] link 'Move position'
  [{b()}] link 'Duplicate'
  [{b()}] link 'Move to another project'
  [{b()}] link 'Close this task'
  [{b()}] link 'Remove'
[{b()}] main ''
  {hide(bool(flash))}[{b()}] alert ''
    {hide(bool(flash))}StaticText '{flash}'
  [{b()}] heading '#231 {title}'
  [{b()}] table 'Summary'
    [{b()}] row ''
      [{b()}] cell 'Status:'
      [{b()}] cell 'open'
    [{b()}] row ''
      [{b()}] cell 'Priority:'
      [{b()}] cell '0'
    [{b()}] row ''
      [{b()}] cell 'Column:'
      [{b()}] cell '{column}'
    [{b()}] row ''
      [{b()}] cell 'Position:'
      [{b()}] cell '{pos}'
    [{b()}] row ''
      [{b()}] cell 'Assignee:'
      [{b()}] cell 'Marta Sousa'
    [{b()}] row ''
      [{b()}] cell 'Creator:'
      [{b()}] cell 'Joana Prates'
    [{b()}] row ''
      [{b()}] cell 'Created:'
      [{b()}] cell '11/21/2024 14:02'
    [{b()}] row ''
      [{b()}] cell 'Modified:'
      [{b()}] cell '{modified}'
    [{b()}] row ''
      [{b()}] cell 'Moved:'
      [{b()}] cell '{'11/21/2024 14:05' if column != 'Backlog' else '11/21/2024 14:02'}'
    [{b()}] row ''
      [{b()}] cell 'Time spent:'
      [{b()}] cell '0h'
    [{b()}] row ''
      [{b()}] cell 'Time estimated:'
      [{b()}] cell '0h'
  [{b()}] button 'Start timer'
  [{b()}] heading 'Sub-Tasks'
  StaticText 'There is no sub-task at the moment.'
  [{b()}] heading 'Comments'
  [{b()}] textbox 'Write your text in Markdown' value=''
  [{b()}] button 'Save'"""
        parts = [head]
        if modal:
            parts.append(f"""[300] dialog 'Move the task to another column', modal=True
  [301] heading 'Move the task to another column'
  [302] combobox 'Swimlane' value='Default swimlane', hasPopup='listbox', expanded=False
  [303] combobox 'Column' value='{target}', hasPopup='listbox', expanded=False{', focused' if target != column else ''}
  [304] radio 'Move the task to the top of the column', checked='false'
  [305] radio 'Move the task to the bottom of the column', checked='true'
  [306] button 'Save'
  [307] link 'cancel'""")
        return page(f"Field App v3 > #231 {title}", f"{base}/task/231", *parts)

    b1 = {k: list(v) for k, v in board0.items()}
    b1["Backlog"].append(new)
    b2 = {k: list(v) for k, v in b1.items()}
    b2["Backlog"] = board0["Backlog"]
    b2["Ready"] = board0["Ready"] + [new]
    s0 = board(board0)
    o1 = board(board0, modal="open")
    o2 = board(board0, modal="title", t=title)
    o3 = board(board0, modal="who", t=title, who="Marta Sousa")
    o4 = board(b1)
    o5 = task("Backlog", 5, "11/21/2024 14:02")
    o6 = task("Backlog", 5, "11/21/2024 14:02", modal="open", target="Backlog")
    o7 = task("Backlog", 5, "11/21/2024 14:02", modal="open", target="Ready")
    o8 = task("Ready", 3, "11/21/2024 14:05", flash="Task updated successfully.")
    o9 = board(b2)
    turns = [
        (clk(s0, "button 'Add a new task'"), o1),
        (fil(o1, "textbox 'Title'", title), o2),
        (sel(o2, "combobox 'Assignee'", "Marta Sousa"), o3),
        (clk(o3, "button 'Save'"), o4),
        (clk(o4, "link '#231'"), o5),
        (clk(o5, "link 'Move position'"), o6),
        (sel(o6, "combobox 'Column'", "Ready"), o7),
        (clk(o7, "button 'Save'", 1), o8),
        (clk(o8, "link 'Back to the board'"), o9),
    ]
    rs.add(task="web", tid="h43-web-20", system=SYSTEM, turns=turns, state=s0)

# Nagios Core service problems: bad
@traj
def t21(rs: RowSet) -> None:
    base = "https://nagios.harrowgate-uni.ac.uk/nagios"

    def nav(b: Bid) -> str:
        return f"""[{b()}] navigation 'Nagios'
  [{b()}] link 'Nagios®'
  StaticText 'General'
  [{b()}] link 'Home'
  [{b()}] link 'Documentation'
  StaticText 'Current Status'
  [{b()}] link 'Tactical Overview'
  [{b()}] link 'Map'
  [{b()}] link 'Hosts'
  [{b()}] link 'Services'
  [{b()}] link 'Host Groups'
  [{b()}] link 'Service Groups'
  [{b()}] link 'Problems'
  [{b()}] link 'Services (Unhandled)'
  [{b()}] link 'Hosts (Unhandled)'
  [{b()}] link 'Network Outages'
  [{b()}] textbox 'Quick Search:' value=''
  StaticText 'Reports'
  [{b()}] link 'Availability'
  [{b()}] link 'Trends'
  [{b()}] link 'Alerts'
  [{b()}] link 'Notifications'
  [{b()}] link 'Event Log'
  StaticText 'System'
  [{b()}] link 'Comments'
  [{b()}] link 'Downtime'
  [{b()}] link 'Process Info'
  [{b()}] link 'Performance Info'
  [{b()}] link 'Scheduling Queue'
  [{b()}] link 'Configuration'"""

    def procinfo(now: str, running: str, pid: str, last_cmd: str) -> str:
        b = Bid(10)
        return page("Extended Information", f"{base}/cgi-bin/extinfo.cgi?type=0", nav(b), f"""[{b()}] main ''
  StaticText 'Nagios Process Information'
  StaticText 'Last Updated: Thu Nov 21 {now} GMT 2024'
  StaticText 'Updated every 90 seconds'
  StaticText 'Nagios® Core™ 4.5.7 - www.nagios.org'
  StaticText 'Logged in as nagiosadmin'
  [{b()}] table 'Process Information'
    [{b()}] row ''
      [{b()}] cell 'Program Version:'
      [{b()}] cell '4.5.7'
    [{b()}] row ''
      [{b()}] cell 'Program Start Time:'
      [{b()}] cell '11-18-2024 06:12:44'
    [{b()}] row ''
      [{b()}] cell 'Total Running Time:'
      [{b()}] cell '{running}'
    [{b()}] row ''
      [{b()}] cell 'Last External Command Check:'
      [{b()}] cell '{last_cmd}'
    [{b()}] row ''
      [{b()}] cell 'Last Log File Rotation:'
      [{b()}] cell '11-21-2024 00:00:00'
    [{b()}] row ''
      [{b()}] cell 'Nagios PID'
      [{b()}] cell '{pid}'
    [{b()}] row ''
      [{b()}] cell 'Notifications Enabled?'
      [{b()}] cell 'YES'
    [{b()}] row ''
      [{b()}] cell 'Service Checks Being Executed?'
      [{b()}] cell 'YES'
    [{b()}] row ''
      [{b()}] cell 'Passive Service Checks Being Accepted?'
      [{b()}] cell 'YES'
    [{b()}] row ''
      [{b()}] cell 'Host Checks Being Executed?'
      [{b()}] cell 'YES'
    [{b()}] row ''
      [{b()}] cell 'Event Handlers Enabled?'
      [{b()}] cell 'Yes'
    [{b()}] row ''
      [{b()}] cell 'Obsessing Over Services?'
      [{b()}] cell 'No'
    [{b()}] row ''
      [{b()}] cell 'Flap Detection Enabled?'
      [{b()}] cell 'Yes'
    [{b()}] row ''
      [{b()}] cell 'Performance Data Being Processed?'
      [{b()}] cell 'Yes'
  [{b()}] table 'Process Commands'
    [{b()}] row ''
      [{b()}] cell ''
        [{b()}] link 'Shutdown the Nagios process'
    [{b()}] row ''
      [{b()}] cell ''
        [{b()}] link 'Restart the Nagios process'
    [{b()}] row ''
      [{b()}] cell ''
        [{b()}] link 'Disable notifications'
    [{b()}] row ''
      [{b()}] cell ''
        [{b()}] link 'Stop executing service checks'
    [{b()}] row ''
      [{b()}] cell ''
        [{b()}] link 'Disable event handlers'""")

    day = 21 * 86400

    def secs(t: str, d: int = 21) -> int:
        h, m, sec = (int(x) for x in t.split(":"))
        return d * 86400 + h * 3600 + m * 60 + sec

    def dur(now: str, lsc: int) -> str:
        x = secs(now) - lsc
        return f"{x // 86400}d {x % 86400 // 3600}h {x % 3600 // 60}m {x % 60}s"

    def lastcheck(now: str, first: str, every: int) -> str:
        t = secs(first)
        while t + every <= secs(now):
            t += every
        t -= day
        return f"11-21-2024 {t // 3600:02d}:{t % 3600 // 60:02d}:{t % 60:02d}"

    # host, service, status, first check seen, interval (s), last state change, attempt, info
    svc = [
        ("db-02", "PostgreSQL replication lag", "CRITICAL", "11:13:40", 300, secs("08:16:37"), "3/3", "POSTGRES_REPLICATION_DELAY CRITICAL: DB postgres (host:db-02) 1845 seconds"),
        ("mail-01", "SMTP", "CRITICAL", "11:12:55", 300, secs("10:53:45"), "3/3", "connect to address 10.8.2.25 and port 25: Connection refused"),
        ("web-03", "Disk /var", "CRITICAL", "11:14:02", 300, secs("09:47:31"), "3/3", "DISK CRITICAL - free space: /var 812 MiB (4.1% inode=91%)"),
        ("backup-01", "Bacula last job", "UNKNOWN", "11:10:17", 3600, secs("02:09:59"), "3/3", "UNKNOWN - no job found for client fs-02-fd in the last 24h"),
        ("fs-02", "Disk /srv", "WARNING", "11:11:38", 900, secs("16:34:47", 18), "3/3", "DISK WARNING - free space: /srv 196 GiB (9.6% inode=98%)"),
        ("web-01", "Current Load", "WARNING", "11:13:21", 300, secs("11:07:05"), "4/4", "WARNING - load average: 7.12, 6.40, 5.02"),
    ]

    def probs_at(now: str) -> list:
        return [(h, sv, st, lastcheck(now, fc, ev), dur(now, lsc), att, info) for h, sv, st, fc, ev, lsc, att, info in svc]

    def problems(title: str, rows: list, now: str, acked: bool, notif_off: bool) -> str:
        b = Bid(10)
        head = nav(b) + "\n" + f"""[{b()}] main ''
  StaticText 'Current Network Status'
  StaticText 'Last Updated: Thu Nov 21 {now} GMT 2024'
  StaticText 'Updated every 90 seconds'
  StaticText 'Logged in as nagiosadmin'
  [{b()}] heading '{title}'
  [{b()}] table 'Service Status Totals'
    [{b()}] row ''
      [{b()}] cell 'Ok'
      [{b()}] cell 'Warning'
      [{b()}] cell 'Unknown'
      [{b()}] cell 'Critical'
      [{b()}] cell 'Pending'
    [{b()}] row ''
      [{b()}] cell '{'0' if title != 'Service Status Details For All Hosts' else '214'}'
      [{b()}] cell '2'
      [{b()}] cell '1'
      [{b()}] cell '3'
      [{b()}] cell '0'
  [{b()}] table ''
    [{b()}] row ''
      [{b()}] columnheader 'Host'
      [{b()}] columnheader 'Service'
      [{b()}] columnheader 'Status'
      [{b()}] columnheader 'Last Check'
      [{b()}] columnheader 'Duration'
      [{b()}] columnheader 'Attempt'
      [{b()}] columnheader 'Status Information'"""
        body = []
        for h, svc, st, lc, dur, att, info in rows:
            icons = ""
            if h == "web-03" and svc == "Disk /var":
                if acked:
                    icons += f"\n        [{b()}] img 'This service problem has been acknowledged'"
                if notif_off:
                    icons += f"\n        [{b()}] img 'Notifications for this service have been disabled'"
            body.append(f"""    [{b()}] row ''
      [{b()}] cell '{h}'
        [{b()}] link '{h}'
      [{b()}] cell '{svc}'
        [{b()}] link '{svc}'{icons}
      [{b()}] cell '{st}'
      [{b()}] cell '{lc}'
      [{b()}] cell '{dur}'
      [{b()}] cell '{att}'
      [{b()}] cell '{info}'""")
        tail = f"  StaticText '{len(rows)} Matching Service Entries Displayed'"
        return page("Current Network Status", f"{base}/cgi-bin/status.cgi?host=all&servicestatustypes=28", head, "\n".join(body), tail)

    def service(now: str, last: str, nxt: str, dur: str, acked: bool, notif: bool) -> str:
        b = Bid(10)
        head = nav(b) + "\n" + f"""[{b()}] main ''
  StaticText 'Service Information'
  StaticText 'Last Updated: Thu Nov 21 {now} GMT 2024'
  [{b()}] heading 'Service Disk /var On Host web-03 (web-03.harrowgate-uni.ac.uk)'
  StaticText 'Member of web-servers'
  StaticText '10.8.4.13'
  [{b()}] table 'Service State Information'
    [{b()}] row ''
      [{b()}] cell 'Current Status:'
      [{b()}] cell 'CRITICAL  (for {dur}){'  (Has been acknowledged)' if acked else ''}'
    [{b()}] row ''
      [{b()}] cell 'Status Information:'
      [{b()}] cell 'DISK CRITICAL - free space: /var 812 MiB (4.1% inode=91%)'
    [{b()}] row ''
      [{b()}] cell 'Current Attempt:'
      [{b()}] cell '3/3  (HARD state)'
    [{b()}] row ''
      [{b()}] cell 'Last Check Time:'
      [{b()}] cell '{last}'
    [{b()}] row ''
      [{b()}] cell 'Next Scheduled Check:'
      [{b()}] cell '{nxt}'
    [{b()}] row ''
      [{b()}] cell 'Last State Change:'
      [{b()}] cell '11-21-2024 09:47:31'
    [{b()}] row ''
      [{b()}] cell 'Last Notification:'
      [{b()}] cell '11-21-2024 09:47:31 (notification 1)'
    [{b()}] row ''
      [{b()}] cell 'Is This Service Flapping?'
      [{b()}] cell 'NO (3.42% state change)'
    [{b()}] row ''
      [{b()}] cell 'In Scheduled Downtime?'
      [{b()}] cell 'NO'
    [{b()}] row ''
      [{b()}] cell 'Active Checks:'
      [{b()}] cell 'ENABLED'
    [{b()}] row ''
      [{b()}] cell 'Notifications:'
      [{b()}] cell '{'ENABLED' if notif else 'DISABLED'}'
    [{b()}] row ''
      [{b()}] cell 'Event Handler:'
      [{b()}] cell 'ENABLED'
  [{b()}] table 'Service Commands'
    [{b()}] row ''
      [{b()}] link 'Disable active checks of this service'
    [{b()}] row ''
      [{b()}] link 'Re-schedule the next check of this service'
    [{b()}] row ''
      [{b()}] link '{'Remove problem acknowledgement' if acked else 'Acknowledge this service problem'}'
    [{b()}] row ''
      [{b()}] link '{'Disable' if notif else 'Enable'} notifications for this service'
    [{b()}] row ''
      [{b()}] link 'Send custom service notification'
    [{b()}] row ''
      [{b()}] link 'Schedule downtime for this service'
  [{b()}] heading 'Service Comments'
  [{b()}] link 'Add a new comment'
  [{b()}] link 'Delete all comments'
  [{b()}] table 'Service Comments'
    [{b()}] row ''
      [{b()}] columnheader 'Entry Time'
      [{b()}] columnheader 'Author'
      [{b()}] columnheader 'Comment'
      [{b()}] columnheader 'Comment ID'
      [{b()}] columnheader 'Persistent'
      [{b()}] columnheader 'Type'
      [{b()}] columnheader 'Expires'
      [{b()}] columnheader 'Actions'"""
        if acked:
            body = f"""    [{b()}] row ''
      [{b()}] cell '11-21-2024 11:16:47'
      [{b()}] cell 'nagiosadmin'
      [{b()}] cell 'Logrotate stuck since 09:40, cleaning /var/log/app - RM'
      [{b()}] cell '4719'
      [{b()}] cell 'No'
      [{b()}] cell 'Acknowledgement'
      [{b()}] cell 'N/A'
      [{b()}] cell ''
        [{b()}] link 'Delete This Comment'"""
        else:
            body = "    StaticText 'This service has no comments associated with it'"
        return page("Extended Information", f"{base}/cgi-bin/extinfo.cgi?type=2&host=web-03&service=Disk+%2Fvar", head, body)

    def cmd(kind: str, comment: str = "", done: bool = False) -> str:
        b = Bid(10)
        if done:
            return page("External Command Interface", f"{base}/cgi-bin/cmd.cgi", nav(b), f"""[{b()}] main ''
  StaticText 'External Command Interface'
  StaticText 'Logged in as nagiosadmin'
  StaticText 'Your command request was successfully submitted to Nagios for processing.'
  StaticText 'Note: It may take a while before the command is actually processed.'
  [{b()}] link 'Done'""")
        typ = 34 if kind == "ack" else 23
        title = "You are requesting to acknowledge a service problem" if kind == "ack" else "You are requesting to disable notifications for a service"
        head = nav(b) + "\n" + f"""[{b()}] main ''
  StaticText 'External Command Interface'
  StaticText 'Logged in as nagiosadmin'
  [{b()}] heading '{title}'
  [{b()}] form ''
    [{b()}] textbox 'Host Name:' value='web-03'
    [{b()}] textbox 'Service:' value='Disk /var'"""
        extra = f"""    [{b()}] checkbox 'Sticky Acknowledgement:', checked='true'
    [{b()}] checkbox 'Send Notification:', checked='true'
    [{b()}] checkbox 'Persistent Comment:', checked='false'
    [{b()}] textbox 'Author (Your Name):' value='nagiosadmin', readonly
    [{b()}] textbox 'Comment:' value='{comment}'{', focused' if comment else ''}""" if kind == "ack" else ""
        tail = f"""    [{b()}] button 'Commit'
    [{b()}] button 'Reset'
  StaticText 'Command Description'"""
        return page("External Command Interface", f"{base}/cgi-bin/cmd.cgi?cmd_typ={typ}&host=web-03&service=Disk+%2Fvar", head, *([extra] if extra else []), tail)

    def tactical() -> str:
        b = Bid(10)
        return page("Nagios Tactical Monitoring Overview", f"{base}/cgi-bin/tac.cgi", nav(b), f"""[{b()}] main ''
  StaticText 'Tactical Monitoring Overview'
  StaticText 'Last Updated: Thu Nov 21 11:21:36 GMT 2024'
  StaticText 'Monitoring Performance'
  StaticText 'Service Check Execution Time: 0.01 / 10.04 / 0.822 sec'
  StaticText 'Service Check Latency: 0.00 / 0.93 / 0.219 sec'
  StaticText 'Host Check Execution Time: 0.00 / 4.02 / 0.097 sec'
  StaticText '# Active Host / Service Checks: 48 / 220'
  [{b()}] heading 'Hosts'
  [{b()}] link '0 Down'
  [{b()}] link '0 Unreachable'
  [{b()}] link '48 Up'
  [{b()}] link '0 Pending'
  [{b()}] heading 'Services'
  [{b()}] link '3 Critical'
  [{b()}] link '2 Unhandled Problems'
  [{b()}] link '1 Acknowledged'
  [{b()}] link '2 Warning'
  [{b()}] link '2 Unhandled Problems'
  [{b()}] link '1 Unknown'
  [{b()}] link '1 Unhandled Problems'
  [{b()}] link '214 Ok'
  [{b()}] link '0 Pending'
  [{b()}] heading 'Monitoring Features'
  StaticText 'Flap Detection: All Services Enabled, All Hosts Enabled'
  [{b()}] link '1 Service Disabled'
  StaticText 'Notifications'
  StaticText 'Event Handlers: All Services Enabled, All Hosts Enabled'
  StaticText 'Active Checks: All Services Enabled, All Hosts Enabled'
  StaticText 'Passive Checks: All Services Enabled, All Hosts Enabled'""")

    comment = "Logrotate stuck since 09:40, cleaning /var/log/app - RM"
    s0 = problems("Service Status Details For All Hosts", probs_at("11:14:49"), "11:14:49", False, False)
    o1 = procinfo("11:15:05", "3d 5h 2m 21s", "2817", "11-21-2024 11:15:01")
    o2 = problems("Service Status Details For All Hosts", probs_at("11:15:21"), "11:15:21", False, False)
    o3 = service("11:15:34", "11-21-2024 11:14:02", "11-21-2024 11:19:02", dur("11:15:34", secs("09:47:31")), False, True)
    o4 = cmd("ack")
    o5 = cmd("ack", comment)
    o6 = cmd("ack", done=True)
    o7 = service("11:16:52", "11-21-2024 11:14:02", "11-21-2024 11:19:02", dur("11:16:52", secs("09:47:31")), True, True)
    o8 = cmd("notif")
    o9 = cmd("notif", done=True)
    o10 = procinfo("11:20:30", "3d 5h 7m 46s", "2841", "11-21-2024 11:20:26")
    o11 = problems("Service Status Details For All Hosts", probs_at("11:21:07"), "11:21:07", True, True)
    o12 = tactical()
    turns = [
        (clk(s0, "link 'Process Info'"), o1),
        (clk(o1, "link 'Problems'"), o2),
        (clk(o2, "link 'Disk /var'"), o3),
        (clk(o3, "link 'Acknowledge this service problem'"), o4),
        (fil(o4, "textbox 'Comment:'", comment), o5),
        (clk(o5, "button 'Commit'"), o6),
        (clk(o6, "link 'Done'"), o7),
        (clk(o7, "link 'Disable notifications for this service'"), o8),
        (clk(o8, "button 'Commit'"), o9),
        (clk(o9, "link 'Process Info'"), o10),
        (clk(o10, "link 'Problems'"), o11),
        (clk(o11, "link 'Tactical Overview'"), o12),
    ]
    rs.add(task="web", tid="h43-web-21", system=SYSTEM, turns=turns, state=s0, bad=True, turn=10,
           kind="Nagios PID differs while the program start time shows no restart happened")

# Outline wiki document: clean
@traj
def t22(rs: RowSet) -> None:
    base = "https://wiki.haldane-bio.com"
    t0, t1 = "Incident review template", "Incident review template (v2)"
    s_old, s_new = "incident-review-template-Tb3kQm9ZpX", "incident-review-template-v2-Tb3kQm9ZpX"

    def sidebar(coll: str, title: str) -> str:
        eng = ["Build pipeline overview", "On-call handbook", "Service catalogue"]
        ops = ["Freezer alarm response", "Sample courier schedule"]
        if coll == "Engineering":
            eng = sorted(eng + [title])
        else:
            ops = sorted(ops + [title])
        out = """[10] navigation 'Sidebar'
  [11] button 'Haldane Bio', hasPopup='menu'
  [12] link 'Home'
  [13] link 'Search'
  [14] link 'Drafts 2'
  StaticText 'Collections'
  [20] link 'Engineering'"""
        ids = {"Build pipeline overview": 21, t0: 22, t1: 22, "On-call handbook": 23, "Service catalogue": 24,
               "Freezer alarm response": 41, "Sample courier schedule": 42}
        for d in eng:
            out += f"\n    [{ids[d]}] link '{d}'" + (", current=page" if d == title else "")
        out += "\n  [30] link 'Onboarding'\n  [40] link 'Operations'"
        for d in ops:
            out += f"\n    [{45 if d == t1 else ids[d]}] link '{d}'" + (", current=page" if d == title else "")
        out += "\n  [50] link 'Product'\n  [51] button 'New collection'\n  [52] link 'Templates'\n  [53] link 'Archive'\n  [54] link 'Trash'"
        return out

    content = """    [110] heading 'Summary'
    StaticText 'One paragraph: what happened, who was affected, how long, and the current status.'
    [111] heading 'Timeline (UTC)'
    [112] table ''
      [113] row ''
        [114] columnheader 'Time'
        [115] columnheader 'Event'
      [116] row ''
        [117] cell 'hh:mm'
        [118] cell 'First alert / report'
      [119] row ''
        [120] cell 'hh:mm'
        [121] cell 'Mitigation applied'
    [122] heading 'Impact'
    StaticText 'Samples, instruments, users or customers affected, with numbers.'
    [123] heading 'Root cause'
    StaticText 'Use 5 whys. Stop at a cause we can change.'
    [124] heading 'Action items'
    [125] list ''
      [126] listitem ''
        [127] checkbox 'Owner, due date, ticket link', checked='false'
    [128] heading 'Lessons learned'"""

    def doc(title: str, coll: str, slug: str, status: str, menu: bool = False, modal: str = "", toast: bool = False, history: bool = False) -> str:
        parts = [sidebar(coll, title), f"""[60] main ''
  [61] navigation 'Breadcrumb'
    [62] link '{coll}'
  StaticText '{status}'
  [63] button 'Share'
  [64] button 'Star'
  [65] button 'History'
  [66] button 'Show menu', hasPopup='menu', expanded={menu}
  [100] textbox 'Title' value='{title}'{', focused' if status == 'Saving…' else ''}
  [101] document 'Editor'
{content}"""]
        if menu:
            parts.append("""  [200] menu ''
    [201] menuitem 'Subscribe'
    [202] menuitem 'Duplicate'
    [203] menuitem 'Move'
    [204] menuitem 'Template'
    [205] menuitem 'Pin to collection'
    [206] menuitem 'Archive'
    [207] menuitem 'Delete'
    [208] menuitem 'History'
    [209] menuitem 'Download'
    [210] menuitem 'Print'""")
        if modal:
            chosen = modal == "chosen"
            parts.append(f"""[300] dialog 'Move “{title}”', modal=True
  [301] heading 'Move “{title}”'
  [302] button 'Close'
  [303] searchbox 'Search collections & documents…' value=''
  [304] tree ''
    [305] treeitem 'Engineering', selected=False
    [306] treeitem 'Onboarding', selected=False
    [307] treeitem 'Operations', selected={chosen}
    [308] treeitem 'Product', selected=False
  StaticText '{'Move to Operations' if chosen else 'Select a location to move'}'
  [309] button 'Move'{'' if chosen else ', disabled=True'}""")
        if toast:
            parts.append("""[400] status ''
  StaticText 'Document moved'""")
        if history:
            parts.append("""[500] complementary 'History'
  [501] heading 'History'
  [502] button 'Close'
  [503] list ''
    [504] listitem ''
      StaticText 'Ngozi Eze'
      StaticText 'Moved to Operations'
      StaticText 'just now'
    [505] listitem ''
      StaticText 'Ngozi Eze'
      StaticText 'Current version'
      StaticText '1 minute ago'
    [506] listitem ''
      StaticText 'Priyanka Rao'
      StaticText 'Revision'
      StaticText 'Nov 18, 2024'
    [507] listitem ''
      StaticText 'Priyanka Rao'
      StaticText 'Revision'
      StaticText 'Nov 4, 2024'
    [508] listitem ''
      StaticText 'Priyanka Rao'
      StaticText 'Created'
      StaticText 'Oct 30, 2024'""")
        url = f"{base}/doc/{slug}" + ("/history" if history else "")
        return page(f"{title} - Haldane Bio", url, *parts)

    def collection() -> str:
        docs = [("Freezer alarm response", "Updated 2 weeks ago by Tomás Vidal"), (t1, "Updated 1 minute ago by Ngozi Eze"),
                ("Sample courier schedule", "Updated 1 month ago by Amira Said")]
        rows = "\n".join(f"""    [{70 + 2 * i}] listitem ''
      [{71 + 2 * i}] link '{d}'
      StaticText '{u}'""" for i, (d, u) in enumerate(docs))
        return page("Operations - Haldane Bio", f"{base}/collection/operations-Qm4tW8dZ1r", sidebar("Operations", t1), f"""[60] main ''
  [61] heading 'Operations'
  StaticText 'Lab operations: alarms, logistics, facilities.'
  [62] button 'New doc'
  [63] button 'Show menu', hasPopup='menu', expanded=False
  [64] tablist ''
    [65] tab 'Documents', selected=True
    [66] tab 'Recently updated', selected=False
    [67] tab 'Recently published', selected=False
    [68] tab 'Least recently updated', selected=False
    [69] tab 'A–Z', selected=False
  [90] list ''
{rows}""")

    s0 = doc(t0, "Engineering", s_old, "Updated 3 days ago by Priyanka Rao")
    o1 = doc(t1, "Engineering", s_old, "Saving…")
    o2 = doc(t1, "Engineering", s_new, "Updated just now by Ngozi Eze")
    o3 = doc(t1, "Engineering", s_new, "Updated just now by Ngozi Eze", menu=True)
    o4 = doc(t1, "Engineering", s_new, "Updated 1 minute ago by Ngozi Eze", modal="open")
    o5 = doc(t1, "Engineering", s_new, "Updated 1 minute ago by Ngozi Eze", modal="chosen")
    o6 = doc(t1, "Operations", s_new, "Updated just now by Ngozi Eze", toast=True)
    o7 = doc(t1, "Operations", s_new, "Updated just now by Ngozi Eze", history=True)
    o8 = collection()
    turns = [
        (fil(s0, "textbox 'Title'", t1), o1),
        ("noop(2000)", o2),
        (clk(o2, "button 'Show menu'"), o3),
        (clk(o3, "menuitem 'Move'"), o4),
        (clk(o4, "treeitem 'Operations'"), o5),
        (clk(o5, "button 'Move'"), o6),
        (clk(o6, "button 'History'"), o7),
        (clk(o7, "link 'Operations'"), o8),
    ]
    rs.add(task="web", tid="h43-web-22", system=SYSTEM, turns=turns, state=s0)


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in TRAJ:
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
