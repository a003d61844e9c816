"""How GUI actions written as calls are read: an element reference or a point on the screen."""

from __future__ import annotations

import pytest

from playground.decoherence.actions import normalize
from playground.decoherence.common import Action


@pytest.mark.parametrize("text", ["tap(540, 1200)", "click(10.5, 20)", "long_press(300, 88)"])
def test_two_numbers_are_a_point_not_an_element(text: str) -> None:
    data = normalize("android", Action(text)).data
    assert "element" not in data and (data["x"], data["y"]) == tuple(
        float(n) if "." in n else int(n) for n in text[text.index("(") + 1:-1].split(", "))


@pytest.mark.parametrize("text, element", [("click('a51')", "a51"), ("tap(4)", 4), ("long_press(index=7)", 7)])
def test_one_reference_is_an_element(text: str, element: object) -> None:
    assert normalize("web", Action(text)).data["element"] == element
