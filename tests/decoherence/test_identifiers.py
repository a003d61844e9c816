"""The identifier shapes the identifier-drift rule reads (views/identifiers.py) and the store's near copies."""

from __future__ import annotations

import json

from playground.decoherence.engine.store import FactStore
from playground.decoherence.views.identifiers import action_text, identifiers


def _values(text: str) -> dict[str, str]:
    return {t.value: t.shape for t in identifiers(text, 1, "observation")}


def test_shapes_are_read_and_normalized() -> None:
    found = _values("Ana Costa <ana.costa@example.org>, +1 (415) 555-0173\ncommit 7c41e2d0\nTotal: €3,480.00\n"
                    "IMEI 356824113097151\nOrder #2291")
    assert found["ana.costa@example.org"] == "e-mail address"
    assert found["14155550173"] == "phone number"  # by its digits: another spelling is the same number
    assert found["7c41e2d0"] == "hash"
    assert found["€3,480.00"] == "amount" and found["3,480.00"] == "quantity"
    assert found["356824113097151"] == "number"
    assert found["2291"] == "labeled id"
    assert _values("Ticket #140: 1.98 kg, 1,105 sqft") == {}  # too few digits to tell a copy from a neighbour
    assert _values("pid=48213\nMain PID: 1187 (nginx)\n[1]+ 48231 Running   python3 -m http.server &") == {
        "48213": "process id", "1187": "process id", "48231": "process id"}


def test_an_international_number_is_a_phone_number() -> None:
    # its country code first, then groups of any size: one number whatever the grouping
    found = _values("Mobile +44 7700 900417\nwork +33 6 12 34 56 78\nhome +47 912 34 567")
    assert {v for v, shape in found.items() if shape == "phone number"} == {"447700900417", "33612345678",
                                                                           "4791234567"}
    assert _near(["Mobile +44 7700 900417"], "+44 7700 900471") == {"447700900417"}  # its last digits swapped
    assert _values("+5 10 and +12 345") == {}  # a score, a difference: too few digits for a number


def test_a_column_named_pid_holds_process_ids() -> None:
    table = "UID   PID   PPID  C STIME TTY TIME     CMD\nroot  4312  4300  0 10:00 ?   00:00:01 mosquitto\n" \
            "root  1     0     0 09:00 ?   00:00:03 /sbin/init\nroot  4388  4312  0 10:01 ?   00:00:00 sh\nload 0.3"
    assert _values(table) == {"4312": "process id", "4388": "process id"}  # not PPID's, not the first process
    assert _near([table], "users:((\"mosquitto\",pid=4321,fd=5))") == {"4312"}


def test_what_is_not_an_identifier() -> None:
    found = _values("1732026231\nbounds=[63,450][1017,510]\nversion 1.10.3\nuptime 12:30:01\nRTX4090 on 2024-06-18")
    assert found == {"rtx4090": "coded id"}  # not a Unix time, screen coordinates, a version, a time of day, a date


def test_an_action_s_strings_are_its_text() -> None:
    typed = action_text({"action_type": "input_text", "text": "d.okafor@x.co", "index": 10})
    assert typed == "input_text\nd.okafor@x.co\n10"
    assert action_text([{"keystrokes": "git show 7c41e2d\n"}]) == "git show 7c41e2d\n"


def _near(seen: list[str], new: str) -> set[str]:
    store = FactStore()
    for text in seen:
        for t in identifiers(text, 1, "observation"):
            store.note_token(t)
    t = identifiers(new, 2, "observation")[0]  # the first shape that reads it
    return store.near_copies(t)


def test_near_copies_by_shape() -> None:
    assert _near(["commit 7c41e2d"], "commit 7c14e2d") == {"7c41e2d"}  # two neighbours swapped
    assert _near(["commit 5e0c2a9"], "commit 5e0c2b9") == {"5e0c2a9"}  # one changed
    assert _near(["commit 5e0c2a9"], "commit 5e0c2a8") == set()  # the last character: a sequence's neighbour
    assert _near(["to d.okafor@harbourline.co"], "to d.okafor@harbourline.com") == {"d.okafor@harbourline.co"}
    assert _near(["student01@uni.edu"], "student02@uni.edu") == set()  # numbered accounts
    assert _near(["Subtotal $18.45"], "Subtotal $18.54") == {"$18.45"}
    assert _near(["Price $12.40"], "Price $21.40") == set()  # the leading digit: another price


def test_a_family_of_ids_made_in_sequence() -> None:
    store = FactStore()
    for n in ("a22", "a23", "a24"):
        for t in identifiers(f"id 6730e1a2b4c5d6e7f8091{n}", 1, "observation"):
            store.note_token(t)
    (t,) = identifiers("id 6730e1a2b4c5d6e7f8091a32", 2, "observation")
    assert store.near_copies(t) == {"6730e1a2b4c5d6e7f8091a23"} and store.family(t) == 3
    # phone numbers are not given out in a run: two of one exchange are no family
    for t in identifiers("Mobile (415) 555-0183 · Work (415) 555-0427", 1, "observation"):
        store.note_token(t)
    (t,) = identifiers("Mobile (415) 555-0138", 2, "observation")
    assert store.near_copies(t) == {"4155550183"} and store.family(t) == 0


def test_a_count_that_moved_with_its_neighbour_is_no_bad_copy() -> None:
    from tests.decoherence.test_rules import run_case

    def status(words: int, chars: str) -> str:
        return f"label\t\t{words} words, {chars} characters\t\t\t(215, 1048)\t(280, 20)"

    typed = {"action": "code", "code": "pyautogui.write('One more sentence.')"}
    moved = {"name": "t", "domain": "desktop", "state": status(2412, "12,618"),
             "turns": [[json.dumps(typed), status(2422, "12,681")]]}
    assert run_case(moved) == []  # words and characters moved together: typing, not a copy gone wrong
    alone = {"name": "t", "domain": "desktop", "state": status(2412, "12,618"),
             "turns": [[json.dumps({"action": "code", "code": "pyautogui.scroll(-3)"}), status(2412, "12,681")]]}
    assert run_case(alone) == [(1, "identifier-drift")]
    # a short one is not judged: two near copies among a page's short numbers are common by chance
    short = {"name": "t", "domain": "desktop", "state": status(412, "2,618"),
             "turns": [[json.dumps({"action": "code", "code": "pyautogui.scroll(-3)"}), status(412, "2,681")]]}
    assert run_case(short) == []


def test_capital_hex_and_network_addresses() -> None:
    found = _values("fpr 3B9F4E21A6D07C58E91B2F7D1F0C9D2E7B44A6C1\nlink/ether 00:50:56:9a:8e:02\nMAC 3C-21-9C-4E-0A-7B")
    assert found["3b9f4e21a6d07c58e91b2f7d1f0c9d2e7b44a6c1"] == "long id"
    assert found["00:50:56:9a:8e:02"] == "MAC address" and found["3c-21-9c-4e-0a-7b"] == "MAC address"
    assert "cafebabe" not in _values("CAFEBABE")  # capitals are read from 16 characters on: a word, not a key
    fpr = "3B9F4E21A6D07C58E91B2F7D1F0C9D2E7B44A6C1"
    assert _near([f"fpr {fpr}"], f"fpr {fpr.replace('7C58', '7C85')}") == {fpr.casefold()}
    assert _near(["ether 00:50:56:9a:8e:02"], "ether 00:50:56:9a:e8:02") == {"00:50:56:9a:8e:02"}
    assert _near(["ether 00:50:56:9a:8e:02"], "ether 00:50:56:9a:8e:03") == set()  # the next card's address


def test_codes_masked_digits_addresses_and_grouped_numbers() -> None:
    found = _values("plate 8KXR251 · Visa •••• 4812 · card ending in 4821 · host 10.0.2.31:8080\n"
                    "ticket 027-2381447209 · 1062 Valencia St, San Francisco")
    assert found == {"8kxr251": "mixed code", "4812": "masked number", "4821": "masked number",
                     "10.0.2.31": "IP address", "0272381447209": "grouped number", "1062 valencia st": "street address"}
    assert _near(["plate 8KXR251"], "plate 8KXR215") == {"8kxr251"}
    assert _near(["Visa •••• 4812"], "Visa •••• 4821") == {"4812"}
    assert _near(["server app3 10.0.2.13"], "server app3 10.0.2.31") == {"10.0.2.13"}
    assert _near(["1062 Valencia St"], "1026 Valencia St") == {"1062 valencia st"}
    # near misses: a date is no grouped number; a short group is not judged; the next host is no swap
    assert _values("2024-06-18 and 12-345") == {}
    assert _near(["host 10.0.2.13"], "host 10.0.2.14") == set()


def test_a_value_read_as_two_shapes_is_compared_as_either() -> None:
    # first seen in a URL (a path id), then in a snippet (a plain number): one value, and its near copy in a
    # table is judged as a number's, though its first sighting was a path id
    assert _near(["https://ratings.example.org/profile/46616543", "Snippet: FIDE ID 46616543, India"],
                 "| 5 | Gukesh D | 46616534 |") == {"46616543"}


def test_serials_in_bytes_and_fingerprints_in_groups_are_the_whole_long_id() -> None:
    serial = "3C6F1A9E0B42D7751E2C8F90A4D3B61E08C2F5A7"
    colons = ":".join(serial[i:i + 2] for i in range(0, len(serial), 2)).casefold()
    assert _values(f"Serial Number:\n    {colons}") == {serial.casefold(): "long id"}
    assert _near([f"serial={serial}"], f"Serial Number: {colons.replace('08:c2', '80:c2')}") == {serial.casefold()}
    assert _near([f"serial={serial}"], f"Serial Number: {colons}") == set()  # the same serial, another view
    groups = "9A1C 44E7 0B32 D5F1 8E6A 27C0 5F3A 9C0E 21B7 D4A8"
    assert _near([f"fpr {groups.replace(' ', '')}"], f"Key fingerprint = {groups.replace('0B32', '0B23')}") == {
        groups.replace(" ", "").casefold()}


def test_two_characters_apart_trade_places_in_codes_of_random_characters_only() -> None:
    assert _near(["Commit 4e1a9c2 fix"], "4e1c9a2 (HEAD -> main) fix") == {"4e1a9c2"}
    assert _near(["order ORD-10427"], "order ORD-10724") == set()  # a number of a sequence: another order


def test_a_name_with_a_random_tail() -> None:
    found = _values('"endpoint": "ep-misty-pine-a5x8n3tw"\nurl atlas-web-k2x9wq1mz.vercel.app\n'
                    'ubuntu-22.04 us-east-2 db-stg-04')
    assert found == {"ep-misty-pine-a5x8n3tw": "named code"}  # not a host's first label, a version, a region
    assert _near(["ep-misty-pine-a5x8n3tw"], "ep-misty-pine-a5x8n3wt") == {"ep-misty-pine-a5x8n3tw"}  # a swap
    # another endpoint whose tail differs by one character: no copy of the first
    assert _near(["ep-misty-pine-a5x8n3tw"], "ep-misty-pine-a5x8n3tv") == set()


def test_a_volume_serial_in_two_groups() -> None:
    found = _values("UUID=3A6F-91C2 /boot/efi vfat\nid 58C2A9F1-7E30-4B6D-A5C8-2F9E01D7B4A3\nISO 2024-1103")
    # (not two groups of a UUID, not digits alone)
    assert found.get("3a6f-91c2") == "volume serial" and "4b6d-a5c8" not in found and "2024-1103" not in found
    assert _near(["UUID=3A6F-91C2"], "UUID=3A6F-9C12") == {"3a6f-91c2"}
