"""The GUI binding's counts of the user's collections (a cart's badge, the open tabs): they follow only what
is added or removed."""

from __future__ import annotations

from tests.decoherence.helpers import gui_findings


def _page(url: str, cart: str, *extra: str) -> str:
    return (f"URL: {url}\nRootWebArea 'Shop', focused\n\t[240] link 'store logo'\n"
            f"\t[242] link '\ue611 My Cart {cart}'\n" + "".join(f"\t{x}\n" for x in extra))


def _run(first: str, *steps: tuple[object, str]) -> list[str]:
    return [f"{f.rule}:{f.ref.key if f.ref else ''}" for _, f in gui_findings("web", first, *steps)]


def test_a_cart_badge_moving_on_a_plain_link_is_a_change_without_write() -> None:
    cart = _page("http://x/checkout/cart/", "4 4 items", "[1360] button 'Update Shopping Cart'")
    home = _page("http://x/", "3 3 items", "[1216] link 'Gingerbread Kit'")
    shown = ({"action": "noop"}, cart)  # the cart's count read at a step
    assert _run(cart, shown, ({"action": "click", "element": "240"}, home)) == ["state-changed-without-write:cart"]
    # also after going back
    assert _run(cart, shown, ({"action": "go_back"}, home)) == ["state-changed-without-write:cart"]


def test_counts_that_may_move_are_not_judged() -> None:
    cart = _page("http://x/p/1", "1 1 items", "[1725] link 'Add to Wish List'", "[1730] tab 'Reviews (7)'",
                 "[1731] link 'Wish List (0)'")
    # near misses: a button adds to the cart; a link that says it adds (the wish list grows); another
    # product's reviews are no collection of the user's; a cart label with an amount is no count
    added = _page("http://x/p/1", "2 2 items", "[1725] link 'Add to Wish List'", "[1730] tab 'Reviews (7)'",
                  "[1731] link 'Wish List (0)'", "[1722] button 'Add to Cart'")
    wished = _page("http://x/wishlist", "2 2 items", "[1731] link 'Wish List (1)'", "[1733] tab 'Reviews (3)'")
    other = _page("http://x/p/2", "Cart $45.00", "[1731] link 'Wish List (1)'", "[1733] tab 'Reviews (12)'")
    assert _run(cart, ({"action": "noop"}, cart), ({"action": "click", "element": "1722"}, added),
                ({"action": "click", "element": "1725"}, wished), ({"action": "go_back"}, other)) == []
