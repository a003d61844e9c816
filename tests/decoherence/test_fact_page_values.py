"""Values a web page states under labels (an infobox's two-cell rows, "Label: value" texts): the page at the same
address read again after only navigation states the same values; what its form computes follows what is typed."""

from __future__ import annotations

from playground.decoherence.domains.gui_records import page_sentences, page_values
from playground.decoherence.views.gui import read_screen
from tests.decoherence.test_rules import run_case

ARTICLE = "http://localhost:8888/wikipedia_en_all_maxi_2022-05/A/Lake_Ohrid"
OTHER = "http://localhost:8888/wikipedia_en_all_maxi_2022-05/A/Ohrid"


def _article(elevation: str = "693 m (2,274 ft)", *, area: str = "358 km2") -> str:
    return "\n".join([
        f"URL: {ARTICLE}",
        "RootWebArea 'Lake Ohrid', focused",
        "\t[40] main ''",
        "\t\theading 'Lake Ohrid'",
        "\t\t[44] table ''",
        "\t\t\t[45] row ''",
        "\t\t\t\t[46] cell 'Surface elevation'",
        f"\t\t\t\t[47] cell '{elevation}'",
        "\t\t\t[48] row ''",
        "\t\t\t\t[49] cell 'Surface area'",
        f"\t\t\t\t[50] cell '{area}'",
        "\t\t\t[51] row ''",
        "\t\t\t\t[52] cell 'Max. depth'",
        "\t\t\t\t[53] cell '288 m'",
        "\t\tStaticText 'Settlements: Ohrid, Struga, Pogradec'",
        "\t\t[60] link 'Ohrid'",
    ])


def _town() -> str:
    return "\n".join([f"URL: {OTHER}", "RootWebArea 'Ohrid', focused", "\t[40] main ''", "\t\theading 'Ohrid'",
                      "\t\tStaticText 'Ohrid is a city in North Macedonia.'", "\t\t[61] link 'Lake Ohrid'"])


def _case(*turns: tuple[str, str]) -> dict[str, object]:
    return {"name": "t", "domain": "web", "state": _town(),
            "turns": [["click('61')", _article()]] + [list(t) for t in turns]}


def test_two_cell_rows_and_labelled_texts_are_read_once_each() -> None:
    screen = read_screen(_article())
    assert screen is not None
    assert [(label, value) for label, value, _e in page_values(screen)] == [
        ("Surface elevation", "693 m (2,274 ft)"), ("Surface area", "358 km2"), ("Max. depth", "288 m")]


def test_a_value_of_the_same_page_read_back_different_after_only_navigation() -> None:
    there, back = ("click('60')", _town()), ("go_back()", _article("695 m (2,280 ft)"))
    assert (3, "state-changed-without-write") in run_case(_case(there, back))
    # near miss: the same values after the round trip
    assert run_case(_case(there, ("go_back()", _article()))) == []


def test_a_value_another_page_states_under_the_same_label_is_not_compared() -> None:
    other = _article("695 m (2,280 ft)").replace(ARTICLE, OTHER)
    assert run_case(_case(("click('60')", other))) == []


def test_a_value_the_page_computes_follows_what_is_typed_into_its_form() -> None:
    form = _article().replace("\t\t[60] link 'Ohrid'", "\t\t[70] textbox 'Depth'\n\t\t[60] link 'Ohrid'")
    typed = ("fill('70', '300')", form.replace("'288 m'", "'300 m'"))
    assert run_case(_case(("scroll(0, 200)", form), typed)) == []


LOANS = "https://tools.example.org/library/myLoans"


def _loans(feet: int = 6, *, due: str = "Due back in 3 days") -> str:
    return "\n".join([
        f"URL: {LOANS}", "RootWebArea 'My Loans', focused", "\t[10] main ''",
        f"\t\t[12] link 'Werner {feet} ft Fiberglass Step Ladder with tool tray'",
        f"\t\t[13] StaticText '{due}'",
        "\t\t[14] StaticText 'Return by 6:00 PM at the front desk'",
        "\t\t[15] link 'Home'"])


def _home() -> str:
    return "\n".join(["URL: https://tools.example.org/library", "RootWebArea 'Library', focused", "\t[10] main ''",
                      "\t\t[11] link 'My Loans'"])


def test_sentences_of_figures_are_keyed_by_their_words_and_moving_ones_are_left_out() -> None:
    screen = read_screen(_loans())
    assert screen is not None
    assert [(k, v) for k, v, _line in page_sentences(screen)] == [
        ("text:werner # ft fiberglass step ladder with tool tray", "6")]  # "in 3 days", "6:00 PM": they move
    ticket = read_screen(_loans().replace("tool tray", "tool tray, ticket 48213977"))
    assert ticket is not None and page_sentences(ticket) == []  # an identifier: the identifier rule's


def test_a_sentence_read_back_with_another_figure_after_only_navigation() -> None:
    case = {"name": "t", "domain": "web", "state": _home(),
            "turns": [["click('11')", _loans()], ["click('15')", _home()], ["click('11')", _loans(8)]]}
    assert (3, "state-changed-without-write") in run_case(case)
    case["turns"][2][1] = _loans(due="Due back in 2 days")  # near miss: the days left move by themselves
    assert run_case(case) == []
