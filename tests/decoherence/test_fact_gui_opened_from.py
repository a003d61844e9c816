"""The GUI binding follows what a screen is about from the entry clicked to open it (a contact's row opens the
contact's page, a message's link its reading pane): a delete asked there removes that record, even when the page
has no title heading (Android) or stays at the same URL (a mail client's pane). An edit typed into a form is kept
across a dialog of the same form (a date picker) until the form is saved; a key pressed in one control (BrowserGym's
``press(bid, 'Enter')``) submits that control's form; "Add to favorites" makes no record."""

from __future__ import annotations

from typing import Any

from tests.decoherence.helpers import gui_findings


def _run(domain: str, first: str, *steps: tuple[Any, str]) -> list[str]:
    return [f"{f.rule}:{f.ref.key if f.ref else ''}" for _, f in gui_findings(domain, first, *steps)]


def _droid(*elements: tuple[str | None, str | None, str]) -> str:
    return "\n".join(f"UI element {i}: UIElement(text={text!r}, content_description={desc!r}, "
                     f"class_name='android.widget.{cls}', is_checked=False, is_checkable=False, is_clickable=True, "
                     f"is_editable={cls == 'EditText'}, "
                     f"resource_name={'com.app:id/title' if cls == 'EditText' else None!r})"
                     for i, (text, desc, cls) in enumerate(elements))


def _contacts(*names: str, toast: str = "") -> str:
    extra = [(toast, None, "TextView"), ("Undo", None, "Button")] if toast else []
    return _droid(("2:17 PM", None, "TextView"), ("Search contacts", None, "TextView"),
                  *[(n, n, "ViewGroup") for n in names], (None, "Create contact", "ImageButton"), *extra)


def _contact(name: str, *extra: tuple[str | None, str | None, str]) -> str:
    return _droid(("2:17 PM", None, "TextView"), (None, "Navigate up", "ImageButton"),
                  (None, "More options", "ImageView"), (name, None, "TextView"), ("Call", "Call", "Button"),
                  ("(617) 555-0193", None, "TextView"), *extra)


MARCUS = "Marcus Feld"
MENU = [("Delete", None, "TextView"), ("Share", None, "TextView")]
ASK = [("Delete this contact?", None, "TextView"), ("Cancel", None, "Button"), ("Delete", None, "Button")]


def _deleted(*then: tuple[Any, str]) -> list[str]:
    first = _contacts("Aaron Whitaker", MARCUS, "Ben Carver")
    click = {"action_type": "click"}
    return _run("android", first, ({"action_type": "open_app", "app_name": "Contacts"}, first),
                ({**click, "index": 3}, _contact(MARCUS)), ({**click, "index": 2}, _contact(MARCUS, *MENU)),
                ({**click, "index": 6}, _contact(MARCUS, *ASK)), *then)


SEARCHED = _droid(("2:18 PM", None, "TextView"), ("mar", None, "EditText"), ("2 contacts found", None, "TextView"),
                  (MARCUS, MARCUS, "ViewGroup"), ("Margaret Liu", "Margaret Liu", "ViewGroup"))


def test_a_contact_deleted_from_its_page_shown_again_is_deleted_present() -> None:
    gone = ({"action_type": "click", "index": 8}, _contacts("Aaron Whitaker", "Ben Carver", toast="Contact deleted"))
    assert _deleted(gone, ({"action_type": "input_text", "text": "mar", "index": 1}, SEARCHED)) == [
        "deleted-present:marcus feld"]


def test_a_cancelled_delete_an_undo_or_another_app_says_nothing() -> None:
    gone = ({"action_type": "click", "index": 8}, _contacts("Aaron Whitaker", "Ben Carver", toast="Contact deleted"))
    search = ({"action_type": "input_text", "text": "mar", "index": 1}, SEARCHED)
    # near misses: the dialog's Cancel; the snackbar's Undo (clicked by its index); the name in another app
    assert _deleted(({"action_type": "click", "index": 7}, _contact(MARCUS)),
                    ({"action_type": "navigate_back"}, _contacts("Aaron Whitaker", MARCUS)), search) == []
    assert _deleted(gone, ({"action_type": "click", "index": 6},
                           _contacts("Aaron Whitaker", MARCUS, "Ben Carver")), search) == []
    assert _deleted(gone, ({"action_type": "open_app", "app_name": "Messages"}, SEARCHED)) == []


def _inbox(*subjects: str, pane: str = "") -> str:
    rows = "".join(f"\t\t[{400 + 5 * i}] row '', selected=False\n\t\t\tgridcell 'Sender {i}'\n"
                   f"\t\t\t[{401 + 5 * i}] link '{s}'\n\t\t\tgridcell 'Today 0{i}:00'\n"
                   for i, s in enumerate(subjects))
    shown = (f"\t[520] toolbar ''\n\t\t[524] button 'Delete'\n\t\t[525] button 'Reply'\n\t[530] heading '{pane}'\n"
             f"\t\tStaticText 'Your eTicket is attached.'\n") if pane else ""
    return (f"URL: https://mail.test/?_task=mail&_mbox=INBOX\nRootWebArea 'Webmail :: Inbox', focused\n"
            f"\t[60] heading 'Inbox'\n\t[70] grid 'Messages'\n{rows}{shown}")


TICKET = "Your Amtrak eTicket: Boston to New York"


def test_a_message_deleted_from_its_reading_pane_listed_again_is_deleted_present() -> None:
    first = _inbox("Team offsite", TICKET, "Weekly digest")
    steps = [("click('406')", _inbox("Team offsite", TICKET, "Weekly digest", pane=TICKET)),
             ("click('524')", _inbox("Team offsite", "Weekly digest"))]
    assert _run("web", first, *steps, ("click('401')", _inbox(TICKET, "Team offsite", "Weekly digest"))) == [
        f"deleted-present:link:{TICKET.casefold()}"]
    # near miss: the pane still shows the message after the click (the delete did not take)
    assert _run("web", first, steps[0], ("click('524')", steps[0][1]),
                ("click('401')", _inbox(TICKET, "Team offsite", "Weekly digest"))) == []


def _files(*names: str, editing: str = "") -> str:
    rows = "".join(f"\t\t[{80 + 2 * i}] row ''\n\t\t\t[{81 + 2 * i}] link '{n}'\n" for i, n in enumerate(names))
    field = f"\t\t[90] textbox 'Filename' value='{editing}'\n" if editing else ""
    return (f"URL: https://cloud.test/apps/files/?dir=/Documents\nRootWebArea 'Documents - Files', focused\n"
            f"\t[45] main ''\n\t\t[46] button 'Actions'\n{field}{rows}")


def test_a_name_entered_with_the_enter_key_in_its_field_renames() -> None:
    first = _files("contracts", "Q2-budget-draft.xlsx")
    typing = [("click('46')", _files("contracts", "Q2-budget-draft.xlsx", editing="Q2-budget-draft.xlsx")),
              ("fill('90', 'Q2-budget-final.xlsx')",
               _files("contracts", "Q2-budget-draft.xlsx", editing="Q2-budget-final.xlsx"))]
    later = ("click('81')", _files("contracts", "Q2-budget-draft.xlsx"))
    assert _run("web", first, *typing, ("press('90', 'Enter')", _files("contracts", "Q2-budget-final.xlsx")),
                later) == ["deleted-present:q2-budget-draft.xlsx"]
    # near miss: Escape leaves the field unsaved
    assert _run("web", first, *typing, ("press('90', 'Escape')", _files("contracts", "Q2-budget-draft.xlsx")),
                later) == []


def _tasks(*names: str) -> str:
    return _droid(("8:21", None, "TextView"), ("My Tasks", None, "TextView"), *[(n, None, "TextView") for n in names],
                  (None, "Add to favorites", "ImageButton"), (None, "New task", "ImageButton"))


def _task_form(title: str) -> str:
    return _droid(("8:21", None, "TextView"), (None, "Save", "ImageButton"), (None, "Discard", "ImageButton"),
                  (title, None, "EditText"), ("No date", None, "TextView"))


PICKER = _droid(("8:22", None, "TextView"), ("Today", None, "Button"), ("Tomorrow", None, "Button"),
                ("Cancel", None, "Button"), ("OK", None, "Button"))
NEW = "Call plumber about the sink"


def _renamed(last: int, *then: tuple[Any, str]) -> list[str]:
    first = _tasks("Call plumber", "Renew passport")
    click = {"action_type": "click"}
    return _run("android", first, ({**click, "index": 2}, _task_form("Call plumber")),
                ({"action_type": "input_text", "text": NEW, "index": 3}, _task_form(NEW)),
                ({**click, "index": 4}, PICKER), ({**click, "index": 2}, PICKER),
                ({**click, "index": 4}, _task_form(NEW)),
                ({**click, "index": last}, _tasks(NEW, "Renew passport")), *then)


def test_a_rename_typed_before_a_picker_dialog_is_saved_with_the_form() -> None:
    again = ({"action_type": "scroll", "direction": "down"}, _tasks("Call plumber", "Renew passport"))
    assert _renamed(1, again) == ["deleted-present:call plumber"]
    # "Add to favorites" puts a task into a collection: it makes no task under the old name
    assert _renamed(1, ({"action_type": "click", "index": 4}, _tasks(NEW, "Renew passport")), again) == [
        "deleted-present:call plumber"]
    # near misses: the form discarded; a new task made (it may take the old name)
    assert _renamed(2, again) == []
    assert _renamed(1, ({"action_type": "click", "index": 5}, _tasks(NEW, "Renew passport")), again) == []


def test_an_old_name_inside_the_new_one_is_the_new_name() -> None:
    first = _tasks("Team lunch", "Renew passport")
    new = "Team lunch – farewell for Jonas"
    assert _run("android", first, ({"action_type": "click", "index": 2}, _task_form("Team lunch")),
                ({"action_type": "input_text", "text": new, "index": 3}, _task_form(new)),
                ({"action_type": "click", "index": 1}, _tasks(new, "Renew passport"))) == []


def _threads(*names: str, picked: tuple[str, ...] = (), ask: bool = False) -> str:
    bar = [(f"{len(picked)} selected", None, "TextView"), (None, "Delete", "ImageButton"),
           (None, "Archive", "ImageButton")] if picked else [("Messages", None, "TextView")]
    dialog = [("Delete conversations?", None, "TextView"), ("Cancel", None, "Button"), ("Delete", None, "Button")]
    return _droid(("9:02", None, "TextView"), *bar, *[(n, n, "View") for n in names], *(dialog if ask else []))


ALL = ("Lena Park", "+1 (877) 555-0119", "Alex Chen", "Mom")


def _picked_then(label_index: int, *then: tuple[Any, str]) -> list[str]:
    click = {"action_type": "click"}
    one = ("+1 (877) 555-0119",)
    two = (*one, "Alex Chen")
    return _run("android", _threads(*ALL), ({"action_type": "long_press", "index": 3}, _threads(*ALL, picked=one)),
                ({**click, "index": 6}, _threads(*ALL, picked=two)),
                ({**click, "index": label_index}, _threads(*ALL, picked=two, ask=label_index == 2)), *then)


def test_entries_picked_by_a_long_press_and_deleted_listed_again_are_deleted_present() -> None:
    confirm = ({"action_type": "click", "index": 10}, _threads("Lena Park", "Mom"))
    again = ({"action_type": "scroll", "direction": "up"}, _threads("Lena Park", "Alex Chen", "Mom"))
    assert _picked_then(2, confirm, again) == ["deleted-present:alex chen"]
    # near misses: the picked conversations archived (not deleted); the dialog cancelled
    assert _picked_then(3, ({"action_type": "click", "index": 3}, _threads("Lena Park", "Mom")), again) == []
    assert _picked_then(2, ({"action_type": "click", "index": 9}, _threads(*ALL)), again) == []
