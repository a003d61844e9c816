"""GUI fact engine, round 3: a value chosen in one of two controls of one label, a choice that loads another
page, and what a text typed into a look-up field (a search, a recipient) makes of the entries shown then."""

from __future__ import annotations

from playground.decoherence.domains.gui import GuiSession
from tests.decoherence.helpers import gui_findings


def _run(first: str, *steps: tuple[object, str], domain: str = "web") -> list[str]:
    return [f"{f.rule}:{f.ref.key if f.ref else ''}" for _, f in gui_findings(domain, first, *steps)]


def _times(project: str, *, dialog: bool) -> str:
    # a time sheet's filter over its list, and (open) the new entry's dialog with a field of the same label
    page = ("URL: https://kimai.test/timesheet/\nRootWebArea 'My times', focused\n"
            f"\t[80] combobox 'Project', hasPopup='listbox', value='{project}'\n\t[90] button 'Create'\n")
    if dialog:
        page += ("\t[200] dialog 'New entry'\n\t\t[212] combobox 'Project', hasPopup='listbox', value='All'\n"
                 "\t\t[220] button 'Save'\n")
    return page


def test_a_dialogs_field_is_not_the_page_field_of_its_label() -> None:
    # the dialog's Project is chosen and saved; the page's filter of the same label still reads All
    assert _run(_times("All", dialog=True), ("select_option('212', 'Website Relaunch')", _times("All", dialog=True)),
                ("click('220')", _times("All", dialog=False))) == []


def test_the_one_field_of_its_label_reads_back_what_was_chosen() -> None:
    # near miss: with one Project field on the screen, the value chosen and read back otherwise is reverted
    found = _run(_times("All", dialog=False), ("select_option('80', 'Website Relaunch')",
                                               _times("Website Relaunch", dialog=False)),
                 ({"action": "noop"}, _times("Backend", dialog=False)))
    assert found == ["set-value-reverted:combobox:project"]


def _report(url: str, value: str) -> str:
    return (f"URL: {url}\nRootWebArea 'Grades', focused\n"
            f"\t[42] combobox 'Report', value='{value}'\n\t[50] link 'Course home'\n")


def test_a_choice_that_loads_another_page_belongs_to_that_page() -> None:
    grader, user = "https://learn.test/grade/report/grader/?id=4", "https://learn.test/grade/report/user/?id=4"
    # the picker on the grader page loads the user report; back on the grader page it reads Grader report
    assert _run(_report(grader, "Grader report"), ("select_option('42', 'User report')", _report(user, "User report")),
                ("select_option('42', 'Grader report')", _report(grader, "Grader report"))) == []


def _chat(*entries: tuple[str, str], field: str = "", resource: str = "compose") -> str:
    # an Android conversation (its status-bar clock first), each entry with who said what and when
    lines = ["UI element 0: UIElement(text='10:02', content_description=None, class_name='android.widget.TextView', "
             "bbox_pixels=BoundingBox(x_min=42, x_max=150, y_min=22, y_max=96), is_clickable=False)"]
    lines += [f"UI element {i}: UIElement(text='{text}', content_description='{text}. Wednesday {when}.', "
              "class_name='android.widget.TextView', bbox_pixels=BoundingBox(x_min=42, x_max=900, "
              f"y_min={300 + 200 * i}, y_max={450 + 200 * i}), is_clickable=True)"
              for i, (text, when) in enumerate(entries, 1)]
    if field:
        lines.append("UI element 9: UIElement(text=None, content_description=None, "
                     "class_name='android.widget.EditText', "
                     f"bbox_pixels=BoundingBox(x_min=130, x_max=1038, y_min=1800, y_max=1900), hint_text='{field}', "
                     f"is_editable=True, resource_name='com.example:id/{resource}')")
    return "\n".join(lines)


def _stamps(resource: str, typed: str = "Omar", entry: str = "Omar: 1420 Valencia St, apt 3") -> list[str]:
    """The entries the screen after typing ``typed`` into the field and opening a chat reads as stamped now."""
    session = GuiSession("android")
    field = _chat(("Running late, sorry", "9:58 AM"), field="Type here", resource=resource)
    session.seed(field)
    session.step(1, {"action_type": "input_text", "text": typed, "index": 9}, field)
    _writes, reading = session.step(2, {"action_type": "click", "index": 1}, _chat((entry, "8:12 AM")))
    return [q.text for _value, q, _scale in reading.clocks if entry in q.text]


def test_a_name_typed_to_look_up_a_contact_makes_no_entry() -> None:
    # the recipient field's text (a contact's name) is in an old message of his: no message was sent now
    assert _stamps("recipient_text_view") == []


def test_a_text_typed_into_a_composer_is_the_new_entrys() -> None:
    # near miss: typed into the composer, the new entry holding it is stamped with the time it was sent
    assert len(_stamps("compose")) == 1


def test_a_typed_word_is_matched_whole() -> None:
    # "Tech" typed as a folder's name is not the feed entry "Ars Technica" (only its first letters)
    assert _stamps("compose", "Tech", "Ars Technica · Nov 12") == []
    assert len(_stamps("compose", "Tech", "Tech · Nov 12")) == 1


def _card_form(title: str, name: str) -> str:
    # a loyalty-card app's form: Android reports an empty field's hint as its text ("Name")
    return "\n".join([
        "UI element 0: UIElement(text='17:10', content_description=None, class_name='android.widget.TextView', "
        "bbox_pixels=BoundingBox(x_min=42, x_max=150, y_min=33, y_max=103), is_clickable=False)",
        f"UI element 1: UIElement(text='{title}', content_description=None, class_name='android.widget.TextView', "
        "bbox_pixels=BoundingBox(x_min=189, x_max=944, y_min=176, y_max=243), is_clickable=False, "
        "package_name='me.hackerchick.catima')",
        "UI element 2: UIElement(text=None, content_description='Save', class_name='android.widget.ImageButton', "
        "bbox_pixels=BoundingBox(x_min=944, x_max=1080, y_min=136, y_max=283), is_clickable=True, "
        "package_name='me.hackerchick.catima')",
        "UI element 3: UIElement(text='Name', content_description=None, class_name='android.widget.TextView', "
        "bbox_pixels=BoundingBox(x_min=42, x_max=400, y_min=400, y_max=460), is_clickable=False, "
        "package_name='me.hackerchick.catima')",
        f"UI element 4: UIElement(text='{name}', content_description=None, class_name='android.widget.EditText', "
        "bbox_pixels=BoundingBox(x_min=42, x_max=1038, y_min=470, y_max=600), hint_text='Name', is_clickable=True, "
        "is_editable=True, package_name='me.hackerchick.catima', "
        "resource_name='me.hackerchick.catima:id/storeNameEdit')"])


def test_a_field_showing_its_hint_holds_nothing() -> None:
    # typing a new card's name into an empty field renames nothing: "Name" is the hint, not a card's name
    found = _run(_card_form("Add card", "Name"),
                 ({"action_type": "input_text", "text": "Waitrose", "index": 4}, _card_form("Add card", "Waitrose")),
                 ({"action_type": "click", "index": 2}, _cards("Boots", "Waitrose")),
                 ({"action_type": "click", "index": 1}, _card_form("Edit card", "Boots")), domain="android")
    assert found == []


def _cards(*names: str) -> str:
    return "\n".join(
        [f"UI element {i}: UIElement(text='{n}', content_description=None, class_name='android.widget.TextView', "
         f"bbox_pixels=BoundingBox(x_min=42, x_max=900, y_min={300 + 150 * i}, y_max={420 + 150 * i}), "
         "is_clickable=True, package_name='me.hackerchick.catima')" for i, n in enumerate(names, 1)])


def _task(dialog: str = "") -> str:
    page = ("URL: https://kanban.test/task/212\nRootWebArea '#212 Remove legacy FTP upload path - Kanboard', focused\n"
            "\t[35] button 'Remove'\n\t[37] heading '#212 Remove legacy FTP upload path', level=2\n")
    if dialog:
        page += f"\t[900] dialog 'Remove a task', modal=True\n\t\tStaticText '{dialog}'\n\t\t[901] button 'Yes'\n" \
                "\t\t[902] link 'cancel'\n"
    return page


def _tasks(*names: str) -> str:
    rows = "".join(f"\t\t[{10 * i}] row ''\n\t\t\t[{10 * i + 1}] link '#{200 + i}'\n\t\t\t[{10 * i + 2}] link '{n}'\n"
                   for i, n in enumerate(names, 1))
    return f"URL: https://kanban.test/list/3\nRootWebArea 'Infra Migration - Kanboard', focused\n\t[5] table ''\n{rows}"


def test_a_confirmation_that_quotes_the_record_removes_it() -> None:
    # "Remove" on a task's page, confirmed in a dialog that names the task: the task is gone from the site
    steps = [("click('35')", _task('Do you really want to remove this task: "Remove legacy FTP upload path"?')),
             ("click('901')", _tasks("Document new DNS zones", "Rotate TLS certificates"))]
    again = ("goto('https://kanban.test/list/3')", _tasks("Document new DNS zones", "Remove legacy FTP upload path"))
    assert _run(_task(), *steps, again) == ["deleted-present:remove legacy ftp upload path"]
    # near miss: a dialog that names nothing ("Remove it?") may take it out of a collection only
    vague = [("click('35')", _task("Remove it?")), steps[1]]
    assert _run(_task(), *vague, again) == []
