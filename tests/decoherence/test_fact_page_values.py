"""Values a web page states under labels (an infobox's two-cell rows, "Label: value" texts): the page at the same
address read again after only navigation states the same values; what its form computes follows what is typed."""

from __future__ import annotations

from playground.decoherence.domains.gui_records import page_values
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
