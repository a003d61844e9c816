# ruff: noqa: E501
"""Held-out web trajectories (holdout13): BrowserGym actions on element bids, accessibility-tree observations.

Each ``t_*`` function returns the keyword arguments of one ``RowSet.add`` call (without ``tid``); ``main``
numbers them in the order of ``ORDER`` and writes ``web_test.jsonl`` and ``labels.json`` next to this file.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import WEB_SYSTEM, RowSet, axtree

Traj = dict[str, Any]


def tb(bid: str, label: str, value: str = "", kind: str = "textbox", extra: str = "") -> str:
    """A form field line; ``value`` shown only when non-empty."""
    s = f"[{bid}] {kind} '{label}'"
    if value:
        s += f" value='{value}'"
    if extra:
        s += ", " + extra
    return s


def combo(bid: str, label: str, value: str, options: list[str] | None = None) -> list[str]:
    out = [f"[{bid}] combobox '{label}' value='{value}', hasPopup='menu', expanded=False"]
    if options:
        out += [f"\t[{int(bid) + 1 + i}] option '{o}'" + (", selected=True" if o == value else ", selected=False")
                for i, o in enumerate(options)]
    return out


def traj(turns: list[tuple[str, str]], state: str, bad_turn: int | None = None, kind: str = "clean") -> Traj:
    return {"task": "web", "system": WEB_SYSTEM, "turns": turns, "state": state,
            "bad": bad_turn is not None, "turn": bad_turn, "kind": kind}


# ---------------------------------------------------------------------------------------------------------
def t_wiki_hoosac() -> Traj:
    # clean: Kiwix wiki; search, a similar-named article (the station), back navigation, TOC anchor, linked range article, second search with different results.
    base = "http://wiki.kiwix.lan/wikipedia_en_all_maxi_2022-05"
    search_url = "http://wiki.kiwix.lan/search?content=wikipedia_en_all_maxi_2022-05&pattern="

    def top(q: str = "") -> list[str]:
        return ["[9] link 'Go to welcome page'", "[11] button 'Go to the main page of \"Wikipedia\"'",
                "[13] button 'Go to a randomly selected page'",
                tb("15", "Search \"Wikipedia\"", q, "searchbox", "required")]

    home_lines = lambda q: top(q) + [  # noqa: E731
        "[20] heading 'Welcome to Wikipedia'",
        "StaticText 'the free encyclopedia that anyone can edit.'",
        "StaticText '6,489,052 articles in English'",
        "[24] heading 'From today’s featured article'",
        "StaticText 'The Cape Cod Canal is an artificial waterway in the U.S. state of Massachusetts connecting Cape Cod Bay to Buzzards Bay...'",
        "[27] link 'Full article...'",
        "[30] heading 'In the news'",
        "[31] list ''", "\t[32] listitem ''", "\t\tStaticText 'Ferdinand Marcos Jr. wins the Philippine presidential election.'",
        "\t[33] listitem ''", "\t\tStaticText 'Finland and Sweden formally apply to join NATO.'",
        "[36] heading 'Did you know ...'",
        "StaticText '... that the Mohawk Trail was one of the first designated scenic roads in New England?'",
        "[40] link 'Browse categories'", "[41] link 'Random article'"]

    first = [("Hoosac Tunnel", "The Hoosac Tunnel (also called Hoosic or Hoosick) is a 4.75-mile (7.64 km) active railroad tunnel in western Massachusetts that passes through the Hoosac Range...", "4,812 words"),
             ("Hoosac Range", "The Hoosac Range is a range of mountains in western Massachusetts and southern Vermont, a southern extension of the Green Mountains...", "1,106 words"),
             ("Hoosac Tunnel station", "Hoosac Tunnel is a former railroad station in the village of Hoosac Tunnel in Florida, Massachusetts, near the east portal of the tunnel...", "742 words"),
             ("Hoosac School", "Hoosac School is a private, co-educational boarding and day school in Hoosick, New York, founded in 1889...", "1,390 words"),
             ("Hoosac Valley High School", "Hoosac Valley High School is a public high school in Cheshire, Massachusetts, serving the towns of Adams and Cheshire...", "655 words"),
             ("Hoosac Mills", "Hoosac Mills was a cotton textile company in New Bedford, Massachusetts, organized in 1928 and liquidated in the 1930s...", "518 words")]
    second = [("Hoosac Tunnel", "...The Boston and Maine Railroad electrified the tunnel in 1911 to rid it of locomotive smoke; electric operation ended in 1946...", "4,812 words"),
              ("Boston and Maine Railroad", "...electrification of the Hoosac Tunnel in 1911 was the railroad’s only mainline electrification...", "6,240 words"),
              ("Railway electrification in the United States", "...early installations included the Baltimore Belt Line (1895) and the Hoosac Tunnel (1911)...", "3,977 words"),
              ("Fitchburg Route", "...the line from Boston to Troy through the Hoosac Tunnel; the tunnel section was electrified between 1911 and 1946...", "2,205 words"),
              ("Hoosac Tunnel station", "...the station stood near the east portal of the electrified section of the Hoosac Tunnel...", "742 words"),
              ("Deerfield River", "...the river passes the east portal of the Hoosac Tunnel, whose electrification drew power from a plant at Zoar...", "2,688 words")]

    def results(q: str, total: int, items: list[tuple[str, str, str]]) -> list[str]:
        n = len(items)
        out = top(q) + [f"StaticText 'Results 1-{n} of {total} for \"{q}\"'", "[50] list ''"]
        for i, (t, snip, words) in enumerate(items):
            b = 51 + 3 * i
            out += [f"\t[{b}] listitem ''", f"\t\t[{b + 1}] link '{t}'", f"\t\tStaticText '{snip}'",
                    f"\t\tStaticText 'wikipedia_en_all_maxi_2022-05 - {words}'"]
        if total > n:
            out += ["[90] link '2'", "[91] link '3'", "[92] link '4'", "[93] link 'Next'"]
        return out

    def tunnel(q: str = "") -> list[str]:
        return top(q) + [
            "[40] heading 'Hoosac Tunnel'",
            "StaticText 'From Wikipedia, the free encyclopedia'",
            "[44] table ''",
            "\t[45] row ''", "\t\t[46] columnheader 'Hoosac Tunnel'",
            "\t[47] row ''", "\t\t[48] rowheader 'Line'", "\t\t[49] cell 'Fitchburg Route (Pan Am Southern)'",
            "\t[50] row ''", "\t\t[51] rowheader 'Location'", "\t\t[52] cell 'Hoosac Range, Florida and North Adams, Massachusetts'",
            "\t[53] row ''", "\t\t[54] rowheader 'Status'", "\t\t[55] cell 'Active'",
            "\t[56] row ''", "\t\t[57] rowheader 'Work begun'", "\t\t[58] cell '1851'",
            "\t[59] row ''", "\t\t[60] rowheader 'Opened'", "\t\t[61] cell 'February 9, 1875'",
            "\t[62] row ''", "\t\t[63] rowheader 'Owner'", "\t\t[64] cell 'Pan Am Southern'",
            "\t[65] row ''", "\t\t[66] rowheader 'Length'", "\t\t[67] cell '4.75 mi (7.64 km)'",
            "\t[68] row ''", "\t\t[69] rowheader 'No. of tracks'", "\t\t[70] cell '1 (originally 2)'",
            "\t[71] row ''", "\t\t[72] rowheader 'Electrified'", "\t\t[73] cell '1911–1946'",
            "StaticText 'The Hoosac Tunnel (also called Hoosic or Hoosick) is a 4.75-mile (7.64 km) active railroad tunnel in western Massachusetts that passes through the'",
            "[76] link 'Hoosac Range'",
            "StaticText ', an extension of Vermont’s Green Mountains. It runs in a straight line from its east portal, along the Deerfield River in the town of Florida, to its west portal in the city of North Adams.'",
            "[80] navigation 'Contents'",
            "\t[81] link '1 History'", "\t[82] link '1.1 Early proposals'", "\t[83] link '1.2 Construction'",
            "\t[84] link '2 Electrification'", "\t[85] link '3 Later years'", "\t[86] link '4 See also'", "\t[87] link '5 References'",
            "[90] heading 'History'",
            "StaticText 'A tunnel under the Hoosac Range was first proposed in 1819 as part of a canal route. Work on the railroad tunnel began in 1851 and, after repeated failures of boring machines, was completed with nitroglycerin and pneumatic drills. The first train passed through on February 9, 1875. At least 195 workers died during construction.'",
            "[94] heading 'Electrification'",
            "StaticText 'The Boston and Maine Railroad electrified the tunnel in 1911 to rid it of locomotive smoke; electric operation ended in 1946 when diesel locomotives took over.'",
            "[97] heading 'Later years'",
            "StaticText 'The tunnel was enlarged in 1997 to allow double-stack container trains. It is now owned by Pan Am Southern.'",
            "[100] heading 'See also'", "[101] link 'List of tunnels in the United States'", "[102] link 'Hoosac Tunnel station'"]

    station = top() + [
        "[40] heading 'Hoosac Tunnel station'",
        "StaticText 'From Wikipedia, the free encyclopedia'",
        "[44] table ''",
        "\t[45] row ''", "\t\t[46] columnheader 'Hoosac Tunnel'",
        "\t[47] row ''", "\t\t[48] rowheader 'Location'", "\t\t[49] cell 'Hoosac Tunnel, Florida, Massachusetts'",
        "\t[50] row ''", "\t\t[51] rowheader 'Line'", "\t\t[52] cell 'Fitchburg Route'",
        "\t[53] row ''", "\t\t[54] rowheader 'Platforms'", "\t\t[55] cell '1 side platform'",
        "\t[56] row ''", "\t\t[57] rowheader 'Opened'", "\t\t[58] cell '1875'",
        "\t[59] row ''", "\t\t[60] rowheader 'Closed'", "\t\t[61] cell '1958'",
        "\t[62] row ''", "\t\t[63] rowheader 'Former services'", "\t\t[64] cell 'Boston and Maine Railroad'",
        "StaticText 'Hoosac Tunnel is a former railroad station in the village of Hoosac Tunnel in Florida, Massachusetts, located near the east portal of the'",
        "[67] link 'Hoosac Tunnel'",
        "StaticText '. Passenger service on the line ended in 1958 and the station building was demolished in the 1960s.'",
        "[70] heading 'References'", "StaticText '1. Karr, Ronald Dale (1995). The Rail Lines of Southern New England.'"]

    rng = top() + [
        "[40] heading 'Hoosac Range'",
        "StaticText 'From Wikipedia, the free encyclopedia'",
        "[44] table ''",
        "\t[45] row ''", "\t\t[46] columnheader 'Hoosac Range'",
        "\t[47] row ''", "\t\t[48] rowheader 'Highest point'", "\t\t[49] cell 'Crum Hill'",
        "\t[50] row ''", "\t\t[51] rowheader 'Elevation'", "\t\t[52] cell '2,841 ft (866 m)'",
        "\t[53] row ''", "\t\t[54] rowheader 'Length'", "\t\t[55] cell '30 mi (48 km) north–south'",
        "\t[56] row ''", "\t\t[57] rowheader 'Country'", "\t\t[58] cell 'United States'",
        "\t[59] row ''", "\t\t[60] rowheader 'Parent range'", "\t\t[61] cell 'Green Mountains'",
        "StaticText 'The Hoosac Range is a range of mountains in western Massachusetts and southern Vermont, a southern extension of the Green Mountains. The'",
        "[64] link 'Hoosac Tunnel'",
        "StaticText ', completed in 1875, passes beneath the range between Florida and North Adams. The Mohawk Trail crosses the range at Whitcomb Summit.'",
        "[67] heading 'Geography'",
        "StaticText 'The range is bounded on the west by the Hoosic River valley and on the east by the Deerfield River.'",
        "[70] link 'Mohawk Trail'", "[71] link 'Whitcomb Summit'"]

    turns = [
        ("fill('15', 'Hoosac')", axtree("Wikipedia", home_lines("Hoosac"), f"{base}/A/Main_Page")),
        ("press('15', 'Enter')", axtree("Search: Hoosac", results("Hoosac", 37, first), search_url + "Hoosac")),
        ("click('58')", axtree("Hoosac Tunnel station", station, f"{base}/A/Hoosac_Tunnel_station")),
        ("go_back()", axtree("Search: Hoosac", results("Hoosac", 37, first), search_url + "Hoosac")),
        ("click('52')", axtree("Hoosac Tunnel", tunnel(), f"{base}/A/Hoosac_Tunnel")),
        ("click('84')", axtree("Hoosac Tunnel", tunnel(), f"{base}/A/Hoosac_Tunnel#Electrification")),
        ("click('76')", axtree("Hoosac Range", rng, f"{base}/A/Hoosac_Range")),
        ("go_back()", axtree("Hoosac Tunnel", tunnel(), f"{base}/A/Hoosac_Tunnel#Electrification")),
        ("fill('15', 'Hoosac Tunnel electrification')", axtree("Hoosac Tunnel", tunnel("Hoosac Tunnel electrification"), f"{base}/A/Hoosac_Tunnel#Electrification")),
        ("press('15', 'Enter')", axtree("Search: Hoosac Tunnel electrification", results("Hoosac Tunnel electrification", 6, second),
                                        search_url + "Hoosac+Tunnel+electrification")),
    ]
    return traj(turns, axtree("Wikipedia", home_lines(""), f"{base}/A/Main_Page"))


# ---------------------------------------------------------------------------------------------------------
def t_tea_cart() -> Traj:
    # bad: tea storefront; turn 10 (home page) shows the cart badge at 3 although turn 9 removed the Dong Ding line and showed 2 items left.
    url = "http://shop.tidewatertea.test"

    def head(n: int, q: str = "") -> list[str]:
        out = ["[104] link 'Skip to Content'", "StaticText 'Welcome, Priya Raman!'", "[118] link 'My Account'",
               "[120] link 'My Wish List'", "[122] link 'Sign Out'", "[110] link 'Tidewater Tea & Kettle'",
               "[140] link 'My Cart'"]
        if n:
            out += [f"\tStaticText '{n}'"]
        out += [f"[214] combobox 'Search' value='{q}', autocomplete='both', hasPopup='listbox', expanded=False" if q
                else "[214] combobox 'Search', autocomplete='both', hasPopup='listbox', expanded=False",
                "[216] button 'Search'", "[220] menubar '', orientation='horizontal'",
                "\t[222] menuitem 'Black Tea'", "\t[224] menuitem 'Green Tea'", "\t[226] menuitem 'Oolong'",
                "\t[228] menuitem 'Herbal & Rooibos'", "\t[230] menuitem 'Teaware'", "\t[232] menuitem 'Gift Sets'"]
        return out

    foot = ["[3010] contentinfo ''", "\t[3012] link 'Shipping & Returns'", "\t[3014] link 'Brewing Guides'",
            "\t[3016] link 'Wholesale'", "\tStaticText 'Copyright © 2013-present Tidewater Tea & Kettle, Inc. All rights reserved.'"]

    def home(n: int, q: str = "") -> str:
        return axtree("Home Page", head(n, q) + [
            "[300] main ''", "\t[302] heading 'Spring Harvest Preorders Are Open'",
            "\tStaticText 'First-flush Darjeelings and Taiwanese high-mountain oolongs ship from April 22.'",
            "\t[306] link 'Shop the harvest'", "\t[310] heading 'Staff picks'",
            "\t[312] link 'Assam Halmari Gold 100g'", "\tStaticText '$16.25'",
            "\t[316] link 'Genmaicha Matcha-iri 80g'", "\tStaticText '$11.40'",
            "\t[320] link 'Cast Iron Kettle 0.8L – Slate'", "\tStaticText '$48.00'",
            "\t[324] link 'Honeybush Citrus 60g'", "\tStaticText '$9.80'"] + foot, url + "/")

    items = [("1312", "Dong Ding Oolong 50g", "$14.50", "1320", "4.8", "52"),
             ("1332", "Milk Oolong Tin 100g", "$22.00", "1340", "4.6", "38"),
             ("1352", "Iron Goddess (Tieguanyin) 75g", "$18.75", "1360", "4.7", "61"),
             ("1372", "Oriental Beauty 40g", "$26.00", "1380", "4.9", "17"),
             ("1392", "Roasted Oolong Sampler (3 × 25g)", "$19.90", "1400", "4.5", "23"),
             ("1412", "Clay Gaiwan 120ml for Oolong", "$34.00", "1420", "4.4", "9")]

    def results(n: int, msg: str = "") -> str:
        lines = head(n) + ["[300] main ''"]
        if msg:
            lines += [f"\tStaticText '{msg}'", "\t[1290] link 'shopping cart'"]
        lines += ["\t[1300] heading \"Search results for: 'oolong'\"", "\tStaticText 'Items 1-6 of 9'",
                  "\t[1302] combobox 'Sort By' value='Relevance', hasPopup='menu', expanded=False"]
        for link, name, price, add, rating, rev in items:
            lines += [f"\t[{link}] link '{name}'", f"\tStaticText 'Rating: {rating} out of 5 ({rev} Reviews)'",
                      f"\tStaticText '{price}'", f"\t[{add}] button 'Add to Cart'"]
        lines += ["\t[1440] link 'Page 2'", "\t[1442] link 'Next'"]
        return axtree("Search results for: 'oolong'", lines + foot, url + "/catalogsearch/result/?q=oolong")

    def product(n: int, qty: str, msg: str = "") -> str:
        lines = head(n) + ["[300] main ''"]
        if msg:
            lines += [f"\tStaticText '{msg}'", "\t[1590] link 'shopping cart'"]
        lines += ["\t[1600] heading 'Milk Oolong Tin 100g'", "\tStaticText 'Rating: 4.6 out of 5'", "\t[1602] link '38 Reviews'",
                  "\tStaticText '$22.00'", "\tStaticText 'In stock'", "\tStaticText 'SKU TK-OOL-MLK100'",
                  f"\t[1612] spinbutton 'Qty' value='{qty}'", "\t[1614] button 'Add to Cart'",
                  "\t[1616] link 'Add to Wish List'",
                  "\t[1620] tab 'Details', selected=True", "\t[1622] tab 'Brewing'", "\t[1624] tab 'Reviews (38)'",
                  "\tStaticText 'A lightly oxidised Jin Xuan oolong from Nantou with a naturally creamy, buttery body. Resealable 100g tin.'",
                  "\t[1630] heading 'Customers also bought'", "\t[1632] link 'Dong Ding Oolong 50g'", "\t[1634] link 'Clay Gaiwan 120ml for Oolong'"]
        return axtree("Milk Oolong Tin 100g", lines + foot, url + "/milk-oolong-tin-100g.html")

    minicart = axtree("Milk Oolong Tin 100g", head(3) + [
        "[1700] dialog 'Minicart', modal=False",
        "\tStaticText '3'", "\tStaticText 'Items in Cart'", "\tStaticText 'Cart Subtotal :'", "\tStaticText '$58.50'",
        "\t[1704] button 'Proceed to Checkout'",
        "\t[1710] list ''",
        "\t\t[1711] listitem ''", "\t\t\t[1712] link 'Milk Oolong Tin 100g'", "\t\t\tStaticText '$22.00'",
        "\t\t\t[1714] spinbutton 'Qty:' value='2'", "\t\t\t[1716] button 'Remove'",
        "\t\t[1721] listitem ''", "\t\t\t[1722] link 'Dong Ding Oolong 50g'", "\t\t\tStaticText '$14.50'",
        "\t\t\t[1724] spinbutton 'Qty:' value='1'", "\t\t\t[1726] button 'Remove'",
        "\t[1730] link 'View and Edit Cart'",
        "[300] main ''", "\t[1600] heading 'Milk Oolong Tin 100g'", "\tStaticText '$22.00'",
        "\t[1612] spinbutton 'Qty' value='2'", "\t[1614] button 'Add to Cart'"] + foot, url + "/milk-oolong-tin-100g.html")

    def cart(rows: list[tuple[str, str, str, str, str]], sub: str, total: str, n: int) -> str:
        lines = head(n) + ["[300] main ''", "\t[2000] heading 'Shopping Cart'", "\t[2002] table 'Shopping Cart Items'",
                           "\t\t[2003] row ''", "\t\t\t[2004] columnheader 'Item'", "\t\t\t[2005] columnheader 'Price'",
                           "\t\t\t[2006] columnheader 'Qty'", "\t\t\t[2007] columnheader 'Subtotal'"]
        for b, name, price, qty, line in rows:
            lines += [f"\t\t[{b}] row ''", f"\t\t\t[{int(b) + 1}] link '{name}'", f"\t\t\tStaticText '{price}'",
                      f"\t\t\t[{int(b) + 2}] spinbutton 'Qty' value='{qty}'", f"\t\t\tStaticText '{line}'",
                      f"\t\t\t[{int(b) + 4}] link 'Edit item parameters'", f"\t\t\t[{int(b) + 5}] link 'Remove item'"]
        lines += ["\t[2080] button 'Update Shopping Cart'", "\t[2082] link 'Continue Shopping'",
                  "\t[2090] heading 'Summary'", "\t[2092] button 'Estimate Shipping and Tax'",
                  "\tStaticText 'Subtotal'", f"\tStaticText '{sub}'", "\tStaticText 'Shipping (Flat Rate - Fixed)'", "\tStaticText '$6.00'",
                  "\tStaticText 'Order Total'", f"\tStaticText '{total}'", "\t[2098] button 'Proceed to Checkout'",
                  "\t[2100] button 'Apply Discount Code'"]
        return axtree("Shopping Cart", lines + foot, url + "/checkout/cart/")

    both = [("2010", "Milk Oolong Tin 100g", "$22.00", "2", "$44.00"), ("2030", "Dong Ding Oolong 50g", "$14.50", "1", "$14.50")]
    turns = [
        ("fill('214', 'oolong')", home(0, "oolong")),
        ("press('214', 'Enter')", results(0)),
        ("click('1320')", results(1, "You added Dong Ding Oolong 50g to your shopping cart.")),
        ("click('1332')", product(1, "1")),
        ("fill('1612', '2')", product(1, "2")),
        ("click('1614')", product(3, "2", "You added Milk Oolong Tin 100g to your shopping cart.")),
        ("click('140')", minicart),
        ("click('1730')", cart(both, "$58.50", "$64.50", 3)),
        ("click('2035')", cart(both[:1], "$44.00", "$50.00", 2)),
        ("click('110')", home(3)),
    ]
    return traj(turns, home(0), 10, "cart badge on the home page shows 3 items after the removal left 2")


# ---------------------------------------------------------------------------------------------------------
def t_airline_seat() -> Traj:
    # bad: regional airline manage-booking; turn 4 (seat map header) shows booking reference QX7W4P although turn 3 found and displayed booking QX7M4P.
    url = "https://www.flyskylark.test"
    nav = ["[12] link 'Skylark Regional home'", "[14] link 'Book'", "[16] link 'Manage'", "[18] link 'Check in'",
           "[20] link 'Flight status'", "[22] link 'Skylark Miles'", "StaticText 'Hi, Elena'", "[24] link 'Log out'"]
    foot = ["[900] contentinfo ''", "\t[902] link 'Baggage policy'", "\t[904] link 'Contact us'",
            "\t[906] link 'Contract of carriage'", "\tStaticText '© 2024 Skylark Regional Airlines'"]

    def manage(last: str = "", ref: str = "") -> str:
        return axtree("Manage booking | Skylark Regional", nav + [
            "[30] main ''", "\t[32] heading 'Manage your booking'",
            "\tStaticText 'Enter the last name of any passenger and your 6-character booking reference.'",
            "\t" + tb("41", "Last name", last, extra="required"),
            "\t" + tb("43", "Booking reference", ref, extra="required"),
            "\t[45] button 'Find booking'", "\t[47] link 'Find my booking reference'"] + foot, url + "/manage")

    flight = ["\t[120] heading 'Portland (PDX) to Boise (BOI)'", "\tStaticText 'Thu, Apr 18, 2024'",
              "\tStaticText 'SK 2214 · Embraer 175'", "\tStaticText 'Depart 6:40 AM PDX'", "\tStaticText 'Arrive 8:58 AM BOI'",
              "\tStaticText 'Nonstop · 1h 18m'"]
    booking = axtree("Manage booking QX7M4P | Skylark Regional", nav + [
        "[30] main ''", "\t[100] heading 'Booking QX7M4P'", "\tStaticText 'Status: Confirmed'",
        "\tStaticText 'Booked Feb 29, 2024 · Fare: Basic'"] + flight + [
        "\t[140] table 'Passengers'", "\t\t[141] row ''", "\t\t\t[142] columnheader 'Passenger'", "\t\t\t[143] columnheader 'Seat'",
        "\t\t\t[144] columnheader 'Checked bags'", "\t\t\t[145] columnheader 'Skylark Miles'",
        "\t\t[146] row ''", "\t\t\t[147] cell 'Elena Vasquez-Ortiz'", "\t\t\t[148] cell '14C (Aisle)'", "\t\t\t[149] cell '0'",
        "\t\t\t[150] cell 'SK 4471 0982'",
        "\t[210] button 'Change seat'", "\t[212] button 'Add bags'", "\t[214] button 'Change flight'", "\t[216] button 'Cancel trip'",
        "\t[220] link 'View receipt'"] + foot, url + "/manage/trip?ref=QX7M4P")

    seat_rows = [("9", [("9A", "Window", "$18.00", True), ("9B", "Middle", "", False), ("9C", "Aisle", "$18.00", True), ("9D", "Window", "", False)]),
                 ("10", [("10A", "Window", "$18.00", True), ("10B", "Middle", "", False), ("10C", "Aisle", "", False), ("10D", "Window", "$18.00", True)]),
                 ("12", [("12A", "Window", "$9.00", True), ("12B", "Middle", "$9.00", True), ("12C", "Aisle", "", False), ("12D", "Window", "", False)]),
                 ("14", [("14A", "Window", "", False), ("14B", "Middle", "$0.00", True), ("14C", "Aisle", "Your seat", False), ("14D", "Window", "", False)])]

    def seatmap(sel: str = "") -> str:
        lines = nav + ["[30] main ''", "\t[300] heading 'Choose your seat'",
                       "\tStaticText 'Booking QX7W4P · SK 2214 · PDX → BOI · Thu, Apr 18'",
                       "\tStaticText 'Current seat: 14C (Aisle)'", "\t[302] grid 'Seat map, rows 9 to 14'"]
        bid = 305
        for row, seats in seat_rows:
            lines.append(f"\t\t[{bid - 1}] row 'Row {row}'")
            for code, pos, price, avail in seats:
                if avail:
                    label = f"{code} {pos} {price}" + (" selected" if code == sel else "")
                    lines.append(f"\t\t\t[{bid}] button '{label}'" + (", pressed='true'" if code == sel else ""))
                else:
                    state = "your current seat" if price == "Your seat" else "unavailable"
                    lines.append(f"\t\t\t[{bid}] button '{code} {pos} {state}', disabled=True")
                bid += 1
            bid += 1
        if sel:
            lines += ["\tStaticText 'Selected: 9A (Window) · $18.00'", "\t[340] button 'Confirm seat'"]
        else:
            lines += ["\tStaticText 'Select a seat to continue.'", "\t[340] button 'Confirm seat', disabled=True"]
        lines += ["\t[342] button 'Keep current seat'"]
        return axtree("Choose your seat | Skylark Regional", lines + foot, url + "/manage/seats?segment=1")

    def bags(val: str) -> str:
        return axtree("Checked bags | Skylark Regional", nav + [
            "[30] main ''", "\t[400] heading 'Checked bags'", "\tStaticText 'Seat 9A (Window) added to your trip · $18.00'",
            "\tStaticText 'Elena Vasquez-Ortiz · SK 2214 PDX → BOI'",
            "\tStaticText 'Basic fares include one personal item. Carry-on and checked bags are extra.'"] +
            ["\t" + ln for ln in combo("410", "Checked bags", val, ["0 bags", "1 bag – $35.00", "2 bags – $80.00"])] + [
            "\tStaticText 'Each bag up to 50 lb (23 kg) and 62 linear in.'", "\t[420] button 'Continue'", "\t[422] button 'Skip bags'"] + foot,
            url + "/manage/bags?segment=1")

    pay = axtree("Review and pay | Skylark Regional", nav + [
        "[30] main ''", "\t[500] heading 'Review and pay'", "\tStaticText 'Trip: Portland (PDX) → Boise (BOI) · Thu, Apr 18, 2024'",
        "\t[502] table 'Charges'", "\t\t[503] row ''", "\t\t\t[504] cell 'Seat 9A (Window) – Elena Vasquez-Ortiz'", "\t\t\t[505] cell '$18.00'",
        "\t\t[506] row ''", "\t\t\t[507] cell '1 checked bag – Elena Vasquez-Ortiz'", "\t\t\t[508] cell '$35.00'",
        "\t\t[509] row ''", "\t\t\t[510] cell 'Total due'", "\t\t\t[511] cell '$53.00'",
        "\t[514] radio 'Visa ending in 6120 (exp. 09/26)', checked='true'", "\t[516] radio 'Use a different card', checked='false'",
        "\t[518] checkbox 'I accept the fare rules and baggage policy', checked='true'",
        "\t[520] button 'Pay $53.00'", "\t[522] link 'Back to bags'"] + foot, url + "/manage/pay")

    done = axtree("Payment complete | Skylark Regional", nav + [
        "[30] main ''", "\t[600] heading 'You’re all set'", "\tStaticText 'We emailed a receipt to e.vasquez.ortiz@fastmail.test.'",
        "\t[602] table 'Summary'", "\t\t[603] row ''", "\t\t\t[604] cell 'Seat'", "\t\t\t[605] cell '9A (Window)'",
        "\t\t[606] row ''", "\t\t\t[607] cell 'Checked bags'", "\t\t\t[608] cell '1'",
        "\t\t[609] row ''", "\t\t\t[610] cell 'Paid'", "\t\t\t[611] cell '$53.00 · Visa ending in 6120'",
        "\t\t[612] row ''", "\t\t\t[613] cell 'Receipt number'", "\t\t\t[614] cell '5520-113-0871'",
        "\tStaticText 'Check-in opens 24 hours before departure: Wed, Apr 17 at 6:40 AM.'",
        "\t[620] link 'Back to my trip'", "\t[622] link 'Add to calendar'"] + foot, url + "/manage/pay/complete")

    turns = [
        ("fill('41', 'Vasquez-Ortiz')", manage("Vasquez-Ortiz")),
        ("fill('43', 'QX7M4P')", manage("Vasquez-Ortiz", "QX7M4P")),
        ("click('45')", booking),
        ("click('210')", seatmap()),
        ("click('305')", seatmap("9A")),
        ("click('340')", bags("0 bags")),
        ("select_option('410', '1 bag – $35.00')", bags("1 bag – $35.00")),
        ("click('420')", pay),
        ("click('520')", done),
    ]
    return traj(turns, manage(), 4, "booking reference on the seat-map page differs from the one just looked up")


# ---------------------------------------------------------------------------------------------------------
def t_hotel_dates() -> Traj:
    # clean: hotel reservation lookup, extend by one night (Friday rate is higher), totals and taxes recomputed, same confirmation number, special request added.
    url = "https://reservations.larkspurinns.test"
    nav = ["[10] link 'Larkspur Inn & Suites – Asheville'", "[12] link 'Rooms'", "[14] link 'Offers'",
           "[16] link 'Find a reservation'", "[18] link 'Contact'", "[20] button 'USD $'"]
    foot = ["[800] contentinfo ''", "\tStaticText '58 Biltmore Ave, Asheville, NC 28801 · (828) 555-0162'",
            "\t[802] link 'Privacy'", "\t[804] link 'Accessibility'"]

    def lookup(conf: str = "", email: str = "") -> str:
        return axtree("Find a reservation – Larkspur Inn & Suites", nav + [
            "[30] main ''", "\t[32] heading 'Find your reservation'",
            "\t" + tb("41", "Confirmation number", conf, extra="required"),
            "\t" + tb("43", "Email address", email, extra="required"),
            "\t[45] button 'Look up'"] + foot, url + "/find")

    def res(checkout: str, nights: int, rates: list[tuple[str, str]], sub: str, tax: str, total: str,
            msg: str = "", modified: str = "Feb 18, 2024", req: str = "") -> str:
        lines = nav + ["[30] main ''"]
        if msg:
            lines += [f"\t[98] alert '{msg}'"]
        lines += ["\t[100] heading 'Reservation 84120377'", "\tStaticText 'Guest: Tomasz Wierzbicki · 2 adults'",
                  "\tStaticText 'Check-in: Tue, Apr 9, 2024 (from 3:00 PM)'", f"\tStaticText 'Check-out: {checkout} (by 11:00 AM)'",
                  f"\tStaticText '{nights} nights · Standard King · Non-smoking'",
                  "\t[110] table 'Nightly rates'"]
        b = 111
        for night, rate in rates:
            lines += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] cell '{night}'", f"\t\t\t[{b + 2}] cell '{rate}'"]
            b += 3
        lines += ["\tStaticText 'Room subtotal'", f"\tStaticText '{sub}'", "\tStaticText 'Taxes (13.4%)'", f"\tStaticText '{tax}'",
                  "\tStaticText 'Total'", f"\tStaticText '{total}'",
                  "\tStaticText 'Free cancellation until Sun, Apr 7, 2024, 6:00 PM'",
                  f"\tStaticText 'Last modified: {modified}'",
                  "\t[140] heading 'Special requests'", f"\tStaticText '{req or 'None'}'",
                  "\t[150] button 'Modify dates'", "\t[152] button 'Add request'", "\t[154] button 'Cancel reservation'"]
        return axtree("Reservation 84120377 – Larkspur Inn & Suites", lines + foot, url + "/reservation/84120377")

    three = [("Tue, Apr 9", "$149.00"), ("Wed, Apr 10", "$149.00"), ("Thu, Apr 11", "$149.00")]
    four = three + [("Fri, Apr 12", "$179.00")]

    def dates(cout: str) -> str:
        return axtree("Modify dates – Larkspur Inn & Suites", nav + [
            "[30] main ''", "\t[200] heading 'Change your dates'", "\tStaticText 'Reservation 84120377 · Standard King'",
            "\t" + tb("202", "Check-in", "2024-04-09", "textbox", "required"),
            "\t" + tb("204", "Check-out", cout, "textbox", "required"),
            "\t[206] button 'Check availability'", "\t[208] link 'Back to reservation'"] + foot, url + "/reservation/84120377/dates")

    avail = axtree("Available rooms – Larkspur Inn & Suites", nav + [
        "[30] main ''", "\t[300] heading 'Rooms for Apr 9 – Apr 13, 2024 (4 nights)'",
        "\tStaticText 'Rates vary by night; weekend nights are priced higher.'",
        "\t[310] article 'Standard King'", "\t\tStaticText 'King bed · 290 sq ft · City view'",
        "\t\tStaticText 'Avg. $156.50 / night · $626.00 for 4 nights before taxes'", "\t\tStaticText 'Your current room type'",
        "\t\t[314] button 'Select'",
        "\t[320] article 'Deluxe Queen, Two Beds'", "\t\tStaticText 'Two queen beds · 360 sq ft · Mountain view'",
        "\t\tStaticText 'Avg. $176.50 / night · $706.00 for 4 nights before taxes'", "\t\t[324] button 'Select'",
        "\t[330] article 'Courtyard Suite'", "\t\tStaticText 'Sold out for these dates'"] + foot,
        url + "/reservation/84120377/rooms?checkin=2024-04-09&checkout=2024-04-13")

    review = axtree("Review changes – Larkspur Inn & Suites", nav + [
        "[30] main ''", "\t[400] heading 'Review your changes'",
        "\t[402] table ''", "\t\t[403] row ''", "\t\t\t[404] columnheader ''", "\t\t\t[405] columnheader 'Current'", "\t\t\t[406] columnheader 'New'",
        "\t\t[407] row ''", "\t\t\t[408] rowheader 'Dates'", "\t\t\t[409] cell 'Apr 9 – Apr 12 (3 nights)'", "\t\t\t[410] cell 'Apr 9 – Apr 13 (4 nights)'",
        "\t\t[411] row ''", "\t\t\t[412] rowheader 'Room'", "\t\t\t[413] cell 'Standard King'", "\t\t\t[414] cell 'Standard King'",
        "\t\t[415] row ''", "\t\t\t[416] rowheader 'Room subtotal'", "\t\t\t[417] cell '$447.00'", "\t\t\t[418] cell '$626.00'",
        "\t\t[419] row ''", "\t\t\t[420] rowheader 'Taxes (13.4%)'", "\t\t\t[421] cell '$59.90'", "\t\t\t[422] cell '$83.88'",
        "\t\t[423] row ''", "\t\t\t[424] rowheader 'Total'", "\t\t\t[425] cell '$506.90'", "\t\t\t[426] cell '$709.88'",
        "\tStaticText 'Difference: +$202.98, charged at the hotel.'",
        "\tStaticText 'Free cancellation until Sun, Apr 7, 2024, 6:00 PM'",
        "\t[430] button 'Confirm changes'", "\t[432] link 'Choose a different room'"] + foot, url + "/reservation/84120377/review")

    def reqform(text: str) -> str:
        return axtree("Special request – Larkspur Inn & Suites", nav + [
            "[30] main ''", "\t[500] heading 'Add a special request'", "\tStaticText 'Reservation 84120377'",
            "\tStaticText 'Requests are not guaranteed and are subject to availability.'",
            "\t" + tb("502", "Your request", text, "textbox", "multiline"), "\t[504] button 'Submit request'",
            "\t[506] link 'Back to reservation'"] + foot, url + "/reservation/84120377/requests/new")

    req = "Late arrival around 10:30 PM on Apr 9; a quiet room away from the elevator if possible."
    turns = [
        ("fill('41', '84120377')", lookup("84120377")),
        ("fill('43', 't.wierzbicki@proton.test')", lookup("84120377", "t.wierzbicki@proton.test")),
        ("click('45')", res("Fri, Apr 12, 2024", 3, three, "$447.00", "$59.90", "$506.90")),
        ("click('150')", dates("2024-04-12")),
        ("fill('204', '2024-04-13')", dates("2024-04-13")),
        ("click('206')", avail),
        ("click('314')", review),
        ("click('430')", res("Sat, Apr 13, 2024", 4, four, "$626.00", "$83.88", "$709.88",
                             "Your reservation has been updated. A confirmation was sent to t.wierzbicki@proton.test.", "Mar 14, 2024")),
        ("click('152')", reqform("")),
        (f"fill('502', '{req}')", reqform(req)),
        ("click('504')", res("Sat, Apr 13, 2024", 4, four, "$626.00", "$83.88", "$709.88",
                             "Your request was added.", "Mar 14, 2024", req)),
    ]
    return traj(turns, lookup())


# ---------------------------------------------------------------------------------------------------------
def t_gitlab_triage() -> Traj:
    # clean: GitLab issue triage; label filter shrinks the list, one issue closed (open/closed counts move by one), a comment added and a label removed on another.
    url = "http://gitlab.fieldkit.test/fieldkit/sensor-gateway"
    side = ["[40] navigation 'Project navigation'", "\t[41] link 'sensor-gateway'", "\t[43] link 'Repository'",
            "\t[45] link 'Issues'", "\t\tStaticText '{open}'", "\t[47] link 'Merge requests'", "\t\tStaticText '5'",
            "\t[49] link 'CI/CD'", "\t[51] link 'Deployments'", "\t[53] link 'Wiki'", "\t[55] link 'Settings'"]
    top = ["[10] link 'Skip to content'", "[12] link 'Homepage'", "[14] button 'Search or go to…'",
           "[16] link 'Noor Haddad user’s menu'"]

    def chrome(n_open: int) -> list[str]:
        return top + [ln.replace("{open}", str(n_open)) for ln in side] + [
            "[60] navigation 'Breadcrumbs'", "\t[61] link 'fieldkit'", "\t[62] link 'sensor-gateway'", "\t[63] link 'Issues'"]

    issues = {
        219: ("MQTT reconnect storm after broker failover", "Ilya Petrenko", "2 days ago", ["bug", "priority::high"], 4, "1 day ago"),
        217: ("Add Modbus RTU support for Campbell CR1000X loggers", "Sade Okonjo", "4 days ago", ["feature"], 7, "2 days ago"),
        214: ("Docs: clarify TLS cert rotation on gateways", "Noor Haddad", "1 week ago", ["docs"], 1, "1 week ago"),
        212: ("Gateway clock drifts ~3s/day without NTP", "Marek Lind", "2 weeks ago", ["bug", "needs-info"], 3, "1 week ago"),
        205: ("Batch upload fails when payload > 1 MiB", "Ilya Petrenko", "3 weeks ago", ["bug"], 6, "5 days ago"),
        198: ("LoRa packet loss on channel 5 at cold temps", "Sade Okonjo", "1 month ago", ["needs-info"], 2, "3 weeks ago"),
        190: ("Expose per-sensor battery voltage in /metrics", "Tobias Reinholt", "1 month ago", ["feature"], 5, "1 month ago"),
        187: ("Watchdog reboots on firmware 2.4.x under heavy load", "Marek Lind", "2 months ago", ["bug", "needs-info"], 8, "2 weeks ago"),
        163: ("Config reload ignores sensor aliases", "Tobias Reinholt", "5 months ago", ["needs-info"], 2, "4 months ago"),
    }

    def listing(ids: list[int], counts: tuple[int, int, int], n_open: int, filt: bool,
                over: dict[int, tuple[list[str], int, str]] | None = None) -> str:
        over = over or {}
        o, c, a = counts
        lines = chrome(n_open) + ["[70] main ''", "\t[72] tablist ''",
                                  f"\t\t[73] tab 'Open {o}', selected=True", f"\t\t[74] tab 'Closed {c}', selected=False",
                                  f"\t\t[75] tab 'All {a}', selected=False",
                                  "\t[78] button 'Bulk edit'", "\t[80] link 'New issue'",
                                  "\t[82] textbox 'Search or filter results…'"]
        if filt:
            lines += ["\t[84] button 'Label = ~needs-info'", "\t[86] button 'Clear'"]
        lines += ["\t[88] button 'Created date'", "\t[90] list ''"]
        b = 100
        for n in ids:
            title, author, created, labels, com, upd = issues[n]
            if n in over:
                labels, com, upd = over[n]
            lines += [f"\t\t[{b}] listitem ''", f"\t\t\t[{b + 1}] link '{title}'",
                      f"\t\t\tStaticText '#{n} · created {created} by {author}'"]
            for j, lab in enumerate(labels):
                lines.append(f"\t\t\t[{b + 2 + j}] link '{lab}'")
            lines += [f"\t\t\tStaticText '{com}'", f"\t\t\tStaticText 'updated {upd}'"]
            b += 10
        if o > len(ids):
            lines += ["\t[300] navigation 'Pagination'", "\t\t[301] link '1'", "\t\t[302] link '2'", "\t\t[303] link 'Next'"]
        q = "?label_name%5B%5D=needs-info" if filt else ""
        return axtree("Issues · fieldkit / sensor-gateway · GitLab", lines, url + "/-/issues" + q)

    page1 = [219, 217, 214, 212, 205, 198, 190, 187]

    def i163(closed: bool) -> str:
        lines = chrome(22 if closed else 23) + [
            "[70] main ''", f"\tStaticText '{'Closed' if closed else 'Open'}'",
            "\t[600] heading 'Config reload ignores sensor aliases'",
            "\tStaticText 'Issue created 5 months ago by Tobias Reinholt'",
            "\tStaticText 'After SIGHUP the gateway re-reads config.yaml but readings keep the raw channel names instead of the aliases under sensors[].alias.'",
            "\t[620] complementary ''", "\t\tStaticText 'Assignee'", "\t\tStaticText 'None - assign yourself'",
            "\t\tStaticText 'Labels'", "\t\t[624] link 'needs-info'", "\t\tStaticText 'Milestone'", "\t\tStaticText 'None'",
            "\t[640] button '" + ("Reopen issue" if closed else "Close issue") + "'",
            "\t[650] heading 'Activity'",
            "\t\tStaticText 'Noor Haddad added needs-info label 4 months ago'",
            "\t\tStaticText 'Noor Haddad · 4 months ago'",
            "\t\tStaticText 'Can you share the config.yaml and the gateway version? I can’t reproduce on 2.2.0.'",
            "\t\tStaticText 'Tobias Reinholt · 4 months ago'", "\t\tStaticText 'Will dig out the config next week, the gateway is on a mast right now.'"]
        if closed:
            lines += ["\t\tStaticText 'Noor Haddad closed just now'"]
        lines += ["\t[690] textbox 'Add a reply'", "\t[692] button 'Comment'"]
        return axtree("Config reload ignores sensor aliases (#163) · Issues · fieldkit / sensor-gateway · GitLab", lines, url + "/-/issues/163")

    note = "Reproduced on 2.4.1 with 40 sensors at a 5 s interval: the watchdog fires after about 6 h. Removing needs-info."

    def i187(reply: str, commented: bool, label_gone: bool) -> str:
        labs = ["bug"] if label_gone else ["bug", "needs-info"]
        lines = chrome(22) + [
            "[70] main ''", "\tStaticText 'Open'", "\t[700] heading 'Watchdog reboots on firmware 2.4.x under heavy load'",
            "\tStaticText 'Issue created 2 months ago by Marek Lind'",
            "\tStaticText 'Gateways on 2.4.0 reboot every few hours when more than ~30 sensors report. dmesg shows watchdog: BUG: soft lockup.'",
            "\t[702] complementary ''", "\t\tStaticText 'Assignee'", "\t\t[703] link 'Marek Lind'", "\t\tStaticText 'Labels'"]
        for j, lab in enumerate(labs):
            lines += [f"\t\t[{704 + 2 * j}] link '{lab}'", f"\t\t[{705 + 2 * j}] button 'Remove label'"]
        lines += ["\t\tStaticText 'Milestone'", "\t\t[710] link '2.5.0'",
                  "\t[712] button 'Close issue'", "\t[714] heading 'Activity'", "\t\t[716] button 'Show 6 earlier comments'",
                  "\t\tStaticText 'Marek Lind · 3 weeks ago'", "\t\tStaticText 'Still happens on 2.4.1 for me, attaching the journal from gw-ridge-04.'",
                  "\t\tStaticText 'Sade Okonjo · 2 weeks ago'", "\t\tStaticText 'Could someone confirm with fewer than 30 sensors? Leaving needs-info for now.'"]
        if commented:
            lines += ["\t\tStaticText 'Noor Haddad · just now'", f"\t\tStaticText '{note}'"]
        if label_gone:
            lines += ["\t\tStaticText 'Noor Haddad removed needs-info label just now'"]
        lines += ["\t" + tb("720", "Add a reply", reply, "textbox", "multiline"), "\t[722] button 'Comment'"]
        return axtree("Watchdog reboots on firmware 2.4.x under heavy load (#187) · Issues · fieldkit / sensor-gateway · GitLab", lines, url + "/-/issues/187")

    turns = [
        ("click('133')", listing([212, 198, 187, 163], (4, 19, 23), 23, True)),
        ("click('131')", i163(False)),
        ("click('640')", i163(True)),
        ("go_back()", listing([212, 198, 187], (3, 20, 23), 22, True)),
        ("click('121')", i187("", False, False)),
        (f"fill('720', '{note}')", i187(note, False, False)),
        ("click('722')", i187("", True, False)),
        ("click('707')", i187("", True, True)),
        ("click('45')", listing(page1, (22, 142, 164), 22, False, {187: (["bug"], 9, "just now")})),
    ]
    return traj(turns, listing(page1, (23, 141, 164), 23, False))


# ---------------------------------------------------------------------------------------------------------
def t_calendar_kiln() -> Traj:
    # bad: studio calendar; turn 5 (event popover) shows the new event ending 16:30 although turn 3 set the end to 16:00 and turn 4 showed 14:30 – 16:00.
    url = "https://cal.emberclaystudio.test"
    w1 = [("Sun 17", []),
          ("Mon 18", [("Open studio", "10:00 – 13:00", "Studio")]),
          ("Tue 19", [("Clay delivery – Sheffield Pottery", "08:30 – 09:00", "Studio")]),
          ("Wed 20", [("Glaze mixing", "09:30 – 11:00", "Studio"), ("Dentist", "16:15 – 17:00", "Personal")]),
          ("Thu 21", [("Supplier call – Laguna Clay", "11:00 – 11:30", "Studio")]),
          ("Fri 22", []),
          ("Sat 23", [("Wheel class (beginners)", "10:00 – 12:00", "Classes")])]
    w2 = [("Sun 24", []),
          ("Mon 25", [("Open studio", "10:00 – 13:00", "Studio")]),
          ("Tue 26", [("Bisque unload", "09:00 – 10:00", "Studio")]),
          ("Wed 27", [("Glaze mixing", "09:30 – 11:00", "Studio")]),
          ("Thu 28", [("Potters’ guild meeting", "18:30 – 20:00", "Studio")]),
          ("Fri 29", [("Gallery drop-off – Riverside Arts", "15:00 – 15:30", "Personal")]),
          ("Sat 30", [("Wheel class (beginners)", "10:00 – 12:00", "Classes")])]
    kiln = ("Kiln firing – glaze batch 7", "14:30 – 16:00", "Studio")

    def week(label: str, days: list[tuple[str, list[tuple[str, str, str]]]], rng: str, slots: bool, extra: list[str] | None = None,
             toast: str = "") -> str:
        lines = ["[10] button 'Main menu'", "[12] link 'Ember Clay Studio Calendar'", "[14] button 'Today'",
                 "[16] button 'Previous week'", "[18] button 'Next week'", f"[20] heading '{label}'",
                 "[22] combobox 'View' value='Week', hasPopup='menu', expanded=False", "[24] button 'Maren Holt'",
                 "[30] button 'Create'",
                 "[32] complementary ''", "\t[33] grid 'March 2024'", "\t[40] heading 'My calendars'",
                 "\t[41] checkbox 'Studio', checked='true'", "\t[42] checkbox 'Classes', checked='true'", "\t[43] checkbox 'Personal', checked='true'",
                 "[100] grid 'Week of " + rng + "'"]
        b = 110
        for day, evs in days:
            lines.append(f"\t[{b}] columnheader '{day}'")
            b += 1
            for title, when, cal in evs:
                lines.append(f"\t\t[{b}] button '{title}, {when}, {cal}'")
                b += 1
            b = (b // 10 + 1) * 10
        if slots:
            lines += ["\t[270] gridcell 'Thursday, March 21, 14:00'", "\t[271] gridcell 'Thursday, March 21, 14:30'",
                      "\t[272] gridcell 'Thursday, March 21, 15:00'", "\t[273] gridcell 'Thursday, March 21, 15:30'"]
        if toast:
            lines += [f"[700] status '{toast}'", "\t[701] button 'Undo'"]
        return axtree("Ember Clay Studio Calendar - Week of " + rng, lines + (extra or []), url + ("/week/2024/3/17" if "17" in rng else "/week/2024/3/24"))

    def dialog(title: str, end: str) -> list[str]:
        return ["[400] dialog 'New event', modal=True",
                "\t" + tb("402", "Add title", title, extra="focused" if not title else ""),
                "\tStaticText 'Thursday, March 21'",
                "\t[406] combobox 'Start time' value='14:30', hasPopup='listbox', expanded=False",
                f"\t[408] combobox 'End time' value='{end}', hasPopup='listbox', expanded=False",
                "\t[410] textbox 'Add location'",
                "\t[412] combobox 'Calendar' value='Studio', hasPopup='listbox', expanded=False",
                "\t[414] button 'Save'", "\t[416] button 'More options'", "\t[418] button 'Close'"]

    w1k = [(d, evs + [kiln]) if d == "Thu 21" else (d, evs) for d, evs in w1]
    rng1, rng2 = "March 17 – 23, 2024", "March 24 – 30, 2024"
    pop_kiln = ["[500] dialog 'Kiln firing – glaze batch 7', modal=False", "\t[502] button 'Edit event'", "\t[504] button 'Delete event'",
                "\t[506] button 'Close'", "\t[508] heading 'Kiln firing – glaze batch 7'", "\tStaticText 'Thursday, March 21 · 14:30 – 16:30'",
                "\tStaticText 'Studio'", "\tStaticText 'Maren Holt'"]
    pop_bisque = ["[500] dialog 'Bisque unload', modal=False", "\t[502] button 'Edit event'", "\t[504] button 'Delete event'",
                  "\t[506] button 'Close'", "\t[508] heading 'Bisque unload'", "\tStaticText 'Tuesday, March 26 · 09:00 – 10:00'",
                  "\tStaticText 'Studio'", "\tStaticText 'Maren Holt'", "\tStaticText 'Wear the heat gloves; kiln 2 only.'"]
    confirm = ["[600] alertdialog 'Delete event?', modal=True", "\tStaticText 'Delete “Bisque unload” on Tuesday, March 26? This can’t be undone from other devices.'",
               "\t[602] button 'Cancel'", "\t[604] button 'Delete'"]
    w2x = [(d, [e for e in evs if e[0] != "Bisque unload"]) for d, evs in w2]
    turns = [
        ("click('271')", week("March 2024", w1, rng1, True, dialog("", "15:00"))),
        ("fill('402', 'Kiln firing – glaze batch 7')", week("March 2024", w1, rng1, True, dialog("Kiln firing – glaze batch 7", "15:00"))),
        ("select_option('408', '16:00')", week("March 2024", w1, rng1, True, dialog("Kiln firing – glaze batch 7", "16:00"))),
        ("click('414')", week("March 2024", w1k, rng1, True, toast="Event saved")),
        ("click('152')", week("March 2024", w1k, rng1, True, pop_kiln)),
        ("click('18')", week("March 2024", w2, rng2, False)),
        ("click('131')", week("March 2024", w2, rng2, False, pop_bisque)),
        ("click('504')", week("March 2024", w2, rng2, False, confirm)),
        ("click('604')", week("March 2024", w2x, rng2, False, toast="Event deleted")),
    ]
    return traj(turns, week("March 2024", w1, rng1, True), 5, "event popover shows a different end time than the one set and saved")


# ---------------------------------------------------------------------------------------------------------
def t_helpdesk_close() -> Traj:
    # clean: property-management help desk (osTicket-style); assign to self (My Tickets +1), raise priority, internal note, close (Open -1, My Tickets -1), queue without the ticket.
    url = "http://helpdesk.quarryhillpm.test/scp"
    queue = [("418531", "03/14/24 9:52 AM", "Hallway light out, 2nd floor east", "Priya Natarajan", "Low", "—"),
             ("418529", "03/14/24 8:40 AM", "Buzzer for unit 5A not working", "Kofi Mensah", "Normal", "Luis Ferreira"),
             ("418526", "03/13/24 6:15 PM", "Mold spots on bathroom ceiling (4C)", "Hanna Berg", "High", "Dana Whitfield"),
             ("418522", "03/13/24 4:03 PM", "Dishwasher leaking under unit 3B", "Rosalind Achebe", "Normal", "—"),
             ("418519", "03/13/24 11:27 AM", "Parking gate remote replacement", "Marcus Lee", "Low", "—"),
             ("418515", "03/12/24 5:48 PM", "Radiator banging at night (2A)", "Ellie Grayson", "Normal", "Luis Ferreira"),
             ("418511", "03/12/24 2:20 PM", "Window latch broken, unit 6B", "Tomás Rivera", "Normal", "Dana Whitfield"),
             ("418507", "03/11/24 10:05 AM", "Garbage disposal jammed (1D)", "Wen Li", "Low", "—"),
             ("418503", "03/10/24 7:31 PM", "Smoke detector chirping (3A)", "Oksana Hryhorenko", "High", "Luis Ferreira"),
             ("418498", "03/09/24 1:12 PM", "Front door closer too strong", "Building Staff", "Low", "—"),
             ("418494", "03/08/24 3:44 PM", "Laundry room dryer #2 not heating", "Amir Haddad", "Normal", "Dana Whitfield"),
             ("418490", "03/07/24 9:09 AM", "Bike room lock code change", "Priya Natarajan", "Low", "—"),
             ("418486", "03/06/24 12:55 PM", "Cracked tile in lobby", "Building Staff", "Low", "Luis Ferreira"),
             ("418481", "03/05/24 4:30 PM", "Slow drain in kitchen sink (4A)", "Jonah Feld", "Normal", "—")]

    def chrome(n_open: int, n_mine: int) -> list[str]:
        return ["[10] link 'Quarry Hill Maintenance Desk'", "StaticText 'Welcome, Dana Whitfield.'", "[12] link 'Agent Panel'",
                "[14] link 'Profile'", "[16] link 'Log Out'",
                "[20] link 'Dashboard'", "[21] link 'Users'", "[22] link 'Tasks'", "[23] link 'Tickets'", "[24] link 'Knowledgebase'",
                f"[30] link 'Open ({n_open})'", f"[31] link 'My Tickets ({n_mine})'", "[32] link 'Closed'", "[33] link 'New Ticket'"]

    def queue_page(rows: list[tuple[str, str, str, str, str, str]], n_mine: int) -> str:
        lines = chrome(len(rows), n_mine) + ["[40] main ''", "\t[42] heading 'Open Tickets'", "\t[44] textbox 'Search tickets'",
                                             "\t[46] button 'Search'", "\t[50] table ''", "\t\t[51] row ''",
                                             "\t\t\t[52] columnheader 'Ticket'", "\t\t\t[53] columnheader 'Last Updated'",
                                             "\t\t\t[54] columnheader 'Subject'", "\t\t\t[55] columnheader 'From'",
                                             "\t\t\t[56] columnheader 'Priority'", "\t\t\t[57] columnheader 'Assigned To'"]
        for i, (num, upd, subj, frm, pri, who) in enumerate(rows):
            b = 60 + 10 * i
            lines += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] link '{num}'", f"\t\t\t[{b + 2}] cell '{upd}'",
                      f"\t\t\t[{b + 3}] link '{subj}'", f"\t\t\t[{b + 4}] cell '{frm}'", f"\t\t\t[{b + 5}] cell '{pri}'",
                      f"\t\t\t[{b + 6}] cell '{who}'"]
        lines += [f"\tStaticText 'Showing 1 - {len(rows)} of {len(rows)}'", "\t[220] link 'Export'"]
        return axtree("Open Tickets :: Quarry Hill Maintenance Desk", lines, url + "/tickets.php?queue=1")

    note = "Keene Pipeworks booked for Thu 3/14, 2-4 PM. Tenant confirmed access; supply valve under sink shut off for now."
    events_all = [("assigned", "Assigned to Dana Whitfield by Dana Whitfield · 03/14/24 10:07 AM"),
                  ("priority", "Dana Whitfield changed Priority from Normal to High · 03/14/24 10:08 AM"),
                  ("note", "Dana Whitfield posted an internal note · 03/14/24 10:11 AM"),
                  ("closed", "Closed by Dana Whitfield · 03/14/24 10:13 AM")]

    def ticket(stage: int, alert: str = "", note_text: str = "", extra: list[str] | None = None) -> str:
        status = "Closed" if stage >= 4 else "Open"
        pri = "High" if stage >= 2 else "Normal"
        who = "Dana Whitfield" if stage >= 1 else "— Unassigned —"
        n_open, n_mine = (13, 3) if stage >= 4 else (14, 4 if stage >= 1 else 3)
        lines = chrome(n_open, n_mine) + ["[40] main ''"]
        if alert:
            lines += [f"\t[400] alert '{alert}'"]
        lines += ["\t[402] heading 'Ticket #418522'", "\t[404] heading 'Dishwasher leaking under unit 3B'",
                  "\t[406] table ''",
                  "\t\t[407] row ''", "\t\t\t[408] rowheader 'Status:'", f"\t\t\t[409] cell '{status}'",
                  "\t\t[410] row ''", "\t\t\t[411] rowheader 'Priority:'",
                  f"\t\t\t[520] combobox 'Priority' value='{pri}', hasPopup='menu', expanded=False",
                  "\t\t[412] row ''", "\t\t\t[413] rowheader 'Department:'", "\t\t\t[414] cell 'Maintenance'",
                  "\t\t[415] row ''", "\t\t\t[416] rowheader 'Create Date:'", "\t\t\t[417] cell '03/13/24 3:58 PM'",
                  "\t\t[418] row ''", "\t\t\t[419] rowheader 'Assigned To:'", f"\t\t\t[420] cell '{who}'",
                  "\t\t[421] row ''", "\t\t\t[422] rowheader 'SLA Plan:'", "\t\t\t[423] cell 'Standard (48 hrs)'",
                  "\t\t[424] row ''", "\t\t\t[425] rowheader 'Due Date:'", "\t\t\t[426] cell '03/15/24 3:58 PM'",
                  "\t\t[427] row ''", "\t\t\t[428] rowheader 'Unit:'", "\t\t\t[429] cell '3B – 212 Quarry Hill Rd'",
                  "\t\t[430] row ''", "\t\t\t[431] rowheader 'Source:'", "\t\t\t[432] cell 'Web'"]
        if stage >= 4:
            lines += ["\t\t[433] row ''", "\t\t\t[434] rowheader 'Close Date:'", "\t\t\t[435] cell '03/14/24 10:13 AM'"]
        lines += ["\t[510] button 'Assign'", "\t[530] button 'Change Status'", "\t[540] button 'Print'",
                  "\t[450] heading 'Ticket Thread'",
                  "\t\tStaticText 'Rosalind Achebe posted 03/13/24 3:58 PM'",
                  "\t\tStaticText 'Water pools under the dishwasher after every cycle and is starting to lift the floor tile by the sink.'",
                  "\t\tStaticText 'Rosalind Achebe posted 03/13/24 4:03 PM'",
                  "\t\tStaticText 'Photo attached.'", "\t\t[460] link 'IMG_2231.jpg (1.8 MB)'"]
        for i, (_, text) in enumerate(events_all[:stage]):
            lines.append(f"\t\tStaticText '{text}'")
            if i == 2:
                lines.append(f"\t\tStaticText '{note}'")
        lines += ["\t[570] tab 'Post Reply', selected=False", "\t[572] tab 'Post Internal Note', selected=True",
                  "\t" + tb("580", "Internal note", note_text, "textbox", "multiline"), "\t[584] button 'Post Note'", "\t[586] button 'Reset'"]
        return axtree("Ticket #418522 :: Quarry Hill Maintenance Desk", lines + (extra or []), url + "/tickets.php?id=9077")

    assign = ["[550] dialog 'Assign Ticket #418522', modal=True"]
    status_menu = ["[531] menu ''", "\t[532] menuitem 'Resolved'", "\t[533] menuitem 'Closed'"]
    close_dlg = ["[590] dialog 'Change Ticket Status', modal=True", "\tStaticText 'Are you sure you want to change status of #418522 to Closed?'",
                 "\t[591] textbox 'Optional reason for status change (internal note)', multiline", "\t[592] button 'Close'", "\t[594] button 'Cancel'"]

    def assign_dlg(v: str) -> list[str]:
        return assign + [f"\t[560] combobox 'Agent' value='{v}', hasPopup='menu', expanded=False",
                         "\t[562] textbox 'Optional reason for the assignment', multiline", "\t[564] button 'Assign'", "\t[566] button 'Cancel'"]

    rest = [r for r in queue if r[0] != "418522"]
    turns = [
        ("click('91')", ticket(0)),
        ("click('510')", ticket(0, extra=assign_dlg("— Select an Agent —"))),
        ("select_option('560', 'Dana Whitfield (me)')", ticket(0, extra=assign_dlg("Dana Whitfield (me)"))),
        ("click('564')", ticket(1, "Ticket assigned successfully to Dana Whitfield")),
        ("select_option('520', 'High')", ticket(2, "Ticket priority updated")),
        (f"fill('580', '{note}')", ticket(2, "Ticket priority updated", note)),
        ("click('584')", ticket(3, "Internal note posted successfully")),
        ("click('530')", ticket(3, "Internal note posted successfully", extra=status_menu)),
        ("click('533')", ticket(3, "Internal note posted successfully", extra=close_dlg)),
        ("click('592')", ticket(4, "Ticket status updated successfully")),
        ("click('30')", queue_page(rest, 3)),
    ]
    return traj(turns, queue_page(queue, 3))


# ---------------------------------------------------------------------------------------------------------
def t_admin_rename() -> Traj:
    # bad: stationery shop admin; turn 8 (product grid) lists ID 1187 under its old name "A5 Dot Grid Notebook – Sage" although turn 7 saved it as "… – Sage Linen" (new price and qty shown correctly).
    url = "http://admin.northfoldpaper.test/admin"
    menu = ["[20] link 'Dashboard'", "[22] link 'Sales'", "[24] link 'Catalog'", "[26] link 'Customers'", "[28] link 'Marketing'",
            "[30] link 'Content'", "[32] link 'Reports'", "[34] link 'Stores'", "[36] link 'System'"]
    head = ["[10] link 'Magento Admin Panel'"] + menu + ["[40] link 'admin_ines'", "[42] link 'Notifications 2'"]
    rows = {
        "1187": ["A5 Dot Grid Notebook – Sage", "NF-A5DG-SGE", "$18.00", "64.0000", "Enabled"],
        "1188": ["A5 Dot Grid Notebook – Charcoal", "NF-A5DG-CHR", "$18.00", "102.0000", "Enabled"],
        "1189": ["A5 Dot Grid Notebook – Terracotta", "NF-A5DG-TER", "$18.00", "0.0000", "Disabled"],
        "1190": ["B6 Dot Grid Pocket Journal – Sage", "NF-B6DG-SGE", "$12.50", "88.0000", "Enabled"],
        "1204": ["Dot Grid Desk Pad A4 (50 sheets)", "NF-A4DG-PAD", "$14.00", "37.0000", "Enabled"],
    }
    first = {
        "1": ["Kraft Envelope Pack C6 (25)", "NF-ENV-C6K", "$6.50", "240.0000", "Enabled"],
        "2": ["Cotton Writing Paper A4 (100 sheets)", "NF-CWP-A4", "$21.00", "58.0000", "Enabled"],
        "3": ["Brass Bulldog Clip 51mm", "NF-CLP-51B", "$3.25", "410.0000", "Enabled"],
        "4": ["Linen Postcard Set – Coastal (12)", "NF-PC-CST", "$9.00", "75.0000", "Enabled"],
        "5": ["Recycled Index Cards 5×8 (100)", "NF-IDX-58", "$4.75", "133.0000", "Enabled"],
    }

    def grid(kw: str, data: dict[str, list[str]], total: int, filt: bool, msg: str = "") -> str:
        lines = head + ["[50] main ''"]
        if msg:
            lines += [f"\t[52] alert '{msg}'"]
        lines += ["\t[60] heading 'Products'", "\t[62] button 'Add Product'",
                  f"\t[1822] textbox 'Search by keyword' value='{kw}'" if kw else "\t[1822] textbox 'Search by keyword'",
                  "\t[1824] button 'Search'", "\t[1826] button 'Filters'", "\t[1828] button 'Default View'", "\t[1830] button 'Columns'"]
        if filt:
            lines += ["\tStaticText 'Active filters:'", f"\tStaticText 'Keyword: {kw}'", "\t[1834] button 'Remove'", "\t[1836] button 'Clear all'"]
        lines += ["\t[1840] combobox 'Actions' value='Actions', hasPopup='menu', expanded=False",
                  f"\tStaticText '{total} records found'", "\t[1844] combobox 'per page' value='20', hasPopup='menu', expanded=False",
                  "\t[1850] table ''", "\t\t[1851] row ''", "\t\t\t[1852] columnheader 'ID'", "\t\t\t[1853] columnheader 'Thumbnail'",
                  "\t\t\t[1854] columnheader 'Name'", "\t\t\t[1855] columnheader 'Type'", "\t\t\t[1856] columnheader 'SKU'",
                  "\t\t\t[1857] columnheader 'Price'", "\t\t\t[1858] columnheader 'Quantity'", "\t\t\t[1859] columnheader 'Visibility'",
                  "\t\t\t[1860] columnheader 'Status'", "\t\t\t[1861] columnheader 'Action'"]
        for i, (pid, (name, sku, price, qty, st)) in enumerate(data.items()):
            b = 1870 + 12 * i
            lines += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] checkbox '', checked='false'", f"\t\t\t[{b + 2}] cell '{pid}'",
                      f"\t\t\t[{b + 3}] img '{name}'", f"\t\t\t[{b + 4}] cell '{name}'", f"\t\t\t[{b + 5}] cell 'Simple Product'",
                      f"\t\t\t[{b + 6}] cell '{sku}'", f"\t\t\t[{b + 7}] cell '{price}'", f"\t\t\t[{b + 8}] cell '{qty}'",
                      f"\t\t\t[{b + 9}] cell 'Catalog, Search'", f"\t\t\t[{b + 10}] cell '{st}'", f"\t\t\t[{b + 11}] link 'Edit'"]
        if total > 20:
            lines += ["\t[2000] button 'Next page'", "\tStaticText 'of 11'"]
        q = "?search=" + kw.replace(" ", "%20") if filt else ""
        return axtree("Products / Inventory / Catalog / Magento Admin", lines, url + "/catalog/product/" + q)

    def edit(pid: str, name: str, sku: str, price: str, qty: str, msg: str = "") -> str:
        lines = head + ["[50] main ''"]
        if msg:
            lines += [f"\t[52] alert '{msg}'"]
        lines += [f"\t[60] heading '{name}'", "\t[62] button 'Back'", "\t[64] button 'Add Attribute'", "\t[66] button 'Customer View'",
                  "\t[68] button 'Save'",
                  "\t[2100] switch 'Enable Product', checked='true'",
                  "\t[2102] combobox 'Attribute Set' value='Default', hasPopup='listbox', expanded=False",
                  f"\t[2104] textbox 'Product Name *' value='{name}'",
                  f"\t[2106] textbox 'SKU *' value='{sku}'",
                  f"\t[2108] textbox 'Price *' value='{price}'",
                  "\t[2110] combobox 'Tax Class' value='Taxable Goods', hasPopup='menu', expanded=False",
                  f"\t[2112] textbox 'Quantity' value='{qty}'",
                  "\t[2114] combobox 'Stock Status' value='In Stock', hasPopup='menu', expanded=False",
                  "\t[2116] textbox 'Weight' value='0.42'",
                  "\t[2118] button 'Notebooks & Journals'",
                  "\t[2120] combobox 'Visibility' value='Catalog, Search', hasPopup='menu', expanded=False",
                  "\t[2122] button 'Content'", "\t[2124] button 'Images And Videos'", "\t[2126] button 'Search Engine Optimization'",
                  "\t[2128] button 'Related Products, Up-Sells, and Cross-Sells'"]
        return axtree(f"{name} / Products / Inventory / Catalog / Magento Admin", lines, url + f"/catalog/product/edit/id/{pid}/")

    old, new = "A5 Dot Grid Notebook – Sage", "A5 Dot Grid Notebook – Sage Linen"
    after = dict(rows)
    after["1187"] = [old, "NF-A5DG-SGE", "$19.50", "72.0000", "Enabled"]
    turns = [
        ("fill('1822', 'dot grid')", grid("dot grid", first, 212, False)),
        ("press('1822', 'Enter')", grid("dot grid", rows, 5, True)),
        ("click('1881')", edit("1187", old, "NF-A5DG-SGE", "18.00", "64")),
        (f"fill('2104', '{new}')", edit("1187", old, "NF-A5DG-SGE", "18.00", "64").replace(f"[2104] textbox 'Product Name *' value='{old}'", f"[2104] textbox 'Product Name *' value='{new}'")),
        ("fill('2108', '19.50')", edit("1187", old, "NF-A5DG-SGE", "19.50", "64").replace(f"[2104] textbox 'Product Name *' value='{old}'", f"[2104] textbox 'Product Name *' value='{new}'")),
        ("fill('2112', '72')", edit("1187", old, "NF-A5DG-SGE", "19.50", "72").replace(f"[2104] textbox 'Product Name *' value='{old}'", f"[2104] textbox 'Product Name *' value='{new}'")),
        ("click('68')", edit("1187", new, "NF-A5DG-SGE", "19.50", "72", "You saved the product.")),
        ("click('62')", grid("dot grid", after, 5, True)),
        ("click('1917')", edit("1190", "B6 Dot Grid Pocket Journal – Sage", "NF-B6DG-SGE", "12.50", "88")),
        ("fill('2112', '120')", edit("1190", "B6 Dot Grid Pocket Journal – Sage", "NF-B6DG-SGE", "12.50", "120")),
    ]
    return traj(turns, grid("", first, 212, False), 8, "renamed product listed under its old name in the grid after saving")


# ---------------------------------------------------------------------------------------------------------
def t_hr_timeoff() -> Traj:
    # clean: HR self-service portal; vacation request (available drops, pending rises, balance unchanged), emergency contact phone edited, dashboard reflects both.
    url = "https://peopledesk.cascadefreight.test"
    nav = ["[10] link 'PeopleDesk – Cascade Freight Lines'", "[12] link 'Dashboard'", "[14] link 'Time Off'", "[16] link 'Pay'",
           "[18] link 'Benefits'", "[20] link 'Profile'", "[22] link 'Directory'", "[24] button 'Jonas Lindqvist'"]
    foot = ["[900] contentinfo ''", "\tStaticText 'Questions? hr-help@cascadefreight.test · ext. 4410'"]

    def dashboard(pending: bool) -> str:
        vac = "Vacation: 70.0 h available · 16.0 h pending" if pending else "Vacation: 86.0 h available"
        upcoming = "May 23 – May 24, 2024 · Vacation · Pending approval" if pending else "No upcoming time off"
        return axtree("Dashboard | PeopleDesk", nav + [
            "[30] main ''", "\t[32] heading 'Good morning, Jonas'",
            "\t[40] region 'Time off balances'", f"\t\tStaticText '{vac}'", "\t\tStaticText 'Sick: 40.0 h available'",
            "\t\tStaticText 'Floating holiday: 8.0 h available'", "\t\t[44] link 'Request time off'",
            "\t[50] region 'Upcoming time off'", f"\t\tStaticText '{upcoming}'",
            "\t[60] region 'Next paycheck'", "\t\tStaticText 'Fri, Mar 22, 2024'", "\t\t[62] link 'View pay statements'",
            "\t[70] region 'My tasks (2)'", "\t\t[72] link 'Complete annual security awareness training'", "\t\tStaticText 'Due Mar 29, 2024'",
            "\t\t[74] link 'Acknowledge updated travel & expense policy'", "\t\tStaticText 'Due Apr 5, 2024'",
            "\t[80] region 'Company news'", "\t\tStaticText 'Spokane cross-dock opens April 1 — volunteers needed for the open house.'"] + foot,
            url + "/dashboard")

    def timeoff(pending: bool, alert: str = "") -> str:
        lines = nav + ["[30] main ''"]
        if alert:
            lines += [f"\t[31] alert '{alert}'"]
        vac = ("86.0 h", "16.0 h", "70.0 h") if pending else ("86.0 h", "0.0 h", "86.0 h")
        lines += ["\t[32] heading 'Time Off'", "\t[34] button 'Request time off'",
                  "\t[40] table 'Balances as of Mar 14, 2024'", "\t\t[41] row ''", "\t\t\t[42] columnheader 'Type'",
                  "\t\t\t[43] columnheader 'Balance'", "\t\t\t[44] columnheader 'Pending'", "\t\t\t[45] columnheader 'Available'",
                  "\t\t[46] row ''", "\t\t\t[47] cell 'Vacation'", f"\t\t\t[48] cell '{vac[0]}'", f"\t\t\t[49] cell '{vac[1]}'", f"\t\t\t[50] cell '{vac[2]}'",
                  "\t\t[51] row ''", "\t\t\t[52] cell 'Sick'", "\t\t\t[53] cell '40.0 h'", "\t\t\t[54] cell '0.0 h'", "\t\t\t[55] cell '40.0 h'",
                  "\t\t[56] row ''", "\t\t\t[57] cell 'Floating holiday'", "\t\t\t[58] cell '8.0 h'", "\t\t\t[59] cell '0.0 h'", "\t\t\t[60] cell '8.0 h'",
                  "\t[70] table 'My requests'", "\t\t[71] row ''", "\t\t\t[72] columnheader 'Dates'", "\t\t\t[73] columnheader 'Type'",
                  "\t\t\t[74] columnheader 'Hours'", "\t\t\t[75] columnheader 'Status'", "\t\t\t[76] columnheader 'Submitted'"]
        reqs = [("Feb 16, 2024", "Sick", "4.0 h", "Approved", "Feb 16, 2024"), ("Jan 2, 2024", "Vacation", "8.0 h", "Approved", "Dec 11, 2023"),
                ("Nov 24, 2023", "Floating holiday", "8.0 h", "Approved", "Nov 6, 2023")]
        if pending:
            reqs = [("May 23 – May 24, 2024", "Vacation", "16.0 h", "Pending approval", "Mar 14, 2024")] + reqs
        for i, r in enumerate(reqs):
            b = 80 + 6 * i
            lines += [f"\t\t[{b}] row ''"] + [f"\t\t\t[{b + 1 + j}] cell '{c}'" for j, c in enumerate(r)]
        lines += ["\tStaticText 'Approver: Annika Berg (Terminal Operations Manager)'"]
        return axtree("Time Off | PeopleDesk", lines + foot, url + "/time-off")

    def form(typ: str, start: str, end: str) -> str:
        hours = "16.0 h (Thu, May 23 – Fri, May 24)" if start and end else "—"
        lines = nav + ["[30] main ''", "\t[300] heading 'Request time off'"] + \
            ["\t" + ln for ln in combo("310", "Type", typ)]
        if typ == "Vacation":
            lines += ["\tStaticText 'Available: 86.0 h'"]
        lines += ["\t" + tb("312", "Start date (MM/DD/YYYY)", start, extra="required"),
                  "\t" + tb("314", "End date (MM/DD/YYYY)", end, extra="required"),
                  f"\tStaticText 'Hours requested: {hours}'",
                  "\t[316] textbox 'Comment for approver (optional)', multiline",
                  "\t[320] button 'Submit request'", "\t[322] button 'Cancel'"]
        return axtree("Request time off | PeopleDesk", lines + foot, url + "/time-off/request")

    def profile(phone: str, updated: str, alert: str = "") -> str:
        lines = nav + ["[30] main ''"]
        if alert:
            lines += [f"\t[31] alert '{alert}'"]
        lines += ["\t[400] heading 'Jonas Lindqvist'", "\tStaticText 'Dispatcher II · Portland Terminal · Employee ID 100482'",
                  "\t[410] heading 'Personal information'", "\tStaticText 'Preferred name: Jonas'",
                  "\tStaticText 'Work email: jonas.lindqvist@cascadefreight.test'", "\tStaticText 'Home address: 3318 SE Taylor St, Portland, OR 97214'",
                  "\t[420] heading 'Emergency contacts'", "\t[422] table ''", "\t\t[423] row ''", "\t\t\t[424] columnheader 'Name'",
                  "\t\t\t[425] columnheader 'Relationship'", "\t\t\t[426] columnheader 'Phone'", "\t\t\t[427] columnheader ''",
                  "\t\t[428] row ''", "\t\t\t[429] cell 'Ingrid Lindqvist'", "\t\t\t[430] cell 'Spouse'", f"\t\t\t[431] cell '{phone}'",
                  "\t\t\t[432] button 'Edit'", f"\tStaticText 'Last updated: {updated}'", "\t[440] button 'Add contact'"]
        return axtree("Profile | PeopleDesk", lines + foot, url + "/profile")

    def contact(phone: str) -> str:
        return axtree("Edit emergency contact | PeopleDesk", nav + [
            "[30] main ''", "\t[500] heading 'Edit emergency contact'",
            "\t" + tb("502", "Name", "Ingrid Lindqvist"), "\t[504] combobox 'Relationship' value='Spouse', hasPopup='menu', expanded=False",
            "\t" + tb("506", "Phone", phone), "\t[508] textbox 'Alternate phone'",
            "\t[510] button 'Save'", "\t[512] button 'Cancel'"] + foot, url + "/profile/emergency-contacts/1/edit")

    turns = [
        ("click('14')", timeoff(False)),
        ("click('34')", form("Select…", "", "")),
        ("select_option('310', 'Vacation')", form("Vacation", "", "")),
        ("fill('312', '05/23/2024')", form("Vacation", "05/23/2024", "")),
        ("fill('314', '05/24/2024')", form("Vacation", "05/23/2024", "05/24/2024")),
        ("click('320')", timeoff(True, "Your request was submitted to Annika Berg for approval.")),
        ("click('20')", profile("(503) 555-0144", "Aug 3, 2022")),
        ("click('432')", contact("(503) 555-0144")),
        ("fill('506', '(503) 555-0187')", contact("(503) 555-0187")),
        ("click('510')", profile("(503) 555-0187", "Mar 14, 2024", "Emergency contact updated.")),
        ("click('12')", dashboard(True)),
    ]
    return traj(turns, dashboard(False))


# ---------------------------------------------------------------------------------------------------------
def t_garden_cart() -> Traj:
    # clean: garden-supply storefront; re-sort by price, organic filter (24 -> 9 items), two adds, quantity update, coupon; badge, subtotal and total follow every change.
    url = "http://www.bramblecrestgarden.test"
    cat = [("Bramblecrest All-Purpose Potting Mix 16 qt", 11.99, True), ("Seed Starting Mix 8 qt", 8.49, True),
           ("Perlite Coarse 8 qt", 9.25, False), ("Vermiculite Medium 8 qt", 9.75, False), ("Coco Coir Brick 650g", 6.49, True),
           ("Worm Castings 4 qt", 12.99, True), ("Horticultural Sand 10 lb", 7.80, False), ("Garden Lime Pellets 5 lb", 8.95, False),
           ("Bone Meal 3 lb", 10.49, True), ("Blood Meal 3 lb", 13.49, True), ("Raised Bed Blend 1.5 cu ft", 14.99, True),
           ("Cactus & Succulent Mix 8 qt", 9.99, False), ("Orchid Bark Mix 8 qt", 11.25, False), ("Peat-Free Compost 25 L", 10.95, True),
           ("Mycorrhizal Inoculant 4 oz", 16.50, False), ("Biochar Soil Conditioner 2 gal", 19.95, False), ("Kelp Meal 3 lb", 15.75, True),
           ("Pumice 1/8 in. 8 qt", 12.40, False), ("Leaf Mold Compost 1 cu ft", 9.45, False), ("Azalea & Acid-Lover Mix 8 qt", 10.75, False),
           ("Gypsum Clay Breaker 5 lb", 7.25, False), ("Rice Hulls 2 cu ft", 18.50, False), ("Greensand 5 lb", 12.25, False),
           ("Hydroton Clay Pebbles 10 L", 17.90, False)]
    bid_of = {name: 1500 + 10 * i for i, (name, _, _) in enumerate(cat)}

    def head(n: int) -> list[str]:
        out = ["StaticText 'Free shipping on orders over $75'", "[104] link 'Sign In'", "[106] link 'Create an Account'",
               "[110] link 'Bramblecrest Garden Supply'", "[140] link 'My Cart'"]
        if n:
            out.append(f"\tStaticText '{n}'")
        out += ["[214] combobox 'Search', autocomplete='both', hasPopup='listbox', expanded=False", "[216] button 'Search'",
                "[220] menubar '', orientation='horizontal'", "\t[222] menuitem 'Seeds'", "\t[224] menuitem 'Soil & Amendments'",
                "\t[226] menuitem 'Tools'", "\t[228] menuitem 'Watering'", "\t[230] menuitem 'Pest Control'", "\t[232] menuitem 'Greenhouse'"]
        return out

    def category(sort: str, organic: bool, n: int, msg: str = "") -> str:
        items = [c for c in cat if c[2]] if organic else list(cat)
        if sort == "Price":
            items.sort(key=lambda c: c[1])
        total = len(items)
        shown = items[:12]
        lines = head(n) + ["[300] main ''"]
        if msg:
            lines += [f"\tStaticText '{msg}'", "\t[1290] link 'shopping cart'"]
        lines += ["\t[1300] heading 'Soil & Amendments'", "\t[1310] complementary ''", "\t\t[1312] heading 'Shop By'"]
        if organic:
            lines += ["\t\tStaticText 'Now Shopping by'", "\t\tStaticText 'Certification: Certified Organic'", "\t\t[1316] link 'Remove This Item'",
                      "\t\t[1318] link 'Clear All'", "\t\t[1320] button 'Price'", "\t\t\t[1321] link '$0.00 - $9.99 2 items'",
                      "\t\t\t[1322] link '$10.00 - $19.99 7 items'"]
        else:
            lines += ["\t\t[1320] button 'Price'", "\t\t\t[1321] link '$0.00 - $9.99 9 items'", "\t\t\t[1322] link '$10.00 - $19.99 15 items'",
                      "\t\t[1330] button 'Certification'", "\t\t\t[1331] link 'Certified Organic 9 items'", "\t\t\t[1332] link 'Peat-Free 7 items'"]
        lines += [f"\tStaticText 'Items 1-{len(shown)} of {total}'",
                  f"\t[1402] combobox 'Sort By' value='{sort}', hasPopup='menu', expanded=False", "\t[1404] link 'Set Descending Direction'"]
        for name, price, _ in shown:
            b = bid_of[name]
            lines += [f"\t[{b}] link '{name}'", f"\tStaticText '${price:.2f}'", f"\t[{b + 4}] button 'Add to Cart'"]
        if total > 12:
            lines += ["\t[1800] link 'Page 2'", "\t[1802] link 'Next'"]
        q = "?product_list_order=price" if sort == "Price" else ""
        if organic:
            q += "&certification=41"
        return axtree("Soil & Amendments", lines + ["[3010] contentinfo ''", "\tStaticText '© Bramblecrest Garden Supply Co.'"],
                      url + "/soil-amendments.html" + q)

    def cart(coir_qty: str, coir_line: str, sub: str, total: str, n: int, coupon: str = "", discount: bool = False, msg: str = "",
             open_coupon: bool = False) -> str:
        lines = head(n) + ["[300] main ''"]
        if msg:
            lines += [f"\tStaticText '{msg}'"]
        lines += ["\t[2000] heading 'Shopping Cart'", "\t[2002] table 'Shopping Cart Items'",
                  "\t\t[2010] row ''", "\t\t\t[2011] link 'Coco Coir Brick 650g'", "\t\t\tStaticText '$6.49'",
                  f"\t\t\t[2012] spinbutton 'Qty' value='{coir_qty}'", f"\t\t\tStaticText '{coir_line}'", "\t\t\t[2015] link 'Remove item'",
                  "\t\t[2030] row ''", "\t\t\t[2031] link 'Worm Castings 4 qt'", "\t\t\tStaticText '$12.99'",
                  "\t\t\t[2032] spinbutton 'Qty' value='1'", "\t\t\tStaticText '$12.99'", "\t\t\t[2035] link 'Remove item'",
                  "\t[2080] button 'Update Shopping Cart'", "\t[2082] link 'Continue Shopping'",
                  "\t[2100] button 'Apply Discount Code'" + (", expanded=True" if open_coupon or discount else ", expanded=False")]
        if open_coupon or discount:
            lines += ["\t\t" + tb("2102", "Enter discount code", coupon), "\t\t[2104] button " + ("'Cancel Coupon'" if discount else "'Apply Discount'")]
        lines += ["\t[2090] heading 'Summary'", "\tStaticText 'Subtotal'", f"\tStaticText '{sub}'"]
        if discount:
            lines += ["\tStaticText 'Discount (SPROUT10)'", "\tStaticText '-$3.25'"]
        lines += ["\tStaticText 'Shipping (Flat Rate - Fixed)'", "\tStaticText '$5.00'", "\tStaticText 'Order Total'", f"\tStaticText '{total}'",
                  "\t[2098] button 'Proceed to Checkout'"]
        return axtree("Shopping Cart", lines + ["[3010] contentinfo ''", "\tStaticText '© Bramblecrest Garden Supply Co.'"], url + "/checkout/cart/")

    turns = [
        ("select_option('1402', 'Price')", category("Price", False, 0)),
        ("click('1331')", category("Price", True, 0)),
        (f"click('{bid_of['Coco Coir Brick 650g'] + 4}')", category("Price", True, 1, "You added Coco Coir Brick 650g to your shopping cart.")),
        (f"click('{bid_of['Worm Castings 4 qt'] + 4}')", category("Price", True, 2, "You added Worm Castings 4 qt to your shopping cart.")),
        (f"goto('{url}/checkout/cart/')", cart("1", "$6.49", "$19.48", "$24.48", 2)),
        ("fill('2012', '3')", cart("3", "$6.49", "$19.48", "$24.48", 2)),
        ("click('2080')", cart("3", "$19.47", "$32.46", "$37.46", 4)),
        ("click('2100')", cart("3", "$19.47", "$32.46", "$37.46", 4, open_coupon=True)),
        ("fill('2102', 'SPROUT10')", cart("3", "$19.47", "$32.46", "$37.46", 4, "SPROUT10", open_coupon=True)),
        ("click('2104')", cart("3", "$19.47", "$32.46", "$34.21", 4, "SPROUT10", True, 'You used coupon code "SPROUT10".')),
    ]
    return traj(turns, category("Position", False, 0))


# ---------------------------------------------------------------------------------------------------------
def t_osm_route() -> Traj:
    # bad: OpenStreetMap directions; turn 6 (car route recomputed for the same endpoints) reports Distance 17.6km although turn 4 gave 16.8km for the identical car route with the same steps.
    url = "http://openstreetmap.local"
    head = ["[20] link 'OpenStreetMap logo OpenStreetMap'", "[24] link 'Edit'", "[26] button 'Where is this?'",
            "[30] link 'History'", "[32] link 'Export'", "[36] link 'GPS Traces'", "[38] link 'User Diaries'",
            "[40] link 'Communities'", "[42] link 'Copyright'", "[44] link 'Help'", "[46] link 'About'", "[50] link 'Log In'", "[52] link 'Sign Up'"]
    mapctl = ["[400] region 'Map'", "\t[402] link 'Zoom In'", "\t[404] link 'Zoom Out'", "\t[406] button 'Show My Location'",
              "\t[408] link 'Layers'", "\t[410] link 'Legend'", "\t[412] link 'Share'", "\t[414] link 'Add a note to the map'",
              "\t[416] link 'Query features'", "\tStaticText '2 km'", "\tStaticText '1 mi'",
              "\t[420] link '© OpenStreetMap contributors'", "\t[422] link '♥ Make a Donation'"]
    frm, to = "Brattleboro Union Station, Vernon Street, Brattleboro", "Putney General Store, Kimball Hill, Putney"

    def search_home(q: str = "") -> list[str]:
        return head + [tb("143", "Search", q, "textbox", "focused" if q else ""), "[146] button 'Go'",
                       "[149] link 'Find directions between two points'"]

    def directions(f: str, t: str, engine: str, summary: str = "", steps: list[tuple[str, str]] | None = None) -> list[str]:
        lines = head + [tb("160", "From", f), tb("162", "To", t), "[164] combobox '' value='" + engine + "', hasPopup='menu', expanded=False",
                        "\t[165] option 'Bicycle (OSRM)'", "\t[166] option 'Car (OSRM)'", "\t[167] option 'Foot (OSRM)'",
                        "\t[168] option 'Bicycle (GraphHopper)'", "\t[169] option 'Car (GraphHopper)'", "\t[170] option 'Foot (GraphHopper)'",
                        "[172] button 'Go'", "[174] button 'Reverse Directions'", "[176] button 'Close'"]
        if summary:
            lines += ["[180] heading 'Directions'", f"StaticText '{summary}'", "[184] table ''"]
            for i, (txt, dist) in enumerate(steps or []):
                b = 185 + 3 * i
                lines += [f"\t[{b}] row ''", f"\t\t[{b + 1}] cell '{i + 1}. {txt}'", f"\t\t[{b + 2}] cell '{dist}'"]
            lines += ["StaticText 'Directions courtesy of'", "[240] link 'FOSSGIS OSRM'"]
        return lines + mapctl

    car_steps = [("Start on Vernon Street", "300m"), ("Turn left onto Main Street (US 5)", "700m"),
                 ("Continue onto Putney Road (US 5)", "2.4km"), ("Continue onto US 5", "12.6km"),
                 ("Turn right onto Kimball Hill", "800m"), ("Reach destination", "")]
    bike_steps = [("Start on Vernon Street", "300m"), ("Turn left onto Main Street (US 5)", "700m"),
                  ("Continue onto Putney Road (US 5)", "2.4km"), ("Turn left onto Old Ferry Road", "2.9km"),
                  ("Turn right onto US 5", "9.1km"), ("Turn right onto Kimball Hill", "800m"), ("Reach destination", "")]
    route = "route=42.8503%2C-72.5573%3B42.9757%2C-72.5219#map=12/42.9131/-72.5396"
    dir_url = url + "/directions"
    results = head + [tb("143", "Search", "Putney General Store", "textbox"), "[146] button 'Go'", "[149] link 'Find directions between two points'",
                      "[300] heading 'Search Results'", "[302] button 'Close'", "StaticText 'Results from OpenStreetMap Nominatim'",
                      "[306] list ''", "\t[307] listitem ''", "\t\tStaticText 'Convenience Store'",
                      "\t\t[308] link 'Putney General Store, 4, Kimball Hill, Putney, Windham County, Vermont, 05346, United States'",
                      "\t[310] listitem ''", "\t\tStaticText 'Bus Stop'",
                      "\t\t[311] link 'Putney General Store, Main Street, Putney, Windham County, Vermont, 05346, United States'",
                      "[320] link 'More results'"] + mapctl
    turns = [
        ("click('149')", axtree("OpenStreetMap", directions("", "", "Car (OSRM)"), dir_url)),
        (f"fill('160', '{frm}')", axtree("OpenStreetMap", directions(frm, "", "Car (OSRM)"), dir_url)),
        (f"fill('162', '{to}')", axtree("OpenStreetMap", directions(frm, to, "Car (OSRM)"), dir_url)),
        ("click('172')", axtree("OpenStreetMap", directions(frm, to, "Car (OSRM)", "Distance: 16.8km. Time: 0:19.", car_steps),
                                dir_url + "?engine=fossgis_osrm_car&" + route)),
        ("select_option('164', 'Bicycle (OSRM)')", axtree("OpenStreetMap", directions(frm, to, "Bicycle (OSRM)", "Distance: 16.2km. Time: 1:03.", bike_steps),
                                                         dir_url + "?engine=fossgis_osrm_bike&" + route)),
        ("select_option('164', 'Car (OSRM)')", axtree("OpenStreetMap", directions(frm, to, "Car (OSRM)", "Distance: 17.6km. Time: 0:19.", car_steps),
                                                     dir_url + "?engine=fossgis_osrm_car&" + route)),
        ("click('176')", axtree("OpenStreetMap", search_home(), url + "/#map=12/42.9131/-72.5396")),
        ("fill('143', 'Putney General Store')", axtree("OpenStreetMap", search_home("Putney General Store"), url + "/#map=12/42.9131/-72.5396")),
        ("press('143', 'Enter')", axtree("OpenStreetMap", results, url + "/search?query=Putney%20General%20Store#map=12/42.9131/-72.5396")),
    ]
    return traj(turns, axtree("OpenStreetMap", search_home(), url + "/#map=12/42.8510/-72.5580"), 6,
                "recomputed car route for the same endpoints reports a different total distance")


# ---------------------------------------------------------------------------------------------------------
def t_bank_billpay() -> Traj:
    # bad: credit-union online banking; turn 6 (bill-pay list after scheduling the water bill) shows the Green Mountain Power payment as Canceled although turn 1 listed it Scheduled and nothing touched it.
    url = "https://online.cobaltridgecu.test"
    nav = ["[10] link 'Cobalt Ridge Credit Union'", "[21] link 'Accounts'", "[22] link 'Transfers'", "[23] link 'Bill Pay'",
           "[24] link 'Statements'", "[25] link 'Settings'", "StaticText 'Last sign-in: Mar 12, 2024 7:48 PM'", "[27] link 'Sign out'"]
    foot = ["[900] contentinfo ''", "\tStaticText 'Federally insured by NCUA. Equal Housing Lender.'", "\t[902] link 'Privacy'",
            "\tStaticText 'Routing number 211691433'"]

    def accounts(chk: str, sav: str) -> str:
        return axtree("Accounts | Cobalt Ridge CU", nav + [
            "[30] main ''", "\t[32] heading 'Good evening, Rafael'", "\t[40] table 'Your accounts'",
            "\t\t[41] row ''", "\t\t\t[42] columnheader 'Account'", "\t\t\t[43] columnheader 'Available balance'",
            "\t\t[44] row ''", "\t\t\t[45] link 'Everyday Checking ••4417'", f"\t\t\t[46] cell '{chk}'",
            "\t\t[47] row ''", "\t\t\t[48] link 'High-Yield Savings ••9052'", f"\t\t\t[49] cell '{sav}'",
            "\t[60] heading 'Quick actions'", "\t[62] link 'Transfer money'", "\t[64] link 'Pay a bill'", "\t[66] link 'Deposit a check'"] + foot,
            url + "/accounts")

    def billpay(sched: list[tuple[str, str, str, str, str]], msg: str = "") -> str:
        lines = nav + ["[30] main ''"]
        if msg:
            lines += [f"\t[31] alert '{msg}'"]
        lines += ["\t[300] heading 'Bill Pay'", "\t[302] heading 'Payees'", "\t[304] list ''",
                  "\t\t[305] listitem ''", "\t\t\tStaticText 'Green Mountain Power · acct ••0381'", "\t\t\t[301] button 'Pay'",
                  "\t\t[310] listitem ''", "\t\t\tStaticText 'Brattleboro Water Dept · acct ••7720'", "\t\t\t[311] button 'Pay'",
                  "\t\t[320] listitem ''", "\t\t\tStaticText 'Keene Auto Finance · acct ••1154'", "\t\t\t[321] button 'Pay'",
                  "\t[330] link 'Add a payee'",
                  "\t[340] table 'Scheduled payments'", "\t\t[341] row ''", "\t\t\t[342] columnheader 'Payee'", "\t\t\t[343] columnheader 'Amount'",
                  "\t\t\t[344] columnheader 'Deliver by'", "\t\t\t[345] columnheader 'From'", "\t\t\t[346] columnheader 'Status'",
                  "\t\t\t[347] columnheader ''"]
        for i, (payee, amt, date, frm, st) in enumerate(sched):
            b = 350 + 8 * i
            lines += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] cell '{payee}'", f"\t\t\t[{b + 2}] cell '{amt}'", f"\t\t\t[{b + 3}] cell '{date}'",
                      f"\t\t\t[{b + 4}] cell '{frm}'", f"\t\t\t[{b + 5}] cell '{st}'"]
            if st.startswith("Scheduled"):
                lines += [f"\t\t\t[{b + 6}] button 'Edit'", f"\t\t\t[{b + 7}] button 'Cancel payment'"]
        lines += ["\t[400] table 'Recent payments'", "\t\t[401] row ''", "\t\t\t[402] cell 'Brattleboro Water Dept'", "\t\t\t[403] cell '$61.88'",
                  "\t\t\t[404] cell 'Feb 21, 2024'", "\t\t\t[405] cell 'Paid'",
                  "\t\t[406] row ''", "\t\t\t[407] cell 'Keene Auto Finance'", "\t\t\t[408] cell '$289.00'",
                  "\t\t\t[409] cell 'Feb 28, 2024'", "\t\t\t[410] cell 'Paid'",
                  "\t\t[411] row ''", "\t\t\t[412] cell 'Green Mountain Power'", "\t\t\t[413] cell '$131.07'",
                  "\t\t\t[414] cell 'Feb 20, 2024'", "\t\t\t[415] cell 'Paid'"]
        return axtree("Bill Pay | Cobalt Ridge CU", lines + foot, url + "/billpay")

    gmp = ("Green Mountain Power", "$118.42", "Wed, Mar 20, 2024", "Checking ••4417", "Scheduled")
    keene = ("Keene Auto Finance", "$289.00", "Thu, Mar 28, 2024", "Checking ••4417", "Scheduled (monthly)")
    water = ("Brattleboro Water Dept", "$64.10", "Fri, Mar 22, 2024", "Checking ••4417", "Scheduled")

    def payform(amount: str, date: str) -> str:
        return axtree("Pay Brattleboro Water Dept | Cobalt Ridge CU", nav + [
            "[30] main ''", "\t[500] heading 'Pay Brattleboro Water Dept'", "\tStaticText 'Account ••7720 · Last paid $61.88 on Feb 21, 2024'",
            "\t[502] combobox 'From' value='Everyday Checking ••4417 – $3,284.16', hasPopup='menu', expanded=False",
            "\t" + tb("504", "Amount ($)", amount, extra="required"),
            "\t" + tb("506", "Deliver by (YYYY-MM-DD)", date, extra="required"),
            "\tStaticText 'Earliest delivery date: Tue, Mar 19, 2024'",
            "\t[508] textbox 'Memo (optional)'", "\t[510] button 'Review payment'", "\t[512] link 'Cancel'"] + foot, url + "/billpay/payee/7720/pay")

    review = axtree("Review payment | Cobalt Ridge CU", nav + [
        "[30] main ''", "\t[520] heading 'Review payment'", "\t[522] table ''",
        "\t\t[523] row ''", "\t\t\t[524] rowheader 'Pay to'", "\t\t\t[525] cell 'Brattleboro Water Dept (••7720)'",
        "\t\t[526] row ''", "\t\t\t[527] rowheader 'Amount'", "\t\t\t[528] cell '$64.10'",
        "\t\t[529] row ''", "\t\t\t[530] rowheader 'From'", "\t\t\t[531] cell 'Everyday Checking ••4417'",
        "\t\t[532] row ''", "\t\t\t[533] rowheader 'Deliver by'", "\t\t\t[534] cell 'Fri, Mar 22, 2024'",
        "\tStaticText 'Funds are withdrawn on the send date, Tue, Mar 19, 2024.'",
        "\t[540] button 'Submit payment'", "\t[542] button 'Edit'"] + foot, url + "/billpay/payee/7720/review")

    def transfer(to: str, amount: str) -> str:
        return axtree("Transfers | Cobalt Ridge CU", nav + [
            "[30] main ''", "\t[600] heading 'Transfer money'",
            "\t[602] combobox 'From' value='Everyday Checking ••4417 – $3,284.16', hasPopup='menu', expanded=False",
            f"\t[604] combobox 'To' value='{to}', hasPopup='menu', expanded=False",
            "\t" + tb("606", "Amount ($)", amount, extra="required"),
            "\t[608] combobox 'Frequency' value='One time', hasPopup='menu', expanded=False",
            "\t" + tb("610", "Date", "2024-03-14"), "\t[612] button 'Review transfer'"] + foot, url + "/transfers/new")

    tr_review = axtree("Review transfer | Cobalt Ridge CU", nav + [
        "[30] main ''", "\t[620] heading 'Review transfer'",
        "\tStaticText 'From: Everyday Checking ••4417'", "\tStaticText 'To: High-Yield Savings ••9052'",
        "\tStaticText 'Amount: $500.00'", "\tStaticText 'Date: Thu, Mar 14, 2024 (today)'",
        "\t[622] button 'Submit transfer'", "\t[624] button 'Edit'"] + foot, url + "/transfers/review")

    tr_done = axtree("Transfer complete | Cobalt Ridge CU", nav + [
        "[30] main ''", "\t[630] heading 'Transfer complete'", "\tStaticText 'Confirmation TR-8842710'",
        "\tStaticText '$500.00 moved from Everyday Checking ••4417 to High-Yield Savings ••9052.'",
        "\t[632] table 'Updated balances'", "\t\t[633] row ''", "\t\t\t[634] cell 'Everyday Checking ••4417'", "\t\t\t[635] cell '$2,784.16'",
        "\t\t[636] row ''", "\t\t\t[637] cell 'High-Yield Savings ••9052'", "\t\t\t[638] cell '$13,440.00'",
        "\t[640] link 'Make another transfer'", "\t[642] link 'Back to accounts'"] + foot, url + "/transfers/complete")

    gmp_bad = gmp[:4] + ("Canceled",)
    turns = [
        ("click('23')", billpay([gmp, keene])),
        ("click('311')", payform("", "")),
        ("fill('504', '64.10')", payform("64.10", "")),
        ("fill('506', '2024-03-22')", payform("64.10", "2024-03-22")),
        ("click('510')", review),
        ("click('540')", billpay([gmp_bad, water, keene], "Payment scheduled. Confirmation BP-5528013.")),
        ("click('22')", transfer("Select an account", "")),
        ("select_option('604', 'High-Yield Savings ••9052 – $12,940.00')", transfer("High-Yield Savings ••9052 – $12,940.00", "")),
        ("fill('606', '500.00')", transfer("High-Yield Savings ••9052 – $12,940.00", "500.00")),
        ("click('612')", tr_review),
        ("click('622')", tr_done),
    ]
    return traj(turns, accounts("$3,284.16", "$12,940.00"), 6, "an untouched scheduled payment shows a different status after another payee was paid")


# ---------------------------------------------------------------------------------------------------------
def t_library_renew() -> Traj:
    # clean: public-library catalog; renew two loans (one renews with a new due date, one refused because of a hold), search, place a hold; account counts follow.
    url = "https://catalog.tricountylibraries.test"
    nav = ["[10] link 'Tri-County Library Consortium'", "[12] link 'Catalog'", "[14] link 'Events'", "[16] link 'eBooks & Audio'",
           "[18] link 'My Account'", "StaticText 'Logged in as Odette Marchand'", "[20] link 'Log out'"]

    def searchbar(q: str = "") -> list[str]:
        return ["[40] combobox 'Search by' value='Keyword', hasPopup='menu', expanded=False", tb("42", "Search the catalog", q), "[44] button 'Search'"]

    foot = ["[900] contentinfo ''", "\tStaticText 'Westmoreland · Chesterfield · Walpole · Bookmobile'"]
    loans0 = [("301", "Coastal Foraging: A Field Guide", "Book", "03/19/2024", "0 of 2"),
              ("302", "Knots for Sailors and Climbers", "Book", "03/26/2024", "1 of 2"),
              ("303", "The Tidal Year", "DVD", "03/18/2024", "0 of 1")]

    def checked_out(loans: list[tuple[str, str, str, str, str]], ticks: set[str], msgs: list[str] | None = None) -> str:
        lines = nav + searchbar() + ["[50] main ''", "\t[52] heading 'Checked out (3)'"]
        for i, m in enumerate(msgs or []):
            lines.append(f"\t[{54 + i}] status '{m}'")
        lines += ["\t[60] table ''", "\t\t[61] row ''", "\t\t\t[62] columnheader 'Select'", "\t\t\t[63] columnheader 'Title'",
                  "\t\t\t[64] columnheader 'Format'", "\t\t\t[65] columnheader 'Due'", "\t\t\t[66] columnheader 'Renewals used'"]
        for bid, title, fmt, due, ren in loans:
            lines += [f"\t\t[{bid}0] row ''", f"\t\t\t[{bid}] checkbox '{title}', checked='{'true' if bid in ticks else 'false'}'",
                      f"\t\t\t[{bid}1] link '{title}'", f"\t\t\t[{bid}2] cell '{fmt}'", f"\t\t\t[{bid}3] cell '{due}'", f"\t\t\t[{bid}4] cell '{ren}'"]
        lines += ["\t[320] button 'Renew selected'", "\t[322] button 'Renew all'"]
        return axtree("Checked out – Tri-County Library Consortium", lines + foot, url + "/account/checkouts")

    def summary(holds: int) -> str:
        lines = nav + searchbar() + ["[50] main ''", "\t[52] heading 'My Account – Odette Marchand'",
                                     "\tStaticText 'Card ending 4471 · expires 11/30/2026'",
                                     "\t[60] link 'Checked out (3)'", "\tStaticText 'Next due: The Tidal Year, 03/18/2024'",
                                     f"\t[62] link 'Holds ({holds})'", "\t[64] list ''",
                                     "\t\t[65] listitem ''", "\t\t\tStaticText 'The Lighthouse Keeper’s Ledger · Book · #2 in line · Pickup: Chesterfield Branch'"]
        if holds == 2:
            lines += ["\t\t[66] listitem ''", "\t\t\tStaticText 'Salt Marsh Almanac · Book · #5 in line · Pickup: Westmoreland Branch'"]
        lines += ["\t[70] link 'Fines and fees: $0.00'", "\t[72] link 'Reading history'", "\t[74] link 'Notification settings'"]
        return axtree("My Account – Tri-County Library Consortium", lines + foot, url + "/account")

    def results() -> str:
        return axtree("Search results: salt marsh almanac – Tri-County Library Consortium", nav + searchbar("salt marsh almanac") + [
            "[50] main ''", "\tStaticText '2 results for “salt marsh almanac”'",
            "\t[500] article ''", "\t\t[502] link 'Salt Marsh Almanac'", "\t\tStaticText 'Ferreira, Odile · 2023 · Book'",
            "\t\tStaticText 'All copies in use · 2 copies · 4 holds'", "\t\t[520] button 'Place hold'",
            "\t[530] article ''", "\t\t[532] link 'Salt Marsh Almanac'", "\t\tStaticText 'Ferreira, Odile · 2023 · eBook (Libby)'",
            "\t\tStaticText 'Available now'", "\t\t[540] link 'Borrow in Libby'"] + foot,
            url + "/search?q=salt+marsh+almanac")

    def holdform(pick: str) -> str:
        return axtree("Place hold – Tri-County Library Consortium", nav + searchbar("salt marsh almanac") + [
            "[50] main ''", "\t[600] heading 'Place a hold: Salt Marsh Almanac'", "\tStaticText 'Ferreira, Odile · 2023 · Book'",
            "\tStaticText '2 copies · 4 holds'"] + ["\t" + ln for ln in combo("602", "Pickup location", pick)] + [
            "\t[604] checkbox 'Suspend until a date', checked='false'", "\t[606] button 'Confirm hold'", "\t[608] link 'Cancel'"] + foot,
            url + "/hold/place?record=88102")

    done = axtree("Hold placed – Tri-County Library Consortium", nav + searchbar("salt marsh almanac") + [
        "[50] main ''", "\t[620] heading 'Hold placed'", "\tStaticText 'Salt Marsh Almanac (Book)'",
        "\tStaticText 'You are #5 on the waitlist for 2 copies. Pickup: Westmoreland Branch.'",
        "\tStaticText 'We will email odette.marchand@post.test when your copy is ready.'", "\t[622] link 'Back to results'",
        "\t[624] link 'View my holds'"] + foot, url + "/hold/placed?record=88102")

    renewed = [("301", "Coastal Foraging: A Field Guide", "Book", "04/09/2024", "1 of 2"), loans0[1], loans0[2]]
    msgs = ["Coastal Foraging: A Field Guide: renewed. New due date 04/09/2024.",
            "The Tidal Year: not renewed. Another patron has placed a hold on this item."]
    turns = [
        ("click('60')", checked_out(loans0, set())),
        ("click('301')", checked_out(loans0, {"301"})),
        ("click('303')", checked_out(loans0, {"301", "303"})),
        ("click('320')", checked_out(renewed, set(), msgs)),
        ("fill('42', 'salt marsh almanac')", checked_out(renewed, set(), msgs).replace("[42] textbox 'Search the catalog'", "[42] textbox 'Search the catalog' value='salt marsh almanac'")),
        ("press('42', 'Enter')", results()),
        ("click('520')", holdform("Chesterfield Branch (home)")),
        ("select_option('602', 'Westmoreland Branch')", holdform("Westmoreland Branch")),
        ("click('606')", done),
        ("click('18')", summary(2)),
    ]
    return traj(turns, summary(1))


# ---------------------------------------------------------------------------------------------------------
def t_forum_post() -> Traj:
    # clean: Postmill-style forum; subscribe (+1 subscriber), create a post, edit its body, view the forum sorted New, upvote another post.
    url = "http://forum.treadwell.test"
    slug = "/f/urbancycling/88412/winter-tire-pressure-for-700x35-studded-what-do-you-run"
    title = "Winter tire pressure for 700x35 studded — what do you run?"
    body1 = "Running Schwalbe Marathon Winter 35s on a steel tourer, 78 kg rider. 45 psi feels skittish on black ice. What pressures work for you?"
    body2 = body1 + " Edit: tried 38 psi rear / 35 psi front this morning, much better grip on the bridge."
    head = ["[10] link 'Treadwell'", "[12] link 'Forums'", "[14] link 'Wiki'", "[16] textbox 'Search query'", "[18] button 'Search'",
            "[30] link 'Submit'", "[32] link 'Notifications (0)'", "[34] button 'k_treadwell'"]

    def side(sub: bool) -> list[str]:
        return ["[600] complementary ''", "\t[602] heading 'urbancycling'",
                "\tStaticText 'Commuting, errands and everyday riding in the city. Be kind; no helmet wars.'",
                f"\t[610] button '{'Unsubscribe' if sub else 'Subscribe'}'", f"\tStaticText '{'2,419' if sub else '2,418'}'",
                "\tStaticText 'subscribers'", "\tStaticText 'Created 4 years ago'", "\t[620] heading 'Moderators'",
                "\t[622] link 'marrowbone'", "\t[624] link 'spokewrench_88'"]

    posts = [("spokewrench_88", "Finally got the city to paint a bike box at 5th & Alder", "5 hours ago", 214, 38, "/f/urbancycling/88377"),
             ("pdx_commuter", "Rear light recommendations that survive sleet?", "9 hours ago", 57, 44, "/f/urbancycling/88391"),
             ("marrowbone", "PSA: the Eastbank Esplanade detour ends Friday", "1 day ago", 133, 12, "/f/urbancycling/88310"),
             ("lowgear_lina", "Fenders + rack on a 2019 Crosscheck — clearance issues", "1 day ago", 22, 17, "/f/urbancycling/88302"),
             ("AutoModerator", "Weekly commute photo thread", "2 days ago", 41, 96, "/f/urbancycling/88244")]

    def listing(sort: str, sub: bool, rows: list[tuple[str, str, str, int, int, str]], voted: str = "") -> str:
        lines = head + ["[40] main ''", "\t[42] heading 'urbancycling'", f"\t[44] link 'Hot'{', current' if sort == 'Hot' else ''}",
                        f"\t[45] link 'New'{', current' if sort == 'New' else ''}", "\t[46] link 'Top'", "\t[47] link 'Controversial'",
                        "\t[50] list ''"]
        for i, (user, t, when, score, ncom, _) in enumerate(rows):
            b = 60 + 12 * i
            up = (f"\t\t\t[{b + 1}] button 'Retract upvote', pressed='true'" if t == voted or user == "k_treadwell"
                  else f"\t\t\t[{b + 1}] button 'Upvote'")
            lines += [f"\t\t[{b}] article ''", up, f"\t\t\tStaticText '{score}'", f"\t\t\t[{b + 3}] button 'Downvote'",
                      f"\t\t\t[{b + 4}] link '{t}'", "\t\t\tStaticText 'Submitted by'", f"\t\t\t[{b + 6}] link '{user}'",
                      f"\t\t\tStaticText '{when}'", f"\t\t\t[{b + 8}] link '{ncom} comment{'s' if ncom != 1 else ''}'"]
        return axtree(f"/f/urbancycling{'/new' if sort == 'New' else ''}", lines + side(sub), url + "/f/urbancycling" + ("/new" if sort == "New" else ""))

    def form(t: str, b: str, edit: bool = False) -> str:
        lines = head + ["[40] main ''", f"\t[700] heading '{'Edit submission' if edit else 'Create submission'}'"]
        if not edit:
            lines += ["\t[702] textbox 'URL'"]
        lines += ["\t" + tb("704", "Title", t, extra="required"), "\t" + tb("706", "Body", b, "textbox", "multiline")]
        if not edit:
            lines += ["\t[708] combobox 'Forum' value='urbancycling', hasPopup='listbox', expanded=False"]
        lines += [f"\t[710] button '{'Save' if edit else 'Create submission'}'"]
        return axtree("Edit submission" if edit else "Create submission", lines, url + (slug + "/edit" if edit else "/submit/urbancycling"))

    def post(b: str, edited: bool) -> str:
        lines = head + ["[40] main ''", "\t[800] article ''", "\t\t[801] button 'Retract upvote', pressed='true'", "\t\tStaticText '1'",
                        "\t\t[803] button 'Downvote'", f"\t\t[804] heading '{title}'", "\t\tStaticText 'Submitted by'", "\t\t[806] link 'k_treadwell'",
                        "\t\tStaticText 'just now in'", "\t\t[808] link 'urbancycling'"]
        if edited:
            lines += ["\t\tStaticText '(edited just now)'"]
        lines += [f"\t\tStaticText '{b}'", "\t\t[812] link '0 comments'", "\t\t[814] link 'Edit'", "\t\t[816] button 'Delete'",
                  "\t[820] textbox 'Comment', multiline", "\t[822] button 'Post'", "\tStaticText 'There are no comments yet.'"]
        return axtree(title, lines + side(True), url + slug)

    mine = ("k_treadwell", title, "just now", 1, 0, "/f/urbancycling/88412")
    newest = [mine, posts[0], posts[1], posts[2], posts[3], posts[4]]
    voted = [mine, posts[0], ("pdx_commuter", posts[1][1], "9 hours ago", 58, 44, posts[1][5]), posts[2], posts[3], posts[4]]
    turns = [
        ("click('610')", listing("Hot", True, posts)),
        ("click('30')", form("", "")),
        (f"fill('704', '{title}')", form(title, "")),
        (f"fill('706', '{body1}')", form(title, body1)),
        ("click('710')", post(body1, False)),
        ("click('814')", form(title, body1, True)),
        (f"fill('706', '{body2}')", form(title, body2, True)),
        ("click('710')", post(body2, True)),
        (f"goto('{url}/f/urbancycling/new')", listing("New", True, newest)),
        ("click('85')", listing("New", True, voted, posts[1][1])),
    ]
    return traj(turns, listing("Hot", False, posts))


# ---------------------------------------------------------------------------------------------------------
def t_moodle_submission() -> Traj:
    # bad: university Moodle assignment; turn 9 (status after submitting) lists lab3_draft.pdf again although turn 5 deleted it and turn 6 saved a submission with only lab3_final.pdf.
    url = "https://learn.cascadestate.test"
    head = ["[10] link 'Cascade State Learn'", "[12] link 'Dashboard'", "[14] link 'My courses'", "[16] link 'Calendar'",
            "[18] button 'Notifications (1)'", "[20] button 'Ana Sofía Reyes'"]
    crumbs = ["[30] navigation 'Navigation bar'", "\t[31] link 'GEOL 214'", "\t[32] link 'Week 6: Sediment transport'",
              "\t[33] link 'Lab 3: Grain-size analysis'"]
    course_nav = ["[40] navigation 'Course'", "\t[41] link 'Course'", "\t[42] link 'Participants'", "\t[43] link 'Grades'",
                  "\t[44] link 'Competencies'"]

    def course() -> str:
        return axtree("Course: GEOL 214 Sedimentology (Spring 2024) | Cascade State Learn", head + course_nav + [
            "[100] main ''", "\t[102] heading 'GEOL 214 Sedimentology (Spring 2024)'",
            "\t[110] heading 'Week 5: Weathering and erosion'", "\t[112] link 'Lecture 9 slides (PDF)'", "\t[114] link 'Quiz 4'",
            "\t[200] heading 'Week 6: Sediment transport'", "\t[202] link 'Lecture 11 slides (PDF)'", "\t[204] link 'Shields diagram worksheet'",
            "\t[212] link 'Lab 3: Grain-size analysis'", "\tStaticText 'Due: Friday, 15 March 2024, 11:59 PM'",
            "\t[214] link 'Discussion: flume observations'",
            "\t[300] heading 'Week 7: Depositional environments'", "\tStaticText 'Not available unless: the activity Lab 3 is marked complete'"],
            url + "/course/view.php?id=4183")

    def assignment(status: str, modified: str, files: list[tuple[str, str]], remaining: str, submitted: bool) -> str:
        lines = head + crumbs + course_nav + ["[100] main ''", "\t[400] heading 'Lab 3: Grain-size analysis'",
                                              "\tStaticText 'Opened: Monday, 4 March 2024, 12:00 AM'",
                                              "\tStaticText 'Due: Friday, 15 March 2024, 11:59 PM'",
                                              "\tStaticText 'Sieve your sample (phi -1 to 4), plot the cumulative curve and report sorting and skewness. Upload one PDF.'",
                                              "\t[402] heading 'Submission status'", "\t[404] table ''",
                                              "\t\t[405] row ''", "\t\t\t[406] rowheader 'Submission status'", f"\t\t\t[407] cell '{status}'",
                                              "\t\t[408] row ''", "\t\t\t[409] rowheader 'Grading status'", "\t\t\t[410] cell 'Not graded'",
                                              "\t\t[411] row ''", "\t\t\t[412] rowheader 'Time remaining'", f"\t\t\t[413] cell '{remaining}'",
                                              "\t\t[414] row ''", "\t\t\t[415] rowheader 'Last modified'", f"\t\t\t[416] cell '{modified}'",
                                              "\t\t[417] row ''", "\t\t\t[418] rowheader 'File submissions'", "\t\t\t[419] cell ''"]
        for i, (f, when) in enumerate(files):
            lines += [f"\t\t\t\t[{430 + 2 * i}] link '{f}'", f"\t\t\t\tStaticText '{when}'"]
        lines += ["\t\t[440] row ''", "\t\t\t[441] rowheader 'Submission comments'", "\t\t\t[442] link 'Comments (0)'"]
        if not submitted:
            lines += ["\t[420] button 'Edit submission'", "\t[422] button 'Remove submission'", "\t[424] button 'Submit assignment'",
                      "\tStaticText 'Once this assignment is submitted you will not be able to make any more changes.'"]
        return axtree("GEOL 214: Lab 3: Grain-size analysis | Cascade State Learn", lines, url + "/mod/assign/view.php?id=90517")

    def filemgr(files: list[str], extra: list[str] | None = None) -> str:
        lines = head + crumbs + course_nav + ["[100] main ''", "\t[500] heading 'Lab 3: Grain-size analysis'", "\t[502] heading 'Edit submission'",
                                              "\tStaticText 'File submissions'", "\tStaticText 'Maximum file size: 20 MB, maximum number of files: 3'",
                                              "\t[504] button 'Add...'", "\t[506] button 'Create folder'", "\t[508] list 'Files'"]
        for f in files:
            lines += [f"\t\t[{ {'lab3_draft.pdf': 510, 'lab3_final.pdf': 512}[f]}] link '{f}'"]
        if not files:
            lines += ["\t\tStaticText 'You can drag and drop files here to add them.'"]
        lines += ["\t[520] button 'Save changes'", "\t[522] button 'Cancel'"]
        return axtree("GEOL 214: Lab 3: Grain-size analysis | Cascade State Learn", lines + (extra or []),
                      url + "/mod/assign/view.php?id=90517&action=editsubmission")

    details = ["[530] dialog 'Edit lab3_draft.pdf', modal=True", "\t[531] button 'Download'", "\t[532] button 'Delete'",
               "\t[533] textbox 'Name' value='lab3_draft.pdf'", "\t[534] textbox 'Author' value='Ana Sofía Reyes'",
               "\t[535] combobox 'Choose license' value='All rights reserved', hasPopup='menu', expanded=False",
               "\tStaticText 'Last modified: 10 March 2024, 4:12 PM'", "\tStaticText 'Size: 1.4 MB'", "\t[536] button 'Update'", "\t[537] button 'Cancel'"]
    confirm = ["[540] dialog 'Confirm', modal=True", "\tStaticText 'Are you sure you want to delete this file?'",
               "\tStaticText 'lab3_draft.pdf'", "\t[542] button 'Yes'", "\t[544] button 'No'"]

    def statement(checked: bool) -> str:
        return axtree("GEOL 214: Lab 3: Grain-size analysis | Cascade State Learn", head + crumbs + course_nav + [
            "[100] main ''", "\t[600] heading 'Confirm submission'",
            "\tStaticText 'Are you sure you want to submit your work for grading? You will not be able to make any more changes.'",
            f"\t[610] checkbox 'This assignment is my own work, except where I have acknowledged the use of the works of other people.', checked='{'true' if checked else 'false'}'",
            "\t[612] button 'Continue'", "\t[614] button 'Cancel'"], url + "/mod/assign/view.php?id=90517&action=submit")

    grades = axtree("GEOL 214: User report | Cascade State Learn", head + course_nav + [
        "[100] main ''", "\t[700] heading 'User report – Ana Sofía Reyes'", "\t[702] table ''",
        "\t\t[703] row ''", "\t\t\t[704] columnheader 'Grade item'", "\t\t\t[705] columnheader 'Grade'", "\t\t\t[706] columnheader 'Range'",
        "\t\t\t[707] columnheader 'Percentage'",
        "\t\t[708] row ''", "\t\t\t[709] cell 'Lab 1: Mineral identification'", "\t\t\t[710] cell '18.00'", "\t\t\t[711] cell '0–20'", "\t\t\t[712] cell '90.00 %'",
        "\t\t[713] row ''", "\t\t\t[714] cell 'Lab 2: Thin sections'", "\t\t\t[715] cell '17.00'", "\t\t\t[716] cell '0–20'", "\t\t\t[717] cell '85.00 %'",
        "\t\t[718] row ''", "\t\t\t[719] cell 'Lab 3: Grain-size analysis'", "\t\t\t[720] cell '-'", "\t\t\t[721] cell '0–20'", "\t\t\t[722] cell '-'",
        "\t\t[723] row ''", "\t\t\t[724] cell 'Quiz 4'", "\t\t\t[725] cell '9.00'", "\t\t\t[726] cell '0–10'", "\t\t\t[727] cell '90.00 %'",
        "\t\t[728] row ''", "\t\t\t[729] cell 'Midterm exam'", "\t\t\t[730] cell '84.00'", "\t\t\t[731] cell '0–100'", "\t\t\t[732] cell '84.00 %'",
        "\t\t[733] row ''", "\t\t\t[734] cell 'Course total'", "\t\t\t[735] cell '128.00'", "\t\t\t[736] cell '0–150'", "\t\t\t[737] cell '85.33 %'"],
        url + "/grade/report/user/index.php?id=4183")

    both = [("lab3_draft.pdf", "10 March 2024, 4:12 PM"), ("lab3_final.pdf", "12 March 2024, 9:41 PM")]
    final = [("lab3_final.pdf", "12 March 2024, 9:41 PM")]
    turns = [
        ("click('212')", assignment("Draft (not submitted)", "Tuesday, 12 March 2024, 9:41 PM", both, "2 days 9 hours", False)),
        ("click('420')", filemgr(["lab3_draft.pdf", "lab3_final.pdf"])),
        ("click('510')", filemgr(["lab3_draft.pdf", "lab3_final.pdf"], details)),
        ("click('532')", filemgr(["lab3_draft.pdf", "lab3_final.pdf"], confirm)),
        ("click('542')", filemgr(["lab3_final.pdf"])),
        ("click('520')", assignment("Draft (not submitted)", "Wednesday, 13 March 2024, 3:02 PM", final, "2 days 8 hours", False)),
        ("click('424')", statement(False)),
        ("click('610')", statement(True)),
        ("click('612')", assignment("Submitted for grading", "Wednesday, 13 March 2024, 3:04 PM", both,
                                    "Assignment was submitted 2 days 8 hours early", True)),
        ("click('43')", grades),
    ]
    return traj(turns, course(), 9, "a file deleted from the submission is listed again after submitting")


# ---------------------------------------------------------------------------------------------------------
def t_utility_pay() -> Traj:
    # clean: public-utility customer portal; partial payment goes pending (balance after pending drops), usage switched from monthly to daily (daily values sum to the month-to-date), paperless toggled on.
    url = "https://myaccount.cascadiapud.test"
    nav = ["[10] link 'Cascadia PUD'", "[12] link 'Account overview'", "[14] link 'Pay bill'", "[16] link 'Usage'",
           "[18] link 'Outages'", "[20] link 'Settings'", "StaticText 'Rosa Almeida'", "[22] link 'Sign out'"]
    foot = ["[900] contentinfo ''", "\tStaticText 'Customer service (360) 555-0199 · Mon–Fri 7 AM – 6 PM'"]

    def overview(pending: bool) -> str:
        lines = nav + ["[30] main ''", "\t[32] heading 'Account 30-22817-04'", "\tStaticText 'Service address: 1907 Alder Crest Dr, Longview, WA 98632'",
                       "\t[40] region 'Current bill'", "\t\tStaticText 'Statement date: Mar 7, 2024'", "\t\tStaticText 'Amount due: $186.43'",
                       "\t\tStaticText 'Due date: Mar 28, 2024'"]
        if pending:
            lines += ["\t\tStaticText 'Pending payments: −$100.00 (Mar 14, 2024)'", "\t\tStaticText 'Balance after pending payments: $86.43'"]
        else:
            lines += ["\t\tStaticText 'Pending payments: none'"]
        lines += ["\t\t[44] link 'Pay bill'", "\t\t[46] link 'View bill (PDF)'",
                  "\t[50] region 'Last posted payment'", "\t\tStaticText '$171.05 on Feb 26, 2024'",
                  "\t[60] region 'Autopay'", "\t\tStaticText 'Not enrolled'", "\t\t[62] link 'Set up autopay'",
                  "\t[70] region 'Outages near you'", "\t\tStaticText 'No reported outages at your address.'"]
        return axtree("Account overview | Cascadia PUD", lines + foot, url + "/overview")

    def payform(amount: str, method: str) -> str:
        return axtree("Pay bill | Cascadia PUD", nav + [
            "[30] main ''", "\t[200] heading 'Pay your bill'", "\tStaticText 'Amount due $186.43 by Mar 28, 2024'",
            "\t" + tb("202", "Payment amount ($)", amount, extra="required"),
            f"\t[204] combobox 'Payment method' value='{method}', hasPopup='menu', expanded=False",
            "\t[206] textbox 'Payment date' value='03/14/2024'", "\t[208] button 'Review'", "\t[210] link 'Cancel'"] + foot, url + "/pay")

    review = axtree("Review payment | Cascadia PUD", nav + [
        "[30] main ''", "\t[220] heading 'Review payment'", "\tStaticText 'Account 30-22817-04'", "\tStaticText 'Amount: $100.00'",
        "\tStaticText 'From: Checking ••2291 (Riverbend Savings Bank)'", "\tStaticText 'Payment date: Mar 14, 2024'",
        "\tStaticText 'Remaining amount due after this payment: $86.43'", "\t[222] button 'Submit payment'", "\t[224] button 'Edit'"] + foot,
        url + "/pay/review")

    paid = axtree("Payment submitted | Cascadia PUD", nav + [
        "[30] main ''", "\t[230] heading 'Thank you, your payment was submitted'", "\tStaticText 'Confirmation number P-7730419'",
        "\tStaticText 'Amount: $100.00 from Checking ••2291'", "\tStaticText 'Status: Pending — payments post in 1–2 business days.'",
        "\t[232] link 'Print receipt'", "\t[234] link 'Back to account overview'"] + foot, url + "/pay/confirmation")

    monthly = [("Jan 2024", "1,042 kWh", "$171.05"), ("Feb 2024", "968 kWh", "$186.43"), ("Mar 2024 (to date)", "412 kWh", "—")]
    daily_vals = [34, 31, 29, 33, 30, 28, 32, 35, 31, 30, 34, 33, 32]

    def usage(view: str) -> str:
        lines = nav + ["[30] main ''", "\t[300] heading 'Energy usage'",
                       f"\t[302] combobox 'View' value='{view}', hasPopup='menu', expanded=False", "\t[304] img 'Usage chart'", "\t[310] table ''"]
        if view == "Monthly":
            lines += ["\t\t[311] row ''", "\t\t\t[312] columnheader 'Billing month'", "\t\t\t[313] columnheader 'Usage'", "\t\t\t[314] columnheader 'Billed'"]
            for i, (m, kwh, amt) in enumerate(monthly):
                b = 320 + 4 * i
                lines += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] cell '{m}'", f"\t\t\t[{b + 2}] cell '{kwh}'", f"\t\t\t[{b + 3}] cell '{amt}'"]
        else:
            lines += ["\t\t[311] row ''", "\t\t\t[312] columnheader 'Date'", "\t\t\t[313] columnheader 'Usage'"]
            for i, v in enumerate(daily_vals):
                b = 320 + 3 * i
                lines += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] cell 'Mar {i + 1}'", f"\t\t\t[{b + 2}] cell '{v} kWh'"]
            lines += ["\tStaticText 'Mar 1 – Mar 13: 412 kWh. Data through yesterday.'"]
        return axtree("Usage | Cascadia PUD", lines + foot, url + "/usage?view=" + view.lower())

    def settings(on: bool) -> str:
        lines = nav + ["[30] main ''", "\t[400] heading 'Settings'", "\t[402] heading 'Billing preferences'",
                       f"\t[404] switch 'Paperless billing', checked='{'true' if on else 'false'}'"]
        if on:
            lines += ["\t[405] status 'Paperless billing enabled. Your next bill will be emailed to r.almeida@mailbox.test.'"]
        lines += ["\tStaticText 'Bill delivery email: r.almeida@mailbox.test'", "\t[406] switch 'Text me when my bill is ready', checked='false'",
                  "\t[410] heading 'Contact'", "\tStaticText 'Phone: (360) 555-0123'", "\t[412] link 'Edit contact info'"]
        return axtree("Settings | Cascadia PUD", lines + foot, url + "/settings")

    turns = [
        ("click('14')", payform("186.43", "Select a payment method")),
        ("fill('202', '100.00')", payform("100.00", "Select a payment method")),
        ("select_option('204', 'Checking ••2291 (Riverbend Savings Bank)')", payform("100.00", "Checking ••2291 (Riverbend Savings Bank)")),
        ("click('208')", review),
        ("click('222')", paid),
        ("click('234')", overview(True)),
        ("click('16')", usage("Monthly")),
        ("select_option('302', 'Daily')", usage("Daily")),
        ("click('20')", settings(False)),
        ("click('404')", settings(True)),
    ]
    return traj(turns, overview(False))


# ---------------------------------------------------------------------------------------------------------
def t_gitlab_newfile() -> Traj:
    # bad: GitLab repository; turn 7 (docs/ tree after committing) does not list stations.md although turn 6 showed docs/stations.md created in commit 4e1c9a7d.
    url = "http://gitlab.harborlight.test/harborlight/tide-tables"
    top = ["[10] link 'Skip to content'", "[12] link 'Homepage'", "[14] button 'Search or go to…'", "[16] link 'Wren Castellano user’s menu'",
           "[40] navigation 'Project navigation'", "\t[41] link 'tide-tables'", "\t[43] link 'Repository'", "\t\t[44] link 'Files'",
           "\t\t[45] link 'Commits'", "\t\t[46] link 'Branches'", "\t\t[47] link 'Tags'", "\t[49] link 'Issues'", "\t\tStaticText '11'",
           "\t[51] link 'Merge requests'", "\t\tStaticText '2'", "\t[53] link 'CI/CD'", "\t[55] link 'Settings'"]
    content = ["# NOAA stations used for predictions", "", "| Station ID | Name | State |", "|---|---|---|",
               "| 8418150 | Portland | ME |", "| 8443970 | Boston | MA |", "| 8452660 | Newport | RI |", "| 8461490 | New London | CT |",
               "| 8510560 | Montauk | NY |", "| 8518750 | The Battery | NY |", "", "Harmonic constants are fetched from the CO-OPS API and cached",
               "under ~/.cache/tide-tables/."]
    text = "\\n".join(content)
    docs = [("api.md", "Document predict() kwargs", "1 month ago"), ("constituents.md", "Document harmonic constituents", "2 weeks ago"),
            ("index.md", "Add install badge", "2 months ago"), ("install.md", "Mention conda-forge package", "3 months ago")]
    new_commit = ("Add NOAA station list for tide predictions", "Wren Castellano", "just now", "4e1c9a7d")

    def tree(entries: list[tuple[str, str, str]], last: tuple[str, str, str, str], menu: bool = False) -> str:
        msg, who, when, sha = last
        lines = top + ["[60] main ''", "\t[62] button 'main'", "\t[63] navigation 'Files breadcrumb'", "\t\t[64] link 'tide-tables'",
                       "\t\t[65] link 'docs'", "\t[70] button 'Add to tree'"]
        if menu:
            lines += ["\t[71] menu ''", "\t\tStaticText 'This directory'", "\t\t[72] menuitem 'New file'", "\t\t[73] menuitem 'Upload file'",
                      "\t\t[74] menuitem 'New directory'", "\t\tStaticText 'This repository'", "\t\t[75] menuitem 'New branch'",
                      "\t\t[76] menuitem 'New tag'"]
        lines += ["\t[78] link 'Find file'", "\t[80] link 'History'",
                  f"\t[82] link '{msg}'", f"\tStaticText '{who} authored {when}'", "\t[84] button 'Copy commit SHA'", f"\tStaticText '{sha}'",
                  "\t[90] table 'Files, directories, and submodules in the path docs for commit reference main'",
                  "\t\t[91] row ''", "\t\t\t[92] columnheader 'Name'", "\t\t\t[93] columnheader 'Last commit'", "\t\t\t[94] columnheader 'Last update'",
                  "\t\t[95] row ''", "\t\t\t[96] link '..'"]
        for i, (name, cmsg, when2) in enumerate(entries):
            b = 100 + 4 * i
            lines += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] link '{name}'", f"\t\t\t[{b + 2}] link '{cmsg}'", f"\t\t\tStaticText '{when2}'"]
        return axtree("docs · main · harborlight / tide-tables · GitLab", lines, url + "/-/tree/main/docs")

    def newfile(name: str, body: str, msg: str) -> str:
        lines = top + ["[60] main ''", "\t[400] heading 'New file'", "\tStaticText 'tide-tables / docs /'",
                       "\t" + tb("410", "File name", name, extra="focused" if not name else ""),
                       "\t[412] combobox 'Choose a template' value='Apply a template', hasPopup='menu', expanded=False",
                       "\t" + tb("420", "Editor content", body, "textbox", "multiline"),
                       "\t[422] button 'Preview'",
                       "\t" + tb("430", "Commit message", msg, "textbox", "multiline"),
                       "\t[432] textbox 'Target Branch' value='main'", "\t[440] button 'Commit changes'", "\t[442] link 'Cancel'"]
        return axtree("New File · main · harborlight / tide-tables · GitLab", lines, url + "/-/new/main/docs")

    blob = axtree("docs/stations.md · main · harborlight / tide-tables · GitLab", top + [
        "[60] main ''", "\t[300] alert 'The file has been successfully created.'",
        "\t[62] button 'main'", "\t[63] navigation 'Files breadcrumb'", "\t\t[64] link 'tide-tables'", "\t\t[65] link 'docs'", "\t\tStaticText 'stations.md'",
        "\t[82] link 'Add NOAA station list for tide predictions'", "\tStaticText 'Wren Castellano authored just now'", "\tStaticText '4e1c9a7d'",
        "\t[310] heading 'stations.md'", "\tStaticText '343 B'", "\t[312] button 'Edit'", "\t[314] link 'Blame'", "\t[316] link 'History'",
        "\t[318] link 'Permalink'", "\t[320] button 'Lock'", "\t[322] button 'Replace'", "\t[324] button 'Delete'",
        "\t[330] heading 'NOAA stations used for predictions'", "\t[332] table ''",
        "\t\t[333] row ''", "\t\t\t[334] columnheader 'Station ID'", "\t\t\t[335] columnheader 'Name'", "\t\t\t[336] columnheader 'State'"] + [
        ln for k, row in enumerate(content[4:10]) for ln in
        [f"\t\t[{340 + 4 * k}] row ''"] + [f"\t\t\t[{341 + 4 * k + j}] cell '{c.strip()}'" for j, c in enumerate(row.strip('|').split('|'))]] + [
        "\tStaticText 'Harmonic constants are fetched from the CO-OPS API and cached under ~/.cache/tide-tables/.'"],
        url + "/-/blob/main/docs/stations.md")

    history = axtree("Commits · harborlight / tide-tables · GitLab", top + [
        "[60] main ''", "\t[500] heading 'Commits'", "\t[502] button 'main'", "\tStaticText 'docs'", "\t[504] textbox 'Search by message'",
        "\tStaticText 'Mar 14, 2024'", "\t[510] link 'Add NOAA station list for tide predictions'", "\tStaticText 'Wren Castellano authored just now'",
        "\t[512] link '4e1c9a7d'",
        "\tStaticText 'Feb 28, 2024'", "\t[520] link 'Document harmonic constituents'", "\tStaticText 'Jonah Pratt authored 2 weeks ago'",
        "\t[522] link '7b02d5e1'",
        "\tStaticText 'Feb 9, 2024'", "\t[530] link 'Document predict() kwargs'", "\tStaticText 'Wren Castellano authored 1 month ago'",
        "\t[532] link 'c93a41f0'",
        "\tStaticText 'Jan 12, 2024'", "\t[540] link 'Add install badge'", "\tStaticText 'Jonah Pratt authored 2 months ago'",
        "\t[542] link '15e6ab94'"], url + "/-/commits/main/docs")

    diff_lines = [f"\t\tStaticText '{i} + {ln}'" for i, ln in enumerate(content, 1)]
    commit = axtree("Add NOAA station list for tide predictions (4e1c9a7d) · Commits · harborlight / tide-tables · GitLab", top + [
        "[60] main ''", "\tStaticText 'Commit 4e1c9a7d authored just now by Wren Castellano'", "\t[600] button 'Browse files'",
        "\t[602] heading 'Add NOAA station list for tide predictions'", "\tStaticText '1 parent a1f93c27'",
        "\tStaticText 'Showing 1 changed file with 13 additions and 0 deletions'",
        "\t[610] region 'docs/stations.md'", "\t\tStaticText 'docs/stations.md'", "\t\tStaticText 'new file mode 100644'",
        "\t\tStaticText '+13 −0'"] + diff_lines + ["\t[650] textbox 'Add a comment'"], url + "/-/commit/4e1c9a7d3f8e20b6c41a95d7e2f0b8a16c3d9e54")

    before = ("Document harmonic constituents", "Jonah Pratt", "2 weeks ago", "7b02d5e1")
    msg = "Add NOAA station list for tide predictions"
    turns = [
        ("click('70')", tree(docs, before, True)),
        ("click('72')", newfile("", "", "Add new file")),
        ("fill('410', 'stations.md')", newfile("stations.md", "", "Add new file")),
        (f"fill('420', '{text}')", newfile("stations.md", text, "Add new file")),
        (f"fill('430', '{msg}')", newfile("stations.md", text, msg)),
        ("click('440')", blob),
        ("click('65')", tree(docs, new_commit)),
        ("click('80')", history),
        ("click('512')", commit),
    ]
    return traj(turns, tree(docs, before), 7, "a file created in the last commit is missing from its directory listing")


# ---------------------------------------------------------------------------------------------------------
def t_admin_order_hold() -> Traj:
    # clean: lighting-supply shop admin; keyword search narrows the orders grid, order put on hold, comment added, released, invoiced (status Pending -> On Hold -> Pending -> Processing, paid/due swap).
    url = "http://admin.lumenlighting.test/admin"
    head = ["[10] link 'Magento Admin Panel'", "[20] link 'Dashboard'", "[22] link 'Sales'", "[24] link 'Catalog'", "[26] link 'Customers'",
            "[28] link 'Marketing'", "[30] link 'Content'", "[32] link 'Reports'", "[34] link 'Stores'", "[36] link 'System'",
            "[40] link 'admin_theo'"]
    latest = [("000001284", "Mar 14, 2024 1:58:21 PM", "Gareth Lyle", "$76.00", "Pending"),
              ("000001283", "Mar 14, 2024 11:04:09 AM", "Priyanka Dutta", "$412.50", "Processing"),
              ("000001282", "Mar 13, 2024 8:47:55 PM", "Mateo Ferrán", "$58.25", "Pending"),
              ("000001281", "Mar 13, 2024 4:15:30 PM", "Hollis & Reed Interiors", "$2,940.00", "Processing"),
              ("000001280", "Mar 13, 2024 10:22:17 AM", "Yuki Tanabe", "$139.00", "Complete")]
    okafor = [("000000418", "Mar 4, 2024 9:12:40 AM", "Chidi Okafor", "$330.00", "Pending"),
              ("000000377", "Feb 12, 2024 6:30:02 PM", "Chidi Okafor", "$94.50", "Complete"),
              ("000000291", "Dec 19, 2023 3:41:48 PM", "Chidi Okafor", "$1,208.00", "Complete")]

    def grid(kw: str, rows: list[tuple[str, str, str, str, str]], total: str, filt: bool) -> str:
        lines = head + ["[50] main ''", "\t[60] heading 'Orders'", "\t[62] button 'Create New Order'",
                        tb("1822", "Search by keyword", kw).replace("[1822]", "\t[1822]", 1) if kw else "\t[1822] textbox 'Search by keyword'",
                        "\t[1824] button 'Search'", "\t[1826] button 'Filters'"]
        if filt:
            lines += ["\tStaticText 'Active filters:'", f"\tStaticText 'Keyword: {kw}'", "\t[1834] button 'Remove'", "\t[1836] button 'Clear all'"]
        lines += [f"\tStaticText '{total} records found'", "\t[1850] table ''", "\t\t[1851] row ''", "\t\t\t[1852] columnheader 'ID'",
                  "\t\t\t[1853] columnheader 'Purchase Date'", "\t\t\t[1854] columnheader 'Bill-to Name'", "\t\t\t[1855] columnheader 'Ship-to Name'",
                  "\t\t\t[1856] columnheader 'Grand Total (Purchased)'", "\t\t\t[1857] columnheader 'Status'", "\t\t\t[1858] columnheader 'Action'"]
        for i, (oid, date, name, tot, st) in enumerate(rows):
            b = 1870 + 10 * i
            lines += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] cell '{oid}'", f"\t\t\t[{b + 2}] cell '{date}'", f"\t\t\t[{b + 3}] cell '{name}'",
                      f"\t\t\t[{b + 4}] cell '{name}'", f"\t\t\t[{b + 5}] cell '{tot}'", f"\t\t\t[{b + 6}] cell '{st}'", f"\t\t\t[{b + 7}] link 'View'"]
        return axtree("Orders / Operations / Sales / Magento Admin", lines, url + "/sales/order/")

    comment = "Customer asked to confirm the brass finish (aged vs. polished) before we ship. Called 3/14, waiting on reply."
    hist0 = ["\t\tStaticText 'Mar 4, 2024 9:12:40 AM | Pending | Customer Notified'"]
    hist1 = ["\t\tStaticText 'Mar 14, 2024 2:47:03 PM | On Hold | Customer Not Notified'", f"\t\tStaticText '{comment}'"] + hist0

    def order(status: str, msg: str = "", text: str = "", hist: list[str] | None = None, paid: bool = False) -> str:
        hold = status == "On Hold"
        lines = head + ["[50] main ''"]
        if msg:
            lines += [f"\t[52] alert '{msg}'"]
        lines += ["\t[58] heading '#000000418'", "\t[60] button 'Back'", "\t[62] button 'Cancel'", "\t[64] button 'Send Email'",
                  "\t[66] button '" + ("Unhold" if hold else "Hold") + "'"]
        if not hold and not paid:
            lines += ["\t[68] button 'Invoice'"]
        if not hold:
            lines += ["\t[70] button 'Ship'"]
        lines += ["\t[72] button 'Reorder'",
                  "\t[80] tablist ''", "\t\t[81] tab 'Information', selected=True", "\t\t[82] tab 'Invoices', selected=False",
                  "\t\t[83] tab 'Credit Memos', selected=False", "\t\t[84] tab 'Shipments', selected=False", "\t\t[85] tab 'Comments History', selected=False",
                  "\t[100] heading 'Order & Account Information'",
                  "\tStaticText 'Order Date'", "\tStaticText 'Mar 4, 2024 9:12:40 AM'", "\tStaticText 'Order Status'", f"\tStaticText '{status}'",
                  "\tStaticText 'Purchased From'", "\tStaticText 'Main Website / Main Website Store / Default Store View'",
                  "\tStaticText 'Customer Name'", "\t[110] link 'Chidi Okafor'", "\tStaticText 'Email'", "\tStaticText 'chidi.okafor@lagosmail.test'",
                  "\tStaticText 'Customer Group'", "\tStaticText 'General'",
                  "\t[120] heading 'Payment & Shipping Method'", "\tStaticText 'Check / Money order'", "\tStaticText 'Flat Rate - Fixed $18.00'",
                  "\t[130] heading 'Items Ordered'", "\t[132] table ''",
                  "\t\t[133] row ''", "\t\t\t[134] cell 'Brass Picture Light 14in SKU: LL-PL14-BR'", "\t\t\t[135] cell '$96.00'",
                  "\t\t\t[136] cell " + ("'Ordered 2 Invoiced 2'" if paid else "'Ordered 2'"), "\t\t\t[137] cell '$192.00'",
                  "\t\t[138] row ''", "\t\t\t[139] cell 'Opal Globe Pendant 10in SKU: LL-OGP10'", "\t\t\t[140] cell '$120.00'",
                  "\t\t\t[141] cell " + ("'Ordered 1 Invoiced 1'" if paid else "'Ordered 1'"), "\t\t\t[142] cell '$120.00'",
                  "\t[150] heading 'Notes for this Order'",
                  "\t" + tb("152", "Comment", text, "textbox", "multiline"),
                  "\t[154] checkbox 'Notify Customer by Email', checked='false'", "\t[156] checkbox 'Visible on Storefront', checked='false'",
                  "\t[158] button 'Submit Comment'", "\t[160] list ''"] + (hist or hist0) + [
                  "\t[170] heading 'Order Totals'", "\tStaticText 'Subtotal $312.00'", "\tStaticText 'Shipping & Handling $18.00'",
                  "\tStaticText 'Grand Total $330.00'", f"\tStaticText 'Total Paid {'$330.00' if paid else '$0.00'}'",
                  "\tStaticText 'Total Refunded $0.00'", f"\tStaticText 'Total Due {'$0.00' if paid else '$330.00'}'"]
        return axtree("#000000418 / Orders / Operations / Sales / Magento Admin", lines, url + "/sales/order/view/order_id/418/")

    invoice = axtree("New Invoice / Invoices / Operations / Sales / Magento Admin", head + [
        "[50] main ''", "\t[800] heading 'New Invoice'", "\t[60] button 'Back'", "\t[802] button 'Reset'",
        "\tStaticText 'Order # 000000418'", "\tStaticText 'Order Status Pending'", "\tStaticText 'Check / Money order'",
        "\t[804] table 'Items to Invoice'",
        "\t\t[805] row ''", "\t\t\t[806] cell 'Brass Picture Light 14in'", "\t\t\t[807] cell '$96.00'", "\t\t\t[808] spinbutton 'Qty to Invoice' value='2'",
        "\t\t\t[809] cell '$192.00'",
        "\t\t[810] row ''", "\t\t\t[811] cell 'Opal Globe Pendant 10in'", "\t\t\t[812] cell '$120.00'", "\t\t\t[813] spinbutton 'Qty to Invoice' value='1'",
        "\t\t\t[814] cell '$120.00'",
        "\t[815] button 'Update Qty’s', disabled=True",
        "\t[816] textbox 'Invoice Comments', multiline", "\tStaticText 'Subtotal $312.00'", "\tStaticText 'Shipping & Handling $18.00'",
        "\tStaticText 'Grand Total $330.00'", "\t[818] checkbox 'Email Copy of Invoice', checked='false'", "\t[820] button 'Submit Invoice'"],
        url + "/sales/order_invoice/new/order_id/418/")

    after = [(o[0], o[1], o[2], o[3], "Processing") if o[0] == "000000418" else o for o in okafor]
    turns = [
        ("fill('1822', 'Okafor')", grid("Okafor", latest, "1,284", False)),
        ("press('1822', 'Enter')", grid("Okafor", okafor, "3", True)),
        ("click('1877')", order("Pending")),
        ("click('66')", order("On Hold", "You put the order on hold.")),
        (f"fill('152', '{comment}')", order("On Hold", "You put the order on hold.", comment)),
        ("click('158')", order("On Hold", "You put the order on hold.", "", hist1)),
        ("click('66')", order("Pending", "You released the order from on hold status.", "", hist1)),
        ("click('68')", invoice),
        ("click('820')", order("Processing", "The invoice has been created.", "", hist1, True)),
        ("click('60')", grid("Okafor", after, "3", True)),
    ]
    return traj(turns, grid("", latest, "1,284", False))


# ---------------------------------------------------------------------------------------------------------
def t_pharmacy_refill() -> Traj:
    # bad: pharmacy refill portal; turn 7 (review page) gives an estimated copay total of $14.50 although the two refills cost $4.00 + $9.50 and turn 3 showed $13.50.
    url = "https://rx.maplestreetpharmacy.test"

    def nav(n: int) -> list[str]:
        return ["[10] link 'Maple Street Pharmacy'", "[12] link 'Prescriptions'", "[14] link 'Order history'", "[16] link 'Family members'",
                "[18] link 'Messages'", f"[40] link 'Refill list ({n})'", "StaticText 'Signed in as Walter Brzezinski'", "[42] link 'Sign out'"]

    foot = ["[900] contentinfo ''", "\tStaticText 'Pharmacy hours: Mon–Fri 9 AM – 8 PM, Sat 9 AM – 5 PM · (603) 555-0110'"]
    rx = [("6028841", "Lisinopril 10 mg tablet", "90 tablets", "Dr. Helen Achterberg", "Jan 2, 2024", "3", "$4.00", "301"),
          ("6031177", "Atorvastatin 20 mg tablet", "90 tablets", "Dr. Helen Achterberg", "Dec 28, 2023", "1", "$9.50", "311"),
          ("5990412", "Fluticasone 50 mcg nasal spray", "16 g", "Dr. Raj Venkataraman", "Feb 2, 2024", "0", "$15.00", "321")]

    def rx_list(added: set[str], msg: str = "") -> str:
        lines = nav(len(added)) + ["[30] main ''"]
        if msg:
            lines += [f"\t[32] status '{msg}'"]
        lines += ["\t[50] heading 'My prescriptions'", "\t[52] table ''", "\t\t[53] row ''", "\t\t\t[54] columnheader 'Prescription'",
                  "\t\t\t[55] columnheader 'Rx #'", "\t\t\t[56] columnheader 'Last filled'", "\t\t\t[57] columnheader 'Refills left'",
                  "\t\t\t[58] columnheader 'Copay'", "\t\t\t[59] columnheader ''"]
        for num, name, qty, doc, last, left, copay, bid in rx:
            b = int(bid) - 9
            lines += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] cell '{name} · {qty} · {doc}'", f"\t\t\t[{b + 2}] cell '{num}'",
                      f"\t\t\t[{b + 3}] cell '{last}'", f"\t\t\t[{b + 4}] cell '{left}'", f"\t\t\t[{b + 5}] cell '{copay}'"]
            if left == "0":
                lines.append(f"\t\t\t[{bid}] button 'Request renewal'")
            elif num in added:
                lines.append(f"\t\t\t[{bid}] button 'Added to refill list', disabled=True")
            else:
                lines.append(f"\t\t\t[{bid}] button 'Refill'")
        lines += ["\t\t[330] row ''", "\t\t\t[331] cell 'Amoxicillin 500 mg capsule · 21 capsules · Dr. Raj Venkataraman'", "\t\t\t[332] cell '6040093'",
                  "\t\t\t[333] cell 'Jan 22, 2024'", "\t\t\t[334] cell 'Inactive'", "\t\t\t[335] cell '—'"]
        return axtree("My prescriptions | Maple Street Pharmacy", lines + foot, url + "/prescriptions")

    def cart(time: str, note: str, text_me: bool) -> str:
        return axtree("Refill list | Maple Street Pharmacy", nav(2) + [
            "[30] main ''", "\t[400] heading 'Refill list'", "\t[402] table ''",
            "\t\t[403] row ''", "\t\t\t[404] cell 'Lisinopril 10 mg tablet · 90 tablets · Rx 6028841'", "\t\t\t[405] cell '$4.00'", "\t\t\t[406] button 'Remove'",
            "\t\t[407] row ''", "\t\t\t[408] cell 'Atorvastatin 20 mg tablet · 90 tablets · Rx 6031177'", "\t\t\t[409] cell '$9.50'", "\t\t\t[410] button 'Remove'",
            "\tStaticText 'Estimated copay total: $13.50'",
            "\t[420] combobox 'How would you like to get your order?' value='In-store pickup', hasPopup='menu', expanded=False",
            "\tStaticText 'Maple Street Pharmacy – 118 Maple St, Concord, NH 03301'",
            f"\t[424] combobox 'Pickup time' value='{time}', hasPopup='menu', expanded=False",
            "\t" + tb("426", "Notes for the pharmacist (optional)", note, "textbox", "multiline"),
            f"\t[428] checkbox 'Text me at (603) 555-0148 when my order is ready', checked='{'true' if text_me else 'false'}'",
            "\t[430] button 'Review order'"] + foot, url + "/refills/cart")

    note = "Please keep using the large-print labels."
    review = axtree("Review refill order | Maple Street Pharmacy", nav(2) + [
        "[30] main ''", "\t[500] heading 'Review your order'",
        "\tStaticText 'Lisinopril 10 mg tablet · 90 tablets · Rx 6028841'", "\tStaticText 'Atorvastatin 20 mg tablet · 90 tablets · Rx 6031177'",
        "\tStaticText 'Estimated copay total: $14.50'", "\tStaticText 'Payment: pay at pickup'",
        "\tStaticText 'Pickup: Maple Street Pharmacy – 118 Maple St, Concord, NH 03301'", "\tStaticText 'Ready: Fri, Mar 15 after 2:00 PM'",
        f"\tStaticText 'Note: {note}'", "\tStaticText 'Text alerts: (603) 555-0148'",
        "\t[510] button 'Place order'", "\t[512] link 'Edit refill list'"] + foot, url + "/refills/review")
    placed = axtree("Order received | Maple Street Pharmacy", nav(0) + [
        "[30] main ''", "\t[600] heading 'We received your refill order'", "\tStaticText 'Order R-44102'",
        "\tStaticText '2 prescriptions · ready for pickup Fri, Mar 15 after 2:00 PM'",
        "\tStaticText 'We’ll text (603) 555-0148 when your order is ready.'", "\t[602] link 'Back to prescriptions'",
        "\t[604] link 'View order history'"] + foot, url + "/refills/confirmation/R-44102")

    t = "Tomorrow, Mar 15 – after 2:00 PM"
    turns = [
        ("click('301')", rx_list({"6028841"}, "Lisinopril 10 mg tablet added to your refill list.")),
        ("click('311')", rx_list({"6028841", "6031177"}, "Atorvastatin 20 mg tablet added to your refill list.")),
        ("click('40')", cart("Select a time", "", False)),
        (f"select_option('424', '{t}')", cart(t, "", False)),
        (f"fill('426', '{note}')", cart(t, note, False)),
        ("click('428')", cart(t, note, True)),
        ("click('430')", review),
        ("click('510')", placed),
    ]
    return traj(turns, rx_list(set()), 7, "estimated copay total on the review page does not match the two refill copays")


# ---------------------------------------------------------------------------------------------------------
def t_osm_island() -> Traj:
    # clean: OpenStreetMap search with several same-named results, feature page, directions; reversing the route gives a slightly different distance (one-way streets), foot engine differs again, zoom changes the URL.
    url = "http://openstreetmap.local"
    head = ["[20] link 'OpenStreetMap logo OpenStreetMap'", "[24] link 'Edit'", "[26] button 'Where is this?'",
            "[30] link 'History'", "[32] link 'Export'", "[36] link 'GPS Traces'", "[38] link 'User Diaries'",
            "[40] link 'Communities'", "[42] link 'Copyright'", "[44] link 'Help'", "[46] link 'About'", "[50] link 'Log In'", "[52] link 'Sign Up'"]
    mapctl = ["[400] region 'Map'", "\t[402] link 'Zoom In'", "\t[404] link 'Zoom Out'", "\t[406] button 'Show My Location'",
              "\t[408] link 'Layers'", "\t[410] link 'Legend'", "\t[412] link 'Share'", "\t[414] link 'Add a note to the map'",
              "\t[416] link 'Query features'", "\t[420] link '© OpenStreetMap contributors'", "\t[422] link '♥ Make a Donation'"]

    def searchbar(q: str) -> list[str]:
        return head + [tb("143", "Search", q), "[146] button 'Go'", "[149] link 'Find directions between two points'"]

    res = searchbar("Bailey Island") + [
        "[300] heading 'Search Results'", "[302] button 'Close'", "StaticText 'Results from OpenStreetMap Nominatim'", "[306] list ''",
        "\t[307] listitem ''", "\t\tStaticText 'Island'", "\t\t[308] link 'Bailey Island, Harpswell, Cumberland County, Maine, United States'",
        "\t[310] listitem ''", "\t\tStaticText 'Hamlet'", "\t\t[311] link 'Bailey Island, Harpswell, Cumberland County, Maine, 04003, United States'",
        "\t[313] listitem ''", "\t\tStaticText 'Bridge'", "\t\t[314] link 'Bailey Island Bridge, Harpswell Islands Road, Harpswell, Cumberland County, Maine, 04003, United States'",
        "\t[316] listitem ''", "\t\tStaticText 'Library'", "\t\t[317] link 'Bailey Island Library Hall, 2167, Harpswell Islands Road, Harpswell, Cumberland County, Maine, 04003, United States'",
        "[320] link 'More results'"] + mapctl
    feature = searchbar("Bailey Island") + [
        "[300] heading 'Relation: Bailey Island (8921337)'", "[302] button 'Close'", "StaticText 'Version #4'",
        "StaticText 'Edited about 2 years ago by coastwise_me'", "[306] link 'Changeset #118230574'",
        "[310] heading 'Tags'", "[312] table ''",
        "\t[313] row ''", "\t\t[314] cell 'name'", "\t\t[315] cell 'Bailey Island'",
        "\t[316] row ''", "\t\t[317] cell 'place'", "\t\t[318] cell 'island'",
        "\t[319] row ''", "\t\t[320] cell 'type'", "\t\t[321] cell 'multipolygon'",
        "\t[322] row ''", "\t\t[323] cell 'wikidata'", "\t\t[324] link 'Q4848768'",
        "[330] heading 'Members'", "StaticText '3 members'", "[332] link 'Way Bailey Island coastline (1) as outer'",
        "[333] link 'Way Bailey Island coastline (2) as outer'", "[334] link 'Way Mackerel Cove shore as outer'",
        "[340] link 'Download XML'", "[342] link 'View History'"] + mapctl
    frm, to = "Brunswick Station, Brunswick, Maine", "Bailey Island Library Hall, Harpswell"

    def directions(f: str, t: str, engine: str, summary: str = "", steps: list[tuple[str, str]] | None = None) -> list[str]:
        lines = head + [tb("160", "From", f), tb("162", "To", t), "[164] combobox '' value='" + engine + "', hasPopup='menu', expanded=False",
                        "[172] button 'Go'", "[174] button 'Reverse Directions'", "[176] button 'Close'"]
        if summary:
            lines += ["[180] heading 'Directions'", f"StaticText '{summary}'", "[184] table ''"]
            for i, (txt, dist) in enumerate(steps or []):
                b = 185 + 3 * i
                lines += [f"\t[{b}] row ''", f"\t\t[{b + 1}] cell '{i + 1}. {txt}'", f"\t\t[{b + 2}] cell '{dist}'"]
            lines += ["StaticText 'Directions courtesy of'", "[240] link 'FOSSGIS OSRM'"]
        return lines + mapctl

    out_steps = [("Start on Station Avenue", "200m"), ("Turn right onto Maine Street", "1.1km"), ("Turn left onto Bath Road", "3.6km"),
                 ("Turn right onto Gurnet Road (ME 24)", "3.9km"), ("Continue onto Harpswell Islands Road (ME 24)", "17.2km"),
                 ("Reach destination", "")]
    back_steps = [("Start on Harpswell Islands Road (ME 24)", "17.2km"), ("Continue onto Gurnet Road (ME 24)", "3.9km"),
                  ("Turn left onto Bath Road", "3.6km"), ("Turn right onto Maine Street", "1.0km"), ("Turn left onto Pleasant Street", "300m"),
                  ("Turn right onto Station Avenue", "200m"), ("Reach destination", "")]
    foot_steps = [("Start on Harpswell Islands Road (ME 24)", "17.2km"), ("Continue onto Gurnet Road (ME 24)", "3.9km"),
                  ("Turn left onto Bath Road", "3.1km"), ("Turn left onto Station Avenue", "900m"), ("Reach destination", "")]
    a, b = "43.9117%2C-69.9652", "43.7352%2C-69.9931"
    d = url + "/directions"
    turns = [
        ("fill('143', 'Bailey Island')", axtree("OpenStreetMap", searchbar("Bailey Island") + mapctl, url + "/#map=12/43.9140/-69.9650")),
        ("press('143', 'Enter')", axtree("OpenStreetMap", res, url + "/search?query=Bailey%20Island#map=12/43.9140/-69.9650")),
        ("click('308')", axtree("Relation: Bailey Island (8921337) | OpenStreetMap", feature, url + "/relation/8921337#map=14/43.7300/-69.9950")),
        ("click('149')", axtree("OpenStreetMap", directions("", "", "Car (OSRM)"), d + "#map=14/43.7300/-69.9950")),
        (f"fill('160', '{frm}')", axtree("OpenStreetMap", directions(frm, "", "Car (OSRM)"), d + "#map=14/43.7300/-69.9950")),
        (f"fill('162', '{to}')", axtree("OpenStreetMap", directions(frm, to, "Car (OSRM)"), d + "#map=14/43.7300/-69.9950")),
        ("click('172')", axtree("OpenStreetMap", directions(frm, to, "Car (OSRM)", "Distance: 26.0km. Time: 0:27.", out_steps),
                                d + f"?engine=fossgis_osrm_car&route={a}%3B{b}#map=12/43.8108/-69.9436")),
        ("click('174')", axtree("OpenStreetMap", directions(to, frm, "Car (OSRM)", "Distance: 26.2km. Time: 0:27.", back_steps),
                                d + f"?engine=fossgis_osrm_car&route={b}%3B{a}#map=12/43.8108/-69.9436")),
        ("select_option('164', 'Foot (OSRM)')", axtree("OpenStreetMap", directions(to, frm, "Foot (OSRM)", "Distance: 25.1km. Time: 5:16.", foot_steps),
                                                      d + f"?engine=fossgis_osrm_foot&route={b}%3B{a}#map=12/43.8108/-69.9436")),
        ("click('402')", axtree("OpenStreetMap", directions(to, frm, "Foot (OSRM)", "Distance: 25.1km. Time: 5:16.", foot_steps),
                                d + f"?engine=fossgis_osrm_foot&route={b}%3B{a}#map=13/43.8108/-69.9436")),
    ]
    return traj(turns, axtree("OpenStreetMap", searchbar("") + mapctl, url + "/#map=12/43.9140/-69.9650"))


# ---------------------------------------------------------------------------------------------------------
def t_forum_birding() -> Traj:
    # bad: Postmill-style forum; turn 7 (Hot listing again) credits the collared-dove post to kestrel_nw although turns 1, 5 and 6 showed it submitted by kestrel_mw.
    url = "http://forum.treadwell.test"
    head = ["[10] link 'Treadwell'", "[12] link 'Forums'", "[14] link 'Wiki'", "[16] textbox 'Search query'", "[18] button 'Search'",
            "[30] link 'Submit'", "[32] link 'Notifications (0)'", "[34] button 'MagpieLedger'"]
    side = ["[600] complementary ''", "\t[602] heading 'birding'", "\tStaticText 'Sightings, ID help, gear and field notes. Photos welcome; no playback debates.'",
            "\t[610] button 'Unsubscribe'", "\tStaticText '18,902'", "\tStaticText 'subscribers'", "\t[620] heading 'Moderators'",
            "\t[622] link 'loonlake_liz'", "\t[624] link 'quill_and_scope'"]
    dove = "Collared doves now nesting north of the 49th — anyone tracking this?"
    osprey = "First-of-year Osprey at Scarborough Marsh today"
    posts = {
        "dove": ["kestrel_mw", dove, "3 days ago", 212, 41, "/f/birding/60118"],
        "osprey": ["saltmarsh_sam", osprey, "6 hours ago", 88, 9, "/f/birding/60233"],
        "hawk": ["quill_and_scope", "Is this a Cooper’s or a Sharp-shinned? (photo)", "11 hours ago", 45, 27, "/f/birding/60227"],
        "thrush": ["Fen_walker", "Merlin app ID’d a Bicknell’s Thrush in my backyard in NJ — how skeptical should I be?", "1 day ago", 130, 58, "/f/birding/60190"],
        "map": ["loonlake_liz", "Spring migration hotspots map for New England 2024", "2 days ago", 301, 22, "/f/birding/60151"],
    }
    hot = ["dove", "osprey", "hawk", "thrush", "map"]
    top = ["map", "dove", "thrush", "osprey", "hawk"]

    def listing(order: list[str], sort: str, data: dict[str, list[Any]], voted: set[str]) -> str:
        lines = head + ["[40] main ''", "\t[42] heading 'birding'", f"\t[44] link 'Hot'{', current' if sort == 'Hot' else ''}",
                        "\t[45] link 'New'", f"\t[46] link 'Top'{', current' if sort == 'Top' else ''}", "\t[47] link 'Controversial'", "\t[50] list ''"]
        for i, key in enumerate(order):
            user, t, when, score, ncom, _ = data[key]
            b = 60 + 12 * i
            up = f"\t\t\t[{b + 1}] button 'Retract upvote', pressed='true'" if key in voted else f"\t\t\t[{b + 1}] button 'Upvote'"
            lines += [f"\t\t[{b}] article ''", up, f"\t\t\tStaticText '{score}'", f"\t\t\t[{b + 3}] button 'Downvote'",
                      f"\t\t\t[{b + 4}] link '{t}'", "\t\t\tStaticText 'Submitted by'", f"\t\t\t[{b + 6}] link '{user}'",
                      f"\t\t\tStaticText '{when}'", f"\t\t\t[{b + 8}] link '{ncom} comments'"]
        path = "/f/birding" + ("/top" if sort == "Top" else "")
        return axtree(path, lines + side, url + path)

    reply = "Seeing the same in southern Manitoba: two pairs on power lines in Morden since last June. Logged both on eBird."

    def dove_page(score: int, voted: bool, text: str, mine: bool) -> str:
        lines = head + ["[40] main ''", "\t[800] article ''",
                        "\t\t[801] button 'Retract upvote', pressed='true'" if voted else "\t\t[801] button 'Upvote'",
                        f"\t\tStaticText '{score}'", "\t\t[803] button 'Downvote'", f"\t\t[804] heading '{dove}'",
                        "\t\tStaticText 'Submitted by'", "\t\t[806] link 'kestrel_mw'", "\t\tStaticText '3 days ago in'", "\t\t[808] link 'birding'",
                        "\t\tStaticText 'Had a pair on the feeder in Lethbridge all winter and now a nest in the spruce. Range maps still stop well south of here. Anyone else?'",
                        f"\t\t[812] link '{42 if mine else 41} comments'",
                        "\t" + tb("820", "Comment", text, "textbox", "multiline"), "\t[822] button 'Post'",
                        "\t[830] combobox 'Sort comments' value='Best', hasPopup='menu', expanded=False"]
        if mine:
            lines += ["\t[840] article ''", "\t\t[841] link 'MagpieLedger'", "\t\tStaticText 'just now'", f"\t\tStaticText '{reply}'",
                      "\t\t[844] button 'Upvote'", "\t\tStaticText '1'", "\t\t[846] link 'Reply'", "\t\t[848] link 'Edit'"]
        lines += ["\t[850] article ''", "\t\t[851] link 'prairie_falco'", "\t\tStaticText '2 days ago'",
                  "\t\tStaticText 'Saskatoon here, first one at the yard in 2021. They are everywhere on the grain elevators now.'",
                  "\t\t[854] button 'Upvote'", "\t\tStaticText '37'",
                  "\t[860] article ''", "\t\t[861] link 'Fen_walker'", "\t\tStaticText '2 days ago'",
                  "\t\tStaticText 'eBird has a range-expansion animation for Eurasian Collared-Dove, worth a look.'",
                  "\t\t[864] button 'Upvote'", "\t\tStaticText '21'", "\t[870] button 'Show 39 more comments'"]
        return axtree(dove, lines + side, url + "/f/birding/60118/collared-doves-now-nesting-north-of-the-49th-anyone-tracking-this")

    def osprey_page(score: int, voted: bool) -> str:
        return axtree(osprey, head + [
            "[40] main ''", "\t[800] article ''",
            "\t\t[801] button 'Retract upvote', pressed='true'" if voted else "\t\t[801] button 'Upvote'",
            f"\t\tStaticText '{score}'", "\t\t[803] button 'Downvote'", f"\t\t[804] heading '{osprey}'",
            "\t\tStaticText 'Submitted by'", "\t\t[806] link 'saltmarsh_sam'", "\t\tStaticText '6 hours ago in'", "\t\t[808] link 'birding'",
            "\t\tStaticText 'One bird on the platform by the Eastern Trail bridge at 7:40 this morning. Earliest I have had it there by four days.'",
            "\t\t[812] link '9 comments'", "\t[820] textbox 'Comment', multiline", "\t[822] button 'Post'",
            "\t[850] article ''", "\t\t[851] link 'loonlake_liz'", "\t\tStaticText '5 hours ago'",
            "\t\tStaticText 'Nice! Two at Biddeford Pool yesterday too.'", "\t\t[854] button 'Upvote'", "\t\tStaticText '6'",
            "\t[870] button 'Show 8 more comments'"] + side,
            url + "/f/birding/60233/first-of-year-osprey-at-scarborough-marsh-today")

    after = {k: list(v) for k, v in posts.items()}
    after["dove"][3], after["dove"][4] = 213, 42
    drift = {k: list(v) for k, v in after.items()}
    drift["dove"][0] = "kestrel_nw"
    turns = [
        ("click('64')", dove_page(212, False, "", False)),
        ("click('801')", dove_page(213, True, "", False)),
        (f"fill('820', '{reply}')", dove_page(213, True, reply, False)),
        ("click('822')", dove_page(213, True, "", True)),
        ("click('808')", listing(hot, "Hot", after, {"dove"})),
        ("click('46')", listing(top, "Top", after, {"dove"})),
        ("click('44')", listing(hot, "Hot", drift, {"dove"})),
        ("click('76')", osprey_page(88, False)),
        ("click('801')", osprey_page(89, True)),
    ]
    return traj(turns, listing(hot, "Hot", posts, set()), 7, "post author name on the forum listing differs from the one shown on earlier views")


# ---------------------------------------------------------------------------------------------------------
def t_car_rental() -> Traj:
    # bad: car-rental manage page; turn 9 logs "Pick-up time changed" at 3:39 PM MT, earlier than the 3:42 PM MT ski-rack entry logged at turn 6 although it happened after it.
    url = "https://www.trailheadrentals.test"
    nav = ["[10] link 'Trailhead Car Rental'", "[12] link 'Reserve'", "[14] link 'Manage reservation'", "[16] link 'Locations'",
           "[18] link 'Deals'", "[20] link 'Sign in'"]
    foot = ["[900] contentinfo ''", "\tStaticText '24/7 roadside assistance (800) 555-0177'", "\t[902] link 'Rental terms'"]

    def lookup(conf: str = "", last: str = "") -> str:
        return axtree("Manage reservation | Trailhead Car Rental", nav + [
            "[30] main ''", "\t[32] heading 'Find your reservation'", "\t" + tb("41", "Confirmation number", conf, extra="required"),
            "\t" + tb("43", "Last name", last, extra="required"), "\t[45] button 'Find'"] + foot, url + "/manage")

    def res(pickup: str, addons: bool, log: list[str], msg: str = "") -> str:
        lines = nav + ["[30] main ''"]
        if msg:
            lines += [f"\t[31] alert '{msg}'"]
        base, fees = "$350.40", "$59.96"
        total = "$472.32" if addons else "$412.36"
        lines += ["\t[100] heading 'Reservation TH-5527-0193'", "\tStaticText 'Status: Confirmed · Driver: Chiamaka Okonkwo'",
                  "\t[110] table ''",
                  "\t\t[111] row ''", "\t\t\t[112] rowheader 'Pick-up'", f"\t\t\t[113] cell 'Salt Lake City Intl Airport (SLC) · Thu, Apr 4, 2024, {pickup}'",
                  "\t\t[114] row ''", "\t\t\t[115] rowheader 'Return'", "\t\t\t[116] cell 'Salt Lake City Intl Airport (SLC) · Mon, Apr 8, 2024, 10:00 AM'",
                  "\t\t[117] row ''", "\t\t\t[118] rowheader 'Vehicle'", "\t\t\t[119] cell 'Intermediate SUV · Toyota RAV4 or similar · AWD'",
                  "\t\t[120] row ''", "\t\t\t[121] rowheader 'Rental days'", "\t\t\t[122] cell '4'",
                  "\t\t[123] row ''", "\t\t\t[124] rowheader 'Base rate'", f"\t\t\t[125] cell '{base} (4 × $87.60)'",
                  "\t\t[126] row ''", "\t\t\t[127] rowheader 'Taxes & fees'", "\t\t\t[128] cell '$61.96'"]
        if addons:
            lines += ["\t\t[129] row ''", "\t\t\t[130] rowheader 'Add-ons'", f"\t\t\t[131] cell 'Ski rack · {fees} (4 × $14.99)'"]
        lines += ["\t\t[132] row ''", "\t\t\t[133] rowheader 'Estimated total'", f"\t\t\t[134] cell '{total}'",
                  "\t[140] button 'Change pick-up time'", "\t[142] button 'Add-ons'", "\t[144] button 'Cancel reservation'",
                  "\t[150] heading 'Activity'", "\t[152] list ''"]
        for i, entry in enumerate(log):
            lines += [f"\t\t[{153 + i}] listitem '{entry}'"]
        return axtree("Reservation TH-5527-0193 | Trailhead Car Rental", lines + foot, url + "/manage/TH-5527-0193")

    def addons(selected: bool) -> str:
        return axtree("Add-ons | Trailhead Car Rental", nav + [
            "[30] main ''", "\t[300] heading 'Add-ons for TH-5527-0193'", "\tStaticText 'Prices are per rental day (4 days).'",
            "\t[302] article 'Child safety seat'", "\t\tStaticText '$12.99 / day'", "\t\t[304] button 'Add'",
            "\t[306] article 'GPS navigation'", "\t\tStaticText '$9.99 / day'", "\t\t[308] button 'Add'",
            "\t[310] article 'Ski rack (holds 4 pairs)'", "\t\tStaticText '$14.99 / day'",
            "\t\t[312] button " + ("'Remove'" if selected else "'Add'"),
            "\t[314] article 'Toll pass'", "\t\tStaticText '$5.95 / day, tolls billed separately'", "\t\t[316] button 'Add'",
            f"\tStaticText 'Add-ons subtotal: {'$59.96' if selected else '$0.00'}'",
            f"\tStaticText 'New estimated total: {'$472.32' if selected else '$412.36'}'",
            "\t[320] button 'Save changes'", "\t[322] link 'Back to reservation'"] + foot, url + "/manage/TH-5527-0193/addons")

    def pickup_form(v: str) -> str:
        return axtree("Change pick-up time | Trailhead Car Rental", nav + [
            "[30] main ''", "\t[400] heading 'Change pick-up time'", "\tStaticText 'Thu, Apr 4, 2024 · Salt Lake City Intl Airport (SLC)'",
            "\tStaticText 'Counter hours: 6:00 AM – 12:00 AM'"] + ["\t" + ln for ln in combo("402", "Pick-up time", v)] + [
            "\tStaticText 'Changing the pick-up time by less than 24 hours does not change your rental days.'",
            "\t[404] button 'Update'", "\t[406] link 'Back to reservation'"] + foot, url + "/manage/TH-5527-0193/pickup")

    created = "Reservation created · Feb 27, 2024, 8:14 PM MT"
    ski = "Add-on added: Ski rack · Mar 13, 2024, 3:42 PM MT"
    moved = "Pick-up time changed from 10:00 AM to 12:30 PM · Mar 13, 2024, 3:39 PM MT"
    turns = [
        ("fill('41', 'TH-5527-0193')", lookup("TH-5527-0193")),
        ("fill('43', 'Okonkwo')", lookup("TH-5527-0193", "Okonkwo")),
        ("click('45')", res("10:00 AM", False, [created])),
        ("click('142')", addons(False)),
        ("click('312')", addons(True)),
        ("click('320')", res("10:00 AM", True, [ski, created], "Your changes were saved.")),
        ("click('140')", pickup_form("10:00 AM")),
        ("select_option('402', '12:30 PM')", pickup_form("12:30 PM")),
        ("click('404')", res("12:30 PM", True, [moved, ski, created], "Pick-up time updated.")),
    ]
    return traj(turns, lookup(), 9, "activity log entry for a later change is timestamped earlier than the previous entry")


ORDER = [t_wiki_hoosac, t_tea_cart, t_airline_seat, t_hotel_dates, t_gitlab_triage, t_calendar_kiln, t_helpdesk_close,
         t_admin_rename, t_hr_timeoff, t_garden_cart, t_osm_route, t_bank_billpay, t_library_renew, t_forum_post,
         t_moodle_submission, t_utility_pay, t_gitlab_newfile, t_admin_order_hold, t_pharmacy_refill, t_osm_island,
         t_forum_birding, t_car_rental]


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for i, fn in enumerate(ORDER, 1):
        rs.add(tid=f"h13-web-{i:02d}", **fn())
    rs.write()


if __name__ == "__main__":
    main()
