"""Another view of one thing: what makes two things of different views the same thing (their own strong identity)
and what keeps them apart (a reference to another thing, a plain number). The rule itself is run by its fixture
(tests/decoherence/rules/other-view-differs.json)."""

from __future__ import annotations

import pytest

from playground.decoherence.engine.model import Fact, Quote, Ref, Selector, Write
from playground.decoherence.engine.store import FactStore, fold_attr, own_identity, strong_identity

Q = Quote(1, "test", "")


@pytest.mark.parametrize("value, strong", [
    ("9f2c7d41e8", True), ("cus_Q8v2LmX4", True), ("1b7e2c4a-0001-4c6e-8f11-2a9d3e5b7c01", True),
    ("ines.carvalho@sapo.pt", True), ("INV-2024-0042", True),
    ("48213", False), ("31877204519", False), ("production", False), ("v2", False), ("2025-03-04", False),
])
def test_a_strong_identity_names_one_thing_whatever_view_shows_it(value: str, strong: bool) -> None:
    assert strong_identity(value) is strong


def test_a_things_own_id_links_views_and_a_reference_to_another_thing_does_not() -> None:
    order = Ref("record", "orders", "ord_7Hk2Pq9Z")
    assert own_identity(Fact(order, "id", "ord_7Hk2Pq9Z", "identity", Q))
    assert own_identity(Fact(Ref("customer", "crm", "ines"), "Customer ID", "cus_Q8v2LmX4", "identity", Q))
    assert not own_identity(Fact(order, "customer_id", "cus_Q8v2LmX4", "identity", Q))
    assert not own_identity(Fact(order, "id", "48213", "identity", Q))  # two kinds may number things alike


def test_views_name_one_attribute_alike_and_an_action_naming_the_thing_may_change_it() -> None:
    assert fold_attr("Created At") == fold_attr("created_at") == fold_attr("createdAt")
    store = FactStore()
    campaign = Ref("campaign", "mailchimp", "9f2c7d41e8")
    store.seen(Fact(campaign, "id", "9f2c7d41e8", "identity", Q))
    store.seen(Fact(campaign, "emails_sent", "4790", "state", Q))
    assert store.identified("9F2C7D41E8") == (campaign,)
    name, seen = store.read_as(campaign, "Emails Sent") or ("", None)
    assert name == "emails_sent" and seen is not None and seen.fact.value == "4790"
    at = store.counter
    store.note_named(frozenset({"9f2c7d41e8", "send"}))
    assert not store.named_since("9f2c7d41e8", at)  # named before anything was written since
    store.write(Write(Selector.of(Ref("activity", "strava", "11873")), "update", Q))  # an action on another thing
    store.note_named(frozenset({"9f2c7d41e8"}))
    assert store.named_since("9f2c7d41e8", at) and not store.named_since("send", at)
