"""More of the GUI binding's general mechanisms (domains/gui.py), each with a positive case and near misses:
the place a link leads to (``LINKS``), and a record's number by its title (``NUMBERED``)."""

from __future__ import annotations

from typing import Any

from tests.decoherence.helpers import gui_findings


def _run(domain: str, first: str, *steps: tuple[Any, str]) -> list[str]:
    return [f"{i}:{f.rule}" for i, f in gui_findings(domain, first, *steps)]


# ------------------------------------------------------------------ the place a link leads to

RESULTS = ("URL: http://maps.example/search?query=Phipps#map=15/40.4/-79.9\n"
           "RootWebArea 'Search', focused\n"
           "\t[63] heading 'Search Results'\n"
           "\t[69] link 'Phipps Conservatory, Schenley Drive, Pittsburgh'\n"
           "\t[70] link 'Phipps Run, Pittsburgh'\n"
           "\t[71] link 'Random place'\n"
           "\t[72] button 'Save search'\n")


def _way(n: str) -> str:
    return (f"URL: http://maps.example/way/{n}\nRootWebArea 'Way {n}', focused\n"
            f"\t[63] heading 'Way: Phipps Conservatory ({n})'\n\t[64] link 'History'\n")


def test_a_link_followed_again_from_the_same_page_leads_to_the_same_place() -> None:
    back = ("go_back()", RESULTS)
    assert _run("web", RESULTS, ("click('69')", _way("41325097")), back,
                ("click('69')", _way("254109438"))) == ["3:identity-changed"]
    # near misses: the same place again; another link of the page; a link whose label says it leads somewhere
    # new each time; something done on the page in between (a click that may change the site)
    assert _run("web", RESULTS, ("click('69')", _way("41325097")), back, ("click('69')", _way("41325097"))) == []
    assert _run("web", RESULTS, ("click('69')", _way("41325097")), back, ("click('70')", _way("254109438"))) == []
    assert _run("web", RESULTS, ("click('71')", _way("41325097")), back, ("click('71')", _way("254109438"))) == []
    assert _run("web", RESULTS, ("click('69')", _way("41325097")), back, ("click('72')", RESULTS),
                ("click('69')", _way("254109438"))) == []


def test_a_link_followed_from_another_page_may_lead_elsewhere() -> None:
    other = RESULTS.replace("query=Phipps", "query=Phipps%20Run")
    assert _run("web", RESULTS, ("click('69')", _way("41325097")), ("goto('x')", other),
                ("click('69')", _way("254109438"))) == []


# ------------------------------------------------------------------ a record's number by its title

def _board(card: str = "#412 Fix SSO redirect loop on /admin", dialog: str = "") -> str:
    return ("URL: https://kanban.example/b/q2\nRootWebArea 'Q2 Platform', focused\n"
            "\t[1200] main ''\n"
            f"\t\t[1206] link '{card}', clickable\n"
            "\t\t[1207] link '#409 Terraform state split for dns', clickable\n"
            "\t\t[1208] button 'Add card', clickable\n"
            "\t\t[1209] button 'Filter', clickable\n"
            + (f"\t\t[1215] dialog '{dialog}', modal=True\n\t\t\t[1218] button 'Close', clickable\n" if dialog else ""))


def test_a_records_number_by_its_title_stays() -> None:
    opened = _board(dialog="#421 Fix SSO redirect loop on /admin · Due May 17")
    assert _run("web", _board(), ("click('1209')", _board()), ("click('1206')", opened)) == ["2:identity-changed"]
    # near misses: the same number; a card added in between (two records of one title); a short title
    same = _board(dialog="#412 Fix SSO redirect loop on /admin · Due May 17")
    assert _run("web", _board(), ("click('1209')", _board()), ("click('1206')", same)) == []
    assert _run("web", _board(), ("click('1209')", _board()), ("click('1208')", opened)) == []
    short = _board("#412 Fix SSO now")
    assert _run("web", short, ("click('1209')", short),
                ("click('1206')", _board("#412 Fix SSO now", "#421 Fix SSO now"))) == []


# ------------------------------------------------------------------ the device's identities, on any screen

def _android(*texts: str) -> str:
    return "".join(f"UI element {i}: UIElement(text='{t}', class_name='android.widget.TextView')\n"
                   for i, t in enumerate(texts))


def test_the_devices_imei_is_the_same_on_every_screen() -> None:
    about = _android("About phone", "IMEI (sim slot 1)", "356824113097151", "Android version", "14")
    dialer = _android("IMEI", "IMEI1: 356824113079151", "EID: 89049032007008882600091846203381")
    home = {"action_type": "navigate_home"}
    assert _run("android", _android("Settings"), (home, about), (home, dialer)) == ["2:identity-changed"]
    # near misses: the same IMEI; another slot's IMEI; a field that is no identity of the device
    same = dialer.replace("356824113079151", "356824113097151")
    assert _run("android", _android("Settings"), (home, about), (home, same)) == []
    slot2 = dialer.replace("IMEI1:", "IMEI2:")
    assert _run("android", _android("Settings"), (home, about), (home, slot2)) == []
    build = _android("Build number: UQ1A240105004")
    assert _run("android", _android("Settings"), (home, build), (home, build.replace("105004", "205004"))) == []
