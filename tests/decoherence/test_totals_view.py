"""The totals reader (views/totals.py): which parts each layout gives a total, in any notation."""

from __future__ import annotations

from decimal import Decimal

from playground.decoherence.views.totals import number, totals


def _read(text: str) -> list[tuple[str, list[str], bool]]:
    return [(t.total.shown, [p.shown for p in t.parts], t.holds()) for t in totals(text, 1)]


def test_numbers_read_as_exact_decimals_and_percentages_are_not_parts() -> None:
    n = number("$1,234.50")
    assert n is not None and n.value == Decimal("1234.50") and n.places == 2 and n.unit == "$"
    assert number("(12.00)").value == Decimal("-12.00")  # type: ignore[union-attr]
    assert number("85%") is None and number("2025-08") is None and number("v1.2.3") is None
    big = number("1.2G")
    assert big is not None and big.tol > 0  # a rounded size stands for a range
    pounds = number("12.00 GBP")
    assert pounds is not None and pounds.value == Decimal("12.00") and pounds.tol == 0  # a currency, not gigabytes
    cut = number("0.13021658")
    assert cut is not None and cut.tol == Decimal("0.000000005")  # a float cut for display stands for a range


def test_a_sum_of_measures_cut_for_display_may_be_off_in_its_last_places() -> None:
    head = "tag\tname\ttext\tclass\n"
    cells = [("A1", "0.02170276"), ("A2", "0.02170276"), ("A3", "0.02170276"), ("A4", "0.02170276"),
             ("A5", "0.02170276"), ("A6", "0.02170276")]  # their sum is 0.13021656
    sheet = head + "combo-box\tName Box\tA1:A6\t\n" + "".join(f"table-cell\t{a}\t{t}\t\n" for a, t in cells)
    (ok,) = totals(sheet + "label\t\tSum: 0.13021658\t\n", 1)
    assert ok.holds() and not ok.slip()
    (off,) = totals(sheet + "label\t\tSum: 0.13121656\t\n", 1)
    assert not off.holds()


def test_a_total_its_line_calls_rounded_or_approximate_is_no_exact_sum() -> None:
    rows = "| Country | Reactors |\n|---|---|\n| A | 1,205 |\n| B | 3,810 |\n"
    assert [t.total.shown for t in totals(rows + "| Total | 5,015 |\n", 1)] == ["5,015"]
    assert totals(rows + "| Total (rounded) | 5,000 |\n", 1) == []
    assert totals(rows + "| Total | ≈ 5,000 |\n", 1) == []


def test_aligned_text_columns_match_by_where_the_numbers_stand() -> None:
    text = ("Name       Stmts   Miss  Cover   Missing\n"
            "a.py          10      1    90%   4\n"
            "b.py         120      7    94%   70, 112\n"
            "TOTAL        130      8    94%\n")
    assert _read(text) == [("130", ["120", "10"], True), ("8", ["7", "1"], True)]


def test_an_earlier_subtotal_stands_for_the_rows_above_it() -> None:
    tree = ("[745] table 'Totals'\n\t[746] row ''\n\t\t[747] rowheader 'Subtotal'\n\t\t[748] cell '$150.88'\n"
            "\t[749] row ''\n\t\t[750] rowheader 'Shipping'\n\t\t[751] cell '$7.95'\n"
            "\t[752] row ''\n\t\t[753] rowheader 'Order Total'\n\t\t[754] cell '$160.83'\n[756] button 'Checkout'")
    (total,) = totals(tree, 3)
    assert total.total.shown == "$160.83" and total.sum_shown() == "158.83" and total.slip()


def test_a_row_without_cells_is_read_from_its_name() -> None:
    tree = ("[381] table ''\n\t[382] row 'Subtotal $172.00'\n\t[383] row 'Shipping & Handling $15.00'\n"
            "\t[384] row 'Tax $14.19'\n\t[385] row 'Grand Total $210.19'\n\t[386] row 'Total Paid $201.19'")
    found = totals(tree, 2)
    assert [(t.total.shown, t.sum_shown(), t.slip()) for t in found] == [("$210.19", "201.19", True)]


def test_spreadsheet_cells_by_address_give_their_column() -> None:
    head = "tag\tname\ttext\tclass\n"
    cells = [("C1", "Count"), ("C2", "14"), ("C3", "17"), ("C4", "19"), ("A6", "Total units"), ("C6", "50")]
    text = head + "".join(f"table-cell\t{a}\t{t}\t\n" for a, t in cells)
    assert [(t.total.shown, t.holds()) for t in totals(text, 1)] == [("50", True)]


def test_a_record_subtotal_is_sure_and_its_total_is_not() -> None:
    text = ('{"subtotal": 349000, "total": 349000, "lines": {"object": "list", "data": '
            '[{"amount": 120000}, {"amount": 210000}, {"amount": 10000}]}}')
    by_key = {t.key.split("|")[0]: t for t in totals(text, 1)}
    assert by_key[".subtotal"].slip() and not by_key[".total"].slip()  # a total may hold a fee it does not show


def test_a_row_total_is_judged_only_when_one_choice_of_columns_fits_every_other_row() -> None:
    head = "| Nation | Gold | Silver | Bronze | Total |\n|---|---|---|---|---|\n"
    rows = ["| A | 16 | 8 | 13 | 37 |", "| B | 12 | 10 | 5 | 27 |", "| C | 11 | 8 | 10 | 30 |",
            "| D | 7 | 7 | 4 | 18 |", "| E | 8 | 5 | 5 | 18 |"]
    (wrong,) = totals(head + "\n".join(rows), 1)
    assert wrong.total.shown == "30" and wrong.peers == 4 and not wrong.holds()
    rows[2] = "| C | 11 | 8 | 10 | 29 |"
    assert totals(head + "\n".join(rows), 1) == []


def test_a_column_named_as_a_total_is_summed_against_the_same_name_elsewhere_on_the_page() -> None:
    tree = ("[1682] table 'Cart'\n\t[1683] row ''\n\t\t[1684] columnheader 'Item'\n\t\t[1687] columnheader 'Subtotal'\n"
            "\t[1700] row ''\n\t\t[1701] gridcell 'Coffee'\n\t\t[1706] gridcell '$58.98'\n"
            "\t[1720] row ''\n\t\t[1721] gridcell 'Press'\n\t\t[1726] gridcell '$88.00'\n"
            "[1753] table 'Totals'\n\t[1754] row ''\n\t\t[1755] rowheader 'Subtotal'\n\t\t[1756] gridcell '{}'\n"
            "[1760] button 'Proceed to Checkout'")
    (wrong,) = [t for t in totals(tree.format("$136.98"), 6) if t.key.endswith("|column")]
    assert wrong.sum_shown() == "146.98" and wrong.slip()
    assert all(t.holds() for t in totals(tree.format("$146.98"), 6))
    # cells named by their column ('Subtotal') that show their value inside them
    inner = ("[2010] table 'Cart'\n\t[2011] row ''\n\t\t[2012] columnheader 'Item'\n"
             "\t\t[2015] columnheader 'Subtotal'\n"
             "\t[2020] row ''\n\t\t[2021] gridcell 'Item'\n\t\t\t[2022] link 'Coffee'\n\t\t[2026] gridcell 'Subtotal'\n"
             "\t\t\tStaticText '$58.98'\n\t[2032] row ''\n\t\t[2033] gridcell 'Item'\n\t\t\t[2034] link 'Press'\n"
             "\t\t[2038] gridcell 'Subtotal'\n\t\t\tStaticText '$88.00'\n"
             "[2110] table ''\n\t[2111] row ''\n\t\t[2112] rowheader 'Subtotal'\n\t\t[2113] gridcell '{}'\n")
    (wrong,) = [t for t in totals(inner.format("$136.98"), 6) if t.key.endswith("|column")]
    assert wrong.sum_shown() == "146.98"
    assert all(t.holds() for t in totals(inner.format("$146.98"), 6))


def test_a_status_bar_sum_is_the_sum_of_the_selected_cells() -> None:
    head = "tag\tname\ttext\tclass\n"
    cells = [("B2", "8"), ("C2", "7.5"), ("B3", "6"), ("C3", "8.5"), ("D3", "99")]  # D3 is outside the selection
    sheet = head + "combo-box\tName Box\tB2:C3\t\n" + "".join(f"table-cell\t{a}\t{t}\t\n" for a, t in cells)
    (ok,) = totals(sheet + "label\t\tAverage: 7.5; Sum: 30\t\n", 1)
    assert ok.holds() and len(ok.parts) == 4
    (off,) = totals(sheet + "label\t\tAverage: 7.5; Sum: 34\t\n", 1)
    assert not off.holds()


def test_a_range_in_a_formula_is_not_the_selection() -> None:
    head = "tag\tname\ttext\tclass\n"
    cells = "".join(f"table-cell\t{a}\t{t}\t\n" for a, t in [("D2", "26"), ("D3", "29"), ("D4", "28")])
    one_cell = head + "combo-box\tName Box\tH1\t\ntext\tInput line\t=AVERAGE(D2:D4)\t\n" + cells
    assert totals(one_cell + "label\t\tAverage: 27; Sum: 27\t\n", 5) == []  # H1 alone is selected
