# ruff: noqa: E501
"""holdout66, web domain: 22 hand-written BrowserGym trajectories (11 with exactly one contradiction).

Each observation is the page's accessibility tree (bids in brackets) as the official web world model
prints it inside ``<predicted_observation>``. Pages are rendered from a small per-trajectory state so
that everything stays consistent except the one labeled slip in the bad trajectories.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent import rowkit2

SYSTEM = (
    "# Role and Objective\n\nYou act as a Web World Model: a faithful simulator of a browser. Given the earlier "
    "turns of the session, the current page state and one browser action, you predict the page state right after "
    "the action runs.\n\n## What to keep in mind\n\n1. Produce the full next page state, not a diff.\n2. Carry "
    "navigation history, focus, form contents and anything the agent changed from turn to turn.\n3. Behave like a "
    "real browser: links and submissions load new pages, local edits touch only the affected nodes, invalid or "
    "no-op actions leave the page as it was.\n\n# Action Space\n\n```text\nnoop(wait_ms: float = 1000)\n"
    "scroll(delta_x: float, delta_y: float)\nclick(bid: str, button: Literal['left', 'middle', 'right'] = 'left', "
    "modifiers: list = [])\nkeyboard_press(key: str)\nkeyboard_type(text: str)\nfill(bid: str, value: str, "
    "enable_autocomplete_menu: bool = False)\nhover(bid: str)\ntab_focus(index: int)\nnew_tab()\ngo_back()\n"
    "go_forward()\ngoto(url: str)\ntab_close()\nselect_option(bid: str, options: str | list[str])\n"
    "send_msg_to_user(text: str)\nreport_infeasible(reason: str)\n```\n\n# Format\n\nKeep the representation of "
    "the current page state exactly: the same accessibility-tree notation, the same level of detail, bids in "
    "square brackets. Do not invent metadata that the current state does not carry. Answer with exactly one "
    "closed <predicted_observation></predicted_observation> block and nothing else."
)


class Pg:
    """One rendered page: assigns bids in document order and remembers them by key."""

    def __init__(self, title: str, url: str, base: int = 12) -> None:
        self.title, self.url, self.n = title, url, base
        self.lines: list[str] = []
        self.ids: dict[str, str] = {}

    def e(self, role: str, name: str = "", d: int = 0, key: str | None = None, value: str | None = None,
          x: str = "") -> str:
        b = str(self.n)
        self.n += 1
        self.ids[key or name] = b
        s = f"[{b}] {role} '{name}'"
        if value is not None:
            s += f" value='{value}'"
        if x:
            s += ", " + x
        self.lines.append("\t" * d + s)
        return b

    def a(self, name: str, d: int = 0, key: str | None = None) -> str:
        return self.e("link", name, d, key, x="clickable")

    def b(self, name: str, d: int = 0, key: str | None = None, x: str = "") -> str:
        return self.e("button", name, d, key, x="clickable" + (", " + x if x else ""))

    def s(self, text: str, d: int = 0) -> None:
        self.lines.append("\t" * d + f"StaticText '{text}'")

    def h(self, text: str, level: int = 1, d: int = 0) -> None:
        self.e("heading", text, d, key="h:" + text, x=f"level={level}")

    def tb(self, name: str, value: str = "", d: int = 0, key: str | None = None, x: str = "") -> str:
        return self.e("textbox", name, d, key, value=value if value else None,
                      x="clickable" + (", " + x if x else ""))

    def cb(self, name: str, value: str, d: int = 0, key: str | None = None) -> str:
        return self.e("combobox", name, d, key, value=value, x="clickable, hasPopup='menu', expanded=False")

    def g(self, role: str, name: str = "", d: int = 0) -> None:
        self.e(role, name, d, key=f"{role}:{name}:{self.n}")

    def __getitem__(self, key: str) -> str:
        return self.ids[key]

    def out(self) -> str:
        return rowkit2.axtree(self.title, self.lines, self.url)


def click(b: str) -> str:
    return f"click('{b}')"


def fill(b: str, v: str) -> str:
    return f"fill('{b}', '{v}')"


def sel(b: str, v: str) -> str:
    return f"select_option('{b}', '{v}')"


def goto(u: str) -> str:
    return f"goto('{u}')"


def money(v: float) -> str:
    return f"${v:,.2f}"


T = list[tuple[str, str]]


# --------------------------------------------------------------------------- GitLab (WebArena :8023)
GL = "http://localhost:8023"


def gl_head(p: Pg, ns: str, proj: str, name: str, issues: int, mrs: int, crumbs: list[str]) -> None:
    p.a("Skip to main content")
    p.e("navigation", "Main navigation")
    p.a("Dashboard", 1)
    p.tb("Search GitLab", d=1, x="hasPopup='listbox'")
    p.b("Create new...", 1, x="hasPopup='menu', expanded=False")
    p.a("Issues", 1, key="top-issues")
    p.a("Merge requests 3", 1)
    p.a("To-Do List 5", 1)
    p.b("Byte Blaze user's menu", 1, x="hasPopup='menu', expanded=False")
    p.e("complementary", "Project navigation")
    p.a(name, 1, key="side-proj")
    p.a("Project information", 1)
    p.a("Repository", 1)
    p.a(f"Issues {issues}", 1, key="side-issues")
    p.a(f"Merge requests {mrs}", 1, key="side-mrs")
    p.a("CI/CD", 1)
    p.a("Deployments", 1)
    p.a("Packages and registries", 1)
    p.a("Monitor", 1)
    p.a("Analytics", 1)
    p.a("Wiki", 1)
    p.a("Snippets", 1)
    p.a("Settings", 1, key="side-settings")
    p.b("Collapse sidebar", 1)
    p.e("navigation", "Breadcrumbs")
    p.a("Byte Blaze", 1, key="crumb-ns")
    p.a(name, 1, key="crumb-proj")
    for c in crumbs:
        p.a(c, 1, key="crumb-" + c)
    p.e("main", "")


def t01() -> tuple[str, T, int, str]:
    ns, proj, name = "byteblaze", "dotfiles", "dotfiles"
    issues = [
        (19, "Neovim treesitter parsers rebuild on every launch", "Byte Blaze", "3 days ago", ["bug", "nvim"], 2, "1 day ago"),
        (17, "Add fzf-tab completion config for zsh", "Sarah Miller", "1 week ago", ["enhancement", "zsh"], 4, "2 days ago"),
        (15, "brew bundle fails on Apple Silicon for mas entries", "Byte Blaze", "2 weeks ago", ["bug", "macos"], 6, "4 days ago"),
        (12, "Zsh prompt breaks inside tmux when TERM is screen-256color", "Kevin Park", "3 weeks ago", ["bug", "tmux", "zsh"], 3, "5 days ago"),
        (11, "Document the bootstrap script flags", "Byte Blaze", "1 month ago", ["documentation"], 0, "3 weeks ago"),
        (9, "Alacritty font size too small on external monitor", "Lena Ortiz", "1 month ago", ["question"], 1, "1 month ago"),
        (7, "Sync git aliases between work and personal profiles", "Byte Blaze", "2 months ago", ["enhancement", "git"], 2, "1 month ago"),
        (5, "Starship config duplicates python venv segment", "Kevin Park", "2 months ago", ["bug"], 5, "2 months ago"),
        (3, "Move vim-plug to lazy.nvim", "Byte Blaze", "3 months ago", ["nvim", "refactor"], 7, "2 months ago"),
    ]
    closed_top = [(18, "Remove deprecated oh-my-zsh plugins", "Byte Blaze", ["cleanup", "zsh"], "closed 2 days ago"),
                  (16, "tmux-resurrect not restoring panes", "Kevin Park", ["bug", "tmux"], "closed 6 days ago"),
                  (14, "Add .editorconfig", "Sarah Miller", ["enhancement"], "closed 1 week ago"),
                  (13, "Karabiner caps-lock mapping lost after update", "Byte Blaze", ["macos", "bug"], "closed 2 weeks ago")]
    st = {"open": 9, "closed": 23, "closed12": False, "comment": ""}
    body12 = ("When I start tmux with default-terminal set to screen-256color, the powerlevel10k prompt renders broken glyphs "
              "and the right prompt wraps to the next line. Works fine outside tmux.")

    def listing(tab: str) -> Pg:
        p = Pg(f"Issues · Byte Blaze / {name} · GitLab", f"{GL}/{ns}/{proj}/-/issues" + ("" if tab == "opened" else f"?state={tab}"))
        gl_head(p, ns, proj, name, st["open"], 2, ["Issues"])
        p.e("tablist", "", 1)
        p.e("tab", f"Open {st['open']}", 2, key="tab-open", x="clickable" + (", selected=True" if tab == "opened" else ""))
        p.e("tab", f"Closed {st['closed']}", 2, key="tab-closed", x="clickable" + (", selected=True" if tab == "closed" else ""))
        p.e("tab", f"All {st['open'] + st['closed']}", 2, key="tab-all", x="clickable" + (", selected=True" if tab == "all" else ""))
        p.b("Subscribe to RSS feed", 1)
        p.b("Edit issues", 1)
        p.a("New issue", 1)
        p.tb("Search or filter results...", d=1)
        p.cb("Sort direction", "Created date", 1)
        p.e("list", "Issues", 1)
        rows: list[tuple] = []
        if tab == "opened":
            rows = [(n, t, a, c, lb, cm, u, "") for (n, t, a, c, lb, cm, u) in issues if not (n == 12 and st["closed12"])]
        else:
            cl = [(n, t, a, "", lb, 0, "", w) for (n, t, a, lb, w) in closed_top]
            if st["closed12"]:
                i12 = next(i for i in issues if i[0] == 12)
                cl.insert(0, (12, i12[1], i12[2], i12[3], i12[4], 4, "", "closed just now"))
            rows = cl
        for n, t, a, c, lb, cm, u, w in rows:
            p.g("listitem", "", 2)
            p.a(t, 3, key=f"i{n}")
            p.s(f"#{n} · created {c or 'earlier'} by", 3)
            p.a(a, 3, key=f"au{n}")
            for lab in lb:
                p.a(lab, 3, key=f"lb{n}{lab}")
            if w:
                p.s("CLOSED", 3)
                p.s(w, 3)
            else:
                p.s(f"{cm} comments" if cm != 1 else "1 comment", 3)
                p.s(f"updated {u}", 3)
        p.e("navigation", "Pagination", 1)
        p.s("Showing 1-" + str(len(rows)) + (" of " + str(st["closed"]) if tab == "closed" else ""), 2)
        if tab == "closed":
            p.a("Next", 2)
        return p

    def issue(open_badge: bool, with_note: bool, fill_text: str = "") -> Pg:
        p = Pg(f"Zsh prompt breaks inside tmux when TERM is screen-256color (#12) · Issues · Byte Blaze / {name} · GitLab",
               f"{GL}/{ns}/{proj}/-/issues/12")
        gl_head(p, ns, proj, name, st["open"], 2, ["Issues", "#12"])
        p.s("Open" if open_badge else "Closed", 1)
        p.s("Issue created 3 weeks ago by", 1)
        p.a("Kevin Park", 1, key="author")
        p.b("Close issue" if open_badge else "Reopen issue", 1, key="toggle")
        p.b("Issue actions", 1, x="hasPopup='menu', expanded=False")
        p.h("Zsh prompt breaks inside tmux when TERM is screen-256color", 1, 1)
        p.s(body12, 1)
        p.s("Steps: open alacritty, run tmux new -s work, cd into any git repo.", 1)
        p.b("Create merge request", 1)
        p.h("Activity", 2, 1)
        p.cb("Sort or filter", "Oldest first", 1)
        p.e("list", "", 1)
        notes = [("Kevin Park", "3 weeks ago", "added bug tmux zsh labels"),
                 ("Byte Blaze", "2 weeks ago", "Can you paste the output of echo $TERM inside and outside tmux?"),
                 ("Kevin Park", "2 weeks ago", "Inside: screen-256color, outside: alacritty."),
                 ("Sarah Miller", "5 days ago", "Setting default-terminal to tmux-256color and adding terminal-overrides fixed it for me.")]
        if st["comment"]:
            notes.append(("Byte Blaze", "just now", st["comment"]))
        if with_note:
            notes.append(("Byte Blaze", "just now", "closed"))
        for i, (who, when, what) in enumerate(notes):
            p.g("listitem", "", 2)
            p.a(who, 3, key=f"n{i}")
            p.s(when, 3)
            p.s(what, 3)
        p.tb("Write a comment or drag your files here...", fill_text, 1, key="comment", x="multiline")
        p.b("Comment", 1, key="btn-comment")
        p.b(("Comment & close issue" if fill_text else "Close issue") if open_badge else "Reopen issue", 1, key="btn-close")
        p.e("complementary", "Issue sidebar", 1)
        p.s("Assignee", 2)
        p.a("Byte Blaze", 2, key="assignee")
        p.s("Labels", 2)
        for lab in ["bug", "tmux", "zsh"]:
            p.a(lab, 2, key="sl" + lab)
        p.s("Milestone", 2)
        p.a("v2.3", 2)
        p.s("Due date", 2)
        p.s("None", 2)
        p.s("4 participants", 2)
        return p

    def files() -> Pg:
        p = Pg(f"Files · main · Byte Blaze / {name} · GitLab", f"{GL}/{ns}/{proj}/-/tree/main")
        gl_head(p, ns, proj, name, st["open"], 2, ["Repository"])
        p.cb("Switch branch/tag", "main", 1)
        p.s(f"{name} /", 1)
        p.b("History", 1)
        p.b("Find file", 1)
        p.b("Clone", 1, x="hasPopup='menu', expanded=False")
        p.s("Merge branch 'tmux-true-color' into 'main'", 1)
        p.s("Byte Blaze authored 5 days ago", 1)
        p.s("a3f9c2e1", 1)
        p.e("table", "", 1)
        for f, msg, when in [("alacritty", "Bump font size for 4k", "1 month ago"), ("git", "Split work and personal gitconfig", "1 month ago"),
                             ("nvim", "Pin treesitter to 0.9.2", "3 days ago"), ("tmux", "Enable true color", "5 days ago"),
                             ("zsh", "Drop unused oh-my-zsh plugins", "2 days ago"), (".editorconfig", "Add .editorconfig", "1 week ago"),
                             ("Brewfile", "Remove mas entries for now", "4 days ago"), ("README.md", "Describe bootstrap steps", "3 weeks ago"),
                             ("bootstrap.sh", "Add --no-brew flag", "3 weeks ago")]:
            p.g("row", "", 2)
            p.a(f, 3, key="f" + f)
            p.a(msg, 3, key="m" + f)
            p.s(when, 3)
        return p

    def readme() -> Pg:
        p = Pg(f"README.md · main · Byte Blaze / {name} · GitLab", f"{GL}/{ns}/{proj}/-/blob/main/README.md")
        gl_head(p, ns, proj, name, st["open"], 2, ["Repository"])
        p.cb("Switch branch/tag", "main", 1)
        p.s("README.md", 1)
        p.s("1.42 KiB", 1)
        p.b("Open in Web IDE", 1)
        p.b("Copy file path", 1)
        p.h("dotfiles", 1, 1)
        p.s("Personal configuration for zsh, tmux, neovim, alacritty and git on macOS.", 1)
        p.h("Bootstrap", 2, 1)
        p.s("./bootstrap.sh [--no-brew] [--dry-run]", 1)
        p.s("The script symlinks every top-level folder into ~/.config and installs the Brewfile.", 1)
        p.h("Known issues", 2, 1)
        p.s("See the issue tracker for open problems.", 1)
        return p

    turns: T = []
    p0 = listing("opened")
    state = p0.out()
    p1 = issue(True, False)
    turns.append((click(p0["i12"]), p1.out()))
    msg = "Fixed by switching default-terminal to tmux-256color in tmux.conf (commit a3f9c2e1). Closing."
    p2 = issue(True, False, msg)
    turns.append((fill(p1["comment"], msg), p2.out()))
    st.update(comment=msg, closed12=True, open=8, closed=24)
    p3 = issue(False, True)
    turns.append((click(p2["btn-close"]), p3.out()))
    p4 = listing("opened")
    turns.append((click(p3["side-issues"]), p4.out()))
    p5 = listing("closed")
    turns.append((click(p4["tab-closed"]), p5.out()))
    p6 = issue(True, False)  # slip: closed issue shows as open again, close note gone
    turns.append((click(p5["i12"]), p6.out()))
    p7 = files()
    turns.append((click(p6["Repository"]), p7.out()))
    p8 = readme()
    turns.append((click(p7["fREADME.md"]), p8.out()))
    return state, turns, 6, ("Issue #12 was closed at turn 3 (Closed badge, close note) and listed under Closed at turn 5, but at turn 6 its page shows it Open with a 'Close issue' button and no close note, with no reopen in between.")


# --------------------------------------------------------------------------- generic site chrome
def chrome(p: Pg, brand: str, nav: list[str], right: list[str]) -> None:
    p.e("banner", "")
    p.a(brand, 1, key="brand")
    p.e("navigation", "Primary", 1)
    for n in nav:
        p.a(n, 2, key="nav-" + n.split(" (")[0])
    for r in right:
        p.a(r, 1, key="r-" + r.split(" (")[0])
    p.e("main", "")


def footer(p: Pg, brand: str, links: list[str]) -> None:
    p.e("contentinfo", "")
    for ln in links:
        p.a(ln, 1, key="ft-" + ln)
    p.s(f"© 2025 {brand}. All rights reserved.", 1)


# --------------------------------------------------------------------------- 02 shopping cart (clean)
SHOP = "http://localhost:7770"
SHOP_NAV = ["Beauty & Personal Care", "Sports & Outdoors", "Clothing, Shoes & Jewelry", "Home & Kitchen",
            "Office Products", "Tools & Home Improvement", "Health & Household", "Patio, Lawn & Garden",
            "Electronics", "Cell Phones & Accessories", "Video Games", "Grocery & Gourmet Food"]
SHOP_FT = ["Privacy and Cookie Policy", "Search Terms", "Advanced Search", "Contact Us", "Orders and Returns"]


def shop_head(p: Pg, cart: int, msg: str = "") -> None:
    p.a("My Account", key="acct")
    p.a("My Wish List", key="wish")
    p.a("Sign Out", key="signout")
    p.s("Welcome, Emma Lopez!")
    p.a("store logo", key="logo")
    p.e("link", f"My Cart {cart} items" if cart != 1 else "My Cart 1 item", key="minicart", x="clickable")
    p.e("combobox", "Search", value="", x="clickable, autocomplete='both', hasPopup='listbox', expanded=False")
    p.b("Search", key="go-search", x="disabled=True")
    p.e("tablist", "")
    p.e("menu", "", 1, x="orientation='vertical'")
    for n in SHOP_NAV:
        p.e("menuitem", n, 2, key="m-" + n, x="clickable, hasPopup='menu'")
    p.e("main", "")
    if msg:
        p.s(msg, 1)


def t02() -> tuple[str, T, None, str]:
    prods = [("k1", "Starbucks French Roast Dark Roast K-Cup Pods, 72 Count", 44.99, 4, 12),
             ("k2", "Peet's Coffee Major Dickason's Blend Whole Bean, 18 oz", 19.99, 5, 31),
             ("k3", "Lavazza Super Crema Whole Bean Coffee Blend, 2.2 lb", 22.49, 4, 58),
             ("k4", "Death Wish Coffee Co. Ground Coffee, Dark Roast, 16 oz", 19.47, 4, 9),
             ("k5", "Café Bustelo Espresso Style Dark Roast Ground Coffee, 10 oz Brick", 4.98, 5, 104),
             ("k6", "Maxwell House Original Roast Ground Coffee, 30.6 oz Canister", 12.78, 4, 77)]
    cart: dict[str, int] = {}

    def count() -> int:
        return sum(cart.values())

    def results(order: str, msg: str = "") -> Pg:
        url = f"{SHOP}/catalogsearch/result/?q=coffee" + ("&product_list_order=price" if order == "Price" else "")
        p = Pg("Search results for: 'coffee'", url, 200)
        shop_head(p, count(), msg)
        p.h("Search results for: 'coffee'", 1, 1)
        p.s("Items 1-6 of 214", 1)
        p.cb("Sort By", order, 1, key="sort")
        p.a("Set Descending Direction", 1)
        p.e("list", "", 1)
        items = sorted(prods, key=lambda r: r[2]) if order == "Price" else prods
        for k, name, price, stars, rev in items:
            p.g("listitem", "", 2)
            p.e("img", "Image", 3, key="img" + k)
            p.a(name, 3, key=k)
            p.s(f"Rating: {stars * 20}%", 3)
            p.a(f"{rev} Reviews", 3, key="rv" + k)
            p.s(money(price), 3)
            p.b("Add to Cart", 3, key="add" + k)
            p.b("Add to Wish List", 3, key="wl" + k)
            p.b("Add to Compare", 3, key="cmp" + k)
        p.e("navigation", "", 1)
        p.s("Page", 2)
        for i in ["1", "2", "3", "4", "5"]:
            p.a(i, 2, key="pg" + i)
        p.a("Page Next", 2)
        p.s("Show", 1)
        p.cb("", "12", 1, key="limit")
        p.s("per page", 1)
        footer(p, "One Stop Market", SHOP_FT)
        return p

    def product(k: str, qty: str, msg: str = "") -> Pg:
        _, name, price, stars, rev = next(r for r in prods if r[0] == k)
        p = Pg(name, f"{SHOP}/peets-coffee-major-dickason-s-blend-whole-bean-18-oz.html", 200)
        shop_head(p, count(), msg)
        p.e("list", "", 1)
        p.a("Home", 2)
        p.a("Grocery & Gourmet Food", 2)
        p.a("Beverages", 2)
        p.h(name, 1, 1)
        p.s(f"Rating: {stars * 20}%", 1)
        p.a(f"{rev} Reviews", 1)
        p.a("Add Your Review", 1)
        p.s(money(price), 1)
        p.s("In stock", 1)
        p.s("SKU", 1)
        p.s("B07QNC4B8M", 1)
        p.e("spinbutton", "Qty", 1, key="qty", value=qty, x="clickable, valuemin=0, valuemax=0, valuetext=''")
        p.b("Add to Cart", 1, key="add")
        p.b("Add to Wish List", 1)
        p.b("Add to Compare", 1)
        p.e("tablist", "", 1)
        p.e("tab", "Details", 2, x="clickable, selected=True")
        p.e("tab", f"Reviews ({rev})", 2, x="clickable")
        p.s("Major Dickason's Blend is a rich, complex, full-bodied dark roast. Whole bean, 18 ounce bag.", 1)
        footer(p, "One Stop Market", SHOP_FT)
        return p

    def cart_page(qtys: dict[str, str] | None = None) -> Pg:
        p = Pg("Shopping Cart", f"{SHOP}/checkout/cart/", 300)
        shop_head(p, count())
        p.h("Shopping Cart", 1, 1)
        p.e("table", "Shopping Cart Items", 1)
        p.g("row", "", 2)
        for c in ["Item", "Price", "Qty", "Subtotal"]:
            p.e("columnheader", c, 3, key="ch" + c)
        sub = 0.0
        for k, q in cart.items():
            _, name, price, _, _ = next(r for r in prods if r[0] == k)
            p.g("row", "", 2)
            p.a(name, 3, key="c" + k)
            p.s(money(price), 3)
            p.e("spinbutton", "Qty", 3, key="q" + k, value=(qtys or {}).get(k, str(q)), x="clickable")
            p.s(money(price * q), 3)
            p.a("Edit item parameters", 3, key="ed" + k)
            p.a("Remove item", 3, key="rm" + k)
            sub += price * q
        p.a("Continue Shopping", 1)
        p.b("Update Shopping Cart", 1, key="update")
        p.h("Summary", 2, 1)
        p.b("Estimate Shipping and Tax", 1, x="expanded=False")
        p.e("table", "", 1)
        p.s("Subtotal", 2)
        p.s(money(sub), 2)
        p.s("Order Total", 2)
        p.s(money(sub), 2)
        p.b("Proceed to Checkout", 1)
        p.b("Apply Discount Code", 1, x="expanded=False")
        footer(p, "One Stop Market", SHOP_FT)
        return p

    turns: T = []
    p0 = results("Relevance")
    state = p0.out()
    cart["k1"] = 1
    p1 = results("Relevance", "You added Starbucks French Roast Dark Roast K-Cup Pods, 72 Count to your shopping cart.")
    turns.append((click(p0["addk1"]), p1.out()))
    p2 = product("k2", "1")
    turns.append((click(p1["k2"]), p2.out()))
    p3 = product("k2", "2")
    turns.append((fill(p2["qty"], "2"), p3.out()))
    cart["k2"] = 2
    p4 = product("k2", "2", "You added Peet's Coffee Major Dickason's Blend Whole Bean, 18 oz to your shopping cart.")
    turns.append((click(p3["add"]), p4.out()))
    p5 = cart_page()
    turns.append((click(p4["minicart"]), p5.out()))
    p6 = cart_page({"k1": "2"})
    turns.append((fill(p5["qk1"], "2"), p6.out()))
    cart["k1"] = 2
    p7 = cart_page()
    turns.append((click(p6["update"]), p7.out()))
    del cart["k2"]
    p8 = cart_page()
    turns.append((click(p7["rmk2"]), p8.out()))
    p9 = results("Relevance")
    turns.append((goto(f"{SHOP}/catalogsearch/result/?q=coffee"), p9.out()))
    p10 = results("Price")
    turns.append((sel(p9["sort"], "Price"), p10.out()))
    return state, turns, None, "clean"


# --------------------------------------------------------------------------- 03 library holds (clean)
LIB = "https://riverbend.bibliocommons.com"
LIB_NAV = ["Catalog", "Events", "Digital Library", "Research", "Kids", "Teens", "Locations & Hours"]
LIB_FT = ["About the Library", "Get a Library Card", "Accessibility", "Privacy Policy", "Contact Us", "Donate"]


def lib_head(p: Pg, holds: int, ready: int = 1) -> None:
    chrome(p, "Riverbend Public Library", LIB_NAV, ["Dana Whitfield", f"Holds ({holds})", "Checked out (3)", "My Lists", "Log out"])
    p.s(f"{ready} hold ready for pickup" if ready == 1 else f"{ready} holds ready for pickup", 1)
    p.e("combobox", "Search by", 1, value="Keyword", x="clickable, hasPopup='menu', expanded=False")
    p.tb("Search the catalog", d=1, key="q")
    p.b("Search", 1, key="go")


def t03() -> tuple[str, T, None, str]:
    holds = [["The Covenant of Water", "Abraham Verghese", "Book", "In transit", "", "Main Library"],
             ["Lessons in Chemistry", "Bonnie Garmus", "Book", "Ready for pickup · Pick up by Jun 14", "", "Eastside Branch"],
             ["Demon Copperhead", "Barbara Kingsolver", "eBook", "#14 on 41 holds on 9 copies", "", "OverDrive"],
             ["Fourth Wing", "Rebecca Yarros", "Book", "#22 on 63 holds on 12 copies", "", "Main Library"]]

    def record(dialog: str = "", branch: str = "Main Library", placed: bool = False) -> Pg:
        p = Pg("Tomorrow, and Tomorrow, and Tomorrow | Riverbend Public Library", f"{LIB}/v2/record/S117C2290531", 40)
        lib_head(p, len(holds), sum("Ready" in h[3] for h in holds))
        p.h("Tomorrow, and Tomorrow, and Tomorrow", 1, 1)
        p.s("A novel", 1)
        p.a("Zevin, Gabrielle", 1)
        p.s("Book · 2022 · 1st ed.", 1)
        p.s("4.4 out of 5 stars (812 ratings)", 1)
        if placed:
            p.s("Hold placed. You are #7 on 12 holds on 4 copies. Pickup at Eastside Branch.", 1)
            p.a("View your holds", 1, key="viewholds")
        else:
            p.s("All copies in use", 1)
            p.s("Holds: 11 on 4 copies", 1)
            p.b("Place hold", 1, key="place")
        p.b("Add to shelf", 1, x="hasPopup='menu', expanded=False")
        p.h("Availability", 2, 1)
        for loc, call, status in [("Main Library - Adult Fiction", "FIC ZEVIN", "Checked out, due Jun 21"),
                                  ("Eastside Branch - Fiction", "FIC ZEVIN", "Checked out, due Jun 18"),
                                  ("Northgate Branch - Fiction", "FIC ZEVIN", "Checked out, due Jul 02"),
                                  ("Main Library - Book Club Kits", "KIT FIC ZEVIN", "Checked out, due Jul 09")]:
            p.s(loc, 1)
            p.s(call, 2)
            p.s(status, 2)
        p.h("Description", 2, 1)
        p.s("Two friends, Sam and Sadie, collaborate as video game designers over thirty years in Los Angeles, Cambridge and beyond.", 1)
        if dialog:
            p.e("dialog", "Place a hold", 1, x="modal=True")
            p.h("Place a hold", 2, 2)
            p.s("Tomorrow, and Tomorrow, and Tomorrow", 2)
            p.e("combobox", "Pickup location", 2, key="branch", value=branch, x="clickable, hasPopup='menu', expanded=False")
            p.e("checkbox", "Pause this hold", 2, key="pause", x="clickable, checked='false'")
            p.b("Confirm hold", 2, key="confirm")
            p.b("Cancel", 2)
        footer(p, "Riverbend Public Library", LIB_FT)
        return p

    def holds_page(sort: str = "Date placed", msg: str = "", checked: str = "") -> Pg:
        p = Pg("Holds | Riverbend Public Library", f"{LIB}/v2/holds" + ("?sort=title" if sort == "Title" else ""), 40)
        lib_head(p, len(holds), sum("Ready" in h[3] for h in holds))
        p.h(f"Holds ({len(holds)})", 1, 1)
        if msg:
            p.e("alert", msg, 1, key="alert", x="live='polite'")
        p.cb("Sort by", sort, 1, key="sort")
        p.b("Pause holds", 1, key="pausebtn")
        p.b("Cancel holds", 1, key="cancelbtn")
        rows = sorted(holds, key=lambda r: r[0].removeprefix("The ")) if sort == "Title" else holds
        p.e("list", "", 1)
        for t, a, fmt, status, note, loc in rows:
            p.g("listitem", "", 2)
            p.e("checkbox", f"Select {t}", 3, key="chk" + t, x="clickable, checked='true'" if checked == t else "clickable, checked='false'")
            p.a(t, 3, key=t)
            p.s(f"By {a}", 3)
            p.s(fmt, 3)
            p.s(status, 3)
            if note:
                p.s(note, 3)
            p.s(f"Pickup: {loc}", 3)
        footer(p, "Riverbend Public Library", LIB_FT)
        return p

    turns: T = []
    p0 = record()
    state = p0.out()
    p1 = record("dialog")
    turns.append((click(p0["place"]), p1.out()))
    p2 = record("dialog", "Eastside Branch")
    turns.append((sel(p1["branch"], "Eastside Branch"), p2.out()))
    holds.append(["Tomorrow, and Tomorrow, and Tomorrow", "Gabrielle Zevin", "Book", "#7 on 12 holds on 4 copies", "", "Eastside Branch"])
    p3 = record(placed=True)
    turns.append((click(p2["confirm"]), p3.out()))
    p4 = holds_page()
    turns.append((click(p3["viewholds"]), p4.out()))
    p5 = holds_page(checked="Fourth Wing")
    turns.append((click(p4["chkFourth Wing"]), p5.out()))
    del holds[3]
    p6 = holds_page(msg="1 hold cancelled.")
    turns.append((click(p5["cancelbtn"]), p6.out()))
    p7 = holds_page(checked="Demon Copperhead")
    turns.append((click(p6["chkDemon Copperhead"]), p7.out()))
    holds[2][3] = "Paused until Jul 15, 2025 · #14 on 41 holds"
    p8 = holds_page(msg="1 hold paused until Jul 15, 2025.")
    turns.append((click(p7["pausebtn"]), p8.out()))
    holds[3][3] = "#6 on 11 holds on 4 copies"
    holds[0][3] = "Ready for pickup · Pick up by Jun 16"
    p9 = holds_page("Title")
    turns.append((sel(p8["sort"], "Title"), p9.out()))
    return state, turns, None, "clean"


# --------------------------------------------------------------------------- 04 hotel (bad: date moved)
HOT = "https://www.staybook.com"


def hot_head(p: Pg) -> None:
    chrome(p, "Staybook", ["Stays", "Flights", "Car rentals", "Attractions", "Airport taxis"], ["USD", "List your property", "Sign in", "Register"])


def t04() -> tuple[str, T, int, str]:
    hotels = [("Memmo Alfama Hotel", "Alfama, Lisbon", "9.1 Superb · 2,148 reviews", 612, "Deluxe Double Room with River View"),
              ("Lisboa Pessoa Hotel", "Chiado, Lisbon", "8.9 Fabulous · 1,603 reviews", 489, "Superior Double Room"),
              ("The Lumiares Hotel & Spa", "Bairro Alto, Lisbon", "9.2 Superb · 1,876 reviews", 705, "Studio with Balcony"),
              ("Hotel Avenida Palace", "Baixa, Lisbon", "8.8 Fabulous · 3,012 reviews", 540, "Classic Double Room"),
              ("Casa do Barão", "Príncipe Real, Lisbon", "9.0 Superb · 904 reviews", 437, "Double Room with Garden View")]
    ci, co = ("Fri, Mar 14, 2025", "Mon, Mar 17, 2025")

    def search_bar(p: Pg, a: str, b: str) -> None:
        p.tb("Where are you going?", "Lisbon, Portugal", 1, key="dest")
        p.b(f"{a[:-6]} — {b[:-6]}", 1, key="dates")
        p.b("2 adults · 0 children · 1 room", 1, key="occ")
        p.b("Search", 1, key="search")

    def results() -> Pg:
        p = Pg("Staybook.com : Hotels in Lisbon. Book your hotel now!",
               f"{HOT}/searchresults.html?ss=Lisbon&checkin=2025-03-14&checkout=2025-03-17&group_adults=2&no_rooms=1", 30)
        hot_head(p)
        search_bar(p, ci, co)
        p.h("Lisbon: 1,204 properties found", 1, 1)
        p.cb("Sort by", "Our top picks", 1)
        p.e("list", "", 1)
        for n, area, score, price, room in hotels:
            p.g("listitem", "", 2)
            p.a(n, 3, key=n)
            p.s(area, 3)
            p.s(score, 3)
            p.s(room, 3)
            p.s("3 nights, 2 adults", 3)
            p.s(money(price).replace(".00", ""), 3)
            p.s("Includes taxes and fees", 3)
            p.a("See availability", 3, key="av" + n)
        footer(p, "Staybook", ["About Staybook", "Customer Service help", "Careers", "Terms & Conditions", "Privacy & cookies"])
        return p

    def hotel(rooms: str = "0") -> Pg:
        p = Pg("Memmo Alfama Hotel, Lisbon – Updated 2025 Prices", f"{HOT}/hotel/pt/memmo-alfama.html?checkin=2025-03-14&checkout=2025-03-17&group_adults=2", 30)
        hot_head(p)
        search_bar(p, ci, co)
        p.h("Memmo Alfama Hotel", 1, 1)
        p.s("Travessa das Merceeiras 27, Alfama, 1100-348 Lisbon, Portugal", 1)
        p.s("9.1 Superb · 2,148 reviews", 1)
        p.s("Adults only · Rooftop pool · Terrace with Tagus views", 1)
        p.h("Availability", 2, 1)
        p.s(f"Check-in date {ci}", 1)
        p.s(f"Check-out date {co}", 1)
        p.e("table", "", 1)
        for rt, price, key in [("Deluxe Double Room with River View", 612, "r1"), ("Superior Double Room", 534, "r2"), ("Junior Suite with Terrace", 894, "r3")]:
            p.g("row", "", 2)
            p.s(rt, 3)
            p.s("Sleeps 2", 3)
            p.s(f"{money(price)} for 3 nights", 3)
            p.s("Breakfast included · Free cancellation before Mar 11, 2025", 3)
            p.e("combobox", "Select rooms", 3, key=key, value=rooms if key == "r1" else "0", x="clickable, hasPopup='menu', expanded=False")
        p.b("I'll reserve", 1, key="reserve")
        footer(p, "Staybook", ["About Staybook", "Customer Service help", "Careers", "Terms & Conditions", "Privacy & cookies"])
        return p

    def details(first: str, last: str, email: str, a: str, b: str, step: str = "details") -> Pg:
        title = {"details": "Staybook.com: Your details", "final": "Staybook.com: Final step", "done": "Staybook.com: Booking confirmed"}[step]
        p = Pg(title, f"{HOT}/book.html?hotel_id=2284051&stage={'1' if step == 'details' else '2' if step == 'final' else '3'}", 30)
        hot_head(p)
        p.e("list", "Progress", 1)
        for i, s in enumerate(["Your selection", "Your details", "Final step"], 1):
            p.s(f"{i} {s}", 2)
        p.h("Memmo Alfama Hotel", 2, 1)
        p.s("Travessa das Merceeiras 27, 1100-348 Lisbon", 1)
        p.h("Your booking details", 3, 1)
        p.s("Check-in", 1)
        p.s(a, 1)
        p.s("From 3:00 PM", 1)
        p.s("Check-out", 1)
        p.s(b, 1)
        p.s("Until 12:00 PM", 1)
        p.s("Total length of stay: 3 nights", 1)
        p.s("You selected: 1 room for 2 adults · Deluxe Double Room with River View", 1)
        p.h("Your price summary", 3, 1)
        p.s("Price €564.00", 1)
        p.s("≈ US$612.00 · Includes taxes and charges", 1)
        p.s("City tax €24.00 (€4 per person per night) payable at the property", 1)
        if step == "done":
            p.h("Thanks, Priya! Your booking in Lisbon is confirmed.", 1, 1)
            p.s("Confirmation number: 4127.883.509", 1)
            p.s("PIN code: 6620", 1)
            p.s(f"We sent your confirmation email to {email}", 1)
            p.a("Manage your booking", 1)
        elif step == "final":
            p.h("How do you want to pay?", 2, 1)
            p.e("radio", "Pay at the property", 1, key="payprop", x="clickable, checked='true'")
            p.e("radio", "Pay now by card", 1, x="clickable, checked='false'")
            p.b("Complete booking", 1, key="complete")
        else:
            p.h("Enter your details", 2, 1)
            p.tb("First name *", first, 1, key="first", x="required")
            p.tb("Last name *", last, 1, key="last", x="required")
            p.tb("Email address *", email, 1, key="email", x="required")
            p.cb("Country/region *", "United States", 1)
            p.e("radio", "I'm the main guest", 1, x="clickable, checked='true'")
            p.b("Next: Final details", 1, key="next")
        footer(p, "Staybook", ["About Staybook", "Customer Service help", "Careers", "Terms & Conditions", "Privacy & cookies"])
        return p

    turns: T = []
    p0 = results()
    state = p0.out()
    p1 = hotel()
    turns.append((click(p0["Memmo Alfama Hotel"]), p1.out()))
    p2 = hotel("1")
    turns.append((sel(p1["r1"], "1"), p2.out()))
    p3 = details("", "", "", ci, co)
    turns.append((click(p2["reserve"]), p3.out()))
    p4 = details("Priya", "", "", ci, co)
    turns.append((fill(p3["first"], "Priya"), p4.out()))
    p5 = details("Priya", "Raman", "", ci, co)
    turns.append((fill(p4["last"], "Raman"), p5.out()))
    p6 = details("Priya", "Raman", "priya.raman@fastmail.com", ci, co)
    turns.append((fill(p5["email"], "priya.raman@fastmail.com"), p6.out()))
    p7 = details("Priya", "Raman", "priya.raman@fastmail.com", ci, co, "final")
    turns.append((click(p6["next"]), p7.out()))
    p8 = details("Priya", "Raman", "priya.raman@fastmail.com", ci, "Tue, Mar 18, 2025", "done")  # slip
    turns.append((click(p7["complete"]), p8.out()))
    return state, turns, 8, ("The stay was Fri Mar 14 to Mon Mar 17 (3 nights) in every earlier page, but the confirmation at turn 8 gives check-out Tue, Mar 18, 2025 while nothing changed the dates.")


# --------------------------------------------------------------------------- 05 forum (clean)
FOR = "http://localhost:9999"


def forum_head(p: Pg) -> None:
    p.a("Jump to main content")
    p.a("Jump to sidebar")
    p.e("navigation", "")
    p.a("Home", 1, key="home")
    p.a("Forums", 1)
    p.a("Wiki", 1)
    p.tb("Search query", d=1)
    p.a("Notifications (0)", 1)
    p.a("Submit", 1, key="submit")
    p.b("MarvelsGrantMan136", 1, x="hasPopup='menu', expanded=False")
    p.e("main", "")


def t05() -> tuple[str, T, None, str]:
    base_posts = [("What are you reading this week?", "AutoModerator", "5 hours ago", 41, 127),
                  ("Finished Piranesi in one sitting and I need to talk about it", "quietlibrarian", "8 hours ago", 312, 88),
                  ("Unpopular opinion: audiobooks count as reading", "bookwyrm_92", "11 hours ago", 96, 203),
                  ("The Left Hand of Darkness holds up remarkably well", "ursula_fan", "1 day ago", 154, 47),
                  ("Looking for nonfiction like The Emperor of All Maladies", "oncobio", "1 day ago", 58, 39)]
    st = {"mine": False, "score": 1, "comments": [], "sort": "Hot"}
    title = "Just finished The Dispossessed - the ending reframed the whole book for me"
    body = "Spoilers below. I did not expect the alternating chapters to land the way they did in the final scene."

    def listing() -> Pg:
        p = Pg("/f/books", f"{FOR}/f/books" + ("/new" if st["sort"] == "New" else ""), 10)
        forum_head(p)
        p.h("/f/books", 1, 1)
        p.b(f"Sort by: {st['sort']}", 1, key="sort", x="hasPopup='menu', expanded=False")
        posts = list(base_posts)
        if st["mine"]:
            posts.append((title, "MarvelsGrantMan136", "3 minutes ago", st["score"], len(st["comments"])))
        if st["sort"] == "New":
            order = {"3 minutes ago": 0, "5 hours ago": 1, "8 hours ago": 2, "11 hours ago": 3}
            posts.sort(key=lambda r: (order.get(r[2], 9), r[0]))
        for t, who, when, score, nc in posts:
            p.e("article", "", 1, key="art" + t)
            p.a(t, 2, key=t)
            p.s(f"Submitted by {who} {when}", 2)
            p.a(f"{nc} comments" if nc != 1 else "1 comment", 2, key="c" + t)
            p.b("Upvote", 2, key="up" + t)
            p.s(str(score), 2)
            p.b("Downvote", 2, key="dn" + t)
        p.e("complementary", "", 1)
        p.h("books", 2, 2)
        p.s("Subscribers: 5,842", 2)
        p.s("Discuss books you are reading, have read, or want to read.", 2)
        p.b("Unsubscribe", 2)
        return p

    def submit(t: str = "", b: str = "") -> Pg:
        p = Pg("Create submission", f"{FOR}/submit/books", 10)
        forum_head(p)
        p.h("Create submission", 1, 1)
        p.tb("URL", d=1)
        p.tb("Title *", t, 1, key="title", x="required")
        p.tb("Body", b, 1, key="body", x="multiline")
        p.s("Markdown allowed. Formatting help", 1)
        p.cb("Forum", "books", 1)
        p.b("Create submission", 1, key="create")
        return p

    def post(draft: str = "", editing: int = -1, edit_text: str = "") -> Pg:
        p = Pg(title, f"{FOR}/f/books/84213/just-finished-the-dispossessed-the-ending-reframed-the-whole", 10)
        forum_head(p)
        p.e("article", "", 1)
        p.h(title, 1, 2)
        p.s("Submitted by MarvelsGrantMan136 t1_just_now in books".replace("t1_just_now", "3 minutes ago"), 2)
        p.s(body, 2)
        p.b("Upvote", 2, key="up")
        p.s(str(st["score"]), 2)
        p.b("Downvote", 2, key="dn")
        p.a("Edit", 2)
        p.a("Delete", 2)
        p.h(f"{len(st['comments'])} comments" if len(st["comments"]) != 1 else "1 comment", 2, 1)
        p.tb("Comment", draft, 1, key="newc", x="multiline")
        p.b("Post", 1, key="post")
        for i, (who, text, edited) in enumerate(st["comments"]):
            p.e("article", "", 1, key=f"ca{i}")
            p.a(who, 2, key=f"cw{i}")
            p.s("1 minute ago" + (" (edited just now)" if edited else ""), 2)
            if editing == i:
                p.tb("Comment", edit_text, 2, key=f"et{i}", x="multiline")
                p.b("Save", 2, key=f"save{i}")
            else:
                p.s(text, 2)
            p.b("Upvote", 2, key=f"cu{i}")
            p.s("1", 2)
            p.a("Reply", 2)
            p.a("Edit", 2, key=f"ce{i}")
            p.a("Delete", 2, key=f"cd{i}")
        return p

    turns: T = []
    p0 = listing()
    state = p0.out()
    p1 = submit()
    turns.append((click(p0["submit"]), p1.out()))
    p2 = submit(title)
    turns.append((fill(p1["title"], title), p2.out()))
    p3 = submit(title, body)
    turns.append((fill(p2["body"], body), p3.out()))
    st["mine"] = True
    p4 = post()
    turns.append((click(p3["create"]), p4.out()))
    c1 = "Edit: the wall motif in the first and last chapters is doing so much work."
    p5 = post(c1)
    turns.append((fill(p4["newc"], c1), p5.out()))
    st["comments"].append(["MarvelsGrantMan136", c1, False])
    p6 = post()
    turns.append((click(p5["post"]), p6.out()))
    c2 = "The wall motif in the first and last chapters is doing so much work, and Shevek crossing it twice is the whole point."
    p7 = post(editing=0, edit_text=c1)
    turns.append((click(p6["ce0"]), p7.out()))
    p8 = post(editing=0, edit_text=c2)
    turns.append((fill(p7["et0"], c2), p8.out()))
    st["comments"][0] = ["MarvelsGrantMan136", c2, True]
    p9 = post()
    turns.append((click(p8["save0"]), p9.out()))
    st["sort"] = "New"
    st["score"] = 3
    p10 = listing()
    turns.append((goto(f"{FOR}/f/books/new"), p10.out()))
    return state, turns, None, "clean"


# --------------------------------------------------------------------------- 06 pet adoption (bad: count)
PET = "https://adopt.secondchancepaws.org"


def t06() -> tuple[str, T, int, str]:
    dogs = [("Biscuit", "Beagle mix", "Male · 3 years · 24 lbs", "A-24117"),
            ("Juniper", "Labrador Retriever", "Female · 1 year · 51 lbs", "A-24180"),
            ("Rocco", "Pit Bull Terrier mix", "Male · 5 years · 62 lbs", "A-23871"),
            ("Pepper", "Border Collie", "Female · 2 years · 38 lbs", "A-24202"),
            ("Waffles", "Dachshund", "Male · 8 years · 17 lbs", "A-23655"),
            ("Luna", "Siberian Husky", "Female · 4 years · 45 lbs", "A-24099")]
    cats = [("Miso", "Domestic Shorthair", "Female · 2 years · Orange tabby", "A-24211"),
            ("Clementine", "Domestic Medium Hair", "Female · 6 months · Calico", "A-24230"),
            ("Gus", "Maine Coon mix", "Male · 7 years · Brown tabby", "A-23502"),
            ("Pickles", "Domestic Shorthair", "Male · 3 years · Tuxedo", "A-24014"),
            ("Olive", "Siamese mix", "Female · 4 years · Seal point", "A-23988")]
    fav = {"Juniper"}

    def head(p: Pg, shown: int | None = None) -> None:
        chrome(p, "Second Chance Animal Shelter", ["Adopt", "Foster", "Volunteer", "Lost & Found", "Events", "About"],
               [f"Favorites ({len(fav) if shown is None else shown})", "Donate"])

    def grid(species: str, shown: int | None = None) -> Pg:
        p = Pg(f"Adoptable {species} | Second Chance Animal Shelter", f"{PET}/adopt?species={species.lower()}", 20)
        head(p, shown)
        p.h(f"Adoptable {species}", 1, 1)
        p.e("tablist", "Species", 1)
        for sp in ["Dogs", "Cats", "Small animals"]:
            p.e("tab", sp, 2, key="tab" + sp, x="clickable" + (", selected=True" if sp == species else ""))
        p.cb("Age", "Any age", 1)
        p.cb("Size", "Any size", 1)
        p.cb("Sort", "Longest stay first", 1)
        pets = dogs if species == "Dogs" else cats
        p.s(f"{len(pets)} {species.lower()} available", 1)
        p.e("list", "", 1)
        for n, breed, info, aid in pets:
            p.g("listitem", "", 2)
            p.e("img", f"Photo of {n}", 3, key="img" + n)
            p.a(n, 3, key=n)
            p.s(breed, 3)
            p.s(info, 3)
            p.s(f"ID {aid}", 3)
            p.e("button", f"Remove {n} from favorites" if n in fav else f"Add {n} to favorites", 3, key="fav" + n,
                x="clickable, pressed=true" if n in fav else "clickable, pressed=false")
        footer(p, "Second Chance Animal Shelter", ["Hours & Location", "Adoption FAQ", "Surrender a Pet", "Contact", "Privacy"])
        return p

    def detail(n: str, shown: int | None = None) -> Pg:
        _, breed, info, aid = next(c for c in cats + dogs if c[0] == n)
        p = Pg(f"Meet {n} | Second Chance Animal Shelter", f"{PET}/pet/{aid}", 20)
        head(p, shown)
        p.a("Back to all cats", 1, key="back")
        p.h(f"Meet {n}", 1, 1)
        p.e("img", f"Photo of {n}", 1)
        p.s(f"{breed} · {info}", 1)
        p.s(f"Animal ID {aid} · Intake date Apr 22, 2025 · Kennel C-14", 1)
        p.s("Adoption fee: $85 (includes spay, microchip, vaccinations)", 1)
        p.s("Good with cats: Yes · Good with dogs: Unknown · Good with kids: Yes", 1)
        p.h("About me", 2, 1)
        p.s(f"{n} was found behind a bakery on Orchard Street. She is curious, chatty and loves window perches.", 1)
        p.e("button", f"Remove {n} from favorites" if n in fav else f"Add {n} to favorites", 1, key="fav",
            x="clickable, pressed=true" if n in fav else "clickable, pressed=false")
        p.a("Start an adoption application", 1, key="apply")
        p.a("Schedule a meet and greet", 1)
        footer(p, "Second Chance Animal Shelter", ["Hours & Location", "Adoption FAQ", "Surrender a Pet", "Contact", "Privacy"])
        return p

    turns: T = []
    p0 = grid("Dogs")
    state = p0.out()
    fav.add("Biscuit")
    p1 = grid("Dogs")
    turns.append((click(p0["favBiscuit"]), p1.out()))
    fav.discard("Juniper")
    p2 = grid("Dogs")
    turns.append((click(p1["favJuniper"]), p2.out()))
    p3 = grid("Cats")
    turns.append((click(p2["tabCats"]), p3.out()))
    fav.add("Gus")
    p4 = grid("Cats")
    turns.append((click(p3["favGus"]), p4.out()))
    p5 = detail("Miso")
    turns.append((click(p4["Miso"]), p5.out()))
    fav.add("Miso")
    p6 = detail("Miso", shown=4)  # slip: three favorites (Biscuit, Gus, Miso) but header says 4
    turns.append((click(p5["fav"]), p6.out()))
    return state, turns, 6, ("Favorites went (1) -> Biscuit added (2) -> Juniper removed (1) -> Gus added (2); adding Miso at turn 6 should give (3), but the header shows Favorites (4) with no other pet favorited.")


# --------------------------------------------------------------------------- 07 gym classes (clean)
GYM = "https://members.ironlinefitness.com"


def t07() -> tuple[str, T, None, str]:
    week1 = [["Mon Jun 2", "6:00 AM", "Spin 45", "Marco D.", "Studio B", 6, ""],
             ["Tue Jun 3", "6:30 AM", "Spin 45", "Marco D.", "Studio B", 4, ""],
             ["Tue Jun 3", "12:15 PM", "Core Express", "Aisha K.", "Studio A", 9, ""],
             ["Wed Jun 4", "7:00 PM", "Power Yoga", "Lena F.", "Studio C", 2, ""],
             ["Thu Jun 5", "6:00 PM", "Vinyasa Flow", "Lena F.", "Studio C", 2, "Booked"],
             ["Sat Jun 7", "9:00 AM", "HIIT Bootcamp", "Jordan T.", "Turf", 0, ""]]
    mine = [["Thu Jun 5", "6:00 PM", "Vinyasa Flow", "Studio C", "Booked"]]
    wl = [3]

    def sched(studio: str = "All studios", msg: str = "") -> Pg:
        p = Pg("Class Schedule | Ironline Fitness", f"{GYM}/schedule?week=2025-06-02" + ("&studio=C" if studio != "All studios" else ""), 30)
        chrome(p, "Ironline Fitness", ["Schedule", "My Bookings", "Membership", "Personal Training"], ["Noah Brennan", "Sign out"])
        p.h("Class Schedule", 1, 1)
        p.s("Week of Jun 2 – Jun 8, 2025", 1)
        p.b("Previous week", 1)
        p.b("Next week", 1)
        p.cb("Studio", studio, 1, key="studio")
        if msg:
            p.e("alert", msg, 1, x="live='polite'")
        p.e("table", "", 1)
        for c in ["Day", "Time", "Class", "Instructor", "Studio", "Spots", ""]:
            p.e("columnheader", c, 2, key="col" + c)
        for i, (day, t, cls, ins, stu, spots, status) in enumerate(week1):
            if studio != "All studios" and stu != studio:
                continue
            p.g("row", "", 2)
            for v in [day, t, cls, ins, stu]:
                p.e("cell", v, 3, key=f"c{i}{v}")
            p.e("cell", f"{spots} spots left" if spots else f"Full · {wl[0]} on waitlist", 3, key=f"sp{i}")
            label = "Cancel" if status == "Booked" else "Leave waitlist" if status.startswith("Waitlist") else "Book" if spots else "Join waitlist"
            if status:
                p.s(status, 3)
            p.b(label, 3, key=f"act{i}")
        footer(p, "Ironline Fitness", ["Club hours", "Guest passes", "Freeze membership", "Help"])
        return p

    def bookings() -> Pg:
        p = Pg("My Bookings | Ironline Fitness", f"{GYM}/bookings", 30)
        chrome(p, "Ironline Fitness", ["Schedule", "My Bookings", "Membership", "Personal Training"], ["Noah Brennan", "Sign out"])
        p.h("My Bookings", 1, 1)
        p.s("Upcoming", 1)
        p.e("list", "", 1)
        for day, t, cls, stu, status in mine:
            p.g("listitem", "", 2)
            p.s(f"{cls} · {day} · {t}", 3)
            p.s(stu, 3)
            p.s(status, 3)
            p.b("Cancel" if status == "Booked" else "Leave waitlist", 3, key="x" + cls)
        p.s("Late cancellations (within 2 hours) count as a no-show.", 1)
        footer(p, "Ironline Fitness", ["Club hours", "Guest passes", "Freeze membership", "Help"])
        return p

    turns: T = []
    p0 = sched()
    state = p0.out()
    week1[1][5], week1[1][6] = 3, "Booked"
    mine.insert(0, ["Tue Jun 3", "6:30 AM", "Spin 45", "Studio B", "Booked"])
    p1 = sched(msg="You're booked: Spin 45, Tue Jun 3 at 6:30 AM.")
    turns.append((click(p0["act1"]), p1.out()))
    week1[4][5], week1[4][6] = 3, ""
    mine.pop()
    week1[0][5] = 5
    p2 = sched(msg="Booking cancelled: Vinyasa Flow, Thu Jun 5 at 6:00 PM.")
    turns.append((click(p1["act4"]), p2.out()))
    week1[5][6] = "Waitlist #3"
    wl[0] = 4
    mine.append(["Sat Jun 7", "9:00 AM", "HIIT Bootcamp", "Turf", "Waitlist #3"])
    p3 = sched(msg="You're #3 on the waitlist for HIIT Bootcamp.")
    turns.append((click(p2["act5"]), p3.out()))
    mine[-1][4] = "Waitlist #2"
    week1[5][6] = "Waitlist #2"
    wl[0] = 3
    p4 = bookings()
    turns.append((click(p3["nav-My Bookings"]), p4.out()))
    week1[3][5] = 1
    p5 = sched()
    turns.append((click(p4["nav-Schedule"]), p5.out()))
    p6 = sched("Studio C")
    turns.append((sel(p5["studio"], "Studio C"), p6.out()))
    week1[3][5], week1[3][6] = 0, "Booked"
    mine.insert(1, ["Wed Jun 4", "7:00 PM", "Power Yoga", "Studio C", "Booked"])
    p7 = sched("Studio C", "You're booked: Power Yoga, Wed Jun 4 at 7:00 PM.")
    turns.append((click(p6["act3"]), p7.out()))
    p8 = bookings()
    turns.append((click(p7["nav-My Bookings"]), p8.out()))
    return state, turns, None, "clean"


# --------------------------------------------------------------------------- 08 shopping admin (bad: value reverts)
ADM = "http://localhost:7780/admin"


def adm_head(p: Pg) -> None:
    p.a("Magento Admin Panel", key="logo")
    p.e("navigation", "")
    for m in ["Dashboard", "Sales", "Catalog", "Customers", "Marketing", "Content", "Reports", "Stores", "System", "Find Partners & Extensions"]:
        p.e("menuitem", m, 1, key="menu-" + m, x="clickable")
    p.b("admin", key="user", x="hasPopup='menu', expanded=False")
    p.a("Notifications 4", key="notes")
    p.e("main", "")


def t08() -> tuple[str, T, int, str]:
    prods = [[1544, "Antonia Racer Tank", "WT08", "Configurable Product", 34.00, 0, "Enabled"],
             [1545, "Antonia Racer Tank-XS-Black", "WT08-XS-Black", "Simple Product", 34.00, 100, "Enabled"],
             [1812, "Breathe-Easy Tank", "WT09", "Configurable Product", 34.00, 0, "Enabled"],
             [1828, "Chloe Compete Tank", "WT03", "Configurable Product", 39.00, 0, "Enabled"],
             [1844, "Bella Tank", "WT01", "Configurable Product", 29.00, 0, "Enabled"],
             [1860, "Zoe Tank", "WT02", "Configurable Product", 29.00, 0, "Enabled"]]
    shown_price: dict[int, float] = {}

    def grid(kw: str, msg: str = "", flt: str | None = None) -> Pg:
        p = Pg("Products / Inventory / Catalog / Magento Admin", f"{ADM}/catalog/product/", 100)
        adm_head(p)
        p.h("Products", 1, 1)
        if msg:
            p.s(msg, 1)
        p.b("Add Product", 1)
        p.tb("Search by keyword", kw, 1, key="kw")
        p.b("Search", 1, key="search")
        p.b("Filters", 1)
        p.cb("Default View", "Default View", 1)
        flt = kw if flt is None else flt
        rows = [r for r in prods if flt.lower() in r[1].lower()] if flt else prods
        p.s(f"{len(rows)} records found", 1)
        p.e("table", "", 1)
        for c in ["ID", "Thumbnail", "Name", "Type", "Attribute Set", "SKU", "Price", "Quantity", "Visibility", "Status", "Websites", "Action"]:
            p.e("columnheader", c, 2, key="ch" + c)
        for pid, name, sku, typ, price, qty, status in rows:
            p.g("row", "", 2)
            p.e("cell", str(pid), 3, key=f"id{pid}")
            p.e("cell", name, 3, key=f"n{pid}")
            p.e("cell", typ, 3, key=f"t{pid}")
            p.e("cell", "Top", 3, key=f"as{pid}")
            p.e("cell", sku, 3, key=f"s{pid}")
            p.e("cell", money(shown_price.get(pid, price)), 3, key=f"p{pid}")
            p.e("cell", f"{qty:.4f}" if qty else "", 3, key=f"q{pid}")
            p.e("cell", "Catalog, Search", 3, key=f"v{pid}")
            p.e("cell", status, 3, key=f"st{pid}")
            p.e("cell", "Main Website", 3, key=f"w{pid}")
            p.a("Edit", 3, key=f"edit{pid}")
        return p

    def edit(pid: int, price: str, msg: str = "") -> Pg:
        r = next(x for x in prods if x[0] == pid)
        p = Pg(f"{r[1]} / Products / Inventory / Catalog / Magento Admin", f"{ADM}/catalog/product/edit/id/{pid}/", 100)
        adm_head(p)
        p.h(r[1], 1, 1)
        if msg:
            p.s(msg, 1)
        p.b("Back", 1, key="back")
        p.b("Add Attribute", 1)
        p.b("Save", 1, key="save")
        p.e("switch", "Enable Product", 1, x="clickable, checked='true'")
        p.cb("Attribute Set", "Top", 1)
        p.tb("Product Name *", r[1], 1, key="name")
        p.tb("SKU *", r[2], 1, key="sku")
        p.tb("Price *", price, 1, key="price")
        p.b("Advanced Pricing", 1)
        p.cb("Tax Class", "Taxable Goods", 1)
        p.tb("Weight", "1", 1)
        p.cb("Visibility", "Catalog, Search", 1)
        p.tb("Categories", "Tanks, Women Sale", 1)
        p.h("Configurations", 2, 1)
        p.s("Current Variations: 15", 1)
        p.b("Edit Configurations", 1)
        return p

    turns: T = []
    p0 = grid("")
    state = p0.out()
    p1 = grid("tank", flt="")
    turns.append((fill(p0["kw"], "tank"), p1.out()))
    p2 = grid("tank")
    turns.append((click(p1["search"]), p2.out()))
    p3 = edit(1544, "34.00")
    turns.append((click(p2["edit1544"]), p3.out()))
    p4 = edit(1544, "27.20")
    turns.append((fill(p3["price"], "27.20"), p4.out()))
    prods[0][4] = 27.20
    p5 = edit(1544, "27.20", "You saved the product.")
    turns.append((click(p4["save"]), p5.out()))
    shown_price[1544] = 34.00  # slip: saved 27.20 shows the old 34.00
    p6 = grid("tank")
    turns.append((click(p5["back"]), p6.out()))
    p7 = edit(1860, "29.00")
    turns.append((click(p6["edit1860"]), p7.out()))
    p8 = edit(1860, "24.00")
    turns.append((fill(p7["price"], "24.00"), p8.out()))
    return state, turns, 6, ("The price of Antonia Racer Tank (ID 1544) was changed to 27.20 and saved at turn 5 ('You saved the product.'), but the product grid at turn 6 shows its price back at $34.00 with no other edit.")


# --------------------------------------------------------------------------- parking permits (09 clean, 20 bad)
PARK = "https://permits.maplewoodnj.gov"
PARK_NAV = ["Dashboard", "My Permits", "Vehicles", "Visitor Passes", "Payments", "Zone Map"]


def park_page(title: str, path: str) -> Pg:
    p = Pg(f"{title} | Maplewood Parking Permits", PARK + path, 16)
    chrome(p, "Township of Maplewood – Parking Permits", PARK_NAV, ["Account: Rosa Delgado", "Sign out"])
    return p


def t09() -> tuple[str, T, None, str]:
    st = {"plate": "7KXR219", "make": "2016 Honda Fit, Blue", "permit": "RP4-18876", "exp": "Aug 31, 2025", "passes": 20,
          "old": False, "pays": [("Mar 02, 2025", "Visitor passes ×10", "$20.00", "PAY-55012"), ("Sep 01, 2024", "Zone 4 Residential Permit (12 mo)", "$45.00", "PAY-49377")]}

    def dash(msg: str = "") -> Pg:
        p = park_page("My Permits", "/permits")
        p.h("My Permits", 1, 1)
        if msg:
            p.e("alert", msg, 1, x="live='polite'")
        p.e("table", "", 1)
        for c in ["Permit #", "Type", "Vehicle", "Valid through", "Status", ""]:
            p.e("columnheader", c, 2, key="ch" + c)
        rows = [(st["permit"], "Zone 4 Residential", f"{st['plate']} · {st['make']}", st["exp"], "Active")]
        if st["old"]:
            rows.append(("RP4-18876", "Zone 4 Residential", "7KXR219 · 2016 Honda Fit, Blue", "Aug 31, 2025", "Replaced Jun 10, 2025"))
        for i, (pn, ty, veh, exp, status) in enumerate(rows):
            p.g("row", "", 2)
            for v in [pn, ty, veh, exp, status]:
                p.e("cell", v, 3, key=f"r{i}{v}")
            if status == "Active":
                p.a("Renew", 3, key="renew")
                p.a("Change vehicle", 3, key="chg")
        p.s(f"Visitor day passes remaining this year: {st['passes']}", 1)
        p.a("Buy visitor passes", 1, key="buy")
        footer(p, "Township of Maplewood", ["Parking Regulations", "Permit FAQ", "Contact Parking Office", "Accessibility"])
        return p

    def change(plate: str = "", make: str = "") -> Pg:
        p = park_page("Change vehicle", "/permits/RP4-18876/vehicle")
        p.h("Change the vehicle on permit RP4-18876", 1, 1)
        p.s("The current permit will be replaced by a new permit number. A new hang tag will be mailed within 5 business days.", 1)
        p.tb("License plate *", plate, 1, key="plate", x="required")
        p.cb("State", "NJ", 1)
        p.tb("Year, make, model, color *", make, 1, key="make", x="required")
        p.e("checkbox", "I certify this vehicle is registered at my Zone 4 address", 1, key="cert", x="clickable, checked='true'" if make else "clickable, checked='false'")
        p.b("Submit change", 1, key="submit")
        p.a("Cancel", 1)
        return p

    def payments() -> Pg:
        p = park_page("Payments", "/payments")
        p.h("Payment history", 1, 1)
        p.cb("Sort", "Newest first", 1)
        p.e("table", "", 1)
        for c in ["Date", "Description", "Amount", "Reference"]:
            p.e("columnheader", c, 2, key="ch" + c)
        for i, row in enumerate(st["pays"]):
            p.g("row", "", 2)
            for v in row:
                p.e("cell", v, 3, key=f"p{i}{v}")
        footer(p, "Township of Maplewood", ["Parking Regulations", "Permit FAQ", "Contact Parking Office", "Accessibility"])
        return p

    turns: T = []
    p0 = dash()
    state = p0.out()
    p1 = change()
    turns.append((click(p0["chg"]), p1.out()))
    p2 = change("8BLM442")
    turns.append((fill(p1["plate"], "8BLM442"), p2.out()))
    p3 = change("8BLM442", "2021 Toyota Corolla, White")
    turns.append((fill(p2["make"], "2021 Toyota Corolla, White"), p3.out()))
    st.update(plate="8BLM442", make="2021 Toyota Corolla, White", permit="RP4-20931", old=True)
    st["pays"].insert(0, ("Jun 10, 2025", "Vehicle change fee (RP4-18876 → RP4-20931)", "$5.00", "PAY-61204"))
    p4 = dash("Vehicle updated. Your new permit number is RP4-20931.")
    turns.append((click(p3["submit"]), p4.out()))
    st.update(exp="Aug 31, 2026")
    st["pays"].insert(0, ("Jun 10, 2025", "Zone 4 Residential Permit renewal (12 mo)", "$45.00", "PAY-61209"))
    p5 = dash("Permit RP4-20931 renewed through Aug 31, 2026.")
    turns.append((click(p4["renew"]), p5.out()))
    st["passes"] = 18
    st["pays"].insert(0, ("Jun 10, 2025", "Visitor passes ×2 (Jun 14, Jun 15)", "$4.00", "PAY-61215"))
    p6 = dash("2 visitor day passes issued for Jun 14 and Jun 15, 2025.")
    turns.append((click(p5["buy"]), p6.out()))
    p7 = payments()
    turns.append((click(p6["nav-Payments"]), p7.out()))
    return state, turns, None, "clean"


def t20() -> tuple[str, T, int, str]:
    fees = {"Zone 1 Residential": "$60.00 / year", "Zone 2 Residential": "$60.00 / year", "Zone 3 Residential": "$45.00 / year",
            "Zone 4 Residential": "$45.00 / year", "Senior (65+) Residential": "$15.00 / year", "Commuter – Maplewood Station lot": "$110.00 / quarter",
            "Contractor (per vehicle)": "$12.00 / week", "Visitor day pass": "$2.00 / day"}
    bad = {"on": False}

    def rates() -> Pg:
        p = park_page("Permit Types & Fees", "/info/fees")
        p.h("Permit Types & Fees", 1, 1)
        p.s("Fees are set by Township Ordinance 3312-24 and apply from January 1, 2025.", 1)
        p.e("table", "", 1)
        for c in ["Permit type", "Fee", ""]:
            p.e("columnheader", c, 2, key="ch" + c)
        for i, (k, v) in enumerate(fees.items()):
            if bad["on"] and k == "Zone 4 Residential":
                v = "$54.00 / year"
            p.g("row", "", 2)
            p.e("cell", k, 3, key=f"k{i}")
            p.e("cell", v, 3, key=f"v{i}")
            p.a("Eligibility", 3, key=f"el{i}")
        p.a("Apply for a permit", 1, key="apply")
        footer(p, "Township of Maplewood", ["Parking Regulations", "Permit FAQ", "Contact Parking Office", "Accessibility"])
        return p

    def elig() -> Pg:
        p = park_page("Zone 4 Residential – Eligibility", "/info/zone-4")
        p.h("Zone 4 Residential permit", 1, 1)
        p.s("Streets: Baker St, Boyden Ave (100-299), Durand Rd, Ridgewood Rd (1-180), Tuscan Rd, Oakview Ave.", 1)
        p.s("Up to 2 permits per household. Vehicle must be registered at the Zone 4 address.", 1)
        p.s("Enforced Monday–Friday, 8:00 AM – 6:00 PM. Overnight parking is not covered.", 1)
        p.s("Documents: NJ registration, proof of residency dated within 60 days.", 1)
        p.a("Back to fees", 1, key="back")
        footer(p, "Township of Maplewood", ["Parking Regulations", "Permit FAQ", "Contact Parking Office", "Accessibility"])
        return p

    def zone(q: str = "", found: bool = False) -> Pg:
        p = park_page("Zone Map", "/zones")
        p.h("Find your permit zone", 1, 1)
        p.tb("Street address", q, 1, key="addr")
        p.b("Look up", 1, key="look")
        if found:
            p.s("42 Tuscan Rd, Maplewood, NJ 07040 is in Zone 4.", 1)
            p.a("See Zone 4 rules", 1)
        p.e("img", "Map of permit zones 1-4", 1)
        footer(p, "Township of Maplewood", ["Parking Regulations", "Permit FAQ", "Contact Parking Office", "Accessibility"])
        return p

    turns: T = []
    p0 = zone()
    state = p0.out()
    p1 = zone("42 Tuscan Rd")
    turns.append((fill(p0["addr"], "42 Tuscan Rd"), p1.out()))
    p2 = zone("42 Tuscan Rd", True)
    turns.append((click(p1["look"]), p2.out()))
    p3 = rates()
    turns.append((goto(f"{PARK}/info/fees"), p3.out()))
    p4 = elig()
    turns.append((click(p3["el3"]), p4.out()))
    bad["on"] = True
    p5 = rates()  # slip
    turns.append((click(p4["back"]), p5.out()))
    p6 = park_page("Apply for a permit", "/apply")
    p6.h("Apply for a permit", 1, 1)
    p6.s("Step 1 of 4: Choose permit type", 1)
    for t in ["Residential", "Senior (65+) Residential", "Commuter", "Contractor"]:
        p6.e("radio", t, 1, key="rad" + t, x="clickable, checked='false'")
    p6.b("Continue", 1)
    footer(p6, "Township of Maplewood", ["Parking Regulations", "Permit FAQ", "Contact Parking Office", "Accessibility"])
    turns.append((click(p5["apply"]), p6.out()))
    return state, turns, 5, ("The ordinance fee table listed Zone 4 Residential at $45.00 / year at turn 3; re-read at turn 5 after only viewing the eligibility page it shows $54.00 / year, with nothing that could change a fixed fee.")


# --------------------------------------------------------------------------- 10 recipes (bad: deleted item back)
REC = "https://www.allrecipes.com"


def rec_page(title: str, path: str) -> Pg:
    p = Pg(title, REC + path, 25)
    chrome(p, "Allrecipes", ["Dinners", "Meals", "Ingredients", "Occasions", "Cuisines", "Kitchen Tips", "News"], ["My Account", "Saved Recipes"])
    p.tb("Find a recipe or ingredient", d=1)
    return p


def t10() -> tuple[str, T, int, str]:
    saved = [("Lemon Garlic Salmon", "4.7 (1,932)", "25 mins"), ("World's Best Lasagna", "4.8 (19,882)", "3 hrs 15 mins"),
             ("Easy Chicken Tikka Masala", "4.6 (2,410)", "45 mins"), ("Simple White Cake", "4.5 (6,301)", "1 hr"),
             ("Black Bean Veggie Burgers", "4.6 (3,174)", "30 mins")]
    ghost = {"on": False}

    def box(msg: str = "") -> Pg:
        p = rec_page("Saved Recipes | Allrecipes", "/account/saved-recipes")
        p.h("Saved Recipes", 1, 1)
        rows = list(saved)
        if ghost["on"]:
            rows.insert(0, ("Lemon Garlic Salmon", "4.7 (1,932)", "25 mins"))
        p.s(f"{len(rows)} recipes", 1)
        if msg:
            p.e("alert", msg, 1, x="live='polite'")
        p.cb("Sort", "Date saved", 1)
        p.e("list", "", 1)
        for n, r, t in rows:
            p.g("listitem", "", 2)
            p.a(n, 3, key=n)
            p.s(f"Rating {r}", 3)
            p.s(t, 3)
            p.b(f"Unsave {n}", 3, key="un" + n)
        footer(p, "Allrecipes", ["About Us", "Editorial Process", "Privacy Policy", "Terms of Service", "Advertise"])
        return p

    def recipe(serv: str, saved_now: bool, msg: str = "") -> Pg:
        p = rec_page("Sheet Pan Gnocchi with Sausage and Peppers Recipe", "/recipe/8471203/sheet-pan-gnocchi-with-sausage-and-peppers/")
        p.h("Sheet Pan Gnocchi with Sausage and Peppers", 1, 1)
        p.s("4.8 (612) · 148 Reviews · 37 Photos", 1)
        p.s("Submitted by Nicole McLaughlin · Updated on Feb 4, 2025", 1)
        p.b("Saved" if saved_now else "Save", 1, key="save", x="pressed=true" if saved_now else "pressed=false")
        if msg:
            p.e("alert", msg, 1, x="live='polite'")
        p.s("Prep Time: 10 mins · Cook Time: 25 mins · Total Time: 35 mins", 1)
        p.cb("Servings", serv, 1, key="serv")
        k = int(serv) / 4
        p.h("Ingredients", 2, 1)
        p.e("list", "", 1)
        for q, unit, what in [(1, "(16 ounce) package", "shelf-stable potato gnocchi"), (1, "pound", "sweet Italian sausage, sliced"),
                              (2, "", "bell peppers, cut into strips"), (1, "", "red onion, cut into wedges"), (2, "tablespoons", "olive oil"),
                              (1, "teaspoon", "Italian seasoning"), (0.25, "cup", "grated Parmesan cheese")]:
            v = q * k
            qs = {0.25: "1/4", 0.5: "1/2"}.get(v, f"{v:g}")
            p.s(f"{qs} {unit} {what}".replace("  ", " "), 2)
        p.h("Directions", 2, 1)
        p.s("Step 1: Preheat the oven to 425 degrees F (220 degrees C).", 1)
        p.s("Step 2: Toss gnocchi, sausage, peppers and onion with oil and seasoning on a sheet pan.", 1)
        p.s("Step 3: Roast 20 to 25 minutes, stirring once, until gnocchi is golden. Top with Parmesan.", 1)
        footer(p, "Allrecipes", ["About Us", "Editorial Process", "Privacy Policy", "Terms of Service", "Advertise"])
        return p

    turns: T = []
    p0 = box()
    state = p0.out()
    saved.pop(0)
    p1 = box("Lemon Garlic Salmon was removed from Saved Recipes.")
    turns.append((click(p0["unLemon Garlic Salmon"]), p1.out()))
    p2 = recipe("4", False)
    turns.append((goto(f"{REC}/recipe/8471203/sheet-pan-gnocchi-with-sausage-and-peppers/"), p2.out()))
    p3 = recipe("8", False)
    turns.append((sel(p2["serv"], "8"), p3.out()))
    saved.insert(0, ("Sheet Pan Gnocchi with Sausage and Peppers", "4.8 (612)", "35 mins"))
    p4 = recipe("8", True, "Saved to your recipe box.")
    turns.append((click(p3["save"]), p4.out()))
    ghost["on"] = True
    p5 = box()  # slip
    turns.append((click(p4["r-Saved Recipes"]), p5.out()))
    p6 = recipe("4", True)
    turns.append((click(p5["Sheet Pan Gnocchi with Sausage and Peppers"]), p6.out()))
    return state, turns, 5, ("Lemon Garlic Salmon was unsaved at turn 1 (list went to 4), and only the gnocchi recipe was saved since, yet Saved Recipes at turn 5 lists Lemon Garlic Salmon again and counts 6.")


# --------------------------------------------------------------------------- 11 desk booking (clean)
DESK = "https://app.deskly.io/acme"


def t11() -> tuple[str, T, None, str]:
    desks = {3: [["3-11", "Window · dual monitor", "Available"], ["3-12", "Window · dual monitor", "Booked by Kai Moreno"],
                 ["3-14", "Standing desk", "Available"], ["3-15", "Standing desk", "Available"], ["3-20", "Quiet zone", "Booked by Ines Park"]],
             4: [["4-02", "Near kitchen", "Available"], ["4-07", "Window · dual monitor", "Available"], ["4-09", "Quiet zone", "Booked by Sam Ortiz"],
                 ["4-12", "Standing desk", "Available"]]}
    mine = [["Tue, Jun 17", "2-05", "BK-30412"]]

    def floor(f: int, msg: str = "") -> Pg:
        p = Pg(f"Floor {f} · Wed, Jun 18 · Deskly", f"{DESK}/book?date=2025-06-18&floor={f}", 14)
        chrome(p, "Deskly", ["Book a desk", "My bookings", "Team", "Office map"], ["Alex Chen", "Help"])
        p.h("Book a desk", 1, 1)
        p.b("Wed, Jun 18, 2025", 1, key="date")
        p.cb("Floor", f"Floor {f}", 1, key="floor")
        if msg:
            p.e("alert", msg, 1, x="live='polite'")
        free = sum(1 for d in desks[f] if d[2] == "Available")
        p.s(f"{free} of {len(desks[f])} desks free", 1)
        p.e("list", "", 1)
        for d, feat, status in desks[f]:
            p.g("listitem", "", 2)
            p.s(f"Desk {d}", 3)
            p.s(feat, 3)
            p.s(status, 3)
            if status == "Available":
                p.b(f"Book {d}", 3, key="b" + d)
            elif status == "Booked by you":
                p.b(f"Cancel {d}", 3, key="x" + d)
        return p

    def my() -> Pg:
        p = Pg("My bookings · Deskly", f"{DESK}/bookings", 14)
        chrome(p, "Deskly", ["Book a desk", "My bookings", "Team", "Office map"], ["Alex Chen", "Help"])
        p.h("My bookings", 1, 1)
        p.e("table", "", 1)
        for c in ["Date", "Desk", "Booking ID", ""]:
            p.e("columnheader", c, 2, key="ch" + c)
        for d, desk, bid in sorted(mine, key=lambda r: r[0]):
            p.g("row", "", 2)
            p.e("cell", d, 3, key="d" + bid)
            p.e("cell", desk, 3, key="k" + bid)
            p.e("cell", bid, 3, key="i" + bid)
            p.b("Cancel", 3, key="x" + bid)
        return p

    turns: T = []
    p0 = floor(3)
    state = p0.out()
    desks[3][2][2] = "Booked by you"
    mine.append(["Wed, Jun 18", "3-14", "BK-30588"])
    desks[3][0][2] = "Booked by Priya Nair"
    p1 = floor(3, "Desk 3-14 booked for Wed, Jun 18 (BK-30588).")
    turns.append((click(p0["b3-14"]), p1.out()))
    p2 = my()
    turns.append((click(p1["nav-My bookings"]), p2.out()))
    mine.pop()
    desks[3][2][2] = "Available"
    p3 = my()
    turns.append((click(p2["xBK-30588"]), p3.out()))
    p4 = floor(3)
    turns.append((click(p3["nav-Book a desk"]), p4.out()))
    p5 = floor(4)
    turns.append((sel(p4["floor"], "Floor 4"), p5.out()))
    desks[4][1][2] = "Booked by you"
    mine.append(["Wed, Jun 18", "4-07", "BK-30601"])
    desks[4][3][2] = "Booked by Lee Wong"
    p6 = floor(4, "Desk 4-07 booked for Wed, Jun 18 (BK-30601).")
    turns.append((click(p5["b4-07"]), p6.out()))
    p7 = my()
    turns.append((click(p6["nav-My bookings"]), p7.out()))
    return state, turns, None, "clean"


# --------------------------------------------------------------------------- 12 course registration (bad: added item missing)
REG = "https://studenthub.northfield.edu"


def t12() -> tuple[str, T, int, str]:
    courses = [("CS 3110", "Data Structures and Functional Programming", "LEC 001 · MWF 10:10-11:00 · Gates G01", 4, "41/180"),
               ("CS 3410", "Computer System Organization", "LEC 001 · TR 1:25-2:40 · Statler 185", 4, "12/150"),
               ("MATH 2940", "Linear Algebra for Engineers", "LEC 003 · MWF 12:20-1:10 · Malott 251", 4, "7/90"),
               ("ENGL 2880", "Expository Writing", "SEM 104 · TR 10:10-11:25 · Rockefeller 115", 3, "3/18"),
               ("PHYS 2213", "Physics II: Electromagnetism", "LEC 001 · MWF 9:05-9:55 · Rockefeller 201", 4, "0/200")]
    cart = [("ECON 1110", "Introductory Microeconomics", "LEC 001 · TR 11:40-12:55 · Uris G01", 3, "Open")]
    drop = {"on": False}

    def search(msg: str = "") -> Pg:
        p = Pg("Class Search | Student Hub", f"{REG}/classes/search?term=FA25&q=engineering+core", 30)
        chrome(p, "Student Hub", ["Home", "Class Search", "Shopping Cart", "My Schedule", "Academics", "Finances"], [f"Shopping Cart ({len(cart)})", "Jordan Ellis"])
        p.h("Class Search · Fall 2025", 1, 1)
        if msg:
            p.e("alert", msg, 1, x="live='polite'")
        p.e("list", "", 1)
        for code, name, sec, cr, seats in courses:
            p.g("listitem", "", 2)
            p.h(f"{code} – {name}", 3, 3)
            p.s(sec, 3)
            p.s(f"{cr} credits", 3)
            p.s(f"Open seats: {seats}", 3)
            if any(c[0] == code for c in cart):
                p.s("In cart", 3)
            else:
                p.b(f"Add {code} to cart", 3, key="add" + code, x="disabled=True" if seats.startswith("0/") else "")
        return p

    def cartp() -> Pg:
        rows = [c for c in cart if not (drop["on"] and c[0] == "MATH 2940")]
        p = Pg("Shopping Cart | Student Hub", f"{REG}/cart?term=FA25", 30)
        chrome(p, "Student Hub", ["Home", "Class Search", "Shopping Cart", "My Schedule", "Academics", "Finances"], [f"Shopping Cart ({len(rows)})", "Jordan Ellis"])
        p.h("Shopping Cart · Fall 2025", 1, 1)
        p.s("Enrollment appointment: Jun 24, 2025 9:00 AM", 1)
        p.e("table", "", 1)
        for c in ["Select", "Class", "Section", "Credits", "Status"]:
            p.e("columnheader", c, 2, key="ch" + c)
        for code, name, sec, cr, _seats in rows:
            p.g("row", "", 2)
            p.e("checkbox", f"Select {code}", 3, key="sel" + code, x="clickable, checked='false'")
            p.e("cell", f"{code} {name}", 3, key="c" + code)
            p.e("cell", sec, 3, key="s" + code)
            p.e("cell", str(cr), 3, key="cr" + code)
            p.e("cell", "Open", 3, key="o" + code)
        p.s(f"Total credits in cart: {sum(c[3] for c in rows)}", 1)
        p.b("Validate", 1)
        p.b("Delete selected", 1)
        return p

    turns: T = []
    p0 = search()
    state = p0.out()
    cart.append(courses[0])
    p1 = search("CS 3110 LEC 001 added to your Fall 2025 cart.")
    turns.append((click(p0["addCS 3110"]), p1.out()))
    cart.append(courses[2])
    p2 = search("MATH 2940 LEC 003 added to your Fall 2025 cart.")
    turns.append((click(p1["addMATH 2940"]), p2.out()))
    cart.append(courses[3])
    p3 = search("ENGL 2880 SEM 104 added to your Fall 2025 cart.")
    turns.append((click(p2["addENGL 2880"]), p3.out()))
    p4 = search()
    turns.append((goto(f"{REG}/classes/search?term=FA25&q=engineering+core"), p4.out()))
    drop["on"] = True
    p5 = cartp()  # slip
    turns.append((click(p4["nav-Shopping Cart"]), p5.out()))
    p6 = Pg("Academic Calendar | Student Hub", f"{REG}/academics/calendar", 30)
    p6.h("Fall 2025 dates", 1)
    for d in ["Aug 25: Instruction begins", "Sep 5: Last day to add classes", "Oct 11-14: Fall break", "Nov 26-30: Thanksgiving break", "Dec 5: Last day of instruction", "Dec 8-16: Final exams"]:
        p6.s(d)
    turns.append((click(p5["nav-Academics"]), p6.out()))
    return state, turns, 5, ("MATH 2940 was added to the cart at turn 2 (and shown 'In cart' through turn 4), but the cart page at turn 5 lists only ECON 1110, CS 3110 and ENGL 2880 and 3 items, with nothing having removed it.")


# --------------------------------------------------------------------------- 13 GitLab rename + issues (clean)
def t13() -> tuple[str, T, None, str]:
    st = {"name": "dotfiles", "open": 9}

    def settings(val: str, msg: str = "") -> Pg:
        p = Pg(f"General · Settings · Byte Blaze / {st['name']} · GitLab", f"{GL}/byteblaze/dotfiles/edit", 12)
        gl_head(p, "byteblaze", "dotfiles", st["name"], st["open"], 2, ["General Settings"])
        if msg:
            p.e("alert", msg, 1)
        p.h("Naming, topics, avatar", 4, 1)
        p.tb("Project name", val, 1, key="pname")
        p.tb("Project ID", "184", 1, x="readonly")
        p.tb("Topics", "dotfiles, zsh, neovim", 1)
        p.tb("Project description (optional)", "Personal configuration for zsh, tmux, neovim and git", 1, x="multiline")
        p.b("Save changes", 1, key="save")
        p.h("Visibility, project features, permissions", 4, 1)
        p.b("Expand", 1)
        p.h("Advanced", 4, 1)
        p.b("Expand", 1, key="adv")
        return p

    def new_issue(t: str = "") -> Pg:
        p = Pg(f"New Issue · Byte Blaze / {st['name']} · GitLab", f"{GL}/byteblaze/dotfiles/-/issues/new", 12)
        gl_head(p, "byteblaze", "dotfiles", st["name"], st["open"], 2, ["Issues", "New"])
        p.h("New Issue", 1, 1)
        p.tb("Title (required)", t, 1, key="title")
        p.tb("Description", "", 1, x="multiline")
        p.b("Assignee", 1)
        p.b("Labels", 1)
        p.b("Create issue", 1, key="create")
        return p

    def issue20() -> Pg:
        p = Pg(f"Document macOS-only setup steps (#20) · Issues · Byte Blaze / {st['name']} · GitLab", f"{GL}/byteblaze/dotfiles/-/issues/20", 12)
        gl_head(p, "byteblaze", "dotfiles", st["name"], st["open"], 2, ["Issues", "#20"])
        p.s("Open", 1)
        p.s("Issue created just now by", 1)
        p.a("Byte Blaze", 1, key="author")
        p.b("Close issue", 1)
        p.h("Document macOS-only setup steps", 1, 1)
        p.s("No description provided.", 1)
        p.h("Activity", 2, 1)
        p.tb("Write a comment or drag your files here...", "", 1, x="multiline")
        return p

    turns: T = []
    p0 = settings("dotfiles")
    state = p0.out()
    p1 = settings("dotfiles-macos")
    turns.append((fill(p0["pname"], "dotfiles-macos"), p1.out()))
    st["name"] = "dotfiles-macos"
    p2 = settings("dotfiles-macos", "Project 'dotfiles-macos' was successfully updated.")
    turns.append((click(p1["save"]), p2.out()))
    p3 = new_issue()
    turns.append((goto(f"{GL}/byteblaze/dotfiles/-/issues/new"), p3.out()))
    p4 = new_issue("Document macOS-only setup steps")
    turns.append((fill(p3["title"], "Document macOS-only setup steps"), p4.out()))
    st["open"] = 10
    p5 = issue20()
    turns.append((click(p4["create"]), p5.out()))
    p6 = settings("dotfiles-macos")
    turns.append((click(p5["side-settings"]), p6.out()))
    return state, turns, None, "clean"


# --------------------------------------------------------------------------- 18 GitLab members (bad: member lost)
def t18() -> tuple[str, T, int, str]:
    mem = [["Byte Blaze", "@byteblaze", "Owner", "Mar 02, 2023"], ["Sarah Miller", "@smiller", "Maintainer", "Jun 11, 2023"],
           ["Kevin Park", "@kpark", "Developer", "Aug 30, 2023"], ["Lena Ortiz", "@lortiz", "Developer", "Jan 15, 2024"],
           ["Tomás Ruiz", "@truiz", "Reporter", "Feb 20, 2025"]]
    lost = {"on": False}

    def members(sort: str = "Account", modal: str = "", role: str = "Guest", msg: str = "") -> Pg:
        p = Pg("Members · Byte Blaze / a11y-syntax-highlighting · GitLab", f"{GL}/byteblaze/a11y-syntax-highlighting/-/project_members" + ("?sort=last_joined" if sort != "Account" else ""), 12)
        gl_head(p, "byteblaze", "a11y-syntax-highlighting", "a11y-syntax-highlighting", 4, 1, ["Members"])
        if msg:
            p.e("alert", msg, 1)
        p.h("Project members", 1, 1)
        p.b("Import from a project", 1)
        p.b("Invite members", 1, key="invite")
        p.tb("Filter members", d=1)
        p.cb("Sort", sort, 1, key="sort")
        rows = [m for m in mem if not (lost["on"] and m[0] == "Kevin Park")]
        if sort != "Account":
            rows = sorted(rows, key=lambda m: m[3][-4:] + {"Jan": "01", "Feb": "02", "Mar": "03", "Jun": "06", "Aug": "08"}[m[3][:3]] + m[3][4:6], reverse=True)
        else:
            rows = sorted(rows, key=lambda m: m[0])
        p.e("table", "", 1)
        for c in ["Account", "Source", "Access granted", "Max role", "Expiration", "Activity"]:
            p.e("columnheader", c, 2, key="ch" + c)
        for n, user, r, since in rows:
            p.g("row", "", 2)
            p.a(n, 3, key="u" + user)
            p.s(user, 3)
            p.s("Direct member", 3)
            p.s(since, 3)
            p.cb("Max role", r, 3, key="r" + user)
            p.tb("Expiration date", "", 3, key="e" + user)
        if modal:
            p.e("dialog", "Invite members", 1, x="modal=True")
            p.tb("Username or email address", modal, 2, key="who")
            p.cb("Select a role", role, 2, key="role")
            p.b("Invite", 2, key="go")
            p.b("Cancel", 2)
        return p

    turns: T = []
    p0 = members()
    state = p0.out()
    p1 = members(modal=" ")
    turns.append((click(p0["invite"]), p1.out().replace("value=' '", "value=''")))
    p2 = members(modal="mchen")
    turns.append((fill(p1["who"], "mchen"), p2.out()))
    p3 = members(modal="mchen", role="Developer")
    turns.append((sel(p2["role"], "Developer"), p3.out()))
    mem.append(["Mei Chen", "@mchen", "Developer", "Jun 12, 2025"])
    p4 = members(msg="Members were successfully added")
    turns.append((click(p3["go"]), p4.out()))
    mem[4][2] = "Developer"
    p5 = members(msg="Role updated successfully.")
    turns.append((sel(p4["r@truiz"], "Developer"), p5.out()))
    lost["on"] = True
    p6 = members("Last joined")  # slip
    turns.append((sel(p5["sort"], "Last joined"), p6.out()))
    return state, turns, 6, ("Kevin Park (@kpark, Developer) was a member in every earlier list, nobody removed him, yet the re-sorted member list at turn 6 no longer contains him.")


# --------------------------------------------------------------------------- compact pages for the rest
def simple(title: str, url: str, brand: str, nav: list[str], right: list[str], body: list[tuple], base: int = 20) -> Pg:
    p = Pg(title, url, base)
    chrome(p, brand, nav, right)
    for item in body:
        kind, rest = item[0], item[1:]
        if kind == "h":
            p.h(rest[0], rest[1] if len(rest) > 1 else 1, 1)
        elif kind == "s":
            p.s(rest[0], 1)
        elif kind == "a":
            p.a(rest[0], 1, rest[1] if len(rest) > 1 else None)
        elif kind == "b":
            p.b(rest[0], 1, rest[1] if len(rest) > 1 else None)
        elif kind == "tb":
            p.tb(rest[0], rest[1], 1, rest[2])
        elif kind == "cb":
            p.cb(rest[0], rest[1], 1, rest[2])
        elif kind == "row":
            p.g("row", "", 1)
            for v in rest[0]:
                p.s(v, 2)
            for lk in rest[1] if len(rest) > 1 else []:
                p.a(lk[0], 2, lk[1])
    footer(p, brand, ["Help", "Privacy", "Terms", "Contact"])
    return p


def t14() -> tuple[str, T, int, str]:
    lists = {"Summer reads": ["Remarkably Bright Creatures", "The Heaven & Earth Grocery Store", "Hello Beautiful", "Yellowface"],
             "Book club 2025": ["James", "Intermezzo", "The Women"], "Kids: chapter books": ["Wings of Fire #1", "The Wild Robot"]}
    NAV, R = LIB_NAV, ["Dana Whitfield", "Holds (3)", "Checked out (3)", "My Lists", "Log out"]
    cur = {"name": "Summer reads"}

    def overview(names: dict[str, str]) -> Pg:
        body: list[tuple] = [("h", "My Lists"), ("b", "Create a list", "new")]
        for real, items in lists.items():
            body.append(("row", [f"{len(items)} items", "Personal · Private"], [(names.get(real, real), "L" + real)]))
        return simple("My Lists | Riverbend Public Library", f"{LIB}/lists", "Riverbend Public Library", NAV, R, body)

    def one(edit: str | None = None, msg: str = "") -> Pg:
        body: list[tuple] = [("h", cur["name"])]
        if msg:
            body.append(("s", msg))
        if edit is not None:
            body += [("tb", "List name", edit, "lname"), ("b", "Save", "save")]
        else:
            body.append(("b", "Edit list details", "edit"))
        body.append(("s", f"{len(lists['Summer reads'])} items · Private"))
        for t in lists["Summer reads"]:
            body.append(("row", [t, "Book"], [(t, "t" + t)]))
        return simple(f"{cur['name']} | Riverbend Public Library", f"{LIB}/lists/show/2290531", "Riverbend Public Library", NAV, R, body)

    def rec(msg: str = "") -> Pg:
        body: list[tuple] = [("h", "Tom Lake"), ("a", "Patchett, Ann"), ("s", "Book · 2023"), ("s", "Available at Main Library, Northgate Branch")]
        if msg:
            body.append(("s", msg))
        body += [("b", "Place hold", "hold"), ("cb", "Add to list", cur["name"] if msg else "Choose a list", "addto"), ("b", "Add", "add")]
        return simple("Tom Lake | Riverbend Public Library", f"{LIB}/v2/record/S117C2381104", "Riverbend Public Library", NAV, R, body)

    turns: T = []
    p0 = overview({})
    state = p0.out()
    p1 = one()
    turns.append((click(p0["LSummer reads"]), p1.out()))
    p2 = one("Summer reads")
    turns.append((click(p1["edit"]), p2.out()))
    p3 = one("Beach reads 2025")
    turns.append((fill(p2["lname"], "Beach reads 2025"), p3.out()))
    cur["name"] = "Beach reads 2025"
    p4 = one(msg="List details saved.")
    turns.append((click(p3["save"]), p4.out()))
    p5 = rec()
    turns.append((goto(f"{LIB}/v2/record/S117C2381104"), p5.out()))
    p6 = rec()
    p6 = simple("Tom Lake | Riverbend Public Library", f"{LIB}/v2/record/S117C2381104", "Riverbend Public Library", NAV, R,
                [("h", "Tom Lake"), ("a", "Patchett, Ann"), ("s", "Book · 2023"), ("s", "Available at Main Library, Northgate Branch"),
                 ("b", "Place hold", "hold"), ("cb", "Add to list", "Beach reads 2025", "addto"), ("b", "Add", "add")])
    turns.append((sel(p5["addto"], "Beach reads 2025"), p6.out()))
    lists["Summer reads"].append("Tom Lake")
    p7 = rec("Added to Beach reads 2025.")
    turns.append((click(p6["add"]), p7.out()))
    p8 = overview({})  # slip: old name
    turns.append((click(p7["r-My Lists"]), p8.out()))
    return state, turns, 8, ("The list was renamed from 'Summer reads' to 'Beach reads 2025' at turn 4 and Tom Lake was added to it under the new name at turn 7, yet My Lists at turn 8 shows it as 'Summer reads' (5 items).")


CAR = "https://www.hertz.com/rentacar"


def t15() -> tuple[str, T, None, str]:
    NAV, R = ["Reservations", "Deals", "Locations", "Gold Plus Rewards", "Business"], ["Log in", "Help"]
    st = {"ret": "Sat, Jun 14, 2025 10:00 AM", "days": 3, "seat": False, "conf": ""}

    def total() -> str:
        base = 46.20 * st["days"] + (13.99 * st["days"] if st["seat"] else 0)
        return money(round(base * 1.1875, 2))

    def review(msg: str = "") -> Pg:
        body: list[tuple] = [("h", "Review and Book")]
        if msg:
            body.append(("s", msg))
        body += [("s", "Pick-up: Los Angeles Intl Airport (LAX) · Wed, Jun 11, 2025 10:00 AM"), ("s", f"Return: LAX · {st['ret']}"),
                 ("b", "Modify dates", "mod"), ("s", "Toyota Corolla or similar · Compact · 5 seats · Automatic"),
                 ("s", f"Base rate: $46.20/day × {st['days']} days"),
                 ("s", f"Child safety seat: {'$13.99/day' if st['seat'] else 'not added'}"), ("b", "Remove child seat" if st["seat"] else "Add child seat", "seat"),
                 ("s", f"Estimated total (taxes and fees included): {total()}")]
        if st["conf"]:
            body += [("s", f"Confirmation number: {st['conf']}"), ("b", "Cancel reservation", "cancel")]
        else:
            body.append(("b", "Book now, pay later", "book"))
        return simple("Review and Book | Hertz", f"{CAR}/reservation/review", "Hertz", NAV, R, body)

    def dates(val: str) -> Pg:
        return simple("Modify dates | Hertz", f"{CAR}/reservation/dates", "Hertz", NAV, R,
                      [("h", "Change your dates"), ("tb", "Pick-up date", "06/11/2025", "pu"), ("tb", "Return date", val, "ret"),
                       ("cb", "Return time", "10:00 AM", "rt"), ("b", "Update", "upd")])

    turns: T = []
    p0 = review()
    state = p0.out()
    p1 = dates("06/14/2025")
    turns.append((click(p0["mod"]), p1.out()))
    p2 = dates("06/15/2025")
    turns.append((fill(p1["ret"], "06/15/2025"), p2.out()))
    st.update(ret="Sun, Jun 15, 2025 10:00 AM", days=4)
    p3 = review("Your dates were updated. Rates have been recalculated.")
    turns.append((click(p2["upd"]), p3.out()))
    st["seat"] = True
    p4 = review()
    turns.append((click(p3["seat"]), p4.out()))
    st["conf"] = "K4829175063"
    p5 = review("Thank you, Omar. Your reservation is confirmed.")
    turns.append((click(p4["book"]), p5.out()))
    st["conf"] = ""
    p6 = review("Reservation K4829175063 has been cancelled. You can book again below.")
    turns.append((click(p5["cancel"]), p6.out()))
    st["conf"] = "K4829177218"
    p7 = review("Thank you, Omar. Your reservation is confirmed.")
    turns.append((click(p6["book"]), p7.out()))
    return state, turns, None, "clean"


def t16() -> tuple[str, T, int, str]:
    NAV, R = ["Browse", "Ending soon", "Sell", "Watchlist"], ["June Alvarez", "My bids"]
    hist = [["Jun 3, 2025 13:02:18 EDT", "f***o", "$150.00"], ["Jun 3, 2025 12:47:51 EDT", "k***t", "$140.00"], ["Jun 2, 2025 21:10:04 EDT", "f***o", "$125.00"]]

    def item(left: str, bid: str = "", msg: str = "", watch: bool = False) -> Pg:
        body: list[tuple] = [("h", "Leica M6 TTL 0.72 Black Body – Serviced 2024"), ("s", "Lot #BH-447120 · Seller: analogue_attic (99.6% positive)")]
        if msg:
            body.append(("s", msg))
        body += [("s", f"Current bid: {hist[0][2]}"), ("s", f"{len(hist)} bids"), ("s", f"Time left: {left}"),
                 ("s", "Ends: Tue, Jun 3, 2025 16:35:00 EDT"), ("tb", "Your max bid", bid, "bid"), ("b", "Place bid", "place"),
                 ("b", "Watching" if watch else "Add to watchlist", "watch"), ("h", "Bid history", 2)]
        for t, who, amt in hist:
            body.append(("row", [who, amt, t]))
        return simple("Leica M6 TTL 0.72 Black Body | Bidhaven", "https://www.bidhaven.com/lot/BH-447120", "Bidhaven", NAV, R, body)

    turns: T = []
    p0 = item("3h 32m 11s")
    state = p0.out()
    p1 = item("3h 31m 40s", watch=True)
    turns.append((click(p0["watch"]), p1.out()))
    p1b = item("3h 30m 44s", "160", watch=True)
    turns.append((fill(p1["bid"], "160"), p1b.out()))
    p2 = item("3h 30m 02s", "165", watch=True)
    turns.append((fill(p1b["bid"], "165"), p2.out()))
    hist.insert(0, ["Jun 3, 2025 13:05:02 EDT", "j***z", "$155.00"])
    p3 = item("3h 29m 58s", msg="You're the high bidder. Your max bid: $165.00", watch=True)
    turns.append((click(p2["place"]), p3.out()))
    p4 = item("3h 27m 30s", msg="You're the high bidder. Your max bid: $165.00", watch=True)
    turns.append(("noop(wait_ms=150000)", p4.out()))
    p5 = item("3h 33m 08s", msg="You're the high bidder. Your max bid: $165.00", watch=True)  # slip
    turns.append(("scroll(0, 300)", p5.out()))
    return state, turns, 6, ("With the end time fixed at 16:35:00 EDT, time left went 3h 32m 11s -> 3h 27m 30s over turns 1-5, then at turn 6 (a scroll) it reads 3h 33m 08s, the clock running backwards.")


def t17() -> tuple[str, T, None, str]:
    MAP = "http://localhost:3000"

    def page(frm: str, to: str, mode: str, res: list[str], z: str) -> Pg:
        p = Pg("OpenStreetMap", f"{MAP}/directions?engine=fossgis_osrm_{mode}&route=40.4443%2C-79.9436%3B40.4915%2C-80.2329#map={z}", 8)
        p.e("banner", "")
        p.a("OpenStreetMap logo OpenStreetMap", 1)
        for n in ["Edit", "History", "Export", "GPS Traces", "User Diaries", "Communities", "Copyright", "Help", "About", "Log In", "Sign Up"]:
            p.a(n, 1, key="top" + n)
        p.e("main", "")
        p.cb("", {"car": "Car (OSRM)", "bike": "Bicycle (OSRM)", "foot": "Foot (OSRM)"}[mode], 1, key="mode")
        p.tb("From", frm, 1, key="from")
        p.tb("To", to, 1, key="to")
        p.b("Reverse Directions", 1, key="rev")
        p.b("Go", 1, key="go")
        p.h("Directions", 2, 1)
        p.e("table", "", 1)
        for r in res:
            p.g("row", "", 2)
            p.s(r, 3)
        p.a("Zoom In", 1, key="zin")
        p.a("Zoom Out", 1, key="zout")
        p.s("© OpenStreetMap contributors", 1)
        return p

    A, B = "Carnegie Mellon University, Pittsburgh", "Pittsburgh International Airport"
    car = ["Distance: 30.5km. Time: 0:27.", "1. Start on Frew Street 200m", "2. Turn right onto Schenley Drive 650m", "3. Continue onto I-376 West 24km", "4. Take exit 6 toward Airport 3.1km", "5. You have arrived at your destination"]
    bike = ["Distance: 31.9km. Time: 2:04.", "1. Start on Frew Street 200m", "2. Turn left onto Forbes Avenue 1.1km", "3. Continue onto Montour Trail 18km", "4. Turn right onto Airport Boulevard 4.6km", "5. You have arrived at your destination"]
    back = ["Distance: 30.9km. Time: 0:28.", "1. Start on Airport Boulevard 2.9km", "2. Merge onto I-376 East 24km", "3. Take exit 72A toward Oakland 2.2km", "4. Turn left onto Schenley Drive 900m", "5. You have arrived at your destination"]
    turns: T = []
    p0 = page("", "", "car", [], "12/40.4443/-79.9436")
    state = p0.out()
    p1 = page(A, "", "car", [], "12/40.4443/-79.9436")
    turns.append((fill(p0["from"], A), p1.out()))
    p2 = page(A, B, "car", [], "12/40.4443/-79.9436")
    turns.append((fill(p1["to"], B), p2.out()))
    p3 = page(A, B, "car", car, "12/40.4679/-80.0883")
    turns.append((click(p2["go"]), p3.out()))
    p4 = page(A, B, "bike", bike, "12/40.4679/-80.0883")
    turns.append((sel(p3["mode"], "Bicycle (OSRM)"), p4.out()))
    p5 = page(A, B, "car", car, "12/40.4679/-80.0883")
    turns.append((sel(p4["mode"], "Car (OSRM)"), p5.out()))
    p6 = page(B, A, "car", back, "12/40.4679/-80.0883")
    turns.append((click(p5["rev"]), p6.out()))
    p7 = page(B, A, "car", back, "13/40.4679/-80.0883")
    turns.append((click(p6["zin"]), p7.out()))
    return state, turns, None, "clean"


def t19() -> tuple[str, T, None, str]:
    NAV, R = ["Campaigns", "Start a fundraiser", "How it works"], ["Hannah Cole", "My donations"]
    st = {"raised": 18420, "donors": 312, "recent": [("Marcus T.", "$100", "12 min ago"), ("Anonymous", "$25", "40 min ago"), ("Li W.", "$60", "1 hr ago")]}

    def camp(amt: str = "", msg: str = "") -> Pg:
        body: list[tuple] = [("h", "Eastside Food Pantry Winter Drive"), ("s", "Organized by Eastside Food Pantry · Detroit, MI")]
        if msg:
            body.append(("s", msg))
        body += [("s", f"${st['raised']:,} raised of $25,000 goal"), ("s", f"{st['donors']} donors"), ("tb", "Donation amount (USD)", amt, "amt"),
                 ("cb", "Frequency", "One-time", "freq"), ("b", "Donate now", "donate"), ("h", "Recent donations", 2)]
        for who, a, when in st["recent"]:
            body.append(("row", [who, a, when]))
        return simple("Eastside Food Pantry Winter Drive | GiveTogether", "https://givetogether.org/c/eastside-winter-drive", "GiveTogether", NAV, R, body)

    def mine(rows: list[list[str]]) -> Pg:
        body: list[tuple] = [("h", "My donations"), ("cb", "Sort", "Newest first", "sort")]
        for r in rows:
            body.append(("row", r))
        return simple("My donations | GiveTogether", "https://givetogether.org/account/donations", "GiveTogether", NAV, R, body)

    turns: T = []
    p0 = camp()
    state = p0.out()
    p1 = camp("50")
    turns.append((fill(p0["amt"], "50"), p1.out()))
    st.update(raised=18470, donors=313)
    st["recent"].insert(0, ("Hannah C.", "$50", "just now"))
    p2 = camp(msg="Thank you, Hannah! Receipt GT-88213-4471 was emailed to you.")
    turns.append((click(p1["donate"]), p2.out()))
    st.update(raised=18495, donors=314)
    st["recent"] = [("Anonymous", "$25", "just now"), ("Hannah C.", "$50", "2 min ago"), ("Marcus T.", "$100", "14 min ago"), ("Anonymous", "$25", "42 min ago")]
    p3 = camp()
    turns.append((goto("https://givetogether.org/c/eastside-winter-drive"), p3.out()))
    rows = [["Jun 9, 2025", "Eastside Food Pantry Winter Drive", "$50.00", "GT-88213-4471"], ["Feb 14, 2025", "Riverside Animal Rescue", "$35.00", "GT-71022-0935"]]
    p4 = mine(rows)
    turns.append((click(p3["r-My donations"]), p4.out()))
    p5 = simple("My donations | GiveTogether", "https://givetogether.org/account/donations?sort=oldest", "GiveTogether", NAV, R,
                [("h", "My donations"), ("cb", "Sort", "Oldest first", "sort")] + [("row", r) for r in reversed(rows)])
    turns.append((sel(p4["sort"], "Oldest first"), p5.out()))
    st["recent"] = [("Anonymous", "$25", "1 min ago"), ("Hannah C.", "$50", "3 min ago"), ("Marcus T.", "$100", "15 min ago"), ("Anonymous", "$25", "43 min ago")]
    p6 = camp()
    turns.append((goto("https://givetogether.org/c/eastside-winter-drive"), p6.out()))
    return state, turns, None, "clean"


def t21() -> tuple[str, T, int, str]:
    orders = [["000000187", "6/12/25", "$64.23", "Pending"], ["000000171", "5/28/25", "$118.40", "Complete"], ["000000163", "5/03/25", "$22.99", "Complete"]]
    shown = {"id": ""}

    def history() -> Pg:
        p = Pg("My Orders", f"{SHOP}/sales/order/history/", 300)
        shop_head(p, 0)
        p.h("My Orders", 1, 1)
        p.e("table", "Orders", 1)
        for c in ["Order #", "Date", "Ship To", "Order Total", "Status", "Action"]:
            p.e("columnheader", c, 2, key="ch" + c)
        for oid, d, tot, stt in orders:
            p.g("row", "", 2)
            for v in [shown["id"] if oid == "000000187" and shown["id"] else oid, d, "Emma Lopez", tot, stt]:
                p.e("cell", v, 3, key=f"{oid}{v}")
            p.a("View Order", 3, key="v" + oid)
            p.a("Reorder", 3, key="ro" + oid)
        return p

    def success() -> Pg:
        p = Pg("Success Page", f"{SHOP}/checkout/onepage/success/", 300)
        shop_head(p, 0)
        p.h("Thank you for your purchase!", 1, 1)
        p.s("Your order number is:", 1)
        p.a("000000187", 1, key="oid")
        p.s("We'll email you an order confirmation with details and tracking info.", 1)
        p.a("Continue Shopping", 1)
        return p

    def order(oid: str) -> Pg:
        p = Pg(f"Order # {oid}", f"{SHOP}/sales/order/view/order_id/187/", 300)
        shop_head(p, 0)
        p.h(f"Order # {oid}", 1, 1)
        p.s("Pending", 1)
        p.s("Order Date: June 12, 2025", 1)
        p.a("Reorder", 1)
        p.a("Print Order", 1)
        for r in ["Starbucks French Roast Dark Roast K-Cup Pods, 72 Count · SKU B07QNC4B8M · $44.99 · Qty 1", "Peet's Coffee Major Dickason's Blend Whole Bean, 18 oz · $19.99 · Qty 1 (wait)"]:
            p.s(r.replace(" (wait)", ""), 1)
        p.s("Subtotal $64.98 · Discount -$5.75 · Shipping $5.00 · Grand Total $64.23", 1)
        p.s("Shipping Address: Emma Lopez, 101 S San Mateo Dr, San Mateo, California, 94010", 1)
        p.s("Shipping Method: Flat Rate - Fixed", 1)
        return p

    turns: T = []
    p0 = success()
    state = p0.out()
    p1 = order("000000187")
    turns.append((click(p0["oid"]), p1.out()))
    p2 = history()
    turns.append((click(p1["acct"]), p2.out().replace("My Orders', focused", "My Orders', focused", 1)))
    p3 = order("000000187")
    turns.append((click(p2["v000000187"]), p3.out()))
    p4 = history()
    turns.append((goto(f"{SHOP}/sales/order/history/"), p4.out()))
    p5 = order("000000187")
    turns.append((click(p4["v000000187"]), p5.out()))
    shown["id"] = "000000178"
    p6 = history()  # slip
    turns.append((goto(f"{SHOP}/sales/order/history/"), p6.out()))
    return state, turns, 6, ("The new order was 000000187 on the success page, the order view and the order list (turns 1-5); at turn 6 the same June 12 $64.23 Pending row lists it as 000000178, two digits swapped.")


def t22() -> tuple[str, T, None, str]:
    NAV, R = ["Adopt", "Foster", "Volunteer", "Lost & Found", "Events", "About"], ["Donate"]
    st = {"status": "Available", "apps": [], "slot": ""}

    def pet(msg: str = "") -> Pg:
        body: list[tuple] = [("h", "Meet Pickles"), ("s", "Domestic Shorthair · Male · 3 years · Tuxedo"), ("s", f"Status: {st['status']}"), ("s", "Adoption fee: $85")]
        if msg:
            body.append(("s", msg))
        body += [("a", "Start an adoption application", "apply"), ("a", "Schedule a meet and greet", "meet"), ("a", "My applications", "mine")]
        return simple("Meet Pickles | Second Chance Animal Shelter", f"{PET}/pet/A-24014", "Second Chance Animal Shelter", NAV, R, body)

    def form(name: str = "", home: str = "Choose one") -> Pg:
        return simple("Adoption application | Second Chance Animal Shelter", f"{PET}/apply/A-24014", "Second Chance Animal Shelter", NAV, R,
                      [("h", "Adoption application for Pickles"), ("tb", "Full name *", name, "name"), ("cb", "Housing", home, "home"),
                       ("tb", "Other pets at home", "", "pets"), ("b", "Submit application", "submit")])

    def mine() -> Pg:
        body: list[tuple] = [("h", "My applications")]
        for a in st["apps"]:
            body.append(("row", a))
        return simple("My applications | Second Chance Animal Shelter", f"{PET}/account/applications", "Second Chance Animal Shelter", NAV, R, body)

    turns: T = []
    p0 = pet()
    state = p0.out()
    p1 = form()
    turns.append((click(p0["apply"]), p1.out()))
    p2 = form("Theo Grant")
    turns.append((fill(p1["name"], "Theo Grant"), p2.out()))
    p3 = form("Theo Grant", "Rent – apartment")
    turns.append((sel(p2["home"], "Rent – apartment"), p3.out()))
    st["apps"].append(["APP-5521", "Pickles (A-24014)", "Submitted Jun 9, 2025", "Under review"])
    st["status"] = "Adoption pending"
    p4 = pet("Application APP-5521 received. We will contact you within 2 days.")
    turns.append((click(p3["submit"]), p4.out()))
    p5 = mine()
    turns.append((click(p4["mine"]), p5.out()))
    st["apps"][0][3] = "Approved – schedule pickup"
    p6 = mine()
    turns.append((goto(f"{PET}/account/applications"), p6.out()))
    return state, turns, None, "clean"


# --------------------------------------------------------------------------- assembly
ORDER = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22]


def main() -> None:
    rs = rowkit2.RowSet(Path(__file__).parent)
    for i, fn in enumerate(ORDER, 1):
        state, turns, bad_turn, kind = fn()
        rs.add("web", f"h66-web-{i:02d}", SYSTEM, turns, state=state, bad=bad_turn is not None, turn=bad_turn, kind=kind)
    rs.write()


if __name__ == "__main__":
    main()
