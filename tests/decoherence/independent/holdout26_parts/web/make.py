# ruff: noqa: E501
"""holdout26, domain web: 22 hand-written BrowserGym trajectories in the AgentWorldBench row format.

Eleven contain exactly one world-model contradiction (labelled with its 1-based turn), eleven are clean
but full of legitimate changes (the agent's own edits, clocks, live counters, re-sorted, filtered or
paginated listings, unit toggles, relative times). Half the sites are mainstream (shop, GitLab, forum,
CMS admin, maps, mail), half less common (library OPAC, clinic portal, vendor dashboards, wikis,
ticketing, kanban). Deterministic: no randomness, no clock reads.
"""

from __future__ import annotations

from pathlib import Path

import re

from tests.decoherence.independent.rowkit2 import WEB_SYSTEM, RowSet
from tests.decoherence.independent.rowkit2 import axtree as _axtree

TASK = "web"


def money(x: float) -> str:
    return f"${x:,.2f}"


def qs(s: str) -> str:
    """Quote a name the way the accessibility-tree dump does (double quotes when it holds an apostrophe)."""
    return f'"{s}"' if "'" in s else f"'{s}'"


_NAMED = re.compile(r"^(\t*(?:\[\d+\] )?[A-Za-z]+ )'(.*)'$")


def axtree(title: str, lines: list[str], url: str | None = None) -> str:
    """rowkit2's axtree, with names that hold an apostrophe double-quoted as the real dump prints them."""
    fixed = []
    for ln in lines:
        m = _NAMED.match(ln)
        if m and "'" in m.group(2) and not any(s in m.group(2) for s in ('"', "', ", "='")) and "value=" not in ln:
            ln = f'{m.group(1)}"{m.group(2)}"'
        fixed.append(ln)
    out = _axtree(title, fixed, url)
    if "'" in title:
        out = out.replace(f"RootWebArea '{title}'", f'RootWebArea "{title}"', 1)
    return out


# ---------------------------------------------------------------------------------------------
# 01 GitLab: file an issue, label it, close it (clean)
# ---------------------------------------------------------------------------------------------
GL_OPEN = [
    (57, "zsh: compinit warns about insecure directories on macOS 14", "Jaden Ortiz", "2 days ago", "updated 1 day ago", ["bug", "zsh"], 3),
    (55, "Add tmux-resurrect and tmux-continuum config", "Byte Blaze", "1 week ago", "updated 6 days ago", ["enhancement"], 0),
    (54, "nvim: LSP hover window has no border", "Priya Raman", "1 week ago", "updated 1 week ago", ["nvim"], 1),
    (51, "install.sh fails when ~/.config does not exist", "Tomasz Wilk", "2 weeks ago", "updated 4 days ago", ["bug"], 5),
    (49, "Document Brewfile usage in README", "Byte Blaze", "3 weeks ago", "updated 3 weeks ago", ["documentation"], 1),
    (46, "git: add 'lg' alias with graph and decorations", "Jaden Ortiz", "1 month ago", "updated 3 weeks ago", ["enhancement"], 2),
    (44, "alacritty: font size too large on 1080p displays", "Mei Lin", "1 month ago", "updated 1 month ago", ["bug"], 0),
    (41, "Switch from nvm to fnm for Node version management", "Byte Blaze", "2 months ago", "updated 1 month ago", ["enhancement"], 4),
    (38, "starship prompt is slow inside large monorepos", "Priya Raman", "2 months ago", "updated 2 weeks ago", ["performance"], 6),
    (35, "Add CI lint job for shell scripts (shellcheck)", "Tomasz Wilk", "3 months ago", "updated 2 months ago", ["ci"], 2),
    (29, "kitty config is missing on Linux hosts", "Mei Lin", "4 months ago", "updated 4 months ago", ["bug"], 1),
    (22, "Consider chezmoi instead of the symlink script", "Jaden Ortiz", "6 months ago", "updated 5 days ago", ["discussion"], 9),
]
GL_CLOSED = [
    (56, "fzf key bindings not loaded in bash", "Mei Lin", "1 week ago", "closed 5 days ago", ["bug"], 2),
    (53, "Pin neovim plugins with lazy-lock.json", "Byte Blaze", "2 weeks ago", "closed 2 weeks ago", ["nvim"], 0),
    (52, "macOS defaults script resets Dock on every run", "Tomasz Wilk", "2 weeks ago", "closed 1 week ago", ["bug", "macos"], 4),
    (50, "Add .editorconfig", "Priya Raman", "3 weeks ago", "closed 3 weeks ago", ["enhancement"], 1),
    (48, "gpg-agent pinentry fails over SSH", "Jaden Ortiz", "3 weeks ago", "closed 2 weeks ago", ["bug"], 7),
    (47, "Remove unused oh-my-zsh plugins", "Byte Blaze", "1 month ago", "closed 1 month ago", ["zsh"], 0),
    (45, "ripgrep config ignores .gitignore in worktrees", "Mei Lin", "1 month ago", "closed 1 month ago", ["bug"], 3),
    (43, "Add direnv hook", "Tomasz Wilk", "1 month ago", "closed 1 month ago", ["enhancement"], 1),
    (42, "bat theme unreadable on light terminals", "Priya Raman", "1 month ago", "closed 1 month ago", ["bug"], 2),
    (40, "Split .zshrc into modules", "Byte Blaze", "2 months ago", "closed 1 month ago", ["zsh", "enhancement"], 5),
    (39, "Typo in README install steps", "Jaden Ortiz", "2 months ago", "closed 2 months ago", ["documentation"], 0),
    (37, "nvim: treesitter highlight broken for Nix files", "Mei Lin", "2 months ago", "closed 2 months ago", ["nvim", "bug"], 3),
    (36, "Add Brewfile for work laptop", "Byte Blaze", "2 months ago", "closed 2 months ago", ["macos"], 1),
    (34, "ssh config: enable ControlMaster", "Tomasz Wilk", "3 months ago", "closed 3 months ago", ["enhancement"], 2),
    (33, "Make install.sh idempotent", "Priya Raman", "3 months ago", "closed 2 months ago", ["bug"], 8),
    (32, "Use XDG paths for git config", "Jaden Ortiz", "3 months ago", "closed 3 months ago", ["enhancement"], 1),
    (31, "tmux: true color not working in nvim", "Mei Lin", "3 months ago", "closed 3 months ago", ["bug", "nvim"], 6),
    (30, "Add pre-commit hook for trailing whitespace", "Byte Blaze", "4 months ago", "closed 4 months ago", ["ci"], 0),
    (28, "Remove legacy vimrc", "Tomasz Wilk", "4 months ago", "closed 4 months ago", ["nvim"], 1),
]


def _gl_head(n_issues: int) -> list[str]:
    return [
        "[12] banner ''",
        "\t[13] link 'Homepage'",
        "\t[14] searchbox 'Search GitLab'",
        "\t[15] link 'Issues assigned to you, 4'",
        "\t[16] link 'Merge requests, 2'",
        "\t[17] button 'Byte Blaze user’s menu'",
        "[40] navigation 'Project navigation'",
        "\t[41] link 'dotfiles'",
        "\t[42] link 'Project information'",
        "\t[43] link 'Repository'",
        f"\t[44] link 'Issues {n_issues}'",
        "\t[45] link 'Merge requests 3'",
        "\t[46] link 'CI/CD'",
        "\t[47] link 'Deployments'",
        "\t[48] link 'Wiki'",
        "\t[49] link 'Settings'",
    ]


def _gl_list(state: str, items: list[tuple], n_open: int, n_closed: int) -> list[str]:
    sel = {"opened": "", "closed": "", "all": ""}
    sel[state] = ", selected=True"
    lines = _gl_head(n_open) + [
        "[60] navigation 'Breadcrumbs'",
        "\t[61] link 'Byte Blaze'",
        "\t[62] link 'dotfiles'",
        "\t[63] link 'Issues'",
        "[70] main ''",
        "\t[71] tablist ''",
        f"\t\t[72] tab 'Open {n_open}'{sel['opened']}",
        f"\t\t[73] tab 'Closed {n_closed}'{sel['closed']}",
        f"\t\t[74] tab 'All {n_open + n_closed}'{sel['all']}",
        "\t[76] button 'Bulk edit'",
        "\t[77] link 'New issue'",
        "\t[80] searchbox 'Search or filter results...'",
        "\t[81] button 'Created date'",
        "\t[82] button 'Sort direction: Descending'",
        "\t[85] list ''",
    ]
    for i, (num, title, author, created, upd, labels, comments) in enumerate(items):
        b = 100 + i * 8
        lines += [
            "\t\tlistitem ''",
            f"\t\t\t[{b}] link '{title}'",
            f"\t\t\tStaticText '#{num} · created {created} by'",
            f"\t\t\t[{b + 1}] link '{author}'",
        ]
        lines += [f"\t\t\t[{b + 2 + k}] link '{lab}'" for k, lab in enumerate(labels)]
        if comments:
            lines.append(f"\t\t\t[{b + 5}] link '{comments} comment{'s' if comments != 1 else ''}'")
        lines.append(f"\t\t\tStaticText '{upd}'")
    if state == "closed":
        lines += ["\t[400] navigation 'Pagination'", "\t\tStaticText '1'", "\t\t[401] link '2'", "\t\t[402] link '3'", "\t\t[403] link 'Next'"]
    return lines


def t01(rs: RowSet) -> None:
    base = "http://gitlab.example.com/byteblaze/dotfiles"
    title = "install.sh: symlink step overwrites an existing ~/.gitconfig without a backup"
    desc = ("When ~/.gitconfig is a regular file, `install.sh` runs `ln -sf` and the old file is lost. "
            "Expected: move it to ~/.gitconfig.bak-<date> before linking, like we already do for ~/.zshrc.")

    def issue_page(n_open: int, status: str, created: str, labels: list[str], activity: list[str], dropdown: bool, flash: str | None = None) -> list[str]:
        lines = _gl_head(n_open) + [
            "[60] navigation 'Breadcrumbs'",
            "\t[61] link 'Byte Blaze'",
            "\t[62] link 'dotfiles'",
            "\t[63] link 'Issues'",
            "\t[64] link '#58'",
            "[70] main ''",
        ]
        if flash:
            lines.append(f"\tStaticText '{flash}'")
        lines += [
            f"\tStaticText '{status}'",
            f"\tStaticText 'Issue created {created} by'",
            "\t[72] link 'Byte Blaze'",
            "\t[73] button 'Reopen issue'" if status == "Closed" else "\t[73] button 'Close issue'",
            "\t[74] button 'Issue actions'",
            f"\t[75] heading '{title}'",
            f"\tStaticText '{desc}'",
            "\t[78] button 'Edit title and description'",
            "\t[80] heading 'Activity'",
            "\t[81] button 'Sort or filter'",
            "\t[82] list ''",
        ]
        lines += [f"\t\tlistitem ''\n\t\t\tStaticText '{a}'" for a in activity]
        lines += [
            "\t[90] textbox 'Comment' value=''",
            "\t[91] button 'Comment'",
            "\t[95] complementary 'Issue sidebar'",
            "\t\tStaticText 'Assignee'",
            "\t\t[96] button 'Edit'",
            "\t\tStaticText 'None - assign yourself'",
            "\t\tStaticText 'Labels'",
            "\t\t[97] button 'Edit'",
        ]
        if dropdown:
            lines += ["\t\t[150] searchbox 'Search labels'"]
            for k, lab in enumerate(["bug", "ci", "discussion", "documentation", "enhancement", "macos", "nvim", "performance", "zsh"]):
                chk = ", checked=True" if lab in labels else ""
                lines.append(f"\t\t[{151 + k}] menuitemcheckbox '{lab}'{chk}")
            lines += ["\t\t[161] link 'Manage project labels'"]
        lines += [f"\t\t[{98 + k}] link '{lab}'" for k, lab in enumerate(labels)] or ["\t\tStaticText 'None'"]
        lines += [
            "\t\tStaticText 'Milestone'", "\t\t[110] button 'Edit'", "\t\tStaticText 'None'",
            "\t\tStaticText 'Due date'", "\t\t[111] button 'Edit'", "\t\tStaticText 'None'",
            "\t\tStaticText 'Time tracking'", "\t\tStaticText 'No estimate or time spent'",
            "\t\tStaticText 'Confidentiality'", "\t\tStaticText 'Not confidential'",
            "\t\tStaticText '1 participant'",
            "\t\t[115] switch 'Notifications', checked=True",
            "\t\tStaticText 'Reference: byteblaze/dotfiles#58'",
            "\t\t[116] button 'Copy reference'",
        ]
        return [ln for chunk in lines for ln in chunk.split("\n")]

    new_form = _gl_head(12) + [
        "[60] navigation 'Breadcrumbs'", "\t[61] link 'Byte Blaze'", "\t[62] link 'dotfiles'", "\t[63] link 'Issues'", "\t[64] link 'New'",
        "[70] main ''", "\t[71] heading 'New issue'",
    ]

    def form(t: str, d: str) -> list[str]:
        return new_form + [
            f"\t[72] textbox 'Title (required)' value='{t}'",
            "\t[73] combobox 'Type' value='Issue'",
            "\t[74] combobox 'Choose a template' value='No template'",
            "\t[75] tablist ''", "\t\t[76] tab 'Write', selected=True", "\t\t[77] tab 'Preview'",
            f"\t[78] textbox 'Description' value='{d}'",
            "\t[79] checkbox 'This issue is confidential and should only be visible to team members with at least Reporter access.', checked=False",
            "\t[80] button 'Assignee Unassigned'", "\t[81] button 'Milestone'", "\t[82] button 'Labels'", "\t[83] textbox 'Due date' value=''",
            "\t[84] button 'Create issue'", "\t[85] link 'Cancel'",
        ]

    closed_now = [(58, title, "Byte Blaze", "2 minutes ago", "closed 1 minute ago", ["bug"], 0)] + GL_CLOSED
    turns = [
        (f"goto('{base}/-/issues')", axtree("Issues · Byte Blaze / dotfiles · GitLab", _gl_list("opened", GL_OPEN, 12, 45), f"{base}/-/issues")),
        ("click('77')", axtree("New Issue · Byte Blaze / dotfiles · GitLab", form("", ""), f"{base}/-/issues/new")),
        (f"fill('72', '{title}')", axtree("New Issue · Byte Blaze / dotfiles · GitLab", form(title, ""), f"{base}/-/issues/new")),
        (f"fill('78', '{desc}')", axtree("New Issue · Byte Blaze / dotfiles · GitLab", form(title, desc), f"{base}/-/issues/new")),
        ("click('84')", axtree(f"{title} (#58) · Issues · Byte Blaze / dotfiles · GitLab",
                               issue_page(13, "Open", "just now", [], ["Byte Blaze created issue just now"], False), f"{base}/-/issues/58")),
        ("click('97')", axtree(f"{title} (#58) · Issues · Byte Blaze / dotfiles · GitLab",
                               issue_page(13, "Open", "just now", [], ["Byte Blaze created issue just now"], True), f"{base}/-/issues/58")),
        ("click('151')", axtree(f"{title} (#58) · Issues · Byte Blaze / dotfiles · GitLab",
                                issue_page(13, "Open", "just now", ["bug"], ["Byte Blaze created issue just now", "Byte Blaze added bug label just now"], True), f"{base}/-/issues/58")),
        ("click('73')", axtree(f"{title} (#58) · Issues · Byte Blaze / dotfiles · GitLab",
                               issue_page(12, "Closed", "1 minute ago", ["bug"], ["Byte Blaze created issue 1 minute ago", "Byte Blaze added bug label 1 minute ago", "Byte Blaze closed just now"], False),
                               f"{base}/-/issues/58")),
        ("click('44')", axtree("Issues · Byte Blaze / dotfiles · GitLab", _gl_list("opened", GL_OPEN, 12, 46), f"{base}/-/issues")),
        ("click('73')", axtree("Issues · Byte Blaze / dotfiles · GitLab", _gl_list("closed", closed_now, 12, 46), f"{base}/-/issues/?state=closed")),
    ]
    rs.add(task=TASK, tid="h26-web-01", system=WEB_SYSTEM, turns=turns,
           state="Task: In byteblaze/dotfiles, file an issue about install.sh overwriting ~/.gitconfig, label it 'bug', then close it (already fixed locally) and confirm the open/closed counts.")


# ---------------------------------------------------------------------------------------------
# 02 One Stop Market (Magento storefront): two products into the cart (bad: cart subtotal)
# ---------------------------------------------------------------------------------------------
def _shop_head(cart_items: int, query: str = "") -> list[str]:
    cart = f"\t[131] link 'My Cart {cart_items} items'" if cart_items else "\t[131] link 'My Cart'"
    return [
        "[118] banner ''",
        "\tStaticText 'Welcome, Emma Lopez!'",
        "\t[120] link 'My Account'",
        "\t[121] link 'My Wish List'",
        "\t[122] link 'Sign Out'",
        "\t[130] link 'store logo'",
        cart,
        f"\t[133] combobox 'Search' value='{query}', autocomplete='both', hasPopup='listbox', expanded=False",
        "\t[134] button 'Search'",
        "[140] navigation 'Categories'",
        "\t[141] menuitem 'Beauty & Personal Care'",
        "\t[142] menuitem 'Sports & Outdoors'",
        "\t[143] menuitem 'Clothing, Shoes & Jewelry'",
        "\t[144] menuitem 'Home & Kitchen'",
        "\t[145] menuitem 'Office Products'",
        "\t[146] menuitem 'Tools & Home Improvement'",
        "\t[147] menuitem 'Health & Household'",
        "\t[148] menuitem 'Patio, Lawn & Garden'",
        "\t[149] menuitem 'Electronics'",
        "\t[150] menuitem 'Cell Phones & Accessories'",
        "\t[151] menuitem 'Video Games'",
        "\t[152] menuitem 'Grocery & Gourmet Food'",
    ]


PEETS = "Peet's Coffee Major Dickason's Blend K-Cup Pods for Keurig Brewers, Dark Roast, 32 Count (1 Box of 32 K-Cup Pods)"
FROTHER = "PowerLix Milk Frother Handheld Battery Operated Electric Foam Maker For Coffee, Latte, Cappuccino, Hot Chocolate, Durable Drink Mixer With Stainless Steel Whisk"


def _shop_results(q: str, total: int, items: list[tuple[str, float, int, int]]) -> list[str]:
    lines = _shop_head(0 if q.startswith("k-cup") else 2, q) + [
        "[160] main ''",
        f"\t[161] heading \"Search results for: '{q}'\"",
        f"\tStaticText 'Items 1-{len(items)} of {total}'",
        "\t[163] combobox 'Sort By' value='Relevance'",
        "\t[164] link 'Set Descending Direction'",
        "\t[166] list ''",
    ]
    for i, (name, price, rating, reviews) in enumerate(items):
        b = 170 + i * 6
        lines += [
            "\t\tlistitem ''",
            f"\t\t\t[{b}] img 'Image'",
            f"\t\t\t[{b + 1}] link {qs(name)}",
            f"\t\t\tStaticText 'Rating: {rating}%'",
            f"\t\t\t[{b + 2}] link '{reviews} Reviews'",
            f"\t\t\tStaticText '{money(price)}'",
            f"\t\t\t[{b + 3}] button 'Add to Cart'",
            f"\t\t\t[{b + 4}] button 'Add to Wish List'",
            f"\t\t\t[{b + 5}] button 'Add to Compare'",
        ]
    lines += ["\t[250] navigation 'Pagination'", "\tStaticText 'Page 1'", "\t[251] link 'Page 2'", "\t[252] link 'Page 3'", "\t[253] link 'Next'"]
    return lines


def _shop_product(name: str, price: float, sku: str, rating: int, reviews: int, qty: str, cart: int, about: list[str], q: str, msg: str | None = None) -> list[str]:
    lines = _shop_head(cart, "")
    lines += ["[160] main ''"]
    if msg:
        lines += ["\t[161] alert ''", f"\t\tStaticText {qs(msg)}", "\t\t[162] link 'shopping cart'"]
    lines += [
        f"\t[300] heading {qs(name)}",
        f"\tStaticText 'Rating: {rating}%'",
        f"\t[301] link '{reviews} Reviews'",
        "\t[302] link 'Add Your Review'",
        f"\tStaticText '{money(price)}'",
        "\tStaticText 'In stock'",
        f"\tStaticText 'SKU {sku}'",
        f"\t[310] spinbutton 'Qty' value='{qty}'",
        "\t[311] button 'Add to Cart'",
        "\t[312] link 'Add to Wish List'",
        "\t[313] link 'Add to Compare'",
        "\t[314] link 'Email'",
        "\t[320] tablist ''",
        "\t\t[321] tab 'Details', selected=True",
        f"\t\t[322] tab 'Reviews ({reviews})'",
        "\t[323] tabpanel 'Details'",
        "\t\tStaticText 'Product Quick Look'",
    ]
    lines += [f"\t\tStaticText '{a}'" for a in about]
    lines += ["\t[340] heading 'Related Products'", f"\t[341] link 'Back to search results for {q}'"]
    return lines


def t02(rs: RowSet) -> None:
    base = "http://onestopmarket.example.com"
    coffee = [
        ("Green Mountain Coffee Roasters Dark Magic, Single-Serve Keurig K-Cup Pods, Dark Roast Coffee, 24 Count", 18.79, 86, 12),
        (PEETS, 22.99, 92, 27),
        ("Starbucks K-Cup Coffee Pods, French Roast for Keurig Brewers, 100% Arabica, 1 box (22 pods)", 17.49, 80, 9),
        ("Caribou Coffee Mahogany Dark Roast K-Cup Pods for Keurig Brewers, 24 Count", 16.95, 78, 5),
        ("Death Wish Coffee Co. Single Serve Coffee Pods, Dark Roast, 10 Count", 12.99, 88, 14),
        ("Black Rifle Coffee Company Beyond Black Dark Roast Coffee Pods, 22 Count", 15.49, 74, 3),
    ]
    frothers = [
        (FROTHER, 15.99, 90, 41),
        ("Zulay Powerful Milk Frother Handheld Foam Maker with Stand, Black", 19.99, 84, 18),
        ("Bodum Schiuma Battery Operated Milk Frother, Black", 12.50, 68, 6),
        ("Aerolatte Original Steam-Free Milk Frother with Storage Tube", 24.95, 82, 11),
    ]
    peets_about = [
        "Major Dickason's Blend: rich, complex and full-bodied; our most popular dark roast.",
        "Compatible with all Keurig K-Cup brewers, including 2.0.",
        "Package contains 1 box of 32 K-Cup pods (32 total).",
        "Roasted by hand in small batches in Alameda, California.",
        "Packaging may vary.",
    ]
    frother_about = [
        "Powerful 19000 rpm motor makes creamy froth in 15 to 20 seconds.",
        "Food-grade 304 stainless steel whisk and stand included.",
        "Requires 2 AA batteries (not included).",
        "Dishwasher-safe whisk shaft; wipe the handle clean.",
    ]
    q1, q2 = "k-cup dark roast", "milk frother"
    fro_page = _shop_product(FROTHER, 15.99, "B00SM7WBN0", 90, 41, "1", 3, frother_about, q2, f"You added {FROTHER} to your")
    minicart = fro_page[:9] + [

        "\t[400] dialog 'Minicart'",
        "\t\t[401] button 'Close'",
        "\t\tStaticText '3 Items in Cart'",
        "\t\tStaticText 'Cart Subtotal :'",
        "\t\tStaticText '$61.97'",
        "\t\t[402] button 'Proceed to Checkout'",
        "\t\t[403] list ''",
        "\t\t\tlistitem ''",
        f"\t\t\t\t[404] link {qs(PEETS)}",
        "\t\t\t\tStaticText '$22.99'",
        "\t\t\t\t[405] spinbutton 'Qty' value='2'",
        "\t\t\t\t[406] link 'Edit item'",
        "\t\t\t\t[407] link 'Remove item'",
        "\t\t\tlistitem ''",
        f"\t\t\t\t[408] link {qs(FROTHER)}",
        "\t\t\t\tStaticText '$15.99'",
        "\t\t\t\t[409] spinbutton 'Qty' value='1'",
        "\t\t\t\t[410] link 'Edit item'",
        "\t\t\t\t[411] link 'Remove item'",
        "\t\t[412] link 'View and Edit Cart'",
    ] + fro_page[9:]

    def cart_page(subtotal: str) -> list[str]:
        return _shop_head(3, "") + [
            "[160] main ''",
            "\t[500] heading 'Shopping Cart'",
            "\t[501] table 'Shopping Cart Items'",
            "\t\trow 'Item Price Qty Subtotal'",
            "\t\trow ''",
            f"\t\t\t[502] link {qs(PEETS)}",
            "\t\t\tStaticText '$22.99'",
            "\t\t\t[503] spinbutton 'Qty' value='2'",
            "\t\t\tStaticText '$45.98'",
            "\t\t\t[504] link 'Move to Wish List'",
            "\t\t\t[505] link 'Edit item parameters'",
            "\t\t\t[506] link 'Remove item'",
            "\t\trow ''",
            f"\t\t\t[507] link {qs(FROTHER)}",
            "\t\t\tStaticText '$15.99'",
            "\t\t\t[508] spinbutton 'Qty' value='1'",
            "\t\t\tStaticText '$15.99'",
            "\t\t\t[509] link 'Move to Wish List'",
            "\t\t\t[510] link 'Edit item parameters'",
            "\t\t\t[511] link 'Remove item'",
            "\t[512] link 'Continue Shopping'",
            "\t[513] button 'Update Shopping Cart'",
            "\t[520] heading 'Apply Discount Code'",
            "\t[530] complementary 'Summary'",
            "\t\t[531] heading 'Summary'",
            "\t\t[532] button 'Estimate Shipping and Tax'",
            "\t\ttable ''",
            "\t\t\trow 'Subtotal " + subtotal + "'",
            "\t\t\trow 'Tax $0.00'",
            "\t\t\trow 'Order Total " + subtotal + "'",
            "\t\t[533] button 'Proceed to Checkout'",
            "\t\t[534] link 'Check Out with Multiple Addresses'",
            "\t[540] heading 'Recently Ordered'",
            "\t\t[541] link 'Keurig K-Mini Single Serve Coffee Maker, Black'",
            "\t\t[542] link 'Scotch-Brite Zero Scratch Scrub Sponges, 9 Pack'",
        ]

    checkout = _shop_head(3, "") + [
        "[160] main ''",
        "\t[600] list 'Checkout progress'",
        "\t\tlistitem 'Shipping', current='step'",
        "\t\tlistitem 'Review & Payments'",
        "\t[601] heading 'Shipping Address'",
        "\t[602] group ''",
        "\t\tStaticText 'Emma Lopez'",
        "\t\tStaticText '101 S San Mateo Dr'",
        "\t\tStaticText 'San Mateo, California 94010'",
        "\t\tStaticText 'United States'",
        "\t\tStaticText '6505551212'",
        "\t\t[603] button 'Ship Here'",
        "\t[604] button 'New Address'",
        "\t[610] heading 'Shipping Methods'",
        "\t[611] table ''",
        "\t\trow ''",
        "\t\t\t[612] radio 'Fixed', checked=False",
        "\t\t\tStaticText '$15.00'",
        "\t\t\tStaticText 'Fixed'",
        "\t\t\tStaticText 'Flat Rate'",
        "\t\trow ''",
        "\t\t\t[613] radio 'Free', checked=False",
        "\t\t\tStaticText '$0.00'",
        "\t\t\tStaticText 'Free'",
        "\t\t\tStaticText 'Free Shipping'",
        "\t[620] button 'Next'",
        "\t[630] complementary 'Order Summary'",
        "\t\t[631] heading 'Order Summary'",
        "\t\t[632] tab '3 Items in Cart', expanded=False",
    ]
    turns = [
        (f"goto('{base}/catalogsearch/result/?q=k-cup+dark+roast')", axtree(f"Search results for: '{q1}'", _shop_results(q1, 84, coffee), f"{base}/catalogsearch/result/?q=k-cup+dark+roast")),
        ("click('177')", axtree(PEETS, _shop_product(PEETS, 22.99, "B07GCNDL91", 92, 27, "1", 0, peets_about, q1), f"{base}/peet-s-coffee-major-dickason-s-blend-k-cup-pods-32-count.html")),
        ("fill('310', '2')", axtree(PEETS, _shop_product(PEETS, 22.99, "B07GCNDL91", 92, 27, "2", 0, peets_about, q1), f"{base}/peet-s-coffee-major-dickason-s-blend-k-cup-pods-32-count.html")),
        ("click('311')", axtree(PEETS, _shop_product(PEETS, 22.99, "B07GCNDL91", 92, 27, "2", 2, peets_about, q1, f"You added {PEETS} to your"), f"{base}/peet-s-coffee-major-dickason-s-blend-k-cup-pods-32-count.html")),
        (f"goto('{base}/catalogsearch/result/?q=milk+frother')", axtree(f"Search results for: '{q2}'", _shop_results(q2, 23, frothers), f"{base}/catalogsearch/result/?q=milk+frother")),
        ("click('171')", axtree(FROTHER, _shop_product(FROTHER, 15.99, "B00SM7WBN0", 90, 41, "1", 2, frother_about, q2), f"{base}/powerlix-milk-frother-handheld.html")),
        ("click('311')", axtree(FROTHER, _shop_product(FROTHER, 15.99, "B00SM7WBN0", 90, 41, "1", 3, frother_about, q2, f"You added {FROTHER} to your"), f"{base}/powerlix-milk-frother-handheld.html")),
        ("click('131')", axtree(FROTHER, minicart, f"{base}/powerlix-milk-frother-handheld.html")),
        ("click('412')", axtree("Shopping Cart", cart_page("$59.97"), f"{base}/checkout/cart/")),
        ("click('533')", axtree("Checkout", checkout, f"{base}/checkout/#shipping")),
    ]
    rs.add(task=TASK, tid="h26-web-02", system=WEB_SYSTEM, turns=turns,
           state="Task: Buy two boxes of Peet's Major Dickason's K-Cup pods and one handheld milk frother from One Stop Market; review the cart and go to checkout.",
           bad=True, turn=9, kind="cart subtotal on the cart page is $2 less than its line items and than the mini-cart subtotal, with no cart change")


# ---------------------------------------------------------------------------------------------
# 03 Koha OPAC (library): cancel a hold, place another, update phone (bad: cancelled hold back)
# ---------------------------------------------------------------------------------------------
KOHA_NAV = [
    "[20] navigation 'Your account menu'",
    "\t[21] link 'your summary'",
    "\t[22] link 'your charges'",
    "\t[23] link 'your personal details'",
    "\t[24] link 'your tags'",
    "\t[25] link 'change your password'",
    "\t[26] link 'your search history'",
    "\t[27] link 'your checkout history'",
    "\t[28] link 'your privacy'",
    "\t[29] link 'your messaging'",
    "\t[30] link 'your lists'",
]


def _koha_head(query: str = "") -> list[str]:
    return [
        "[3] banner ''",
        "\t[4] link 'Riverbend Public Library'",
        "\t[5] link 'Cart'",
        "\t[6] link 'Lists'",
        "\t[7] button 'Welcome, Noor Haddad'",
        "\t[8] link 'Log out'",
        "\t[10] combobox 'Search type' value='Library catalog'",
        f"\t[11] textbox 'Search the catalog' value='{query}'",
        "\t[12] button 'Go'",
        "\t[13] link 'Advanced search'",
        "\t[14] link 'Course reserves'",
        "\t[15] link 'Most popular'",
    ]


KOHA_CHECKOUTS = [
    ("Tomorrow, and tomorrow, and tomorrow", "Zevin, Gabrielle", "03/21/2024", "31987004417729", "FIC ZEV", "Main Library", "2 of 2 renewals remaining"),
    ("Braiding sweetgrass : indigenous wisdom, scientific knowledge and the teachings of plants", "Kimmerer, Robin Wall", "03/28/2024", "31987003981024", "581.6 KIM", "Eastside Branch", "1 of 2 renewals remaining"),
    ("The ministry for the future", "Robinson, Kim Stanley", "04/02/2024", "31987004455120", "SF ROB", "Main Library", "2 of 2 renewals remaining"),
]
KOHA_HOLDS = {
    "overstory": ("The overstory : a novel", "Powers, Richard", "02/26/2024", "Eastside Branch", "Waiting to be picked up at Eastside Branch since 03/12/2024", "04/02/2024", 3101),
    "piranesi": ("Piranesi", "Clarke, Susanna", "03/05/2024", "Main Library", "Pending", "", 3188),
    "klara": ("Klara and the sun", "Ishiguro, Kazuo", "03/14/2024", "Eastside Branch", "Pending", "", 3214),
}


def _koha_summary(tab: str, holds: list[str], msg: str | None = None, dialog: bool = False) -> list[str]:
    lines = _koha_head() + [
        "[16] navigation 'Breadcrumb'", "\t[17] link 'Home'", "\t[18] link 'Noor Haddad'", "\t[19] link 'Your summary'",
    ] + KOHA_NAV + [
        "[40] main ''",
        "\t[41] heading 'Hello, Noor Haddad'",
        "\tStaticText 'Card number: 21987000412356'",
        "\tStaticText 'Home library: Main Library'",
    ]
    if msg:
        lines += ["\t[42] alert ''", f"\t\tStaticText '{msg}'"]
    co_sel = ", selected=True" if tab == "checkouts" else ""
    ho_sel = ", selected=True" if tab == "holds" else ""
    lines += [
        "\t[44] tablist ''",
        f"\t\t[45] tab 'Checked out (3)'{co_sel}",
        "\t\t[46] tab 'Overdue (0)'",
        f"\t\t[47] tab 'Holds ({len(holds)})'{ho_sel}",
        "\t\t[48] tab 'Article requests (0)'",
    ]
    if tab == "checkouts":
        lines += [
            "\t[50] tabpanel 'Checked out (3)'",
            "\t\t[51] table 'Checked out'",
            "\t\t\trow 'Title Author Due Barcode Call number Renew Checked out from'",
        ]
        for i, (t, a, due, bc, cn, lib, ren) in enumerate(KOHA_CHECKOUTS):
            b = 52 + i * 3
            lines += [
                "\t\t\trow ''",
                f"\t\t\t\t[{b}] link '{t}'",
                f"\t\t\t\tStaticText '{a}'",
                f"\t\t\t\tStaticText '{due}'",
                f"\t\t\t\tStaticText '{bc}'",
                f"\t\t\t\tStaticText '{cn}'",
                f"\t\t\t\t[{b + 1}] checkbox 'Renew', checked=False",
                f"\t\t\t\tStaticText '{ren}'",
                f"\t\t\t\tStaticText '{lib}'",
            ]
        lines += ["\t\t[65] button 'Renew selected'", "\t\t[66] button 'Renew all'"]
    else:
        lines += [
            "\t[70] tabpanel 'Holds'",
            "\t\t[71] table 'Holds'",
            "\t\t\trow 'Title Placed on Expires on Pick up location Priority Status Modify Cancel'",
        ]
        prio = {"overstory": "", "piranesi": "3", "klara": "5"}
        for h in holds:
            t, a, placed, loc, status, exp, hid = KOHA_HOLDS[h]
            lines += [
                "\t\t\trow ''",
                f"\t\t\t\t[{hid}] link '{t}'",
                f"\t\t\t\tStaticText '{a}'",
                f"\t\t\t\tStaticText '{placed}'",
                f"\t\t\t\tStaticText '{exp or 'Never expires'}'",
                f"\t\t\t\tStaticText '{loc}'",
                f"\t\t\t\tStaticText '{prio[h]}'",
                f"\t\t\t\tStaticText '{status}'",
            ]
            if h != "overstory":
                lines.append(f"\t\t\t\t[{hid + 1}] button 'Suspend'")
            lines.append(f"\t\t\t\t[{hid + 2}] button 'Cancel'")
        lines += ["\t\t[90] button 'Suspend all holds'", "\t\tStaticText 'Holds waiting to be picked up must be collected within 7 days.'"]
    if dialog:
        lines += [
            "[200] dialog 'Confirm'", "\t[201] heading 'Cancel hold'",
            "\tStaticText 'Are you sure you want to cancel your hold on Piranesi?'",
            "\t[202] button 'Yes, cancel hold'", "\t[203] button 'No, do not cancel hold'",
        ]
    return lines


def t03(rs: RowSet) -> None:
    base = "https://catalog.riverbendlibrary.org/cgi-bin/koha"
    results = _koha_head("Klara and the Sun") + [
        "[16] navigation 'Breadcrumb'", "\t[17] link 'Home'", "\t[18] link \"Results of search for 'Klara and the Sun'\"",
        "[40] main ''",
        "\tStaticText 'Your search returned 3 results.'",
        "\t[41] combobox 'Sort' value='Relevance'",
        "\t[42] button 'Select all'", "\t[43] button 'Place hold'", "\t[44] button 'Add to cart'",
        "\t[45] table 'Results'",
        "\t\trow ''",
        "\t\t\t[46] checkbox '', checked=False",
        "\t\t\t[47] link 'Klara and the sun'",
        "\t\t\tStaticText 'by Ishiguro, Kazuo'",
        "\t\t\tStaticText 'Material type: Text; Format: print ; Literary form: Novel'",
        "\t\t\tStaticText 'Publication details: New York : Alfred A. Knopf, 2021'",
        "\t\t\tStaticText 'Availability: Items available for loan: Main Library (1) [FIC ISH]. Checked out (4).'",
        "\t\t\t[48] link 'Place hold'", "\t\t\t[49] link 'Add to your cart'", "\t\t\t[50] link 'Save to lists'",
        "\t\trow ''",
        "\t\t\t[56] checkbox '', checked=False",
        "\t\t\t[57] link 'Klara and the sun [large print]'",
        "\t\t\tStaticText 'by Ishiguro, Kazuo'",
        "\t\t\tStaticText 'Material type: Text; Format: large print'",
        "\t\t\tStaticText 'Publication details: Waterville, Maine : Thorndike Press, 2021'",
        "\t\t\tStaticText 'Availability: Items available for loan: Eastside Branch (1) [LP FIC ISH].'",
        "\t\t\t[58] link 'Place hold'", "\t\t\t[59] link 'Add to your cart'", "\t\t\t[60] link 'Save to lists'",
        "\t\trow ''",
        "\t\t\t[66] checkbox '', checked=False",
        "\t\t\t[67] link 'Klara and the sun [sound recording]'",
        "\t\t\tStaticText 'by Ishiguro, Kazuo ; read by Sura Siu'",
        "\t\t\tStaticText 'Material type: Sound recording; Format: CD audio'",
        "\t\t\tStaticText 'Publication details: New York : Random House Audio, 2021'",
        "\t\t\tStaticText 'Availability: No items available: Checked out (1).'",
        "\t\t\t[68] link 'Place hold'", "\t\t\t[69] link 'Add to your cart'", "\t\t\t[70] link 'Save to lists'",
    ]

    def reserve(loc: str) -> list[str]:
        return _koha_head() + [
            "[16] navigation 'Breadcrumb'", "\t[17] link 'Home'", "\t[18] link 'Placing a hold'",
            "[40] main ''",
            "\t[41] heading 'Confirm holds for: Noor Haddad (21987000412356)'",
            "\t[42] heading 'Klara and the sun'",
            "\tStaticText 'by Ishiguro, Kazuo'",
            "\tStaticText 'Your priority: 5'",
            "\tStaticText 'Number of holds: 4'",
            f"\t[43] combobox 'Pick up location:' value='{loc}'",
            "\t\toption 'Main Library'" + (", selected=True" if loc == "Main Library" else ""),
            "\t\toption 'Eastside Branch'" + (", selected=True" if loc == "Eastside Branch" else ""),
            "\t\toption 'Hillcrest Branch'",
            "\t\toption 'Bookmobile'",
            "\t[44] link 'Show more options'",
            "\t[45] button 'Confirm hold'",
        ]

    def details(phone: str, msg: str | None = None) -> list[str]:
        lines = _koha_head() + [
            "[16] navigation 'Breadcrumb'", "\t[17] link 'Home'", "\t[18] link 'Noor Haddad'", "\t[19] link 'Your personal details'",
        ] + KOHA_NAV + ["[40] main ''", "\t[41] heading 'Your personal details'"]
        if msg:
            lines += ["\t[42] alert ''", f"\t\tStaticText '{msg}'"]
        lines += [
            "\tStaticText 'To make changes to your record please fill in the form below. Changes will be reviewed by library staff.'",
            "\t[50] group 'Library'", "\t\tStaticText 'Home library: Main Library'",
            "\t[51] group 'Identity'",
            "\t\t[52] combobox 'Salutation:' value=''",
            "\t\t[53] textbox 'Surname:' value='Haddad'",
            "\t\t[54] textbox 'First name:' value='Noor'",
            "\t\t[55] textbox 'Date of birth:' value='08/19/1991'",
            "\t[60] group 'Main address'",
            "\t\t[61] textbox 'Address:' value='2217 Willow Bend Rd'",
            "\t\t[62] textbox 'Address 2:' value='Apt 4B'",
            "\t\t[63] textbox 'City:' value='Riverbend'",
            "\t\t[64] textbox 'State:' value='OR'",
            "\t\t[65] textbox 'ZIP/Postal code:' value='97301'",
            "\t[70] group 'Contact'",
            f"\t\t[71] textbox 'Primary phone:' value='{phone}'",
            "\t\t[72] textbox 'Secondary phone:' value=''",
            "\t\t[73] textbox 'Other phone:' value=''",
            "\t\t[74] textbox 'Primary email:' value='noor.haddad@fastmail.com'",
            "\t\t[75] textbox 'Secondary email:' value=''",
            "\t[80] button 'Submit update request'",
            "\t[81] link 'Cancel'",
        ]
        return lines

    url_u = f"{base}/opac-user.pl"
    turns = [
        (f"goto('{url_u}')", axtree("Your library home › Riverbend Public Library catalog", _koha_summary("checkouts", ["overstory", "piranesi"]), url_u)),
        ("click('47')", axtree("Your library home › Riverbend Public Library catalog", _koha_summary("holds", ["overstory", "piranesi"]), f"{url_u}#opac-user-holds")),
        ("click('3190')", axtree("Your library home › Riverbend Public Library catalog", _koha_summary("holds", ["overstory", "piranesi"], dialog=True), f"{url_u}#opac-user-holds")),
        ("click('202')", axtree("Your library home › Riverbend Public Library catalog", _koha_summary("holds", ["overstory"], msg="Your hold was cancelled."), f"{url_u}#opac-user-holds")),
        ("fill('11', 'Klara and the Sun')", axtree("Your library home › Riverbend Public Library catalog", [ln.replace("value=''", "value='Klara and the Sun'", 1) if ln.startswith("\t[11]") else ln for ln in _koha_summary("holds", ["overstory"], msg="Your hold was cancelled.")], f"{url_u}#opac-user-holds")),
        ("press('11', 'Enter')", axtree("Results of search for 'Klara and the Sun' › Riverbend Public Library catalog", results, f"{base}/opac-search.pl?q=Klara+and+the+Sun")),
        ("click('48')", axtree("Placing a hold › Riverbend Public Library catalog", reserve("Main Library"), f"{base}/opac-reserve.pl?biblionumber=88412")),
        ("select_option('43', 'Eastside Branch')", axtree("Placing a hold › Riverbend Public Library catalog", reserve("Eastside Branch"), f"{base}/opac-reserve.pl?biblionumber=88412")),
        ("click('45')", axtree("Your library home › Riverbend Public Library catalog", _koha_summary("holds", ["overstory", "piranesi", "klara"]), f"{url_u}#opac-user-holds")),
        ("click('23')", axtree("Your personal details › Riverbend Public Library catalog", details("(503) 555-0147"), f"{base}/opac-memberentry.pl")),
        ("fill('71', '(503) 555-0382')", axtree("Your personal details › Riverbend Public Library catalog", details("(503) 555-0382"), f"{base}/opac-memberentry.pl")),
        ("click('80')", axtree("Your personal details › Riverbend Public Library catalog", details("(503) 555-0382", "Your update request has been submitted. A librarian will review your changes before they take effect."), f"{base}/opac-memberentry.pl")),
    ]
    rs.add(task=TASK, tid="h26-web-03", system=WEB_SYSTEM, turns=turns,
           state="Task: In the Riverbend library catalog, cancel the hold on 'Piranesi', place a hold on 'Klara and the Sun' for pickup at Eastside Branch, and change the primary phone to (503) 555-0382.",
           bad=True, turn=9, kind="hold on Piranesi cancelled earlier is listed again (Holds 3) after placing a new hold")


# ---------------------------------------------------------------------------------------------
# 04 CarePoint patient portal: reschedule a visit, read lab results in SI units (clean)
# ---------------------------------------------------------------------------------------------
def _cp_head(unread: int) -> list[str]:
    badge = f"\t[9] link 'Messages, {unread} unread'" if unread else "\t[9] link 'Messages'"
    return [
        "[2] banner ''",
        "\t[3] link 'Northlake Health CarePoint home'",
        "\tStaticText 'Thursday, April 4, 2024'",
        "\t[4] button 'Daniel Okafor account menu'",
        "[5] navigation 'Main'",
        "\t[6] link 'Home'",
        "\t[7] link 'Appointments'",
        "\t[8] link 'Test Results'",
        badge,
        "\t[10] link 'Medications'",
        "\t[11] link 'Billing'",
        "\t[12] link 'Health Summary'",
    ]


def t04(rs: RowSet) -> None:
    base = "https://carepoint.northlakehealth.org"
    patel_old = ("Tue, Apr 9, 2024", "9:20 AM", "9:05 AM", "in 5 days", "eCheck-In available", True)
    patel_new = ("Tue, Apr 16, 2024", "2:40 PM", "2:25 PM", "in 12 days", "eCheck-In opens Apr 9", False)
    derm = ("Fri, Apr 12, 2024", "11:00 AM", "10:45 AM", "in 8 days", "eCheck-In opens Apr 5", False)

    def appt_block(b: int, kind: str, who: str, dept: str, slot: tuple, conf: str, where: str) -> list[str]:
        day, time, arrive, rel, echk, can = slot
        return [
            "\t\tlistitem ''",
            f"\t\t\t[{b}] heading '{kind} with {who}'",
            f"\t\t\tStaticText '{dept}'",
            f"\t\t\tStaticText '{day} at {time}'",
            f"\t\t\tStaticText '{rel}'",
            f"\t\t\tStaticText 'Arrive by {arrive}'",
            f"\t\t\tStaticText '{where}'",
            f"\t\t\tStaticText 'Confirmation #{conf}'",
            f"\t\t\t[{b + 1}] button 'eCheck-In'" if can else f"\t\t\tStaticText '{echk}'",
            f"\t\t\t[{b + 2}] button 'Reschedule'",
            f"\t\t\t[{b + 3}] button 'Cancel appointment'",
            f"\t\t\t[{b + 4}] link 'Add to calendar'",
        ]

    patel = ("Office Visit", "Anaya Patel, MD", "Family Medicine", "CP-7Q4K2", "Northlake Clinic, Suite 210, 4400 Lakeview Ave, Salem, OR 97302")
    derm_info = ("Skin Check", "Marcus Lee, PA-C", "Dermatology", "CP-8R2M9", "Northlake Specialty Center, 2nd floor, 1250 Ferry St SE, Salem, OR 97301")

    def appts(first_patel: bool, pslot: tuple, unread: int, msg: str | None = None) -> list[str]:
        lines = _cp_head(unread) + ["[20] main ''", "\t[21] heading 'Appointments'"]
        if msg:
            lines += ["\t[22] status ''", f"\t\tStaticText '{msg}'"]
        lines += ["\t[23] button 'Schedule an appointment'", "\t[24] heading 'Upcoming (2)'", "\t[25] list ''"]
        p = appt_block(30, patel[0], patel[1], patel[2], pslot, patel[3], patel[4])
        d = appt_block(40, derm_info[0], derm_info[1], derm_info[2], derm, derm_info[3], derm_info[4])
        lines += (p + d) if first_patel else (d + p)
        lines += [
            "\t[50] heading 'Past'",
            "\t[51] list ''",
            "\t\tlistitem ''", "\t\t\t[52] link 'Lab Visit - Northlake Clinic Lab'", "\t\t\tStaticText 'Thu, Mar 28, 2024 at 7:45 AM'",
            "\t\tlistitem ''", "\t\t\t[53] link 'Office Visit with Anaya Patel, MD'", "\t\t\tStaticText 'Mon, Mar 18, 2024 at 10:40 AM'",
            "\t\tlistitem ''", "\t\t\t[54] link 'Flu Shot - Northlake Clinic'", "\t\t\tStaticText 'Thu, Oct 12, 2023 at 4:10 PM'",
            "\t[55] link 'View all past appointments'",
        ]
        return lines

    def slots(week: str, days: list[tuple[str, list[str]]], start_bid: int, prev_enabled: bool) -> list[str]:
        lines = _cp_head(1) + [
            "[20] main ''",
            "\t[21] heading 'Reschedule: Office Visit with Anaya Patel, MD'",
            "\tStaticText 'Current time: Tue, Apr 9, 2024 at 9:20 AM'",
            "\tStaticText 'Visit type: Follow-up (20 minutes)   Location: Northlake Clinic, Suite 210'",
            f"\t[22] heading 'Week of {week}'",
            "\t[23] button 'Previous week'" + ("" if prev_enabled else ", disabled=True"),
            "\t[24] button 'Next week'",
        ]
        b = start_bid
        for day, times in days:
            lines.append(f"\t[{b}] group '{day}'")
            b += 1
            if not times:
                lines.append("\t\tStaticText 'No available times'")
            for t in times:
                if t.endswith("(current)"):
                    lines.append(f"\t\tStaticText '{t}'")
                else:
                    lines.append(f"\t\t[{b}] button '{t}'")
                b += 1
        lines += ["\t[90] link 'Keep my current appointment'"]
        return lines

    wk1 = [("Mon, Apr 8", ["3:00 PM"]), ("Tue, Apr 9", ["9:20 AM (current)", "4:00 PM"]), ("Wed, Apr 10", []),
           ("Thu, Apr 11", ["8:40 AM", "1:20 PM"]), ("Fri, Apr 12", ["10:00 AM"])]
    wk2 = [("Mon, Apr 15", ["9:00 AM", "11:20 AM"]), ("Tue, Apr 16", ["8:20 AM", "2:40 PM", "3:20 PM"]), ("Wed, Apr 17", []),
           ("Thu, Apr 18", ["10:40 AM"]), ("Fri, Apr 19", ["1:00 PM", "4:20 PM"])]
    review = _cp_head(1) + [
        "[20] main ''",
        "\t[21] heading 'Review your new time'",
        "\t[22] group 'Current appointment'",
        "\t\tStaticText 'Tue, Apr 9, 2024 at 9:20 AM'",
        "\t[23] group 'New appointment'",
        "\t\tStaticText 'Tue, Apr 16, 2024 at 2:40 PM'",
        "\t\tStaticText 'Arrive by 2:25 PM'",
        "\tStaticText 'Office Visit with Anaya Patel, MD · Family Medicine'",
        "\tStaticText 'Northlake Clinic, Suite 210, 4400 Lakeview Ave, Salem, OR 97302'",
        "\tStaticText 'Reason for visit: Follow-up: blood pressure'",
        "\t[24] textbox 'Comments for your care team (optional)' value=''",
        "\t[25] button 'Confirm reschedule'",
        "\t[26] button 'Back'",
    ]
    results_list = _cp_head(2) + [
        "[20] main ''", "\t[21] heading 'Test Results'",
        "\t[22] combobox 'Sort by' value='Most recent'",
        "\t[23] list ''",
        "\t\tlistitem ''", "\t\t\t[24] link 'Lipid panel'", "\t\t\tStaticText 'Mar 28, 2024 · Ordered by Anaya Patel, MD'", "\t\t\tStaticText 'Viewed'",
        "\t\tlistitem ''", "\t\t\t[25] link 'Comprehensive metabolic panel'", "\t\t\tStaticText 'Mar 28, 2024 · Ordered by Anaya Patel, MD'", "\t\t\tStaticText 'Viewed'",
        "\t\tlistitem ''", "\t\t\t[26] link 'Hemoglobin A1c'", "\t\t\tStaticText 'Dec 14, 2023 · Ordered by Anaya Patel, MD'", "\t\t\tStaticText 'Viewed'",
        "\t\tlistitem ''", "\t\t\t[27] link 'CBC with differential'", "\t\t\tStaticText 'Dec 14, 2023 · Ordered by Anaya Patel, MD'", "\t\t\tStaticText 'Viewed'",
    ]
    us = [("Total cholesterol", "214 mg/dL", "<200 mg/dL", "High"), ("HDL cholesterol", "52 mg/dL", ">39 mg/dL", ""),
          ("LDL cholesterol (calculated)", "131 mg/dL", "<100 mg/dL", "High"), ("Triglycerides", "154 mg/dL", "<150 mg/dL", "High"),
          ("Non-HDL cholesterol", "162 mg/dL", "<130 mg/dL", "High")]
    si = [("Total cholesterol", "5.53 mmol/L", "<5.17 mmol/L", "High"), ("HDL cholesterol", "1.34 mmol/L", ">1.01 mmol/L", ""),
          ("LDL cholesterol (calculated)", "3.39 mmol/L", "<2.59 mmol/L", "High"), ("Triglycerides", "1.74 mmol/L", "<1.69 mmol/L", "High"),
          ("Non-HDL cholesterol", "4.19 mmol/L", "<3.36 mmol/L", "High")]

    def lipid(rows: list[tuple[str, str, str, str]], si_on: bool) -> list[str]:
        lines = _cp_head(2) + [
            "[20] main ''", "\t[21] heading 'Lipid panel'",
            "\tStaticText 'Collected: Mar 28, 2024 7:52 AM   Resulted: Mar 28, 2024 3:14 PM'",
            "\tStaticText 'Ordered by: Anaya Patel, MD   Performed at: Northlake Clinic Lab'",
            f"\t[22] switch 'Show SI units', checked={si_on}",
            "\t[23] table 'Components'",
            "\t\trow 'Component Your value Standard range Flag'",
        ]
        for name, val, ref, flag in rows:
            lines += ["\t\trow ''", f"\t\t\tStaticText '{name}'", f"\t\t\tStaticText '{val}'", f"\t\t\tStaticText '{ref}'", f"\t\t\tStaticText '{flag}'"]
        lines += [
            "\t[30] heading 'Comments from Anaya Patel, MD'",
            "\tStaticText 'Hi Daniel, your LDL is a bit higher than last year. Let us talk about diet and whether to start a statin at your follow-up. -Dr. Patel'",
            "\t[31] link 'Past results for this test'", "\t[32] button 'Print'", "\t[33] button 'Download PDF'",
        ]
        return lines

    def inbox(unread: int) -> list[str]:
        return _cp_head(unread) + [
            "[20] main ''", "\t[21] heading 'Messages'", "\t[22] button 'Send a message'",
            "\t[23] tablist ''", "\t\t[24] tab 'Inbox', selected=True", "\t\t[25] tab 'Sent'", "\t\t[26] tab 'Archived'",
            "\t[27] list ''",
            "\t\tlistitem ''", "\t\t\t[28] link 'Appointment rescheduled: Tue, Apr 16, 2024 at 2:40 PM'", "\t\t\tStaticText 'CarePoint Scheduling · Today 10:18 AM'", "\t\t\tStaticText 'Unread'",
            "\t\tlistitem ''", "\t\t\t[29] link 'Spring flu and COVID-19 vaccine clinics'", "\t\t\tStaticText 'Northlake Health · Apr 2'", "\t\t\tStaticText 'Unread'",
            "\t\tlistitem ''", "\t\t\t[30] link 'RE: Blood pressure log'", "\t\t\tStaticText 'Anaya Patel, MD · Mar 29'",
            "\t\tlistitem ''", "\t\t\t[31] link 'New test results are available'", "\t\t\tStaticText 'CarePoint · Mar 28'",
            "\t\tlistitem ''", "\t\t\t[32] link 'Your visit summary for Mar 18'", "\t\t\tStaticText 'CarePoint · Mar 18'",
        ]

    msg = _cp_head(1) + [
        "[20] main ''", "\t[21] heading 'Appointment rescheduled: Tue, Apr 16, 2024 at 2:40 PM'",
        "\tStaticText 'From: CarePoint Scheduling   Received: Today 10:18 AM'",
        "\tStaticText 'Hello Daniel,'",
        "\tStaticText 'Your Office Visit with Anaya Patel, MD (Family Medicine) has been moved.'",
        "\tStaticText 'Previous time: Tue, Apr 9, 2024 at 9:20 AM'",
        "\tStaticText 'New time: Tue, Apr 16, 2024 at 2:40 PM (please arrive by 2:25 PM)'",
        "\tStaticText 'Location: Northlake Clinic, Suite 210, 4400 Lakeview Ave, Salem, OR 97302'",
        "\tStaticText 'Confirmation #CP-7Q4K2'",
        "\tStaticText 'eCheck-In opens 7 days before your visit.'",
        "\t[22] link 'View appointment details'", "\t[23] button 'Reply'", "\t[24] button 'Archive'", "\t[25] button 'Back to Inbox'",
    ]
    turns = [
        (f"goto('{base}/app/appointments')", axtree("Appointments - CarePoint", appts(True, patel_old, 1), f"{base}/app/appointments")),
        ("click('32')", axtree("Reschedule - CarePoint", slots("Apr 8 - Apr 12, 2024", wk1, 60, False), f"{base}/app/appointments/CP-7Q4K2/reschedule")),
        ("click('24')", axtree("Reschedule - CarePoint", slots("Apr 15 - Apr 19, 2024", wk2, 60, True), f"{base}/app/appointments/CP-7Q4K2/reschedule?week=2024-04-15")),
        ("click('65')", axtree("Review - CarePoint", review, f"{base}/app/appointments/CP-7Q4K2/reschedule/review")),
        ("click('25')", axtree("Appointments - CarePoint", appts(False, patel_new, 2, "Your appointment has been rescheduled. A confirmation was sent to your CarePoint inbox."), f"{base}/app/appointments")),
        ("click('8')", axtree("Test Results - CarePoint", results_list, f"{base}/app/test-results")),
        ("click('24')", axtree("Lipid panel - CarePoint", lipid(us, False), f"{base}/app/test-results/LP-2024-03-28-1")),
        ("click('22')", axtree("Lipid panel - CarePoint", lipid(si, True), f"{base}/app/test-results/LP-2024-03-28-1?units=si")),
        ("click('9')", axtree("Messages - CarePoint", inbox(2), f"{base}/app/messages")),
        ("click('28')", axtree("Message - CarePoint", msg, f"{base}/app/messages/771204")),
    ]
    rs.add(task=TASK, tid="h26-web-04", system=WEB_SYSTEM, turns=turns,
           state="Task: On CarePoint, move Daniel's Apr 9 follow-up with Dr. Patel to the Tuesday afternoon of the following week, then check the lipid panel LDL in mmol/L and confirm the reschedule message.")


# ---------------------------------------------------------------------------------------------
# 05 OpenStreetMap directions: car vs bicycle, reversed (clean)
# ---------------------------------------------------------------------------------------------
def t05(rs: RowSet) -> None:
    base = "https://www.openstreetmap.org"
    cmu = "Carnegie Mellon University, Forbes Avenue, Squirrel Hill North, Pittsburgh, Allegheny County, 15213, United States"
    pit = "Pittsburgh International Airport, Airport Boulevard, Findlay Township, Allegheny County, 15231, United States"
    engines = ["Bicycle (OSRM)", "Car (OSRM)", "Foot (OSRM)", "Bicycle (GraphHopper)", "Car (GraphHopper)", "Foot (GraphHopper)", "Bicycle (Valhalla)", "Car (Valhalla)", "Foot (Valhalla)"]
    car_out = [("Start on Forbes Avenue", "600m"), ("Turn right onto South Bouquet Street", "300m"), ("Turn left onto Fifth Avenue", "2.7km"),
               ("Slight right onto Boulevard of the Allies", "2.1km"), ("Take the ramp onto I 376 West", "1.3km"), ("Continue onto Fort Pitt Tunnel", "1.1km"),
               ("Continue onto I 376 West (Parkway West)", "19.6km"), ("Take exit 53 toward Airport", "1.4km"), ("Continue onto Airport Boulevard", "1.6km"),
               ("Reach destination", "")]
    bike_out = [("Start on Forbes Avenue", "3.9km"), ("Turn left onto Smithfield Street", "1.2km"), ("Continue onto Smithfield Street Bridge", "600m"),
                ("Turn right onto West Carson Street", "2.4km"), ("Turn left onto Steuben Street", "3.1km"), ("Continue onto Steubenville Pike", "6.8km"),
                ("Turn right onto Montour Run Road", "5.2km"), ("Turn left onto Clinton Road", "7.4km"), ("Turn right onto Airport Boulevard", "2.6km"),
                ("Reach destination", "")]
    bike_back = [("Start on Airport Boulevard", "2.6km"), ("Turn right onto Clinton Road", "7.1km"), ("Turn left onto Montour Run Road", "5.2km"),
                 ("Turn left onto Steubenville Pike", "6.8km"), ("Continue onto Steuben Street", "3.1km"), ("Turn right onto West Carson Street", "2.4km"),
                 ("Turn left onto Smithfield Street Bridge", "600m"), ("Continue onto Smithfield Street", "1.2km"), ("Turn right onto Forbes Avenue", "3.6km"),
                 ("Reach destination", "")]
    car_back = [("Start on Airport Boulevard", "1.6km"), ("Take the ramp onto I 376 East", "900m"), ("Continue onto I 376 East (Parkway West)", "19.9km"),
                ("Continue onto Fort Pitt Tunnel", "1.1km"), ("Continue onto I 376 East (Parkway East)", "3.4km"), ("Take exit 72A toward Forbes Avenue", "500m"),
                ("Continue onto Forbes Avenue", "2.6km"), ("Reach destination", "")]

    def page(frm: str, to: str, engine: str, route: list[tuple[str, str]] | None, summary: str = "", focus: int | None = None) -> list[str]:
        lines = [
            "[2] banner ''", "\t[3] link 'OpenStreetMap logo OpenStreetMap'", "\t[4] link 'Edit'", "\t[5] link 'History'", "\t[6] link 'Export'",
            "\t[7] link 'GPS Traces'", "\t[8] link 'User Diaries'", "\t[9] link 'Communities'", "\t[10] link 'Copyright'", "\t[11] link 'Help'", "\t[12] link 'About'",
            "\t[13] link 'Log In'", "\t[14] link 'Sign Up'",
            "[20] complementary ''",
            "\t[21] heading 'Directions'",
            "\t[22] button 'Close'",
            f"\t[23] textbox 'From' value='{frm}'",
            f"\t[24] textbox 'To' value='{to}'",
            f"\t[25] combobox '' value='{engine}', hasPopup='menu', expanded=False",
        ]
        lines += [f"\t\toption '{e}'" + (", selected=True" if e == engine else "") for e in engines]
        lines += ["\t[26] button 'Go'", "\t[27] link 'Reverse Directions'"]
        if route:
            lines += [f"\tStaticText '{summary}'", "\t[30] table ''"]
            for i, (step, dist) in enumerate(route):
                lines += [f"\t\t[{31 + i}] row ''", f"\t\t\tStaticText '{i + 1}.'", f"\t\t\tStaticText '{step}'", f"\t\t\tStaticText '{dist}'"]
            lines += ["\tStaticText 'Directions courtesy of OSRM (FOSSGIS)'"]
        lines += [
            "[60] region 'Map'",
            "\t[61] button 'Zoom In'", "\t[62] button 'Zoom Out'", "\t[63] button 'Show My Location'", "\t[64] button 'Layers'", "\t[65] button 'Share'",
            "\t[66] button 'Add a note to the map'", "\t[67] button 'Query features'",
        ]
        if route:
            lines += ["\t[68] img 'Marker A'", "\t[69] img 'Marker B'"]
        if focus is not None:
            lines += ["\t[70] dialog 'Step'", f"\t\tStaticText '{route[focus][0]}'" if route else ""]
        lines += ["\tStaticText '100 m'" if focus is not None else "\tStaticText '5 km'", "\tStaticText '© OpenStreetMap contributors ♥ Make a Donation. Website and API terms'"]
        return lines

    r_out = "route=40.4443%2C-79.9436%3B40.4915%2C-80.2329"
    r_back = "route=40.4915%2C-80.2329%3B40.4443%2C-79.9436"
    turns = [
        (f"goto('{base}/directions')", axtree("OpenStreetMap", page("", "", "Car (OSRM)", None), f"{base}/directions#map=12/40.4406/-79.9959")),
        ("fill('23', 'Carnegie Mellon University')", axtree("OpenStreetMap", page("Carnegie Mellon University", "", "Car (OSRM)", None), f"{base}/directions#map=12/40.4406/-79.9959")),
        ("fill('24', 'Pittsburgh International Airport')", axtree("OpenStreetMap", page("Carnegie Mellon University", "Pittsburgh International Airport", "Car (OSRM)", None), f"{base}/directions#map=12/40.4406/-79.9959")),
        ("click('26')", axtree("OpenStreetMap", page(cmu, pit, "Car (OSRM)", car_out, "Distance: 31km. Time: 0:29."), f"{base}/directions?engine=fossgis_osrm_car&{r_out}#map=11/40.4680/-80.0880")),
        ("select_option('25', 'Bicycle (OSRM)')", axtree("OpenStreetMap", page(cmu, pit, "Bicycle (OSRM)", bike_out, "Distance: 33km. Time: 2:11."), f"{base}/directions?engine=fossgis_osrm_bike&{r_out}#map=11/40.4612/-80.0941")),
        ("click('27')", axtree("OpenStreetMap", page(pit, cmu, "Bicycle (OSRM)", bike_back, "Distance: 33km. Time: 1:58."), f"{base}/directions?engine=fossgis_osrm_bike&{r_back}#map=11/40.4612/-80.0941")),
        ("select_option('25', 'Car (OSRM)')", axtree("OpenStreetMap", page(pit, cmu, "Car (OSRM)", car_back, "Distance: 30km. Time: 0:26."), f"{base}/directions?engine=fossgis_osrm_car&{r_back}#map=11/40.4680/-80.0880")),
        ("click('36')", axtree("OpenStreetMap", page(pit, cmu, "Car (OSRM)", car_back, "Distance: 30km. Time: 0:26.", focus=5), f"{base}/directions?engine=fossgis_osrm_car&{r_back}#map=17/40.4380/-79.9661")),
    ]
    rs.add(task=TASK, tid="h26-web-05", system=WEB_SYSTEM, turns=turns,
           state="Task: On OpenStreetMap, compare driving and cycling from Carnegie Mellon University to Pittsburgh International Airport, then check the driving route back and locate the exit toward Forbes Avenue.")


# ---------------------------------------------------------------------------------------------
# 06 Stockroom vendor dashboard: inventory table, detail, draft PO (bad: unit cost drifts)
# ---------------------------------------------------------------------------------------------
INV = [
    ("CR-2041", "Ceramic pour-over dripper, white", 6, 7.85, 84, 12, 40),
    ("CR-2042", "Ceramic pour-over dripper, charcoal", 6, 7.85, 30, 6, 40),
    ("FL-5001", "Paper filters #2, 100 ct", 48, 0.92, 960, 240, 400),
    ("GL-3310", "Borosilicate carafe 600 ml", 12, 5.20, 144, 36, 60),
    ("GL-3312", "Borosilicate carafe 1 L", 12, 6.45, 58, 22, 60),
    ("KT-0907", "Gooseneck kettle 1 L, matte black", 4, 21.60, 40, 9, 20),
    ("KT-0908", "Gooseneck kettle 1 L, brushed steel", 4, 22.10, 12, 5, 20),
    ("LB-1180", "Linen apron, natural", 10, 11.40, 56, 4, 30),
    ("LB-1182", "Linen apron, slate", 10, 11.40, 18, 0, 30),
    ("SC-7720", "Digital coffee scale 0.1 g", 8, 14.75, 0, 0, 16),
]


def _inv_status(avail: int, rop: int) -> str:
    return "Out of stock" if avail == 0 else ("Low" if avail < rop else "OK")


def _stockroom_head() -> list[str]:
    return [
        "[2] banner ''", "\t[3] link 'Stockroom'", "\tStaticText 'Kettle & Pour Co. (vendor #V-20418)'",
        "\t[4] searchbox 'Search SKUs, orders, POs'", "\t[5] button 'Notifications'", "\t[6] button 'Ines Ferreira'",
        "[7] navigation ''", "\t[8] link 'Overview'", "\t[9] link 'Inventory'", "\t[10] link 'Purchase orders'",
        "\t[11] link 'Sales orders'", "\t[12] link 'Suppliers'", "\t[13] link 'Reports'", "\t[14] link 'Settings'",
    ]


def _inv_table(order: list[str], sort: str, cost_override: dict[str, float] | None = None) -> list[str]:
    rows = {r[0]: r for r in INV}
    cost_override = cost_override or {}
    lines = _stockroom_head() + [
        "[20] main ''", "\t[21] heading 'Inventory'",
        "\tStaticText 'Stock levels as of Mar 14, 2024 06:00 (nightly sync from Reno NV and Columbus OH warehouses). Next sync: Mar 15, 06:00.'",
        "\t[22] searchbox 'Filter by SKU or name' value=''", "\t[23] combobox 'Warehouse' value='All warehouses'", "\t[24] button 'Export CSV'",
        "\t[25] table ''",
        "\t\trow ''",
        f"\t\t\t[26] columnheader 'SKU'{', sorted ascending' if sort == 'sku' else ''}",
        "\t\t\t[27] columnheader 'Product'", "\t\t\t[28] columnheader 'Case pack'", "\t\t\t[29] columnheader 'Unit cost'",
        "\t\t\t[30] columnheader 'On hand'", "\t\t\t[31] columnheader 'Reserved'",
        f"\t\t\t[32] columnheader 'Available'{', sorted ascending' if sort == 'avail' else ''}",
        "\t\t\t[33] columnheader 'Reorder point'", "\t\t\t[34] columnheader 'Status'", "\t\t\tcolumnheader 'Actions'",
    ]
    idx = {r[0]: i for i, r in enumerate(INV)}
    for sku in order:
        _, name, case, cost, onh, res, rop = rows[sku]
        cost = cost_override.get(sku, cost)
        b = 40 + idx[sku] * 3
        avail = onh - res
        lines += [
            "\t\trow ''",
            f"\t\t\t[{b}] link '{sku}'", f"\t\t\tgridcell '{name}'", f"\t\t\tgridcell '{case}'", f"\t\t\tgridcell '{money(cost)}'",
            f"\t\t\tgridcell '{onh}'", f"\t\t\tgridcell '{res}'", f"\t\t\tgridcell '{avail}'", f"\t\t\tgridcell '{rop}'",
            f"\t\t\tgridcell '{_inv_status(avail, rop)}'", f"\t\t\t[{b + 1}] button 'Reorder'",
        ]
    lines += ["\tStaticText 'Showing 1-10 of 10 SKUs'"]
    return lines


def t06(rs: RowSet) -> None:
    base = "https://app.stockroom.io/v/V-20418"
    by_sku = [r[0] for r in INV]
    by_avail = [r[0] for r in sorted(INV, key=lambda r: (r[4] - r[5], r[0]))]
    detail = _stockroom_head() + [
        "[20] main ''", "\t[21] link 'Inventory'", "\t[22] heading 'CR-2041 · Ceramic pour-over dripper, white'",
        "\t[23] button 'Edit item'", "\t[24] button 'Reorder'",
        "\t[25] group 'Item'",
        "\t\tStaticText 'Barcode (GTIN-13): 0860004312418'", "\t\tStaticText 'Case pack: 6'", "\t\tStaticText 'Unit cost: $7.85'",
        "\t\tStaticText 'Wholesale price: $16.00   MSRP: $32.00'", "\t\tStaticText 'Supplier: Seto Ceramics Co., Ltd.'",
        "\t\tStaticText 'Lead time: 45 days'",
        "\t[30] table 'Stock by warehouse'",
        "\t\trow 'Warehouse On hand Reserved Available'",
        "\t\trow 'Reno, NV 60 8 52'",
        "\t\trow 'Columbus, OH 24 4 20'",
        "\t\trow 'Total 84 12 72'",
        "\t[31] table 'Open reservations'",
        "\t\trow 'Sales order Customer Qty Ship by'",
        "\t\trow ''", "\t\t\t[32] link 'SO-11872'", "\t\t\tgridcell 'Blue Door Cafe Supply'", "\t\t\tgridcell '6'", "\t\t\tgridcell 'Mar 18, 2024'",
        "\t\trow ''", "\t\t\t[33] link 'SO-11879'", "\t\t\tgridcell 'Northbound Goods'", "\t\t\tgridcell '6'", "\t\t\tgridcell 'Mar 20, 2024'",
        "\t[34] heading 'Last 30 days'",
        "\tStaticText 'Units sold: 138   Avg. per week: 32   Days of cover: 16'",
        "\t[35] link 'View movement history'",
    ]

    def po(qty: str, msg: str | None = None) -> list[str]:
        q = int(qty) if qty else 0
        lines = _stockroom_head() + ["[20] main ''", "\t[21] link 'Purchase orders'"]
        if msg:
            lines += ["\t[22] status ''", f"\t\tStaticText '{msg}'", "\t[23] heading 'PO-00318 · Draft'"]
        else:
            lines += ["\t[23] heading 'New purchase order'"]
        lines += [
            "\t[24] combobox 'Supplier' value='Yongkang Hengda Housewares Co.'",
            "\t[25] combobox 'Deliver to' value='Reno, NV'",
            "\t[26] textbox 'Expected date' value='04/22/2024'",
            "\t[27] table 'Lines'",
            "\t\trow 'SKU Product Case pack Unit cost Qty Line total'",
            "\t\trow ''", "\t\t\tgridcell 'KT-0908'", "\t\t\tgridcell 'Gooseneck kettle 1 L, brushed steel'", "\t\t\tgridcell '4'",
            "\t\t\tgridcell '$22.10'", f"\t\t\t[28] spinbutton 'Qty' value='{qty}'", f"\t\t\tgridcell '{money(q * 22.10)}'",
            "\t[29] button 'Add line'",
            "\tStaticText 'Suggested quantity: 28 (covers reorder point + 6 weeks of sales, rounded to case pack)'",
            f"\tStaticText 'Subtotal: {money(q * 22.10)}'",
            "\tStaticText 'Freight: calculated by supplier'",
            "\t[30] textbox 'Notes to supplier' value=''",
        ]
        lines += ["\t[31] button 'Send to supplier'", "\t[32] button 'Delete draft'"] if msg else ["\t[31] button 'Create draft PO'", "\t[32] link 'Cancel'"]
        return lines

    turns = [
        (f"goto('{base}/inventory')", axtree("Inventory · Stockroom", _inv_table(by_sku, "sku"), f"{base}/inventory")),
        ("click('32')", axtree("Inventory · Stockroom", _inv_table(by_avail, "avail"), f"{base}/inventory?sort=available")),
        ("click('40')", axtree("CR-2041 · Stockroom", detail, f"{base}/inventory/CR-2041")),
        ("go_back()", axtree("Inventory · Stockroom", _inv_table(by_avail, "avail", {"LB-1180": 14.10}), f"{base}/inventory?sort=available")),
        ("click('59')", axtree("New purchase order · Stockroom", po("28"), f"{base}/purchase-orders/new?sku=KT-0908")),
        ("fill('28', '32')", axtree("New purchase order · Stockroom", po("32"), f"{base}/purchase-orders/new?sku=KT-0908")),
        ("click('31')", axtree("PO-00318 · Stockroom", po("32", "Draft PO-00318 created. It has not been sent to the supplier yet."), f"{base}/purchase-orders/PO-00318")),
    ]
    rs.add(task=TASK, tid="h26-web-06", system=WEB_SYSTEM, turns=turns,
           state="Task: In the Stockroom vendor dashboard, review inventory by availability, check the white pour-over dripper stock split, and draft a purchase order of 32 brushed-steel gooseneck kettles.",
           bad=True, turn=4, kind="unit cost of LB-1180 in the inventory table changes from $11.40 to $14.10 with no edit or sync")


# ---------------------------------------------------------------------------------------------
# 07 Postmill forum: reply in a thread, check own profile (bad: comment time before the post)
# ---------------------------------------------------------------------------------------------
def _pm_head() -> list[str]:
    return [
        "[2] navigation ''", "\t[3] link 'Postmill'", "\t[4] link 'Forums'", "\t[5] link 'Wiki'",
        "\t[6] searchbox 'Search query'", "\t[7] link 'Submit'", "\t[8] link 'Notifications (0)'", "\t[9] button 'MarvelsGrantMan136'",
    ]


HI_POSTS = [
    (1201, "Best way to patch drywall around an outlet box?", "quietcarpenter", "Mar 14, 2024 at 09:40", 23, 4, "Self post"),
    (1198, "Replaced our 1978 furnace - before/after gas bills", "thermobob", "Mar 14, 2024 at 07:15", 57, 18, "imgur.com"),
    (1195, "Is 12/2 wire OK for a 20A bathroom circuit?", "sparky_not_sparky", "Mar 13, 2024 at 21:02", 31, 22, "Self post"),
    (1190, "PSA: check your dryer vent, found a bird nest", "lintlord", "Mar 13, 2024 at 16:48", 112, 26, "Self post"),
    (1187, "Tile spacing on a 3x12 herringbone backsplash", "groutgremlin", "Mar 13, 2024 at 11:20", 9, 7, "Self post"),
    (1182, "Cheapest way to soundproof a shared bedroom wall", "neighbours_drum", "Mar 12, 2024 at 22:37", 44, 31, "Self post"),
]


def _pm_listing(sort: str, comments_1201: int) -> list[str]:
    posts = list(HI_POSTS)
    if sort == "hot":
        posts = sorted(posts, key=lambda p: -p[4] / (1 + (1201 - p[0]) * 0.35))
    lines = _pm_head() + [
        "[12] main ''", "\t[13] heading '/f/HomeImprovement'",
        "\t[14] link 'Hot'" + (", current='page'" if sort == "hot" else ""),
        "\t[15] link 'New'" + (", current='page'" if sort == "new" else ""),
        "\t[16] link 'Top'", "\t[17] link 'Controversial'", "\t[18] link 'Most commented'",
        "\t[19] list ''",
    ]
    for pid, title, user, when, score, ncom, kind in posts:
        n = comments_1201 if pid == 1201 else ncom
        b = 20 + (1201 - pid) * 4
        lines += [
            "\t\tarticle ''",
            f"\t\t\t[{b}] link '{title}'",
            f"\t\t\tStaticText '{kind}'",
            "\t\t\tStaticText 'Submitted by'", f"\t\t\t[{b + 1}] link '{user}'", f"\t\t\tStaticText 'on {when} UTC'",
            f"\t\t\t[{b + 2}] link '{n} comments'",
            f"\t\t\tStaticText '{score}'", f"\t\t\t[{b + 3}] button 'Upvote'",
        ]
    lines += ["[90] complementary ''", "\t[91] heading 'HomeImprovement'", "\tStaticText 'DIY repairs, renovation and maintenance questions.'",
              "\tStaticText '18,406 subscribers'", "\t[92] button 'Unsubscribe'", "\t[93] link 'Submit a post'"]
    return lines


def t07(rs: RowSet) -> None:
    base = "http://forum.example.com"
    reply = ("Since it's an old-work box, cut a 6x6 patch of 1/2 in. drywall, trace it, and use two furring strips behind the hole as backer. "
             "Pre-fill the gap around the box with Durabond 20, tape with mesh, then two thin coats of lightweight mud. Leave the box ears flush so the cover plate sits flat.")
    comments = [
        (5001, "drywall_dan", "Mar 14, 2024 at 09:58", 14, "Cut a square around the damage, screw a couple of scrap strips inside the wall, and screw the patch to those. Much easier than a California patch around a box."),
        (5004, "elec_tricia", "Mar 14, 2024 at 10:13", 9, "Kill the breaker first and pull the device before you start cutting. Also check the box is rated for the wall thickness."),
        (5009, "mudslinger", "Mar 14, 2024 at 10:31", 6, "Use setting-type compound for the first fill (Durabond 20 or Easy Sand 20). Premixed shrinks too much in deep gaps."),
        (5012, "quietcarpenter", "Mar 14, 2024 at 10:44", 3, "Thanks all - it is a plastic old-work box, the ears cracked the paper when I pulled the old one out."),
    ]
    mine = (5017, "MarvelsGrantMan136", "Mar 14, 2024 at 10:52", 1, reply)

    def post(cs: list[tuple], draft: str, voted: bool, flash: str | None = None) -> list[str]:
        lines = _pm_head() + ["[12] main ''"]
        if flash:
            lines += ["\t[13] alert ''", f"\t\tStaticText '{flash}'"]
        lines += [
            "\t[20] heading 'Best way to patch drywall around an outlet box?'",
            "\tStaticText 'Submitted by'", "\t[21] link 'quietcarpenter'", "\tStaticText 'on Mar 14, 2024 at 09:40 UTC in'", "\t[22] link '/f/HomeImprovement'",
            "\tStaticText 'Pulled an old outlet box to move it two inches and now there is a ragged hole about 5x5 around the new box. "
            "What is the cleanest way to patch so the cover plate still sits flat? Wall is 1/2 in. drywall, house built 1994.'",
            "\tStaticText '23'", "\t[23] button 'Upvote'", "\t[24] button 'Downvote'",
            f"\t[25] heading '{len(cs)} comments'",
            "\t[26] combobox 'Sort comments' value='Oldest'",
            f"\t[27] textbox 'Comment' value={qs(draft)}",
            "\t[28] checkbox 'Send reply notifications', checked=True",
            "\t[29] button 'Post'",
        ]
        for cid, user, when, score, text in cs:
            if cid == 5001 and voted:
                score += 1
            lines += [
                "\tarticle ''",
                f"\t\t[{cid}] link '{user}'", f"\t\tStaticText 'on {when} UTC'",
                f"\t\tStaticText {qs(text)}",
                f"\t\tStaticText '{score}'",
                f"\t\t[{cid + 1}] button " + ("'Retract upvote'" if cid == 5001 and voted else "'Upvote'"),
                f"\t\t[{cid + 2}] button 'Downvote'",
                f"\t\t[{cid + 3}] link 'Reply'",
            ]
            if user == "MarvelsGrantMan136":
                lines += [f"\t\t[{cid + 4}] link 'Edit'", f"\t\t[{cid + 5}] button 'Delete'"]
        return lines

    def profile(tab: str) -> list[str]:
        lines = _pm_head() + [
            "[12] main ''", "\t[13] heading 'MarvelsGrantMan136'",
            "\tStaticText 'Registered on Aug 3, 2022'",
            "\t[14] link 'Overview'", "\t[15] link 'Submissions'" + (", current='page'" if tab == "subs" else ""),
            "\t[16] link 'Comments'" + (", current='page'" if tab == "comments" else ""),
            "\t[17] link 'Edit biography'",
        ]
        if tab == "comments":
            items = [
                ("Best way to patch drywall around an outlet box?", "/f/HomeImprovement", "Mar 14, 2024 at 09:12", 1, reply),
                ("Is 12/2 wire OK for a 20A bathroom circuit?", "/f/HomeImprovement", "Mar 13, 2024 at 22:05", 4, "Yes, 12 AWG copper is rated for 20A. Make sure every receptacle on that run is 20A-rated or the circuit has more than one outlet."),
                ("Anyone tried the new Ryobi 18V brad nailer?", "/f/Tools", "Mar 11, 2024 at 18:40", 7, "Had it for a month. No compressor noise is great, but it leaves a small dimple on soft pine if you do not dial the depth back."),
                ("What paint sheen for a bathroom ceiling?", "/f/HomeImprovement", "Mar 2, 2024 at 12:16", 12, "Satin at minimum, and use a bath-specific paint with mildewcide. Flat will show every water spot."),
                ("Weekly show-off thread", "/f/woodworking", "Feb 27, 2024 at 20:03", 21, "Finished the walnut floating shelves, finally. Hidden steel rods, 30 lb each without sag."),
            ]
            for i, (t, f, when, score, text) in enumerate(items):
                lines += ["\tarticle ''", f"\t\t[{40 + i * 3}] link '{t}'", f"\t\tStaticText 'in {f} on {when} UTC'", f"\t\tStaticText {qs(text)}",
                          f"\t\tStaticText '{score} point{'s' if score != 1 else ''}'", f"\t\t[{41 + i * 3}] link 'Permalink'"]
        else:
            items2 = [
                ("Moisture meter readings on new subfloor - too high to lay LVP?", "/f/HomeImprovement", "Mar 9, 2024 at 15:22", 18, 11),
                ("Rate my shop layout (12x20 garage)", "/f/woodworking", "Feb 18, 2024 at 10:05", 64, 37),
                ("Gas line sizing for adding a range - how did you calculate it?", "/f/HomeImprovement", "Jan 30, 2024 at 19:47", 25, 14),
            ]
            for i, (t, f, when, score, n) in enumerate(items2):
                lines += ["\tarticle ''", f"\t\t[{40 + i * 3}] link '{t}'", f"\t\tStaticText 'Submitted in {f} on {when} UTC'",
                          f"\t\tStaticText '{score} point{'s' if score != 1 else ''}'", f"\t\t[{41 + i * 3}] link '{n} comments'"]
        return lines

    purl = f"{base}/f/HomeImprovement/1201/best-way-to-patch-drywall-around-an-outlet-box"
    turns = [
        (f"goto('{base}/f/HomeImprovement')", axtree("/f/HomeImprovement", _pm_listing("hot", 4), f"{base}/f/HomeImprovement")),
        ("click('20')", axtree("Best way to patch drywall around an outlet box? : HomeImprovement", post(comments, "", False), purl)),
        (f"fill('27', {qs(reply)})", axtree("Best way to patch drywall around an outlet box? : HomeImprovement", post(comments, reply, False), purl)),
        ("click('29')", axtree("Best way to patch drywall around an outlet box? : HomeImprovement", post(comments + [mine], "", False, "Your comment was posted."), f"{purl}#comment_5017")),
        ("click('5002')", axtree("Best way to patch drywall around an outlet box? : HomeImprovement", post(comments + [mine], "", True), f"{purl}#comment_5017")),
        (f"goto('{base}/user/MarvelsGrantMan136/comments')", axtree("Comments by MarvelsGrantMan136", profile("comments"), f"{base}/user/MarvelsGrantMan136/comments")),
        ("click('15')", axtree("Submissions by MarvelsGrantMan136", profile("subs"), f"{base}/user/MarvelsGrantMan136/submissions")),
        (f"goto('{base}/f/HomeImprovement/new')", axtree("/f/HomeImprovement", _pm_listing("new", 5), f"{base}/f/HomeImprovement/new")),
    ]
    rs.add(task=TASK, tid="h26-web-07", system=WEB_SYSTEM, turns=turns,
           state="Task: On the forum, answer the drywall-patch question in /f/HomeImprovement, upvote the most useful existing answer, and check that the reply appears on your profile.",
           bad=True, turn=6, kind="own comment shown on the profile as posted at 09:12, before the 09:40 post it replies to (and not at 10:52)")


# ---------------------------------------------------------------------------------------------
# 08 MediaWiki runbook: edit, history, diff, unwatch (clean)
# ---------------------------------------------------------------------------------------------
RB_OLD = """Runbook for renewing the public TLS certificates on the edge proxies (edge-01, edge-02).

== Prerequisites ==
* Shell access to edge-01 and edge-02 (group ''edge-admins'')
* The certbot DNS plugin credentials in Vault at <code>secret/edge/cloudflare</code>

== Steps ==
# Log in to edge-01: <code>ssh edge-01.int.acme.net</code>
# Check the current expiry: <code>sudo certbot certificates</code>
# Renew: <code>sudo certbot renew --cert-name acme.net</code>
# Reload the proxy: <code>sudo systemctl reload nginx</code>
# Repeat steps 1-4 on edge-02.

== Verification ==
Run <code>echo | openssl s_client -connect acme.net:443 2>/dev/null | openssl x509 -noout -enddate</code> and check the new date.

'''Note:''' Let's Encrypt allows 5 duplicate certificates per week; do not loop the renew command.

== Rollback ==
Restore <code>/etc/letsencrypt/archive/acme.net/</code> from the nightly snapshot and reload nginx."""
RB_NEW = RB_OLD.replace("# Reload the proxy: <code>sudo systemctl reload nginx</code>",
                        "# Test the config, then reload the proxy: <code>sudo nginx -t && sudo systemctl reload nginx</code>")


def _rb_render(text: str) -> list[str]:
    out: list[str] = []
    n = 0
    for ln in text.split("\n"):
        if not ln.strip():
            continue
        clean = ln.replace("<code>", "").replace("</code>", "").replace("'''", "").replace("''", "")
        if clean.startswith("== "):
            out.append(f"\t\theading '{clean.strip('= ')}'")
        elif clean.startswith("# "):
            n += 1
            out.append(f"\t\tlistitem ''\n\t\t\tStaticText {qs(clean[2:])}")
        elif clean.startswith("* "):
            out.append(f"\t\tlistitem ''\n\t\t\tStaticText {qs(clean[2:])}")
        else:
            out.append(f"\t\tStaticText {qs(clean)}")
    return [x for chunk in out for x in chunk.split("\n")]


def t08(rs: RowSet) -> None:
    base = "https://wiki.acme-int.net"
    title = "Runbook:TLS certificate renewal"
    url = f"{base}/wiki/Runbook:TLS_certificate_renewal"
    old_b, new_b = len(RB_OLD.encode()), len(RB_NEW.encode())
    summary = "Test nginx config before reload"

    def chrome(tab: str, watched: bool, notice: str | None = None) -> list[str]:
        lines = [
            "[2] banner ''", "\t[3] link 'Visit the main page'", "\t[4] searchbox 'Search Opsdocs'", "\t[5] button 'Go'",
            "\t[6] link 'Lena Brandt'", "\t[7] link 'Talk'", "\t[8] link 'Preferences'", "\t[9] link 'Watchlist'", "\t[10] link 'Contributions'", "\t[11] link 'Log out'",
            "[12] navigation 'Navigation'", "\t[13] link 'Main page'", "\t[14] link 'Recent changes'", "\t[15] link 'Random page'", "\t[16] link 'Help about MediaWiki'",
            "[17] navigation 'Tools'", "\t[18] link 'What links here'", "\t[19] link 'Related changes'", "\t[20] link 'Special pages'", "\t[21] link 'Page information'",
            "[22] navigation 'Views'",
            "\t[23] link 'Read'" + (", current='page'" if tab == "read" else ""),
            "\t[24] link 'Edit'" + (", current='page'" if tab == "edit" else ""),
            "\t[25] link 'View history'" + (", current='page'" if tab == "history" else ""),
            "\t[26] link " + ("'Unwatch'" if watched else "'Watch'"),
            "\t[27] button 'More'",
        ]
        if notice:
            lines += ["[28] status ''", f"\tStaticText '{notice}'"]
        return lines

    def read(text: str, stamp: str, watched: bool, notice: str | None = None, oldid: int = 4411) -> list[str]:
        return chrome("read", watched, notice) + [
            "[30] main ''", f"\t[31] heading '{title}'", "\tStaticText 'From Opsdocs'",
            "\t[32] navigation 'Contents'", "\t\t[33] link '1 Prerequisites'", "\t\t[34] link '2 Steps'", "\t\t[35] link '3 Verification'", "\t\t[36] link '4 Rollback'",
            "\t[40] article ''",
        ] + _rb_render(text) + [
            "\t[60] link 'Categories: Runbooks'", "\t[61] link 'Edge proxies'",
            "[62] contentinfo ''", f"\tStaticText 'This page was last edited on {stamp}.'",
            f"\tStaticText 'Permanent link: oldid={oldid}'",
            "\t[63] link 'Privacy policy'", "\t[64] link 'About Opsdocs'", "\t[65] link 'Disclaimers'",
        ]

    def edit(text: str, summ: str) -> list[str]:
        return chrome("edit", True) + [
            "[30] main ''", f"\t[31] heading 'Editing {title}'",
            "\t[40] toolbar ''", "\t\t[41] button 'Bold'", "\t\t[42] button 'Italic'", "\t\t[43] button 'Link'", "\t\t[44] button 'Embedded file'", "\t\t[45] button 'Reference'",
            f"\t[46] textbox 'Wikitext source editor' value={qs(text)}",
            f"\t[47] textbox 'Summary:' value='{summ}'",
            "\t[48] checkbox 'This is a minor edit', checked=False",
            "\t[49] checkbox 'Watch this page', checked=True",
            "\t[50] button 'Save changes'", "\t[51] button 'Show preview'", "\t[52] button 'Show changes'", "\t[53] link 'Cancel'",
            "\tStaticText 'By saving changes, you agree to the Terms of Use and irrevocably agree to release your contribution under the CC BY-SA 4.0 License.'",
        ]

    hist_rows = [
        (4527, "10:31, 14 March 2024", "Lena Brandt", new_b, new_b - old_b, summary),
        (4411, "16:12, 2 February 2024", "Marco Vitale", old_b, 212, "Add Let's Encrypt rate-limit note"),
        (4039, "09:03, 11 December 2023", "Lena Brandt", old_b - 212, -18, "fix typo in openssl command"),
        (3702, "14:40, 20 October 2023", "Priyanka Das", old_b - 194, 214, "Add rollback section"),
        (3318, "11:26, 4 September 2023", "Marco Vitale", old_b - 408, old_b - 408, "Created page with \"Runbook for renewing the public TLS certificates on the edge proxies...\""),
    ]
    hist = chrome("history", True) + ["[30] main ''", f"\t[31] heading '{title}: Revision history'", "\t[32] button 'Compare selected revisions'", "\t[33] list ''"]
    for i, (_rid, when, who, size, delta, summ) in enumerate(hist_rows):
        b = 100 + i * 6
        sign = f"+{delta:,}" if delta > 0 else f"{delta:,}".replace("-", "−")
        lines = ["\t\tlistitem ''"]
        lines += ["\t\t\tStaticText 'cur'"] if i == 0 else [f"\t\t\t[{b}] link 'cur'"]
        lines += [f"\t\t\t[{b + 1}] link 'prev'"] if i < len(hist_rows) - 1 else ["\t\t\tStaticText 'prev'"]
        lines += [f"\t\t\t[{b + 2}] link '{when}'", f"\t\t\t[{b + 3}] link '{who}'", f"\t\t\tStaticText '{size:,} bytes'", f"\t\t\tStaticText '{sign}'",
                  f"\t\t\tStaticText {qs('(' + summ + ')')}", f"\t\t\t[{b + 4}] link 'undo'"]
        hist += lines
    hist += ["\t[200] link '(newest | oldest) View (newer 50 | older 50)'"]

    def diff(watched: bool, notice: str | None = None) -> list[str]:
        return chrome("history", watched, notice) + [
            "[30] main ''", f"\t[31] heading '{title}: Difference between revisions'",
            "\t[32] table ''",
            "\t\trow ''", "\t\t\t[33] link 'Revision as of 16:12, 2 February 2024'", "\t\t\t[34] link 'Latest revision as of 10:31, 14 March 2024'",
            "\t\trow ''", "\t\t\t[35] link 'Marco Vitale'", "\t\t\t[36] link 'Lena Brandt'",
            "\t\trow ''", "\t\t\tStaticText \"(Add Let's Encrypt rate-limit note)\"", f"\t\t\tStaticText '({summary})'",
            "\t\trow ''", "\t\t\t[37] link '← Older edit'", "\t\t\tStaticText ''",
            "\t\trow ''", "\t\t\tStaticText 'Line 10:'", "\t\t\tStaticText 'Line 10:'",
            "\t\trow ''", "\t\t\tStaticText '# Renew: <code>sudo certbot renew --cert-name acme.net</code>'", "\t\t\tStaticText '# Renew: <code>sudo certbot renew --cert-name acme.net</code>'",
            "\t\trow ''", "\t\t\tdeletion '− # Reload the proxy: <code>sudo systemctl reload nginx</code>'",
            "\t\t\tinsertion '+ # Test the config, then reload the proxy: <code>sudo nginx -t && sudo systemctl reload nginx</code>'",
            "\t\trow ''", "\t\t\tStaticText '# Repeat steps 1-4 on edge-02.'", "\t\t\tStaticText '# Repeat steps 1-4 on edge-02.'",
            "\t[40] heading 'Latest revision as of 10:31, 14 March 2024'",
        ] + _rb_render(RB_NEW)

    turns = [
        (f"goto('{url}')", axtree(f"{title} - Opsdocs", read(RB_OLD, "2 February 2024, at 16:12", False), url)),
        ("click('24')", axtree(f"Editing {title} - Opsdocs", edit(RB_OLD, ""), f"{base}/index.php?title=Runbook:TLS_certificate_renewal&action=edit")),
        (f"fill('46', {qs(RB_NEW)})", axtree(f"Editing {title} - Opsdocs", edit(RB_NEW, ""), f"{base}/index.php?title=Runbook:TLS_certificate_renewal&action=edit")),
        (f"fill('47', '{summary}')", axtree(f"Editing {title} - Opsdocs", edit(RB_NEW, summary), f"{base}/index.php?title=Runbook:TLS_certificate_renewal&action=edit")),
        ("click('50')", axtree(f"{title} - Opsdocs", read(RB_NEW, "14 March 2024, at 10:31", True, "Your edit was saved.", 4527), url)),
        ("click('25')", axtree(f"{title}: Revision history - Opsdocs", hist, f"{base}/index.php?title=Runbook:TLS_certificate_renewal&action=history")),
        ("click('101')", axtree(f"{title}: Difference between revisions - Opsdocs", diff(True), f"{base}/index.php?title=Runbook:TLS_certificate_renewal&diff=4527&oldid=4411")),
        ("click('26')", axtree(f"{title}: Difference between revisions - Opsdocs", diff(False, f"\"{title}\" and its discussion page have been removed from your watchlist."),
                               f"{base}/index.php?title=Runbook:TLS_certificate_renewal&diff=4527&oldid=4411")),
        ("click('23')", axtree(f"{title} - Opsdocs", read(RB_NEW, "14 March 2024, at 10:31", False, None, 4527), url)),
    ]
    rs.add(task=TASK, tid="h26-web-08", system=WEB_SYSTEM, turns=turns,
           state="Task: In the Opsdocs wiki, change the certificate runbook so nginx's config is tested before reload, check the diff in the history, and stop watching the page.")


# ---------------------------------------------------------------------------------------------
# 09 One Stop Market: order history, pagination, reorder at current prices (clean)
# ---------------------------------------------------------------------------------------------
OSM_ORDERS = [
    ("000000170", "3/9/24", "Emma Lopez", 62.34, "Pending"),
    ("000000166", "3/1/24", "Emma Lopez", 148.20, "Complete"),
    ("000000158", "2/14/24", "Emma Lopez", 93.84, "Complete"),
    ("000000151", "2/2/24", "Alex Lopez", 37.50, "Complete"),
    ("000000149", "1/29/24", "Emma Lopez", 215.07, "Canceled"),
    ("000000143", "1/18/24", "Emma Lopez", 54.96, "Complete"),
    ("000000137", "1/5/24", "Emma Lopez", 19.99, "Complete"),
    ("000000131", "12/22/23", "Alex Lopez", 301.45, "Complete"),
    ("000000128", "12/11/23", "Emma Lopez", 88.02, "Complete"),
    ("000000120", "11/29/23", "Emma Lopez", 41.70, "Complete"),
    ("000000116", "11/17/23", "Emma Lopez", 129.99, "Complete"),
    ("000000109", "11/3/23", "Emma Lopez", 23.48, "Complete"),
    ("000000104", "10/21/23", "Emma Lopez", 76.15, "Canceled"),
    ("000000098", "10/9/23", "Emma Lopez", 58.90, "Complete"),
    ("000000091", "9/27/23", "Emma Lopez", 12.99, "Complete"),
    ("000000087", "9/14/23", "Alex Lopez", 199.00, "Complete"),
    ("000000080", "9/2/23", "Emma Lopez", 45.32, "Complete"),
    ("000000076", "8/19/23", "Emma Lopez", 67.80, "Complete"),
    ("000000069", "8/7/23", "Emma Lopez", 33.21, "Complete"),
    ("000000063", "7/26/23", "Emma Lopez", 110.40, "Complete"),
]
TIDE = "Tide PODS Laundry Detergent Soap Pods, Spring Meadow, 81 Count"
BOUNTY = "Bounty Quick-Size Paper Towels, White, 8 Family Rolls = 20 Regular Rolls"
DAWN = "Dawn Platinum Dishwashing Liquid Dish Soap, Refreshing Rain Scent, 24 fl oz"


def _acct_nav(current: str) -> list[str]:
    items = ["My Account", "My Orders", "My Downloadable Products", "My Wish List", "Address Book", "Account Information", "Stored Payment Methods", "My Product Reviews", "Newsletter Subscriptions"]
    return ["[700] navigation 'Account'"] + [f"\t[{701 + i}] link '{t}'" + (", current='page'" if t == current else "") for i, t in enumerate(items)]


def t09(rs: RowSet) -> None:
    base = "http://onestopmarket.example.com"

    def history(start: int, per: int, page: int) -> list[str]:
        rows = OSM_ORDERS[start:start + per]
        lines = _shop_head(0) + _acct_nav("My Orders") + [
            "[160] main ''", "\t[161] heading 'My Orders'",
            "\t[162] table 'Orders'",
            "\t\trow 'Order # Date Ship To Order Total Status Action'",
        ]
        for i, (num, date, who, tot, st) in enumerate(rows):
            b = 800 + (start + i) * 2
            lines += ["\t\trow ''", f"\t\t\tgridcell '{num}'", f"\t\t\tgridcell '{date}'", f"\t\t\tgridcell '{who}'", f"\t\t\tgridcell '{money(tot)}'",
                      f"\t\t\tgridcell '{st}'", f"\t\t\t[{b}] link 'View Order'"]
            if st != "Canceled":
                lines.append(f"\t\t\t[{b + 1}] link 'Reorder'")
        pages = -(-37 // per)
        lines += [f"\tStaticText 'Items {start + 1} to {start + len(rows)} of 37 total'", "\t[880] navigation 'Pagination'"]
        if page > 1:
            lines.append("\t\t[881] link 'Previous'")
        for p in range(1, pages + 1):
            lines.append(f"\t\tStaticText 'You're currently reading page {p}'" if p == page else f"\t\t[{881 + p}] link 'Page {p}'")
        if page < pages:
            lines.append("\t\t[890] link 'Next'")
        lines += [f"\t[891] combobox 'Show' value='{per}'", "\t\toption '10'" + (", selected=True" if per == 10 else ""),
                  "\t\toption '20'" + (", selected=True" if per == 20 else ""), "\t\toption '50'", "\tStaticText 'per page'"]
        return [ln.replace("StaticText 'You're", "StaticText \"You're").replace(f"page {page}'", f"page {page}\"") if "You're" in ln else ln for ln in lines]

    items = [(TIDE, "TD-81-SM", 19.97, 1), (BOUNTY, "BQ-8FR", 24.49, 2), (DAWN, "DP-24-RR", 4.89, 1)]

    def order_view(tab: str) -> list[str]:
        lines = _shop_head(0) + _acct_nav("My Orders") + [
            "[160] main ''", "\t[161] heading 'Order # 000000158'", "\tStaticText 'Complete'", "\tStaticText 'February 14, 2024'",
            "\t[162] link 'Reorder'", "\t[163] link 'Print Order'",
            "\t[164] tablist ''",
            "\t\t[165] tab 'Items Ordered'" + (", selected=True" if tab == "items" else ""),
            "\t\t[166] tab 'Invoices'" + (", selected=True" if tab == "inv" else ""),
            "\t\t[167] tab 'Order Shipments'",
        ]
        if tab == "inv":
            lines += ["\t[168] heading 'Invoice #000000102'", "\t[169] link 'Print Invoice'"]
        lines += ["\t[170] table ''", "\t\trow " + ("'Product Name SKU Price Qty Subtotal'" if tab == "items" else "'Product Name SKU Price Qty Invoiced Subtotal'")]
        for name, sku, price, qty in items:
            qtxt = f"Ordered: {qty} Shipped: {qty}" if tab == "items" else str(qty)
            lines += ["\t\trow ''", f"\t\t\tgridcell '{name}'", f"\t\t\tgridcell '{sku}'", f"\t\t\tgridcell '{money(price)}'", f"\t\t\tgridcell '{qtxt}'", f"\t\t\tgridcell '{money(price * qty)}'"]
        lines += ["\t\trow 'Subtotal $73.84'", "\t\trow 'Shipping & Handling $20.00'", "\t\trow 'Grand Total $93.84'",
                  "\t[180] heading 'Order Information'",
                  "\tStaticText 'Shipping Address: Emma Lopez, 101 S San Mateo Dr, San Mateo, California, 94010, United States, T: 6505551212'",
                  "\tStaticText 'Shipping Method: Flat Rate - Fixed'",
                  "\tStaticText 'Billing Address: Emma Lopez, 101 S San Mateo Dr, San Mateo, California, 94010, United States'",
                  "\tStaticText 'Payment Method: Check / Money order'",
                  "\t[181] link 'Back to My Orders'"]
        return lines

    def cart(dawn_qty: str, dawn_line: int, msg: str | None) -> list[str]:
        now = [(TIDE, 21.49, 1, 900), (BOUNTY, 24.49, 2, 904), (DAWN, 4.49, dawn_line, 908)]
        lines = _shop_head(sum(q for _, _, q, _ in now)) + ["[160] main ''", "\t[500] heading 'Shopping Cart'"]
        if msg:
            lines += ["\t[501] alert ''", f"\t\tStaticText '{msg}'"]
        lines += ["\t[502] table 'Shopping Cart Items'", "\t\trow 'Item Price Qty Subtotal'"]
        for name, price, qty, b in now:
            shown = dawn_qty if name == DAWN else str(qty)
            lines += ["\t\trow ''", f"\t\t\t[{b}] link '{name}'", f"\t\t\tStaticText '{money(price)}'", f"\t\t\t[{b + 1}] spinbutton 'Qty' value='{shown}'",
                      f"\t\t\tStaticText '{money(price * qty)}'", f"\t\t\t[{b + 2}] link 'Edit item parameters'", f"\t\t\t[{b + 3}] link 'Remove item'"]
        sub = sum(p * q for _, p, q, _ in now)
        lines += ["\t[512] link 'Continue Shopping'", "\t[513] button 'Update Shopping Cart'",
                  "\t[530] complementary 'Summary'", "\t\t[531] heading 'Summary'", "\t\t[532] button 'Estimate Shipping and Tax'",
                  "\t\ttable ''", f"\t\t\trow 'Subtotal {money(sub)}'", "\t\t\trow 'Tax $0.00'", f"\t\t\trow 'Order Total {money(sub)}'",
                  "\t\t[533] button 'Proceed to Checkout'"]
        return lines

    dash = _shop_head(6) + _acct_nav("My Account") + [
        "[160] main ''", "\t[161] heading 'My Account'",
        "\t[162] heading 'Contact Information'", "\tStaticText 'Emma Lopez'", "\tStaticText 'emma.lopez@gmail.com'", "\t[163] link 'Edit'", "\t[164] link 'Change Password'",
        "\t[165] heading 'Newsletters'", "\tStaticText 'You aren't subscribed to our newsletter.'".replace("'You aren't subscribed to our newsletter.'", "\"You aren't subscribed to our newsletter.\""),
        "\t[166] heading 'Address Book'", "\tStaticText 'Default Billing Address: Emma Lopez, 101 S San Mateo Dr, San Mateo, California, 94010'",
        "\tStaticText 'Default Shipping Address: Emma Lopez, 101 S San Mateo Dr, San Mateo, California, 94010'",
        "\t[167] heading 'Recent Orders'", "\t[168] link 'View All'", "\t[169] table ''", "\t\trow 'Order # Date Ship To Order Total Status Action'",
    ]
    for i, (num, date, who, tot, st) in enumerate(OSM_ORDERS[:5]):
        dash += ["\t\trow ''", f"\t\t\tgridcell '{num}'", f"\t\t\tgridcell '{date}'", f"\t\t\tgridcell '{who}'", f"\t\t\tgridcell '{money(tot)}'", f"\t\t\tgridcell '{st}'",
                 f"\t\t\t[{170 + i * 2}] link 'View Order'"] + ([f"\t\t\t[{171 + i * 2}] link 'Reorder'"] if st != "Canceled" else [])
    dash += ["\t[190] heading 'My Recent Reviews'", "\t[191] link 'Keurig K-Mini Single Serve Coffee Maker, Black'", "\tStaticText 'Rating: 80%'", "\tStaticText '1/12/24'"]

    turns = [
        (f"goto('{base}/sales/order/history/')", axtree("My Orders", history(0, 10, 1), f"{base}/sales/order/history/")),
        ("click('883')", axtree("My Orders", history(10, 10, 2), f"{base}/sales/order/history/?p=2")),
        ("select_option('891', '20')", axtree("My Orders", history(0, 20, 1), f"{base}/sales/order/history/?limit=20")),
        ("click('804')", axtree("Order # 000000158", order_view("items"), f"{base}/sales/order/view/order_id=158/")),
        ("click('166')", axtree("Order # 000000158", order_view("inv"), f"{base}/sales/order/invoice/order_id=158/")),
        ("click('162')", axtree("Shopping Cart", cart("1", 1, None), f"{base}/checkout/cart/")),
        ("fill('909', '3')", axtree("Shopping Cart", cart("3", 1, None), f"{base}/checkout/cart/")),
        ("click('513')", axtree("Shopping Cart", cart("3", 3, None), f"{base}/checkout/cart/")),
        ("click('120')", axtree("My Account", dash, f"{base}/customer/account/")),
    ]
    rs.add(task=TASK, tid="h26-web-09", system=WEB_SYSTEM, turns=turns,
           state="Task: Find the February 14 order in Emma's One Stop Market history, check its invoice, reorder it with three bottles of the dish soap, and go back to the account dashboard.")


# ---------------------------------------------------------------------------------------------
# 10 osTicket agent panel: close one ticket, assign another (bad: closed ticket shows Open)
# ---------------------------------------------------------------------------------------------
OST_OPEN = [
    ("248131", "3/14/24 10:41 AM", "Cannot access shared drive S:", "Helen Cho", "High", ""),
    ("248130", "3/14/24 10:22 AM", "New hire laptop setup - J. Ruiz", "Olivia Brandt", "Normal", "Alicia Moreno"),
    ("248128", "3/14/24 10:05 AM", "Outlook keeps asking for password", "Tom Becker", "Normal", ""),
    ("248126", "3/14/24 9:51 AM", "Badge reader at east entrance offline", "Facilities Desk", "High", "Dana Whitfield"),
    ("248123", "3/14/24 9:33 AM", "Request: Adobe Acrobat Pro license", "Priya Nair", "Low", ""),
    ("248120", "3/14/24 9:20 AM", "Printer queue stuck on 3rd floor (HP M479)", "Greg Olsen", "Normal", ""),
    ("248117", "3/14/24 9:02 AM", "VPN drops every 30 minutes on Wi-Fi", "Marcus Hale", "Normal", "Alicia Moreno"),
    ("248115", "3/13/24 5:48 PM", "Teams camera not detected after update", "Sara Lindqvist", "Normal", ""),
    ("248112", "3/13/24 4:10 PM", "Phishing email reported - Invoice overdue", "Kevin Tran", "High", "Alicia Moreno"),
    ("248108", "3/13/24 2:37 PM", "Monitor flickers on docking station", "Maya Gupta", "Low", ""),
    ("248104", "3/13/24 11:15 AM", "Password reset for SAP account", "Luis Ortega", "Normal", "Dana Whitfield"),
    ("248099", "3/13/24 9:40 AM", "Conference room B display no signal", "Facilities Desk", "Normal", ""),
    ("248093", "3/12/24 3:22 PM", "Laptop battery swelling - replacement", "Nina Park", "High", "Dana Whitfield"),
    ("248088", "3/12/24 10:05 AM", "Access request: Jira project FIN", "Owen Clarke", "Low", ""),
]


def _ost_head(open_n: int, recent: list[str]) -> list[str]:
    lines = [
        "[2] banner ''", "\t[3] link 'Acme IT Helpdesk'", "\tStaticText 'Welcome, Alicia.'", "\t[4] link 'Agent Panel'", "\t[5] link 'Profile'", "\t[6] link 'Log Out'",
        "[7] navigation ''", "\t[8] link 'Dashboard'", "\t[9] link 'Users'", "\t[10] link 'Tasks'", "\t[11] link 'Tickets'", "\t[12] link 'Knowledgebase'",
        "[13] navigation 'Queues'", f"\t[14] link 'Open ({open_n})'", "\t[15] link 'My Tickets (3)'" if open_n == 14 else "\t[15] link 'My Tickets (2)'",
        "\t[16] link 'Closed'", "\t[17] link 'New Ticket'",
    ]
    if recent:
        lines += ["\t[18] button 'Recent tickets'"] + [f"\t\t[{19 + i}] link '#{t}'" for i, t in enumerate(recent)]
    return lines


def t10(rs: RowSet) -> None:
    base = "https://helpdesk.acme.example/scp"

    def queue(rows: list[tuple], recent: list[str]) -> list[str]:
        lines = _ost_head(len(rows), recent) + [
            "[30] main ''", f"\t[31] heading 'Open ({len(rows)})'", "\t[32] searchbox 'Search' value=''", "\t[33] button 'Search'",
            "\t[34] combobox 'Sort' value='Most Recently Updated'",
            "\t[35] table ''", "\t\trow 'Ticket Last Updated Subject From Priority Assigned To'",
        ]
        for num, upd, subj, frm, prio, who in rows:
            b = 40 + (int(num) - 248088) * 2
            lines += ["\t\trow ''", f"\t\t\t[{b}] link '{num}'", f"\t\t\tgridcell '{upd}'", f"\t\t\t[{b + 1}] link '{subj}'", f"\t\t\tgridcell '{frm}'",
                      f"\t\t\tgridcell '{prio}'", f"\t\t\tgridcell '{who or '—'}'"]
        lines += [f"\tStaticText 'Page: [1]  Showing 1 - {len(rows)} of {len(rows)}'", "\t[200] button 'Export'"]
        return lines

    vpn_thread = [
        ("Marcus Hale", "3/14/24 8:47 AM", "message", "Since Monday my GlobalProtect VPN disconnects about every 30 minutes when I am on home Wi-Fi. Wired at the office is fine. I have to re-enter my MFA each time."),
        ("Alicia Moreno", "3/14/24 8:55 AM", "response", "Hi Marcus, thanks for the report. Which GlobalProtect version do you have (Help > About)? Does it also happen on a different network, e.g. your phone hotspot?"),
        ("Marcus Hale", "3/14/24 9:02 AM", "message", "Version 6.0.7. Yes, it also happens on my phone hotspot."),
    ]
    reply = ("Thanks Marcus. 6.0.7 has a known IPsec rekey bug that drops the tunnel every 30 minutes. I have pushed GlobalProtect 6.1.3 to your laptop through Intune; "
             "please restart once it shows as installed. I am closing this ticket, just reply here if the drops come back.")
    vpn_after = vpn_thread + [("Alicia Moreno", "3/14/24 10:47 AM", "response", reply), ("", "3/14/24 10:47 AM", "event", "Closed by Alicia Moreno")]
    prn_thread = [("Greg Olsen", "3/14/24 9:20 AM", "message", "Jobs sent to the 3rd floor HP M479 sit in the queue as Deleting and nothing prints. Restarting my PC did not help. Several people on the floor have the same issue.")]
    prn_after = prn_thread + [("", "3/14/24 10:49 AM", "event", "Assigned to Dana Whitfield by Alicia Moreno")]

    def ticket(num: str, tid: int, subj: str, frm: str, email: str, status: str, assignee: str, topic: str, created: str, due: str, last_msg: str,
               last_resp: str, thread: list[tuple], open_n: int, recent: list[str], reply_txt: str = "", reply_status: str = "Open",
               assign_sel: str = "", flash: str | None = None, note: str = "") -> list[str]:
        lines = _ost_head(open_n, recent) + ["[30] main ''"]
        if flash:
            lines += ["\t[31] status ''", f"\t\tStaticText '{flash}'"]
        lines += [
            f"\t[32] heading 'Ticket #{num}'", "\t[33] button 'Print'", "\t[34] button 'Edit'", "\t[35] button 'More'",
            f"\t[36] heading '{subj}'",
            "\t[37] table 'Ticket details'",
            f"\t\trow 'Status: {status}'", "\t\trow 'Priority: Normal'", "\t\trow 'Department: IT Support'", f"\t\trow 'Create Date: {created}'",
            f"\t\trow 'User: {frm} ({email})'", "\t\trow 'Source: Email'",
            f"\t\trow 'Assigned To: {assignee or '-- Unassigned --'}'", "\t\trow 'SLA Plan: Default SLA (18 hrs - Active)'", f"\t\trow 'Due Date: {due}'",
            f"\t\trow 'Help Topic: {topic}'", f"\t\trow 'Last Message: {last_msg}'", f"\t\trow 'Last Response: {last_resp}'",
            "\t[40] tablist ''", "\t\t[41] tab 'Ticket Thread', selected=True", "\t\t[42] tab 'Tasks'",
            "\t[43] list 'Thread'",
        ]
        for who, when, kind, text in thread:
            if kind == "event":
                lines += ["\t\tlistitem ''", f"\t\t\tStaticText '{text} {when}'"]
            else:
                lines += ["\t\tarticle ''", f"\t\t\tStaticText '{who}'", f"\t\t\tStaticText '{when}'",
                          f"\t\t\tStaticText '{'Response' if kind == 'response' else 'Message'}'", f"\t\t\tStaticText '{text}'"]
        lines += [
            "\t[60] tablist ''", "\t\t[61] tab 'Post Reply', selected=True", "\t\t[62] tab 'Post Internal Note'",
            f"\t[63] textbox 'To: {frm} <{email}>' value=''",
            f"\t[64] textbox 'Response' value='{reply_txt}'",
            "\t[65] checkbox 'Append signature', checked=True",
            f"\t[66] combobox 'Ticket Status' value='{reply_status}'", "\t\toption 'Open'" + (", selected=True" if reply_status == "Open" else ""),
            "\t\toption 'Resolved'", "\t\toption 'Closed'" + (", selected=True" if reply_status == "Closed" else ""),
            "\t[67] button 'Post Reply'", "\t[68] button 'Reset'",
            f"\t[69] textbox 'Internal note' value='{note}'", "\t[70] button 'Post Note'",
            f"\t[71] combobox 'Assign To' value='{assign_sel or '-- Select an Agent --'}'",
            "\t\toption 'Alicia Moreno'", "\t\toption 'Dana Whitfield'" + (", selected=True" if assign_sel == "Dana Whitfield" else ""), "\t\toption 'Sam Oduya'",
            "\t[72] button 'Assign'",
        ]
        return lines

    vpn = dict(num="248117", tid=1921, subj="VPN drops every 30 minutes on Wi-Fi", frm="Marcus Hale", email="marcus.hale@acme.example",
               topic="Network / VPN", created="3/14/24 8:47 AM", due="3/15/24 2:47 AM", last_msg="3/14/24 9:02 AM")
    prn = dict(num="248120", tid=1924, subj="Printer queue stuck on 3rd floor (HP M479)", frm="Greg Olsen", email="greg.olsen@acme.example",
               topic="Hardware / Printing", created="3/14/24 9:20 AM", due="3/15/24 3:20 AM", last_msg="3/14/24 9:20 AM")
    after_close = [r for r in OST_OPEN if r[0] != "248117"]
    note = "Restarted the spooler on PRN-SRV02; M479 queue still shows 7 stuck jobs. Dana will check the printer firmware on site."
    u = f"{base}/tickets.php"
    turns = [
        (f"goto('{u}?queue=1')", axtree("Open Tickets :: Acme IT Helpdesk", queue(OST_OPEN, []), f"{u}?queue=1")),
        ("click('98')", axtree("Ticket #248117 :: Acme IT Helpdesk", ticket(**vpn, status="Open", assignee="Alicia Moreno", last_resp="3/14/24 8:55 AM", thread=vpn_thread, open_n=14, recent=["248117"]), f"{u}?id=1921")),
        (f"fill('64', '{reply}')", axtree("Ticket #248117 :: Acme IT Helpdesk", ticket(**vpn, status="Open", assignee="Alicia Moreno", last_resp="3/14/24 8:55 AM", thread=vpn_thread, open_n=14, recent=["248117"], reply_txt=reply), f"{u}?id=1921")),
        ("select_option('66', 'Closed')", axtree("Ticket #248117 :: Acme IT Helpdesk", ticket(**vpn, status="Open", assignee="Alicia Moreno", last_resp="3/14/24 8:55 AM", thread=vpn_thread, open_n=14, recent=["248117"], reply_txt=reply, reply_status="Closed"), f"{u}?id=1921")),
        ("click('67')", axtree("Ticket #248117 :: Acme IT Helpdesk", ticket(**vpn, status="Closed", assignee="Alicia Moreno", last_resp="3/14/24 10:47 AM", thread=vpn_after, open_n=13, recent=["248117"], reply_status="Closed", flash="Reply posted successfully"), f"{u}?id=1921")),
        ("click('14')", axtree("Open Tickets :: Acme IT Helpdesk", queue(after_close, ["248117"]), f"{u}?queue=1")),
        ("click('104')", axtree("Ticket #248120 :: Acme IT Helpdesk", ticket(**prn, status="Open", assignee="", last_resp="", thread=prn_thread, open_n=13, recent=["248120", "248117"]), f"{u}?id=1924")),
        ("select_option('71', 'Dana Whitfield')", axtree("Ticket #248120 :: Acme IT Helpdesk", ticket(**prn, status="Open", assignee="", last_resp="", thread=prn_thread, open_n=13, recent=["248120", "248117"], assign_sel="Dana Whitfield"), f"{u}?id=1924")),
        ("click('72')", axtree("Ticket #248120 :: Acme IT Helpdesk", ticket(**prn, status="Open", assignee="Dana Whitfield", last_resp="", thread=prn_after, open_n=13, recent=["248120", "248117"], flash="Ticket assigned successfully to Dana Whitfield"), f"{u}?id=1924")),
        ("click('20')", axtree("Ticket #248117 :: Acme IT Helpdesk", ticket(**vpn, status="Open", assignee="Alicia Moreno", last_resp="3/14/24 10:47 AM", thread=vpn_after, open_n=13, recent=["248117", "248120"]), f"{u}?id=1921")),
        ("click('20')", axtree("Ticket #248120 :: Acme IT Helpdesk", ticket(**prn, status="Open", assignee="Dana Whitfield", last_resp="", thread=prn_after, open_n=13, recent=["248120", "248117"]), f"{u}?id=1924")),
        (f"fill('69', '{note}')", axtree("Ticket #248120 :: Acme IT Helpdesk", ticket(**prn, status="Open", assignee="Dana Whitfield", last_resp="", thread=prn_after, open_n=13, recent=["248120", "248117"], note=note), f"{u}?id=1924")),
    ]
    rs.add(task=TASK, tid="h26-web-10", system=WEB_SYSTEM, turns=turns,
           state="Task: In the helpdesk, answer and close Marcus Hale's VPN ticket, assign the 3rd-floor printer ticket to Dana Whitfield, re-read the VPN reply, and leave an internal note on the printer ticket.",
           bad=True, turn=10, kind="closed VPN ticket shows Status: Open again with no reopen event or new message in its thread")


# ---------------------------------------------------------------------------------------------
# 11 Crafthaus seller hub: live stats, refresh, range, currency, payouts, orders (clean)
# ---------------------------------------------------------------------------------------------
def t11(rs: RowSet) -> None:
    base = "https://sell.crafthaus.market"
    rate = 0.9184

    def head() -> list[str]:
        return [
            "[2] banner ''", "\t[3] link 'Crafthaus Seller Hub'", "\tStaticText 'Fernwood Ceramics'", "\t[4] button 'Notifications'", "\t[5] button 'Jun Park'",
            "[6] navigation ''", "\t[7] link 'Dashboard'", "\t[8] link 'Orders'", "\t[9] link 'Listings'", "\t[10] link 'Payouts'", "\t[11] link 'Messages'", "\t[12] link 'Settings'",
        ]

    def fmt(x: float, cur: str) -> str:
        return f"€{x:,.2f}" if cur == "EUR" else money(x)

    recent1 = [("CH-20931", "2 min ago", "Ava Thompson", 2, 58.00), ("CH-20930", "9 min ago", "Noah Kim", 1, 24.00), ("CH-20929", "14 min ago", "Lena Fischer", 3, 81.50),
               ("CH-20928", "21 min ago", "Omar Haddad", 1, 36.00), ("CH-20927", "33 min ago", "Grace Liu", 2, 47.00)]
    recent2 = [("CH-20932", "just now", "Maria Santos", 1, 36.90), ("CH-20931", "3 min ago", "Ava Thompson", 2, 58.00), ("CH-20930", "10 min ago", "Noah Kim", 1, 24.00),
               ("CH-20929", "15 min ago", "Lena Fischer", 3, 81.50), ("CH-20928", "22 min ago", "Omar Haddad", 1, 36.00)]
    days = [("Mar 8", 1402.10, 41, 1512), ("Mar 9", 1688.35, 49, 1804), ("Mar 10", 1915.60, 55, 2010), ("Mar 11", 1207.90, 35, 1233),
            ("Mar 12", 1118.40, 32, 1190), ("Mar 13", 1152.40, 31, 1141), ("Mar 14", 1321.40, 38, 1291)]

    def dash(rng: str, cur: str, stamp: str, today: tuple[float, int, int], recent: list[tuple]) -> list[str]:
        if rng == "Today":
            rev, orders, visitors = today
            label = f"Today (Mar 14, 2024) · Last updated {stamp} PT"
        else:
            rev, orders, visitors = round(sum(d[1] for d in days), 2), sum(d[2] for d in days), sum(d[3] for d in days)
            label = f"Mar 8 - Mar 14, 2024 · Last updated {stamp} PT"
        k = rate if cur == "EUR" else 1.0
        lines = head() + [
            "[20] main ''", "\t[21] heading 'Dashboard'", f"\tStaticText '{label}'",
            f"\t[22] combobox 'Date range' value='{rng}'", "\t\toption 'Today'" + (", selected=True" if rng == "Today" else ""),
            "\t\toption 'Last 7 days'" + (", selected=True" if rng != "Today" else ""), "\t\toption 'Last 30 days'", "\t\toption 'Custom'",
            f"\t[23] combobox 'Display currency' value='{cur}'", "\t\toption 'USD'" + (", selected=True" if cur == "USD" else ""),
            "\t\toption 'EUR'" + (", selected=True" if cur == "EUR" else ""), "\t\toption 'GBP'",
            "\t[24] button 'Refresh'",
        ]
        if cur == "EUR":
            lines.append("\tStaticText 'Converted for display at 1 USD = 0.9184 EUR (ECB reference rate, Mar 14). Payouts are made in USD.'")
        lines += [
            "\t[25] region 'Key metrics'",
            "\t\tStaticText 'Revenue'", f"\t\tStaticText '{fmt(rev * k, cur)}'",
            "\t\tStaticText 'Orders'", f"\t\tStaticText '{orders:,}'",
            "\t\tStaticText 'Visitors'", f"\t\tStaticText '{visitors:,}'",
            "\t\tStaticText 'Conversion rate'", f"\t\tStaticText '{orders / visitors * 100:.2f}%'",
            "\t\tStaticText 'Average order value'", f"\t\tStaticText '{fmt(rev / orders * k, cur)}'",
        ]
        if rng != "Today":
            lines += ["\t[26] figure 'Revenue by day'"] + [f"\t\tStaticText '{d}: {fmt(r * k, cur)} ({o} orders)'" for d, r, o, _ in days]
        lines += ["\t[30] heading 'Recent orders'", "\t[31] table ''", "\t\trow 'Order Placed Buyer Items Total Status'"]
        for i, (oid, ago, buyer, n, tot) in enumerate(recent):
            lines += ["\t\trow ''", f"\t\t\t[{32 + i}] link '#{oid}'", f"\t\t\tgridcell '{ago}'", f"\t\t\tgridcell '{buyer}'", f"\t\t\tgridcell '{n}'",
                      f"\t\t\tgridcell '{money(tot)}'", "\t\t\tgridcell 'Paid'"]
        lines += ["\t[40] link 'View all orders'", "\t[41] heading 'Top listings today'",
                  "\tStaticText 'Speckled stoneware mug, 12 oz - 14 sold'", "\tStaticText 'Stoneware pour-over cone, oatmeal glaze - 6 sold'",
                  "\tStaticText 'Nesting prep bowls, set of 3 - 5 sold'"]
        return lines

    payouts = head() + [
        "[20] main ''", "\t[21] heading 'Payouts'",
        "\tStaticText 'Payouts are sent every Monday in USD to Chase checking ending 4471.'",
        "\t[22] region 'Next payout'", "\t\tStaticText 'Mon, Mar 18, 2024'", "\t\tStaticText 'Pending balance $6,029.96 after fees (sales Mar 10 - Mar 14 so far; period ends Mar 16)'",
        "\t[23] table 'Payout history'", "\t\trow 'Payout Date Sales period Amount Status'",
        "\t\trow ''", "\t\t\t[24] link 'PO-7781'", "\t\t\tgridcell 'Mar 11, 2024'", "\t\t\tgridcell 'Mar 3 - Mar 9'", "\t\t\tgridcell '$7,764.15'", "\t\t\tgridcell 'Paid'",
        "\t\trow ''", "\t\t\t[25] link 'PO-7754'", "\t\t\tgridcell 'Mar 4, 2024'", "\t\t\tgridcell 'Feb 25 - Mar 2'", "\t\t\tgridcell '$7,102.48'", "\t\t\tgridcell 'Paid'",
        "\t\trow ''", "\t\t\t[26] link 'PO-7729'", "\t\t\tgridcell 'Feb 26, 2024'", "\t\t\tgridcell 'Feb 18 - Feb 24'", "\t\t\tgridcell '$6,530.91'", "\t\t\tgridcell 'Paid'",
        "\t[27] button 'Download statements'",
    ]
    gross, n_orders, refunds = 8712.60, 251, 58.00
    fee = round(gross * 0.065, 2)
    proc = round(gross * 0.03 + 0.25 * n_orders, 2)
    net = round(gross - fee - proc - refunds, 2)
    payout = head() + [
        "[20] main ''", "\t[21] link 'Payouts'", "\t[22] heading 'Payout PO-7781'",
        "\tStaticText 'Paid Mar 11, 2024 to Chase checking ending 4471 · Sales period Mar 3 - Mar 9, 2024'",
        "\t[23] table 'Breakdown'",
        f"\t\trow 'Gross sales ({n_orders} orders) {money(gross)}'",
        f"\t\trow 'Marketplace fee (6.5%) -{money(fee)}'",
        f"\t\trow 'Payment processing (3% + $0.25 per order) -{money(proc)}'",
        f"\t\trow 'Refunds (2) -{money(refunds)}'",
        f"\t\trow 'Net payout {money(net)}'",
        "\t[24] button 'Download CSV'",
    ]
    orders = head() + [
        "[20] main ''", "\t[21] heading 'Orders'", "\t[22] tablist ''", "\t\t[23] tab 'All', selected=True", "\t\t[24] tab 'To ship (19)'", "\t\t[25] tab 'Shipped'", "\t\t[26] tab 'Cancelled'",
        "\t[27] table ''", "\t\trow 'Order Placed Buyer Items Total Status'",
    ]
    olist = [("CH-20933", "Mar 14, 10:44 AM", "Hannah Berg", 1, 29.00), ("CH-20932", "Mar 14, 10:42 AM", "Maria Santos", 1, 36.90),
             ("CH-20931", "Mar 14, 10:39 AM", "Ava Thompson", 2, 58.00), ("CH-20930", "Mar 14, 10:32 AM", "Noah Kim", 1, 24.00),
             ("CH-20929", "Mar 14, 10:27 AM", "Lena Fischer", 3, 81.50), ("CH-20928", "Mar 14, 10:20 AM", "Omar Haddad", 1, 36.00),
             ("CH-20927", "Mar 14, 10:08 AM", "Grace Liu", 2, 47.00), ("CH-20926", "Mar 14, 9:57 AM", "Priya Shah", 1, 26.00)]
    for i, (oid, when, buyer, n, tot) in enumerate(olist):
        orders += ["\t\trow ''", f"\t\t\t[{30 + i}] link '#{oid}'", f"\t\t\tgridcell '{when}'", f"\t\t\tgridcell '{buyer}'", f"\t\t\tgridcell '{n}'",
                   f"\t\t\tgridcell '{money(tot)}'", "\t\t\tgridcell 'Paid - awaiting fulfillment'"]
    orders += ["\tStaticText 'Showing 1-8 of 4,127'", "\t[50] link 'Next page'"]
    order = head() + [
        "[20] main ''", "\t[21] link 'Orders'", "\t[22] heading 'Order #CH-20931'",
        "\tStaticText 'Placed Mar 14, 2024 at 10:39 AM PT · Paid - awaiting fulfillment'",
        "\t[23] table 'Items'", "\t\trow 'Item Price Qty Total'",
        "\t\trow 'Speckled stoneware mug, 12 oz $26.00 1 $26.00'",
        "\t\trow 'Stoneware pour-over cone, oatmeal glaze $32.00 1 $32.00'",
        "\t\trow 'Subtotal $58.00'", "\t\trow 'Shipping (free over $50) $0.00'", "\t\trow 'Sales tax (collected and remitted by Crafthaus) $5.22'",
        "\t\trow 'Buyer paid $63.22'", "\t\trow 'Your order total $58.00'",
        "\t[24] group 'Ship to'", "\t\tStaticText 'Ava Thompson'", "\t\tStaticText '88 Linden St, Apt 2'", "\t\tStaticText 'Somerville, MA 02143'",
        "\t[25] button 'Buy shipping label'", "\t[26] button 'Mark as shipped'", "\t[27] button 'Message buyer'",
    ]
    d = f"{base}/dashboard"
    turns = [
        (f"goto('{d}')", axtree("Dashboard · Crafthaus Seller Hub", dash("Today", "USD", "10:41:07 AM", (1284.50, 37, 1276), recent1), d)),
        ("click('24')", axtree("Dashboard · Crafthaus Seller Hub", dash("Today", "USD", "10:42:30 AM", (1321.40, 38, 1291), recent2), d)),
        ("select_option('22', 'Last 7 days')", axtree("Dashboard · Crafthaus Seller Hub", dash("Last 7 days", "USD", "10:42:41 AM", (0, 0, 0), recent2), f"{d}?range=7d")),
        ("select_option('23', 'EUR')", axtree("Dashboard · Crafthaus Seller Hub", dash("Last 7 days", "EUR", "10:42:41 AM", (0, 0, 0), recent2), f"{d}?range=7d&currency=EUR")),
        ("click('10')", axtree("Payouts · Crafthaus Seller Hub", payouts, f"{base}/payouts")),
        ("click('24')", axtree("Payout PO-7781 · Crafthaus Seller Hub", payout, f"{base}/payouts/PO-7781")),
        ("click('8')", axtree("Orders · Crafthaus Seller Hub", orders, f"{base}/orders")),
        ("click('32')", axtree("Order #CH-20931 · Crafthaus Seller Hub", order, f"{base}/orders/CH-20931")),
    ]
    rs.add(task=TASK, tid="h26-web-11", system=WEB_SYSTEM, turns=turns,
           state="Task: In the Crafthaus Seller Hub for Fernwood Ceramics, check today's and the last 7 days' sales (also in EUR for the Berlin stockist), verify the last payout's fee breakdown, and open Ava Thompson's order.")


# ---------------------------------------------------------------------------------------------
# 12 Roundcube webmail: read, delete spam, update signature (bad: unread badge does not follow)
# ---------------------------------------------------------------------------------------------
RC_MSGS = [
    (101, "HR Team", "Your updated job title: Senior Data Analyst", "Today 09:14", True, "12 KB"),
    (102, "Rewards Center", "Win a $500 gift card - act now!!!", "Today 08:57", True, "41 KB"),
    (103, "Jira", "[DATA-412] Dashboard refresh failing since 03:00", "Today 08:31", True, "18 KB"),
    (104, "Karim Aziz", "Q1 churn numbers", "Today 08:02", True, "220 KB"),
    (105, "GitHub", "[northwind/etl] Pull request #88 merged", "Yesterday 18:40", True, "9 KB"),
    (106, "Lucia Ferraro", "Lunch Thursday?", "Yesterday 16:12", False, "4 KB"),
    (107, "Google Calendar", "Invitation: Analytics sync @ Fri Mar 15, 2024 11am - 11:30am", "Yesterday 14:03", True, "14 KB"),
    (108, "Tableau", "Your weekly subscription: Sales Overview", "Yesterday 07:00", False, "310 KB"),
    (109, "IT Service Desk", "Scheduled maintenance Saturday 02:00-04:00", "Mar 12", True, "7 KB"),
    (110, "Karim Aziz", "Re: cohort definition", "Mar 12", False, "11 KB"),
    (111, "Payroll", "Payslip for February 2024", "Mar 11", False, "96 KB"),
    (112, "Marta Kowalski", "Slides for Monday", "Mar 11", False, "2.4 MB"),
    (113, "Zoom", "Cloud recording is now available", "Mar 10", False, "8 KB"),
]


def _rc_head(inbox_unread: int | None, mail: bool = True) -> list[str]:
    lines = [
        "[2] navigation ''", "\t[3] link 'Mail'" + (", current='page'" if mail else ""), "\t[4] link 'Contacts'",
        "\t[5] link 'Settings'" + ("" if mail else ", current='page'"), "\t[6] link 'About'", "\t[7] link 'Logout sofia.marin@northwind-analytics.com'",
    ]
    if inbox_unread is not None:
        lines += [
            "[8] navigation 'Folders'", "\t[9] button 'Compose'",
            f"\t[10] link 'Inbox ({inbox_unread})'" if inbox_unread else "\t[10] link 'Inbox'",
            "\t[11] link 'Drafts'", "\t[12] link 'Sent'", "\t[13] link 'Junk (2)'", "\t[14] link 'Trash'", "\t[15] link 'Archive'",
            "\tStaticText 'Quota: 38% (1.9 GB of 5 GB)'",
        ]
    return lines


def t12(rs: RowSet) -> None:
    base = "https://mail.northwind-analytics.com"

    def inbox(read: set[int], deleted: set[int], unread_badge: int) -> list[str]:
        shown = [m for m in RC_MSGS if m[0] not in deleted][:12]
        total = 348 - len(deleted)
        lines = _rc_head(unread_badge) + [
            "[20] main ''", "\t[21] searchbox 'Search...'", "\t[22] button 'Reply'", "\t[23] button 'Reply all'", "\t[24] button 'Forward'",
            "\t[25] button 'Delete'", "\t[26] button 'Mark'", "\t[27] button 'More'",
            "\t[28] table 'Message list'", "\t\trow 'Subject From Date Size'",
        ]
        for mid, frm, subj, when, unread, size in shown:
            flag = ", unread" if unread and mid not in read else ""
            lines += [f"\t\trow ''{flag}", f"\t\t\t[{mid * 2}] link {qs(subj)}", f"\t\t\tgridcell '{frm}'", f"\t\t\tgridcell '{when}'", f"\t\t\tgridcell '{size}'"]
        lines += [f"\tStaticText 'Messages 1 to 12 of {total}'", "\t[300] button 'Next page'", "\t[301] button 'Last page'"]
        return lines

    def view(mid: int, badge: int, body: list[str], frm_addr: str) -> list[str]:
        m = next(x for x in RC_MSGS if x[0] == mid)
        return _rc_head(badge) + [
            "[20] main ''", "\t[21] button 'Back'", "\t[22] button 'Reply'", "\t[23] button 'Reply all'", "\t[24] button 'Forward'", "\t[25] button 'Delete'",
            "\t[26] button 'Mark'", "\t[27] button 'More'",
            f"\t[30] heading {qs(m[2])}",
            f"\tStaticText 'From {m[1]} <{frm_addr}>'", "\tStaticText 'To sofia.marin@northwind-analytics.com'", f"\tStaticText 'on {m[3]}'",
            "\t[31] button 'Headers'", "\t[32] button 'Plain text'",
            "\t[33] article ''",
        ] + [f"\t\tStaticText {qs(b)}" for b in body]

    hr_body = ["Hi Sofia,", "Following the March review cycle, your job title is updated to Senior Data Analyst, effective March 1, 2024.",
               "Your new title is already in Workday. Please update your email signature so it matches.", "Congratulations!", "People & Culture, Northwind Analytics"]
    spam_body = ["CONGRATULATIONS!!! You have been selected for a $500 Amazon gift card.", "Claim within 24 hours: http://rewards-center-claim.biz/x?id=88214",
                 "Unsubscribe | 1234 Promo Ln, Dover DE"]
    old_sig = "Sofia Marin\nData Analyst | Northwind Analytics\n+1 415 555 0193"
    new_sig = "Sofia Marin\nSenior Data Analyst | Northwind Analytics\n+1 415 555 0193"

    def prefs() -> list[str]:
        return _rc_head(None, mail=False) + [
            "[20] navigation 'Settings'", "\t[21] link 'Preferences'", "\t[22] link 'Folders'", "\t[23] link 'Identities'", "\t[24] link 'Responses'",
            "\t[25] link 'Filters'", "\t[26] link 'Vacation'", "\t[27] link 'Password'",
            "[30] main ''", "\t[31] heading 'Preferences'", "\t[32] list ''",
            "\t\t[33] link 'User Interface'", "\t\t[34] link 'Mailbox View'", "\t\t[35] link 'Displaying Messages'", "\t\t[36] link 'Composing Messages'",
            "\t\t[37] link 'Contacts'", "\t\t[38] link 'Special Folders'", "\t\t[39] link 'Server Settings'",
            "\tStaticText 'Select a section to edit its settings.'",
        ]

    def identity(sig: str, msg: str | None = None) -> list[str]:
        lines = _rc_head(None, mail=False) + [
            "[20] navigation 'Settings'", "\t[21] link 'Preferences'", "\t[22] link 'Folders'", "\t[23] link 'Identities', current='page'", "\t[24] link 'Responses'",
            "\t[25] link 'Filters'", "\t[26] link 'Vacation'", "\t[27] link 'Password'",
            "[30] main ''", "\t[31] list 'Identities'", "\t\t[32] link 'Sofia Marin <sofia.marin@northwind-analytics.com>', selected=True", "\t[33] button 'Create'",
        ]
        if msg:
            lines += ["\t[34] status ''", f"\t\tStaticText '{msg}'"]
        lines += [
            "\t[40] heading 'Edit identity'", "\t[41] group 'Settings'",
            "\t\t[42] textbox 'Display Name' value='Sofia Marin'", "\t\t[43] textbox 'Email' value='sofia.marin@northwind-analytics.com'",
            "\t\t[44] textbox 'Organization' value='Northwind Analytics'", "\t\t[45] textbox 'Reply-To' value=''", "\t\t[46] textbox 'Bcc' value=''",
            "\t\t[47] checkbox 'Set default', checked=True",
            "\t[48] group 'Signature'", f"\t\t[49] textbox 'Signature' value='{sig}'", "\t\t[50] checkbox 'HTML signature', checked=False",
            "\t[51] button 'Save'", "\t[52] button 'Delete'",
        ]
        return lines

    m = f"{base}/?_task=mail&_mbox=INBOX"
    turns = [
        (f"goto('{m}')", axtree("Roundcube Webmail :: Inbox", inbox(set(), set(), 7), m)),
        ("click('202')", axtree("Roundcube Webmail :: Your updated job title: Senior Data Analyst", view(101, 6, hr_body, "hr@northwind-analytics.com"), f"{base}/?_task=mail&_mbox=INBOX&_uid=101&_action=show")),
        ("click('10')", axtree("Roundcube Webmail :: Inbox", inbox({101}, set(), 6), m)),
        ("click('204')", axtree("Roundcube Webmail :: Win a $500 gift card - act now!!!", view(102, 5, spam_body, "promo@deals-reward-center.biz"), f"{base}/?_task=mail&_mbox=INBOX&_uid=102&_action=show")),
        ("click('25')", axtree("Roundcube Webmail :: Inbox", inbox({101, 102}, {102}, 6), m)),
        ("click('5')", axtree("Roundcube Webmail :: Settings", prefs(), f"{base}/?_task=settings")),
        ("click('23')", axtree("Roundcube Webmail :: Identities", identity(old_sig), f"{base}/?_task=settings&_action=identities")),
        (f"fill('49', '{new_sig}')", axtree("Roundcube Webmail :: Identities", identity(new_sig), f"{base}/?_task=settings&_action=identities")),
        ("click('51')", axtree("Roundcube Webmail :: Identities", identity(new_sig, "Successfully saved."), f"{base}/?_task=settings&_action=identities")),
    ]
    rs.add(task=TASK, tid="h26-web-12", system=WEB_SYSTEM, turns=turns,
           state="Task: In Sofia's Roundcube mailbox, read the HR message about her title, delete the gift-card spam, and update her signature to the new title.",
           bad=True, turn=5, kind="Inbox unread badge reads 6 after a second unread message was opened (it had already dropped to 5) and then deleted")


# ---------------------------------------------------------------------------------------------
# 13 Postmill /f/books: sort, vote, subscribe, comment vote (clean)
# ---------------------------------------------------------------------------------------------
def _ago(minutes: int) -> str:
    if minutes < 1:
        return "just now"
    if minutes < 60:
        return f"{minutes} minute{'s' if minutes != 1 else ''} ago"
    h = minutes // 60
    return f"{h} hour{'s' if h != 1 else ''} ago"


BOOK_POSTS = {
    3301: ("What's a book you reread every year?", "paperback_rain", 300, 412, 23),
    3298: ("Just finished The Count of Monte Cristo (unabridged) - 1,276 pages of pure revenge", "dantes_fan", 480, 968, 187),
    3305: ("Library sale haul: 14 books for $9", "thriftlit", 125, 88, 12),
    3307: ("Does anyone else track their reading in a spreadsheet?", "rowsandcolumns", 55, 21, 9),
    3296: ("Translator appreciation thread", "babelfish", 660, 540, 96),
    3309: ("Recommendation request: slow-paced sci-fi with found family", "cozy_orbit", 12, 4, 2),
    3302: ("Has anyone read The Dispossessed in a book club? Discussion questions?", "anarres", 245, 57, 18),
    3310: ("Finished Piranesi in one sitting. Wow.", "housekeeper", 1, 1, 0),
}


def t13(rs: RowSet) -> None:
    base = "http://forum.example.com"

    def listing(sort: str, t: int, voted: bool, subscribed: bool, order: list[int], c3301: int) -> list[str]:
        lines = _pm_head() + [
            "[12] main ''", "\t[13] heading '/f/books'",
            "\t[14] link 'Hot'" + (", current='page'" if sort == "hot" else ""), "\t[15] link 'New'" + (", current='page'" if sort == "new" else ""),
            "\t[16] link 'Top'" + (", current='page'" if sort == "top" else ""), "\t[17] link 'Controversial'", "\t[18] link 'Most commented'",
        ]
        if sort == "top":
            lines.append("\t[11] combobox 'Time period' value='Past day'")
        lines.append("\t[19] list ''")
        for pid in order:
            title, user, age, score, ncom = BOOK_POSTS[pid]
            age += t
            if pid == 3307 and voted:
                score += 1
            if pid == 3301:
                ncom = c3301
            b = 20 + (pid - 3296) * 4
            lines += ["\t\tarticle ''", f"\t\t\t[{b}] link {qs(title)}", "\t\t\tStaticText 'Submitted by'", f"\t\t\t[{b + 1}] link '{user}'",
                      f"\t\t\tStaticText '{_ago(age)}'", f"\t\t\t[{b + 2}] link '{ncom} comments'", f"\t\t\tStaticText '{score}'",
                      f"\t\t\t[{b + 3}] button " + ("'Retract upvote'" if pid == 3307 and voted else "'Upvote'")]
        lines += ["[90] complementary ''", "\t[91] heading 'books'", "\tStaticText 'Talk about books you are reading, have read, or want to read.'",
                  f"\tStaticText '{8214 if subscribed else 8213:,} subscribers'", "\t[92] button " + ("'Unsubscribe'" if subscribed else "'Subscribe'"),
                  "\t[93] link 'Submit a post'"]
        return lines

    coms = [
        (7101, "marginalia_m", 0, 1, "Pride and Prejudice every January. It resets my brain for the year."),
        (7090, "owl_at_dusk", 38, 12, "The Hobbit, every November when it starts getting dark early."),
        (7072, "sorrel", 75, 31, "Station Eleven. It reads like a different book each time depending on what is going on in the world."),
        (7055, "kettlebell_reader", 130, 44, "Discworld - I rotate through one City Watch book a year."),
        (7031, "fern_and_fable", 190, 27, "A Wizard of Earthsea, since I was 12."),
        (7008, "tired_grad", 262, 66, "Nothing, I am too scared of my TBR pile."),
    ]

    def post(t: int, subscribed: bool, down: bool) -> list[str]:
        lines = _pm_head() + [
            "[12] main ''", "\t[20] heading \"What's a book you reread every year?\"",
            "\tStaticText 'Submitted by'", "\t[21] link 'paperback_rain'", f"\tStaticText '{_ago(300 + t)} in'", "\t[22] link '/f/books'",
            "\tStaticText 'Mine is The Left Hand of Darkness - I find something new in it every time. Curious what everyone else comes back to.'",
            "\tStaticText '412'", "\t[23] button 'Upvote'", "\t[24] button 'Downvote'",
            "\t[25] heading '24 comments'", "\t[26] combobox 'Sort comments' value='Newest'",
            "\t[27] textbox 'Comment' value=''", "\t[29] button 'Post'",
        ]
        for cid, user, age, score, text in coms:
            if cid == 7008 and down:
                score -= 1
            lines += ["\tarticle ''", f"\t\t[{cid}] link '{user}'", f"\t\tStaticText '{_ago(age + t - 3)}'", f"\t\tStaticText {qs(text)}",
                      f"\t\tStaticText '{score}'", f"\t\t[{cid + 1}] button 'Upvote'",
                      f"\t\t[{cid + 2}] button " + ("'Retract downvote'" if cid == 7008 and down else "'Downvote'"), f"\t\t[{cid + 3}] link 'Reply'"]
        lines += ["\t[60] button 'Load more comments'",
                  "[90] complementary ''", "\t[91] heading 'books'", f"\tStaticText '{8214 if subscribed else 8213:,} subscribers'",
                  "\t[92] button " + ("'Unsubscribe'" if subscribed else "'Subscribe'")]
        return lines

    hot = [3298, 3296, 3301, 3305, 3302, 3307, 3309]
    new = [3310, 3309, 3307, 3305, 3302, 3301, 3298, 3296]
    top = [3298, 3296, 3301, 3305, 3302, 3307, 3309, 3310]
    hot2 = [3298, 3296, 3301, 3305, 3302, 3307, 3310, 3309]
    purl = f"{base}/f/books/3301/what-s-a-book-you-reread-every-year"
    turns = [
        (f"goto('{base}/f/books')", axtree("/f/books", listing("hot", 0, False, False, hot, 23), f"{base}/f/books")),
        ("click('15')", axtree("/f/books", listing("new", 1, False, False, new, 23), f"{base}/f/books/new")),
        ("click('67')", axtree("/f/books", listing("new", 1, True, False, new, 23), f"{base}/f/books/new")),
        ("click('16')", axtree("/f/books", listing("top", 2, True, False, top, 23), f"{base}/f/books/top?t=day")),
        ("click('40')", axtree("What's a book you reread every year? : books", post(3, False, False), purl)),
        ("click('92')", axtree("What's a book you reread every year? : books", post(3, True, False), purl)),
        ("click('7010')", axtree("What's a book you reread every year? : books", post(4, True, True), purl)),
        ("click('14')", axtree("/f/books", listing("hot", 5, True, True, hot2, 24), f"{base}/f/books")),
    ]
    rs.add(task=TASK, tid="h26-web-13", system=WEB_SYSTEM, turns=turns,
           state="Task: Browse /f/books, upvote the reading-spreadsheet post, subscribe to the forum, read the reread-every-year thread and downvote the low-effort answer.")


# ---------------------------------------------------------------------------------------------
# 14 Cedar Valley patient portal eCheck-In: medications, allergies (bad: unchecked box flips back)
# ---------------------------------------------------------------------------------------------
def t14(rs: RowSet) -> None:
    base = "https://mychart.cedarvalleymg.org"

    def head(step: int) -> list[str]:
        steps = ["Personal information", "Medications", "Allergies", "Questionnaire"]
        lines = [
            "[2] banner ''", "\t[3] link 'Cedar Valley Medical Group MyPatientLink'", "\t[4] button 'Helen Varga'", "\t[5] link 'Log out'",
            "[6] main ''", "\t[7] heading 'eCheck-In: Annual physical with Tomas Reyes, MD'",
            "\tStaticText 'Mon, Mar 18, 2024 at 8:30 AM · Cedar Valley Family Practice, 910 Orchard Rd, Yakima, WA 98902'",
            "\t[8] list 'Progress'",
        ]
        for i, s in enumerate(steps, 1):
            state = "Completed" if i < step else ("Current step" if i == step else "Not started")
            lines.append(f"\t\tlistitem '{i}. {s} - {state}'")
        return lines

    meds = [
        (410, "Lisinopril 10 mg tablet", "Take 1 tablet by mouth once daily", "Prescribed by Tomas Reyes, MD · Last filled Feb 28, 2024"),
        (411, "Atorvastatin 20 mg tablet", "Take 1 tablet by mouth at bedtime", "Prescribed by Tomas Reyes, MD · Last filled Feb 28, 2024"),
        (412, "Amoxicillin 500 mg capsule", "Take 1 capsule by mouth 3 times daily for 10 days", "Prescribed by Urgent Care - Nob Hill · Started Feb 20, 2024"),
        (413, "Cetirizine 10 mg tablet", "Take 1 tablet by mouth daily as needed for allergies", "Over the counter · Reported by patient"),
    ]

    def med_page(taking: dict[int, bool], attest: bool) -> list[str]:
        lines = head(2) + [
            "\t[9] heading 'Review your medications'",
            "\tStaticText 'Uncheck any medication you no longer take. Your care team will review the changes at your visit.'",
            "\t[10] list 'Medications'",
        ]
        for bid, name, sig, src in meds:
            lines += ["\t\tlistitem ''", f"\t\t\tStaticText '{name}'", f"\t\t\tStaticText '{sig}'", f"\t\t\tStaticText '{src}'",
                      f"\t\t\t[{bid}] checkbox 'Still taking {name}', checked={taking[bid]}"]
            if not taking[bid]:
                lines.append("\t\t\tStaticText 'Will be reported as no longer taking'")
        lines += [
            "\t[421] button 'Add a medication'",
            "\t[422] group 'Pharmacy'", "\t\tStaticText 'Preferred pharmacy: Bartell Drugs #58, 1402 Summitview Ave, Yakima, WA · (509) 555-0144'", "\t\t[423] link 'Change pharmacy'",
            f"\t[420] checkbox 'I have reviewed my medication list and it is accurate', checked={attest}",
            "\t[431] button 'Back'", "\t[430] button 'Next'" + ("" if attest else ", disabled=True"),
        ]
        return lines

    def allergy_page(no_change: bool) -> list[str]:
        return head(3) + [
            "\t[9] heading 'Review your allergies'",
            "\t[10] table 'Allergies'", "\t\trow 'Allergen Reaction Severity Noted'",
            "\t\trow 'Sulfonamide antibiotics Rash, hives Moderate Jun 2011'",
            "\t\trow 'Latex Itching Mild Sep 2016'",
            "\t\trow 'Shellfish Swelling of lips Moderate Apr 2019'",
            "\t[511] button 'Add an allergy'",
            "\t[512] button 'Report a problem with this list'",
            f"\t[520] checkbox 'I have reviewed my allergies and there are no changes', checked={no_change}",
            "\t[531] button 'Back'", "\t[530] button 'Next'" + ("" if no_change else ", disabled=True"),
        ]

    q_page = head(4) + [
        "\t[9] heading 'Pre-visit questionnaire'",
        "\tStaticText 'Over the last 2 weeks, how often have you been bothered by the following problems?'",
        "\t[610] radiogroup 'Little interest or pleasure in doing things'",
        "\t\t[611] radio 'Not at all', checked=False", "\t\t[612] radio 'Several days', checked=False", "\t\t[613] radio 'More than half the days', checked=False", "\t\t[614] radio 'Nearly every day', checked=False",
        "\t[620] radiogroup 'Feeling down, depressed, or hopeless'",
        "\t\t[621] radio 'Not at all', checked=False", "\t\t[622] radio 'Several days', checked=False", "\t\t[623] radio 'More than half the days', checked=False", "\t\t[624] radio 'Nearly every day', checked=False",
        "\t[630] radiogroup 'In the past 12 months, have you had a fall?'", "\t\t[631] radio 'Yes', checked=False", "\t\t[632] radio 'No', checked=False",
        "\t[640] textbox 'Anything else you want to discuss at this visit? (optional)' value=''",
        "\t[651] button 'Back'", "\t[650] button 'Submit eCheck-In', disabled=True",
    ]
    all_on = {410: True, 411: True, 412: True, 413: True}
    amox_off = {410: True, 411: True, 412: False, 413: True}
    u = f"{base}/echeckin/55102"
    turns = [
        (f"goto('{u}/medications')", axtree("eCheck-In - MyPatientLink", med_page(all_on, False), f"{u}/medications")),
        ("uncheck('412')", axtree("eCheck-In - MyPatientLink", med_page(amox_off, False), f"{u}/medications")),
        ("check('420')", axtree("eCheck-In - MyPatientLink", med_page(all_on, True), f"{u}/medications")),
        ("click('430')", axtree("eCheck-In - MyPatientLink", allergy_page(False), f"{u}/allergies")),
        ("check('520')", axtree("eCheck-In - MyPatientLink", allergy_page(True), f"{u}/allergies")),
        ("click('530')", axtree("eCheck-In - MyPatientLink", q_page, f"{u}/questionnaire")),
    ]
    rs.add(task=TASK, tid="h26-web-14", system=WEB_SYSTEM, turns=turns,
           state="Task: Do Helen Varga's eCheck-In for Monday's physical: mark the finished amoxicillin course as no longer taken, confirm the medication and allergy lists, and reach the questionnaire.",
           bad=True, turn=3, kind="amoxicillin 'Still taking' checkbox, unchecked in the previous step, shows checked again after only ticking the attestation box")


# ---------------------------------------------------------------------------------------------
# 15 Koha OPAC (Westbrook library): renew two loans, re-sort, charges, history (clean)
# ---------------------------------------------------------------------------------------------
def t15(rs: RowSet) -> None:
    base = "https://westbrook.bywatersolutions.example/cgi-bin/koha"
    loans = {
        "phm": ["Project Hail Mary", "Weir, Andy", "03/15/2024", "1 of 3 renewals remaining", "31427005517820", "SF WEI", "01/12/2024", True],
        "anth": ["The Anthropocene reviewed : essays on a human-centered planet", "Green, John", "03/18/2024", "3 of 3 renewals remaining", "31427005602244", "814.6 GRE", "02/26/2024", True],
        "salt": ["Salt, fat, acid, heat : mastering the elements of good cooking", "Nosrat, Samin", "03/11/2024", "Not renewable (on hold for another patron)", "31427004980031", "641.5 NOS", "02/19/2024", False],
        "edu": ["Educated : a memoir", "Westover, Tara", "03/29/2024", "2 of 3 renewals remaining", "31427005133907", "B WESTOVER", "02/16/2024", True],
    }
    bid = {"phm": 52, "anth": 55, "salt": 58, "edu": 61}

    def head() -> list[str]:
        return [
            "[3] banner ''", "\t[4] link 'Westbrook Public Library'", "\t[5] link 'Cart'", "\t[6] link 'Lists'", "\t[7] button 'Welcome, Theo Albers'", "\t[8] link 'Log out'",
            "\t[10] combobox 'Search type' value='Library catalog'", "\t[11] textbox 'Search the catalog' value=''", "\t[12] button 'Go'",
        ]

    def nav(cur: str) -> list[str]:
        items = ["your summary", "your charges", "your personal details", "your tags", "change your password", "your search history", "your checkout history", "your privacy", "your messaging", "your lists"]
        return ["[20] navigation 'Your account menu'"] + [f"\t[{21 + i}] link '{t}'" + (", current='page'" if t == cur else "") for i, t in enumerate(items)]

    def summary(state: dict, order: list[str], checked: set[str], sort: str, msg: str | None = None) -> list[str]:
        lines = head() + nav("your summary") + ["[40] main ''", "\t[41] heading 'Hello, Theo Albers'", "\tStaticText 'Card number: 23427000188214'"]
        if msg:
            lines += ["\t[42] alert ''", f"\t\tStaticText '{msg}'"]
        lines += [
            "\tStaticText 'Please note: You have 1 overdue item.'",
            "\t[44] tablist ''", "\t\t[45] tab 'Checked out (4)', selected=True", "\t\t[46] tab 'Overdue (1)'", "\t\t[47] tab 'Charges ($0.75)'", "\t\t[48] tab 'Holds (0)'",
            "\t[50] tabpanel 'Checked out (4)'", "\t\t[51] table 'Checked out'", "\t\t\trow ''",
            "\t\t\t\t[49] columnheader 'Title'" + (", sorted ascending" if sort == "title" else ""), "\t\t\t\tcolumnheader 'Author'",
            "\t\t\t\t[64] columnheader 'Due'" + (", sorted ascending" if sort == "due" else ""),
            "\t\t\t\tcolumnheader 'Barcode'", "\t\t\t\tcolumnheader 'Call number'", "\t\t\t\tcolumnheader 'Renew'",
        ]
        for k in order:
            t, a, due, ren, bc, cn, _, ok = state[k]
            b = bid[k]
            overdue = " (Overdue)" if k == "salt" else ""
            lines += ["\t\t\trow ''", f"\t\t\t\t[{b}] link '{t}'", f"\t\t\t\tStaticText '{a}'", f"\t\t\t\tStaticText '{due}{overdue}'", f"\t\t\t\tStaticText '{bc}'", f"\t\t\t\tStaticText '{cn}'"]
            if ok:
                lines.append(f"\t\t\t\t[{b + 1}] checkbox 'Renew', checked={k in checked}")
            lines.append(f"\t\t\t\tStaticText '{ren}'")
        lines += ["\t\t[66] button 'Renew selected'", "\t\t[67] button 'Renew all'"]
        return lines

    after = {k: list(v) for k, v in loans.items()}
    after["phm"][2:4] = ["04/04/2024", "0 of 3 renewals remaining"]
    after["phm"][7] = False
    after["anth"][2:4] = ["04/04/2024", "2 of 3 renewals remaining"]
    by_due0 = ["salt", "phm", "anth", "edu"]
    by_due1 = ["salt", "edu", "phm", "anth"]
    by_title = ["anth", "edu", "phm", "salt"]
    after["phm"][3] = "Not renewable (0 of 3 renewals remaining)"

    charges = head() + nav("your charges") + [
        "[40] main ''", "\t[41] heading 'Charges'",
        "\t[42] table 'Account summary'", "\t\trow 'Date Type Description Fine amount Amount outstanding'",
        "\t\trow '03/12/2024 Overdue fine (accruing) Salt, fat, acid, heat : mastering the elements of good cooking 31427004980031 due 03/11/2024 $0.75 $0.75'",
        "\t\trow '01/30/2024 Overdue fine (paid) The midnight library 31427005011236 $0.50 $0.00'",
        "\t\trow 'Total due $0.75'",
        "\tStaticText 'Overdue fines accrue at $0.25 per day, up to $5.00 per item.'",
        "\t[43] button 'Make a payment'",
    ]
    hist_rows = [
        ("The Anthropocene reviewed : essays on a human-centered planet", "02/26/2024", "04/04/2024", "Checked out"),
        ("Salt, fat, acid, heat : mastering the elements of good cooking", "02/19/2024", "03/11/2024", "Checked out"),
        ("Educated : a memoir", "02/16/2024", "03/29/2024", "Checked out"),
        ("Project Hail Mary", "01/12/2024", "04/04/2024", "Checked out"),
        ("The midnight library", "01/05/2024", "", "Returned 01/28/2024"),
        ("Lessons in chemistry", "12/18/2023", "", "Returned 01/05/2024"),
        ("Klara and the sun", "11/30/2023", "", "Returned 12/18/2023"),
    ]
    history = head() + nav("your checkout history") + [
        "[40] main ''", "\t[41] heading 'Checkout history'", "\t[42] combobox 'Sort by' value='Checkout date (newest)'",
        "\t[43] table ''", "\t\trow 'Title Checked out on Date due Return date'",
    ] + [f"\t\trow ''\n\t\t\t[{70 + i}] link '{t}'\n\t\t\tStaticText '{co}'\n\t\t\tStaticText '{due}'\n\t\t\tStaticText '{st}'" for i, (t, co, due, st) in enumerate(hist_rows)]
    history = [x for chunk in history for x in chunk.split("\n")]
    history += ["\tStaticText 'Showing 1 to 7 of 7 entries'"]
    u = f"{base}/opac-user.pl"
    turns = [
        (f"goto('{u}')", axtree("Your library home › Westbrook Public Library catalog", summary(loans, by_due0, set(), "due"), u)),
        ("check('53')", axtree("Your library home › Westbrook Public Library catalog", summary(loans, by_due0, {"phm"}, "due"), u)),
        ("check('56')", axtree("Your library home › Westbrook Public Library catalog", summary(loans, by_due0, {"phm", "anth"}, "due"), u)),
        ("click('66')", axtree("Your library home › Westbrook Public Library catalog",
                               summary(after, by_due1, set(), "due", "Renewed 2 items: Project Hail Mary (due 04/04/2024), The Anthropocene reviewed (due 04/04/2024)."), f"{u}?renewed=2")),
        ("click('49')", axtree("Your library home › Westbrook Public Library catalog",
                               summary(after, by_title, set(), "title", "Renewed 2 items: Project Hail Mary (due 04/04/2024), The Anthropocene reviewed (due 04/04/2024)."), f"{u}?renewed=2")),
        ("click('22')", axtree("Your charges › Westbrook Public Library catalog", charges, f"{base}/opac-account.pl")),
        ("click('27')", axtree("Your checkout history › Westbrook Public Library catalog", history, f"{base}/opac-readingrecord.pl")),
        ("click('21')", axtree("Your library home › Westbrook Public Library catalog", summary(after, by_due1, set(), "due"), u)),
    ]
    rs.add(task=TASK, tid="h26-web-15", system=WEB_SYSTEM, turns=turns,
           state="Task: For Theo Albers at Westbrook library, renew Project Hail Mary and The Anthropocene Reviewed, then check his charges and checkout history.")


# ---------------------------------------------------------------------------------------------
# 16 GitLab merge request review (bad: a commit's short SHA changes in the Commits tab)
# ---------------------------------------------------------------------------------------------
def t16(rs: RowSet) -> None:
    base = "http://gitlab.example.com/a11yproject/a11yproject.com"
    mr = f"{base}/-/merge_requests/1547"
    title = "Update color contrast guidance for WCAG 2.2"
    commits = [
        ("7a3f9c21", "Fix typo in contrast post", "2 hours ago"),
        ("2d81be04", "Add WCAG 2.2 focus appearance references", "1 day ago"),
        ("c59e1a7f", "Update color contrast guidance", "2 days ago"),
    ]

    def head() -> list[str]:
        return [
            "[12] banner ''", "\t[13] link 'Homepage'", "\t[14] searchbox 'Search GitLab'", "\t[15] link 'Issues assigned to you, 2'",
            "\t[16] link 'Merge requests, 5'", "\t[17] button 'Sam Ortega user’s menu'",
            "[40] navigation 'Project navigation'", "\t[41] link 'a11yproject.com'", "\t[42] link 'Project information'", "\t[43] link 'Repository'",
            "\t[44] link 'Issues 31'", "\t[45] link 'Merge requests 3'", "\t[46] link 'CI/CD'", "\t[47] link 'Deployments'", "\t[48] link 'Wiki'", "\t[49] link 'Settings'",
        ]

    def mr_top(tab: str, n_comments: int) -> list[str]:
        return head() + [
            "[60] navigation 'Breadcrumbs'", "\t[61] link 'The A11Y Project'", "\t[62] link 'a11yproject.com'", "\t[63] link 'Merge requests'", "\t[64] link '!1547'",
            "[70] main ''", "\tStaticText 'Open'", f"\t[71] heading '{title}'",
            "\tStaticText 'Lucy Tran requested to merge'", "\t[72] link 'contrast-wcag22'", "\tStaticText 'into'", "\t[73] link 'main'", "\tStaticText '2 days ago'",
            "\t[74] button 'Code'", "\t[75] button 'Edit'",
            "\t[76] tablist ''",
            f"\t\t[77] tab 'Overview {n_comments}'" + (", selected=True" if tab == "overview" else ""),
            "\t\t[78] tab 'Commits 3'" + (", selected=True" if tab == "commits" else ""),
            "\t\t[79] tab 'Pipelines 2'" + (", selected=True" if tab == "pipelines" else ""),
            "\t\t[80] tab 'Changes 2'" + (", selected=True" if tab == "changes" else ""),
        ]

    def overview(comments: list[tuple[str, str, str]], draft: str, approved: bool) -> list[str]:
        lines = mr_top("overview", len(comments)) + [
            "\tStaticText 'Updates the color contrast post to reference WCAG 2.2 (SC 1.4.3, 1.4.11 and the new 2.4.13 Focus Appearance) and fixes outdated ratio examples. Closes #1502.'",
            "\t[90] region 'Pipeline'", "\t\tStaticText 'Pipeline'", "\t\t[91] link '#4182'", "\t\tStaticText 'passed for'", "\t\t[92] link '7a3f9c21'",
            "\t\tStaticText 'on contrast-wcag22 2 hours ago'",
            "\t[93] region 'Approvals'",
        ]
        if approved:
            lines += ["\t\tStaticText 'Approved by'", "\t\t[94] link 'Sam Ortega'", "\t\t[95] button 'Revoke approval'"]
        else:
            lines += ["\t\tStaticText 'Requires 1 approval from Maintainers.'", "\t\t[95] button 'Approve'"]
        lines += [
            "\t[96] region 'Merge'",
            "\t\t[97] checkbox 'Delete source branch', checked=True", "\t\t[98] checkbox 'Squash commits', checked=False",
            "\t\tStaticText '3 commits and 1 merge commit will be added to main.'",
            "\t\t[99] button 'Merge'" + ("" if approved else ", disabled=True"),
            "\t[100] heading 'Activity'",
            "\t[101] list ''",
            "\t\tlistitem ''", "\t\t\tStaticText 'Lucy Tran added 2 commits 2 days ago'", "\t\t\tStaticText 'c59e1a7f - Update color contrast guidance'",
            "\t\t\tStaticText '2d81be04 - Add WCAG 2.2 focus appearance references'",
            "\t\tlistitem ''", "\t\t\tStaticText 'Lucy Tran added 1 commit 2 hours ago'", "\t\t\tStaticText '7a3f9c21 - Fix typo in contrast post'",
        ]
        for i, (who, when, text) in enumerate(comments):
            lines += ["\t\tlistitem ''", f"\t\t\t[{110 + i * 2}] link '{who}'", f"\t\t\tStaticText '{when}'", f"\t\t\tStaticText '{text}'", f"\t\t\t[{111 + i * 2}] button 'Reply to comment'"]
        if approved:
            lines += ["\t\tlistitem ''", "\t\t\tStaticText 'Sam Ortega approved this merge request just now'"]
        lines += [f"\t[130] textbox 'Comment' value='{draft}'", "\t[131] button 'Comment'"]
        return lines

    def commits_tab(shas: list[tuple[str, str, str]], n: int) -> list[str]:
        lines = mr_top("commits", n) + ["\t[140] list ''"]
        for i, (sha, msg, when) in enumerate(shas):
            lines += ["\t\tlistitem ''", f"\t\t\t[{141 + i * 3}] link '{msg}'", f"\t\t\tStaticText 'Lucy Tran authored {when}'",
                      f"\t\t\t[{142 + i * 3}] link '{sha}'", f"\t\t\t[{143 + i * 3}] button 'Copy commit SHA'"]
        lines += ["\tStaticText '3 commits from branch contrast-wcag22'"]
        return lines

    changes = mr_top("changes", 2) + [
        "\tStaticText 'Compare main and latest version'", "\tStaticText '2 files changed +23 -6'",
        "\t[150] region 'src/_posts/2021-01-04-what-is-color-contrast.md'",
        "\t\tStaticText '@@ -12,10 +12,18 @@'",
        "\t\tStaticText '- WCAG 2.1 requires a contrast ratio of at least 4.5:1 for normal text and 3:1 for large text.'",
        "\t\tStaticText '+ WCAG 2.2 keeps the same minimums: 4.5:1 for normal text and 3:1 for large text (SC 1.4.3).'",
        "\t\tStaticText '- For example, #777 on white has a ratio of 4.6:1.'",
        "\t\tStaticText '+ For example, #767676 on white has a ratio of 4.54:1, the lightest gray that passes.'",
        "\t\tStaticText '+ Non-text elements like icons and input borders need 3:1 against adjacent colors (SC 1.4.11).'",
        "\t\tStaticText '+ WCAG 2.2 adds Focus Appearance (SC 2.4.13, AAA): the focus indicator must have 3:1 contrast between focused and unfocused states.'",
        "\t[160] region 'src/_data/wcag22.yml'",
        "\t\tStaticText '@@ -0,0 +1,9 @@'",
        "\t\tStaticText '+ - id: 2.4.13'", "\t\tStaticText '+   title: Focus Appearance'", "\t\tStaticText '+   level: AAA'",
        "\t\tStaticText '+   url: https://www.w3.org/WAI/WCAG22/Understanding/focus-appearance'",
    ]
    drafts = "Reads well. The #767676 example is right (4.54:1). Approving; please leave the merge to Eric after the release freeze."
    c0 = [("Eric Bailey", "1 day ago", "Could we also mention SC 1.4.11 for input borders?"), ("Lucy Tran", "1 day ago", "Good call, added in the latest version.")]
    c1 = c0 + [("Sam Ortega", "just now", drafts)]
    mr_list = head() + [
        "[60] navigation 'Breadcrumbs'", "\t[61] link 'The A11Y Project'", "\t[62] link 'a11yproject.com'", "\t[63] link 'Merge requests'",
        "[70] main ''", "\t[71] tablist ''", "\t\t[72] tab 'Open 3', selected=True", "\t\t[73] tab 'Merged 812'", "\t\t[74] tab 'Closed 96'", "\t\t[75] tab 'All 911'",
        "\t[76] link 'New merge request'", "\t[77] searchbox 'Search or filter results...'", "\t[78] button 'Created date'",
        "\t[80] list ''",
        "\t\tlistitem ''", "\t\t\t[81] link 'Add skip link to blog layout'", "\t\t\tStaticText '!1549 · created 5 hours ago by'", "\t\t\t[82] link 'Amir Haddad'",
        "\t\t\tStaticText 'Pipeline: running'", "\t\t\tStaticText '0 of 1 approvals'", "\t\t\tStaticText 'updated 20 minutes ago'",
        "\t\tlistitem ''", f"\t\t\t[83] link '{title}'", "\t\t\tStaticText '!1547 · created 2 days ago by'", "\t\t\t[84] link 'Lucy Tran'",
        "\t\t\tStaticText 'Pipeline: passed'", "\t\t\tStaticText 'Approved'", "\t\t\tStaticText '3 comments'", "\t\t\tStaticText 'updated just now'",
        "\t\tlistitem ''", "\t\t\t[85] link 'chore(deps): update dependency @11ty/eleventy to v2.0.1'", "\t\t\tStaticText '!1538 · created 1 week ago by'", "\t\t\t[86] link 'renovate-bot'",
        "\t\t\tStaticText 'Pipeline: failed'", "\t\t\tStaticText '0 of 1 approvals'", "\t\t\tStaticText 'updated 3 days ago'",
    ]
    other = head() + [
        "[60] navigation 'Breadcrumbs'", "\t[61] link 'The A11Y Project'", "\t[62] link 'a11yproject.com'", "\t[63] link 'Merge requests'", "\t[64] link '!1549'",
        "[70] main ''", "\tStaticText 'Open'", "\t[71] heading 'Add skip link to blog layout'",
        "\tStaticText 'Amir Haddad requested to merge'", "\t[72] link 'skip-link-blog'", "\tStaticText 'into'", "\t[73] link 'main'", "\tStaticText '5 hours ago'",
        "\t[76] tablist ''", "\t\t[77] tab 'Overview 0', selected=True", "\t\t[78] tab 'Commits 1'", "\t\t[79] tab 'Pipelines 1'", "\t\t[80] tab 'Changes 2'",
        "\tStaticText 'Adds a visually hidden skip link as the first focusable element in layouts/blog.njk, visible on focus.'",
        "\t[90] region 'Pipeline'", "\t\tStaticText 'Pipeline'", "\t\t[91] link '#4190'", "\t\tStaticText 'running for'", "\t\t[92] link '4c1e88a0'",
        "\t\tStaticText 'on skip-link-blog 21 minutes ago'", "\t\tStaticText 'test: 2 of 4 jobs finished'",
        "\t[93] region 'Approvals'", "\t\tStaticText 'Requires 1 approval from Maintainers.'", "\t\t[95] button 'Approve'",
        "\t[96] region 'Merge'", "\t\tStaticText 'Merge blocked: pipeline must succeed.'", "\t\t[99] button 'Merge', disabled=True",
        "\t[100] heading 'Activity'", "\t[101] list ''", "\t\tlistitem ''", "\t\t\tStaticText 'Amir Haddad added 1 commit 5 hours ago'",
        "\t\t\tStaticText '4c1e88a0 - Add skip link to blog layout'",
        "\t[130] textbox 'Comment' value=''", "\t[131] button 'Comment'",
    ]
    drift = [("9e4b7d10", "Fix typo in contrast post", "2 hours ago")] + commits[1:]
    turns = [
        (f"goto('{mr}')", axtree(f"{title} (!1547) · Merge requests · The A11Y Project / a11yproject.com · GitLab", overview(c0, "", False), mr)),
        ("click('78')", axtree(f"Commits · {title} (!1547) · GitLab", commits_tab(commits, 2), f"{mr}/commits")),
        ("click('80')", axtree(f"Changes · {title} (!1547) · GitLab", changes, f"{mr}/diffs")),
        ("click('77')", axtree(f"{title} (!1547) · Merge requests · The A11Y Project / a11yproject.com · GitLab", overview(c0, "", False), mr)),
        (f"fill('130', '{drafts}')", axtree(f"{title} (!1547) · Merge requests · The A11Y Project / a11yproject.com · GitLab", overview(c0, drafts, False), mr)),
        ("click('131')", axtree(f"{title} (!1547) · Merge requests · The A11Y Project / a11yproject.com · GitLab", overview(c1, "", False), f"{mr}#note_88412")),
        ("click('95')", axtree(f"{title} (!1547) · Merge requests · The A11Y Project / a11yproject.com · GitLab", overview(c1, "", True), f"{mr}#note_88412")),
        ("click('78')", axtree(f"Commits · {title} (!1547) · GitLab", commits_tab(drift, 3), f"{mr}/commits")),
        ("click('45')", axtree("Merge requests · The A11Y Project / a11yproject.com · GitLab", mr_list, f"{base}/-/merge_requests")),
        ("click('81')", axtree("Add skip link to blog layout (!1549) · Merge requests · The A11Y Project / a11yproject.com · GitLab", other, f"{base}/-/merge_requests/1549")),
    ]
    rs.add(task=TASK, tid="h26-web-16", system=WEB_SYSTEM, turns=turns,
           state="Task: Review merge request !1547 in a11yproject.com (commits, diff), leave a review comment and approve it without merging, then look at what else is open.",
           bad=True, turn=8, kind="short SHA of the 'Fix typo in contrast post' commit is 9e4b7d10 in the Commits tab, earlier 7a3f9c21, with no push")


# ---------------------------------------------------------------------------------------------
# 17 Magento admin: filter pending orders, sort, invoice one (clean)
# ---------------------------------------------------------------------------------------------
def _mg_admin_head() -> list[str]:
    return [
        "[2] navigation ''", "\t[3] link 'Magento Admin Panel'", "\t[4] link 'Dashboard'", "\t[5] link 'Sales'", "\t[6] link 'Catalog'", "\t[7] link 'Customers'",
        "\t[8] link 'Marketing'", "\t[9] link 'Content'", "\t[10] link 'Reports'", "\t[11] link 'Stores'", "\t[12] link 'System'",
        "[13] banner ''", "\t[14] searchbox 'Search globally'", "\t[15] link 'Notifications, 4'", "\t[16] button 'admin'",
    ]


_MG_NAMES = ["Lily Potter", "Jennifer White", "Sophia Kim", "Grace Nguyen", "Michael Nguyen", "Ava Brown", "Olivia Jackson", "Alex Martin",
             "Daniel Jackson", "Katie Wong", "John Smith", "Emma Davis", "Jason Miller", "Samantha Jones", "Brian Garcia", "Matt Baker"]
_MG_PENDING = {312, 310, 305, 301, 298, 287, 276, 260, 243}
_MG_STATUS = {309: "Processing", 303: "Processing", 300: "Canceled", 295: "Canceled"}


def _mg_order(n: int) -> tuple[str, str, str, float, str]:
    minutes = sum(420 + (k * 37) % 240 for k in range(312 - n))
    day0 = 14 * 24 * 60 + 9 * 60 + 2
    t = day0 - minutes
    day, rem = divmod(t, 24 * 60)
    h, m = divmod(rem, 60)
    month, d = ("Mar", day) if day >= 1 else ("Feb", day + 29)
    hh = h % 12 or 12
    date = f"{month} {d}, 2024 {hh}:{m:02d}:{(n * 13) % 60:02d} {'AM' if h < 12 else 'PM'}"
    total = 147.00 if n == 305 else round(29 + (n * 7919 % 21000) / 100, 2)
    status = "Pending" if n in _MG_PENDING else _MG_STATUS.get(n, "Complete")
    return f"000000{n}", date, _MG_NAMES[n % len(_MG_NAMES)], total, status


def t17(rs: RowSet) -> None:
    base = "http://shop.example.com/admin"

    def grid(nums: list[int], found: int, filt: bool, sort: str, panel: bool = False, sel: str = "", msg: str | None = None) -> list[str]:
        lines = _mg_admin_head() + ["[20] main ''", "\t[21] heading 'Orders'", "\t[22] button 'Create New Order'"]
        if msg:
            lines += ["\t[23] status ''", f"\t\tStaticText '{msg}'"]
        lines += ["\t[24] searchbox 'Search by keyword' value=''", "\t[25] button 'Filters'", "\t[26] button 'Default View'", "\t[27] button 'Columns'", "\t[28] button 'Export'"]
        if panel:
            lines += [
                "\t[30] group 'Filters'", "\t\t[31] textbox 'Purchase Date from' value=''", "\t\t[32] textbox 'Purchase Date to' value=''",
                "\t\t[33] textbox 'Grand Total (Base) from' value=''", "\t\t[34] textbox 'Grand Total (Base) to' value=''",
                "\t\t[35] textbox 'ID' value=''", "\t\t[36] textbox 'Bill-to Name' value=''",
                f"\t\t[37] combobox 'Status' value='{sel}'", "\t\t\toption ''", "\t\t\toption 'Canceled'", "\t\t\toption 'Closed'", "\t\t\toption 'Complete'",
                "\t\t\toption 'On Hold'", "\t\t\toption 'Pending'" + (", selected=True" if sel == "Pending" else ""), "\t\t\toption 'Processing'",
                "\t\t[38] button 'Cancel'", "\t\t[39] button 'Apply Filters'",
            ]
        if filt:
            lines += ["\tStaticText 'Active filters:'", "\tStaticText 'Status: Pending'", "\t[40] button 'Remove Status: Pending'", "\t[41] button 'Clear all'"]
        pages = -(-found // 20)
        lines += [
            "\t[42] combobox 'Actions' value='Actions'", f"\tStaticText '{found} records found'", "\t[43] combobox 'per page' value='20'",
            "\t[44] button 'Previous Page', disabled=True", "\t[45] spinbutton 'Page' value='1'", f"\tStaticText 'of {pages}'",
            "\t[46] button 'Next Page'" + (", disabled=True" if pages == 1 else ""),
            "\t[50] table ''", "\t\trow ''", "\t\t\t[51] checkbox 'Select all', checked=False",
            "\t\t\t[52] columnheader 'ID'" + (", sorted descending" if sort == "id" else ""), "\t\t\t[53] columnheader 'Purchase Date'",
            "\t\t\t[54] columnheader 'Bill-to Name'", "\t\t\t[55] columnheader 'Grand Total (Purchased)'" + (", sorted ascending" if sort == "total" else ""),
            "\t\t\t[56] columnheader 'Status'", "\t\t\tcolumnheader 'Action'",
        ]
        for n in nums:
            oid, date, name, tot, st = _mg_order(n)
            b = 1000 + n * 2
            lines += ["\t\trow ''", f"\t\t\t[{b}] checkbox 'Select', checked=False", f"\t\t\tgridcell '{oid}'", f"\t\t\tgridcell '{date}'", f"\t\t\tgridcell '{name}'",
                      f"\t\t\tgridcell '{money(tot)}'", f"\t\t\tgridcell '{st}'", f"\t\t\t[{b + 1}] link 'View'"]
        return lines

    first20 = list(range(312, 292, -1))
    pend = sorted(_MG_PENDING, reverse=True)
    pend_tot = sorted(pend, key=lambda n: _mg_order(n)[3])
    pend_after = [n for n in pend_tot if n != 305]
    oid, date, name, tot, _ = _mg_order(305)
    items = [("Didi Sport Watch", "24-WG02", 92.00), ("Overnight Duffle", "24-WB07", 45.00)]

    def view(status: str, invoiced: bool, msg: str | None = None) -> list[str]:
        lines = _mg_admin_head() + ["[20] main ''", f"\t[21] heading '# {oid}'"]
        if msg:
            lines += ["\t[22] status ''", f"\t\tStaticText '{msg}'"]
        lines += [
            "\t[23] button 'Back'", "\t[24] button 'Cancel'", "\t[25] button 'Send Email'", "\t[26] button 'Hold'",
        ] + ([] if invoiced else ["\t[27] button 'Invoice'"]) + [
            "\t[28] button 'Ship'", "\t[29] button 'Reorder'", "\t[30] button 'Edit'",
            "\t[31] tablist 'Order View'", "\t\t[32] tab 'Information', selected=True", f"\t\t[33] tab 'Invoices{' (1)' if invoiced else ''}'",
            "\t\t[34] tab 'Credit Memos'", "\t\t[35] tab 'Shipments'", "\t\t[36] tab 'Comments History'",
            "\t[37] group 'Order & Account Information'",
            f"\t\tStaticText 'Order Date: {date}'", f"\t\tStaticText 'Order Status: {status}'", "\t\tStaticText 'Purchased From: Main Website / Main Website Store / Default Store View'",
            f"\t\tStaticText 'Customer Name: {name}'", "\t\tStaticText 'Email: jennifer.white@yahoo.com'", "\t\tStaticText 'Customer Group: General'",
            "\t[38] group 'Payment & Shipping Method'", "\t\tStaticText 'Check / Money order'", "\t\tStaticText 'Flat Rate - Fixed $10.00'",
            "\t[39] table 'Items Ordered'", "\t\trow 'Product Item Status Original Price Price Qty Subtotal Row Total'",
        ]
        for pname, sku, price in items:
            qty = "Ordered 1 Invoiced 1" if invoiced else "Ordered 1"
            lines += [f"\t\trow '{pname} SKU: {sku} Ordered {money(price)} {money(price)} {qty} {money(price)} {money(price)}'"]
        lines += [
            "\t[40] table 'Order Totals'", "\t\trow 'Subtotal $137.00'", "\t\trow 'Shipping & Handling $10.00'", f"\t\trow 'Grand Total {money(tot)}'",
            f"\t\trow 'Total Paid {money(tot) if invoiced else '$0.00'}'", "\t\trow 'Total Refunded $0.00'", f"\t\trow 'Total Due {'$0.00' if invoiced else money(tot)}'",
        ]
        return lines

    new_invoice = _mg_admin_head() + [
        "[20] main ''", "\t[21] heading 'New Invoice'", "\t[23] button 'Back'", "\t[24] button 'Reset'",
        f"\tStaticText 'Order # {oid} (The order confirmation email was sent)'", f"\tStaticText 'Order Date: {date}'", "\tStaticText 'Order Status: Pending'",
        "\t[39] table 'Items to Invoice'", "\t\trow 'Product Price Qty Qty to Invoice Subtotal Row Total'",
        "\t\trow ''", "\t\t\tgridcell 'Didi Sport Watch SKU: 24-WG02'", "\t\t\tgridcell '$92.00'", "\t\t\tgridcell 'Ordered 1'", "\t\t\t[60] spinbutton 'Qty to Invoice' value='1'", "\t\t\tgridcell '$92.00'",
        "\t\trow ''", "\t\t\tgridcell 'Overnight Duffle SKU: 24-WB07'", "\t\t\tgridcell '$45.00'", "\t\t\tgridcell 'Ordered 1'", "\t\t\t[61] spinbutton 'Qty to Invoice' value='1'", "\t\t\tgridcell '$45.00'",
        "\t[62] button 'Update Qty', disabled=True",
        "\t[63] textbox 'Invoice Comments' value=''",
        "\t[64] table 'Invoice Totals'", "\t\trow 'Subtotal $137.00'", "\t\trow 'Shipping & Handling $10.00'", "\t\trow 'Grand Total $147.00'",
        "\t[65] combobox 'Amount' value='Capture Offline'", "\t[66] checkbox 'Email Copy of Invoice', checked=False",
        "\t[67] button 'Submit Invoice'",
    ]
    g = f"{base}/sales/order/"
    turns = [
        (f"goto('{g}')", axtree("Orders / Operations / Sales / Magento Admin", grid(first20, 312, False, "id"), g)),
        ("click('25')", axtree("Orders / Operations / Sales / Magento Admin", grid(first20, 312, False, "id", panel=True), g)),
        ("select_option('37', 'Pending')", axtree("Orders / Operations / Sales / Magento Admin", grid(first20, 312, False, "id", panel=True, sel="Pending"), g)),
        ("click('39')", axtree("Orders / Operations / Sales / Magento Admin", grid(pend, 9, True, "id"), g)),
        ("click('55')", axtree("Orders / Operations / Sales / Magento Admin", grid(pend_tot, 9, True, "total"), g)),
        ("click('1611')", axtree(f"# {oid} / Orders / Operations / Sales / Magento Admin", view("Pending", False), f"{base}/sales/order/view/order_id=305/")),
        ("click('27')", axtree("New Invoice / Invoices / Operations / Sales / Magento Admin", new_invoice, f"{base}/sales/order_invoice/new/order_id=305/")),
        ("click('67')", axtree(f"# {oid} / Orders / Operations / Sales / Magento Admin", view("Processing", True, "The invoice has been created."), f"{base}/sales/order/view/order_id=305/")),
        ("click('23')", axtree("Orders / Operations / Sales / Magento Admin", grid(pend_after, 8, True, "total"), g)),
    ]
    rs.add(task=TASK, tid="h26-web-17", system=WEB_SYSTEM, turns=turns,
           state="Task: In the Magento admin, list the pending orders by grand total, invoice Jennifer White's pending order (#000000305, paid by check) and confirm the pending list afterwards.")


# ---------------------------------------------------------------------------------------------
# 18 DokuWiki: rename a page with the move plugin (bad: sitemap lists it under its old name)
# ---------------------------------------------------------------------------------------------
def t18(rs: RowSet) -> None:
    base = "https://wiki.labnet.example/doku.php"

    def chrome(page_id: str, crumbs: list[str]) -> list[str]:
        return [
            "[2] banner ''", "\t[3] link 'LabNet Ops Handbook'", "\t[4] link 'Julia Frey (jfrey)'", "\t[5] link 'Admin'", "\t[6] link 'Log Out'",
            "\t[7] link 'Recent Changes'", "\t[8] link 'Media Manager'", "\t[9] link 'Sitemap'",
            "\t[10] searchbox 'Search'", "\t[11] button 'Search'",
            "\tStaticText 'Trace:'",
        ] + [f"\t[{12 + i}] link '{c}'" for i, c in enumerate(crumbs)] + [
            "[20] navigation 'Page Tools'", "\t[21] link 'Edit this page'", "\t[22] link 'Old revisions'", "\t[23] link 'Backlinks'",
            "\t[24] link 'Rename page'", "\t[25] link 'Subscribe to page changes'", "\t[26] link 'Back to top'",
            "[27] navigation 'Sidebar'", "\t[28] link 'start'", "\t[29] link 'ops'", "\t[30] link 'hr'", "\t[31] link 'infra'",
        ]

    content = [
        "\t[41] heading 'Onboarding checklist'",
        "\tStaticText 'Use this list for every new engineer in the Ops team. The buddy ticks items off in the onboarding ticket.'",
        "\t[42] heading 'Day 1'",
        "\tlist ''", "\t\tlistitem 'Laptop imaged with the Ops profile (see infra:laptop_baseline)'", "\t\tlistitem 'YubiKey issued and enrolled in Okta'",
        "\t\tlistitem 'Added to #ops and #ops-alerts in Slack'", "\t\tlistitem 'Read ops:incident_response and ops:oncall_rotation'",
        "\t[43] heading 'Week 1'",
        "\tlist ''", "\t\tlistitem 'Shadow one on-call shift'", "\t\tlistitem 'Get read-only AWS access (request in #access-requests)'",
        "\t\tlistitem 'Set up VPN following ops:vpn_setup'", "\t\tlistitem 'Walk through the backup restore drill in ops:backup_policy'",
        "\t[44] heading 'Month 1'",
        "\tlist ''", "\t\tlistitem 'Own one low-risk change end to end'", "\t\tlistitem 'Join the on-call rotation as secondary'",
    ]

    def page(pid: str, stamp: str, who: str, msg: str | None = None, dialog: str | None = None) -> list[str]:
        lines = chrome(pid, ["start", "ops", pid.split(":")[1]]) + ["[40] main ''"]
        if msg:
            lines += ["\t[39] status ''", f"\t\tStaticText '{msg}'"]
        lines += content + ["[60] contentinfo ''", f"\tStaticText '{pid.replace(':', '/')}.txt · Last modified: {stamp} by {who}'"]
        if dialog is not None:
            lines += ["[70] dialog 'Rename page'", f"\t[71] textbox 'New name:' value='{dialog}'",
                      "\t[72] checkbox 'Update links on pages that point here', checked=True", "\t[73] button 'Rename'", "\t[74] button 'Cancel'"]
        return lines

    backlinks = chrome("ops:new_hire_onboarding", ["start", "ops", "new_hire_onboarding", "backlinks"]) + [
        "[40] main ''", "\t[41] heading 'Backlinks'",
        "\tStaticText 'This is a list of pages that seem to link back to the current page.'",
        "\tlist ''", "\t\t[42] link 'ops:start'", "\t\t[43] link 'hr:first_week'",
    ]
    ops_start = chrome("ops:start", ["start", "ops", "new_hire_onboarding", "start"]) + [
        "[40] main ''", "\t[41] heading 'Ops team'",
        "\tStaticText 'Everything the Ops team needs day to day. Ask in #ops if something is missing.'",
        "\t[42] heading 'Pages'", "\tlist ''",
        "\t\t[43] link 'new_hire_onboarding'", "\t\t[44] link 'oncall_rotation'", "\t\t[45] link 'incident_response'",
        "\t\t[46] link 'backup_policy'", "\t\t[47] link 'vpn_setup'",
        "\t[48] heading 'Contacts'", "\tStaticText 'Team lead: Marta Koval (mkoval) · Escalation: +1 206 555 0170'",
        "[60] contentinfo ''", "\tStaticText 'ops/start.txt · Last modified: 2024/03/14 11:02 by jfrey'",
    ]
    recent = chrome("ops:start", ["start", "ops", "new_hire_onboarding", "start"]) + [
        "[40] main ''", "\t[41] heading 'Recent Changes'", "\t[42] combobox 'show changes' value='pages'", "\t[43] list ''",
        "\t\tlistitem ''", "\t\t\tStaticText '2024/03/14 11:02'", "\t\t\t[44] link 'ops:new_hire_onboarding'", "\t\t\tStaticText '– Moved from ops:onboarding_checklist'", "\t\t\tStaticText 'jfrey'",
        "\t\tlistitem ''", "\t\t\tStaticText '2024/03/14 11:02'", "\t\t\t[45] link 'ops:onboarding_checklist'", "\t\t\tStaticText '– Removed (moved to ops:new_hire_onboarding)'", "\t\t\tStaticText 'jfrey'",
        "\t\tlistitem ''", "\t\t\tStaticText '2024/03/14 11:02'", "\t\t\t[46] link 'ops:start'", "\t\t\tStaticText '– Move: link to ops:onboarding_checklist updated'", "\t\t\tStaticText 'jfrey'",
        "\t\tlistitem ''", "\t\t\tStaticText '2024/03/14 11:02'", "\t\t\t[47] link 'hr:first_week'", "\t\t\tStaticText '– Move: link to ops:onboarding_checklist updated'", "\t\t\tStaticText 'jfrey'",
        "\t\tlistitem ''", "\t\t\tStaticText '2024/03/13 16:48'", "\t\t\t[48] link 'infra:dns_zones'", "\t\t\tStaticText '– add internal zone for lab2'", "\t\t\tStaticText 'pnakamura'",
        "\t\tlistitem ''", "\t\t\tStaticText '2024/03/12 09:31'", "\t\t\t[49] link 'ops:oncall_rotation'", "\t\t\tStaticText '– Q2 rotation'", "\t\t\tStaticText 'mkoval'",
        "\t\tlistitem ''", "\t\t\tStaticText '2024/03/08 15:10'", "\t\t\t[50] link 'hr:pto_policy'", "\t\t\tStaticText '– 2024 holidays'", "\t\t\tStaticText 'lbauer'",
    ]

    def sitemap(ops_pages: list[str]) -> list[str]:
        lines = chrome("ops:start", ["start", "ops", "new_hire_onboarding", "start"]) + [
            "[40] main ''", "\t[41] heading 'Sitemap'",
            "\tStaticText 'This is a sitemap over all available pages ordered by namespaces.'",
            "\ttree ''",
            "\t\t[42] treeitem 'hr', expanded=False",
            "\t\t[43] treeitem 'infra', expanded=False",
            "\t\t[44] treeitem 'ops', expanded=True",
        ]
        lines += [f"\t\t\t[{45 + i}] link '{p}'" for i, p in enumerate(ops_pages)]
        lines += ["\t\t[60] link 'start'", "\t\t[61] link 'wiki'"]
        return lines

    old = "ops:onboarding_checklist"
    new = "ops:new_hire_onboarding"
    turns = [
        (f"goto('{base}?id={old}')", axtree("ops:onboarding_checklist [LabNet Ops Handbook]", page(old, "2024/02/20 14:05", "mkoval"), f"{base}?id={old}")),
        ("click('24')", axtree("ops:onboarding_checklist [LabNet Ops Handbook]", page(old, "2024/02/20 14:05", "mkoval", dialog=old), f"{base}?id={old}")),
        (f"fill('71', '{new}')", axtree("ops:onboarding_checklist [LabNet Ops Handbook]", page(old, "2024/02/20 14:05", "mkoval", dialog=new), f"{base}?id={old}")),
        ("click('73')", axtree("ops:new_hire_onboarding [LabNet Ops Handbook]",
                               page(new, "2024/03/14 11:02", "jfrey", msg="Page ops:onboarding_checklist renamed to ops:new_hire_onboarding; links on 2 pages were updated."), f"{base}?id={new}")),
        ("click('23')", axtree("ops:new_hire_onboarding - Backlinks [LabNet Ops Handbook]", backlinks, f"{base}?id={new}&do=backlink")),
        ("click('42')", axtree("ops:start [LabNet Ops Handbook]", ops_start, f"{base}?id=ops:start")),
        ("click('7')", axtree("ops:start - Recent Changes [LabNet Ops Handbook]", recent, f"{base}?id=ops:start&do=recent")),
        ("click('9')", axtree("ops:start - Sitemap [LabNet Ops Handbook]",
                              sitemap(["backup_policy", "incident_response", "onboarding_checklist", "oncall_rotation", "start", "vpn_setup"]), f"{base}?id=ops:start&do=index&idx=ops")),
    ]
    rs.add(task=TASK, tid="h26-web-18", system=WEB_SYSTEM, turns=turns,
           state="Task: In the LabNet Ops Handbook (DokuWiki), rename ops:onboarding_checklist to ops:new_hire_onboarding with links updated, and check that backlinks, recent changes and the sitemap reflect it.",
           bad=True, turn=8, kind="sitemap lists the renamed page under its old name onboarding_checklist and no new_hire_onboarding")


# ---------------------------------------------------------------------------------------------
# 19 Zammad: take an unassigned ticket, raise priority, reply and set pending (clean)
# ---------------------------------------------------------------------------------------------
def _hm(minutes: int) -> str:
    h, m = divmod(minutes, 60)
    return f"{h}h {m}m" if h else f"{m}m"


def t19(rs: RowSet) -> None:
    base = "https://support.brightline.example"
    t0 = 13 * 60 + 48
    unassigned = [
        (31047, "Invoice PDF shows wrong VAT rate", "Hanna Schulz", "Billing", 13 * 60 + 10, 120),
        (31045, "Cannot reset 2FA after phone change", "Pedro Alves", "Support", 12 * 60 + 40, 120),
        (31044, "Was our API rate limit raised?", "Mina Sato", "Support", 12 * 60 + 2, 240),
        (31041, "Export to CSV times out for large projects", "Jonas Berg", "Support", 11 * 60 + 31, 240),
        (31039, "Add second billing contact", "Chloe Martin", "Billing", 11 * 60 + 5, 240),
        (31036, "SSO login loop with Azure AD", "Omar Khalil", "Support", 10 * 60 + 47, 240),
        (31033, "Refund for duplicate charge", "Sara Pohl", "Billing", 10 * 60 + 12, 240),
        (31030, "Webhook retries not documented", "Liam Walsh", "Support", 9 * 60 + 58, 480),
        (31028, "Data residency question (EU)", "Elif Kaya", "Sales", 9 * 60 + 20, 480),
    ]
    mine = [
        (31047, "Invoice PDF shows wrong VAT rate", "Hanna Schulz", "pending reminder", "3 high"),
        (31040, "Seat count not updating after upgrade", "Tobias Lang", "open", "2 normal"),
        (31022, "Custom domain SSL stuck in provisioning", "Aisha Bello", "open", "3 high"),
        (31011, "Question about annual plan proration", "Victor Hugo Reyes", "pending reminder", "2 normal"),
        (30998, "Dashboard widgets blank in Safari 17", "Nora Lind", "open", "2 normal"),
    ]

    def nav(counts: tuple[int, int, int]) -> list[str]:
        return [
            "[2] navigation ''", "\t[3] link 'Dashboard'", "\t[4] link 'Overviews'", "\t[5] link 'Customer'", "\t[6] link 'Knowledge Base'",
            "\t[7] button 'New ticket'", "\t[8] searchbox 'Search'", "\t[9] button 'Ravi Menon'",
            "[10] navigation 'Overviews'",
            f"\t[11] link 'My Assigned Tickets {counts[0]}'", f"\t[12] link 'Unassigned & Open Tickets {counts[1]}'", "\t[13] link 'My Pending Reached Tickets 1'",
            f"\t[14] link 'Open Tickets {counts[2]}'", "\t[15] link 'Escalated Tickets 2'",
        ]

    def unassigned_view(now: int) -> list[str]:
        lines = nav((4, 9, 27)) + ["[20] main ''", "\t[21] heading 'Unassigned & Open Tickets'", "\t[22] table ''",
                               "\t\trow '# Title Customer Group Created at Escalation'"]
        for num, title, cust, grp, created, sla in unassigned:
            lines += ["\t\trow ''", f"\t\t\tgridcell '{num}'", f"\t\t\t[{num - 30900}] link '{title}'", f"\t\t\tgridcell '{cust}'", f"\t\t\tgridcell '{grp}'",
                      f"\t\t\tgridcell '{_ago(now - created)}'", f"\t\t\tgridcell 'in {_hm(created + sla - now)}'"]
        return lines

    cust_msg = ("Hello, our March invoice INV-2024-0318 (PDF) shows 19% VAT, but we are a reverse-charge customer in Austria with VAT ID ATU69811237. "
                "The same invoice in the portal shows 0% correctly. Can you reissue the PDF? Thanks, Hanna")
    reply = ("Hi Hanna, thanks for flagging this. The PDF renderer used a cached tax profile for your account; I have cleared it and asked Billing to reissue INV-2024-0318 "
             "with reverse charge. You will get the corrected PDF by tomorrow morning. Best, Ravi")

    def zoom(now: int, owner: str, prio: str, state: str, saved: tuple[str, str, str], articles: int, draft: str = "", pending: str = "", msg: str | None = None,
             counts: tuple[int, int, int] = (4, 9, 27)) -> list[str]:
        s_prio = saved[1]
        high = s_prio == "3 high"
        target = 13 * 60 + 10 + (60 if high else 120)
        lines = nav(counts) + ["[20] main ''"]
        if msg:
            lines += ["\t[21] status ''", f"\t\tStaticText '{msg}'"]
        lines += [
            "\t[22] heading 'Invoice PDF shows wrong VAT rate'", "\tStaticText '#31047'",
            f"\tStaticText 'Created {_ago(now - (13 * 60 + 10))} · Hanna Schulz · Brightline GmbH'",
            "\t[23] list 'Articles'",
            "\t\tarticle ''", "\t\t\tStaticText 'Hanna Schulz <hanna.schulz@brightline-gmbh.at>'", "\t\t\tStaticText 'email · 13:10'", f"\t\t\tStaticText '{cust_msg}'",
            "\t\t\tStaticText 'Attachment: INV-2024-0318.pdf (84 KB)'",
        ]
        if articles > 1:
            lines += ["\t\tarticle ''", "\t\t\tStaticText 'Ravi Menon'", "\t\t\tStaticText 'email · 13:54'", f"\t\t\tStaticText '{reply}'"]
        lines += [
            f"\t[30] textbox 'Reply' value='{draft}'", "\t[31] combobox 'Article type' value='email'", "\t[32] checkbox 'Visibility: public', checked=True",
            "\t[40] complementary 'Ticket'",
            "\t\t[41] combobox 'Group' value='Billing'",
            f"\t\t[42] combobox 'Owner' value='{owner or '-'}'", "\t\t\toption '-'", "\t\t\toption 'Ravi Menon'" + (", selected=True" if owner == "Ravi Menon" else ""),
            "\t\t\toption 'Elena Duarte'", "\t\t\toption 'Kwame Mensah'",
            f"\t\t[43] combobox 'State' value='{state}'", "\t\t\toption 'new'" + (", selected=True" if state == "new" else ""), "\t\t\toption 'open'",
            "\t\t\toption 'pending reminder'" + (", selected=True" if state == "pending reminder" else ""), "\t\t\toption 'pending close'", "\t\t\toption 'closed'",
        ]
        if state.startswith("pending"):
            lines.append(f"\t\t[44] textbox 'Pending till' value='{pending}'")
        lines += [
            f"\t\t[45] combobox 'Priority' value='{prio}'", "\t\t\toption '1 low'", "\t\t\toption '2 normal'" + (", selected=True" if prio == "2 normal" else ""),
            "\t\t\toption '3 high'" + (", selected=True" if prio == "3 high" else ""),
            "\t\t[46] textbox 'Tags' value=''",
            "\t\tStaticText 'SLA: " + ("High priority (1h first response)'" if high else "Standard (2h first response)'"),
        ]
        if articles > 1:
            lines.append("\t\tStaticText 'First response: 13:54 (met)'")
        else:
            lines.append(f"\t\tStaticText 'First response: in {_hm(target - now)}'")
        lines += ["\t[50] button 'Update'"]
        return lines

    def overview_mine(now: int) -> list[str]:
        lines = nav((5, 8, 26)) + ["[20] main ''", "\t[21] heading 'My Assigned Tickets'", "\t[22] table ''", "\t\trow '# Title Customer State Priority'"]
        for num, title, cust, st, pr in mine:
            lines += ["\t\trow ''", f"\t\t\tgridcell '{num}'", f"\t\t\t[{num - 30900}] link '{title}'", f"\t\t\tgridcell '{cust}'", f"\t\t\tgridcell '{st}'", f"\t\t\tgridcell '{pr}'"]
        lines += ["\tStaticText '5 tickets'"]
        return lines

    z = f"{base}/#ticket/zoom/31047"
    before = ("", "2 normal", "new")
    after = ("Ravi Menon", "3 high", "new")
    done = ("Ravi Menon", "3 high", "pending reminder")
    turns = [
        (f"goto('{base}/#ticket/view/all_unassigned')", axtree("Unassigned & Open Tickets - Zammad", unassigned_view(t0), f"{base}/#ticket/view/all_unassigned")),
        ("click('147')", axtree("#31047 - Invoice PDF shows wrong VAT rate - Zammad", zoom(t0 + 1, "", "2 normal", "new", before, 1), z)),
        ("select_option('42', 'Ravi Menon')", axtree("#31047 - Invoice PDF shows wrong VAT rate - Zammad", zoom(t0 + 1, "Ravi Menon", "2 normal", "new", before, 1), z)),
        ("select_option('45', '3 high')", axtree("#31047 - Invoice PDF shows wrong VAT rate - Zammad", zoom(t0 + 2, "Ravi Menon", "3 high", "new", before, 1), z)),
        ("click('50')", axtree("#31047 - Invoice PDF shows wrong VAT rate - Zammad", zoom(t0 + 3, "Ravi Menon", "3 high", "new", after, 1, msg="Ticket updated.", counts=(5, 8, 27)), z)),
        (f"fill('30', '{reply}')", axtree("#31047 - Invoice PDF shows wrong VAT rate - Zammad", zoom(t0 + 4, "Ravi Menon", "3 high", "new", after, 1, draft=reply, counts=(5, 8, 27)), z)),
        ("select_option('43', 'pending reminder')", axtree("#31047 - Invoice PDF shows wrong VAT rate - Zammad", zoom(t0 + 4, "Ravi Menon", "3 high", "pending reminder", after, 1, draft=reply, counts=(5, 8, 27)), z)),
        ("fill('44', '03/15/2024 09:00')", axtree("#31047 - Invoice PDF shows wrong VAT rate - Zammad", zoom(t0 + 5, "Ravi Menon", "3 high", "pending reminder", after, 1, draft=reply, pending="03/15/2024 09:00", counts=(5, 8, 27)), z)),
        ("click('50')", axtree("#31047 - Invoice PDF shows wrong VAT rate - Zammad", zoom(t0 + 6, "Ravi Menon", "3 high", "pending reminder", done, 2, pending="03/15/2024 09:00", msg="Ticket updated.", counts=(5, 8, 26)), z)),
        ("click('11')", axtree("My Assigned Tickets - Zammad", overview_mine(t0 + 7), f"{base}/#ticket/view/my_assigned")),
    ]
    rs.add(task=TASK, tid="h26-web-19", system=WEB_SYSTEM, turns=turns,
           state="Task: In Zammad, take the unassigned VAT-invoice ticket from Hanna Schulz, raise it to high priority, reply to her and set it to pending reminder until tomorrow 09:00.")


# ---------------------------------------------------------------------------------------------
# 20 Magento admin catalog: change a product price (bad: grid reads the old price back)
# ---------------------------------------------------------------------------------------------
def t20(rs: RowSet) -> None:
    base = "http://shop.example.com/admin"
    bags = [
        (1, "Joust Duffle Bag", "24-MB01", 34.00, 100), (2, "Strive Shoulder Pack", "24-MB04", 32.00, 100), (3, "Crown Summit Backpack", "24-MB03", 38.00, 100),
        (4, "Wayfarer Messenger Bag", "24-MB05", 45.00, 100), (5, "Rival Field Messenger", "24-MB06", 45.00, 100), (6, "Fusion Backpack", "24-MB02", 59.00, 100),
        (7, "Impulse Duffle", "24-UB02", 74.00, 100), (8, "Voyage Yoga Bag", "24-WB01", 32.00, 100), (9, "Compete Track Tote", "24-WB02", 32.00, 100),
        (10, "Savvy Shoulder Tote", "24-WB05", 32.00, 100),
    ]
    straps = {33: ("Sprite Yoga Strap 6 foot", "24-WG085", 14.00, 100), 34: ("Sprite Yoga Strap 8 foot", "24-WG086", 17.00, 100),
              35: ("Sprite Yoga Strap 10 foot", "24-WG087", 21.00, 100)}

    def grid(rows: list[tuple], found: int, kw: str, applied: bool) -> list[str]:
        lines = _mg_admin_head() + [
            "[20] main ''", "\t[21] heading 'Products'", "\t[22] button 'Add Product'",
            f"\t[24] searchbox 'Search by keyword' value='{kw}'", "\t[25] button 'Filters'", "\t[26] button 'Default View'", "\t[27] button 'Columns'",
        ]
        if applied:
            lines += ["\tStaticText 'Active filters:'", f"\tStaticText 'Keyword: {kw}'", "\t[40] button 'Remove Keyword'", "\t[41] button 'Clear all'"]
        lines += [
            "\t[42] combobox 'Actions' value='Actions'", f"\tStaticText '{found} records found'", "\t[43] combobox 'per page' value='10'",
            "\t[45] spinbutton 'Page' value='1'", f"\tStaticText 'of {-(-found // 10)}'",
            "\t[50] table ''", "\t\trow 'ID Thumbnail Name Type Attribute Set SKU Price Quantity Salable Quantity Visibility Status Websites Action'",
        ]
        for pid, name, sku, price, qty in rows:
            lines += ["\t\trow ''", f"\t\t\t[{1000 + pid * 2}] checkbox 'Select', checked=False", f"\t\t\tgridcell '{pid}'", f"\t\t\tgridcell '{name}'",
                      "\t\t\tgridcell 'Simple Product'", "\t\t\tgridcell 'Gear'", f"\t\t\tgridcell '{sku}'", f"\t\t\tgridcell '{money(price)}'",
                      f"\t\t\tgridcell '{qty:.4f}'", f"\t\t\tgridcell 'Default Stock: {qty}'", "\t\t\tgridcell 'Catalog, Search'", "\t\t\tgridcell 'Enabled'",
                      "\t\t\tgridcell 'Main Website'", f"\t\t\t[{1001 + pid * 2}] link 'Edit'"]
        return lines

    def form(pid: int, price: str, msg: str | None = None) -> list[str]:
        name, sku, _, qty = straps[pid]
        lines = _mg_admin_head() + ["[20] main ''", f"\t[21] heading '{name}'"]
        if msg:
            lines += ["\t[22] status ''", f"\t\tStaticText '{msg}'"]
        lines += [
            "\t[23] button 'Back'", "\t[24] button 'Add Attribute'", "\t[25] combobox 'Store View' value='All Store Views'", "\t[26] button 'Save'",
            "\t[30] switch 'Enable Product', checked=True",
            "\t[31] combobox 'Attribute Set' value='Gear'",
            f"\t[32] textbox 'Product Name' value='{name}'",
            f"\t[33] textbox 'SKU' value='{sku}'",
            f"\t[34] textbox 'Price' value='{price}'", "\t[35] link 'Advanced Pricing'",
            "\t[36] combobox 'Tax Class' value='Taxable Goods'",
            f"\t[37] textbox 'Quantity' value='{qty}'", "\t[38] link 'Advanced Inventory'",
            "\t[39] combobox 'Stock Status' value='In Stock'",
            "\t[40] combobox 'Weight' value='This item has weight'", "\t[41] textbox 'Weight' value='1'",
            "\t[42] combobox 'Categories' value='Gear, Fitness Equipment'",
            "\t[43] combobox 'Visibility' value='Catalog, Search'",
            "\t[44] checkbox 'Set Product as New From', checked=False",
            "\t[45] combobox 'Country of Manufacture' value=''",
            "\t[50] button 'Content'", "\t[51] button 'Configurations'", "\t[52] button 'Product Reviews'", "\t[53] button 'Images And Videos'",
            "\t[54] button 'Search Engine Optimization'", "\t[55] button 'Related Products, Up-Sells, and Cross-Sells'", "\t[56] button 'Customizable Options'",
            "\t[57] button 'Product in Websites'", "\t[58] button 'Design'", "\t[59] button 'Gift Options'",
        ]
        return lines

    kw = "Sprite Yoga Strap"
    strap_rows = [(pid, *v) for pid, v in straps.items()]
    drift = [(33, *straps[33]), (34, "Sprite Yoga Strap 8 foot", "24-WG086", 17.00, 100), (35, *straps[35])]
    g = f"{base}/catalog/product/"
    turns = [
        (f"goto('{g}')", axtree("Products / Inventory / Catalog / Magento Admin", grid(bags, 2040, "", False), g)),
        (f"fill('24', '{kw}')", axtree("Products / Inventory / Catalog / Magento Admin", grid(bags, 2040, kw, False), g)),
        ("press('24', 'Enter')", axtree("Products / Inventory / Catalog / Magento Admin", grid(strap_rows, 3, kw, True), g)),
        ("click('1069')", axtree("Sprite Yoga Strap 8 foot / Products / Inventory / Catalog / Magento Admin", form(34, "17.00"), f"{base}/catalog/product/edit/id/34/")),
        ("fill('34', '15.50')", axtree("Sprite Yoga Strap 8 foot / Products / Inventory / Catalog / Magento Admin", form(34, "15.50"), f"{base}/catalog/product/edit/id/34/")),
        ("click('26')", axtree("Sprite Yoga Strap 8 foot / Products / Inventory / Catalog / Magento Admin", form(34, "15.50", "You saved the product."), f"{base}/catalog/product/edit/id/34/back/edit/")),
        ("click('23')", axtree("Products / Inventory / Catalog / Magento Admin", grid(drift, 3, kw, True), g)),
        ("click('1071')", axtree("Sprite Yoga Strap 10 foot / Products / Inventory / Catalog / Magento Admin", form(35, "21.00"), f"{base}/catalog/product/edit/id/35/")),
        ("fill('34', '19.00')", axtree("Sprite Yoga Strap 10 foot / Products / Inventory / Catalog / Magento Admin", form(35, "19.00"), f"{base}/catalog/product/edit/id/35/")),
        ("click('26')", axtree("Sprite Yoga Strap 10 foot / Products / Inventory / Catalog / Magento Admin", form(35, "19.00", "You saved the product."), f"{base}/catalog/product/edit/id/35/back/edit/")),
    ]
    rs.add(task=TASK, tid="h26-web-20", system=WEB_SYSTEM, turns=turns,
           state="Task: In the Magento admin, lower the Sprite Yoga Strap 8 foot price to $15.50 and the 10 foot to $19.00 for the spring promotion.",
           bad=True, turn=7, kind="product grid shows the 8-foot strap at $17.00 right after its price was saved as 15.50")


# ---------------------------------------------------------------------------------------------
# 21 Roundcube (Kestrel Design): compose, save draft, send; new mail arrives (clean)
# ---------------------------------------------------------------------------------------------
def t21(rs: RowSet) -> None:
    base = "https://webmail.kestrel-design.com"
    inbox0 = [
        (501, "Harborview Library PM", "Weekly coordination notes - week 11", "Today 09:58", True, "38 KB"),
        (500, "Autodesk", "Your Revit license renews in 14 days", "Today 08:12", True, "22 KB"),
        (499, "Dario Russo", "Stair detail markups", "Today 07:40", True, "3.1 MB"),
        (498, "Maya Chen", "Facade comments from the client", "Yesterday 17:25", False, "16 KB"),
        (497, "Kestrel Admin", "Office closed Friday afternoon", "Yesterday 15:02", False, "6 KB"),
        (496, "Lena Okafor", "Re: lighting schedule", "Yesterday 11:47", False, "9 KB"),
        (495, "ArchDaily", "This week: 12 libraries that rethink the reading room", "Mar 12", False, "84 KB"),
        (494, "Maya Chen", "Site visit Thursday", "Mar 12", False, "5 KB"),
        (493, "QuickBooks", "Invoice 2024-031 paid", "Mar 11", False, "12 KB"),
        (492, "Dario Russo", "Lunch & learn slides", "Mar 11", False, "7.8 MB"),
    ]
    new_in = (502, "Maya Chen", "Re: Site visit Thursday - moved to 10:30", "Today 10:45", True, "6 KB")

    def head(unread: int | None) -> list[str]:
        lines = ["[2] navigation ''", "\t[3] link 'Mail', current='page'", "\t[4] link 'Contacts'", "\t[5] link 'Settings'", "\t[7] link 'Logout owen.price@kestrel-design.com'"]
        if unread is not None:
            lines += ["[8] navigation 'Folders'", "\t[9] button 'Compose'", f"\t[10] link 'Inbox ({unread})'" if unread else "\t[10] link 'Inbox'",
                      "\t[11] link 'Drafts'", "\t[12] link 'Sent'", "\t[13] link 'Junk'", "\t[14] link 'Trash'", "\t[15] link 'Projects'",
                      "\tStaticText 'Quota: 61% (6.1 GB of 10 GB)'"]
        return lines

    def listing(folder: str, rows: list[tuple], total: int, unread: int, msg: str | None = None, who_col: str = "From") -> list[str]:
        lines = head(unread) + ["[20] main ''", f"\t[21] heading '{folder}'"]
        if msg:
            lines += ["\t[22] status ''", f"\t\tStaticText '{msg}'"]
        lines += ["\t[23] searchbox 'Search...'", "\t[24] button 'Reply'", "\t[25] button 'Forward'", "\t[26] button 'Delete'", "\t[27] button 'Mark'",
                  "\t[28] table 'Message list'", f"\t\trow 'Subject {who_col} Date Size'"]
        for mid, who, subj, when, unr, size in rows:
            lines += [f"\t\trow ''{', unread' if unr else ''}", f"\t\t\t[{mid}] link {qs(subj)}", f"\t\t\tgridcell '{who}'", f"\t\t\tgridcell '{when}'", f"\t\t\tgridcell '{size}'"]
        shown = len(rows)
        lines += [f"\tStaticText 'Messages 1 to {shown} of {total:,}'"]
        return lines

    to = "maya.chen@harborview-arch.com"
    subj = "Revised facade drawings - Harborview Library"
    body = ("Hi Maya,\n\nthe revised facade set (A-301 to A-305, rev C) is on the shared drive under 03_Drawings/Facade. "
            "We moved the vertical fins to a 1.2 m module and updated the glazing schedule to match.\n\nSee you Thursday,\nOwen")

    def compose(t: str, s: str, b: str, msg: str | None = None) -> list[str]:
        lines = head(None) + ["[20] main ''", "\t[21] heading 'Compose'"]
        if msg:
            lines += ["\t[22] status ''", f"\t\tStaticText '{msg}'"]
        lines += [
            "\t[30] combobox 'From' value='Owen Price <owen.price@kestrel-design.com>'",
            f"\t[31] textbox 'To' value='{t}'", "\t[32] link 'Add Cc'", "\t[33] link 'Add Bcc'",
            f"\t[34] textbox 'Subject' value='{s}'",
            "\t[35] combobox 'Editor type' value='Plain text'",
            f"\t[36] textbox 'Message body' value='{b}'",
            "\t[37] button 'Attach a file'", "\t[38] checkbox 'Return receipt', checked=False", "\t[39] combobox 'Priority' value='Normal'",
            "\t[40] combobox 'Save sent message in' value='Sent'",
            "\t[41] button 'Send'", "\t[42] button 'Save'", "\t[43] button 'Cancel'",
        ]
        return lines

    sent = [
        (9001, "Maya Chen", subj, "Today 10:46", False, "5 KB"),
        (8999, "Dario Russo", "Re: Stair detail markups", "Today 08:03", False, "4 KB"),
        (8998, "Lena Okafor", "Lighting schedule v4", "Yesterday 16:20", False, "1.4 MB"),
        (8997, "Harborview Library PM", "RFI-022 response", "Yesterday 10:12", False, "220 KB"),
        (8996, "Maya Chen", "Re: Site visit Thursday", "Mar 12", False, "3 KB"),
        (8995, "accounts@kestrel-design.com", "Expenses February", "Mar 11", False, "610 KB"),
    ]
    drafts = [
        (7002, "Harborview Library PM", "Fee proposal for phase 2 (DRAFT)", "Mar 8", False, "18 KB"),
        (7001, "Lena Okafor", "Re: daylight study", "Feb 27", False, "2 KB"),
    ]
    m = f"{base}/?_task=mail&_mbox=INBOX"
    c = f"{base}/?_task=mail&_action=compose&_id=7f3a9c2e61d4"
    turns = [
        (f"goto('{m}')", axtree("Kestrel Webmail :: Inbox", listing("Inbox", inbox0, 214, 3), m)),
        ("click('9')", axtree("Kestrel Webmail :: Compose", compose("", "", ""), c)),
        (f"fill('31', '{to}')", axtree("Kestrel Webmail :: Compose", compose(to, "", ""), c)),
        (f"fill('34', '{subj}')", axtree("Kestrel Webmail :: Compose", compose(to, subj, ""), c)),
        (f"fill('36', '{body}')", axtree("Kestrel Webmail :: Compose", compose(to, subj, body), c)),
        ("click('42')", axtree("Kestrel Webmail :: Compose", compose(to, subj, body, "Message saved to Drafts."), f"{c}&_draft_uid=7003")),
        ("click('41')", axtree("Kestrel Webmail :: Inbox", listing("Inbox", [new_in] + inbox0[:9], 215, 4, "Message sent successfully."), m)),
        ("click('12')", axtree("Kestrel Webmail :: Sent", listing("Sent", sent, 1032, 4, who_col="To"), f"{base}/?_task=mail&_mbox=Sent")),
        ("click('11')", axtree("Kestrel Webmail :: Drafts", listing("Drafts", drafts, 2, 4, who_col="To"), f"{base}/?_task=mail&_mbox=Drafts")),
    ]
    rs.add(task=TASK, tid="h26-web-21", system=WEB_SYSTEM, turns=turns,
           state="Task: From Owen's Kestrel webmail, write to Maya Chen about the revised facade drawings, save a draft first, send it, and check the Sent and Drafts folders.")


# ---------------------------------------------------------------------------------------------
# 22 Planka kanban: add a card, move another, filter (bad: the new card is missing afterwards)
# ---------------------------------------------------------------------------------------------
PLANKA_CARDS = {
    301: ("Audit legacy blog URLs", ["SEO"], "", "1/4"),
    302: ("Cookie banner copy", ["Legal"], "MK", ""),
    303: ("Choose analytics tool", [], "", ""),
    304: ("Newsletter signup component", ["Design"], "AR", "0/3"),
    305: ("Alt text for product images", ["SEO"], "", ""),
    311: ("Compress hero images", ["Performance"], "JP", "2/3"),
    312: ("Pricing page layout", ["Design"], "AR", "3/5"),
    313: ("Migrate FAQ content", [], "MK", ""),
    321: ("Accessibility pass on nav", ["Design"], "JP", "4/4"),
    322: ("Footer links update", [], "", ""),
    331: ("Set up staging", [], "JP", "3/3"),
    332: ("Choose CMS", [], "", ""),
    333: ("Content inventory", ["SEO"], "MK", "6/6"),
    334: ("Brand color tokens", ["Design"], "AR", ""),
    335: ("Kickoff meeting notes", [], "", ""),
    336: ("Domain DNS plan", [], "JP", "2/2"),
    306: ("Write 301 redirect map", [], "", ""),
}


def t22(rs: RowSet) -> None:
    base = "https://planka.northpeak.example"
    url = f"{base}/boards/1187404455219758116"

    def head(flt: str = "") -> list[str]:
        lines = [
            "[2] banner ''", "\t[3] link 'Planka'", "\t[4] link 'Marketing'", "\t[5] button 'Notifications'", "\t[6] button 'Jonas Peters'",
            "[7] tablist 'Boards'", "\t[8] tab 'Website relaunch', selected=True", "\t[9] tab 'Q2 campaigns'", "\t[10] tab 'Events'",
            "[11] toolbar ''", "\tStaticText 'Members'", "\t[12] button 'JP'", "\t[13] button 'AR'", "\t[14] button 'MK'", "\t[15] button 'Add member'",
            "\tStaticText 'Filter by label:'",
        ]
        for i, lab in enumerate(["SEO", "Design", "Legal", "Performance"]):
            lines.append(f"\t[{19 + i}] button '{lab}', pressed={lab == flt}")
        if flt:
            lines.append("\t[17] button 'Clear filter'")
        return lines

    def board(lists: dict[str, list[int]], composer: str | None = None, flt: str = "") -> list[str]:
        lines = head(flt) + ["[30] main ''"]
        lb = {"Backlog": 40, "In progress": 50, "Review": 60, "Done": 70}
        for name, cards in lists.items():
            lines += [f"\t[{lb[name]}] region '{name}'", f"\t\t[{lb[name] + 1}] heading '{name}'", f"\t\t[{lb[name] + 2}] button 'List actions'"]
            for cid in cards:
                title, labels, member, tasks = PLANKA_CARDS[cid]
                if flt and flt not in labels:
                    continue
                lines.append(f"\t\t[{cid}] link '{title}'")
                lines += [f"\t\t\tStaticText '{lab}'" for lab in labels]
                if tasks:
                    lines.append(f"\t\t\tStaticText '{tasks}'")
                if member:
                    lines.append(f"\t\t\tStaticText '{member}'")
            if name == "Backlog" and composer is not None:
                lines += [f"\t\t[45] textbox 'Enter card title...' value='{composer}'", "\t\t[46] button 'Add card'", "\t\t[47] button 'Close'"]
            else:
                lines.append(f"\t\t[{lb[name] + 3}] button 'Add card'")
        lines += ["\t[80] button 'Add list'"]
        return lines

    def modal(cid: int, list_name: str, activity: list[str], bg: dict[str, list[int]], move: str | None = None) -> list[str]:
        title, labels, member, tasks = PLANKA_CARDS[cid]
        lines = board(bg) + [
            "[200] dialog ''", f"\t[201] heading '{title}'", f"\tStaticText 'in list {list_name}'",
            "\tStaticText 'Members'", *([f"\t[202] button '{member}'"] if member else []), "\t[203] button 'Add member'",
            "\tStaticText 'Labels'", *[f"\t[204] button '{lab}'" for lab in labels], "\t[205] button 'Add label'",
        ]
        if cid == 311:
            lines += [
                "\t[206] heading 'Description'",
                "\tStaticText 'Hero images on home, pricing and about are 1.8-2.6 MB JPEGs. Target: AVIF with WebP fallback, under 250 KB each.'",
                "\t[207] heading 'Tasks'", "\t[208] checkbox 'Convert home hero', checked=True", "\t[209] checkbox 'Convert pricing hero', checked=True",
                "\t[210] checkbox 'Convert about hero', checked=False",
            ]
        else:
            lines += ["\t[206] heading 'Description'", "\tStaticText 'Every product photo in the catalog needs alt text written from the product copy; decorative images get empty alt.'"]
        lines += ["\t[211] heading 'Actions'"] + [f"\t\tStaticText '{a}'" for a in activity] + [
            "\t[212] textbox 'Write comment...' value=''",
            "\t[220] button 'Move'", "\t[221] button 'Copy'", "\t[222] button 'Edit due date'", "\t[223] button 'Archive'", "\t[224] button 'Delete'",
            "\t[225] button 'Close'",
        ]
        if move is not None:
            lines += ["\t[230] dialog 'Move card'", "\t\t[231] combobox 'Board' value='Website relaunch'",
                      f"\t\t[232] combobox 'List' value='{move}'", "\t\t\toption 'Backlog'", "\t\t\toption 'In progress'" + (", selected=True" if move == "In progress" else ""),
                      "\t\t\toption 'Review'" + (", selected=True" if move == "Review" else ""), "\t\t\toption 'Done'", "\t\t[233] button 'Move'"]
        return lines

    start = {"Backlog": [301, 302, 303, 304, 305], "In progress": [311, 312, 313], "Review": [321, 322], "Done": [331, 332, 333, 334, 335, 336]}
    before_move = {"Backlog": [301, 302, 303, 304, 305, 306], "In progress": [311, 312, 313], "Review": [321, 322], "Done": [331, 332, 333, 334, 335, 336]}
    after_move = {"Backlog": [301, 302, 303, 304, 305, 306], "In progress": [312, 313], "Review": [321, 322, 311], "Done": [331, 332, 333, 334, 335, 336]}
    lost = {"Backlog": [301, 302, 303, 304, 305], "In progress": [312, 313], "Review": [321, 322, 311], "Done": [331, 332, 333, 334, 335, 336]}
    act0 = ["Jonas Peters moved this card from Backlog to In progress · Mar 11 at 9:14 AM", "Jonas Peters created this card in Backlog · Mar 4 at 4:02 PM"]
    act1 = ["You moved this card from In progress to Review · just now"] + act0
    act_alt = ["Marta Kowal added label SEO · Mar 6 at 11:20 AM", "Marta Kowal created this card in Backlog · Mar 6 at 11:18 AM"]
    turns = [
        (f"goto('{url}')", axtree("Website relaunch | Planka", board(start), url)),
        ("click('43')", axtree("Website relaunch | Planka", board(start, composer=""), url)),
        ("fill('45', 'Write 301 redirect map')", axtree("Website relaunch | Planka", board(start, composer="Write 301 redirect map"), url)),
        ("press('45', 'Enter')", axtree("Website relaunch | Planka", board(before_move, composer=""), url)),
        ("click('311')", axtree("Compress hero images | Planka", modal(311, "In progress", act0, before_move), f"{base}/cards/1187404455219758311")),
        ("click('220')", axtree("Compress hero images | Planka", modal(311, "In progress", act0, before_move, move="In progress"), f"{base}/cards/1187404455219758311")),
        ("select_option('232', 'Review')", axtree("Compress hero images | Planka", modal(311, "In progress", act0, before_move, move="Review"), f"{base}/cards/1187404455219758311")),
        ("click('233')", axtree("Compress hero images | Planka", modal(311, "Review", act1, after_move), f"{base}/cards/1187404455219758311")),
        ("click('225')", axtree("Website relaunch | Planka", board(after_move), url)),
        ("click('19')", axtree("Website relaunch | Planka", board(after_move, flt="SEO"), f"{url}?labels=seo")),
        ("click('17')", axtree("Website relaunch | Planka", board(lost), url)),
        ("click('305')", axtree("Alt text for product images | Planka", modal(305, "Backlog", act_alt, lost), f"{base}/cards/1187404455219758305")),
    ]
    rs.add(task=TASK, tid="h26-web-22", system=WEB_SYSTEM, turns=turns,
           state="Task: On the Website relaunch board in Planka, add a Backlog card 'Write 301 redirect map', move 'Compress hero images' to Review, then check the SEO-labelled cards.",
           bad=True, turn=11, kind="Backlog no longer shows the 'Write 301 redirect map' card created earlier, after only filtering and clearing the filter")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
