"""AndroidWorld's UIElement lines read with their boxes (``bbox_pixels=BoundingBox(...)``), and an entry picked by
a long press on its row's container (no label of its own: the row's first text names it), deleted through the
toolbar's Delete and the dialog's confirmation."""

from __future__ import annotations

from playground.decoherence.views.gui import read_screen
from tests.decoherence.test_rules import run_case


def _el(i: int, cls: str, box: tuple[int, int, int, int], text: str | None = None, desc: str | None = None) -> str:
    x0, y0, x1, y1 = box
    return (f"UI element {i}: UIElement(text={text!r}, content_description={desc!r}, "
            f"class_name='android.widget.{cls}', bbox=None, bbox_pixels=BoundingBox(x_min={x0}, x_max={x1}, "
            f"y_min={y0}, y_max={y1}), is_checked=False, is_clickable=True, package_name='com.example.sms')")


def _list(*names: str, selecting: bool = False, dialog: bool = False) -> str:
    rows = []
    for n, name in enumerate(names):
        y = 300 + 200 * n
        rows += [_el(10 + 3 * n, "FrameLayout", (0, y, 1080, y + 190)),
                 _el(11 + 3 * n, "ImageView", (42, y + 35, 162, y + 155), desc=f"{name} avatar"),
                 _el(12 + 3 * n, "TextView", (190, y + 30, 820, y + 90), text=name)]
    bar = [_el(1, "Button", (828, 91, 954, 217), desc="Delete")] if selecting else \
        [_el(1, "TextView", (42, 91, 600, 217), text="Messages")]
    ask = [_el(50, "TextView", (147, 980, 933, 1060), text="Delete this conversation?"),
           _el(51, "Button", (520, 1260, 720, 1360), text="Cancel"),
           _el(52, "Button", (740, 1260, 933, 1360), text="Delete")] if dialog else []
    return "\n".join(bar + rows + ask)


def _case(*turns: tuple[str, str]) -> dict[str, object]:
    return {"name": "t", "domain": "android", "state": _list("Mom", "+1 (650) 555-0147", "Chase"),
            "turns": [list(t) for t in turns]}


def test_uielement_boxes_are_read() -> None:
    screen = read_screen(_list("Mom"))
    assert screen is not None and screen.elements[1].box == (0, 300, 1080, 490)


def test_a_row_picked_by_its_container_deleted_and_listed_again_is_deleted_present() -> None:
    pick = ('{"action_type": "long_press", "index": 13}', _list("Mom", "+1 (650) 555-0147", "Chase", selecting=True))
    ask = ('{"action_type": "click", "index": 1}',
           _list("Mom", "+1 (650) 555-0147", "Chase", selecting=True, dialog=True))
    confirm = ('{"action_type": "click", "index": 52}', _list("Mom", "Chase"))
    again = ('{"action_type": "scroll", "direction": "down"}', _list("Mom", "+1 (650) 555-0147", "Chase"))
    assert (4, "deleted-present") in run_case(_case(pick, ask, confirm, again))
    # near miss: the dialog declined, the entry stays
    cancel = ('{"action_type": "click", "index": 51}', _list("Mom", "+1 (650) 555-0147", "Chase"))
    assert "deleted-present" not in {r for _, r in run_case(_case(pick, ask, cancel, again))}
