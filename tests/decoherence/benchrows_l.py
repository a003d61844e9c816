"""GUI rows for the mechanisms of helper L (issue 12): counters that must follow the list they count, one entity
seen on two screens (its page and a listing), and items created through a form expected in the list the form was
opened from (see benchrows.py and playground/decoherence/gui_links.py).

Other apps and layouts than the ones the mechanisms were diagnosed on, with a trap for each mechanism.
"""

from __future__ import annotations

from tests.decoherence.benchrows import GONE, Row, py
from tests.decoherence.benchrows_gui import bg
from tests.decoherence.benchrows_j3 import BACK, btn, edit, jscreen, table, tap, tv

# ------------------------------------------------------------------------------------------ web
SHOP = "https://shop.example.net/wishlist"
TODOS = "https://todomvc.example.com/"
TRACK = "https://tracker.example.dev/acme/api/issues"


def wishlist(*names: str, counter: str | None = None) -> str:
    n = len(names) if counter is None else counter
    return bg("Wishlist - Shop", SHOP, "[3] heading 'Wishlist'", f"[4] StaticText '{n} items'",
              *(f"[{20 + i}] listitem '{x}'" for i, x in enumerate(names)),
              *(f"[{40 + i}] button 'Remove {x}'" for i, x in enumerate(names)))


def issue(n: int, title: str, state: str, *extra: str) -> str:
    return bg(f"{title} #{n} - Tracker", f"{TRACK}/{n}", f"[5] heading '{title} #{n}'",
              f"[6] StaticText '{state}'", "[9] button 'Close issue'", "[10] link 'Issues'", *extra)


def issues(*rows: str) -> str:
    return bg("Issues - Tracker", TRACK, "[3] heading 'Issues'", "[4] link 'Filters'",
              *(f"[{20 + i}] row '{r}'" for i, r in enumerate(rows)))


WEB: list[Row] = [
    Row("web", "l-wishlist-counter-stale-after-remove", kind="count", gap=GONE["gui.count"],
        note="a wishlist entry removed (confirmed); the list shows 2 entries but its counter still reads 3",
        state=wishlist("Desk lamp", "Kettle", "Yoga mat"),
        turns=[
            ("click('41')", bg("Wishlist - Shop", SHOP, "[3] heading 'Wishlist'", "[7] status 'Item removed'",
                               "[4] StaticText '3 items'", "[20] listitem 'Desk lamp'", "[22] listitem 'Yoga mat'",
                               "[40] button 'Remove Desk lamp'", "[42] button 'Remove Yoga mat'")),
        ]),
    Row("web", "l-clean-wishlist-counter-follows", note="the counter drops with the removed entry (trap)",
        state=wishlist("Desk lamp", "Kettle", "Yoga mat"),
        turns=[
            ("click('41')", bg("Wishlist - Shop", SHOP, "[3] heading 'Wishlist'", "[7] status 'Item removed'",
                               "[4] StaticText '2 items'", "[20] listitem 'Desk lamp'", "[22] listitem 'Yoga mat'",
                               "[40] button 'Remove Desk lamp'", "[42] button 'Remove Yoga mat'")),
            ("goto('https://shop.example.net/')", bg("Shop", "https://shop.example.net/", "[3] heading 'Deals'")),
            ("go_back()", wishlist("Desk lamp", "Yoga mat")),
        ]),
    Row("web", "l-wishlist-counter-moves-alone", kind="count", gap=GONE["gui.count"],
        note="after a visit elsewhere the same two-entry wishlist is counted as 3",
        state=wishlist("Desk lamp", "Kettle"),
        turns=[
            ("goto('https://shop.example.net/')", bg("Shop", "https://shop.example.net/", "[3] heading 'Deals'")),
            ("go_back()", wishlist("Desk lamp", "Kettle", counter="3")),
        ]),
    Row("web", "l-issue-closed-listed-open", kind="revert",
        note="an issue closed on its page (confirmed) is listed as Open in the issue list",
        state=issue(212, "Crash on login", "Open"),
        turns=[
            ("click('9')", issue(212, "Crash on login", "Closed", "[12] status 'Issue #212 was closed'")),
            ("click('10')", issues("#214 Dark mode · Open", "#212 Crash on login · Open", "#207 Typo in docs · Closed")),
        ]),
    Row("web", "l-clean-issue-closed-listed-closed", note="a closed issue is listed Closed; another stays Open (trap)",
        state=issue(212, "Crash on login", "Open"),
        turns=[
            ("click('9')", issue(212, "Crash on login", "Closed", "[12] status 'Issue #212 was closed'")),
            ("click('10')", issues("#214 Dark mode · Open", "#212 Crash on login · Closed", "#207 Typo in docs · Open")),
        ]),
    Row("web", "l-issue-closed-in-list-page-open", gap=GONE["gui"], kind="revert",
        note="an issue closed from the list (confirmed there) shows the state Open on its own page",
        state=issues("#214 Dark mode · Open", "#212 Crash on login · Open") .replace(
            "[4] link 'Filters'", "[4] link 'Filters'\n\t[8] button 'Close #212'"),
        turns=[
            ("click('8')", issues("#214 Dark mode · Open", "#212 Crash on login · Closed").replace(
                "[4] link 'Filters'", "[4] link 'Filters'\n\t[7] status 'Issue #212 closed'")),
            ("goto('https://tracker.example.dev/acme/api/issues/212')", issue(212, "Crash on login", "Open")),
        ]),
    Row("web", "l-clean-issue-closed-in-list-page-closed", note="closed from the list, its page says Closed and "
        "offers Reopen (trap)",
        state=issues("#214 Dark mode · Open", "#212 Crash on login · Open") .replace(
            "[4] link 'Filters'", "[4] link 'Filters'\n\t[8] button 'Close #212'"),
        turns=[
            ("click('8')", issues("#214 Dark mode · Open", "#212 Crash on login · Closed").replace(
                "[4] link 'Filters'", "[4] link 'Filters'\n\t[7] status 'Issue #212 closed'")),
            ("goto('https://tracker.example.dev/acme/api/issues/212')",
             issue(212, "Crash on login", "Closed", "[11] button 'Reopen'")),
        ]),
    Row("web", "l-note-created-redirect-missing", kind="created-missing",
        note="a note created through a form redirects to the note's page; the notes list it came from lacks it",
        state=bg("Notes", "https://notes.example.org/", "[3] heading 'Notes'", "[10] link 'New note'",
                 "[20] listitem 'Packing list'", "[21] listitem 'Book ideas'"),
        turns=[
            ("click('10')", bg("New note", "https://notes.example.org/new", "[3] heading 'New note'",
                               "[5] textbox 'Title'", "[6] textbox 'Body'", "[7] button 'Create note'")),
            ("fill('5', 'Garden plan')", bg("New note", "https://notes.example.org/new", "[3] heading 'New note'",
                                            "[5] textbox 'Title', value='Garden plan'", "[6] textbox 'Body'",
                                            "[7] button 'Create note'")),
            ("click('7')", bg("Garden plan", "https://notes.example.org/n/88", "[3] heading 'Garden plan'",
                              "[9] link 'All notes'")),
            ("click('9')", bg("Notes", "https://notes.example.org/", "[3] heading 'Notes'", "[10] link 'New note'",
                              "[20] listitem 'Packing list'", "[21] listitem 'Book ideas'")),
        ]),
    Row("web", "l-clean-note-created-on-next-page", note="a note created through a form; the notes list it came "
        "from is one page of several and the new note sorts onto a later page (trap: paged list)",
        state=bg("Notes", "https://notes.example.org/", "[3] heading 'Notes'", "[10] link 'New note'",
                 "[20] listitem 'Book ideas'", "[21] listitem 'Packing list'", "[30] link 'Next'"),
        turns=[
            ("click('10')", bg("New note", "https://notes.example.org/new", "[3] heading 'New note'",
                               "[5] textbox 'Title'", "[7] button 'Create note'")),
            ("fill('5', 'Zinnia seeds')", bg("New note", "https://notes.example.org/new", "[3] heading 'New note'",
                                             "[5] textbox 'Title', value='Zinnia seeds'", "[7] button 'Create note'")),
            ("click('7')", bg("New note", "https://notes.example.org/new", "[3] heading 'New note'",
                              "[4] alert 'Note created'", "[5] textbox 'Title', value='Zinnia seeds'")),
            ("goto('https://notes.example.org/')", bg("Notes", "https://notes.example.org/", "[3] heading 'Notes'",
                                                      "[10] link 'New note'", "[20] listitem 'Book ideas'",
                                                      "[21] listitem 'Packing list'", "[30] link 'Next'")),
        ]),
    Row("web", "l-clean-issue-reopened", note="an issue closed and then reopened is listed Open (trap)",
        state=issue(212, "Crash on login", "Open"),
        turns=[
            ("click('9')", issue(212, "Crash on login", "Closed", "[12] status 'Issue #212 was closed'",
                                 "[13] button 'Reopen #212'")),
            ("click('13')", issue(212, "Crash on login", "Open", "[12] status 'Issue reopened'")),
            ("click('10')", issues("#214 Dark mode · Open", "#212 Crash on login · Open")),
        ]),
    Row("web", "l-clean-todo-complete-then-clear", note="completing a to-do lowers 'items left' while it stays listed; "
        "clearing it leaves the counter (trap: the counter counts active entries only)",
        state=bg("Todos", TODOS, "[3] textbox 'What needs to be done?'", "[10] checkbox 'Toggle Buy milk', checked='false'",
                 "[11] listitem 'Buy milk'", "[12] checkbox 'Toggle Pay rent', checked='false'",
                 "[13] listitem 'Pay rent'", "[14] StaticText '2 items left'", "[15] button 'Clear completed'"),
        turns=[
            ("click('10')", bg("Todos", TODOS, "[3] textbox 'What needs to be done?'",
                               "[10] checkbox 'Toggle Buy milk', checked='true'", "[11] listitem 'Buy milk'",
                               "[12] checkbox 'Toggle Pay rent', checked='false'", "[13] listitem 'Pay rent'",
                               "[14] StaticText '1 item left'", "[15] button 'Clear completed'")),
            ("click('15')", bg("Todos", TODOS, "[3] textbox 'What needs to be done?'",
                               "[12] checkbox 'Toggle Pay rent', checked='false'", "[13] listitem 'Pay rent'",
                               "[14] StaticText '1 item left'")),
        ]),
    Row("web", "l-clean-paged-counter", note="a counter of all results above one page of them (trap: partial list)",
        state=bg("Orders - Shop", "https://shop.example.net/orders", "[3] heading 'Orders'",
                 "[4] StaticText '14 items'", "[20] row 'Desk lamp'", "[21] row 'Kettle'", "[30] link 'Next page'"),
        turns=[
            ("click('30')", bg("Orders - Shop", "https://shop.example.net/orders?p=2", "[3] heading 'Orders'",
                               "[4] StaticText '14 items'", "[20] row 'Yoga mat'", "[21] row 'Mug'")),
        ]),
    Row("web", "l-todo-left-moves-alone", kind="count", gap=GONE["gui.count"],
        note="'1 item left' next to one open and two done to-dos reads '2 items left' after only a visit to the help "
        "page (no correspondence with the list length: the counter counts open ones)",
        state=bg("Todos", TODOS, "[3] textbox 'What needs to be done?'", "[11] listitem 'Buy milk'",
                 "[13] listitem 'Pay rent'", "[16] listitem 'Book dentist'", "[14] StaticText '1 item left'",
                 "[17] link 'Help'"),
        turns=[
            ("click('17')", bg("Help - Todos", "https://todomvc.example.com/help", "[3] heading 'Help'",
                               "[4] link 'Back to list'")),
            ("go_back()", bg("Todos", TODOS, "[3] textbox 'What needs to be done?'", "[11] listitem 'Buy milk'",
                             "[13] listitem 'Pay rent'", "[16] listitem 'Book dentist'",
                             "[14] StaticText '2 items left'", "[17] link 'Help'")),
        ]),
    Row("web", "l-clean-paged-list-add-elsewhere", note="a paged wishlist's counter grows after an add on a product "
        "page while its first page stays the same (trap: partial list, add elsewhere)",
        state=bg("Wishlist - Shop", SHOP, "[3] heading 'Wishlist'", "[4] StaticText '15 items'",
                 "[20] listitem 'Desk lamp'", "[21] listitem 'Kettle'", "[30] link 'Mug'"),
        turns=[
            ("click('30')", bg("Mug - Shop", "https://shop.example.net/p/mug", "[3] heading 'Mug'",
                               "[8] button 'Add to wishlist'", "[9] link 'Wishlist'")),
            ("click('8')", bg("Mug - Shop", "https://shop.example.net/p/mug", "[3] heading 'Mug'",
                              "[7] status 'Added to your wishlist'", "[8] button 'Add to wishlist'",
                              "[9] link 'Wishlist'")),
            ("click('9')", bg("Wishlist - Shop", SHOP, "[3] heading 'Wishlist'", "[4] StaticText '16 items'",
                              "[20] listitem 'Desk lamp'", "[21] listitem 'Kettle'", "[30] link 'Mug'")),
        ]),
]

TENT = "https://outdoor.example.com/p/trail-tent-2p"


def tent(weight: str, *extra: str, sku: str = "TT-2041") -> str:
    return bg("Trail Tent 2P - Outdoor", TENT, "[5] heading 'Trail Tent 2P'", f"[8] StaticText 'SKU: {sku}'",
              "[9] StaticText 'Packed weight:'", f"[10] StaticText '{weight}'",
              "[11] StaticText 'First released: 12 April 2021'", "[12] link 'Tents'", *extra)


WEB += [
    Row("web", "l-product-facts-change-on-reread", gap=GONE["gui"], kind="page",
        note="a product page read again (back from the category) states another packed weight",
        state=tent("2.1 kg"),
        turns=[
            ("click('12')", bg("Tents - Outdoor", "https://outdoor.example.com/c/tents", "[3] heading 'Tents'",
                               "[20] link 'Trail Tent 2P'", "[21] link 'Ridge Tent 3P'")),
            ("click('20')", tent("2.6 kg")),
        ]),
    Row("web", "l-product-sku-changes-on-reread", gap=GONE["gui"], kind="page",
        note="the same product address read again after a visit elsewhere shows another SKU number",
        state=tent("2.1 kg"),
        turns=[
            ("goto('https://outdoor.example.com/')", bg("Outdoor", "https://outdoor.example.com/",
                                                       "[3] heading 'Summer sale'")),
            ("go_back()", tent("2.1 kg", sku="TT-2077")),
        ]),
    Row("web", "l-clean-account-page-moving-figures", note="an account page read twice: its clock, points balance and "
        "last-login time move by themselves, its member number stays (trap)",
        state=bg("Account - Outdoor", "https://outdoor.example.com/account", "[5] heading 'Your account'",
                 "[6] StaticText 'Member number: 55102'", "[7] StaticText 'Points balance: 120'",
                 "[8] StaticText 'Last login: 2 March 2025 09:14'", "[9] StaticText '10:32'", "[12] link 'Tents'"),
        turns=[
            ("click('12')", bg("Tents - Outdoor", "https://outdoor.example.com/c/tents", "[3] heading 'Tents'",
                               "[20] link 'Account'")),
            ("click('20')", bg("Account - Outdoor", "https://outdoor.example.com/account", "[5] heading 'Your account'",
                               "[6] StaticText 'Member number: 55102'", "[7] StaticText 'Points balance: 135'",
                               "[8] StaticText 'Last login: 3 March 2025 10:40'", "[9] StaticText '10:41'",
                               "[12] link 'Tents'")),
        ]),
    Row("web", "l-clean-product-edited-by-admin", note="a product's weight edited through its form and saved reads "
        "the new value on the next visit (trap: POST on the page)",
        state=tent("2.1 kg", "[30] textbox 'Packed weight', value='2.1 kg'", "[31] button 'Save product'"),
        turns=[
            ("fill('30', '2.3 kg')", tent("2.1 kg", "[30] textbox 'Packed weight', value='2.3 kg'",
                                          "[31] button 'Save product'")),
            ("click('31')", tent("2.3 kg", "[29] status 'Product saved'", "[30] textbox 'Packed weight', value='2.3 kg'",
                                 "[31] button 'Save product'")),
            ("click('12')", bg("Tents - Outdoor", "https://outdoor.example.com/c/tents", "[3] heading 'Tents'",
                               "[20] link 'Trail Tent 2P'")),
            ("click('20')", tent("2.3 kg", "[30] textbox 'Packed weight', value='2.3 kg'",
                                 "[31] button 'Save product'")),
        ]),
]

# -------------------------------------------------------------------------------------- android
CAL = "com.example.calendar/.DayActivity"
EDIT = "com.example.calendar/.EditEventActivity"
CONTACTS = "com.example.contacts/.PeopleActivity"
NEWC = "com.example.contacts/.EditContactActivity"
NOTES = "com.example.notes/.NotesListActivity"


def day(*events: str) -> str:
    return jscreen(CAL, tv("Tuesday, March 4", False), *(tv(e) for e in events), btn("New event"))


ANDROID: list[Row] = [
    Row("android", "l-event-saved-missing", gap=GONE["gui"], kind="created-missing",
        note="an event saved through the form (toast 'Event saved') is missing from the day view it was opened from",
        state=day("09:00 Standup", "12:30 Lunch with Ana"),
        turns=[
            (tap(4), jscreen(EDIT, tv("New event", False), edit(""), edit(""), btn("Save"))),
            ('{"action_type": "input_text", "text": "Physio", "index": 2}',
             jscreen(EDIT, tv("New event", False), edit("Physio"), edit(""), btn("Save"))),
            (tap(4), day("09:00 Standup", "12:30 Lunch with Ana") .replace(
                '"text": "New event"', '"text": "New event"') + '\n{"index": 9, "class": "android.widget.Toast", '
                '"text": "Event saved"}'),
        ]),
    Row("android", "l-clean-event-saved-listed", note="an event saved through the form is in the day view (trap)",
        state=day("09:00 Standup", "12:30 Lunch with Ana"),
        turns=[
            (tap(4), jscreen(EDIT, tv("New event", False), edit(""), edit(""), btn("Save"))),
            ('{"action_type": "input_text", "text": "Physio", "index": 2}',
             jscreen(EDIT, tv("New event", False), edit("Physio"), edit(""), btn("Save"))),
            (tap(4), day("09:00 Standup", "12:30 Lunch with Ana", "17:00 Physio")),
        ]),
    Row("android", "l-clean-event-cancelled", note="a form left with Cancel adds nothing (trap)",
        state=day("09:00 Standup"),
        turns=[
            (tap(3), jscreen(EDIT, tv("New event", False), edit(""), btn("Cancel"), btn("Save"))),
            ('{"action_type": "input_text", "text": "Physio", "index": 2}',
             jscreen(EDIT, tv("New event", False), edit("Physio"), btn("Cancel"), btn("Save"))),
            (tap(3), day("09:00 Standup")),
        ]),
    Row("android", "l-contact-saved-missing", gap=GONE["gui"], kind="created-missing",
        note="a contact saved (Save returns to the people list) is not in that list, which shows all it had",
        state=jscreen(CONTACTS, tv("Contacts", False), tv("Ana Ruiz"), tv("Bo Chen"), btn("Add contact")),
        turns=[
            (tap(4), jscreen(NEWC, tv("Create contact", False), edit(""), btn("Save"))),
            ('{"action_type": "input_text", "text": "Carla Diaz", "index": 2}',
             jscreen(NEWC, tv("Create contact", False), edit("Carla Diaz"), btn("Save"))),
            (tap(3), jscreen(CONTACTS, tv("Contacts", False), tv("Ana Ruiz"), tv("Bo Chen"), btn("Add contact"))),
        ]),
    Row("android", "l-notes-counter-moves-alone", kind="count", gap=GONE["gui.count"],
        note="a notes app counts '4 notes' next to the same three notes after only opening one and going back",
        state=jscreen(NOTES, tv("All notes", False), tv("3 notes", False), tv("Groceries"), tv("Ideas"), tv("Trip")),
        turns=[
            (tap(4), jscreen("com.example.notes/.NoteActivity", tv("Ideas", False), tv("Solar lamp for balcony", False))),
            (BACK, jscreen(NOTES, tv("All notes", False), tv("4 notes", False), tv("Groceries"), tv("Ideas"),
                           tv("Trip"))),
        ]),
]

SMS = "com.example.messages/.ConversationListActivity"
THREAD = "com.example.messages/.ThreadActivity"


def threads(*pairs: str) -> str:
    return jscreen(SMS, tv("Messages", False), *(tv(p) for p in pairs), btn("Start chat"))


ANDROID += [
    Row("android", "l-sms-sent-snippet-stale", gap=GONE["gui"], kind="revert",
        note="a text sent in a conversation; back in the list the conversation still shows its older last message",
        state=threads("Ana Ruiz", "See you at 6", "Bo Chen", "Thanks!"),
        turns=[
            (tap(2), jscreen(THREAD, tv("Ana Ruiz", False), tv("See you at 6", False), edit(""), btn("Send"))),
            ('{"action_type": "input_text", "text": "Running 10 minutes late", "index": 3}',
             jscreen(THREAD, tv("Ana Ruiz", False), tv("See you at 6", False), edit("Running 10 minutes late"),
                     btn("Send"))),
            (tap(4), jscreen(THREAD, tv("Ana Ruiz", False), tv("See you at 6", False),
                             tv("Running 10 minutes late", False), edit(""), btn("Send"))),
            (BACK, threads("Ana Ruiz", "See you at 6", "Bo Chen", "Thanks!")),
        ]),
    Row("android", "l-clean-sms-sent-snippet", note="the conversation list shows the sent text as the last message "
        "(trap), and another conversation keeps its snippet",
        state=threads("Ana Ruiz", "See you at 6", "Bo Chen", "Thanks!"),
        turns=[
            (tap(2), jscreen(THREAD, tv("Ana Ruiz", False), tv("See you at 6", False), edit(""), btn("Send"))),
            ('{"action_type": "input_text", "text": "Running 10 minutes late", "index": 3}',
             jscreen(THREAD, tv("Ana Ruiz", False), tv("See you at 6", False), edit("Running 10 minutes late"),
                     btn("Send"))),
            (tap(4), jscreen(THREAD, tv("Ana Ruiz", False), tv("See you at 6", False),
                             tv("Running 10 minutes late", False), edit(""), btn("Send"))),
            (BACK, threads("Ana Ruiz", "You: Running 10 minutes late", "Bo Chen", "Thanks!")),
        ]),
]

# -------------------------------------------------------------------------------------- desktop
DOCS = "Documents - Files"


def folder(*names: str, status: str | None = None) -> str:
    rows = [f"icon\t{n}\t\t({200 + 120 * i}, 200)\t(96, 96)" for i, n in enumerate(names)]
    count = status if status is not None else f"{len(names)} items"
    return table(DOCS, "push-button\tBack\t\t(10, 80)\t(28, 30)", *rows, f"label\t{count}\t\t(20, 1000)\t(200, 20)")


OS: list[Row] = [
    Row("os", "l-folder-count-after-delete", kind="count", gap=GONE["gui.count"],
        note="a file deleted with the Delete key: 2 icons are left but the status bar still counts 3 items",
        state=folder("notes.txt", "plan.odt", "scan.pdf"),
        turns=[
            (py("pyautogui.click(330, 240)"), folder("notes.txt", "plan.odt", "scan.pdf")),
            (py("pyautogui.press('delete')"), folder("notes.txt", "scan.pdf", status="3 items")),
        ]),
    Row("os", "l-status-text-count-after-delete", kind="count", gap=GONE["gui.count"],
        note="the status bar's count sits in the text column (no name): it still says 3 items after a delete",
        state=folder("notes.txt", "plan.odt", "scan.pdf").replace("label\t3 items\t\t", "label\t\t3 items\t"),
        turns=[
            (py("pyautogui.click(330, 240)"),
             folder("notes.txt", "plan.odt", "scan.pdf").replace("label\t3 items\t\t", "label\t\t3 items\t")),
            (py("pyautogui.press('delete')"),
             folder("notes.txt", "scan.pdf", status="3 items").replace("label\t3 items\t\t", "label\t\t3 items\t")),
        ]),
    Row("os", "l-clean-folder-count-after-delete", note="the status bar follows the deleted file (trap)",
        state=folder("notes.txt", "plan.odt", "scan.pdf"),
        turns=[
            (py("pyautogui.click(330, 240)"), folder("notes.txt", "plan.odt", "scan.pdf")),
            (py("pyautogui.press('delete')"), folder("notes.txt", "scan.pdf")),
            (py("pyautogui.click(20, 90)"), table("Home - Files", "icon\tDocuments\t\t(200, 200)\t(96, 96)")),
            (py("pyautogui.doubleClick(240, 240)"), folder("notes.txt", "scan.pdf")),
        ]),
    Row("os", "l-desktop-contact-created-missing", gap=GONE["gui"], kind="created-missing",
        note="an address book: New Contact, a name typed and Enter; back in the contact list (all earlier contacts "
        "shown) it is missing",
        state=table("Contacts - Address Book", "push-button\tNew Contact\t\t(40, 80)\t(120, 30)",
                    "list-item\tAna Ruiz\t\t(300, 200)\t(600, 28)", "list-item\tBo Chen\t\t(300, 230)\t(600, 28)"),
        turns=[
            (py("pyautogui.click(100, 95)"), table("New Contact - Address Book",
                                                   "text\tFull name\t\t(700, 400)\t(300, 30)",
                                                   "push-button\tSave\t\t(900, 460)\t(80, 30)")),
            (py("pyautogui.write('Dara Okafor')\npyautogui.press('enter')"),
             table("Contacts - Address Book", "push-button\tNew Contact\t\t(40, 80)\t(120, 30)",
                   "list-item\tAna Ruiz\t\t(300, 200)\t(600, 28)", "list-item\tBo Chen\t\t(300, 230)\t(600, 28)")),
        ]),
    Row("os", "l-clean-desktop-contact-created", note="the new contact is listed after Enter (trap)",
        state=table("Contacts - Address Book", "push-button\tNew Contact\t\t(40, 80)\t(120, 30)",
                    "list-item\tAna Ruiz\t\t(300, 200)\t(600, 28)", "list-item\tBo Chen\t\t(300, 230)\t(600, 28)"),
        turns=[
            (py("pyautogui.click(100, 95)"), table("New Contact - Address Book",
                                                   "text\tFull name\t\t(700, 400)\t(300, 30)",
                                                   "push-button\tSave\t\t(900, 460)\t(80, 30)")),
            (py("pyautogui.write('Dara Okafor')\npyautogui.press('enter')"),
             table("Contacts - Address Book", "push-button\tNew Contact\t\t(40, 80)\t(120, 30)",
                   "list-item\tAna Ruiz\t\t(300, 200)\t(600, 28)", "list-item\tBo Chen\t\t(300, 230)\t(600, 28)",
                   "list-item\tDara Okafor\t\t(300, 260)\t(600, 28)")),
        ]),
    Row("os", "l-clean-folder-selection-count", note="a status bar that counts a selection differs from the icons "
        "(trap: it counts something else)",
        state=folder("notes.txt", "plan.odt", "scan.pdf"),
        turns=[
            (py("pyautogui.click(330, 240)"), folder("notes.txt", "plan.odt", "scan.pdf", status="1 item selected")),
        ]),
]

ROWS: list[Row] = [*WEB, *ANDROID, *OS]
