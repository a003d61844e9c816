# ruff: noqa: E501
"""Held-out set 11, web domain: 22 BrowserGym trajectories (accessibility-tree observations), 11 with one contradiction."""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import WEB_SYSTEM, RowSet, axtree

SYSTEM = WEB_SYSTEM + (" Keep element bids stable while the page stays the same, keep the representation format "
                       "(URL line, RootWebArea, indented [bid] role 'name' lines), and track the session's state "
                       "across turns.")


def st(text: str) -> str:
    return f"StaticText {text!r}"


def el(bid: int | str, role: str, name: str = "", *props: str) -> str:
    line = f"[{bid}] {role} {name!r}"
    return line + (", " + ", ".join(props) if props else "")


def ind(lines: list[str], n: int = 1) -> list[str]:
    return ["\t" * n + ln for ln in lines]


def page(title: str, url: str, lines: list[str]) -> str:
    return axtree(title, lines, url)


def go(url: str) -> str:
    return f"goto({url!r})"


def click(bid: int | str) -> str:
    return f"click('{bid}')"


def fill(bid: int | str, text: str) -> str:
    return f"fill('{bid}', {text!r})"


def press(bid: int | str, key: str) -> str:
    return f"press('{bid}', {key!r})"


def select(bid: int | str, opt: str) -> str:
    return f"select_option('{bid}', {opt!r})"


def fo(focus: int, bid: int) -> list[str]:
    """The `focused` property for the field the agent just filled."""
    return ["focused"] if focus == bid else []


def box(bid: int, role: str, name: str, value: str = "", *props: str) -> list[str]:
    """A text field with its current value as a StaticText child (empty fields have none)."""
    head = el(bid, role, name, *props)
    return [head] + ([f"\t{st(value)}"] if value else [])


# ---------------------------------------------------------------- 01 storefront cart
def t01(rs: RowSet) -> None:
    # bad: turn 8 cart badge reads 6 items after adding one grinder; turn 5 showed 4 items after the 2-press add, so it must be 5.
    base = "http://shop.harborline.example"

    def head(cart: int, q: str = "", focus: bool = False) -> list[str]:
        search = box(24, "combobox", "Search entire store here...", q, "autocomplete='both'", "hasPopup='listbox'", "expanded=False", *(["focused"] if focus else []))
        return [el(12, "link", "Harborline Goods"), "\t" + el(13, "image", "Harborline Goods"),
                el(15, "link", "My Account"), el(16, "link", "My Wish List (1)"), el(17, "link", "Sign Out"),
                st("Welcome, Noor Haddad!"), el(21, "link", f"My Cart {cart} items")] + search + [
                el(27, "button", "Search"), el(30, "menubar", "", "orientation='horizontal'"),
                "\t" + el(31, "menuitem", "Coffee & Tea", "hasPopup='menu'"), "\t" + el(32, "menuitem", "Kitchen", "hasPopup='menu'"),
                "\t" + el(33, "menuitem", "Home Décor", "hasPopup='menu'"), "\t" + el(34, "menuitem", "Outdoor Living", "hasPopup='menu'"),
                "\t" + el(35, "menuitem", "Sale", "hasPopup='menu'")]

    foot = [el(90, "contentinfo", ""), "\t" + el(91, "link", "Privacy and Cookie Policy"), "\t" + el(92, "link", "Orders and Returns"),
            "\t" + el(93, "link", "Contact Us"), "\t" + st("Copyright © 2013-present Harborline Goods, Inc. All rights reserved.")]

    def home(cart: int, q: str = "", focus: bool = False) -> str:
        body = [el(40, "main", ""), "\t" + el(41, "heading", "Spring Kitchen Refresh"), "\t" + st("Up to 25% off cookware and coffee gear through April 6."),
                "\t" + el(43, "link", "Shop the sale"), "\t" + el(45, "heading", "Hot Sellers"),
                "\t" + el(46, "link", "Chemex Classic 8-Cup Pour-Over Glass Coffeemaker"), "\t" + st("$47.50"),
                "\t" + el(48, "link", "Fellow Stagg EKG Electric Pour-Over Kettle"), "\t" + st("$165.00"),
                "\t" + el(50, "link", "Lodge 10.25 Inch Cast Iron Skillet"), "\t" + st("$24.90"),
                "\t" + el(52, "link", "Hario V60 Paper Coffee Filters, Size 02, 100 ct"), "\t" + st("$6.75")]
        return page("Home Page", base + "/", head(cart, q, focus) + body + foot)

    presses = [("Bodum Chambord 8-Cup French Press, 34 oz", "$39.95", "86%", "212"),
               ("Espro P3 French Press, 32 oz", "$44.50", "90%", "57"),
               ("Frieling Double-Wall Stainless Steel French Press, 36 oz", "$119.99", "94%", "31"),
               ("SterlingPro Double Wall French Press, 1 Liter", "$32.97", "82%", "140"),
               ("Bodum Chambord 3-Cup French Press, 12 oz", "$29.95", "84%", "66"),
               ("French Press Replacement Filter Screens, 4-Pack", "$8.49", "76%", "19")]
    grinders = [("Baratza Encore Conical Burr Coffee Grinder", "$149.95", "92%", "388"),
                ("Hario Skerton Pro Manual Coffee Grinder", "$54.00", "88%", "48"),
                ("OXO Brew Conical Burr Coffee Grinder", "$99.99", "86%", "301"),
                ("Capresso Infinity Plus Conical Burr Grinder", "$109.99", "84%", "92"),
                ("JavaPresse Manual Burr Grinder, Stainless", "$29.95", "80%", "73")]

    def results(cart: int, q: str, items: list[tuple[str, str, str, str]], b0: int, msg: str = "") -> str:
        body = [el(40, "main", "")]
        if msg:
            body += ["\t" + el(b0 - 4, "alert", ""), "\t\t" + st(msg), "\t\t" + el(b0 - 3, "link", "shopping cart")]
        body += ["\t" + el(b0, "heading", f"Search results for: '{q}'"), "\t" + st(f"Items 1-{len(items)} of {len(items)}"),
                 "\t" + el(b0 + 2, "combobox", "Sort By", "hasPopup='menu'", "expanded=False"), "\t\t" + st("Relevance"),
                 "\t" + el(b0 + 3, "list", "")]
        for i, (name, price, rating, rev) in enumerate(items):
            b = b0 + 10 + i * 6
            body += ["\t\t" + el(b, "listitem", ""), "\t\t\t" + el(b + 1, "link", name), "\t\t\t" + st(f"Rating: {rating}"),
                     "\t\t\t" + el(b + 2, "link", f"{rev} Reviews"), "\t\t\t" + st(price), "\t\t\t" + el(b + 3, "button", "Add to Cart"),
                     "\t\t\t" + el(b + 4, "button", "Add to Wish List")]
        return page(f"Search results for: “{q}”", f"{base}/catalogsearch/result/?q={q.replace(' ', '+')}", head(cart, q) + body + foot)

    def bodum(cart: int, qty: str, msg: str = "", q: str = "", focus: bool = False) -> str:
        body = [el(40, "main", "")]
        if msg:
            body += ["\t" + el(296, "alert", ""), "\t\t" + st(msg), "\t\t" + el(297, "link", "shopping cart")]
        body += ["\t" + el(300, "heading", "Bodum Chambord 8-Cup French Press, 34 oz"), "\t" + st("Rating: 86%"), "\t" + el(302, "link", "212 Reviews"),
                 "\t" + el(303, "link", "Add Your Review"), "\t" + st("$39.95"), "\t" + st("IN STOCK"), "\t" + st("SKU"), "\t" + st("B-1928-16"),
                 "\t" + el(310, "spinbutton", "Qty", "required=False")] + (["\t\t" + st(qty)] if qty else []) + [
                 "\t" + el(311, "button", "Add to Cart"), "\t" + el(312, "link", "Add to Wish List"), "\t" + el(313, "link", "Add to Compare"),
                 "\t" + el(315, "tablist", "", "multiselectable=False", "orientation='horizontal'"),
                 "\t\t" + el(316, "tab", "Details", "selected=True", "expanded=True"), "\t\t" + el(317, "tab", "More Information", "selected=False"),
                 "\t\t" + el(318, "tab", "Reviews (212)", "selected=False"),
                 "\t" + el(320, "tabpanel", "Details"),
                 "\t\t" + st("The original French press, unchanged since 1974: a heat-resistant borosilicate glass beaker in a polished chrome frame."),
                 "\t\t" + st("3-part stainless steel mesh filter; brews 8 cups (34 oz / 1 liter). Dishwasher safe beaker and plunger."),
                 "\t" + el(330, "heading", "Related Products"), "\t" + el(331, "link", "French Press Replacement Filter Screens, 4-Pack"), "\t" + st("$8.49"),
                 "\t" + el(333, "link", "Bodum Bistro Electric Burr Grinder"), "\t" + st("$89.99")]
        return page("Bodum Chambord 8-Cup French Press, 34 oz", base + "/bodum-chambord-8-cup-french-press-34-oz.html", head(cart, q, focus) + body + foot)

    def hario(cart: int, reviews: bool = False) -> str:
        body = [el(40, "main", ""), "\t" + el(500, "heading", "Hario Skerton Pro Manual Coffee Grinder"), "\t" + st("Rating: 88%"),
                "\t" + el(502, "link", "48 Reviews"), "\t" + el(503, "link", "Add Your Review"), "\t" + st("$54.00"), "\t" + st("IN STOCK"),
                "\t" + st("SKU"), "\t" + st("HR-MMCS-2B"), "\t" + el(510, "spinbutton", "Qty", "required=False"), "\t\t" + st("1"),
                "\t" + el(511, "button", "Add to Cart"), "\t" + el(512, "link", "Add to Wish List"), "\t" + el(513, "link", "Add to Compare"),
                "\t" + el(515, "tablist", "", "multiselectable=False", "orientation='horizontal'"),
                "\t\t" + el(516, "tab", "Details", f"selected={not reviews}", f"expanded={not reviews}"), "\t\t" + el(517, "tab", "More Information", "selected=False"),
                "\t\t" + el(518, "tab", "Reviews (48)", f"selected={reviews}", *(["expanded=True"] if reviews else []))]
        if reviews:
            body += ["\t" + el(540, "tabpanel", "Reviews (48)"), "\t\t" + el(541, "heading", "Customer Reviews"),
                     "\t\t" + st("Consistent grind, slow for espresso"), "\t\t" + st("Rating 80%"),
                     "\t\t" + st("Great for pour-over once you find the right click setting. Takes about 90 seconds for 20 g at a medium grind."),
                     "\t\t" + st("Review by Pablo E. Posted on 1/14/25"),
                     "\t\t" + st("Stabilizer fixed the wobble from the old Skerton"), "\t\t" + st("Rating 100%"),
                     "\t\t" + st("The new shaft stabilizer makes a real difference; very few fines in my French press now."),
                     "\t\t" + st("Review by Maren T. Posted on 12/2/24"),
                     "\t\t" + el(560, "link", "Page 2"), "\t\t" + el(561, "link", "Next")]
        else:
            body += ["\t" + el(520, "tabpanel", "Details"),
                     "\t\t" + st("Ceramic conical burrs with a new shaft stabilizer for a uniform grind from espresso to French press."),
                     "\t\t" + st("Click-adjustable grind setting, 100 g bean capacity, rubber non-slip base.")]
        return page("Hario Skerton Pro Manual Coffee Grinder", base + "/hario-skerton-pro-manual-coffee-grinder.html", head(cart) + body + foot)

    added = "You added Bodum Chambord 8-Cup French Press, 34 oz to your "
    turns = [
        (fill(24, "french press"), home(2, "french press", True)),
        (press(24, "Enter"), results(2, "french press", presses, 200)),
        (click(211), bodum(2, "1")),
        (fill(310, "2"), bodum(2, "2")),
        (click(311), bodum(4, "2", added)),
        (fill(24, "burr grinder"), bodum(4, "2", added, "burr grinder", True)),
        (press(24, "Enter"), results(4, "burr grinder", grinders, 400)),
        (click(419), results(6, "burr grinder", grinders, 400, "You added Hario Skerton Pro Manual Coffee Grinder to your ")),
        (click(417), hario(6)),
        (click(518), hario(6, True)),
    ]
    rs.add(task="web", tid="h11-web-01", system=SYSTEM, turns=turns, state=home(2), bad=True, turn=8,
           kind="cart badge count does not follow the adds (4 items + 1 grinder shown as 6)")


# ---------------------------------------------------------------- 02 forum (clean)
def t02(rs: RowSet) -> None:
    # clean: sort change reorders the listing, own upvote 17->18, own comment 6->7 comments, time passes on the newest post, a similarly titled post on page 2.
    base = "http://forum.brewfellows.example"
    head = [el(10, "link", "Brewfellows"), el(11, "link", "Forums"), el(12, "link", "Wiki"), el(14, "searchbox", "Search query"),
            el(16, "link", "Notifications (0)"), el(17, "link", "Submit"), el(18, "button", "MarlowBrews", "hasPopup='menu'", "expanded=False")]
    side = [el(80, "complementary", ""), "\t" + el(81, "heading", "f/homebrewing"), "\t" + st("Beer, cider and mead made at home. Be kind, post your gravity readings."),
            "\t" + el(83, "button", "Unsubscribe"), "\t" + st("14,302 subscribers"), "\t" + el(85, "link", "Forum wiki"), "\t" + el(86, "link", "Moderation log")]
    P = {
        "p1": ("What's your go-to yeast for a NEIPA that actually finishes dry?", "hop_hollow", "5 hours ago", 88397),
        "p2": ("Stuck fermentation at 1.030 — repitch or wait it out?", "wortandsoul", "3 hours ago", 88412),
        "p3": ("First all-grain brew day: what I'd do differently", "kettle_sour", "9 hours ago", 88371),
        "p4": ("Cheap glycol chiller builds — anyone tried the aquarium chiller route?", "coldside", "14 hours ago", 88350),
        "p5": ("PSA: check your keg posts, mine was leaking CO2 for a week", "tapline_tom", "1 day ago", 88302),
        "n2": ("Water profile for a Czech pils with hard tap water", "lagerlong", "1 hour ago", 88429),
        "n1": ("Anyone ferment in a corny keg under pressure?", "spundit", "38 minutes ago", 88433),
        "p6": ("Stuck fermentation at 1.020 with Kveik — temp too low?", "norsk_mash", "2 days ago", 88107),
        "p7": ("Keg line length calculator says 12 ft, is that right?", "foamfighter", "2 days ago", 88126),
        "p8": ("Made a gruit with yarrow and bog myrtle, tasting notes", "herb_and_kettle", "3 days ago", 88055),
        "p9": ("Reusing a yeast cake: straight onto it or wash first?", "slurry_sam", "3 days ago", 88061),
    }

    def row(key: str, b: int, score: int, ncom: int, voted: bool = False, age: str | None = None) -> list[str]:
        title, user, ago, _ = P[key]
        return ["\t\t" + el(b, "article", ""), "\t\t\t" + el(b + 1, "heading", ""), "\t\t\t\t" + el(b + 2, "link", title),
                "\t\t\t" + st("Submitted by"), "\t\t\t" + el(b + 3, "link", user), "\t\t\t" + st(age or ago),
                "\t\t\t" + el(b + 5, "link", f"{ncom} comment{'' if ncom == 1 else 's'}"),
                "\t\t\t" + el(b + 6, "button", "Upvote", *(["pressed=True"] if voted else [])), "\t\t\t" + st(str(score)),
                "\t\t\t" + el(b + 7, "button", "Downvote")]

    def listing(sort: str, rows: list[tuple], url: str, pg: int = 1, menu: bool = False) -> str:
        top = head if not menu else head[:-1] + [
            el(18, "button", "MarlowBrews", "hasPopup='menu'", "expanded=True"), el(60, "menu", ""),
            "\t" + el(61, "menuitem", "Profile"), "\t" + el(62, "menuitem", "Inbox"), "\t" + el(63, "menuitem", "Preferences"),
            "\t" + el(64, "menuitem", "Log out")]
        body = [el(20, "main", ""), "\t" + el(21, "heading", "f/homebrewing"),
                "\t" + el(22, "button", f"Sort by: {sort}", "hasPopup='menu'", "expanded=False"),
                "\t" + el(23, "link", "Hot"), "\t" + el(24, "link", "New"), "\t" + el(25, "link", "Top"), "\t" + el(26, "link", "Controversial")]
        if pg > 1:
            body += ["\t" + st(f"Page {pg}")]
        body += ["\t" + el(29, "list", "")]
        for i, r in enumerate(rows):
            body += row(r[0], 100 + i * 10, *r[1:])
        body += ["\t" + el(190, "link", "More")]
        return page("f/homebrewing" + ("" if sort == "Hot" else f" ({sort})"), url, top + body + side)

    comments = [
        ("hop_hollow", "2 hours ago", 9, "What yeast and what was the OG? If it's S-04 from 1.072 it might just be done-ish, but 1.030 is high."),
        ("wortandsoul", "2 hours ago", 4, "US-05, OG 1.074, pitched one dry packet at 19 °C. Mashed at 67 °C for 60 minutes."),
        ("brett_and_butter", "2 hours ago", 6, "One dry packet is under-pitching for 1.074. Warm it to 21–22 °C and rouse the yeast before you repitch anything."),
        ("kettle_sour", "1 hour ago", 3, "Also check your hydrometer in plain water. Mine read 1.004 in water for a year before I noticed."),
        ("norsk_mash", "1 hour ago", 2, "If you do repitch, use an active starter at high krausen, not another dry packet straight into alcohol."),
        ("wortandsoul", "45 minutes ago", 1, "Hydrometer reads 1.000 in water, so the reading is real. Moving the fermenter to the warm closet now."),
    ]
    mine = ("MarlowBrews", "just now", 1, "Same thing happened to me with US-05 at 19 °C. Two days at 22 °C plus a gentle swirl took it from 1.028 to 1.014 without repitching.")

    def post(score: int, voted: bool, draft: str = "", posted: bool = False) -> str:
        cs = comments + ([mine] if posted else [])
        body = [el(20, "main", ""), "\t" + el(200, "article", ""), "\t\t" + el(201, "heading", P["p2"][0]),
                "\t\t" + st("Submitted by"), "\t\t" + el(203, "link", "wortandsoul"), "\t\t" + st("3 hours ago"), "\t\t" + st("in"),
                "\t\t" + el(205, "link", "f/homebrewing"),
                "\t\t" + st("Brewed a 1.074 brown ale 9 days ago. Gravity has sat at 1.030 for four days (three readings, same value). Krausen dropped on day 5. Repitch, or give it more time?"),
                "\t\t" + el(207, "button", "Upvote", *(["pressed=True"] if voted else [])), "\t\t" + st(str(score)), "\t\t" + el(208, "button", "Downvote"),
                "\t\t" + el(209, "link", f"{len(cs)} comments")]
        if posted:
            body += ["\t" + el(210, "status", ""), "\t\t" + st("Your comment was posted.")]
        body += ["\t" + el(212, "heading", "Leave a comment"), "\t" + el(213, "textbox", "Comment", "multiline=True", "required")]
        body += ["\t\t" + st(draft)] if draft else []
        body += ["\t" + el(214, "button", "Post"), "\t" + el(215, "heading", f"{len(cs)} comments")]
        for i, (u, ago, sc, text) in enumerate(cs):
            b = 220 + i * 8
            body += ["\t" + el(b, "article", ""), "\t\t" + el(b + 1, "link", u), "\t\t" + st(ago), "\t\t" + st(text),
                     "\t\t" + el(b + 2, "button", "Upvote", *(["pressed=True"] if u == "MarlowBrews" else [])), "\t\t" + st(str(sc)),
                     "\t\t" + el(b + 3, "button", "Downvote"), "\t\t" + el(b + 4, "link", "Reply")]
            if u == "MarlowBrews":
                body += ["\t\t" + el(b + 5, "link", "Edit"), "\t\t" + el(b + 6, "link", "Delete")]
        return page(P["p2"][0], f"{base}/f/homebrewing/88412/stuck-fermentation-at-1-030-repitch-or-wait-it-out", head + body + side)

    profile = page("MarlowBrews", f"{base}/user/MarlowBrews", head + [
        el(20, "main", ""), "\t" + el(300, "heading", "MarlowBrews"), "\t" + st("Registered 3 years ago"),
        "\t" + el(302, "link", "Submissions"), "\t" + el(303, "link", "Comments"), "\t" + el(305, "list", ""),
        "\t\t" + el(310, "listitem", ""), "\t\t\t" + st("Commented on"), "\t\t\t" + el(311, "link", P["p2"][0]), "\t\t\t" + st("in"),
        "\t\t\t" + el(312, "link", "f/homebrewing"), "\t\t\t" + st("just now"), "\t\t\t" + st(mine[3]),
        "\t\t" + el(320, "listitem", ""), "\t\t\t" + st("Commented on"), "\t\t\t" + el(321, "link", "Best hop schedule for a Citra SMaSH?"), "\t\t\t" + st("in"),
        "\t\t\t" + el(322, "link", "f/homebrewing"), "\t\t\t" + st("4 days ago"),
        "\t\t\t" + st("Whirlpool at 80 °C for 20 minutes did more for aroma than any late boil addition I tried."),
        "\t\t" + el(330, "listitem", ""), "\t\t\t" + st("Submitted"), "\t\t\t" + el(331, "link", "Cider from farmers-market apples: 6 weeks in, very dry"), "\t\t\t" + st("in"),
        "\t\t\t" + el(332, "link", "f/cider"), "\t\t\t" + st("1 week ago"),
        "\t\t" + el(340, "listitem", ""), "\t\t\t" + st("Commented on"), "\t\t\t" + el(341, "link", "Does anyone still bottle condition with carb drops?"), "\t\t\t" + st("in"),
        "\t\t\t" + el(342, "link", "f/homebrewing"), "\t\t\t" + st("2 weeks ago"), "\t\t\t" + st("Carb drops are fine for 330 ml, but for 500 ml bottles I use priming sugar measured per bottle."),
    ])
    hot1 = [("p1", 63, 41), ("p2", 17, 6), ("p3", 52, 23), ("p4", 38, 19), ("p5", 71, 12), ("n2", 4, 3)]
    new = [("n1", 2, 1), ("n2", 4, 3), ("p2", 17, 6), ("p1", 63, 41), ("p3", 52, 23), ("p4", 38, 19)]
    hot2 = [("p1", 63, 41), ("p2", 18, 7, True), ("p3", 52, 23), ("p4", 38, 19), ("p5", 71, 12), ("n2", 4, 3)]
    hot_p2 = [("p7", 27, 15), ("n1", 2, 1, False, "46 minutes ago"), ("p6", 9, 4), ("p8", 44, 9), ("p9", 21, 11)]
    draft = mine[3]
    turns = [
        (click(24), listing("New", new, f"{base}/f/homebrewing/new")),
        (click(122), post(17, False)),
        (click(207), post(18, True)),
        (fill(213, draft), post(18, True, draft)),
        (click(214), post(18, True, posted=True)),
        (click(205), listing("Hot", hot2, f"{base}/f/homebrewing")),
        (click(190), listing("Hot", hot_p2, f"{base}/f/homebrewing?next%5Branking%5D=1412&next%5Bid%5D=88302", 2)),
        (click(18), listing("Hot", hot_p2, f"{base}/f/homebrewing?next%5Branking%5D=1412&next%5Bid%5D=88302", 2, menu=True)),
        (click(61), profile),
    ]
    rs.add(task="web", tid="h11-web-02", system=SYSTEM, turns=turns, state=listing("Hot", hot1, f"{base}/f/homebrewing"), kind="clean")


# ---------------------------------------------------------------- 03 airline manage booking
def t03(rs: RowSet) -> None:
    # bad: turn 12 confirmation lists the outbound SV 418 on Sat, 15 Mar 2025; turns 3-11 (trip page, seat map, payment summary) all had Fri, 14 Mar 2025 and no flight change was made.
    base = "https://www.skyvale.example"
    nav = [el(10, "banner", ""), "\t" + el(11, "link", "Skyvale Airways home"), "\t" + el(12, "link", "Book"), "\t" + el(13, "link", "Manage"),
           "\t" + el(14, "link", "Check-in"), "\t" + el(15, "link", "Flight status"), "\t" + el(16, "link", "Skyvale Rewards"), "\t" + el(17, "button", "English (US) · USD")]
    foot = [el(95, "contentinfo", ""), "\t" + el(96, "link", "Contact us"), "\t" + el(97, "link", "Fees and optional services"), "\t" + st("© 2025 Skyvale Airways")]

    def lookup(ref: str, last: str, focus: int = 0) -> str:
        return page("Manage your booking | Skyvale Airways", f"{base}/manage", nav + [
            el(30, "main", ""), "\t" + el(31, "heading", "Manage your booking"),
            "\t" + st("Change seats, add bags or update your trip. Enter the 6-character booking reference from your confirmation e-mail."),
            *ind(box(41, "textbox", "Booking reference", ref, "required", *(["focused"] if focus == 41 else []))),
            *ind(box(42, "textbox", "Last name", last, "required", *(["focused"] if focus == 42 else []))),
            "\t" + el(44, "button", "Retrieve booking"), "\t" + el(45, "link", "Can't find your booking reference?")] + foot)

    OUT = ("Fri, 14 Mar 2025", "SV 418", "Denver (DEN)", "07:40", "Calgary (YYC)", "10:05", "2h 25m, nonstop")
    RET = ("Tue, 18 Mar 2025", "SV 419", "Calgary (YYC)", "15:20", "Denver (DEN)", "17:35", "2h 15m, nonstop")

    def flight(b: int, label: str, f: tuple[str, ...], seat: str) -> list[str]:
        d, no, a, t1, z, t2, dur = f
        return ["\t" + el(b, "region", label), "\t\t" + el(b + 1, "heading", f"{label} · {d}"),
                "\t\t" + st(f"{no} · {a} {t1} → {z} {t2} · {dur}"), "\t\t" + st("Airbus A220-300 · Economy Standard (fare class L)"),
                "\t\t" + st(f"Seat {seat}"), "\t\t" + el(b + 2, "button", f"Change seat ({label.lower()})")]

    def trip(out_seat: str, note: str = "", basket: str = "") -> str:
        body = [el(30, "main", "")]
        if note:
            body += ["\t" + el(32, "status", ""), "\t\t" + st(note)]
        body += ["\t" + el(33, "heading", "Trip to Calgary"), "\t" + st("Booking reference QX7T4M"), "\t" + st("Status: Confirmed · Ticketed"),
                 "\t" + st("Passenger: Adaeze Okonkwo · Skyvale Rewards SV 204 718 332")]
        body += flight(50, "Outbound", OUT, out_seat) + flight(60, "Return", RET, "14C")
        body += ["\t" + el(70, "region", "Bags"), "\t\t" + st("1 carry-on bag and 1 personal item included"), "\t\t" + st("Checked bags: 0"),
                 "\t\t" + el(72, "button", "Add checked bag"),
                 "\t" + el(74, "button", "Change flight"), "\t" + el(75, "button", "Cancel trip")]
        if basket:
            body += ["\t" + el(78, "region", "Your extras"), "\t\t" + st(basket), "\t\t" + el(79, "button", "Continue to payment")]
        return page("Trip to Calgary · QX7T4M | Skyvale Airways", f"{base}/manage/trip?ref=QX7T4M", nav + body + foot)

    def seats(sel: str = "") -> str:
        rows = []
        b = 120
        layout = {"10": {"A": "occupied", "B": "occupied", "C": "$18.00", "D": "occupied", "E": "$18.00", "F": "occupied"},
                  "11": {"A": "$18.00", "B": "occupied", "C": "occupied", "D": "$18.00", "E": "occupied", "F": "occupied"},
                  "12": {"A": "occupied", "B": "$0.00", "C": "occupied", "D": "occupied", "E": "occupied", "F": "$0.00"},
                  "14": {"A": "occupied", "B": "occupied", "C": "yours", "D": "$0.00", "E": "occupied", "F": "$0.00"},
                  "15": {"A": "$0.00", "B": "occupied", "C": "$0.00", "D": "occupied", "E": "$0.00", "F": "occupied"}}
        for r, cols in layout.items():
            rows.append("\t\t" + el(b, "row", f"Row {r}" + (" · Extra legroom" if r in ("10", "11") else "")))
            b += 1
            for c, v in cols.items():
                pos = "window" if c in "AF" else ("aisle" if c in "CD" else "middle")
                if v == "occupied":
                    rows.append("\t\t\t" + el(b, "button", f"Seat {r}{c}, {pos}, unavailable", "disabled=True"))
                elif v == "yours":
                    rows.append("\t\t\t" + el(b, "button", f"Seat {r}{c}, {pos}, your current seat", "pressed=" + str(sel == "")))
                else:
                    rows.append("\t\t\t" + el(b, "button", f"Seat {r}{c}, {pos}, {v}", *(["pressed=True"] if sel == f"{r}{c}" else [])))
                b += 1
        body = [el(30, "main", ""), "\t" + el(100, "heading", "Choose a seat · SV 418 · Denver (DEN) → Calgary (YYC)"),
                "\t" + st("Fri, 14 Mar 2025 · departs 07:40 · Airbus A220-300"), "\t" + st("Passenger: Adaeze Okonkwo"),
                "\t" + el(110, "grid", "Seat map")] + rows
        if sel:
            body += ["\t" + el(180, "region", "Selected seat"), "\t\t" + st(f"Selected: {sel} · window · Extra legroom · $18.00"),
                     "\t\t" + el(182, "button", "Confirm seat"), "\t\t" + el(183, "button", "Cancel")]
        else:
            body += ["\t" + el(183, "button", "Cancel")]
        return page("Choose a seat | Skyvale Airways", f"{base}/manage/seats?ref=QX7T4M&seg=1", nav + body + foot)

    def bags(n: str) -> str:
        tot = "$70.00" if n == "1" else "$0.00"
        return page("Add checked bags | Skyvale Airways", f"{base}/manage/bags?ref=QX7T4M", nav + [
            el(30, "main", ""), "\t" + el(200, "heading", "Add checked bags"),
            "\t" + st("Adaeze Okonkwo · SV 418 Fri, 14 Mar 2025 and SV 419 Tue, 18 Mar 2025"),
            "\t" + st("First checked bag (up to 23 kg / 50 lb): $35.00 per flight. Adding online is $10 cheaper than at the airport."),
            "\t" + el(205, "combobox", "Checked bags for both flights", "hasPopup='menu'", "expanded=False"), "\t\t" + st(n),
            "\t" + st(f"Bags total: {tot}"), "\t" + el(208, "button", "Continue to payment"), "\t" + el(209, "link", "Back to trip")] + foot)

    def pay(card: str = "", exp: str = "") -> str:
        return page("Payment | Skyvale Airways", f"{base}/manage/pay?ref=QX7T4M", nav + [
            el(30, "main", ""), "\t" + el(300, "heading", "Review and pay"),
            "\t" + el(301, "region", "Summary"), "\t\t" + st("Booking reference QX7T4M · Adaeze Okonkwo"),
            "\t\t" + st("Outbound: Fri, 14 Mar 2025 · SV 418 · DEN 07:40 → YYC 10:05"),
            "\t\t" + st("Return: Tue, 18 Mar 2025 · SV 419 · YYC 15:20 → DEN 17:35"),
            "\t\t" + el(305, "table", ""), "\t\t\t" + el(306, "row", "Seat 11A (SV 418) $18.00"), "\t\t\t" + el(307, "row", "Checked bag × 1 (SV 418) $35.00"),
            "\t\t\t" + el(308, "row", "Checked bag × 1 (SV 419) $35.00"), "\t\t\t" + el(309, "row", "Total due $88.00"),
            "\t" + el(310, "region", "Card details"),
            *ind(box(312, "textbox", "Card number", card, "required"), 2),
            *ind(box(313, "textbox", "Expiry (MM/YY)", exp, "required"), 2),
            *ind(box(314, "textbox", "Security code", "", "required"), 2),
            "\t\t" + el(315, "textbox", "Name on card", "required"), "\t\t\t" + st("Adaeze Okonkwo"),
            "\t" + el(320, "button", "Pay $88.00"), "\t" + el(321, "link", "Back to trip")] + foot)

    done = page("Payment confirmed | Skyvale Airways", f"{base}/manage/confirmation?ref=QX7T4M", nav + [
        el(30, "main", ""), "\t" + el(400, "heading", "Payment confirmed"),
        "\t" + st("Thank you, Adaeze. Your extras are confirmed and a receipt was sent to a.okonkwo@…mail.com."),
        "\t" + st("Booking reference QX7T4M · Receipt SVX-0167-2288491 · Paid $88.00 with Visa ending 4206"),
        "\t" + el(403, "region", "Your trip"),
        "\t\t" + st("Outbound: Sat, 15 Mar 2025 · SV 418 · Denver (DEN) 07:40 → Calgary (YYC) 10:05 · Seat 11A · 1 checked bag"),
        "\t\t" + st("Return: Tue, 18 Mar 2025 · SV 419 · Calgary (YYC) 15:20 → Denver (DEN) 17:35 · Seat 14C · 1 checked bag"),
        "\t\t" + st("Check-in opens 24 hours before departure."),
        "\t" + el(410, "link", "View trip"), "\t" + el(411, "link", "Download receipt (PDF)"), "\t" + el(412, "link", "Add to calendar")] + foot)

    turns = [
        (fill(41, "QX7T4M"), lookup("QX7T4M", "", 41)),
        (fill(42, "Okonkwo"), lookup("QX7T4M", "Okonkwo", 42)),
        (click(44), trip("14C")),
        (click(52), seats()),
        (click(128), seats("11A")),
        (click(182), trip("11A", "Your seat on SV 418 is now 11A.", "Seat 11A (SV 418) · $18.00")),
        (click(72), bags("0")),
        (select(205, "1"), bags("1")),
        (click(208), pay()),
        (fill(312, "4716 0381 2255 4206"), pay("4716 0381 2255 4206")),
        (fill(313, "09/27"), pay("4716 0381 2255 4206", "09/27")),
        (click(320), done),
    ]
    rs.add(task="web", tid="h11-web-03", system=SYSTEM, turns=turns, state=lookup("", ""), bad=True, turn=12,
           kind="outbound flight date on the confirmation (Sat, 15 Mar) differs from the unchanged booked date (Fri, 14 Mar)")


# ---------------------------------------------------------------- 04 hotel booking (clean)
def t04(rs: RowSet) -> None:
    # clean: extending the stay re-prices every room (3 -> 4 nights) and changes availability, a booking number is created, an older past stay at the same hotel is listed.
    base = "https://www.lodgewell.example"
    nav = [el(10, "banner", ""), "\t" + el(11, "link", "Lodgewell"), "\t" + el(12, "link", "Stays"), "\t" + el(13, "link", "Deals"),
           "\t" + el(14, "link", "My bookings"), "\t" + el(15, "button", "EUR €"), "\t" + el(16, "button", "Hyun-woo B.", "hasPopup='menu'", "expanded=False")]

    def hotel(ci: str, co: str, nights: int | None, focus: int = 0) -> str:
        body = [el(30, "main", ""), "\t" + el(31, "heading", "Hotel Marisol Lisboa"), "\t" + st("★★★★ · Rua do Alecrim 41, Chiado, 1200-014 Lisbon, Portugal"),
                "\t" + st("Guest rating 8.7 Excellent · 2,431 reviews"), "\t" + el(35, "link", "Show on map"),
                "\t" + el(38, "form", "Availability"),
                *ind(box(40, "textbox", "Check-in date", ci, *(["focused"] if focus == 40 else [])), 2),
                *ind(box(41, "textbox", "Check-out date", co, *(["focused"] if focus == 41 else [])), 2),
                "\t\t" + el(42, "combobox", "Guests", "hasPopup='menu'", "expanded=False"), "\t\t\t" + st("2 adults · 0 children · 1 room"),
                "\t\t" + el(44, "button", "Check availability")]
        if nights is None:
            body += ["\t" + st("Enter your dates to see prices and availability.")]
        elif nights == 3:
            body += ["\t" + el(50, "heading", "Available rooms"), "\t" + st("3 nights · Fri, 9 May – Mon, 12 May 2025 · 2 adults"),
                     "\t" + el(52, "table", ""),
                     "\t\t" + el(53, "row", ""), "\t\t\t" + el(54, "cell", "Superior Double Room · 1 double bed · 22 m² · city view"),
                     "\t\t\t" + el(55, "cell", "€142 avg. per night · €426 for 3 nights"), "\t\t\t" + el(56, "cell", "Free cancellation until Wed, 7 May 2025 · Breakfast €16 per person"),
                     "\t\t\t" + el(57, "cell", "Only 3 rooms left"), "\t\t\t\t" + el(60, "button", "Reserve"),
                     "\t\t" + el(63, "row", ""), "\t\t\t" + el(64, "cell", "Deluxe River View Room · 1 king bed · 28 m² · Tagus view"),
                     "\t\t\t" + el(65, "cell", "€189 avg. per night · €567 for 3 nights"), "\t\t\t" + el(66, "cell", "Free cancellation until Wed, 7 May 2025 · Breakfast included"),
                     "\t\t\t" + el(67, "cell", "Only 2 rooms left"), "\t\t\t\t" + el(70, "button", "Reserve"),
                     "\t\t" + el(73, "row", ""), "\t\t\t" + el(74, "cell", "Junior Suite · 1 king bed + sofa bed · 41 m² · balcony"),
                     "\t\t\t" + el(75, "cell", "€265 avg. per night · €795 for 3 nights"), "\t\t\t" + el(76, "cell", "Non-refundable · Breakfast included"),
                     "\t\t\t" + el(77, "cell", ""), "\t\t\t\t" + el(80, "button", "Reserve")]
        else:
            body += ["\t" + el(50, "heading", "Available rooms"), "\t" + st("4 nights · Fri, 9 May – Tue, 13 May 2025 · 2 adults"),
                     "\t" + el(52, "table", ""),
                     "\t\t" + el(53, "row", ""), "\t\t\t" + el(54, "cell", "Superior Double Room · 1 double bed · 22 m² · city view"),
                     "\t\t\t" + el(55, "cell", "€142 avg. per night · €568 for 4 nights"), "\t\t\t" + el(56, "cell", "Free cancellation until Wed, 7 May 2025 · Breakfast €16 per person"),
                     "\t\t\t" + el(57, "cell", "Only 3 rooms left"), "\t\t\t\t" + el(60, "button", "Reserve"),
                     "\t\t" + el(63, "row", ""), "\t\t\t" + el(64, "cell", "Deluxe River View Room · 1 king bed · 28 m² · Tagus view"),
                     "\t\t\t" + el(65, "cell", "€189 avg. per night · €756 for 4 nights"), "\t\t\t" + el(66, "cell", "Free cancellation until Wed, 7 May 2025 · Breakfast included"),
                     "\t\t\t" + el(67, "cell", "Only 1 room left"), "\t\t\t\t" + el(70, "button", "Reserve"),
                     "\t\t" + el(73, "row", ""), "\t\t\t" + el(74, "cell", "Junior Suite · 1 king bed + sofa bed · 41 m² · balcony"),
                     "\t\t\t" + el(75, "cell", "Not available on Mon, 12 May 2025"), "\t\t\t" + el(76, "cell", "Try different dates"),
                     "\t\t\t" + el(77, "cell", "")]
        return page("Hotel Marisol Lisboa – Lisbon | Lodgewell", f"{base}/hotel/pt/marisol-lisboa" + (f"?checkin={ci}&checkout={co}&adults=2" if nights else ""), nav + body)

    summary = ["\t" + el(101, "region", "Your booking"), "\t\t" + st("Hotel Marisol Lisboa · Superior Double Room"),
               "\t\t" + st("Check-in Fri, 9 May 2025 (from 15:00) · Check-out Tue, 13 May 2025 (until 12:00)"),
               "\t\t" + st("4 nights · 2 adults"), "\t\t" + st("Room price €568.00"),
               "\t\t" + st("Lisbon city tax (€4 per adult per night, paid at the hotel) €32.00"), "\t\t" + st("Total €600.00"),
               "\t\t" + st("Free cancellation until Wed, 7 May 2025 23:59 (hotel local time)")]

    def form(first: str = "", last: str = "", email: str = "", focus: int = 0) -> str:
        return page("Your details | Lodgewell", f"{base}/book/details?hotel=marisol-lisboa&room=sup-dbl&checkin=2025-05-09&checkout=2025-05-13", nav + [
            el(30, "main", ""), "\t" + el(100, "heading", "Enter your details")] + summary + [
            "\t" + el(120, "form", "Guest details"),
            *ind(box(121, "textbox", "First name", first, "required", *fo(focus, 121)), 2),
            *ind(box(122, "textbox", "Last name", last, "required", *fo(focus, 122)), 2),
            *ind(box(123, "textbox", "Email address", email, "required", *fo(focus, 123)), 2),
            "\t\t" + el(124, "textbox", "Phone (optional)"), "\t\t" + el(125, "textbox", "Special requests (optional)", "multiline=True"),
            "\t\t" + el(126, "checkbox", "I'm travelling for work", "checked=false"),
            "\t" + el(130, "button", "Complete booking"), "\t" + st("You won't be charged now. You pay at the property.")])

    conf = page("Booking confirmed | Lodgewell", f"{base}/book/confirmation/LW-88213407", nav + [
        el(30, "main", ""), "\t" + el(200, "heading", "Your booking is confirmed"),
        "\t" + st("Confirmation number LW-88213407 · PIN 4471"),
        "\t" + st("We sent the details to hw.baek@fastmail.example. Hotel Marisol Lisboa is expecting you on Fri, 9 May 2025.")] + summary + [
        "\t" + el(210, "link", "Manage booking"), "\t" + el(211, "link", "Print confirmation"), "\t" + el(212, "link", "My bookings")])

    mine = page("My bookings | Lodgewell", f"{base}/account/bookings", nav + [
        el(30, "main", ""), "\t" + el(300, "heading", "My bookings"),
        "\t" + el(301, "tablist", ""), "\t\t" + el(302, "tab", "Upcoming (1)", "selected=True"), "\t\t" + el(303, "tab", "Past (3)", "selected=False"),
        "\t\t" + el(304, "tab", "Cancelled (0)", "selected=False"),
        "\t" + el(310, "article", ""), "\t\t" + el(311, "link", "Hotel Marisol Lisboa"), "\t\t" + st("Fri, 9 May – Tue, 13 May 2025 · 4 nights · Superior Double Room"),
        "\t\t" + st("Confirmation LW-88213407 · Total €600.00 · Pay at property"), "\t\t" + st("Confirmed"),
        "\t\t" + el(315, "button", "Manage"),
        "\t" + el(320, "heading", "Past stays"),
        "\t" + el(321, "article", ""), "\t\t" + el(322, "link", "Hotel Marisol Lisboa"), "\t\t" + st("Sat, 14 Oct – Tue, 17 Oct 2023 · 3 nights · Deluxe River View Room"),
        "\t\t" + st("Confirmation LW-61902256 · Total €411.00"), "\t\t" + el(325, "button", "Write a review"),
        "\t" + el(331, "article", ""), "\t\t" + el(332, "link", "Casa Marisol Porto"), "\t\t" + st("Fri, 2 Jun – Sun, 4 Jun 2023 · 2 nights · Double Room"),
        "\t\t" + st("Confirmation LW-58840913 · Total €238.00"), "\t\t" + el(335, "button", "Write a review"),
        "\t" + el(341, "article", ""), "\t\t" + el(342, "link", "Ibis Styles Madrid Prado"), "\t\t" + st("Thu, 16 Mar – Sat, 18 Mar 2023 · 2 nights · Standard Room"),
        "\t\t" + st("Confirmation LW-55102780 · Total €196.40"), "\t\t" + el(345, "button", "Write a review")])

    turns = [
        (fill(40, "2025-05-09"), hotel("2025-05-09", "", None, 40)),
        (fill(41, "2025-05-12"), hotel("2025-05-09", "2025-05-12", None, 41)),
        (click(44), hotel("2025-05-09", "2025-05-12", 3)),
        (fill(41, "2025-05-13"), hotel("2025-05-09", "2025-05-13", 3, 41).replace("?checkin=2025-05-09&checkout=2025-05-13", "?checkin=2025-05-09&checkout=2025-05-12")),
        (click(44), hotel("2025-05-09", "2025-05-13", 4)),
        (click(60), form()),
        (fill(121, "Hyun-woo"), form("Hyun-woo", focus=121)),
        (fill(122, "Baek"), form("Hyun-woo", "Baek", focus=122)),
        (fill(123, "hw.baek@fastmail.example"), form("Hyun-woo", "Baek", "hw.baek@fastmail.example", 123)),
        (click(130), conf),
        (click(212), mine),
    ]
    rs.add(task="web", tid="h11-web-04", system=SYSTEM, turns=turns, state=hotel("", "", None), kind="clean")


# ---------------------------------------------------------------- 05 GitLab merge request (clean)
def t05(rs: RowSet) -> None:
    # clean: approval by the agent, pipeline finishing while waiting, merge creates a merge commit and deletes the source branch, open/merged counts move by one.
    proj = "http://gitlab.tidewater.example/tidewater/harbor-metrics"

    def side(mrs: int) -> list[str]:
        return [el(20, "navigation", "Project navigation"), "\t" + el(21, "link", "harbor-metrics"), "\t" + el(22, "link", "Pinned"),
                "\t" + el(23, "link", "Issues 23"), "\t" + el(24, "link", f"Merge requests {mrs}"), "\t" + el(25, "link", "Manage"),
                "\t" + el(26, "link", "Plan"), "\t" + el(27, "link", "Code"), "\t" + el(28, "link", "Build"), "\t" + el(29, "link", "Deploy"),
                "\t" + el(30, "link", "Settings")]

    top = [el(10, "banner", ""), "\t" + el(11, "link", "Homepage"), "\t" + el(12, "button", "Search or go to…"),
           "\t" + el(13, "link", "Issues assigned to you 4"), "\t" + el(14, "link", "Merge requests 2"), "\t" + el(15, "button", "Ines Salgado user’s menu", "hasPopup='menu'", "expanded=False")]

    MRS = {
        58: ("Handle counter overflow in gauge collector", "!58 · created 2 days ago by Kofi Mensah", "Pipeline: running · 3 comments"),
        57: ("Bump prometheus/client_golang to v1.19.0", "!57 · created 3 days ago by renovate-bot", "Pipeline: passed · 0 comments"),
        55: ("Draft: Add per-tenant scrape interval override", "!55 · created 1 week ago by Lucía Ferraro", "Pipeline: failed · 7 comments"),
        54: ("Expose exporter build info metric", "!54 · created 1 week ago by Kofi Mensah", "Pipeline: passed · 2 comments"),
        51: ("Docs: clarify --retention.size and --retention.time", "!51 · created 2 weeks ago by Ama Owusu", "Pipeline: passed · 5 comments"),
        49: ("Draft: OTLP receiver (experimental)", "!49 · created 3 weeks ago by Lucía Ferraro", "Pipeline: canceled · 11 comments"),
    }
    MERGED = [(58, "Handle counter overflow in gauge collector", "!58 · created 2 days ago by Kofi Mensah · merged just now"),
              (56, "Fix flaky TestScrapeTimeout on arm64", "!56 · created 4 days ago by Ama Owusu · merged 2 days ago"),
              (53, "Switch base image to distroless/static:nonroot", "!53 · created 1 week ago by Kofi Mensah · merged 5 days ago"),
              (52, "Add exemplar support to histogram exporter", "!52 · created 2 weeks ago by Lucía Ferraro · merged 1 week ago")]

    def mrlist(tab: str, opened: int, merged: int, ids: list[int]) -> str:
        body = [el(40, "main", ""), "\t" + el(41, "heading", "Merge requests"),
                "\t" + el(42, "tablist", ""), "\t\t" + el(43, "tab", f"Open {opened}", f"selected={tab == 'Open'}"),
                "\t\t" + el(44, "tab", f"Merged {merged}", f"selected={tab == 'Merged'}"), "\t\t" + el(45, "tab", "Closed 7", "selected=False"),
                "\t\t" + el(46, "tab", "All 54", "selected=False"), "\t" + el(47, "button", "New merge request"),
                "\t" + el(48, "searchbox", "Search or filter results…"), "\t" + el(49, "button", "Created date", "hasPopup='menu'"), "\t" + el(50, "list", "")]
        if tab == "Open":
            for i, n in enumerate(ids):
                t, meta, stat = MRS[n]
                b = 60 + i * 5
                body += ["\t\t" + el(b, "listitem", ""), "\t\t\t" + el(b + 1, "link", t), "\t\t\t" + st(meta), "\t\t\t" + st(stat)]
        else:
            for i, (_n, t, meta) in enumerate(MERGED):
                b = 60 + i * 5
                body += ["\t\t" + el(b, "listitem", ""), "\t\t\t" + el(b + 1, "link", t), "\t\t\t" + st(meta), "\t\t\t" + st("Pipeline: passed")]
        url = f"{proj}/-/merge_requests" + ("" if tab == "Open" else "?state=merged")
        return page("Merge requests · tidewater / harbor-metrics · GitLab", url, top + side(opened) + body)

    def mr_head(state: str, tab: str) -> list[str]:
        return [el(40, "main", ""), "\t" + el(100, "heading", "Handle counter overflow in gauge collector"), "\t" + st(state),
                "\t" + st("Kofi Mensah requested to merge fix/gauge-overflow into main 2 days ago" if state == "Open" else
                          "Kofi Mensah requested to merge fix/gauge-overflow into main 2 days ago"),
                "\t" + el(103, "tablist", ""), "\t\t" + el(104, "tab", "Overview 3", f"selected={tab == 'Overview'}"),
                "\t\t" + el(105, "tab", "Commits 3", f"selected={tab == 'Commits'}"), "\t\t" + el(106, "tab", "Pipelines 2", f"selected={tab == 'Pipelines'}"),
                "\t\t" + el(107, "tab", "Changes 2", f"selected={tab == 'Changes'}")]

    url58 = f"{proj}/-/merge_requests/58"

    def overview(approved: bool, pipe: str, merged: bool = False) -> str:
        body = mr_head("Merged" if merged else "Open", "Overview") + [
            "\t" + st("Gauges fed from uint64 counters wrapped to huge negative values after ~2^63. Clamp the delta before the float conversion and add a regression test. Closes #212."),
            "\t" + el(120, "region", "Pipeline"), "\t\t" + st(pipe),
            "\t" + el(125, "region", "Approvals")]
        if approved:
            body += ["\t\t" + st("Approved by you"), "\t\t" + el(127, "button", "Revoke approval")]
        else:
            body += ["\t\t" + st("Requires 1 approval from eligible users."), "\t\t" + el(126, "button", "Approve")]
        body += ["\t" + el(130, "region", "Merge")]
        if merged:
            body += ["\t\t" + st("Merged by Ines Salgado just now"), "\t\t" + st("Changes merged into main with 7d1e0b44."),
                     "\t\t" + st("The source branch fix/gauge-overflow has been deleted."), "\t\t" + el(135, "button", "Revert"),
                     "\t\t" + el(136, "button", "Cherry-pick"),
                     "\t" + el(140, "region", "Activity"), "\t\t" + st("Ines Salgado approved this merge request 2 minutes ago"),
                     "\t\t" + st("Ines Salgado merged just now"), "\t\t" + st("Ines Salgado deleted the fix/gauge-overflow branch just now")]
        elif pipe.startswith("Pipeline #20931 passed"):
            body += ["\t\t" + st("Ready to merge!"), "\t\t" + el(131, "checkbox", "Delete source branch", "checked=true"),
                     "\t\t" + el(132, "checkbox", "Squash commits", "checked=false"), "\t\t" + el(133, "button", "Merge")]
        else:
            body += ["\t\t" + st("Merge blocked: pipeline must succeed. It's running now."),
                     "\t\t" + el(131, "checkbox", "Delete source branch", "checked=true"),
                     "\t\t" + el(132, "checkbox", "Squash commits", "checked=false"), "\t\t" + el(134, "button", "Set to auto-merge")]
        if not merged:
            body += ["\t" + el(140, "region", "Activity"), "\t\t" + st("Kofi Mensah added 1 commit 3 hours ago: 9c4e1f7a - Clamp gauge delta before float conversion")]
            if approved:
                body += ["\t\t" + st("Ines Salgado approved this merge request just now" if pipe.endswith("running") else "Ines Salgado approved this merge request 2 minutes ago")]
        return page("Handle counter overflow in gauge collector (!58) · Merge requests · tidewater / harbor-metrics · GitLab", url58,
                    top + side(5 if merged else 6) + body)

    def pipelines(done: bool) -> str:
        body = mr_head("Open", "Pipelines") + ["\t" + el(150, "table", ""),
                                               "\t\t" + el(151, "row", "Status Pipeline Created by Stages Duration"),
                                               "\t\t" + el(152, "row", ""),
                                               "\t\t\t" + el(153, "cell", "passed" if done else "running"),
                                               "\t\t\t" + el(154, "link", "#20931"), "\t\t\t" + st("9c4e1f7a · fix/gauge-overflow"),
                                               "\t\t\t" + el(156, "cell", "Kofi Mensah"),
                                               "\t\t\t" + el(157, "cell", "test: passed · lint: passed · build-image: " + ("passed" if done else "running")),
                                               "\t\t\t" + el(158, "cell", "00:04:12" if done else "in progress"),
                                               "\t\t" + el(160, "row", ""), "\t\t\t" + el(161, "cell", "failed"), "\t\t\t" + el(162, "link", "#20902"),
                                               "\t\t\t" + st("5a0b3d19 · fix/gauge-overflow"), "\t\t\t" + el(164, "cell", "Kofi Mensah"),
                                               "\t\t\t" + el(165, "cell", "test: failed · lint: passed · build-image: skipped"), "\t\t\t" + el(166, "cell", "00:02:51")]
        return page("Pipelines · Handle counter overflow in gauge collector (!58) · GitLab", url58 + "/pipelines", top + side(6) + body)

    commits = page("Commits · Handle counter overflow in gauge collector (!58) · GitLab", url58 + "/commits", top + side(6) + mr_head("Open", "Commits") + [
        "\t" + el(170, "list", ""),
        "\t\t" + el(171, "listitem", ""), "\t\t\t" + el(172, "link", "Clamp gauge delta before float conversion"), "\t\t\t" + st("Kofi Mensah authored 3 hours ago"), "\t\t\t" + el(173, "link", "9c4e1f7a"),
        "\t\t" + el(175, "listitem", ""), "\t\t\t" + el(176, "link", "Add regression test for uint64 wraparound"), "\t\t\t" + st("Kofi Mensah authored 1 day ago"), "\t\t\t" + el(177, "link", "5a0b3d19"),
        "\t\t" + el(179, "listitem", ""), "\t\t\t" + el(180, "link", "Handle counter overflow in gauge collector"), "\t\t\t" + st("Kofi Mensah authored 2 days ago"), "\t\t\t" + el(181, "link", "e81f2c60")])

    branches = page("Branches · tidewater / harbor-metrics · GitLab", f"{proj}/-/branches", top + side(5) + [
        el(40, "main", ""), "\t" + el(200, "heading", "Branches"), "\t" + el(201, "searchbox", "Filter by branch name"), "\t" + el(202, "button", "New branch"),
        "\t" + el(205, "list", ""),
        "\t\t" + el(206, "listitem", ""), "\t\t\t" + el(207, "link", "main"), "\t\t\t" + st("default · protected"), "\t\t\t" + el(208, "link", "7d1e0b44"),
        "\t\t\t" + st("Merge branch 'fix/gauge-overflow' into 'main' · just now"),
        "\t\t" + el(210, "listitem", ""), "\t\t\t" + el(211, "link", "renovate/client_golang-1.x"), "\t\t\t" + el(212, "link", "b61d90c3"), "\t\t\t" + st("Update module github.com/prometheus/client_golang to v1.19.0 · 3 days ago"),
        "\t\t" + el(214, "listitem", ""), "\t\t\t" + el(215, "link", "tenant-scrape-override"), "\t\t\t" + el(216, "link", "0f27aa9e"), "\t\t\t" + st("WIP: parse override map from config · 6 days ago"),
        "\t\t" + el(218, "listitem", ""), "\t\t\t" + el(219, "link", "build-info-metric"), "\t\t\t" + el(220, "link", "d4c8e112"), "\t\t\t" + st("Expose exporter build info metric · 1 week ago"),
        "\t\t" + el(222, "listitem", ""), "\t\t\t" + el(223, "link", "docs/retention-flags"), "\t\t\t" + el(224, "link", "33ab7f05"), "\t\t\t" + st("Clarify retention flag precedence · 2 weeks ago"),
        "\t\t" + el(226, "listitem", ""), "\t\t\t" + el(227, "link", "release/2.4"), "\t\t\t" + st("protected"), "\t\t\t" + el(228, "link", "a3f9c21e"), "\t\t\t" + st("Release v2.4.3 · 3 weeks ago"),
        "\t\t" + el(230, "listitem", ""), "\t\t\t" + el(231, "link", "otlp-receiver"), "\t\t\t" + el(232, "link", "5e9017bd"), "\t\t\t" + st("Sketch OTLP/HTTP handler · 3 weeks ago")])

    running = "Pipeline #20931 running for 9c4e1f7a"
    passed = "Pipeline #20931 passed for 9c4e1f7a in 4 minutes 12 seconds"
    turns = [
        (click(61), overview(False, running)),
        (click(126), overview(True, running)),
        (click(106), pipelines(False)),
        ("noop(60000)", pipelines(True)),
        (click(105), commits),
        (click(104), overview(True, passed)),
        (click(133), overview(True, "Pipeline #20944 running for 7d1e0b44 on main", merged=True)),
        (click(24), mrlist("Open", 5, 42, [57, 55, 54, 51, 49])),
        (click(44), mrlist("Merged", 5, 42, [])),
        (go(f"{proj}/-/branches"), branches),
    ]
    rs.add(task="web", tid="h11-web-05", system=SYSTEM, turns=turns, state=mrlist("Open", 6, 41, [58, 57, 55, 54, 51, 49]), kind="clean")


# ---------------------------------------------------------------- 06 shop admin product edit
def t06(rs: RowSet) -> None:
    # bad: turn 9 product grid shows ID 1184 with Quantity 38.0000; the agent set it to 45 at turn 7 and turn 8 confirmed the save with 45.
    adm = "http://admin.cobaltridge.example/admin"

    def menu(open_: bool = False) -> list[str]:
        lines = [el(100, "link", "Magento Admin Panel"), el(101, "navigation", ""), "\t" + el(102, "menubar", "", "orientation='horizontal'")]
        for b, name in [(103, "DASHBOARD"), (104, "SALES"), (105, "CATALOG"), (106, "CUSTOMERS"), (107, "MARKETING"), (108, "CONTENT"),
                        (109, "REPORTS"), (110, "STORES"), (111, "SYSTEM")]:
            lines.append("\t\t" + el(b, "link", name))
        if open_:
            lines += ["\t\t" + el(140, "menu", "Catalog"), "\t\t\t" + el(141, "link", "Products"), "\t\t\t" + el(142, "link", "Categories")]
        return lines + [el(115, "link", "admin_ortega", "hasPopup='menu'"), el(116, "link", "Notifications 3")]

    def dash(open_: bool = False) -> str:
        return page("Dashboard / Magento Admin", f"{adm}/admin/dashboard/", menu(open_) + [
            el(150, "main", ""), "\t" + el(151, "heading", "Dashboard"), "\t" + el(152, "button", "Reload Data"),
            "\t" + st("Lifetime Sales"), "\t" + st("$284,102.55"), "\t" + st("Average Order"), "\t" + st("$96.40"),
            "\t" + el(160, "tablist", ""), "\t\t" + el(161, "tab", "Orders", "selected=True"), "\t\t" + el(162, "tab", "Amounts", "selected=False"),
            "\t" + el(165, "heading", "Last Orders"), "\t" + el(166, "table", ""),
            "\t\t" + el(167, "row", "Customer Items Total"), "\t\t" + el(168, "row", "Hollis Vance 3 $187.00"), "\t\t" + el(169, "row", "Mariam Qureshi 1 $64.00"),
            "\t\t" + el(170, "row", "Dov Ackerman 2 $91.50"), "\t\t" + el(171, "row", "Selin Aydın 5 $242.75"),
            "\t" + el(175, "heading", "Bestsellers"), "\t" + st("Kestrel Trail Vest - Olive / M · $64.00 · 41 sold this month")])

    cols = "\t\t" + el(220, "row", "ID Thumbnail Name Type Attribute Set SKU Price Quantity Visibility Status Websites Action")

    def grow(b: int, pid: int, name: str, sku: str, price: str, qty: str, typ: str = "Simple Product", aset: str = "Top") -> list[str]:
        return ["\t\t" + el(b, "row", ""), "\t\t\t" + el(b + 1, "checkbox", "", "checked=false"), "\t\t\t" + el(b + 2, "gridcell", str(pid)),
                "\t\t\t" + el(b + 3, "gridcell", name), "\t\t\t" + el(b + 4, "gridcell", typ), "\t\t\t" + el(b + 5, "gridcell", aset),
                "\t\t\t" + el(b + 6, "gridcell", sku), "\t\t\t" + el(b + 7, "gridcell", price), "\t\t\t" + el(b + 8, "gridcell", qty),
                "\t\t\t" + el(b + 9, "gridcell", "Catalog, Search"), "\t\t\t" + el(b + 10, "gridcell", "Enabled"),
                "\t\t\t" + el(b + 11, "gridcell", "Main Website"), "\t\t\t" + el(b + 12, "link", "Edit")]

    def grid(kw: str, submitted: bool, v1184: tuple[str, str] = ("$64.00", "38.0000"), focus: bool = False) -> str:
        body = [el(150, "main", ""), "\t" + el(200, "heading", "Products"), "\t" + el(201, "button", "Add Product"),
                "\t" + el(202, "button", "Add Product options", "hasPopup='menu'"),
                *ind(box(210, "textbox", "Search by keyword", kw, *(["focused"] if focus else []))), "\t" + el(211, "button", "Search"),
                "\t" + el(212, "button", "Filters"), "\t" + el(213, "button", "Default View", "hasPopup='menu'"), "\t" + el(214, "button", "Columns", "hasPopup='menu'")]
        if submitted:
            body += ["\t" + st("Active filters:"), "\t" + st("Keyword: kestrel"), "\t" + el(216, "button", "Remove Keyword: kestrel"),
                     "\t" + el(217, "button", "Clear all"), "\t" + st("3 records found"), "\t" + el(219, "table", ""), cols]
            body += grow(230, 1184, "Kestrel Trail Vest - Olive / M", "MV-KTV-OL-M", *v1184)
            body += grow(250, 1185, "Kestrel Trail Vest - Olive / L", "MV-KTV-OL-L", "$64.00", "21.0000")
            body += grow(270, 1186, "Kestrel Trail Vest - Slate / M", "MV-KTV-SL-M", "$64.00", "0.0000")
        else:
            body += ["\t" + st("1,926 records found"), "\t" + el(218, "combobox", "per page", "hasPopup='menu'"), "\t\t" + st("20"),
                     "\t" + st("of 97"), "\t" + el(219, "table", ""), cols]
            body += grow(230, 1, "Juno Merino Beanie", "WA-JMB-OS", "$28.00", "112.0000", aset="Accessories")
            body += grow(250, 2, "Fjell Insulated Mitts - S", "WA-FIM-S", "$46.00", "17.0000", aset="Accessories")
            body += grow(270, 3, "Fjell Insulated Mitts - M", "WA-FIM-M", "$46.00", "33.0000", aset="Accessories")
            body += grow(290, 4, "Larch Flannel Overshirt - Rust / S", "MT-LFO-RU-S", "$72.00", "9.0000")
            body += grow(310, 5, "Larch Flannel Overshirt - Rust / M", "MT-LFO-RU-M", "$72.00", "26.0000")
        return page("Products / Inventory / Catalog / Magento Admin", f"{adm}/catalog/product/", menu() + body)

    def edit(pid: int, name: str, sku: str, price: str, qty: str, saved: bool = False, focus: int = 0) -> str:
        body = [el(150, "main", "")]
        if saved:
            body += ["\t" + el(298, "alert", ""), "\t\t" + st("You saved the product.")]
        body += ["\t" + el(300, "heading", name), "\t" + el(301, "button", "Back"), "\t" + el(302, "button", "Add Attribute"),
                 "\t" + el(303, "button", "Save"), "\t" + el(304, "button", "Save options", "hasPopup='menu'"),
                 "\t" + el(305, "switch", "Enable Product", "checked=true"),
                 "\t" + el(306, "combobox", "Attribute Set", "hasPopup='listbox'"), "\t\t" + st("Top"),
                 *ind(box(307, "textbox", "Product Name", name, "required")),
                 *ind(box(308, "textbox", "SKU", sku, "required")),
                 "\t" + st("$"), *ind(box(309, "textbox", "Price", price, "required", *fo(focus, 309))),
                 "\t" + el(310, "link", "Advanced Pricing"),
                 "\t" + el(311, "combobox", "Tax Class", "hasPopup='listbox'"), "\t\t" + st("Taxable Goods"),
                 *ind(box(312, "textbox", "Quantity", qty, *fo(focus, 312))), "\t" + el(313, "link", "Advanced Inventory"),
                 "\t" + el(314, "combobox", "Stock Status", "hasPopup='listbox'"), "\t\t" + st("In Stock"),
                 "\t" + el(315, "combobox", "Weight", "hasPopup='listbox'"), "\t\t" + st("This item has weight"),
                 *ind(box(316, "textbox", "Weight (lbs)", "0.6")),
                 "\t" + el(317, "combobox", "Categories"), "\t\t" + st("Men / Outerwear / Vests"),
                 "\t" + el(318, "combobox", "Visibility", "hasPopup='listbox'"), "\t\t" + st("Catalog, Search"),
                 "\t" + el(319, "checkbox", "Set Product as New From", "checked=false"),
                 "\t" + el(320, "combobox", "Country of Manufacture", "hasPopup='listbox'"), "\t\t" + st("Vietnam"),
                 "\t" + el(330, "button", "Content", "expanded=False"), "\t" + el(331, "button", "Configurations", "expanded=False"),
                 "\t" + el(332, "button", "Images And Videos", "expanded=False"), "\t" + el(333, "button", "Search Engine Optimization", "expanded=False")]
        return page(f"{name} / Products / Inventory / Catalog / Magento Admin", f"{adm}/catalog/product/edit/id/{pid}/", menu() + body)

    k = ("Kestrel Trail Vest - Olive / M", "MV-KTV-OL-M")
    turns = [
        (click(105), dash(True)),
        (click(141), grid("", False)),
        (fill(210, "kestrel"), grid("kestrel", False, focus=True)),
        (press(210, "Enter"), grid("kestrel", True)),
        (click(242), edit(1184, *k, "64.00", "38")),
        (fill(309, "58.50"), edit(1184, *k, "58.50", "38", focus=309)),
        (fill(312, "45"), edit(1184, *k, "58.50", "45", focus=312)),
        (click(303), edit(1184, *k, "58.50", "45", saved=True)),
        (click(301), grid("kestrel", True, ("$58.50", "38.0000"))),
        (click(262), edit(1185, "Kestrel Trail Vest - Olive / L", "MV-KTV-OL-L", "64.00", "21")),
    ]
    rs.add(task="web", tid="h11-web-06", system=SYSTEM, turns=turns, state=dash(), bad=True, turn=9,
           kind="saved quantity (45) reads back as the old value 38.0000 in the product grid")


# ---------------------------------------------------------------- 07 credit-union transfer
def t07(rs: RowSet) -> None:
    # bad: turn 8 dashboard shows checking $1,934.19 + savings $12,010.00 but a total deposit balance of $13,494.19 (the parts sum to $13,944.19, as in the state, and an internal transfer leaves it unchanged).
    base = "https://online.cedarridgecu.example"
    nav = [el(10, "banner", ""), "\t" + el(11, "link", "Cedar Ridge Credit Union"), "\t" + el(12, "navigation", "Main"),
           "\t\t" + el(13, "link", "Accounts"), "\t\t" + el(14, "link", "Transfers"), "\t\t" + el(15, "link", "Bill Pay"),
           "\t\t" + el(16, "link", "Statements & Documents"), "\t\t" + el(17, "link", "Messages (2)"), "\t\t" + el(18, "link", "Profile"),
           "\t\t" + el(19, "button", "Sign out")]
    foot = [el(95, "contentinfo", ""), "\t" + st("Federally insured by NCUA. Equal Housing Opportunity."), "\t" + st("Routing number 307083652")]

    def dash(chk: str, sav: str, total: str, moved: bool) -> str:
        acts = [("02/13/2025", "POS PURCHASE HARVEST MOON CO-OP", "-$63.42"), ("02/12/2025", "ACH CREDIT PINEWOOD LOGISTICS PAYROLL", "+$2,106.55"),
                ("02/11/2025", "XCEL ENERGY AUTOPAY", "-$118.07")]
        if moved:
            acts = [("02/14/2025", "ONLINE TRANSFER TO SAVINGS ••9052", "-$450.00")] + acts[:2]
        body = [el(30, "main", ""), "\t" + el(31, "heading", "Good afternoon, Teodora"), "\t" + st("Last sign-in: Feb 11, 2025 at 7:52 PM ET"),
                "\t" + el(33, "heading", "Deposit accounts"), "\t" + el(34, "table", ""), "\t\t" + el(35, "row", "Account Number Available balance"),
                "\t\t" + el(36, "row", ""), "\t\t\t" + el(37, "link", "Everyday Checking"), "\t\t\t" + el(38, "cell", "••4417"), "\t\t\t" + el(39, "cell", chk),
                "\t\t" + el(40, "row", ""), "\t\t\t" + el(41, "link", "High-Yield Savings"), "\t\t\t" + el(42, "cell", "••9052"), "\t\t\t" + el(43, "cell", sav),
                "\t\t" + el(44, "row", ""), "\t\t\t" + el(45, "cell", "Total deposit balance"), "\t\t\t" + el(46, "cell", ""), "\t\t\t" + el(47, "cell", total),
                "\t" + el(50, "heading", "Credit cards"), "\t" + el(51, "link", "Visa Signature ••7730"), "\t" + st("Current balance $642.88 · Payment due Mar 3, 2025"),
                "\t" + el(55, "heading", "Recent activity"), "\t" + el(56, "list", "")]
        for i, (d, what, amt) in enumerate(acts):
            body += ["\t\t" + el(57 + i, "listitem", f"{d} {what} {amt}")]
        body += ["\t" + el(62, "link", "Open a new account")]
        return page("Accounts Overview | Cedar Ridge CU", f"{base}/accounts", nav + body + foot)

    FROM = "Everyday Checking ••4417 — $2,384.19"
    TO = "High-Yield Savings ••9052 — $11,560.00"

    def form(frm: str = "", to: str = "", amt: str = "", memo: str = "", focus: int = 0) -> str:
        return page("Transfer Money | Cedar Ridge CU", f"{base}/transfers/new", nav + [
            el(30, "main", ""), "\t" + el(100, "heading", "Transfer money"),
            "\t" + el(101, "link", "Scheduled transfers (1)"), "\t" + el(102, "link", "Transfer history"),
            "\t" + el(200, "combobox", "From account", "hasPopup='menu'", "expanded=False", "required"), "\t\t" + st(frm or "Select account"),
            "\t" + el(201, "combobox", "To account", "hasPopup='menu'", "expanded=False", "required"), "\t\t" + st(to or "Select account"),
            *ind(box(202, "textbox", "Amount ($)", amt, "required", *fo(focus, 202))),
            "\t" + el(203, "combobox", "Frequency", "hasPopup='menu'", "expanded=False"), "\t\t" + st("One time"),
            *ind(box(204, "textbox", "Transfer date (MM/DD/YYYY)", "02/14/2025")),
            *ind(box(205, "textbox", "Memo (optional)", memo, *fo(focus, 205))),
            "\t" + el(206, "button", "Review transfer"), "\t" + el(207, "link", "Cancel"),
            "\t" + st("Transfers between your Cedar Ridge accounts submitted before 8:00 PM ET post the same business day.")] + foot)

    review = page("Review Transfer | Cedar Ridge CU", f"{base}/transfers/review", nav + [
        el(30, "main", ""), "\t" + el(110, "heading", "Review your transfer"), "\t" + el(111, "table", ""),
        "\t\t" + el(112, "row", "From Everyday Checking ••4417"), "\t\t" + el(113, "row", "To High-Yield Savings ••9052"),
        "\t\t" + el(114, "row", "Amount $450.00"), "\t\t" + el(115, "row", "Date Friday, 02/14/2025 (one time)"),
        "\t\t" + el(116, "row", "Memo Emergency fund top-up"),
        "\t" + el(118, "button", "Confirm transfer"), "\t" + el(119, "button", "Edit"), "\t" + el(120, "link", "Cancel")] + foot)

    conf = page("Transfer Confirmed | Cedar Ridge CU", f"{base}/transfers/confirmation/TRF-20250214-00731", nav + [
        el(30, "main", ""), "\t" + el(130, "status", ""), "\t\t" + st("Your transfer is complete."),
        "\t" + el(131, "heading", "Transfer confirmed"), "\t" + st("Confirmation number TRF-20250214-00731 · Feb 14, 2025 3:18 PM ET"),
        "\t" + el(133, "table", ""), "\t\t" + el(134, "row", "From Everyday Checking ••4417 · New available balance $1,934.19"),
        "\t\t" + el(135, "row", "To High-Yield Savings ••9052 · New balance $12,010.00"), "\t\t" + el(136, "row", "Amount $450.00"),
        "\t\t" + el(137, "row", "Memo Emergency fund top-up"),
        "\t" + el(139, "button", "Make another transfer"), "\t" + el(140, "link", "Print")] + foot)

    activity = page("Everyday Checking ••4417 | Cedar Ridge CU", f"{base}/accounts/chk-4417/activity", nav + [
        el(30, "main", ""), "\t" + el(150, "heading", "Everyday Checking ••4417"), "\t" + st("Available balance $1,934.19"),
        "\t" + st("Dividend rate 0.05% APY · Opened 08/2016"), "\t" + el(153, "searchbox", "Search transactions"),
        "\t" + el(154, "button", "Filter", "hasPopup='dialog'"), "\t" + el(155, "button", "Download", "hasPopup='menu'"),
        "\t" + el(160, "table", ""), "\t\t" + el(161, "row", "Date Description Amount Balance"),
        "\t\t" + el(162, "row", "02/14/2025 Online transfer to High-Yield Savings ••9052 TRF-20250214-00731 -$450.00 $1,934.19"),
        "\t\t" + el(163, "row", "02/13/2025 POS PURCHASE HARVEST MOON CO-OP MISSOULA MT -$63.42 $2,384.19"),
        "\t\t" + el(164, "row", "02/12/2025 ACH CREDIT PINEWOOD LOGISTICS PAYROLL +$2,106.55 $2,447.61"),
        "\t\t" + el(165, "row", "02/11/2025 XCEL ENERGY AUTOPAY -$118.07 $341.06"),
        "\t\t" + el(166, "row", "02/10/2025 CHECK #1184 -$220.00 $459.13"),
        "\t\t" + el(167, "row", "02/07/2025 ATM WITHDRAWAL 2190 BROOKS ST -$60.00 $679.13"),
        "\t" + el(170, "link", "Older transactions")] + foot)

    turns = [
        (click(14), form()),
        (select(200, FROM), form(FROM)),
        (select(201, TO), form(FROM, TO)),
        (fill(202, "450.00"), form(FROM, TO, "450.00", focus=202)),
        (fill(205, "Emergency fund top-up"), form(FROM, TO, "450.00", "Emergency fund top-up", 205)),
        (click(206), review),
        (click(118), conf),
        (click(13), dash("$1,934.19", "$12,010.00", "$13,494.19", True)),
        (click(37), activity),
    ]
    rs.add(task="web", tid="h11-web-07", system=SYSTEM, turns=turns, state=dash("$2,384.19", "$11,560.00", "$13,944.19", False), bad=True, turn=8,
           kind="total deposit balance does not equal the two account balances after an internal transfer")


# ---------------------------------------------------------------- 08 help-desk ticket (clean)
def t08(rs: RowSet) -> None:
    # clean: agent takes ownership and replies (owner, state, SLA and article count change), overview counts move 12->11 and 6->7, pagination pulls up the next ticket, a similarly titled older ticket is a different record.
    base = "https://help.northfield.example/#"
    top = [el(10, "navigation", "Main"), "\t" + el(11, "link", "Dashboard"), "\t" + el(12, "link", "Overviews"), "\t" + el(13, "link", "Customers"),
           "\t" + el(14, "link", "Knowledge Base"), "\t" + el(15, "searchbox", "Search…"), "\t" + el(16, "button", "Dana Whitfield", "hasPopup='menu'")]

    def views(mine: int, unas: int) -> list[str]:
        return [el(20, "navigation", "Overviews"), "\t" + el(21, "link", f"My assigned tickets ({mine})"), "\t" + el(22, "link", f"Unassigned & open ({unas})"),
                "\t" + el(23, "link", "My pending reached (0)"), "\t" + el(24, "link", "Escalated tickets (1)"), "\t" + el(25, "link", "All open (31)")]

    def overview(title: str, slug: str, n: int, rows: list[tuple[str, str, str, str, str, str]], mine: int, unas: int) -> str:
        body = [el(30, "main", ""), "\t" + el(31, "heading", title), "\t" + st(f"Showing 1–{len(rows)} of {n}"),
                "\t" + el(33, "table", ""), "\t\t" + el(34, "row", "# Title Customer Group State Created")]
        for i, (num, t, cust, grp, state, created) in enumerate(rows):
            b = 40 + i * 4
            body += ["\t\t" + el(b, "row", ""), "\t\t\t" + el(b + 1, "link", f"#{num}"), "\t\t\t" + el(b + 2, "link", t),
                     "\t\t\t" + st(f"{cust} · {grp} · {state} · {created}")]
        body += ["\t" + el(70, "link", "Next page")] if n > len(rows) else []
        return page(f"{title} - Northfield IT Service Desk", f"{base}ticket/view/{slug}", top + views(mine, unas) + body)

    UN = [("48213", "VPN drops every 20 min on Fedora laptop", "Ruth Albrecht", "Network", "new", "today 10:12"),
          ("48211", "Shared mailbox 'Facilities' not showing in Outlook", "Greg Oyelaran", "Messaging", "new", "today 09:58"),
          ("48209", "Badge reader at east entrance rejecting cards", "Marisol Ibarra", "Facilities IT", "open", "today 09:31"),
          ("48205", "Request: second monitor for Design team (x3)", "Tobias Lindqvist", "Hardware", "new", "today 08:47"),
          ("48202", "Printer PRN-3F-02 prints blank pages", "Hannah Cho", "Hardware", "open", "yesterday 17:05"),
          ("48198", "Password reset loop on HR portal", "Emeka Obi", "Identity", "new", "yesterday 15:40"),
          ("48196", "Teams calls drop audio after 10 minutes in room B214", "Ilse Vandersteen", "Collaboration", "open", "yesterday 14:22")]
    MINE = [("48213", "VPN drops every 20 min on Fedora laptop", "Ruth Albrecht", "Network", "open", "today 10:12"),
            ("48187", "Laptop won't dock on Dell WD19 after BIOS update", "Kwame Asante", "Hardware", "open", "yesterday 11:09"),
            ("48150", "Add Jana Novák to Finance-Reporting group", "Ruth Albrecht", "Identity", "open", "16/02 13:30"),
            ("48120", "VPN disconnects every 20 minutes – Ubuntu 22.04", "Piotr Nowak", "Network", "pending reminder", "14/02 09:15"),
            ("48101", "Renew TLS cert for intranet wiki", "Dana Whitfield", "Infrastructure", "open", "13/02 16:48"),
            ("48077", "Conference room display stuck on HDMI 2", "Lena Fischer", "Facilities IT", "open", "12/02 10:02"),
            ("48044", "Phishing report: 'invoice overdue' mail", "Greg Oyelaran", "Security", "open", "10/02 08:21")]

    arts = [("Ruth Albrecht", "today 10:12 · email", "Since Monday my VPN (GlobalProtect) disconnects about every 20 minutes on my Fedora 39 laptop. The Windows desktop in the office is fine. I have to redo MFA each time."),
            ("Ruth Albrecht", "today 10:26 · email", "Adding the error from the client log: 'Gateway vpn-east: tunnel keepalive timeout (reason 0x2f)'. Attached a screenshot.")]
    mine_art = ("Dana Whitfield", "today 10:41 · email to ruth.albrecht@northfield.example",
                "Hi Ruth, thanks for the log line. Please run 'sudo dnf upgrade globalprotect-openconnect' and reconnect; the 2.1.x client fixes the keepalive timeout on Fedora 39. If it still drops, send me the output of 'gpclient --version'.")

    def zoom(owner: str, state: str, draft: str, saved: bool) -> str:
        a = arts + ([mine_art] if saved else [])
        sla = "First response: fulfilled today 10:41" if saved else "First response: due today 11:47 (1h 12m left)"
        body = [el(30, "main", ""), "\t" + el(100, "heading", "VPN drops every 20 min on Fedora laptop"), "\t" + st("#48213 · created today 10:12"),
                "\t" + st(sla)]
        if saved:
            body += ["\t" + st("Updated today 10:41 by Dana Whitfield")]
        for i, (who, when, text) in enumerate(a):
            b = 110 + i * 5
            body += ["\t" + el(b, "article", ""), "\t\t" + el(b + 1, "link", who), "\t\t" + st(when), "\t\t" + st(text)]
            if i == 1:
                body += ["\t\t" + el(b + 2, "link", "gp-error.png (48 KB)")]
        body += ["\t" + el(140, "textbox", "Reply", "multiline=True")] + (["\t\t" + st(draft)] if draft else []) + [
            "\t" + el(141, "button", "reply"), "\t" + el(142, "button", "internal note"),
            el(150, "complementary", "Ticket"), "\t" + el(151, "combobox", "Group", "hasPopup='menu'"), "\t\t" + st("Network"),
            "\t" + el(152, "combobox", "Owner", "hasPopup='menu'"), "\t\t" + st(owner),
            "\t" + el(153, "combobox", "State", "hasPopup='menu'"), "\t\t" + st(state),
            "\t" + el(154, "combobox", "Priority", "hasPopup='menu'"), "\t\t" + st("2 normal"),
            "\t" + st("Tags: vpn, fedora"), "\t" + el(156, "link", "Customer: Ruth Albrecht (Finance)"),
            "\t" + el(160, "button", "Update")]
        return page("#48213 - VPN drops every 20 min on Fedora laptop - Northfield IT Service Desk", f"{base}ticket/zoom/48213",
                    top + views(7 if saved else 6, 11 if saved else 12) + body)

    other = page("#48120 - VPN disconnects every 20 minutes – Ubuntu 22.04 - Northfield IT Service Desk", f"{base}ticket/zoom/48120", top + views(7, 11) + [
        el(30, "main", ""), "\t" + el(100, "heading", "VPN disconnects every 20 minutes – Ubuntu 22.04"), "\t" + st("#48120 · created 14/02 09:15"),
        "\t" + st("First response: fulfilled 14/02 09:52"), "\t" + st("Updated 17/02 16:03 by Dana Whitfield"),
        "\t" + el(110, "article", ""), "\t\t" + el(111, "link", "Piotr Nowak"), "\t\t" + st("14/02 09:15 · email"),
        "\t\t" + st("My VPN connection on the Ubuntu 22.04 workstation drops every ~20 minutes since the gateway maintenance on Wednesday."),
        "\t" + el(115, "article", ""), "\t\t" + el(116, "link", "Dana Whitfield"), "\t\t" + st("14/02 09:52 · email to piotr.nowak@northfield.example"),
        "\t\t" + st("Hi Piotr, we're rolling out a gateway config fix on Monday. I'll check back with you on Thursday."),
        "\t" + el(120, "article", ""), "\t\t" + el(121, "link", "Dana Whitfield"), "\t\t" + st("17/02 16:03 · internal note"),
        "\t\t" + st("Gateway keepalive raised to 60 s on vpn-east. Waiting for Piotr to confirm."),
        "\t" + el(140, "textbox", "Reply", "multiline=True"), "\t" + el(141, "button", "reply"), "\t" + el(142, "button", "internal note"),
        el(150, "complementary", "Ticket"), "\t" + el(151, "combobox", "Group", "hasPopup='menu'"), "\t\t" + st("Network"),
        "\t" + el(152, "combobox", "Owner", "hasPopup='menu'"), "\t\t" + st("Dana Whitfield"),
        "\t" + el(153, "combobox", "State", "hasPopup='menu'"), "\t\t" + st("pending reminder"),
        "\t" + st("Pending till 20/02/2025 09:00"),
        "\t" + el(154, "combobox", "Priority", "hasPopup='menu'"), "\t\t" + st("2 normal"),
        "\t" + st("Tags: vpn, ubuntu"), "\t" + el(156, "link", "Customer: Piotr Nowak (Logistics)"), "\t" + el(160, "button", "Update")])

    text = mine_art[2]
    turns = [
        (click(41), zoom("-", "new", "", False)),
        (select(152, "Dana Whitfield"), zoom("Dana Whitfield", "new", "", False)),
        (fill(140, text), zoom("Dana Whitfield", "new", text, False)),
        (select(153, "open"), zoom("Dana Whitfield", "open", text, False)),
        (click(160), zoom("Dana Whitfield", "open", "", True)),
        (click(22), overview("Unassigned & open", "unassigned_open", 11, UN[1:], 7, 11)),
        (click(21), overview("My assigned tickets", "my_assigned", 7, MINE, 7, 11)),
        (click(53), other),
        ("go_back()", overview("My assigned tickets", "my_assigned", 7, MINE, 7, 11)),
    ]
    rs.add(task="web", tid="h11-web-08", system=SYSTEM, turns=turns, state=overview("Unassigned & open", "unassigned_open", 12, UN[:6], 6, 12), kind="clean")


# ---------------------------------------------------------------- 09 OpenStreetMap directions (clean)
def t09(rs: RowSet) -> None:
    # clean: switching the routing engine changes distance, time and steps; reversing swaps the endpoints and gives a slightly different time; scrolling changes nothing.
    base = "https://www.openstreetmap.org"
    head = [el(10, "link", "OpenStreetMap logo OpenStreetMap"), el(11, "link", "Edit"), el(12, "button", "Edit with", "hasPopup='menu'"),
            el(13, "link", "History"), el(14, "link", "Export"), el(16, "link", "GPS Traces"), el(17, "link", "User Diaries"),
            el(18, "link", "Communities"), el(19, "link", "Copyright"), el(20, "link", "Help"), el(21, "link", "About"),
            el(25, "link", "Log In"), el(26, "link", "Sign Up")]
    P = ("Powell's City of Books, 1005, West Burnside Street, Pearl District, Portland, Multnomah County, Oregon, 97209, United States", "45.5231%2C-122.6814")
    OM = ("Oregon Museum of Science and Industry, 1945, Southeast Water Avenue, Hosford-Abernethy, Portland, Multnomah County, Oregon, 97214, United States", "45.5084%2C-122.6656")
    ENG = {"Car (OSRM)": "fossgis_osrm_car", "Bicycle (OSRM)": "fossgis_osrm_bike", "Foot (OSRM)": "fossgis_osrm_foot"}
    R = {
        "Car (OSRM)": ("3.4km", "0:08", [("Start on West Burnside Street", "1.1km"), ("Continue onto East Burnside Street", "450m"),
                                          ("Turn right onto Southeast Martin Luther King Junior Boulevard", "1.2km"), ("Turn right onto Southeast Clay Street", "300m"),
                                          ("Turn left onto Southeast Water Avenue", "350m"), ("Reach destination", "")]),
        "Bicycle (OSRM)": ("3.2km", "0:13", [("Start on West Burnside Street", "800m"), ("Turn right onto Southwest Naito Parkway", "1.0km"),
                                              ("Turn left onto Hawthorne Bridge", "500m"), ("Turn right onto Southeast Water Avenue", "850m"), ("Reach destination", "")]),
        "Foot (OSRM)": ("3.1km", "0:41", [("Start on West Burnside Street", "800m"), ("Turn right onto Tom McCall Waterfront Park", "1.0km"),
                                           ("Turn left onto Hawthorne Bridge", "500m"), ("Turn right onto Vera Katz Eastbank Esplanade", "700m"),
                                           ("Turn left onto Southeast Caruthers Street", "100m"), ("Reach destination", "")]),
        "rev": ("3.1km", "0:42", [("Start on Southeast Caruthers Street", "100m"), ("Turn right onto Vera Katz Eastbank Esplanade", "700m"),
                                  ("Turn left onto Hawthorne Bridge", "500m"), ("Turn right onto Tom McCall Waterfront Park", "1.0km"),
                                  ("Turn left onto West Burnside Street", "800m"), ("Reach destination", "")]),
    }

    def home() -> str:
        return page("OpenStreetMap", f"{base}/#map=14/45.5160/-122.6700", head + [
            el(30, "searchbox", "Search"), el(31, "button", "Go"), el(32, "link", "Find directions between two points"),
            el(50, "heading", "Welcome to OpenStreetMap!"),
            st("OpenStreetMap is a map of the world, created by people like you and free to use under an open license."),
            el(52, "link", "Learn More"), el(53, "link", "Start Mapping"),
            el(60, "link", "Zoom In"), el(61, "link", "Zoom Out"), el(62, "button", "Show My Location"), el(63, "link", "Layers"),
            st("50 m"), st("200 ft"), el(66, "link", "© OpenStreetMap contributors")])

    def panel(mode: str, frm: str, to: str, route: str | None = None, focus: int = 0, url: str = "") -> str:
        lines = head + [el(40, "combobox", "", "hasPopup='menu'", "expanded=False"), "\t" + st(mode),
                        *box(41, "textbox", "From", frm, *fo(focus, 41)), *box(42, "textbox", "To", to, *fo(focus, 42)),
                        el(43, "button", "Go"), el(44, "button", "Reverse Directions"), el(45, "button", "Close")]
        if route:
            dist, t, steps = R[route]
            lines += [el(70, "heading", "Directions"), st(f"Distance: {dist}. Time: {t}."), el(72, "table", "")]
            for i, (s, d) in enumerate(steps):
                lines += ["\t" + el(73 + i, "row", ""), "\t\t" + el(80 + i * 2, "cell", f"{i + 1}. {s}"), "\t\t" + el(81 + i * 2, "cell", d)]
            lines += [st("Directions courtesy of FOSSGIS OSRM (https://routing.openstreetmap.de)"), el(95, "link", "Download route as GPX")]
        lines += [el(60, "link", "Zoom In"), el(61, "link", "Zoom Out"), el(62, "button", "Show My Location"), el(63, "link", "Layers"),
                  el(66, "link", "© OpenStreetMap contributors")]
        return page("Directions | OpenStreetMap" if route or focus else "OpenStreetMap", url or f"{base}/directions", lines)

    def rurl(mode: str, a: str, b: str, z: str = "15/45.5157/-122.6735") -> str:
        return f"{base}/directions?engine={ENG[mode]}&route={a}%3B{b}#map={z}"

    car, bike, foot = "Car (OSRM)", "Bicycle (OSRM)", "Foot (OSRM)"
    turns = [
        (click(32), panel(car, "", "", focus=41)),
        (fill(41, "Powell's City of Books, Portland"), panel(car, "Powell's City of Books, Portland", "", focus=41)),
        (fill(42, "Oregon Museum of Science and Industry"), panel(car, "Powell's City of Books, Portland", "Oregon Museum of Science and Industry", focus=42)),
        (click(43), panel(car, P[0], OM[0], car, url=rurl(car, P[1], OM[1]))),
        (select(40, bike), panel(bike, P[0], OM[0], bike, url=rurl(bike, P[1], OM[1]))),
        (select(40, foot), panel(foot, P[0], OM[0], foot, url=rurl(foot, P[1], OM[1]))),
        (click(44), panel(foot, OM[0], P[0], "rev", url=rurl(foot, OM[1], P[1]))),
        ("scroll(0, 300)", panel(foot, OM[0], P[0], "rev", url=rurl(foot, OM[1], P[1]))),
        (click(80), panel(foot, OM[0], P[0], "rev", url=rurl(foot, OM[1], P[1], "18/45.5086/-122.6661"))),
    ]
    rs.add(task="web", tid="h11-web-09", system=SYSTEM, turns=turns, state=home(), kind="clean")


# ---------------------------------------------------------------- 10 GitLab issue triage
def t10(rs: RowSet) -> None:
    # bad: turn 10 Closed issues list includes #87 "closed just now"; the agent only assigned, labelled and commented (turn 8 still Open, turn 9 lists #87 under Open) and never closed it.
    proj = "http://gitlab.ferncloud.example/ferncloud/ledger-sync"

    def tp(mine: bool) -> list[str]:
        return [el(10, "banner", ""), "\t" + el(11, "link", "Homepage"), "\t" + el(12, "button", "Search or go to…"),
                "\t" + el(13, "link", f"Issues assigned to you {4 if mine else 3}"), "\t" + el(14, "link", "Merge requests 1"),
                "\t" + el(15, "button", "Irene Castellanos user’s menu", "hasPopup='menu'", "expanded=False")]

    side = [el(20, "navigation", "Project navigation"), "\t" + el(21, "link", "ledger-sync"), "\t" + el(23, "link", "Issues 14"),
            "\t" + el(24, "link", "Merge requests 3"), "\t" + el(25, "link", "Manage"), "\t" + el(26, "link", "Plan"), "\t" + el(27, "link", "Code"),
            "\t" + el(28, "link", "Build"), "\t" + el(30, "link", "Settings")]
    OPEN = [(93, "Webhook signature check fails for payloads over 1 MB", "#93 · created 2 days ago by Yusuf Demir", "bug"),
            (91, "Add --dry-run flag to reconcile command", "#91 · created 4 days ago by Irene Castellanos", "feature"),
            (90, "Document QuickBooks token rotation", "#90 · created 5 days ago by Yusuf Demir", "documentation"),
            (87, "Retry loop never backs off on HTTP 429", "#87 · created 2 weeks ago by Tomasz Wójcik", "bug"),
            (85, "Currency rounding differs between CSV and API import", "#85 · created 2 weeks ago by Hana Sato", "bug"),
            (82, "Support Xero as a second ledger backend", "#82 · created 3 weeks ago by Tomasz Wójcik", "feature · needs-triage"),
            (80, "reconcile --since ignores timezone offset", "#80 · created 3 weeks ago by Hana Sato", "bug · priority::low")]
    CLOSED = [(87, "Retry loop never backs off on HTTP 429", "#87 · created 2 weeks ago by Tomasz Wójcik · closed just now", "bug · priority::high"),
              (86, "Flaky test_sync_pagination on CI", "#86 · created 2 weeks ago by Yusuf Demir · closed 3 days ago", "bug · ci"),
              (84, "Bump httpx to 0.27", "#84 · created 2 weeks ago by dependabot · closed 1 week ago", "dependencies"),
              (79, "Crash when ledger has zero accounts", "#79 · created 1 month ago by Hana Sato · closed 2 weeks ago", "bug"),
              (76, "Log redaction misses refresh_token field", "#76 · created 1 month ago by Irene Castellanos · closed 3 weeks ago", "bug · security")]

    def lst(tab: str, rows: list[tuple[int, str, str, str]], after: bool) -> str:
        body = [el(40, "main", ""), "\t" + el(41, "heading", "Issues"), "\t" + el(42, "tablist", ""),
                "\t\t" + el(43, "tab", "Open 14", f"selected={tab == 'Open'}"), "\t\t" + el(44, "tab", "Closed 57", f"selected={tab == 'Closed'}"),
                "\t\t" + el(45, "tab", "All 71", "selected=False"), "\t" + el(46, "button", "New issue"),
                "\t" + el(47, "searchbox", "Search or filter results…"), "\t" + el(48, "button", "Created date", "hasPopup='menu'"), "\t" + el(50, "list", "")]
        for i, (n, t, meta, labels) in enumerate(rows):
            b = 60 + i * 6
            if after and n == 87 and tab == "Open":
                labels, meta = "bug · priority::high", meta + " · updated just now · assigned to Irene Castellanos"
            body += ["\t\t" + el(b, "listitem", ""), "\t\t\t" + el(b + 1, "link", t), "\t\t\t" + st(meta), "\t\t\t" + st(labels)]
        url = f"{proj}/-/issues" + ("" if tab == "Open" else "/?state=closed")
        return page("Issues · ferncloud / ledger-sync · GitLab", url, tp(after) + side + body)

    desc = ("When the QuickBooks API returns 429, SyncClient.retry() sleeps a fixed 1 s and retries up to 10 times, so a rate-limited "
            "sync burns all retries in ~10 s. It should honour Retry-After and back off exponentially (cap 60 s).")

    def issue(assigned: bool, labels_open: bool, high: bool, draft: str = "", commented: bool = False) -> str:
        body = [el(40, "main", ""), "\t" + el(100, "heading", "Retry loop never backs off on HTTP 429"), "\t" + st("Open"),
                "\t" + st("Issue created 2 weeks ago by Tomasz Wójcik"), "\t" + st(desc),
                "\t" + el(105, "heading", "Activity"),
                "\t" + el(106, "article", ""), "\t\t" + el(107, "link", "Hana Sato"), "\t\t" + st("1 week ago"),
                "\t\t" + st("Seen this too during the month-end backfill: 3 syncs failed with RetryExhausted in the same minute."),
                "\t" + el(110, "article", ""), "\t\t" + el(111, "link", "Tomasz Wójcik"), "\t\t" + st("1 week ago"),
                "\t\t" + st("The Retry-After header is in seconds, not an HTTP date, for this endpoint.")]
        if assigned:
            body += ["\t" + st("Irene Castellanos assigned to @icastellanos just now")]
        if high and not labels_open:
            body += ["\t" + st("Irene Castellanos added priority::high label just now")]
        if commented:
            body += ["\t" + el(115, "article", ""), "\t\t" + el(116, "link", "Irene Castellanos"), "\t\t" + st("just now"),
                     "\t\t" + st("Taking this. Plan: parse Retry-After as seconds, fall back to exponential backoff with jitter (base 2 s, cap 60 s), and add a test with a fake 429 server.")]
        body += ["\t" + el(120, "textbox", "Comment", "multiline=True")] + (["\t\t" + st(draft)] if draft else []) + [
            "\t" + el(121, "button", "Comment"), "\t" + el(122, "button", "Close issue"),
            el(130, "complementary", "Issue details"), "\t" + st("Assignee"), "\t" + el(131, "button", "Edit assignee")]
        body += ["\t" + el(132, "link", "Irene Castellanos @icastellanos")] if assigned else ["\t" + st("None -"), "\t" + el(133, "button", "assign yourself")]
        body += ["\t" + st("Labels"), "\t" + el(135, "button", "Edit labels", f"expanded={labels_open}")]
        if labels_open:
            body += ["\t" + el(136, "listbox", "Select labels"), "\t\t" + el(137, "option", "bug", "selected=True"),
                     "\t\t" + el(138, "option", "ci", "selected=False"), "\t\t" + el(139, "option", "documentation", "selected=False"),
                     "\t\t" + el(140, "option", "feature", "selected=False"), "\t\t" + el(141, "option", "needs-triage", "selected=False"),
                     "\t\t" + el(142, "option", "priority::high", f"selected={high}"), "\t\t" + el(143, "option", "priority::low", "selected=False")]
        else:
            body += ["\t" + el(145, "link", "bug")] + (["\t" + el(146, "link", "priority::high")] if high else [])
        body += ["\t" + st("Milestone"), "\t" + el(150, "link", "v1.8"), "\t" + st("Due date"), "\t" + st("None"),
                 "\t" + el(153, "button", "Notifications", "checked=true")]
        return page("Retry loop never backs off on HTTP 429 (#87) · Issues · ferncloud / ledger-sync · GitLab", f"{proj}/-/issues/87", tp(assigned) + side + body)

    closed79 = page("Crash when ledger has zero accounts (#79) · Issues · ferncloud / ledger-sync · GitLab", f"{proj}/-/issues/79", tp(True) + side + [
        el(40, "main", ""), "\t" + el(100, "heading", "Crash when ledger has zero accounts"), "\t" + st("Closed"),
        "\t" + st("Issue created 1 month ago by Hana Sato"),
        "\t" + st("reconcile crashes with ZeroDivisionError in coverage_ratio() when a freshly created ledger has no accounts yet."),
        "\t" + el(105, "heading", "Activity"),
        "\t" + el(106, "article", ""), "\t\t" + el(107, "link", "Yusuf Demir"), "\t\t" + st("3 weeks ago"), "\t\t" + st("Guarded the ratio and added a test in !41."),
        "\t" + st("Yusuf Demir closed via merge request !41 2 weeks ago"),
        "\t" + el(120, "textbox", "Comment", "multiline=True"), "\t" + el(121, "button", "Comment"), "\t" + el(122, "button", "Reopen issue"),
        el(130, "complementary", "Issue details"), "\t" + st("Assignee"), "\t" + el(132, "link", "Yusuf Demir @ydemir"),
        "\t" + st("Labels"), "\t" + el(145, "link", "bug"), "\t" + st("Milestone"), "\t" + el(150, "link", "v1.7")])

    comment = "Taking this. Plan: parse Retry-After as seconds, fall back to exponential backoff with jitter (base 2 s, cap 60 s), and add a test with a fake 429 server."
    turns = [
        (click(23), lst("Open", OPEN, False)),
        (click(79), issue(False, False, False)),
        (click(133), issue(True, False, False)),
        (click(135), issue(True, True, False)),
        (click(142), issue(True, True, True)),
        (click(135), issue(True, False, True)),
        (fill(120, comment), issue(True, False, True, comment)),
        (click(121), issue(True, False, True, commented=True)),
        (click(23), lst("Open", OPEN, True)),
        (click(44), lst("Closed", CLOSED, True)),
        (click(79), closed79),
    ]
    state = page("ferncloud / ledger-sync · GitLab", proj, tp(False) + side + [
        el(40, "main", ""), "\t" + el(41, "heading", "ledger-sync"), "\t" + st("Project ID: 4127"),
        "\t" + st("Two-way sync between QuickBooks Online and the internal ledger service."),
        "\t" + el(44, "link", "412 Commits"), "\t" + el(45, "link", "9 Branches"), "\t" + el(46, "link", "23 Tags"),
        "\t" + el(50, "table", "Repository files"), "\t\t" + el(51, "row", "ledger_sync/ Fix pagination cursor reuse 3 days ago"),
        "\t\t" + el(52, "row", "tests/ Add fixture for multi-currency journal 3 days ago"), "\t\t" + el(53, "row", "pyproject.toml Bump httpx to 0.27 1 week ago"),
        "\t\t" + el(54, "row", "README.md Document --since flag 2 weeks ago")])
    rs.add(task="web", tid="h11-web-10", system=SYSTEM, turns=turns, state=state, bad=True, turn=10,
           kind="issue the agent never closed appears in the Closed list (status changed with no action)")


# ---------------------------------------------------------------- 11 HR portal time off (clean)
def t11(rs: RowSet) -> None:
    # clean: a new 5-day request moves pending 1.0 -> 6.0 and available 13.5 -> 8.5, cancelling the older 1-day request moves them to 5.0 / 9.5; balance itself stays 14.5.
    base = "https://peoplehub.alderwood.example"
    nav = [el(10, "banner", ""), "\t" + el(11, "link", "PeopleHub"), "\t" + el(12, "link", "Home"), "\t" + el(13, "link", "Time Off"),
           "\t" + el(14, "link", "Pay"), "\t" + el(15, "link", "Benefits"), "\t" + el(16, "link", "Team calendar"), "\t" + el(17, "link", "Profile"),
           "\t" + el(18, "button", "Marguerite Dubois", "hasPopup='menu'")]

    def timeoff(pending: str, avail: str, new: bool, cancelled: bool, banner: str = "", dialog: bool = False) -> str:
        body = [el(30, "main", "")]
        if banner:
            body += ["\t" + el(31, "status", ""), "\t\t" + st(banner)]
        body += ["\t" + el(32, "heading", "Time off"), "\t" + el(33, "button", "Request time off"),
                 "\t" + el(34, "heading", "Balances as of Mon, Feb 24, 2025"), "\t" + el(35, "table", ""),
                 "\t\t" + el(36, "row", "Type Balance Pending Available to request"),
                 "\t\t" + el(37, "row", f"Vacation 14.5 days {pending} days {avail} days"),
                 "\t\t" + el(38, "row", "Sick 6.0 days 0.0 days 6.0 days"),
                 "\t\t" + el(39, "row", "Floating holiday 1.0 days 0.0 days 1.0 days"),
                 "\t" + el(40, "heading", "My requests"), "\t" + el(41, "table", ""), "\t\t" + el(42, "row", "Request Type Dates Days Status")]
        if new:
            body += ["\t\t" + el(43, "row", ""), "\t\t\t" + el(44, "cell", "REQ-40918"), "\t\t\t" + el(45, "cell", "Vacation"),
                     "\t\t\t" + el(46, "cell", "Mon, Jun 16 – Fri, Jun 20, 2025"), "\t\t\t" + el(47, "cell", "5.0"),
                     "\t\t\t" + el(48, "cell", "Pending approval (Samir Haddad)"), "\t\t\t\t" + el(49, "button", "Cancel")]
        body += ["\t\t" + el(50, "row", ""), "\t\t\t" + el(51, "cell", "REQ-40377"), "\t\t\t" + el(52, "cell", "Vacation"),
                 "\t\t\t" + el(53, "cell", "Thu, Jul 3, 2025"), "\t\t\t" + el(54, "cell", "1.0")]
        body += ["\t\t\t" + el(55, "cell", "Cancelled")] if cancelled else ["\t\t\t" + el(55, "cell", "Pending approval (Samir Haddad)"), "\t\t\t\t" + el(56, "button", "Cancel")]
        body += ["\t\t" + el(60, "row", ""), "\t\t\t" + el(61, "cell", "REQ-39811"), "\t\t\t" + el(62, "cell", "Vacation"),
                 "\t\t\t" + el(63, "cell", "Mon, Dec 23 – Tue, Dec 24, 2024"), "\t\t\t" + el(64, "cell", "2.0"), "\t\t\t" + el(65, "cell", "Taken"),
                 "\t\t" + el(70, "row", ""), "\t\t\t" + el(71, "cell", "REQ-39544"), "\t\t\t" + el(72, "cell", "Sick"),
                 "\t\t\t" + el(73, "cell", "Wed, Nov 13, 2024"), "\t\t\t" + el(74, "cell", "1.0"), "\t\t\t" + el(75, "cell", "Taken")]
        if dialog:
            body += [el(80, "dialog", "Cancel request REQ-40377?", "modal=True"), "\t" + st("Vacation · Thu, Jul 3, 2025 · 1.0 day. Your approver will be notified."),
                     "\t" + el(81, "button", "Yes, cancel request"), "\t" + el(82, "button", "Keep request")]
        return page("Time off | PeopleHub", f"{base}/timeoff", nav + body)

    def form(typ: str = "", start: str = "", end: str = "", note: str = "", focus: int = 0) -> str:
        body = [el(30, "main", ""), "\t" + el(100, "heading", "Request time off"),
                "\t" + el(101, "combobox", "Time off type", "hasPopup='listbox'", "required"), "\t\t" + st(typ or "Select…"),
                *ind(box(102, "textbox", "Start date (MM/DD/YYYY)", start, "required", *fo(focus, 102))),
                *ind(box(103, "textbox", "End date (MM/DD/YYYY)", end, "required", *fo(focus, 103))),
                "\t" + el(104, "checkbox", "Partial day", "checked=false"),
                *ind(box(105, "textbox", "Comment for approver (optional)", note, "multiline=True", *fo(focus, 105)))]
        if start and end:
            body += ["\t" + st("Days requested: 5.0 (weekends and company holidays excluded)"), "\t" + st("Vacation available after this request: 8.5 days")]
        elif typ:
            body += ["\t" + st("Vacation available to request: 13.5 days")]
        body += ["\t" + st("Approver: Samir Haddad"), "\t" + el(110, "button", "Submit request"), "\t" + el(111, "link", "Cancel")]
        return page("Request time off | PeopleHub", f"{base}/timeoff/new", nav + body)

    cal = page("Team calendar | PeopleHub", f"{base}/team/calendar?month=2025-06", nav + [
        el(30, "main", ""), "\t" + el(200, "heading", "Team calendar · Accounts Payable"), "\t" + el(201, "button", "Previous month"),
        "\t" + st("June 2025"), "\t" + el(203, "button", "Next month"), "\t" + el(204, "checkbox", "Show pending requests", "checked=true"),
        "\t" + el(205, "table", ""), "\t\t" + el(206, "row", "Person Dates Type Status"),
        "\t\t" + el(207, "row", "Samir Haddad Mon, Jun 9 – Fri, Jun 13 Vacation Approved"),
        "\t\t" + el(208, "row", "Marguerite Dubois Mon, Jun 16 – Fri, Jun 20 Vacation Pending"),
        "\t\t" + el(209, "row", "Olu Adebayo Thu, Jun 19 Floating holiday Approved"),
        "\t\t" + el(210, "row", "Keiko Mori Mon, Jun 30 Vacation Approved")])

    msg_new = "Request REQ-40918 (Vacation, Jun 16 – Jun 20, 2025, 5.0 days) was submitted to Samir Haddad for approval."
    note = "Family trip to Québec; Olu covers the vendor run on Jun 18."
    turns = [
        (click(13), timeoff("1.0", "13.5", False, False)),
        (click(33), form()),
        (select(101, "Vacation"), form("Vacation")),
        (fill(102, "06/16/2025"), form("Vacation", "06/16/2025", focus=102)),
        (fill(103, "06/20/2025"), form("Vacation", "06/16/2025", "06/20/2025", focus=103)),
        (fill(105, note), form("Vacation", "06/16/2025", "06/20/2025", note, 105)),
        (click(110), timeoff("6.0", "8.5", True, False, msg_new)),
        (click(56), timeoff("6.0", "8.5", True, False, msg_new, dialog=True)),
        (click(81), timeoff("5.0", "9.5", True, True, "Request REQ-40377 was cancelled. Samir Haddad has been notified.")),
        (click(16), cal),
    ]
    home = page("Home | PeopleHub", f"{base}/home", nav + [
        el(30, "main", ""), "\t" + el(31, "heading", "Welcome back, Marguerite"), "\t" + st("Accounts Payable Specialist · Alderwood Foods · Employee ID 004718"),
        "\t" + el(33, "region", "Tasks"), "\t\t" + st("Complete your 2025 benefits confirmation (due Mar 7)"), "\t\t" + el(35, "link", "Start"),
        "\t" + el(36, "region", "Next payday"), "\t\t" + st("Fri, Feb 28, 2025"),
        "\t" + el(38, "region", "Time off"), "\t\t" + st("Vacation available to request: 13.5 days"), "\t\t" + el(40, "link", "View time off")])
    rs.add(task="web", tid="h11-web-11", system=SYSTEM, turns=turns, state=home, kind="clean")


# ---------------------------------------------------------------- 12 university course portal
def t12(rs: RowSet) -> None:
    # bad: turn 11 the agent's new discussion reply is stamped Mar 6 at 9:38pm, earlier than the assignment it submitted before it (turn 6: Submitted Mar 6 at 9:42pm) - the clock went backwards.
    base = "https://lms.brightwater.example"
    gnav = [el(10, "navigation", "Global"), "\t" + el(11, "link", "Account"), "\t" + el(12, "link", "Dashboard"), "\t" + el(13, "link", "Courses"),
            "\t" + el(14, "link", "Calendar"), "\t" + el(15, "link", "Inbox 2"), "\t" + el(16, "link", "Help")]
    cnav = [el(20, "navigation", "Course"), "\t" + el(21, "link", "Home"), "\t" + el(22, "link", "Announcements"), "\t" + el(23, "link", "Assignments"),
            "\t" + el(24, "link", "Discussions"), "\t" + el(25, "link", "Grades"), "\t" + el(26, "link", "Files"), "\t" + el(27, "link", "Syllabus")]
    crumbs = "CHEM 221-02"

    def cp(title: str, path: str, body: list[str]) -> str:
        return page(f"{title}: {crumbs} Organic Chemistry I", f"{base}/courses/5521{path}", gnav + cnav + [el(30, "main", "")] + body)

    dash = page("Dashboard", f"{base}/", gnav + [
        el(30, "main", ""), "\t" + el(31, "heading", "Dashboard"),
        "\t" + el(32, "link", "CHEM 221-02 Organic Chemistry I · Spring 2025"), "\t" + el(33, "link", "MATH 240-01 Linear Algebra · Spring 2025"),
        "\t" + el(34, "link", "HIST 118-03 The Atlantic World, 1450–1800 · Spring 2025"), "\t" + el(35, "link", "PHYS 152-01 Electricity & Magnetism · Spring 2025"),
        el(40, "complementary", "To Do"), "\t" + el(41, "link", "Turn in Problem Set 5"), "\t" + st("CHEM 221-02 · 40 points · Mar 7 at 11:59pm"),
        "\t" + el(43, "link", "Turn in Problem Set 7"), "\t" + st("MATH 240-01 · 25 points · Mar 10 at 9am")])

    home = cp("Home", "", ["\t" + el(100, "heading", "CHEM 221-02 Organic Chemistry I"),
                           "\t" + st("Dr. Anneliese Vogt · MWF 10:00–10:50 · Hollister Hall 112"),
                           "\t" + el(102, "heading", "Recent announcements"),
                           "\t" + el(103, "link", "Office hours moved to Thursday 3–5pm this week"), "\t" + st("Posted Mar 3 at 4:10pm"),
                           "\t" + el(105, "link", "Exam 2 will cover chapters 7–9"), "\t" + st("Posted Feb 27 at 11:02am"),
                           el(110, "complementary", "Coming up"), "\t" + el(111, "link", "Problem Set 5"), "\t" + st("40 points · Mar 7 at 11:59pm"),
                           "\t" + el(113, "link", "Lab Report 3: Recrystallization of Acetanilide"), "\t" + st("50 points · Mar 12 at 11:59pm")])

    def assignments() -> str:
        return cp("Assignments", "/assignments", [
            "\t" + el(120, "heading", "Assignments"), "\t" + el(121, "searchbox", "Search for Assignment"),
            "\t" + el(122, "heading", "Upcoming Assignments"),
            "\t" + el(123, "link", "Problem Set 5"), "\t" + st("Due Mar 7 at 11:59pm | -/40 pts"),
            "\t" + el(125, "link", "Lab Report 3: Recrystallization of Acetanilide"), "\t" + st("Due Mar 12 at 11:59pm | -/50 pts"),
            "\t" + el(127, "heading", "Past Assignments"),
            "\t" + el(128, "link", "Problem Set 4"), "\t" + st("Due Feb 28 at 11:59pm | 36/40 pts"),
            "\t" + el(130, "link", "Quiz 3"), "\t" + st("Due Feb 24 at 10am | 18/20 pts"),
            "\t" + el(132, "link", "Lab Report 2: Melting Point Determination"), "\t" + st("Due Feb 19 at 11:59pm | 45/50 pts")])

    desc = ("Problems 7.14, 7.22, 7.31, 8.6 and 8.19 from Klein, 4th ed. Show mechanisms with curved arrows. Type your answers in the "
            "text box or upload a single PDF.")

    def ps5(stage: str, text: str = "") -> str:
        body = ["\t" + el(140, "heading", "Problem Set 5"), "\t" + st("Due Mar 7 at 11:59pm · Points 40 · Submitting a text entry box or a file upload"),
                "\t" + st(desc)]
        if stage == "view":
            body += ["\t" + el(145, "button", "Start Assignment")]
        elif stage == "edit":
            body += ["\t" + el(150, "tablist", ""), "\t\t" + el(151, "tab", "Text Entry", "selected=True"), "\t\t" + el(152, "tab", "File Upload", "selected=False"),
                     "\t" + el(153, "textbox", "Rich Content Editor", "multiline=True", *(["focused"] if text else []))] + (["\t\t" + st(text)] if text else []) + [
                     "\t" + el(155, "button", "Cancel"), "\t" + el(156, "button", "Submit Assignment")]
        else:
            body += ["\t" + el(160, "status", ""), "\t\t" + st("Submitted!"), "\t\t" + st("Mar 6 at 9:42pm"),
                     "\t" + el(162, "link", "Submission Details"), "\t" + el(163, "button", "New Attempt"),
                     "\t" + st("Your submission: text entry, 1 attempt")]
        return cp("Problem Set 5", "/assignments/88410", body)

    rows = [("Problem Set 5", "Mar 7 by 11:59pm", "Submitted", "-/40"), ("Problem Set 4", "Feb 28 by 11:59pm", "", "36/40"),
            ("Quiz 3", "Feb 24 by 10am", "", "18/20"), ("Problem Set 3", "Feb 21 by 11:59pm", "", "38/40"),
            ("Lab Report 2: Melting Point Determination", "Feb 19 by 11:59pm", "", "45/50"), ("Quiz 2", "Feb 10 by 10am", "", "19/20"),
            ("Problem Set 2", "Feb 7 by 11:59pm", "", "37/40"), ("Lab Report 1: Thin-Layer Chromatography", "Feb 5 by 11:59pm", "", "44/50"),
            ("Quiz 1", "Jan 27 by 10am", "", "17/20"), ("Problem Set 1", "Jan 24 by 11:59pm", "", "35/40")]
    grades = cp("Grades for Lucas Ferreira-Almeida", "/grades", [
        "\t" + el(170, "heading", "Grades for Lucas Ferreira-Almeida"), "\t" + el(171, "combobox", "Arrange By", "hasPopup='menu'"), "\t\t" + st("Due Date"),
        "\t" + el(172, "table", ""), "\t\t" + el(173, "row", "Name Due Status Score")] + [
        "\t\t" + el(174 + i, "row", f"{n} {d} {s} {sc}".replace("  ", " ")) for i, (n, d, s, sc) in enumerate(rows)] + [
        "\t" + st("Total: 90.31% (289.00 / 320.00)"), "\t" + st("Submission for Problem Set 5 on Mar 6 at 9:42pm; not graded yet.")])

    disc_list = cp("Discussions", "/discussion_topics", [
        "\t" + el(200, "heading", "Discussions"), "\t" + el(201, "searchbox", "Search by title or author..."), "\t" + el(202, "heading", "Discussions"),
        "\t" + el(203, "link", "PS5 Q3: E2 or E1 for 2-bromo-2-methylbutane with ethoxide?"), "\t" + st("Priya Raman · 6 replies · Last post Mar 6 at 8:55pm"),
        "\t" + el(205, "link", "Lab 3 group sign-ups"), "\t" + st("Dr. Anneliese Vogt · 31 replies · Last post Mar 5 at 1:17pm"),
        "\t" + el(207, "link", "Exam 2 study group (Sunday, library room 3B)"), "\t" + st("Jonah Whitlock · 9 replies · Last post Mar 4 at 10:40pm")])

    replies = [("Priya Raman", "Mar 6 at 7:12pm", "For 7.31: strong base plus tertiary halide says E2, but the book answer shows the Zaitsev product only. Shouldn't ethoxide give some Hofmann product too?"),
               ("Jonah Whitlock", "Mar 6 at 7:30pm", "Ethoxide is small, so Zaitsev dominates. Hofmann is what you'd get with tert-butoxide."),
               ("Priya Raman", "Mar 6 at 7:41pm", "Makes sense, so the minor product just isn't drawn?"),
               ("Mateo Quispe", "Mar 6 at 8:02pm", "I think they only want the major product. Dr. Vogt said that in lecture on Monday."),
               ("Ines Kowalczyk (TA)", "Mar 6 at 8:31pm", "Correct: draw the major product and name it. Mention the minor product for full marks on the mechanism part."),
               ("Priya Raman", "Mar 6 at 8:55pm", "Thank you!")]
    mine = ("Lucas Ferreira-Almeida", "Mar 6 at 9:38pm", "Same question on 8.19: with DBU I got the less substituted alkene. Is that because DBU is bulky, like tert-butoxide?")

    def topic(draft: str = "", posted: bool = False) -> str:
        rs_ = replies + ([mine] if posted else [])
        body = ["\t" + el(220, "heading", "PS5 Q3: E2 or E1 for 2-bromo-2-methylbutane with ethoxide?"),
                "\t" + st(f"{len(rs_)} replies")]
        for i, (who, when, text) in enumerate(rs_):
            b = 230 + i * 4
            body += ["\t" + el(b, "article", ""), "\t\t" + el(b + 1, "link", who), "\t\t" + st(when), "\t\t" + st(text), "\t\t" + el(b + 2, "button", "Reply")]
        body += ["\t" + el(270, "textbox", "Write a reply…", "multiline=True", *(["focused"] if draft else []))] + (["\t\t" + st(draft)] if draft else []) + [
            "\t" + el(271, "button", "Post Reply")]
        return cp("PS5 Q3: E2 or E1 for 2-bromo-2-methylbutane with ethoxide?", "/discussion_topics/30917", body)

    answer = ("7.14 (a) SN2, inversion at C2; (b) E2 gives 2-methyl-2-butene (Zaitsev). 7.22: rate = k[RBr][EtO-], second order. 7.31: major product "
              "2-methyl-2-butene, minor 2-methyl-1-butene. 8.6: anti-periplanar H required, so only the trans product forms. 8.19: DBU gives the less substituted alkene.")
    turns = [
        (click(32), home),
        (click(23), assignments()),
        (click(123), ps5("view")),
        (click(145), ps5("edit")),
        (fill(153, answer), ps5("edit", answer)),
        (click(156), ps5("done")),
        (click(25), grades),
        (click(24), disc_list),
        (click(203), topic()),
        (fill(270, mine[2]), topic(mine[2])),
        (click(271), topic(posted=True)),
    ]
    rs.add(task="web", tid="h11-web-12", system=SYSTEM, turns=turns, state=dash, bad=True, turn=11,
           kind="new reply timestamp (9:38pm) is earlier than the submission made before it (9:42pm)")


# ---------------------------------------------------------------- 13 storefront coupon and checkout (clean)
def t13(rs: RowSet) -> None:
    # clean: coupon discount recomputed after a quantity change, shipping method switch changes the total, order placed empties the cart badge; all totals follow from the parts.
    base = "https://www.pinecrest-outfitters.example"

    def head(cart: int) -> list[str]:
        return [el(10, "link", "Pinecrest Outfitters"), el(11, "link", "My Account"), el(12, "link", "Sign Out"), st("Welcome, Renata Sobczak!"),
                el(14, "link", f"My Cart {cart} items" if cart else "My Cart"), el(15, "combobox", "Search entire store here...", "autocomplete='both'", "expanded=False"),
                el(16, "button", "Search"), el(17, "menubar", "", "orientation='horizontal'"), "\t" + el(18, "menuitem", "Men"),
                "\t" + el(19, "menuitem", "Women"), "\t" + el(20, "menuitem", "Camp & Hike"), "\t" + el(21, "menuitem", "Clearance")]

    def cart(socks: str, applied: bool, code: str = "", opened: bool = False, msg: str = "", updated: bool = True) -> str:
        n_socks = int(socks) if updated else 2
        sub = 24 * n_socks + 89
        disc = round(sub * 0.15, 2) if applied else 0.0
        body = [el(30, "main", "")]
        if msg:
            body += ["\t" + el(31, "alert", ""), "\t\t" + st(msg)]
        body += ["\t" + el(32, "heading", "Shopping Cart"), "\t" + el(33, "table", "Shopping Cart Items"),
                 "\t\t" + el(34, "row", "Item Price Qty Subtotal"),
                 "\t\t" + el(35, "row", ""), "\t\t\t" + el(36, "link", "Merino Crew Socks 3-Pack"), "\t\t\t" + st("Color: Charcoal · Size: M"),
                 "\t\t\t" + st("$24.00"), "\t\t\t" + el(38, "spinbutton", "Qty"), "\t\t\t\t" + st(socks), "\t\t\t" + st(f"${24 * n_socks:.2f}"),
                 "\t\t\t" + el(39, "link", "Edit item parameters"), "\t\t\t" + el(40, "link", "Remove item"),
                 "\t\t" + el(41, "row", ""), "\t\t\t" + el(42, "link", "Packable Rain Shell"), "\t\t\t" + st("Color: Spruce · Size: L"),
                 "\t\t\t" + st("$89.00"), "\t\t\t" + el(44, "spinbutton", "Qty"), "\t\t\t\t" + st("1"), "\t\t\t" + st("$89.00"),
                 "\t\t\t" + el(45, "link", "Edit item parameters"), "\t\t\t" + el(46, "link", "Remove item"),
                 "\t" + el(47, "link", "Continue Shopping"), "\t" + el(48, "button", "Update Shopping Cart"),
                 "\t" + el(50, "button", "Apply Discount Code", f"expanded={opened or applied}")]
        if applied:
            body += ["\t" + el(51, "textbox", "Enter discount code", "disabled=True"), "\t\t" + st("TRAIL15"), "\t" + el(53, "button", "Cancel Coupon")]
        elif opened:
            body += ["\t" + el(51, "textbox", "Enter discount code", *(["focused"] if code else []))] + (["\t\t" + st(code)] if code else []) + ["\t" + el(52, "button", "Apply Discount")]
        body += ["\t" + el(60, "heading", "Summary"), "\t" + el(61, "table", ""), "\t\t" + el(62, "row", f"Subtotal ${sub:.2f}")]
        if applied:
            body += ["\t\t" + el(63, "row", f"Discount (TRAIL15 – 15% off) -${disc:.2f}")]
        body += ["\t\t" + el(64, "row", "Shipping (Flat Rate - Fixed) $5.00"), "\t\t" + el(65, "row", f"Order Total ${sub - disc + 5:.2f}"),
                 "\t" + el(66, "button", "Proceed to Checkout")]
        return page("Shopping Cart", f"{base}/checkout/cart/", head(n_socks + 1) + body)

    addr = ["\t\t" + st("Renata Sobczak"), "\t\t" + st("4120 NE Alameda St"), "\t\t" + st("Portland, Oregon 97212"), "\t\t" + st("United States"), "\t\t" + st("(503) 555-0148")]

    def shipping(table: bool) -> str:
        return page("Checkout", f"{base}/checkout/#shipping", head(2) + [
            el(30, "main", ""), "\t" + el(100, "list", "Checkout progress"), "\t\t" + el(101, "listitem", "Shipping", "current=step"), "\t\t" + el(102, "listitem", "Review & Payments"),
            "\t" + el(103, "heading", "Shipping Address"), "\t" + el(104, "group", "Selected address")] + addr + [
            "\t" + el(110, "button", "+ New Address"), "\t" + el(111, "heading", "Shipping Methods"), "\t" + el(112, "table", ""),
            "\t\t" + el(113, "row", ""), "\t\t\t" + el(114, "radio", "Flat Rate $5.00 Fixed", f"checked={'false' if table else 'true'}"),
            "\t\t" + el(115, "row", ""), "\t\t\t" + el(116, "radio", "Table Rate $12.40 Best Way (2-day)", f"checked={'true' if table else 'false'}"),
            "\t" + el(118, "button", "Next"),
            el(120, "complementary", "Order Summary"), "\t" + st("2 Items in Cart"), "\t" + st("Cart Subtotal $113.00"),
            "\t" + el(123, "button", "Merino Crew Socks 3-Pack Qty 1 $24.00", "expanded=False"), "\t" + el(124, "button", "Packable Rain Shell Qty 1 $89.00", "expanded=False")])

    review = page("Checkout", f"{base}/checkout/#payment", head(2) + [
        el(30, "main", ""), "\t" + el(100, "list", "Checkout progress"), "\t\t" + el(101, "listitem", "Shipping"), "\t\t" + el(102, "listitem", "Review & Payments", "current=step"),
        "\t" + el(130, "heading", "Payment Method"), "\t" + el(131, "radio", "Check / Money order", "checked=true"),
        "\t" + el(132, "checkbox", "My billing and shipping address are the same", "checked=true"), "\t" + el(133, "group", "Billing address")] + addr + [
        "\t" + el(138, "button", "Place Order"), "\t" + el(139, "button", "Apply Discount Code", "expanded=False"), "\t" + st("Discount code TRAIL15 applied"),
        el(140, "complementary", "Order Summary"), "\t" + el(141, "table", ""), "\t\t" + el(142, "row", "Cart Subtotal $113.00"),
        "\t\t" + el(143, "row", "Discount (TRAIL15 – 15% off) -$16.95"), "\t\t" + el(144, "row", "Shipping Table Rate - Best Way (2-day) $12.40"),
        "\t\t" + el(145, "row", "Order Total $108.45"),
        "\t" + el(146, "heading", "Ship To:"), "\t" + st("Renata Sobczak, 4120 NE Alameda St, Portland, Oregon 97212"),
        "\t" + el(148, "heading", "Shipping Method:"), "\t" + st("Table Rate - Best Way (2-day)")])

    thanks = page("Success Page", f"{base}/checkout/onepage/success/", head(0) + [
        el(30, "main", ""), "\t" + el(150, "heading", "Thank you for your purchase!"), "\t" + st("Your order number is:"), "\t" + el(152, "link", "000004471"),
        "\t" + st("We'll email you an order confirmation with details and tracking info."), "\t" + el(154, "link", "Continue Shopping")])

    order = page("Order # 000004471", f"{base}/sales/order/view/order_id/4471/", head(0) + [
        el(30, "main", ""), "\t" + el(160, "heading", "Order # 000004471"), "\t" + st("Pending"), "\t" + st("Order Date: March 21, 2025"),
        "\t" + el(163, "link", "Reorder"), "\t" + el(164, "link", "Print Order"),
        "\t" + el(165, "table", "Items Ordered"), "\t\t" + el(166, "row", "Product Name SKU Price Qty Subtotal"),
        "\t\t" + el(167, "row", "Merino Crew Socks 3-Pack Color: Charcoal Size: M PO-MCS3-CH-M $24.00 Ordered: 1 $24.00"),
        "\t\t" + el(168, "row", "Packable Rain Shell Color: Spruce Size: L PO-PRS-SP-L $89.00 Ordered: 1 $89.00"),
        "\t\t" + el(169, "row", "Subtotal $113.00"), "\t\t" + el(170, "row", "Discount (TRAIL15 – 15% off) -$16.95"),
        "\t\t" + el(171, "row", "Shipping & Handling $12.40"), "\t\t" + el(172, "row", "Grand Total $108.45"),
        "\t" + el(175, "heading", "Order Information"), "\t" + st("Shipping Method: Table Rate - Best Way (2-day)"),
        "\t" + st("Payment Method: Check / Money order")])

    turns = [
        (click(50), cart("2", False, opened=True)),
        (fill(51, "TRAIL15"), cart("2", False, "TRAIL15", opened=True)),
        (click(52), cart("2", True, msg='You used coupon code "TRAIL15".')),
        (fill(38, "1"), cart("1", True, msg='You used coupon code "TRAIL15".', updated=False)),
        (click(48), cart("1", True)),
        (click(66), shipping(False)),
        (click(116), shipping(True)),
        (click(118), review),
        (click(138), thanks),
        (click(152), order),
    ]
    rs.add(task="web", tid="h11-web-13", system=SYSTEM, turns=turns, state=cart("2", False), kind="clean")


# ---------------------------------------------------------------- 14 internal wiki page and history
def t14(rs: RowSet) -> None:
    # bad: turn 6 the current revision's Escalation section says "within 5 minutes"; turn 3 read the same current revision (last edited 11 March 2025) with "within 15 minutes" and nothing was edited in between.
    base = "https://wiki.tallgrass.example"
    head = [el(10, "link", "Visit the main page"), el(11, "navigation", "Navigation"), "\t" + el(12, "link", "Main page"), "\t" + el(13, "link", "Recent changes"),
            "\t" + el(14, "link", "Random page"), "\t" + el(15, "link", "Help about MediaWiki"),
            el(16, "link", "Bwalya Mwale"), el(17, "link", "Talk"), el(18, "link", "Preferences"), el(19, "link", "Log out")]

    def sbox(q: str = "", focus: bool = False) -> list[str]:
        return box(20, "searchbox", "Search Tallgrass Ops Wiki [alt-shift-f]", q, *(["focused"] if focus else [])) + [el(21, "button", "Go")]

    def tabs(sel: str) -> list[str]:
        return [el(22, "link", "Page"), el(23, "link", "Discussion"), el(24, "link", "Read", f"selected={sel == 'read'}"),
                el(25, "link", "Edit"), el(26, "link", "View history", f"selected={sel == 'history'}"), el(27, "button", "Tools", "hasPopup='menu'")]

    def main(q: str = "", focus: bool = False) -> str:
        return page("Tallgrass Ops Wiki", f"{base}/wiki/Main_Page", head + sbox(q, focus) + [
            el(30, "main", ""), "\t" + el(31, "heading", "Main Page"), "\t" + st("Welcome to the Tallgrass Ops Wiki: runbooks, rotations and post-incident reviews for Platform, Data and Payments."),
            "\t" + el(33, "link", "Runbook index"), "\t" + el(34, "link", "Incident severity levels"), "\t" + el(35, "link", "Post-incident reviews 2025"),
            "\t" + st("This page was last edited on 7 January 2025, at 09:30.")])

    results = page("Search results for \"on-call rotation\" - Tallgrass Ops Wiki", f"{base}/index.php?search=on-call+rotation&title=Special%3ASearch&fulltext=1",
                   head + sbox("on-call rotation") + [
                       el(30, "main", ""), "\t" + el(40, "heading", "Search results"), "\t" + st("Results 1 – 4 of 4"),
                       "\t" + el(42, "link", "On-call rotation (Platform)"), "\t" + st("...the Platform on-call rotation runs Monday 10:00 to Monday 10:00... escalation..."), "\t" + st("2 KB (338 words) - 16:24, 11 March 2025"),
                       "\t" + el(45, "link", "On-call rotation (Data)"), "\t" + st("...Data team on-call covers Airflow, the warehouse loaders and..."), "\t" + st("3 KB (471 words) - 10:02, 4 February 2025"),
                       "\t" + el(48, "link", "On-call compensation policy"), "\t" + st("...each full week of on-call rotation earns one day of time in lieu..."), "\t" + st("1 KB (190 words) - 08:15, 2 December 2024"),
                       "\t" + el(51, "link", "PagerDuty setup"), "\t" + st("...add yourself to the rotation schedule before your first shift..."), "\t" + st("4 KB (602 words) - 13:48, 19 November 2024")])

    def article(minutes: str) -> str:
        return page("On-call rotation (Platform) - Tallgrass Ops Wiki", f"{base}/wiki/On-call_rotation_(Platform)", head + sbox() + tabs("read") + [
            el(30, "main", ""), "\t" + el(60, "heading", "On-call rotation (Platform)"),
            "\t" + el(61, "navigation", "Contents"), "\t\t" + el(62, "link", "1 Schedule"), "\t\t" + el(63, "link", "2 Escalation"),
            "\t\t" + el(64, "link", "3 Handoff checklist"), "\t\t" + el(65, "link", "4 See also"),
            "\t" + el(66, "heading", "Schedule"),
            "\t" + st("The Platform rotation runs Monday 10:00 to Monday 10:00 (America/Chicago). Primary and secondary come from the PagerDuty schedules PLAT-PRIMARY and PLAT-SECONDARY."),
            "\t" + el(68, "heading", "Escalation"),
            "\t" + st(f"If the primary does not acknowledge within {minutes} minutes, PagerDuty pages the secondary. After a further 15 minutes it pages the Platform engineering manager (currently Odalys Ferreira)."),
            "\t" + el(70, "heading", "Handoff checklist"), "\t" + el(71, "list", ""),
            "\t\t" + el(72, "listitem", "Review open incidents in #plat-incidents."), "\t\t" + el(73, "listitem", "Check the error-budget dashboard for burn above 2x."),
            "\t\t" + el(74, "listitem", "Confirm your phone number and push notifications in PagerDuty."),
            "\t\t" + el(75, "listitem", "Read last week's handoff notes."),
            "\t" + el(76, "heading", "See also"), "\t" + el(77, "link", "Incident severity levels"), "\t" + el(78, "link", "Runbook index"),
            "\t" + st("This page was last edited on 11 March 2025, at 16:24."), "\t" + st("Category: Rotations")])

    history = page("On-call rotation (Platform): Revision history - Tallgrass Ops Wiki",
                   f"{base}/index.php?title=On-call_rotation_(Platform)&action=history", head + sbox() + tabs("history") + [
                       el(30, "main", ""), "\t" + el(80, "heading", "On-call rotation (Platform): Revision history"),
                       "\t" + el(81, "button", "Compare selected revisions"), "\t" + el(82, "list", ""),
                       "\t\t" + el(83, "listitem", ""), "\t\t\t" + st("cur"), "\t\t\t" + el(84, "link", "prev"), "\t\t\t" + el(85, "link", "16:24, 11 March 2025"),
                       "\t\t\t" + el(86, "link", "JKowalczyk"), "\t\t\t" + st("m 2,418 bytes +96 (Handoff checklist: add step 4)"),
                       "\t\t" + el(88, "listitem", ""), "\t\t\t" + el(89, "link", "cur"), "\t\t\t" + el(90, "link", "prev"), "\t\t\t" + el(91, "link", "09:10, 26 February 2025"),
                       "\t\t\t" + el(92, "link", "OFerreira"), "\t\t\t" + st("2,322 bytes +1 (Escalation: page the secondary after 15 min, per INC-2291 review)"),
                       "\t\t" + el(94, "listitem", ""), "\t\t\t" + el(95, "link", "cur"), "\t\t\t" + el(96, "link", "prev"), "\t\t\t" + el(97, "link", "14:02, 3 January 2025"),
                       "\t\t\t" + el(98, "link", "RNakagawa"), "\t\t\t" + st("2,321 bytes +412 (Add handoff checklist)"),
                       "\t\t" + el(100, "listitem", ""), "\t\t\t" + el(101, "link", "cur"), "\t\t\t" + st("prev"), "\t\t\t" + el(102, "link", "11:45, 18 October 2024"),
                       "\t\t\t" + el(103, "link", "RNakagawa"), "\t\t\t" + st("1,909 bytes +1,909 (Created page)")])

    diff = page("On-call rotation (Platform): Difference between revisions - Tallgrass Ops Wiki",
                f"{base}/index.php?title=On-call_rotation_(Platform)&diff=4410&oldid=4127", head + sbox() + tabs("history") + [
                    el(30, "main", ""), "\t" + el(110, "heading", "On-call rotation (Platform): Difference between revisions"),
                    "\t" + el(111, "table", ""),
                    "\t\t" + el(112, "row", "Revision as of 14:02, 3 January 2025 (edit) RNakagawa (Add handoff checklist) ← Older edit"),
                    "\t\t" + el(113, "row", "Revision as of 09:10, 26 February 2025 (edit) OFerreira (Escalation: page the secondary after 15 min, per INC-2291 review) Newer edit →"),
                    "\t\t" + el(114, "row", "Line 5: Line 5:"),
                    "\t\t" + el(115, "row", "− If the primary does not acknowledge within 5 minutes, PagerDuty pages the secondary. After a further 15 minutes it pages the Platform engineering manager (currently Odalys Ferreira)."),
                    "\t\t" + el(116, "row", "+ If the primary does not acknowledge within 15 minutes, PagerDuty pages the secondary. After a further 15 minutes it pages the Platform engineering manager (currently Odalys Ferreira)."),
                    "\t" + st("Revision as of 09:10, 26 February 2025 by OFerreira"), "\t" + el(118, "link", "Newer edit →")])

    talk = page("Talk:On-call rotation (Platform) - Tallgrass Ops Wiki", f"{base}/wiki/Talk:On-call_rotation_(Platform)", head + sbox() + [
        el(22, "link", "Page"), el(23, "link", "Discussion", "selected=True"), el(24, "link", "Read"), el(25, "link", "Edit"), el(26, "link", "View history"),
        el(30, "main", ""), "\t" + el(120, "heading", "Talk:On-call rotation (Platform)"),
        "\t" + el(121, "heading", "Secondary escalation timing"),
        "\t" + st("Moved the secondary page later after the INC-2291 review: primaries were being auto-escalated while still walking to a laptop. — OFerreira (talk) 09:14, 26 February 2025 (CST)"),
        "\t" + st("Agreed, secondaries were getting woken up for nothing. — RNakagawa (talk) 10:02, 26 February 2025 (CST)"),
        "\t" + el(124, "heading", "Handoff notes location"),
        "\t" + st("Where do the weekly handoff notes live now that the old Confluence space is archived? — JKowalczyk (talk) 16:20, 11 March 2025 (CDT)"),
        "\t" + st("Pinned in #plat-oncall, one thread per week. — OFerreira (talk) 16:41, 11 March 2025 (CDT)"),
        "\t" + el(127, "link", "Incident severity levels")])

    sev = page("Incident severity levels - Tallgrass Ops Wiki", f"{base}/wiki/Incident_severity_levels", head + sbox() + tabs("read") + [
        el(30, "main", ""), "\t" + el(130, "heading", "Incident severity levels"), "\t" + el(131, "table", ""),
        "\t\t" + el(132, "row", "Level Definition Response"),
        "\t\t" + el(133, "row", "SEV1 Customer-facing outage or data loss Page primary, open bridge, status page within 15 min"),
        "\t\t" + el(134, "row", "SEV2 Major degradation, no workaround Page primary, update #plat-incidents every 30 min"),
        "\t\t" + el(135, "row", "SEV3 Minor degradation or internal-only impact Ticket, next business day"),
        "\t" + st("This page was last edited on 7 January 2025, at 09:28.")])

    turns = [
        (fill(20, "on-call rotation"), main("on-call rotation", True)),
        (press(20, "Enter"), results),
        (click(42), article("15")),
        (click(26), history),
        (click(90), diff),
        (click(24), article("5")),
        (click(23), talk),
        (click(127), sev),
    ]
    rs.add(task="web", tid="h11-web-14", system=SYSTEM, turns=turns, state=main(), bad=True, turn=6,
           kind="escalation delay in the current revision's text differs between two reads with no edit (15 vs 5 minutes)")


# ---------------------------------------------------------------- 15 public library catalog (clean)
def t15(rs: RowSet) -> None:
    # clean: a format facet hides five results and clearing it brings them back, placing a hold raises the waitlist and the Holds count, cancelling another hold lowers it again.
    base = "https://ashford.catalog.example"

    def head(holds: int, q: str = "", focus: bool = False) -> list[str]:
        return [el(10, "link", "Ashford Public Library"), el(11, "link", "My Account"), el(12, "link", "Checked out (3)"),
                el(13, "link", f"Holds ({holds})"), el(14, "link", "Fines $0.00"), el(15, "button", "Log out"),
                el(18, "combobox", "Search by", "hasPopup='listbox'"), "\t" + st("Keyword"),
                *box(20, "searchbox", "Search the catalog", q, *(["focused"] if focus else [])), el(21, "button", "Search")]

    def homep(q: str = "", focus: bool = False) -> str:
        return page("Ashford Public Library Catalog", f"{base}/", head(1, q, focus) + [
            el(30, "main", ""), "\t" + el(31, "heading", "Welcome, Joanna"), "\t" + st("Your library card expires on Nov 30, 2026."),
            "\t" + el(33, "heading", "New & notable"), "\t" + el(34, "link", "James · Percival Everett"), "\t" + el(35, "link", "The Women · Kristin Hannah"),
            "\t" + el(36, "link", "Intermezzo · Sally Rooney"), "\t" + el(37, "heading", "Branch hours today"), "\t" + st("Ashford Main 9:00–20:00 · Eastgate 10:00–18:00")])

    home = homep()

    items = {
        "a": ("The Overstory: A Novel", "Powers, Richard", "Book · 2018", "Available: 3 of 5 copies at Ashford Main, Eastgate", "Place hold"),
        "b": ("The Overstory", "Powers, Richard", "eBook (Libby) · 2018", "All copies in use · Holds: 3 on 2 copies", "Place hold"),
        "c": ("The Overstory", "Powers, Richard", "eAudiobook (Libby) · 2018", "Available: 1 of 2 copies", "Borrow"),
        "d": ("The Overstory [large print]", "Powers, Richard", "Large Print Book · 2019", "Available: 1 of 1 copy at Ashford Main", "Place hold"),
        "e": ("The Overstory [sound recording]", "Powers, Richard", "Audiobook CD · 2018", "Checked out · Due Apr 2, 2025", "Place hold"),
        "f": ("The Understory: A Field Guide to Forest Floors", "Reyes, Maribel", "Book · 2021", "Available: 2 of 2 copies at Eastgate", "Place hold"),
    }
    bids = {"a": 60, "b": 70, "c": 80, "d": 90, "e": 100, "f": 110}

    def results(keys: str, held: bool, chip: bool, holds: int, banner: str = "", dialog: bool = False) -> str:
        body = [el(30, "main", "")]
        if banner:
            body += ["\t" + el(39, "status", ""), "\t\t" + st(banner)]
        body += ["\t" + el(40, "heading", f"{len(keys)} result{'s' if len(keys) > 1 else ''} for the overstory")]
        if chip:
            body += ["\t" + el(41, "button", "Remove filter Format: eBook"), "\t" + el(42, "link", "Clear all filters")]
        body += ["\t" + el(43, "combobox", "Sort by", "hasPopup='listbox'"), "\t\t" + st("Relevance"),
                 el(44, "complementary", "Refine results"), "\t" + el(45, "heading", "Format")]
        if chip:
            body += ["\t" + el(47, "checkbox", "eBook (1)", "checked=true")]
        else:
            body += ["\t" + el(46, "checkbox", "Book (2)", "checked=false"), "\t" + el(47, "checkbox", "eBook (1)", "checked=false"),
                     "\t" + el(48, "checkbox", "eAudiobook (1)", "checked=false"), "\t" + el(49, "checkbox", "Large Print Book (1)", "checked=false"),
                     "\t" + el(50, "checkbox", "Audiobook CD (1)", "checked=false")]
        body += [el(55, "list", "Search results")]
        for k in keys:
            t, a, f, avail, btn = items[k]
            b = bids[k]
            if k == "b" and held:
                avail, btn = "All copies in use · Holds: 4 on 2 copies · On hold for you (#4 in line)", ""
            body += ["\t" + el(b, "listitem", ""), "\t\t" + el(b + 1, "link", t), "\t\t" + el(b + 2, "link", a), "\t\t" + st(f), "\t\t" + st(avail)]
            body += ["\t\t" + el(b + 5, "button", btn)] if btn else ["\t\t" + el(b + 6, "link", "Manage hold")]
        if dialog:
            body += [el(150, "dialog", "Place hold", "modal=True"), "\t" + el(151, "heading", "Place hold on The Overstory (eBook)"),
                     "\t" + st("Notify me by email at j.ostrowski@mailbox.example"), "\t" + el(153, "checkbox", "Automatically borrow when available", "checked=true"),
                     "\t" + el(154, "button", "Confirm hold"), "\t" + el(155, "button", "Cancel")]
        url = f"{base}/search?q=the+overstory&searchType=keyword" + ("&f_FORMAT=EBOOK" if chip else "")
        return page("Search results for the overstory | Ashford Public Library", url, head(holds, "the overstory") + body)

    def holds(both: bool, banner: str = "", dialog: bool = False) -> str:
        body = [el(30, "main", "")]
        if banner:
            body += ["\t" + el(39, "status", ""), "\t\t" + st(banner)]
        body += ["\t" + el(160, "heading", f"Holds ({2 if both else 1})"), "\t" + el(161, "table", ""),
                 "\t\t" + el(162, "row", "Title Format Placed Position Status"),
                 "\t\t" + el(163, "row", ""), "\t\t\t" + el(164, "link", "The Overstory"), "\t\t\t" + el(165, "cell", "eBook"),
                 "\t\t\t" + el(166, "cell", "Mar 21, 2025"), "\t\t\t" + el(167, "cell", "#4"), "\t\t\t" + el(168, "cell", "Waiting for a copy"),
                 "\t\t\t" + el(169, "button", "Cancel hold")]
        if both:
            body += ["\t\t" + el(173, "row", ""), "\t\t\t" + el(174, "link", "Piranesi"), "\t\t\t" + el(175, "cell", "Book"),
                     "\t\t\t" + el(176, "cell", "Mar 2, 2025"), "\t\t\t" + el(177, "cell", "#1"), "\t\t\t" + el(178, "cell", "In transit to Ashford Main"),
                     "\t\t\t" + el(179, "button", "Cancel hold")]
        if dialog:
            body += [el(180, "dialog", "Cancel hold?", "modal=True"), "\t" + st("Cancel your hold on Piranesi by Susanna Clarke? You will lose your place in line."),
                     "\t" + el(182, "button", "Yes, cancel hold"), "\t" + el(183, "button", "Keep hold")]
        return page("Holds | My Account | Ashford Public Library", f"{base}/account/holds", head(2 if both else 1) + body)

    checked = page("Checked out | My Account | Ashford Public Library", f"{base}/account/checkedout", head(1) + [
        el(30, "main", ""), "\t" + el(190, "heading", "Checked out (3)"), "\t" + el(191, "table", ""),
        "\t\t" + el(192, "row", "Title Format Due Renewals"),
        "\t\t" + el(193, "row", "Dune: Part Two DVD Due Mar 24, 2025 0 of 2"),
        "\t\t" + el(194, "row", "The Ministry for the Future Book Due Mar 28, 2025 1 of 2"),
        "\t\t" + el(195, "row", "Braiding Sweetgrass Book Due Apr 4, 2025 0 of 2"),
        "\t" + el(196, "button", "Renew all")])

    allk = "abcdef"
    placed = "Hold placed on The Overstory (eBook). You are #4 in line; estimated wait about 6 weeks."
    turns = [
        (fill(20, "the overstory"), homep("the overstory", True)),
        (press(20, "Enter"), results(allk, False, False, 1)),
        (click(47), results("b", False, True, 1)),
        (click(75), results("b", False, True, 1, dialog=True)),
        (click(154), results("b", True, True, 2, placed)),
        (click(42), results(allk, True, False, 2)),
        (click(13), holds(True)),
        (click(179), holds(True, dialog=True)),
        (click(182), holds(False, "Your hold on Piranesi was cancelled.")),
        (click(12), checked),
    ]
    rs.add(task="web", tid="h11-web-15", system=SYSTEM, turns=turns, state=home, kind="clean")


# ---------------------------------------------------------------- 16 forum comment deletion
def t16(rs: RowSet) -> None:
    # bad: turn 7 the agent's profile lists again the comment it deleted at turn 3 (turn 3 confirmed deletion, turns 5-6 show the post with 8 comments and without it).
    base = "https://forum.spokewise.example"
    head = [el(10, "link", "Spokewise"), el(11, "link", "Forums"), el(12, "link", "Wiki"), el(14, "searchbox", "Search query"),
            el(16, "link", "Notifications (1)"), el(17, "link", "Submit"), el(18, "link", "quietcadence")]
    T1 = "Which lock for a cargo bike? Leaving it outside a daycare for 9 hours"
    T2 = "Studded tires worth it for a Montréal winter?"
    MINE = "An Abus Granit X-Plus 540 plus a chain through the frame and the box mount. Cargo bikes get stolen for the box as much as for the bike."
    prof_rows = [(T1, "f/urbancycling", "2 days ago", MINE),
                 (T2, "f/urbancycling", "5 days ago", "Yes. Schwalbe Marathon Winter Plus, 240 studs; the first week on dry pavement is loud, then they bed in."),
                 ("City finally painted the Elm St contraflow lane", "f/urbancycling", "1 week ago", "Painted, not protected. Delivery vans were parked in it by lunchtime."),
                 ("Dynamo lights: hub vs bottle in 2025?", "f/bikecommuting", "2 weeks ago", "Hub. SON 28 plus an Edelux, eight years without a single failure."),
                 ("Is a 20 km commute each way sustainable on an e-bike?", "f/bikecommuting", "3 weeks ago", "Did it for two years. Budget for brake pads every 2,500 km.")]

    def profile(rows: list[tuple[str, str, str, str]]) -> str:
        body = [el(20, "main", ""), "\t" + el(200, "heading", "quietcadence"), "\t" + st("Registered 2 years ago"),
                "\t" + el(202, "link", "Submissions"), "\t" + el(203, "link", "Comments", "selected=True"), "\t" + el(205, "list", "")]
        for i, (t, f, ago, text) in enumerate(rows):
            b = 210 + i * 5
            body += ["\t\t" + el(b, "listitem", ""), "\t\t\t" + st("Commented on"), "\t\t\t" + el(b + 1, "link", t), "\t\t\t" + st("in"),
                     "\t\t\t" + el(b + 2, "link", f), "\t\t\t" + st(ago), "\t\t\t" + st(text)]
        return page("Comments by quietcadence", f"{base}/user/quietcadence/comments", head + body)

    C = [("boxbike_benji", "2 days ago", 12, "Kryptonite New York Fahgettaboudit mini through the rear wheel and the frame. Heavy, but it lives on the bike."),
         ("quietcadence", "2 days ago", 7, MINE),
         ("lenka_rides", "2 days ago", 3, "Chain through the box mount is a good idea, I hadn't thought about the box itself."),
         ("velo_vandal", "1 day ago", 5, "Insure it. Any lock is a time lock, and 9 hours outside a daycare is a long time."),
         ("tramlines", "1 day ago", 4, "Ask the daycare if there's a courtyard. Ours lets parents park inside the gate."),
         ("lenka_rides", "1 day ago", 2, "They said there's no room for a long-john, sadly."),
         ("boxbike_benji", "1 day ago", 1, "Then a ground anchor? Some daycares allow one if you pay for the install."),
         ("gearhub_grace", "20 hours ago", 2, "Also register the frame number with the bike index."),
         ("tramlines", "18 hours ago", 1, "+1 for insurance, my Bullitt was covered at full value.")]

    def post(deleted: bool, benji: bool, dialog: bool = False, flash: bool = False) -> str:
        cs = [(i, c) for i, c in enumerate(C) if not (deleted and c[0] == "quietcadence")]
        body = [el(20, "main", "")]
        if flash:
            body += ["\t" + el(29, "status", ""), "\t\t" + st("The comment was deleted.")]
        body += ["\t" + el(30, "article", ""), "\t\t" + el(31, "heading", T1), "\t\t" + st("Submitted by"), "\t\t" + el(33, "link", "lenka_rides"),
                 "\t\t" + st("2 days ago"), "\t\t" + st("in"), "\t\t" + el(35, "link", "f/urbancycling"),
                 "\t\t" + st("Omnium Cargo, about €4k. It has to sit at the rack outside the daycare from 8 to 5. What lock setup would you trust?"),
                 "\t\t" + el(37, "button", "Upvote"), "\t\t" + st("34"), "\t\t" + el(38, "button", "Downvote"),
                 "\t\t" + el(39, "link", f"{len(cs)} comments"),
                 "\t" + el(40, "textbox", "Comment", "multiline=True"), "\t" + el(41, "button", "Post"),
                 "\t" + el(42, "heading", f"{len(cs)} comments")]
        for i, (u, ago, sc, text) in cs:
            b = 50 + i * 8
            voted = benji and i == 0
            body += ["\t" + el(b, "article", ""), "\t\t" + el(b + 1, "link", u), "\t\t" + st(ago), "\t\t" + st(text),
                     "\t\t" + el(b + 2, "button", "Upvote", *(["pressed=True"] if voted else [])), "\t\t" + st(str(sc + (1 if voted else 0))),
                     "\t\t" + el(b + 3, "button", "Downvote"), "\t\t" + el(b + 4, "link", "Reply")]
            if u == "quietcadence":
                body += ["\t\t" + el(b + 5, "link", "Edit"), "\t\t" + el(b + 6, "button", "Delete")]
        if dialog:
            body += [el(150, "alertdialog", "Are you sure you want to delete this comment?", "modal=True"),
                     "\t" + el(151, "button", "Delete"), "\t" + el(152, "button", "Cancel")]
        return page(T1, f"{base}/f/urbancycling/51733/which-lock-for-a-cargo-bike-leaving-it-outside-a-daycare-for-9", head + body)

    listing = page("f/urbancycling", f"{base}/f/urbancycling", head + [
        el(20, "main", ""), "\t" + el(21, "heading", "f/urbancycling"), "\t" + el(22, "button", "Sort by: Hot", "hasPopup='menu'"),
        "\t" + el(29, "list", "")] + [
        ln for i, (t, u, ago, sc, n) in enumerate([
            ("City to add 14 km of protected lanes on Harbour Rd by 2026", "spokewise_news", "6 hours ago", 88, 37),
            (T1, "lenka_rides", "2 days ago", 34, 8),
            ("Drivers keep turning right across the Queen St lane — camera footage", "tramlines", "1 day ago", 61, 44),
            (T2, "frostbiker", "5 days ago", 41, 26),
            ("Bike bus to Lakeview Elementary, week 6: 23 kids!", "gearhub_grace", "3 days ago", 120, 18)])
        for ln in ["\t\t" + el(300 + i * 10, "article", ""), "\t\t\t" + el(301 + i * 10, "link", t), "\t\t\t" + st("Submitted by"),
                   "\t\t\t" + el(303 + i * 10, "link", u), "\t\t\t" + st(ago), "\t\t\t" + el(305 + i * 10, "link", f"{n} comments"),
                   "\t\t\t" + el(306 + i * 10, "button", "Upvote"), "\t\t\t" + st(str(sc)), "\t\t\t" + el(307 + i * 10, "button", "Downvote")]
    ] + [el(80, "complementary", ""), "\t" + el(81, "heading", "f/urbancycling"), "\t" + st("Riding, infrastructure and advocacy in cities."),
         "\t" + el(83, "button", "Unsubscribe"), "\t" + st("9,874 subscribers")])

    studded = page(T2, f"{base}/f/urbancycling/51412/studded-tires-worth-it-for-a-montreal-winter", head + [
        el(20, "main", ""), "\t" + el(30, "article", ""), "\t\t" + el(31, "heading", T2), "\t\t" + st("Submitted by"), "\t\t" + el(33, "link", "frostbiker"),
        "\t\t" + st("5 days ago"), "\t\t" + st("in"), "\t\t" + el(35, "link", "f/urbancycling"),
        "\t\t" + st("Moving from Vancouver. Is it worth €120 for studded tires or do people just ride on the cleared lanes?"),
        "\t\t" + el(37, "button", "Upvote"), "\t\t" + st("41"), "\t\t" + el(38, "button", "Downvote"), "\t\t" + el(39, "link", "26 comments"),
        "\t" + el(42, "heading", "26 comments"),
        "\t" + el(50, "article", ""), "\t\t" + el(51, "link", "quietcadence"), "\t\t" + st("5 days ago"),
        "\t\t" + st("Yes. Schwalbe Marathon Winter Plus, 240 studs; the first week on dry pavement is loud, then they bed in."),
        "\t\t" + el(52, "button", "Upvote"), "\t\t" + st("19"), "\t\t" + el(53, "button", "Downvote"), "\t\t" + el(54, "link", "Reply"),
        "\t\t" + el(55, "link", "Edit"), "\t\t" + el(56, "button", "Delete"),
        "\t" + el(58, "article", ""), "\t\t" + el(59, "link", "mtl_velo"), "\t\t" + st("5 days ago"),
        "\t\t" + st("The REV lanes get cleared, side streets don't. Studs for January and February at least."),
        "\t\t" + el(60, "button", "Upvote"), "\t\t" + st("14"), "\t\t" + el(61, "button", "Downvote"), "\t\t" + el(62, "link", "Reply"),
        "\t" + el(64, "link", "Load more comments (24)")])

    turns = [
        (click(211), post(False, False)),
        (click(64), post(False, False, dialog=True)),
        (click(151), post(True, False, flash=True)),
        (click(52), post(True, True)),
        (click(35), listing),
        (click(311), post(True, True)),
        (click(18), profile(prof_rows)),
        (click(216), studded),
    ]
    rs.add(task="web", tid="h11-web-16", system=SYSTEM, turns=turns, state=profile(prof_rows), bad=True, turn=7,
           kind="comment deleted by the agent reappears in its profile's comment list")


# ---------------------------------------------------------------- 17 event ticketing (clean)
def t17(rs: RowSet) -> None:
    # clean: quantities change the subtotal, a hold timer counts down, a promo code takes 10% off tickets (fees unchanged), an order number and three ticket barcodes are created, last year's order for the same festival is a different record.
    base = "https://tessera.example"
    nav = [el(10, "banner", ""), "\t" + el(11, "link", "Tessera"), "\t" + el(12, "searchbox", "Search events, venues, artists"),
           "\t" + el(13, "link", "My orders"), "\t" + el(14, "button", "Oksana P.", "hasPopup='menu'")]

    def event(ga: str = "0", youth: str = "0") -> str:
        n = int(ga) * 48 + int(youth) * 22
        return page("Northwind Folk Festival 2025 – Day Pass (Saturday) | Tessera", f"{base}/e/northwind-folk-festival-2025-day-pass-sat", nav + [
            el(30, "main", ""), "\t" + el(31, "heading", "Northwind Folk Festival 2025 – Day Pass (Saturday)"),
            "\t" + st("Sat, Jul 19, 2025 · Gates 11:00 · Riverside Commons, Duluth, MN"), "\t" + st("Presented by Northwind Arts Collective · All ages"),
            "\t" + el(34, "table", "Tickets"), "\t\t" + el(35, "row", "Ticket Price Quantity"),
            "\t\t" + el(36, "row", ""), "\t\t\t" + el(37, "cell", "General Admission"), "\t\t\t" + el(38, "cell", "$48.00 + $4.50 fee"),
            "\t\t\t" + el(39, "combobox", "Quantity for General Admission", "hasPopup='listbox'"), "\t\t\t\t" + st(ga),
            "\t\t" + el(40, "row", ""), "\t\t\t" + el(41, "cell", "Youth (6–17)"), "\t\t\t" + el(42, "cell", "$22.00 + $4.50 fee"),
            "\t\t\t" + el(43, "combobox", "Quantity for Youth (6–17)", "hasPopup='listbox'"), "\t\t\t\t" + st(youth),
            "\t\t" + el(44, "row", ""), "\t\t\t" + el(45, "cell", "Child (under 6)"), "\t\t\t" + el(46, "cell", "Free"),
            "\t\t\t" + el(47, "combobox", "Quantity for Child (under 6)", "hasPopup='listbox'"), "\t\t\t\t" + st("0"),
            "\t" + st(f"Subtotal: ${n:.2f}" if n else "Select tickets"),
            "\t" + el(50, "button", "Checkout", *([] if n else ["disabled=True"])),
            "\t" + el(52, "heading", "Lineup"), "\t" + st("The Low Anthem · Trampled by Turtles · Sarah Jarosz · Them Coulee Boys · Charlie Parr"),
            "\t" + el(54, "heading", "Refund policy"), "\t" + st("Refunds available until Jun 19, 2025. Fees are non-refundable.")])

    def checkout(timer: str, promo: str = "", applied: bool = False, email: str = "", name: str = "", focus: int = 0) -> str:
        body = [el(30, "main", ""), "\t" + el(60, "heading", "Checkout"), "\t" + el(61, "timer", ""), "\t\t" + st(f"Time left to complete checkout: {timer}"),
                "\t" + el(62, "heading", "Contact information"),
                *ind(box(63, "textbox", "Email", email, "required", *fo(focus, 63))), *ind(box(64, "textbox", "Full name", name, "required", *fo(focus, 64))),
                "\t" + el(66, "heading", "Payment"), "\t" + el(67, "radio", "Mastercard ending 0917 (saved)", "checked=true"),
                "\t" + el(68, "radio", "New card", "checked=false"),
                el(70, "complementary", "Order summary"), "\t" + st("Northwind Folk Festival 2025 – Day Pass (Saturday) · Sat, Jul 19, 2025"),
                "\t" + el(72, "table", ""), "\t\t" + el(73, "row", "2 × General Admission $96.00"), "\t\t" + el(74, "row", "1 × Youth (6–17) $22.00")]
        if applied:
            body += ["\t\t" + el(75, "row", "Promo NWFOLK10 (10% off tickets) -$11.80")]
        body += ["\t\t" + el(76, "row", "Service fees (3 × $4.50) $13.50"), "\t\t" + el(77, "row", f"Total {'$119.70' if applied else '$131.50'}")]
        if applied:
            body += ["\t" + st("NWFOLK10 applied."), "\t" + el(80, "button", "Remove promo code")]
        else:
            body += [*ind(box(78, "textbox", "Promo code", promo, *fo(focus, 78))), "\t" + el(79, "button", "Apply")]
        body += [el(90, "button", f"Place order · {'$119.70' if applied else '$131.50'}")]
        return page("Checkout | Tessera", f"{base}/checkout/hold/H-88f3c1", nav + body)

    done = page("Order confirmed | Tessera", f"{base}/orders/TS-5530912", nav + [
        el(30, "main", ""), "\t" + el(100, "heading", "You're going to Northwind Folk Festival 2025!"),
        "\t" + st("Order TS-5530912 · Charged $119.70 to Mastercard ending 0917"),
        "\t" + st("Tickets were emailed to oksana.petrenko@fastmail.example"),
        "\t" + st("2 × General Admission, 1 × Youth (6–17) · Sat, Jul 19, 2025 · Gates 11:00"),
        "\t" + el(104, "button", "View tickets"), "\t" + el(105, "link", "Add to calendar"), "\t" + el(106, "link", "Transfer tickets")])

    tickets = page("Tickets · TS-5530912 | Tessera", f"{base}/orders/TS-5530912/tickets", nav + [
        el(30, "main", ""), "\t" + el(110, "heading", "Your tickets (3)"),
        "\t" + el(111, "article", ""), "\t\t" + st("General Admission · Ticket 1 of 3"), "\t\t" + el(112, "image", "Barcode 5530912-0001-7Q"), "\t\t" + st("5530912-0001-7Q"),
        "\t" + el(114, "article", ""), "\t\t" + st("General Admission · Ticket 2 of 3"), "\t\t" + el(115, "image", "Barcode 5530912-0002-KD"), "\t\t" + st("5530912-0002-KD"),
        "\t" + el(117, "article", ""), "\t\t" + st("Youth (6–17) · Ticket 3 of 3"), "\t\t" + el(118, "image", "Barcode 5530912-0003-MV"), "\t\t" + st("5530912-0003-MV"),
        "\t" + st("Show each barcode at the gate. Youth tickets require the holder to be 17 or under; ID may be checked."),
        "\t" + el(120, "link", "Download PDF")])

    orders = page("My orders | Tessera", f"{base}/account/orders", nav + [
        el(30, "main", ""), "\t" + el(130, "heading", "My orders"), "\t" + el(131, "tablist", ""),
        "\t\t" + el(132, "tab", "Upcoming (1)", "selected=True"), "\t\t" + el(133, "tab", "Past (2)", "selected=False"),
        "\t" + el(134, "article", ""), "\t\t" + el(135, "link", "Northwind Folk Festival 2025 – Day Pass (Saturday)"),
        "\t\t" + st("Sat, Jul 19, 2025 · Riverside Commons, Duluth, MN"), "\t\t" + st("Order TS-5530912 · 3 tickets · $119.70"),
        "\t" + el(140, "heading", "Past"),
        "\t" + el(141, "article", ""), "\t\t" + el(142, "link", "Northwind Folk Festival 2024 – Weekend Pass"),
        "\t\t" + st("Jul 19–21, 2024 · Riverside Commons, Duluth, MN"), "\t\t" + st("Order TS-4471820 · 2 tickets · $212.00"),
        "\t" + el(146, "article", ""), "\t\t" + el(147, "link", "Charlie Parr with Dead Horses"),
        "\t\t" + st("Fri, Nov 8, 2024 · Sacred Heart Music Center, Duluth, MN"), "\t\t" + st("Order TS-4920155 · 2 tickets · $57.00")])

    turns = [
        (select(39, "2"), event("2")),
        (select(43, "1"), event("2", "1")),
        (click(50), checkout("9:58")),
        (fill(78, "NWFOLK10"), checkout("9:21", "NWFOLK10", focus=78)),
        (click(79), checkout("8:41", applied=True)),
        (fill(63, "oksana.petrenko@fastmail.example"), checkout("8:12", applied=True, email="oksana.petrenko@fastmail.example", focus=63)),
        (fill(64, "Oksana Petrenko"), checkout("7:55", applied=True, email="oksana.petrenko@fastmail.example", name="Oksana Petrenko", focus=64)),
        (click(90), done),
        (click(104), tickets),
        (click(13), orders),
    ]
    rs.add(task="web", tid="h11-web-17", system=SYSTEM, turns=turns, state=event(), kind="clean")


# ---------------------------------------------------------------- 18 calendar event edit
def t18(rs: RowSet) -> None:
    # bad: turn 8 back in the week of Mar 10 the edited event is listed as "Sprint review, 14:00 – 15:30"; turns 5-6 renamed it to "Sprint 42 review + demo" and turn 6 showed the new title.
    base = "https://calendar.nimbus.example"
    side = [el(10, "banner", ""), "\t" + el(11, "link", "Nimbus Calendar"), "\t" + el(12, "button", "Today"),
            "\t" + el(13, "button", "Previous week"), "\t" + el(14, "button", "Next week"),
            "\t" + el(16, "combobox", "View", "hasPopup='listbox'"), "\t\t" + st("Week"), "\t" + el(17, "button", "Farida Rahimi", "hasPopup='menu'"),
            el(20, "navigation", "Sidebar"), "\t" + el(21, "button", "Create"), "\t" + el(22, "heading", "My calendars"),
            "\t" + el(23, "checkbox", "Farida Rahimi", "checked=true"), "\t" + el(24, "checkbox", "Payments team", "checked=true"),
            "\t" + el(25, "checkbox", "Holidays in Canada", "checked=true")]

    def week1(review: str, note: str = "", popover: str = "") -> str:
        ev = [("Mon", "10", [("Standup, 09:30 – 10:00", 40), ("Design crit – checkout flow, 13:00 – 14:00", 41)]),
              ("Tue", "11", [("Standup, 09:30 – 10:00", 42), ("1:1 with Priya, 11:00 – 11:30", 43)]),
              ("Wed", "12", [("Standup, 09:30 – 10:00", 44), ("Vendor call: Ledgerline, 15:00 – 16:00", 45)]),
              ("Thu", "13", [("Standup, 09:30 – 10:00", 46), (review, 47)]),
              ("Fri", "14", [("Standup, 09:30 – 10:00", 48), ("Team retro, 16:00 – 17:00", 49)]),
              ("Sat", "15", []), ("Sun", "16", [])]
        body = [el(30, "main", ""), "\t" + el(31, "heading", "March 10 – 16, 2025"), "\t" + el(32, "grid", "Week of March 10, 2025")]
        for d, n, items in ev:
            body += ["\t\t" + el(33 + int(n) - 10 + 100, "columnheader", f"{d} {n}")]
            for label, b in items:
                body += ["\t\t\t" + el(b, "button", label)]
        if note:
            body += [el(90, "status", ""), "\t" + st(note)]
        if popover == "review":
            body += [el(60, "dialog", "Sprint review"), "\t" + el(61, "heading", "Sprint review"), "\t" + st("Thursday, March 13 · 14:00 – 15:00"),
                     "\t" + st("Fjord (4th floor)"), "\t" + st("7 guests · 5 yes, 2 awaiting"), "\t" + st("Organizer: Farida Rahimi"),
                     "\t" + el(66, "button", "Edit event"), "\t" + el(67, "button", "Delete event"), "\t" + el(68, "button", "Close")]
        elif popover == "retro":
            body += [el(60, "dialog", "Team retro"), "\t" + el(61, "heading", "Team retro"), "\t" + st("Friday, March 14 · 16:00 – 17:00"),
                     "\t" + st("Weekly · Fridays"), "\t" + st("Harbor (3rd floor)"), "\t" + st("8 guests · 6 yes, 1 no, 1 awaiting"),
                     "\t" + st("Organizer: Mateus Lindqvist"), "\t" + el(69, "button", "Options", "hasPopup='menu'"), "\t" + el(68, "button", "Close")]
        return page("Nimbus Calendar - Week of March 10, 2025", f"{base}/r/week/2025/3/10", side + body)

    week2 = page("Nimbus Calendar - Week of March 17, 2025", f"{base}/r/week/2025/3/17", side + [
        el(30, "main", ""), "\t" + el(31, "heading", "March 17 – 23, 2025"), "\t" + el(32, "grid", "Week of March 17, 2025"),
        "\t\t" + el(140, "columnheader", "Mon 17"), "\t\t\t" + el(70, "button", "Standup, 09:30 – 10:00"), "\t\t\t" + el(71, "button", "Sprint 43 planning, 10:00 – 11:30"),
        "\t\t" + el(141, "columnheader", "Tue 18"), "\t\t\t" + el(72, "button", "Standup, 09:30 – 10:00"), "\t\t\t" + el(73, "button", "1:1 with Priya, 11:00 – 11:30"),
        "\t\t" + el(142, "columnheader", "Wed 19"), "\t\t\t" + el(74, "button", "Standup, 09:30 – 10:00"), "\t\t\t" + el(75, "button", "Quarterly all-hands, 16:00 – 17:00"),
        "\t\t" + el(143, "columnheader", "Thu 20"), "\t\t\t" + el(76, "button", "Standup, 09:30 – 10:00"),
        "\t\t" + el(144, "columnheader", "Fri 21"), "\t\t\t" + el(77, "button", "Standup, 09:30 – 10:00"), "\t\t\t" + el(78, "button", "Team retro, 16:00 – 17:00"),
        "\t\t" + el(145, "columnheader", "Sat 22"), "\t\t" + el(146, "columnheader", "Sun 23")])

    def edit(title: str, end: str, focus: int = 0, ask: bool = False) -> str:
        body = [el(30, "main", ""), "\t" + el(200, "button", "Close"), "\t" + el(201, "button", "Save"),
                *ind(box(202, "textbox", "Title", title, *fo(focus, 202))),
                *ind(box(203, "textbox", "Start date", "03/13/2025")), *ind(box(204, "textbox", "Start time", "14:00")),
                *ind(box(205, "textbox", "End time", end, *fo(focus, 205))), *ind(box(206, "textbox", "End date", "03/13/2025")),
                "\t" + el(207, "checkbox", "All day", "checked=false"), "\t" + el(208, "combobox", "Repeat", "hasPopup='listbox'"), "\t\t" + st("Does not repeat"),
                *ind(box(209, "textbox", "Location", "Fjord (4th floor)")),
                "\t" + el(210, "textbox", "Description", "multiline=True"), "\t\t" + st("Demo of the refund-flow changes and the new payout report. Stakeholders from Finance invited."),
                "\t" + el(212, "heading", "Guests"), "\t" + el(213, "textbox", "Add guests"),
                "\t" + el(214, "list", ""), "\t\t" + el(215, "listitem", "Farida Rahimi (organizer)"), "\t\t" + el(216, "listitem", "Priya Natarajan · yes"),
                "\t\t" + el(217, "listitem", "Mateus Lindqvist · yes"), "\t\t" + el(218, "listitem", "Chidi Okafor · yes"), "\t\t" + el(219, "listitem", "Jana Horáková · yes"),
                "\t\t" + el(220, "listitem", "Tomás Aguirre · awaiting"), "\t\t" + el(221, "listitem", "finance-ops@… · awaiting")]
        if ask:
            body += [el(230, "dialog", "Send update emails to guests?", "modal=True"),
                     "\t" + st("Would you like to send update emails to existing guests?"),
                     "\t" + el(232, "button", "Send"), "\t" + el(233, "button", "Don't send"), "\t" + el(234, "button", "Back to editing")]
        return page("Nimbus Calendar - Edit event", f"{base}/r/eventedit/c3ByaW50LXJldmlldy0wMzEz", side + body)

    new = "Sprint 42 review + demo"
    turns = [
        (click(47), week1("Sprint review, 14:00 – 15:00", popover="review")),
        (click(66), edit("Sprint review", "15:00")),
        (fill(202, new), edit(new, "15:00", 202)),
        (fill(205, "15:30"), edit(new, "15:30", 205)),
        (click(201), edit(new, "15:30", ask=True)),
        (click(232), week1(f"{new}, 14:00 – 15:30", "Event saved. Guests notified.")),
        (click(14), week2),
        (click(13), week1("Sprint review, 14:00 – 15:30")),
        (click(49), week1("Sprint review, 14:00 – 15:30", popover="retro")),
    ]
    rs.add(task="web", tid="h11-web-18", system=SYSTEM, turns=turns, state=week1("Sprint review, 14:00 – 15:00"), bad=True, turn=8,
           kind="renamed event shown under its old title after navigating back to its week")


# ---------------------------------------------------------------- 19 shop admin orders and invoice (clean)
def t19(rs: RowSet) -> None:
    # clean: a status filter narrows the grid (2,418 -> 37), invoicing moves the order from Pending to Processing so the filtered count drops to 36 and the next order moves up, clearing the filter shows it as Processing.
    adm = "http://admin.fernhollow.example/admin"

    def menu(open_: bool = False) -> list[str]:
        lines = [el(100, "link", "Magento Admin Panel"), el(101, "navigation", ""), "\t" + el(102, "menubar", "", "orientation='horizontal'")]
        for b, name in [(103, "DASHBOARD"), (104, "SALES"), (105, "CATALOG"), (106, "CUSTOMERS"), (107, "MARKETING"), (108, "CONTENT"),
                        (109, "REPORTS"), (110, "STORES"), (111, "SYSTEM")]:
            lines.append("\t\t" + el(b, "link", name))
        if open_:
            lines += ["\t\t" + el(130, "menu", "Sales"), "\t\t\t" + el(131, "link", "Orders"), "\t\t\t" + el(132, "link", "Invoices"),
                      "\t\t\t" + el(133, "link", "Shipments"), "\t\t\t" + el(134, "link", "Credit Memos"), "\t\t\t" + el(135, "link", "Transactions")]
        return lines + [el(115, "link", "admin_qiu", "hasPopup='menu'"), el(116, "link", "Notifications 1")]

    def dash(open_: bool = False) -> str:
        return page("Dashboard / Magento Admin", f"{adm}/admin/dashboard/", menu(open_) + [
            el(150, "main", ""), "\t" + el(151, "heading", "Dashboard"), "\t" + st("Lifetime Sales"), "\t" + st("$311,877.20"),
            "\t" + st("Average Order"), "\t" + st("$128.98"), "\t" + el(160, "heading", "Last Orders"), "\t" + el(161, "table", ""),
            "\t\t" + el(162, "row", "Customer Items Total"), "\t\t" + el(163, "row", "Yara Haddad 1 $58.00"), "\t\t" + el(164, "row", "Bruno Castellano 4 $212.40"),
            "\t\t" + el(165, "row", "Ifeoma Nwosu 2 $96.15"), "\t\t" + el(166, "row", "Lars Eriksen 1 $33.90"), "\t\t" + el(167, "row", "Chen Wei 3 $126.69")])

    ALL = [("000003141", "Mar 21, 2025 9:48:12 AM", "Yara Haddad", "$58.00", "Pending"),
           ("000003140", "Mar 21, 2025 9:31:05 AM", "Bruno Castellano", "$212.40", "Processing"),
           ("000003139", "Mar 21, 2025 8:57:40 AM", "Ifeoma Nwosu", "$96.15", "Pending"),
           ("000003138", "Mar 21, 2025 8:12:19 AM", "Lars Eriksen", "$33.90", "Processing"),
           ("000003137", "Mar 20, 2025 11:02:51 PM", "Chen Wei", "$126.69", "Pending"),
           ("000003136", "Mar 20, 2025 9:45:03 PM", "Aroha Ngata", "$71.25", "Canceled")]
    PEND = [("000003141", "Mar 21, 2025 9:48:12 AM", "Yara Haddad", "$58.00", "Pending"),
            ("000003139", "Mar 21, 2025 8:57:40 AM", "Ifeoma Nwosu", "$96.15", "Pending"),
            ("000003137", "Mar 20, 2025 11:02:51 PM", "Chen Wei", "$126.69", "Pending"),
            ("000003129", "Mar 20, 2025 4:18:27 PM", "Marta Ruiz", "$184.00", "Pending"),
            ("000003127", "Mar 20, 2025 2:40:09 PM", "Jonas Petersen", "$45.60", "Pending"),
            ("000003122", "Mar 20, 2025 9:12:55 AM", "Salma Idrissi", "$302.75", "Pending"),
            ("000003118", "Mar 19, 2025 7:21:30 PM", "Kai Nakamura", "$67.10", "Pending")]

    def grid(rows: list[tuple[str, str, str, str, str]], n: str, pending: bool, panel: str = "") -> str:
        body = [el(150, "main", ""), "\t" + el(200, "heading", "Orders"), "\t" + el(201, "button", "Create New Order"),
                "\t" + el(202, "textbox", "Search by keyword"), "\t" + el(203, "button", "Search"),
                "\t" + el(204, "button", "Filters", f"expanded={bool(panel)}"), "\t" + el(205, "button", "Default View", "hasPopup='menu'"),
                "\t" + el(206, "button", "Columns", "hasPopup='menu'"), "\t" + el(207, "button", "Export", "hasPopup='menu'")]
        if panel:
            body += ["\t" + el(210, "group", "Filters"), "\t\t" + el(211, "textbox", "Purchase Date from"), "\t\t" + el(212, "textbox", "Purchase Date to"),
                     "\t\t" + el(213, "textbox", "Grand Total (Base) from"), "\t\t" + el(214, "textbox", "Grand Total (Base) to"),
                     "\t\t" + el(215, "textbox", "Bill-to Name"), "\t\t" + el(216, "combobox", "Status", "hasPopup='listbox'")]
            body += ["\t\t\t" + st("Pending")] if panel == "pending" else []
            body += ["\t\t" + el(217, "button", "Cancel"), "\t\t" + el(218, "button", "Apply Filters")]
        if pending:
            body += ["\t" + st("Active filters:"), "\t" + st("Status: Pending"), "\t" + el(220, "button", "Remove Status: Pending"), "\t" + el(221, "button", "Clear all")]
        pages = {"2,418": "121", "37": "2", "36": "2"}[n]
        body += ["\t" + st(f"{n} records found"), "\t" + el(222, "combobox", "per page", "hasPopup='menu'"), "\t\t" + st("20"),
                 "\t" + st(f"of {pages}"), "\t" + el(224, "table", ""), "\t\t" + el(225, "row", "ID Purchase Date Bill-to Name Grand Total (Purchased) Status Action")]
        for oid, d, who, tot, stt in rows:
            b = 3000 + int(oid[-3:]) * 10 - 1000
            body += ["\t\t" + el(b, "row", ""), "\t\t\t" + el(b + 1, "gridcell", oid), "\t\t\t" + el(b + 2, "gridcell", d),
                     "\t\t\t" + el(b + 3, "gridcell", who), "\t\t\t" + el(b + 4, "gridcell", tot), "\t\t\t" + el(b + 5, "gridcell", stt),
                     "\t\t\t" + el(b + 6, "link", "View")]
        return page("Orders / Operations / Sales / Magento Admin", f"{adm}/sales/order/", menu() + body)

    def order(invoiced: bool) -> str:
        body = [el(150, "main", "")]
        if invoiced:
            body += ["\t" + el(299, "alert", ""), "\t\t" + st("The invoice has been created.")]
        body += ["\t" + el(300, "heading", "# 000003137"), "\t" + el(301, "button", "Back")]
        if not invoiced:
            body += ["\t" + el(302, "button", "Cancel")]
        body += ["\t" + el(303, "button", "Send Email"), "\t" + el(304, "button", "Hold")]
        if not invoiced:
            body += ["\t" + el(305, "button", "Invoice")]
        body += ["\t" + el(306, "button", "Ship"), "\t" + el(307, "button", "Reorder"),
                 "\t" + el(308, "tablist", ""), "\t\t" + el(309, "tab", "Information", "selected=True"),
                 "\t\t" + el(310, "tab", f"Invoices{' (1)' if invoiced else ''}", "selected=False"), "\t\t" + el(311, "tab", "Credit Memos", "selected=False"),
                 "\t\t" + el(312, "tab", "Shipments", "selected=False"), "\t\t" + el(313, "tab", "Comments History", "selected=False"),
                 "\t" + el(320, "heading", "Order & Account Information"),
                 "\t" + st("Order Date Mar 20, 2025 11:02:51 PM"), "\t" + st(f"Order Status {'Processing' if invoiced else 'Pending'}"),
                 "\t" + st("Purchased From Main Website / Main Website Store / Default Store View"),
                 "\t" + st("Customer Name Chen Wei · Email chen.wei@postbox.example · Customer Group General"),
                 "\t" + el(330, "heading", "Items Ordered"), "\t" + el(331, "table", ""),
                 "\t\t" + el(332, "row", "Product Item Status Original Price Price Qty Subtotal Tax Amount Row Total"),
                 "\t\t" + el(333, "row", f"Alpine Fleece Half-Zip - Heather / M SKU: FH-AFH-HE-M {'Invoiced' if invoiced else 'Ordered'} $68.00 $68.00 Ordered 1{' Invoiced 1' if invoiced else ''} $68.00 $5.61 $73.61"),
                 "\t\t" + el(334, "row", f"Trailhead Wool Socks (2-pack) SKU: FH-TWS2-OS {'Invoiced' if invoiced else 'Ordered'} $19.90 $19.90 Ordered 2{' Invoiced 2' if invoiced else ''} $39.80 $3.28 $43.08"),
                 "\t" + el(340, "heading", "Order Totals"), "\t" + el(341, "table", ""),
                 "\t\t" + el(342, "row", "Subtotal $107.80"), "\t\t" + el(343, "row", "Shipping & Handling $10.00"), "\t\t" + el(344, "row", "Tax $8.89"),
                 "\t\t" + el(345, "row", "Grand Total $126.69"), "\t\t" + el(346, "row", f"Total Paid {'$126.69' if invoiced else '$0.00'}"),
                 "\t\t" + el(347, "row", "Total Refunded $0.00"), "\t\t" + el(348, "row", f"Total Due {'$0.00' if invoiced else '$126.69'}"),
                 "\t" + el(350, "heading", "Notes for this Order")]
        if invoiced:
            body += ["\t" + st("Mar 21, 2025 10:04:37 AM | Processing | Customer Not Notified"),
                     "\t" + st("Captured amount of $126.69 online. Transaction ID: \"8KD21574XH930243P\"")]
        body += ["\t" + st("Mar 20, 2025 11:02:52 PM | Pending | Customer Notified"),
                 "\t" + st("Authorized amount of $126.69. Transaction ID: \"8KD21574XH930243P\"")]
        return page("# 000003137 / Orders / Operations / Sales / Magento Admin", f"{adm}/sales/order/view/order_id/3137/", menu() + body)

    invoice = page("New Invoice / Invoices / Operations / Sales / Magento Admin", f"{adm}/sales/order_invoice/new/order_id/3137/", menu() + [
        el(150, "main", ""), "\t" + el(400, "heading", "New Invoice"), "\t" + el(401, "button", "Back"), "\t" + el(402, "button", "Reset"),
        "\t" + st("Order # 000003137 (the order confirmation email was sent)"), "\t" + st("Order Date Mar 20, 2025 11:02:51 PM · Order Status Pending"),
        "\t" + el(405, "heading", "Items to Invoice"), "\t" + el(406, "table", ""),
        "\t\t" + el(407, "row", "Product Price Qty Qty to Invoice Subtotal Tax Amount Row Total"),
        "\t\t" + el(408, "row", "Alpine Fleece Half-Zip - Heather / M $68.00 Ordered 1 $68.00 $5.61 $73.61"), "\t\t\t" + el(409, "spinbutton", "Qty to Invoice"), "\t\t\t\t" + st("1"),
        "\t\t" + el(410, "row", "Trailhead Wool Socks (2-pack) $19.90 Ordered 2 $39.80 $3.28 $43.08"), "\t\t\t" + el(411, "spinbutton", "Qty to Invoice"), "\t\t\t\t" + st("2"),
        "\t" + el(412, "button", "Update Qty's", "disabled=True"),
        "\t" + el(415, "heading", "Invoice Totals"), "\t" + el(416, "table", ""),
        "\t\t" + el(417, "row", "Subtotal $107.80"), "\t\t" + el(418, "row", "Shipping & Handling $10.00"), "\t\t" + el(419, "row", "Tax $8.89"),
        "\t\t" + el(420, "row", "Grand Total $126.69"),
        "\t" + el(421, "combobox", "Amount", "hasPopup='listbox'"), "\t\t" + st("Capture Online"),
        "\t" + el(422, "checkbox", "Email Copy of Invoice", "checked=false"), "\t" + el(423, "button", "Submit Invoice")])

    PEND2 = [r for r in PEND if r[0] != "000003137"]
    ALL2 = [r if r[0] != "000003137" else r[:4] + ("Processing",) for r in ALL]
    turns = [
        (click(104), dash(True)),
        (click(131), grid(ALL, "2,418", False)),
        (click(204), grid(ALL, "2,418", False, "any")),
        (select(216, "Pending"), grid(ALL, "2,418", False, "pending")),
        (click(218), grid(PEND[:6], "37", True)),
        (click(3376), order(False)),
        (click(305), invoice),
        (click(423), order(True)),
        (click(301), grid(PEND2[:6], "36", True)),
        (click(221), grid(ALL2, "2,418", False)),
    ]
    rs.add(task="web", tid="h11-web-19", system=SYSTEM, turns=turns, state=dash(), kind="clean")


# ---------------------------------------------------------------- 20 GitLab commit, blame and tags
def t20(rs: RowSet) -> None:
    # bad: turn 7 the tags page shows v0.9.3 at commit 9b20d5ff "Handle rotated pages in crop"; that commit is 9b02d5ff in turns 1, 2, 3, 6 (no rebase or push happened).
    proj = "http://gitlab.orchidlabs.example/orchid-labs/pdfslice"
    top = [el(10, "banner", ""), "\t" + el(11, "link", "Homepage"), "\t" + el(12, "button", "Search or go to…"),
           "\t" + el(15, "button", "Sigrún Jónsdóttir user’s menu", "hasPopup='menu'", "expanded=False")]
    side = [el(20, "navigation", "Project navigation"), "\t" + el(21, "link", "pdfslice"), "\t" + el(22, "link", "Issues 9"),
            "\t" + el(23, "link", "Merge requests 2"), "\t" + el(24, "button", "Code", "expanded=True"), "\t\t" + el(25, "link", "Repository"),
            "\t\t" + el(26, "link", "Branches"), "\t\t" + el(27, "link", "Commits"), "\t\t" + el(28, "link", "Tags"), "\t\t" + el(29, "link", "Repository graph"),
            "\t" + el(30, "link", "Build"), "\t" + el(31, "link", "Deploy"), "\t" + el(32, "link", "Settings")]
    FULL = "9b02d5ff3e1a6c47d0b8e2f91a5c7d34e60b1f28"
    commits = page("Commits · orchid-labs / pdfslice · GitLab", f"{proj}/-/commits/main", top + side + [
        el(40, "main", ""), "\t" + el(41, "heading", "Commits"), "\t" + el(42, "button", "main", "hasPopup='listbox'"), "\t" + el(43, "searchbox", "Search by message"),
        "\t" + st("14 Mar, 2025 · 1 commit"),
        "\t" + el(45, "list", ""), "\t\t" + el(46, "listitem", ""), "\t\t\t" + el(47, "link", "Bump pdfminer.six to 20231228"),
        "\t\t\t" + st("Leandro Paz authored 2 days ago"), "\t\t\t" + el(48, "link", "4c19e7a2"),
        "\t" + st("12 Mar, 2025 · 1 commit"),
        "\t" + el(50, "list", ""), "\t\t" + el(51, "listitem", ""), "\t\t\t" + el(52, "link", "Handle rotated pages in crop"),
        "\t\t\t" + st("Wen Zhao authored 4 days ago"), "\t\t\t" + el(53, "link", "9b02d5ff"),
        "\t" + st("10 Mar, 2025 · 1 commit"),
        "\t" + el(55, "list", ""), "\t\t" + el(56, "listitem", ""), "\t\t\t" + el(57, "link", "Add --margin option to crop command"),
        "\t\t\t" + st("Wen Zhao authored 6 days ago"), "\t\t\t" + el(58, "link", "1f7c0a88"),
        "\t" + st("7 Mar, 2025 · 1 commit"),
        "\t" + el(60, "list", ""), "\t\t" + el(61, "listitem", ""), "\t\t\t" + el(62, "link", "CI: test on Python 3.12"),
        "\t\t\t" + st("Leandro Paz authored 1 week ago"), "\t\t\t" + el(63, "link", "c3d58e41"),
        "\t" + st("28 Feb, 2025 · 1 commit"),
        "\t" + el(65, "list", ""), "\t\t" + el(66, "listitem", ""), "\t\t\t" + el(67, "link", "Fix off-by-one in page range parsing"),
        "\t\t\t" + st("Sigrún Jónsdóttir authored 2 weeks ago"), "\t\t\t" + el(68, "link", "77ab0f19")])

    commit = page(f"Handle rotated pages in crop ({FULL[:8]}) · Commits · orchid-labs / pdfslice · GitLab", f"{proj}/-/commit/{FULL}", top + side + [
        el(40, "main", ""), "\t" + st("Commit"), "\t" + el(71, "link", "9b02d5ff"), "\t" + st("authored 4 days ago by Wen Zhao"),
        "\t" + el(73, "button", "Browse files"), "\t" + el(74, "button", "Options", "hasPopup='menu'"),
        "\t" + el(75, "heading", "Handle rotated pages in crop"),
        "\t" + st("Pages with /Rotate 90 or 270 were cropped on the unrotated box, cutting the wrong edges. Move the rotation into the content stream first. Fixes #41."),
        "\t" + st(f"Full SHA {FULL}"), "\t" + st("1 parent 1f7c0a88"), "\t" + st("Pipeline #3312 passed"),
        "\t" + st("Showing 2 changed files with 27 additions and 0 deletions"),
        "\t" + el(80, "link", "pdfslice/crop.py +3 −0"), "\t" + el(81, "link", "tests/test_crop.py +24 −0"),
        "\t" + el(82, "table", "pdfslice/crop.py"),
        "\t\t" + el(83, "row", "13 13 box = page.mediabox"),
        "\t\t" + el(84, "row", "14 + if page.rotation in (90, 270):"),
        "\t\t" + el(85, "row", "15 + page.transfer_rotation_to_content()"),
        "\t\t" + el(86, "row", "16 + box = page.mediabox"),
        "\t\t" + el(87, "row", "14 17 box.lower_left = (box.left + margin, box.bottom + margin)")])

    root = page("Files · 9b02d5ff · orchid-labs / pdfslice · GitLab", f"{proj}/-/tree/{FULL}", top + side + [
        el(40, "main", ""), "\t" + el(90, "button", "9b02d5ff", "hasPopup='listbox'"), "\t" + el(91, "link", "pdfslice"),
        "\t" + el(92, "region", "Last commit"), "\t\t" + el(93, "link", "Handle rotated pages in crop"), "\t\t" + st("Wen Zhao authored 4 days ago"), "\t\t" + st("9b02d5ff"),
        "\t" + el(95, "table", "Repository files"), "\t\t" + el(96, "row", "Name Last commit Last update"),
        "\t\t" + el(97, "row", ""), "\t\t\t" + el(98, "link", "pdfslice"), "\t\t\t" + st("Handle rotated pages in crop"), "\t\t\t" + st("4 days ago"),
        "\t\t" + el(100, "row", ""), "\t\t\t" + el(101, "link", "tests"), "\t\t\t" + st("Handle rotated pages in crop"), "\t\t\t" + st("4 days ago"),
        "\t\t" + el(103, "row", ""), "\t\t\t" + el(104, "link", ".gitlab-ci.yml"), "\t\t\t" + st("CI: test on Python 3.12"), "\t\t\t" + st("1 week ago"),
        "\t\t" + el(106, "row", ""), "\t\t\t" + el(107, "link", "README.md"), "\t\t\t" + st("Add --margin option to crop command"), "\t\t\t" + st("6 days ago"),
        "\t\t" + el(109, "row", ""), "\t\t\t" + el(110, "link", "pyproject.toml"), "\t\t\t" + st("CI: test on Python 3.12"), "\t\t\t" + st("1 week ago")])

    folder = page("pdfslice · 9b02d5ff · orchid-labs / pdfslice · GitLab", f"{proj}/-/tree/{FULL}/pdfslice", top + side + [
        el(40, "main", ""), "\t" + el(90, "button", "9b02d5ff", "hasPopup='listbox'"), "\t" + el(91, "link", "pdfslice"), "\t" + st("/ pdfslice"),
        "\t" + el(95, "table", "Repository files"), "\t\t" + el(96, "row", "Name Last commit Last update"), "\t\t" + el(120, "row", ".."),
        "\t\t" + el(121, "row", ""), "\t\t\t" + el(122, "link", "__init__.py"), "\t\t\t" + st("Initial crop command"), "\t\t\t" + st("3 months ago"),
        "\t\t" + el(124, "row", ""), "\t\t\t" + el(125, "link", "cli.py"), "\t\t\t" + st("Add --margin option to crop command"), "\t\t\t" + st("6 days ago"),
        "\t\t" + el(127, "row", ""), "\t\t\t" + el(128, "link", "crop.py"), "\t\t\t" + st("Handle rotated pages in crop"), "\t\t\t" + st("4 days ago"),
        "\t\t" + el(130, "row", ""), "\t\t\t" + el(131, "link", "ranges.py"), "\t\t\t" + st("Fix off-by-one in page range parsing"), "\t\t\t" + st("2 weeks ago")])

    src = ["from __future__ import annotations", "", "from pypdf import PdfReader, PdfWriter", "", "from .ranges import parse_ranges", "", "",
           "def crop(src: str, dst: str, pages: str, margin: float = 0.0) -> int:", "    reader = PdfReader(src)", "    writer = PdfWriter()",
           "    for index in parse_ranges(pages, len(reader.pages)):", "        page = reader.pages[index]", "        box = page.mediabox",
           "        if page.rotation in (90, 270):", "            page.transfer_rotation_to_content()", "            box = page.mediabox",
           "        box.lower_left = (box.left + margin, box.bottom + margin)", "        box.upper_right = (box.right - margin, box.top - margin)",
           "        writer.add_page(page)", "    with open(dst, \"wb\") as fh:", "        writer.write(fh)", "    return len(writer.pages)"]

    def fileview(blame: bool) -> str:
        body = [el(40, "main", ""), "\t" + el(90, "button", "9b02d5ff", "hasPopup='listbox'"), "\t" + el(91, "link", "pdfslice"), "\t" + st("/ pdfslice / crop.py"),
                "\t" + el(140, "region", "Last commit"), "\t\t" + el(141, "link", "Handle rotated pages in crop"), "\t\t" + st("Wen Zhao authored 4 days ago"), "\t\t" + st("9b02d5ff"),
                "\t" + st("crop.py 796 B"), "\t" + el(144, "link", "Blame", f"selected={blame}"), "\t" + el(145, "link", "History"), "\t" + el(146, "link", "Permalink"),
                "\t" + el(147, "button", "Open raw")]
        if not blame:
            body += ["\t" + el(150, "code", "")] + [f"\t\t{st(f'{i} {ln}'.rstrip())}" for i, ln in enumerate(src, 1)]
        else:
            groups = [("e5a1d2c9", "Initial crop command", "Sigrún Jónsdóttir", "3 months ago", 1, 5),
                      ("1f7c0a88", "Add --margin option to crop command", "Wen Zhao", "6 days ago", 6, 13),
                      ("9b02d5ff", "Handle rotated pages in crop", "Wen Zhao", "4 days ago", 14, 16),
                      ("1f7c0a88", "Add --margin option to crop command", "Wen Zhao", "6 days ago", 17, 18),
                      ("e5a1d2c9", "Initial crop command", "Sigrún Jónsdóttir", "3 months ago", 19, 22)]
            body += ["\t" + el(150, "table", "Blame")]
            for k, (h, msg, who, ago, a, b) in enumerate(groups):
                body += ["\t\t" + el(151 + k * 3, "row", ""), "\t\t\t" + el(152 + k * 3, "link", msg), "\t\t\t" + st(f"{who} authored {ago}"), "\t\t\t" + el(153 + k * 3, "link", h)]
                body += [f"\t\t\t{st(f'{i} {src[i - 1]}'.rstrip())}" for i in range(a, b + 1)]
        title = ("Blame · " if blame else "") + "pdfslice/crop.py · 9b02d5ff · orchid-labs / pdfslice · GitLab"
        url = f"{proj}/-/{'blame' if blame else 'blob'}/{FULL}/pdfslice/crop.py"
        return page(title, url, top + side + body)

    tags = page("Tags · orchid-labs / pdfslice · GitLab", f"{proj}/-/tags", top + side + [
        el(40, "main", ""), "\t" + el(170, "heading", "Tags"), "\t" + el(171, "searchbox", "Filter by tag name"), "\t" + el(172, "button", "New tag"),
        "\t" + el(173, "list", ""),
        "\t\t" + el(174, "listitem", ""), "\t\t\t" + el(175, "link", "v0.9.3"), "\t\t\t" + el(176, "link", "9b20d5ff"),
        "\t\t\t" + st("Handle rotated pages in crop · 4 days ago"), "\t\t\t" + el(177, "link", "Release v0.9.3"),
        "\t\t" + el(178, "listitem", ""), "\t\t\t" + el(179, "link", "v0.9.2"), "\t\t\t" + el(180, "link", "77ab0f19"),
        "\t\t\t" + st("Fix off-by-one in page range parsing · 2 weeks ago"), "\t\t\t" + el(181, "link", "Release v0.9.2"),
        "\t\t" + el(182, "listitem", ""), "\t\t\t" + el(183, "link", "v0.9.1"), "\t\t\t" + el(184, "link", "a0d4b7e2"),
        "\t\t\t" + st("Accept page ranges like 3- and -5 · 1 month ago"), "\t\t\t" + el(185, "link", "Release v0.9.1"),
        "\t\t" + el(186, "listitem", ""), "\t\t\t" + el(187, "link", "v0.9.0"), "\t\t\t" + el(188, "link", "e5a1d2c9"),
        "\t\t\t" + st("Initial crop command · 3 months ago")])

    release = page("Releases · orchid-labs / pdfslice · GitLab", f"{proj}/-/releases/v0.9.3", top + side + [
        el(40, "main", ""), "\t" + el(190, "heading", "pdfslice 0.9.3"), "\t" + st("Released 4 days ago by Wen Zhao"),
        "\t" + el(192, "heading", "Fixed"), "\t" + el(193, "list", ""),
        "\t\t" + el(194, "listitem", "Rotated pages (/Rotate 90 or 270) are now cropped on the visible edges (#41)."),
        "\t" + el(195, "heading", "Assets"), "\t" + el(196, "link", "Source code (zip)"), "\t" + el(197, "link", "Source code (tar.gz)"),
        "\t" + el(198, "link", "pdfslice-0.9.3-py3-none-any.whl")])

    turns = [
        (click(27), commits),
        (click(53), commit),
        (click(73), root),
        (click(98), folder),
        (click(128), fileview(False)),
        (click(144), fileview(True)),
        (click(28), tags),
        (click(177), release),
    ]
    state = page("orchid-labs / pdfslice · GitLab", proj, top + side + [
        el(40, "main", ""), "\t" + el(41, "heading", "pdfslice"), "\t" + st("Project ID: 812"),
        "\t" + st("Crop, split and reorder PDF pages from the command line."),
        "\t" + el(44, "link", "86 Commits"), "\t" + el(45, "link", "3 Branches"), "\t" + el(46, "link", "4 Tags"),
        "\t" + el(47, "region", "Last commit"), "\t\t" + el(48, "link", "Bump pdfminer.six to 20231228"), "\t\t" + st("Leandro Paz authored 2 days ago"), "\t\t" + st("4c19e7a2")])
    rs.add(task="web", tid="h11-web-20", system=SYSTEM, turns=turns, state=state, bad=True, turn=7,
           kind="short hash of the same commit differs on the tags page (9b02d5ff shown as 9b20d5ff)")


# ---------------------------------------------------------------- 21 car rental modification (clean)
def t21(rs: RowSet) -> None:
    # clean: extending the return date and upgrading the class re-prices the rental (4 x $41.20 -> 5 x $58.90, taxes at the same 29.5%), the confirmation number stays, an add-on adds 5 x $12.99 to the total.
    base = "https://www.ridgeway-rentals.example"
    nav = [el(10, "banner", ""), "\t" + el(11, "link", "Ridgeway Car Rental"), "\t" + el(12, "link", "Reservations"), "\t" + el(13, "link", "Locations"),
           "\t" + el(14, "link", "Deals"), "\t" + el(15, "link", "Ridgeway Rewards"), "\t" + el(16, "link", "Sign in")]

    def find(conf: str, last: str, focus: int = 0) -> str:
        return page("Find your reservation | Ridgeway", f"{base}/reservations/find", nav + [
            el(30, "main", ""), "\t" + el(31, "heading", "View, modify or cancel a reservation"),
            *ind(box(40, "textbox", "Confirmation number", conf, "required", *fo(focus, 40))), *ind(box(41, "textbox", "Last name", last, "required", *fo(focus, 41))),
            "\t" + el(43, "button", "Find reservation"), "\t" + st("Your confirmation number starts with RW- and is in your booking email.")])

    def resv(modified: bool, extras: bool = False) -> str:
        body = [el(30, "main", "")]
        if modified and not extras:
            body += ["\t" + el(44, "status", ""), "\t\t" + st("Your reservation has been updated. A new confirmation email is on its way.")]
        if extras:
            body += ["\t" + el(44, "status", ""), "\t\t" + st("Extras saved.")]
        ret = "Wed, Apr 9, 2025 · 10:00 AM" if modified else "Tue, Apr 8, 2025 · 10:00 AM"
        car = "Intermediate SUV · Toyota RAV4 or similar · 5 seats · Automatic" if modified else "Compact · Nissan Versa or similar · 5 seats · Automatic"
        rate = "5 days × $58.90 $294.50" if modified else "4 days × $41.20 $164.80"
        tax = "$86.88" if modified else "$48.62"
        total = "$446.33" if extras else ("$381.38" if modified else "$213.42")
        body += ["\t" + el(45, "heading", "Reservation RW-5J8K2P"), "\t" + st("Confirmed" + (" · modified" if modified else "")),
                 "\t" + st("Driver: Henrik Lindahl · henrik.lindahl@proton.example"),
                 "\t" + el(48, "region", "Trip"), "\t\t" + st("Pick-up: Seattle-Tacoma International Airport (SEA) · Fri, Apr 4, 2025 · 10:00 AM"),
                 "\t\t" + st(f"Return: Seattle-Tacoma International Airport (SEA) · {ret}"), "\t\t" + st(f"Car: {car}"),
                 "\t" + el(52, "region", "Estimated charges"), "\t\t" + el(53, "table", ""), "\t\t\t" + el(54, "row", f"Base rate {rate}"),
                 "\t\t\t" + el(55, "row", f"Taxes and fees {tax}")]
        if extras:
            body += ["\t\t\t" + el(56, "row", "Child safety seat 5 days × $12.99 $64.95")]
        body += ["\t\t\t" + el(57, "row", f"Estimated total {total}"), "\t\t" + st("Pay at the counter. Free cancellation up to 24 hours before pick-up."),
                 "\t" + el(60, "button", "Modify reservation"), "\t" + el(61, "button", "Add extras"), "\t" + el(62, "button", "Cancel reservation")]
        return page("Reservation RW-5J8K2P | Ridgeway", f"{base}/reservations/RW-5J8K2P", nav + body)

    def modify(ret: str, cls: str, est: bool = False, focus: int = 0) -> str:
        body = [el(30, "main", ""), "\t" + el(70, "heading", "Modify reservation RW-5J8K2P"),
                *ind(box(71, "textbox", "Pick-up date", "04/04/2025")), *ind(box(72, "textbox", "Pick-up time", "10:00 AM")),
                *ind(box(73, "textbox", "Return date", ret, *fo(focus, 73))), *ind(box(74, "textbox", "Return time", "10:00 AM")),
                "\t" + el(75, "combobox", "Car class", "hasPopup='listbox'"), "\t\t" + st(cls),
                "\t" + el(76, "button", "Update estimate")]
        if est:
            body += ["\t" + el(77, "region", "New estimate"), "\t\t" + st("Intermediate SUV · Toyota RAV4 or similar"),
                     "\t\t" + st("5 days × $58.90 = $294.50 · Taxes and fees $86.88"), "\t\t" + st("New estimated total $381.38 (was $213.42)")]
        body += ["\t" + el(80, "button", "Confirm changes", *([] if est else ["disabled=True"])), "\t" + el(81, "link", "Keep my reservation")]
        return page("Modify reservation | Ridgeway", f"{base}/reservations/RW-5J8K2P/modify", nav + body)

    def extras(seat: bool) -> str:
        return page("Add extras | Ridgeway", f"{base}/reservations/RW-5J8K2P/extras", nav + [
            el(30, "main", ""), "\t" + el(90, "heading", "Add extras"), "\t" + st("Prices are per rental day. Your rental is 5 days."),
            "\t" + el(92, "checkbox", "Child safety seat $12.99/day", f"checked={'true' if seat else 'false'}"),
            "\t" + el(93, "checkbox", "GPS navigation $14.99/day", "checked=false"),
            "\t" + el(94, "checkbox", "Toll pass $5.95/day (max $29.75 per rental)", "checked=false"),
            "\t" + el(95, "checkbox", "Additional driver $13.00/day", "checked=false"),
            "\t" + st("Extras subtotal: 5 days × $12.99 = $64.95" if seat else "Extras subtotal: $0.00"),
            "\t" + el(97, "button", "Save extras"), "\t" + el(98, "link", "Back to reservation")])

    turns = [
        (fill(40, "RW-5J8K2P"), find("RW-5J8K2P", "", 40)),
        (fill(41, "Lindahl"), find("RW-5J8K2P", "Lindahl", 41)),
        (click(43), resv(False)),
        (click(60), modify("04/08/2025", "Compact")),
        (fill(73, "04/09/2025"), modify("04/09/2025", "Compact", focus=73)),
        (select(75, "Intermediate SUV"), modify("04/09/2025", "Intermediate SUV")),
        (click(76), modify("04/09/2025", "Intermediate SUV", est=True)),
        (click(80), resv(True)),
        (click(61), extras(False)),
        (click(92), extras(True)),
        (click(97), resv(True, True)),
    ]
    rs.add(task="web", tid="h11-web-21", system=SYSTEM, turns=turns, state=find("", ""), kind="clean")


# ---------------------------------------------------------------- 22 city e-permits portal
def t22(rs: RowSet) -> None:
    # bad: turn 8 "My applications" lists only the three older applications (count 3); the fence application FNC-2025-01473 submitted at turn 7 is missing.
    base = "https://epermits.larkspur.example"
    nav = [el(10, "banner", ""), "\t" + el(11, "link", "City of Larkspur ePermits"), "\t" + el(12, "link", "Dashboard"),
           "\t" + el(13, "link", "Apply for a permit"), "\t" + el(14, "link", "My applications"), "\t" + el(15, "link", "Inspections"),
           "\t" + el(16, "link", "Payments"), "\t" + el(17, "button", "Desmond Achterberg", "hasPopup='menu'")]
    foot = [el(95, "contentinfo", ""), "\t" + st("Community Development Department · 400 Magnolia Ave · (415) 555-0199"), "\t" + el(97, "link", "Fee schedule 2025")]
    OLD = [("TRE-2025-00112", "Tree removal – heritage oak (rear yard)", "Under review", "Feb 26, 2025"),
           ("BLD-2024-03318", "Residential re-roof, 2,100 sq ft", "Issued", "Oct 2, 2024"),
           ("DRV-2024-00871", "Driveway approach widening", "Finaled", "Jul 15, 2024")]

    def apps(rows: list[tuple[str, str, str, str]], fees: str) -> str:
        body = [el(30, "main", ""), "\t" + el(31, "heading", f"My applications ({len(rows)})"), "\t" + st(f"Outstanding fees: {fees}"),
                "\t" + el(33, "searchbox", "Search by record number or address"), "\t" + el(34, "table", ""),
                "\t\t" + el(35, "row", "Record Description Address Status Opened")]
        for i, (rec, d, stt, opened) in enumerate(rows):
            b = 40 + i * 6
            body += ["\t\t" + el(b, "row", ""), "\t\t\t" + el(b + 1, "link", rec), "\t\t\t" + el(b + 2, "cell", d),
                     "\t\t\t" + el(b + 3, "cell", "27 Quarry Ln, Larkspur CA 94939"), "\t\t\t" + el(b + 4, "cell", stt), "\t\t\t" + el(b + 5, "cell", opened)]
        return page("My applications | City of Larkspur ePermits", f"{base}/records/mine", nav + body + foot)

    types = page("Apply for a permit | City of Larkspur ePermits", f"{base}/apply", nav + [
        el(30, "main", ""), "\t" + el(100, "heading", "Apply for a permit"), "\t" + st("Choose the permit type. Not sure? Call the permit counter at (415) 555-0199."),
        "\t" + el(102, "list", ""), "\t\t" + el(103, "link", "Residential building (addition, remodel, re-roof)"),
        "\t\t" + el(104, "link", "Residential electrical"), "\t\t" + el(105, "link", "Residential fence permit"),
        "\t\t" + el(106, "link", "Tree removal"), "\t\t" + el(107, "link", "Driveway / encroachment"), "\t\t" + el(108, "link", "Temporary sign")] + foot)

    def form(addr: str = "", height: str = "", mat: str = "", desc: str = "", focus: int = 0) -> str:
        return page("Residential fence permit | City of Larkspur ePermits", f"{base}/apply/fence", nav + [
            el(30, "main", ""), "\t" + el(110, "heading", "Residential fence permit"),
            "\t" + st("Required for fences over 6 ft, or over 3 ft within the front setback. Fee: $75.00 (plan review)."),
            *ind(box(112, "textbox", "Project address", addr, "required", *fo(focus, 112))),
            *ind(box(113, "spinbutton", "Fence height (ft)", height, "required", *fo(focus, 113))),
            "\t" + el(114, "combobox", "Material", "hasPopup='listbox'", "required"), "\t\t" + st(mat or "Select…"),
            "\t" + el(115, "radiogroup", "Location on lot"), "\t\t" + el(116, "radio", "Front yard", "checked=false"),
            "\t\t" + el(117, "radio", "Side / rear yard", "checked=true"),
            *ind(box(118, "textbox", "Project description", desc, "multiline=True", "required", *fo(focus, 118))),
            "\t" + el(119, "button", "Upload site plan (PDF)"), "\t" + st("site-plan-27-quarry.pdf (214 KB) uploaded"),
            "\t" + el(121, "checkbox", "I certify that the information is correct", "checked=true"),
            "\t" + el(122, "button", "Submit application"), "\t" + el(123, "link", "Save draft")] + foot)

    desc = "Replace 140 ft of rear and side fence on the existing line, 6 ft cedar with 1 ft lattice top. No change to front setback."
    done = page("Application submitted | City of Larkspur ePermits", f"{base}/records/FNC-2025-01473", nav + [
        el(30, "main", ""), "\t" + el(130, "status", ""), "\t\t" + st("Application FNC-2025-01473 was submitted."),
        "\t" + el(131, "heading", "FNC-2025-01473 · Residential fence permit"), "\t" + st("27 Quarry Ln, Larkspur CA 94939"),
        "\t" + st("Status: Submitted – awaiting intake review"), "\t" + st("Opened Mar 18, 2025"),
        "\t" + st("Fence height 6 ft · Wood · Side / rear yard"), "\t" + st(desc),
        "\t" + el(137, "region", "Fees"), "\t\t" + st("Fence plan review $75.00 · Due"), "\t\t" + el(139, "button", "Pay $75.00 now"),
        "\t" + st("Intake review usually takes 3–5 business days. You'll get an email if we need more information."),
        "\t" + el(141, "link", "Print summary")] + foot)

    tree = page("TRE-2025-00112 | City of Larkspur ePermits", f"{base}/records/TRE-2025-00112", nav + [
        el(30, "main", ""), "\t" + el(150, "heading", "TRE-2025-00112 · Tree removal"), "\t" + st("27 Quarry Ln, Larkspur CA 94939"),
        "\t" + st("Status: Under review"), "\t" + st("Opened Feb 26, 2025 · Assigned to Elena Marchetti, City Arborist"),
        "\t" + st("Heritage coast live oak, 31 in. DBH, rear yard. Reason: trunk decay, arborist report attached."),
        "\t" + el(155, "region", "Review comments"),
        "\t\t" + st("Mar 7, 2025 · Elena Marchetti: Site visit scheduled for Mar 20 between 9 and 11 am. Please make the rear yard accessible."),
        "\t" + el(157, "region", "Fees"), "\t\t" + st("Heritage tree review $210.00 · Paid Feb 26, 2025"),
        "\t" + el(159, "link", "Documents (2)")] + foot)

    turns = [
        (click(13), types),
        (click(105), form()),
        (fill(112, "27 Quarry Ln, Larkspur CA 94939"), form("27 Quarry Ln, Larkspur CA 94939", focus=112)),
        (fill(113, "6"), form("27 Quarry Ln, Larkspur CA 94939", "6", focus=113)),
        (select(114, "Wood"), form("27 Quarry Ln, Larkspur CA 94939", "6", "Wood")),
        (fill(118, desc), form("27 Quarry Ln, Larkspur CA 94939", "6", "Wood", desc, 118)),
        (click(122), done),
        (click(14), apps(OLD, "$75.00")),
        (click(41), tree),
    ]
    rs.add(task="web", tid="h11-web-22", system=SYSTEM, turns=turns, state=apps(OLD, "$0.00"), bad=True, turn=8,
           kind="application created at turn 7 is missing from the applications list")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for make in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        make(rs)
    rs.write()


if __name__ == "__main__":
    main()
