"""The GUI binding's records followed by their own pages: a delete asked on a record's page, once confirmed and
the user is taken to another screen that no longer lists it, removes the record the page was about (its title
heading, its form's title field) from the whole site, and only an undo, or the record made again under its
name, brings it back; a new record's form saved onto the record's own page made it, and the short list the form
was opened from shows it."""

from __future__ import annotations

from typing import Any

from tests.decoherence.helpers import gui_findings


def _run(domain: str, first: str, *steps: tuple[Any, str]) -> list[str]:
    return [f"{f.rule}:{f.ref.key if f.ref else ''}" for _, f in gui_findings(domain, first, *steps)]


def _feed(url: str, *titles: str, status: str = "") -> str:
    rows = "".join(f"\t\t\t[{200 + 20 * i}] article ''\n\t\t\t\t[{201 + 20 * i}] heading '{t}'\n"
                   f"\t\t\t\t\t[{202 + 20 * i}] link '{t}'\n" for i, t in enumerate(titles))
    note = f"\t\t[39] status ''\n\t\t\tStaticText '{status}'\n" if status else ""
    return (f"URL: {url}\nRootWebArea 'birding', focused\n\t[30] main ''\n\t\t[31] heading 'birding'\n"
            f"\t\t[32] link 'Submit'\n\t\t[33] link 'Hot'\n\t\t[34] link 'New'\n{note}\t\t[40] feed ''\n{rows}")


POST = "Night Herons at Milldam Pond"


def _post(dialog: bool = False) -> str:
    ask = ("\t[700] dialog 'Delete submission', modal=True\n\t\t[702] button 'Cancel'\n\t\t[703] button 'Delete'\n"
           if dialog else "")
    return (f"URL: http://forum.test/f/birding/41877/night-herons\nRootWebArea '{POST} : birding', focused\n"
            f"\t[30] main ''\n\t\t[600] article ''\n\t\t\t[601] heading '{POST}'\n\t\t\t[610] link 'Edit'\n"
            f"\t\t\t[611] button 'Delete'\n\t\t[620] heading 'Comments'\n\t\t[623] button 'Post'\n{ask}")


LISTED = _feed("http://forum.test/f/birding/new", "Merlin over the marsh", POST)
GONE = _feed("http://forum.test/f/birding", "Merlin over the marsh", status="The submission was deleted.")


def test_a_post_deleted_from_its_page_listed_again_is_deleted_present() -> None:
    assert _run("web", LISTED, ("click('202')", _post()), ("click('611')", _post(dialog=True)),
                ("click('703')", GONE), ("click('33')", _feed("http://forum.test/f/birding/hot", POST))) == [
        f"deleted-present:{POST.casefold()}"]


def test_a_cancelled_delete_a_delete_that_stays_or_an_undo_is_no_reappearance() -> None:
    again = ("click('33')", _feed("http://forum.test/f/birding/hot", POST))
    # near misses: the dialog cancelled; the page after still lists it (the delete did not take); an undo
    assert _run("web", LISTED, ("click('202')", _post()), ("click('611')", _post(dialog=True)),
                ("click('702')", _post()), again) == []
    assert _run("web", LISTED, ("click('202')", _post()), ("click('611')", _post(dialog=True)),
                ("click('703')", _feed("http://forum.test/f/birding", POST)), again) == []
    assert _run("web", LISTED, ("click('202')", _post()), ("click('611')", _post(dialog=True)),
                ("click('703')", GONE), ("click('39')", GONE.replace("'The submission was deleted.'",
                                                                      "'Undo'")), ("undo()", LISTED)) == []


def test_a_remove_is_no_delete_and_a_trash_lists_what_was_deleted() -> None:
    removing = _post().replace("button 'Delete'", "button 'Remove from saved'")
    # near misses: "Remove" takes the post out of a collection, not out of the forum; the trash shows it
    assert _run("web", LISTED, ("click('202')", removing), ("click('611')", GONE),
                ("click('33')", _feed("http://forum.test/f/birding/hot", POST))) == []
    assert _run("web", LISTED, ("click('202')", _post()), ("click('611')", _post(dialog=True)),
                ("click('703')", GONE), ("click('34')", _feed("http://forum.test/user/trash", POST))) == []


def _droid(*elements: tuple[str | None, str | None, str, str]) -> str:
    lines = []
    for i, (text, desc, cls, rid) in enumerate(elements):
        lines.append(f"UI element {i}: UIElement(text={text!r}, content_description={desc!r}, "
                     f"class_name='android.widget.{cls}', is_checked=False, is_checkable=False, is_clickable=True, "
                     f"is_editable={cls == 'EditText'}, resource_name={rid!r})")
    return "\n".join(lines)


def _events(*names: str) -> str:
    return _droid(("8:20", None, "TextView", "clock"), *[(n, None, "TextView", "event_title") for n in names],
                  (None, "New event", "ImageButton", "fab"))


EVENT = _droid(("8:20", None, "TextView", "clock"), ("Edit event", None, "TextView", "toolbar"),
               (None, "Delete", "ImageButton", "delete"),
               ("Car service – Kwik Fit", None, "EditText", "com.calendar:id/event_title"),
               ("Kwik Fit, 2210 N Clybourn Ave", None, "EditText", "com.calendar:id/event_location"))
ASK = _droid(("8:20", None, "TextView", "clock"), ("Are you sure you want to proceed with the deletion?", None,
                                                    "TextView", "message"),
             ("No", None, "Button", "button2"), ("Yes", None, "Button", "button1"))


def test_an_event_deleted_from_its_form_after_a_dialog_listed_again_is_deleted_present() -> None:
    first = _events("Standup sync", "Car service – Kwik Fit", "Book club")
    steps = [({"action_type": "click", "index": 2}, EVENT), ({"action_type": "click", "index": 2}, ASK),
             ({"action_type": "click", "index": 3}, _events("Standup sync", "Book club"))]
    assert _run("android", first, *steps, ({"action_type": "scroll", "direction": "down"},
                                           _events("Standup sync", "Car service – Kwik Fit"))) == [
        "deleted-present:car service – kwik fit"]
    # near miss: an event made again under the same name
    typed = [({"action_type": "click", "index": 3}, EVENT),
             ({"action_type": "input_text", "text": "Car service – Kwik Fit", "index": 3}, EVENT)]
    assert _run("android", first, *steps, *typed, ({"action_type": "navigate_back"},
                                                   _events("Standup sync", "Car service – Kwik Fit"))) == []


def _vehicles(*plates: str, extra: int = 0) -> str:
    rows = "".join(f"\t\t\t[{110 + i}] row 'V-10{i} {p} CA 2016 Honda Fit'\n" for i, p in enumerate(plates))
    rows += "".join(f"\t\t\t[{300 + i}] row 'V-9{i:02d} OLD{i:03d} CA'\n" for i in range(extra))
    return (f"URL: https://parking.test/vehicles\nRootWebArea 'My Vehicles', focused\n\t[30] main ''\n"
            f"\t\t[101] heading 'My Vehicles'\n\t\t[103] button 'Add vehicle'\n\t\t[104] table 'Vehicles'\n{rows}")


def _new_vehicle(plate: str = "") -> str:
    value = f" value='{plate}'" if plate else ""
    return ("URL: https://parking.test/vehicles/new\nRootWebArea 'Add vehicle', focused\n\t[30] main ''\n"
            f"\t\t[101] heading 'Add a vehicle'\n\t\t[102] textbox 'License plate'{value}\n"
            "\t\t[109] button 'Save vehicle'\n")


VEHICLE = ("URL: https://parking.test/vehicles/V-118274\nRootWebArea '8KTW214 | Parking', focused\n\t[30] main ''\n"
           "\t\t[101] heading '8KTW214 (CA)'\n\t\t[21] link 'Dashboard'\n\t\t[22] link 'My Vehicles'\n"
           "\t\t[110] button 'Remove vehicle'\n")


def _made(*then: tuple[str, str], listed: int = 0) -> list[str]:
    first = _vehicles("6RDM903", extra=listed)
    return _run("web", first, ("click('103')", _new_vehicle()), ("fill('102', '8KTW214')", _new_vehicle("8KTW214")),
                ("click('109')", VEHICLE), *then)


def test_a_record_a_new_form_made_missing_from_the_list_it_was_opened_from() -> None:
    assert _made(("click('22')", _vehicles("6RDM903"))) == ["created-reported-missing:8ktw214"]


def test_a_list_that_shows_it_pages_or_saw_a_delete_says_nothing() -> None:
    # near misses: listed; a long list (it may page); the record removed first
    assert _made(("click('22')", _vehicles("6RDM903", "8KTW214"))) == []
    assert _made(("click('22')", _vehicles("6RDM903", extra=30)), listed=30) == []
    assert _made(("click('110')", _vehicles("6RDM903"))) == []


def _agenda(*events: str) -> str:
    rows = "".join(f"UI element {2 + 2 * i}: UIElement(text='{e}, 2:15 – 3 PM', class_name='android.view.View')\n"
                   f"UI element {3 + 2 * i}: UIElement(text='{e}', class_name='android.widget.TextView')\n"
                   for i, e in enumerate(events))
    return ("UI element 0: UIElement(text='October', class_name='android.widget.TextView')\n"
            "UI element 1: UIElement(text=None, content_description='Search', "
            "class_name='android.widget.ImageButton')\n" + rows)


def _event(menu: bool = False, ask: bool = False) -> str:
    out = ("UI element 0: UIElement(text=None, content_description='Close', class_name='android.widget.ImageButton')\n"
           "UI element 1: UIElement(text=None, content_description='More options', "
           "class_name='android.widget.ImageView')\n"
           "UI element 2: UIElement(text='Dentist – Dr. Okafor', class_name='android.widget.TextView')\n"
           "UI element 3: UIElement(text='Wednesday, October 23 · 2:15 – 3:00 PM', "
           "class_name='android.widget.TextView')\n")
    if menu:
        out += ("UI element 4: UIElement(text='Duplicate', class_name='android.widget.TextView')\n"
                "UI element 5: UIElement(text='Delete', class_name='android.widget.TextView')\n")
    if ask:
        out += ("UI element 4: UIElement(text='Delete this event?', class_name='android.widget.TextView')\n"
                "UI element 5: UIElement(text='Cancel', class_name='android.widget.Button')\n"
                "UI element 6: UIElement(text='Delete', class_name='android.widget.Button')\n")
    return out


def test_an_event_deleted_from_its_page_through_a_menu_and_a_dialog_is_gone_from_the_agenda() -> None:
    first = _agenda("Dentist – Dr. Okafor", "Yoga")
    steps = [({"action_type": "click", "index": 2}, _event()),
             ({"action_type": "click", "index": 1}, _event(menu=True)),
             ({"action_type": "click", "index": 5}, _event(ask=True)),
             ({"action_type": "click", "index": 6}, _agenda("Yoga"))]
    back = ({"action_type": "click", "index": 1}, _agenda("Dentist – Dr. Okafor", "Yoga"))
    assert "deleted-present:dentist – dr. okafor" in _run("android", first, *steps, back)
    # near misses: the dialog declined; the menu's own items are no entries the click deleted
    declined = steps[:3] + [({"action_type": "click", "index": 5}, _event()),
                            ({"action_type": "navigate_back"}, _agenda("Dentist – Dr. Okafor", "Yoga"))]
    assert _run("android", first, *declined) == []
    assert not [f for f in _run("android", first, *steps[:3]) if f.startswith("deleted-present")]


def _mail(title: str, *rows: str) -> str:
    cells = "".join(f"\t\t\t\tgridcell '{r}'\n" for r in rows)
    return (f"URL: https://mail.test/mail/u/0/#{title.lower()}\nRootWebArea '{title} - ana@mail.test - Mail', focused\n"
            f"\t[22] link 'Inbox'\n\t[30] link 'Trash'\n\t[40] main ''\n\t\t[41] grid ''\n{cells}")


SUBJECT = "[ci/pipeline] Run failed: nightly"
MESSAGE = (f"URL: https://mail.test/mail/u/0/#inbox/FMfcg\nRootWebArea '{SUBJECT} - ana@mail.test - Mail', focused\n"
           f"\t[41] button 'Back to Inbox'\n\t[44] button 'Delete'\n\t\theading '{SUBJECT}'\n"
           "\t\tStaticText 'All jobs have failed.'\n")
LISTED_MAIL = _mail("Inbox", f"{SUBJECT} - All jobs have failed. View workflow run.", "Lunch on Friday? - see you")


def test_a_page_headed_by_a_line_without_an_id_names_the_record_its_delete_removes() -> None:
    # the heading carries no id (a tree that leaves ids off what nothing clicks); the inbox lists the mail by its
    # subject and a preview after a dash
    opened = ("click('104')", MESSAGE)
    deleted = ("click('44')", _mail("Inbox", "Lunch on Friday? - see you"))
    assert _run("web", LISTED_MAIL, opened, deleted, ("click('22')", LISTED_MAIL)) == [
        f"deleted-present:{SUBJECT.casefold()}"]
    # near misses: the trash, titled so though its address names no other page, lists it; a subject that only
    # begins another entry's words (no separator after it) is another record
    assert _run("web", LISTED_MAIL, opened, deleted,
                ("click('30')", _mail("Trash", f"{SUBJECT} - All jobs have failed."))) == []
    assert _run("web", LISTED_MAIL, opened, deleted,
                ("click('22')", _mail("Inbox", f"{SUBJECT}ly build fixed", "Lunch on Friday? - see you"))) == []


def test_a_page_headed_by_the_delete_it_asks_for_is_about_no_record() -> None:
    # the status page after it is headed "Delete objects: status": no record of that name came back
    asking = ("URL: https://console.test/s3/logs/delete\nRootWebArea 'Delete objects | S3', focused\n"
              "\t\t[413] heading 'Delete objects'\n\t\t[431] textbox 'Type permanently delete'\n"
              "\t\t[433] button 'Delete objects'\n")
    status = ("URL: https://console.test/s3/logs/delete\nRootWebArea 'Delete objects | S3', focused\n"
              "\t\t[414] heading 'Delete objects: status'\n\t\tStaticText 'Successfully deleted objects'\n"
              "\t\t[415] button 'Close'\n")
    assert _run("web", asking, ("click('433')", status)) == []


def _recipes(*names: str) -> str:
    return _droid(("6:05", None, "TextView", "clock"), ("Recipes", None, "TextView", "toolbar"),
                  *[(n, None, "TextView", "recipe_title") for n in names], (None, "Add recipe", "ImageButton", "fab"))


RECIPE = _droid(("6:05", None, "TextView", "clock"), ("Banana bread", None, "TextView", "recipe_title"),
                (None, "More options", "ImageButton", "overflow"), ("Servings: 8", None, "TextView", "servings"))
MENU = _droid(("6:05", None, "TextView", "clock"), ("Edit", None, "TextView", "title"),
              ("Delete", None, "TextView", "title"))


def _asked(question: str) -> str:
    return _droid(("6:05", None, "TextView", "clock"), ("Delete recipe", None, "TextView", "alertTitle"),
                  (question, None, "TextView", "message"), ("Cancel", None, "Button", "button2"),
                  ("Delete", None, "Button", "button1"))


def test_a_record_a_delete_dialog_names_in_its_question_listed_again_is_deleted_present() -> None:
    first = _recipes("Banana bread", "Lentil bolognese")

    def deleted(question: str) -> list[tuple[Any, str]]:
        return [({"action_type": "click", "index": 2}, RECIPE), ({"action_type": "click", "index": 2}, MENU),
                ({"action_type": "click", "index": 2}, _asked(question)),
                ({"action_type": "click", "index": 4}, _recipes("Lentil bolognese"))]
    again = ({"action_type": "scroll", "direction": "up"}, _recipes("Banana bread", "Lentil bolognese"))
    assert _run("android", first, *deleted("Do you really want to delete Banana bread?"), again) == [
        "deleted-present:banana bread"]
    # near miss: a question that points at the record without naming it says nothing of which one
    assert _run("android", first, *deleted("Do you really want to delete this recipe?"), again) == []
