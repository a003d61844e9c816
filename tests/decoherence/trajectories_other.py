"""SWE-tools and GUI (web, android) trajectories for the labeled set (see evalset.py)."""

from __future__ import annotations

from tests.decoherence.benchrows import GONE
from tests.decoherence.evalset import Inject, S, Traj

CORE_PY = ("def count_words(text):\n"
           "    words = text.split(' ')\n"
           "    if words[0] == '':\n"
           "        raise IndexError('empty input')\n"
           "    return len(words)\n")


def numbered(path: str, text: str, first: int = 1, snippet: bool = False) -> str:
    head = (f"Here's the result of running `cat -n` on {'a snippet of ' if snippet else ''}{path}:\n")
    return head + "\n".join(f"{n:6d}\t{line}" for n, line in enumerate(text.split("\n")[:-1], first))


SWE = Traj(
    name="swe-count-words-fix",
    domain="swe",
    title="Fix count_words('') and add a test",
    state="Repository /repo (Python package `tally`), branch main, clean working tree.\n"
          "Issue: `tally.count_words('')` raises IndexError instead of returning 0.",
    steps=[
        S({"action": "bash", "command": "python -m pytest -q"},
          "F..                                                                      [100%]\n"
          "=================================== FAILURES ===================================\n"
          "______________________________ test_empty_string _______________________________\n"
          "\n"
          "    def test_empty_string():\n"
          ">       assert count_words('') == 0\n"
          "\n"
          "tests/test_core.py:12: \n"
          "_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ \n"
          "tally/core.py:4: in count_words\n"
          "    raise IndexError('empty input')\n"
          "E   IndexError: empty input\n"
          "=========================== short test summary info ============================\n"
          "FAILED tests/test_core.py::test_empty_string - IndexError: empty input\n"
          "1 failed, 2 passed in 0.05s"),
        S({"action": "view", "path": "/repo/tally/core.py"},
          numbered("/repo/tally/core.py", CORE_PY)),
        S({"action": "str_replace", "path": "/repo/tally/core.py",
           "old": "    words = text.split(' ')\n    if words[0] == '':\n        raise IndexError('empty input')\n",
           "new": "    words = text.split()\n"},
          "The file /repo/tally/core.py has been edited. "
          + numbered("/repo/tally/core.py", "def count_words(text):\n    words = text.split()\n    return len(words)\n",
                     snippet=True)
          + "\nReview the changes and make sure they are as expected."),
        S({"action": "bash", "command": "python -m pytest -q"},
          "...                                                                      [100%]\n"
          "3 passed in 0.04s"),
        S({"action": "create", "path": "/repo/tests/test_whitespace.py",
           "content": "from tally.core import count_words\n\n\ndef test_only_spaces():\n"
                      "    assert count_words('   ') == 0\n"},
          "File created successfully at: /repo/tests/test_whitespace.py"),
        S({"action": "bash", "command": "python -m pytest -q"},
          "....                                                                     [100%]\n"
          "4 passed in 0.05s"),
        S({"action": "view", "path": "/repo/tests"},
          "Here are the files and directories up to 2 levels deep in /repo/tests, excluding hidden items:\n"
          "/repo/tests\n"
          "/repo/tests/__init__.py\n"
          "/repo/tests/test_core.py\n"
          "/repo/tests/test_whitespace.py"),
        S({"action": "bash", "command": "python -m pytest -q"},
          "....                                                                     [100%]\n"
          "4 passed in 0.05s"),
        S({"action": "view", "path": "/repo/tally/core.py"},
          numbered("/repo/tally/core.py", "def count_words(text):\n    words = text.split()\n    return len(words)\n")),
        S({"action": "bash", "command": "rm tests/test_whitespace.py && ls tests"},
          "__init__.py\ntest_core.py"),
        S({"action": "submit"}, "Submitted."),
    ],
    injects=[
        Inject("same-run-other-result", 8, ["swe.exit"], "the same test run on an unchanged tree fails now",
               obs="F...                                                                     [100%]\n"
                   "FAILED tests/test_whitespace.py::test_only_spaces - assert 1 == 0\n"
                   "1 failed, 3 passed in 0.06s", gap=GONE["swe"]),
        Inject("created-test-missing", 7, ["swe.file"], "the test file created at step 5 is not listed",
               replace=("\n/repo/tests/test_whitespace.py", ""), gap=GONE["swe"]),
        Inject("replace-refused", 3, ["swe.content"], "str_replace fails though the old text is in the file once",
               obs="No replacement was performed, old_str `    words = text.split(' ')` did not appear verbatim "
                   "in /repo/tally/core.py.", gap=GONE["swe"]),
        Inject("snippet-shows-old-line", 3, ["swe.content"], "the edit snippet still shows the old line",
               replace=("     2\t    words = text.split()", "     2\t    words = text.split(' ')")),
        Inject("view-after-edit-stale", 9, ["swe.content"], "view shows the file as it was before the edit",
               obs=numbered("/repo/tally/core.py", CORE_PY)),
        Inject("removed-file-listed", 10, ["swe.file"], "ls in the same command lists the removed test file",
               obs="__init__.py\ntest_core.py\ntest_whitespace.py"),
    ],
)

START = ("URL: https://library.example.org/\n"
         "Title: City Library\n"
         "[1] RootWebArea \"City Library\"\n"
         "  [2] link \"Home\"\n"
         "  [3] searchbox \"Search the catalog\" value=\"\"\n"
         "  [4] button \"Search\"\n"
         "  [5] link \"My account\"\n"
         "  [6] heading \"New arrivals\" level=2\n"
         "  [7] link \"The Ministry of Time - Kaliane Bradley\"")

RESULTS = ("URL: https://library.example.org/search?q=dune+herbert\n"
           "Title: Search: dune herbert - City Library\n"
           "[1] RootWebArea \"Search: dune herbert - City Library\"\n"
           "  [2] link \"Home\"\n"
           "  [3] searchbox \"Search the catalog\" value=\"dune herbert\"\n"
           "  [4] button \"Search\"\n"
           "  [5] link \"My account\"\n"
           "  [10] heading \"3 results for dune herbert\" level=1\n"
           "  [11] link \"Dune (Herbert, Frank) - Book, 1965\"\n"
           "  [12] link \"Dune Messiah (Herbert, Frank) - Book, 1969\"\n"
           "  [13] link \"Dune (Villeneuve, Denis) - DVD, 2021\"")

BOOK = ("URL: https://library.example.org/item/b1965-dune\n"
        "Title: Dune - City Library\n"
        "[1] RootWebArea \"Dune - City Library\"\n"
        "  [2] link \"Home\"\n"
        "  [3] searchbox \"Search the catalog\" value=\"dune herbert\"\n"
        "  [4] button \"Search\"\n"
        "  [5] link \"My account\"\n"
        "  [20] heading \"Dune\" level=1\n"
        "  [21] StaticText \"Herbert, Frank. Chilton Books, 1965. 412 pages.\"\n"
        "  [22] StaticText \"Availability: 0 of 4 copies available\"\n"
        "  [23] button \"Place hold\"\n"
        "  [24] link \"Reviews (12)\"")

HELD = BOOK.replace("[23] button \"Place hold\"", "[23] button \"Cancel hold\"").replace(
    "  [24] link \"Reviews (12)\"", "  [24] link \"Reviews (12)\"\n  [25] status \"Hold placed. You are number 3 in line.\"")

HOLDS = ("URL: https://library.example.org/account/holds\n"
         "Title: My holds - City Library\n"
         "[1] RootWebArea \"My holds - City Library\"\n"
         "  [2] link \"Home\"\n"
         "  [3] searchbox \"Search the catalog\" value=\"\"\n"
         "  [4] button \"Search\"\n"
         "  [5] link \"My account\"\n"
         "  [30] heading \"My holds (1)\" level=1\n"
         "  [31] link \"Dune (Herbert, Frank)\"\n"
         "  [32] StaticText \"Position 3 of 3\"\n"
         "  [33] button \"Cancel\"")

WEB = Traj(
    name="web-library-hold",
    domain="web",
    title="Search the library catalog and place a hold",
    state=START,
    steps=[
        S({"action": "type", "element": 3, "text": "dune herbert", "submit": True}, RESULTS),
        S({"action": "click", "element": 11}, BOOK),
        S({"action": "click", "element": 23}, HELD),
        S({"action": "back"}, RESULTS),
        S({"action": "forward"}, HELD),
        S({"action": "goto", "url": "https://library.example.org/account/holds"}, HOLDS),
        S({"action": "click", "element": 2}, START.replace("[3] searchbox \"Search the catalog\" value=\"\"",
                                                           "[3] searchbox \"Search the catalog\" value=\"\"")),
    ],
    injects=[
        Inject("back-lands-home", 4, ["gui.screen"], "back from the book page shows the home page, not the results",
               obs=START, gap=GONE["gui.screen"]),
        Inject("role-changed", 3, ["gui.element"], "on the same page element 24 turns from a link into a button",
               replace=("[24] link \"Reviews (12)\"", "[24] button \"Reviews (12)\""), gap=GONE["gui.element"]),
        Inject("clicked-missing-element", 2, ["gui.element"], "the click names an element the results page lacks",
               action={"action": "click", "element": 41}, gap=GONE["gui.element"]),
        Inject("goto-other-site", 6, ["gui.screen"], "goto the holds page lands on another site",
               obs=HOLDS.replace("https://library.example.org/account/holds", "https://www.bookshop.example.com/cart"),
               gap=GONE["gui.screen"]),
        Inject("forward-wrong-page", 5, ["gui.screen"], "forward does not return to the book page",
               obs=HOLDS, gap=GONE["gui.screen"]),
    ],
)

LAUNCHER = ("[app] com.android.launcher3 / Launcher\n"
            "[1] TextView \"09:41\" bounds=[24,8][140,56]\n"
            "[2] ImageView \"Clock\" clickable bounds=[60,1600][220,1780]\n"
            "[3] ImageView \"Calendar\" clickable bounds=[300,1600][460,1780]\n"
            "[4] ImageView \"Settings\" clickable bounds=[540,1600][700,1780]\n"
            "[5] EditText \"Search apps\" clickable bounds=[40,1900][1040,2010]")

SETTINGS = ("[app] com.android.settings / Settings\n"
            "[10] TextView \"Settings\" bounds=[48,160][400,240]\n"
            "[11] EditText \"Search settings\" clickable bounds=[40,260][1040,360]\n"
            "[12] LinearLayout \"Network & internet\" clickable bounds=[0,400][1080,560]\n"
            "[13] LinearLayout \"Connected devices\" clickable bounds=[0,560][1080,720]\n"
            "[14] LinearLayout \"Apps\" clickable bounds=[0,720][1080,880]\n"
            "[15] LinearLayout \"Battery\" clickable bounds=[0,880][1080,1040]")

NETWORK = ("[app] com.android.settings / SubSettings\n"
           "[20] ImageButton \"Navigate up\" clickable bounds=[0,160][140,300]\n"
           "[21] TextView \"Network & internet\" bounds=[160,180][700,280]\n"
           "[22] LinearLayout \"Internet\" clickable bounds=[0,340][1080,500]\n"
           "[23] Switch \"Airplane mode\" checkable checked=false clickable bounds=[0,500][1080,660]\n"
           "[24] LinearLayout \"Hotspot & tethering\" clickable bounds=[0,660][1080,820]")

ANDROID = Traj(
    name="android-settings-airplane",
    domain="android",
    title="Open Settings, toggle airplane mode, go back and home",
    state=LAUNCHER,
    steps=[
        S({"action": "tap", "element": 4}, SETTINGS),
        S({"action": "tap", "element": 12}, NETWORK),
        S({"action": "tap", "element": 23}, NETWORK.replace("checked=false", "checked=true")),
        S({"action": "back"}, SETTINGS),
        S({"action": "home"}, LAUNCHER.replace("09:41", "09:42")),
    ],
    injects=[
        Inject("back-wrong-screen", 4, ["gui.screen"], "back from network settings opens the battery page",
               obs=SETTINGS.replace("com.android.settings / Settings", "com.android.settings / BatterySettings"),
               gap=GONE["gui.screen"]),
        Inject("home-not-launcher", 5, ["gui.screen"], "home keeps showing Settings", obs=SETTINGS,
               gap=GONE["gui.screen"]),
        Inject("switch-became-text", 3, ["gui.element"], "element 23 changes from a switch to a text view",
               obs=NETWORK.replace("[23] Switch \"Airplane mode\" checkable checked=false",
                                   "[23] TextView \"Airplane mode\" checkable checked=true"), gap=GONE["gui.element"]),
        Inject("unclosed-reasoning", 3, ["format"], "the reasoning never closes and there is no observation",
               raw="<think>\nThe switch [23] toggles airplane mode. After tapping it the switch shows checked=true "
                   "and Wi-Fi turns off, so"),
    ],
)

TRAJECTORIES = [SWE, WEB, ANDROID]
