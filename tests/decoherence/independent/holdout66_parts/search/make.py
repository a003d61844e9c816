# ruff: noqa: E501
"""holdout66, search domain: 22 hand-written deep-research trajectories (web_search, web_extractor, dict_memory).

Eleven carry exactly one contradiction (labelled turn, 1-based); eleven are clean but full of legitimate
changes: memory updates and removals, re-sorted and filtered views of the same page, live pages that moved on,
sources from different years that disagree for a reason, and renamed keys shown under their new names.
Run: ``python -m tests.decoherence.independent.holdout66_parts.search.make``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent import rowkit2 as rk

SYSTEM = rk.SEARCH_SYSTEM + (
    " web_search returns about ten ranked results per query ([n] URL, Title, Snippet, Date; Date is N/A for"
    " undated reference pages). web_extractor returns the page as Markdown, or, when a goal is given, the"
    " evidence found for that goal and a short summary. dict_memory supports add, update, retrieve,"
    " retrieve_all, remove and remove_all; stored values persist until updated or removed.")

Turn = tuple[str, str]


def res(items: list[tuple[str, str, str, str]], start: int = 1) -> str:
    body = "\n\n".join(f"[{i}] {u}\nTitle: {t}\nSnippet: {s}\nDate: {d}" for i, (u, t, s, d) in enumerate(items, start))
    return "```\n" + body + "\n```"


def visit(url: str, goal: str, evidence: str, summary: str) -> str:
    return (f"The useful information in {url} for user goal {goal} as follows: \n\n"
            f"Evidence in page: \n{evidence.strip()}\n\nSummary: \n{summary.strip()}\n")


def table(head: list[str], rows: list[list[Any]]) -> str:
    out = ["| " + " | ".join(head) + " |", "| " + " | ".join("---" for _ in head) + " |"]
    out += ["| " + " | ".join(str(c) for c in r) + " |" for r in rows]
    return "\n".join(out)


class Mem:
    """The dict_memory store; every reply is computed from what was stored, unless a turn overrides it."""

    def __init__(self, init: dict[str, str] | None = None) -> None:
        self.d: dict[str, str] = dict(init or {})

    def add(self, d: dict[str, str]) -> Turn:
        self.d.update(d)
        return rk.memory("add", dict=d), f"Successfully added items of {list(d)} to memory."

    def update(self, d: dict[str, str]) -> Turn:
        self.d.update(d)
        return rk.memory("update", dict=d), f"Successfully updated items of {list(d)} in memory."

    def remove(self, keys: list[str]) -> Turn:
        for k in keys:
            del self.d[k]
        return rk.memory("remove", key_list=keys), f"Successfully removed items of {keys} from memory."

    def retrieve(self, keys: list[str], shown: dict[str, str] | None = None) -> Turn:
        got = shown if shown is not None else {k: self.d[k] for k in keys if k in self.d}
        missing = [k for k in keys if k not in got]
        text = json.dumps(got, indent=2, ensure_ascii=False)
        if missing:
            text += f"\nKey not found: {missing}"
        return rk.memory("retrieve", key_list=keys), text

    def retrieve_all(self, shown: dict[str, str] | None = None) -> Turn:
        got = shown if shown is not None else dict(self.d)
        return rk.memory("retrieve_all"), json.dumps(got, indent=2, ensure_ascii=False)


WP = "N/A"


# ---------------------------------------------------------------- 01 clean: Premier League 2023-24 table
PL = [
    ("Manchester City", 38, 28, 7, 3, 96, 34, "+62", 91), ("Arsenal", 38, 28, 5, 5, 91, 29, "+62", 89),
    ("Liverpool", 38, 24, 10, 4, 86, 41, "+45", 82), ("Aston Villa", 38, 20, 8, 10, 76, 61, "+15", 68),
    ("Tottenham Hotspur", 38, 20, 6, 12, 74, 61, "+13", 66), ("Chelsea", 38, 18, 9, 11, 77, 63, "+14", 63),
    ("Newcastle United", 38, 18, 6, 14, 85, 62, "+23", 60), ("Manchester United", 38, 18, 6, 14, 57, 58, "−1", 60),
    ("West Ham United", 38, 14, 10, 14, 60, 74, "−14", 52), ("Crystal Palace", 38, 13, 10, 15, 57, 58, "−1", 49),
    ("Brighton & Hove Albion", 38, 12, 12, 14, 55, 62, "−7", 48), ("AFC Bournemouth", 38, 13, 9, 16, 54, 67, "−13", 48),
    ("Fulham", 38, 13, 8, 17, 55, 61, "−6", 47), ("Wolverhampton Wanderers", 38, 13, 7, 18, 50, 65, "−15", 46),
    ("Everton", 38, 13, 9, 16, 40, 51, "−11", "40[a]"), ("Brentford", 38, 10, 9, 19, 56, 65, "−9", 39),
    ("Nottingham Forest", 38, 9, 9, 20, 49, 67, "−18", "32[b]"), ("Luton Town", 38, 6, 8, 24, 52, 85, "−33", 26),
    ("Burnley", 38, 5, 9, 24, 41, 78, "−37", 24), ("Sheffield United", 38, 3, 7, 28, 35, 104, "−69", 16),
]


def t01(rs: rk.RowSet) -> None:
    m = Mem()
    url = "https://en.wikipedia.org/wiki/2023%E2%80%9324_Premier_League"
    s1 = res([
        (url, "2023–24 Premier League - Wikipedia", "Manchester City won the title for a record fourth consecutive season, finishing two points ahead of Arsenal on 91 points. Luton Town, Burnley and Sheffield United were relegated ...", WP),
        ("https://www.premierleague.com/tables?co=1&se=578&ha=-1", "Premier League Table, Form Guide & Season Archives", "View the 2023/24 Premier League table: Man City 91, Arsenal 89, Liverpool 82, Aston Villa 68, Tottenham Hotspur 66 ...", WP),
        ("https://www.bbc.com/sport/football/premier-league/table", "Premier League Table - BBC Sport", "The latest Premier League table including points, goal difference, form and results for every club ...", WP),
        ("https://www.skysports.com/premier-league-table/2023", "Premier League Table 2023/24 | Sky Sports Football", "Final standings for the 2023/24 Premier League season. Pos, Team, Pl, W, D, L, F, A, GD, Pts ...", WP),
        ("https://www.theguardian.com/football/2024/may/19/manchester-city-west-ham-premier-league-match-report", "Manchester City seal historic fourth straight title with win over West Ham", "Phil Foden scored twice as City beat West Ham 3-1 on the final day to finish two points clear of Arsenal ...", "May 19, 2024"),
        ("https://www.espn.com/soccer/standings/_/league/eng.1/season/2023", "English Premier League Standings 2023-24 - ESPN", "2023-24 Premier League standings: GP, W, D, L, F, A, GD, P. Manchester City 38 28 7 3 96 34 +62 91 ...", WP),
        ("https://www.transfermarkt.com/premier-league/tabelle/wettbewerb/GB1/saison_id/2023", "Premier League 23/24 - Table | Transfermarkt", "Table of the Premier League 23/24 with home and away form, points and goal difference ...", WP),
        ("https://www.reddit.com/r/soccer/comments/1cvst4k/final_premier_league_table_202324/", "Final Premier League table 2023/24 : r/soccer", "Everton finish 15th despite the 8 point deduction, Forest survive on 32 after their 4 point deduction ...", "May 19, 2024"),
        ("https://www.statista.com/statistics/383679/premier-league-table/", "Premier League table 2023/24 | Statista", "Manchester City topped the 2023/24 English Premier League table with 91 points after 38 matchdays ...", "May 21, 2024"),
        ("https://www.worldfootball.net/schedule/eng-premier-league-2023-2024-spieltag/38/", "Premier League 2023/2024 - 38. Round - worldfootball.net", "Results and table of the 38th round: Man City – West Ham 3:1, Arsenal – Everton 2:1, Liverpool – Wolves 2:0 ...", WP),
    ])
    rows = [[i, *r] for i, r in enumerate(PL, 1)]
    page = (
        "# 2023–24 Premier League\n\nFrom Wikipedia, the free encyclopedia\n\n"
        "| 2023–24 Premier League | |\n| --- | --- |\n| Season | 2023–24 |\n| Dates | 11 August 2023 – 19 May 2024 |\n"
        "| Champions | Manchester City (9th Premier League title, 10th English title) |\n| Relegated | Luton Town, Burnley, Sheffield United |\n"
        "| Matches played | 380 |\n| Goals scored | 1,246 (3.28 per match) |\n| Top goalscorer | Erling Haaland (27 goals) |\n\n"
        "The **2023–24 Premier League** was the 32nd season of the Premier League. Manchester City won a record fourth consecutive title, "
        "finishing two points ahead of Arsenal. Liverpool finished third in Jürgen Klopp's final season as manager.\n\n"
        "Everton were deducted ten points in November 2023 for breaching the league's profit and sustainability rules; this was reduced to six "
        "on appeal in February 2024, and a further two points were deducted in April 2024, a total of eight. Nottingham Forest were deducted four points in March 2024.\n\n"
        "## League table\n\n" + table(["Pos", "Team", "Pld", "W", "D", "L", "GF", "GA", "GD", "Pts"], rows) + "\n\n"
        "Notes:\n- [a] Everton were deducted 8 points (6 + 2) for breaches of the profit and sustainability rules.\n"
        "- [b] Nottingham Forest were deducted 4 points for breaching the profit and sustainability rules.\n\n"
        "## Season statistics\n\n### Top scorers\n\n" + table(["Rank", "Player", "Club", "Goals"], [
            [1, "Erling Haaland", "Manchester City", 27], [2, "Cole Palmer", "Chelsea", 22], [3, "Alexander Isak", "Newcastle United", 21],
            [4, "Ollie Watkins", "Aston Villa", 19], ["5=", "Dominic Solanke", "AFC Bournemouth", 19], ["5=", "Phil Foden", "Manchester City", 19],
            ["5=", "Mohamed Salah", "Liverpool", 18]]) + "\n\n### Awards\n\n- Player of the Season: Phil Foden (Manchester City)\n"
        "- Young Player of the Season: Cole Palmer (Chelsea)\n- Manager of the Season: Pep Guardiola (Manchester City)\n"
        "- Golden Glove: David Raya (Arsenal), 16 clean sheets\n")
    s4 = res([
        ("https://www.bbc.com/sport/football/68831289", "Everton deducted two more points for second breach of financial rules", "Everton have been deducted two points for a second breach of the Premier League's profit and sustainability rules, taking their total deduction this season to eight ...", "Apr 8, 2024"),
        ("https://www.skysports.com/football/news/11671/13111297/everton-points-deduction-reduced-from-10-to-six-after-appeal", "Everton points deduction reduced from 10 to six after appeal", "Everton's 10-point deduction for breaching Premier League financial rules has been reduced to six points following an appeal ...", "Feb 26, 2024"),
        ("https://en.wikipedia.org/wiki/Everton_F.C._points_deductions", "Everton F.C. points deductions - Wikipedia", "In the 2023–24 season Everton received two deductions totalling eight points. Without them the club would have finished on 48 points ...", WP),
        ("https://www.theguardian.com/football/2024/apr/08/everton-deducted-two-points-premier-league", "Everton hit with second points deduction of the season", "An independent commission imposed a two-point penalty, leaving Sean Dyche's side 16th, two points above the relegation zone ...", "Apr 8, 2024"),
        ("https://www.evertonfc.com/news/3733612/club-statement", "Club Statement | Everton Football Club", "Everton Football Club acknowledges the decision of the independent commission to impose a two-point sanction ...", "Apr 8, 2024"),
        ("https://www.espn.com/soccer/story/_/id/39275530/nottingham-forest-deducted-four-points-psr-breach", "Nottingham Forest deducted four points for PSR breach", "Nottingham Forest have been deducted four points for breaching the Premier League's profit and sustainability rules, dropping them into the relegation zone ...", "Mar 18, 2024"),
        ("https://www.independent.co.uk/sport/football/everton-points-deduction-table-final-b2547312.html", "What the final Premier League table would look like without points deductions", "Everton would have finished 12th on 48 points and Nottingham Forest 17th on 36 ...", "May 20, 2024"),
        ("https://www.premierleague.com/news/3876421", "Premier League statement on Everton FC", "The Commission imposed a sanction of an immediate deduction of two points, which applies to the 2023/24 season ...", "Apr 8, 2024"),
        ("https://www.reddit.com/r/Everton/comments/1bz0xgl/two_point_deduction_confirmed/", "Two point deduction confirmed : r/Everton", "So that's 8 in total this season. Still think we stay up with the run-in we've got ...", "Apr 8, 2024"),
        ("https://www.liverpoolecho.co.uk/sport/football/football-news/everton-points-deduction-appeal-result-28694511", "Everton points deduction appeal verdict in full", "The Appeal Board found the original sanction of ten points was inappropriate and substituted a six-point deduction ...", "Feb 26, 2024"),
    ])
    turns: list[Turn] = [
        (rk.search("2023-24 Premier League final table points"), s1),
        (rk.extract(url, "final league table with points and deductions"), page),
        m.add({"pl2324_champion": "Manchester City, 91 pts", "pl2324_runner_up": "Arsenal, 89 pts"}),
        (rk.search("Everton points deduction 2023-24 total eight points"), s4),
        m.add({"pl2324_everton": "15th, 40 pts after 8-point deduction (6 + 2); 48 on the pitch"}),
        m.update({"pl2324_runner_up": "Arsenal, 89 pts (2 behind City, GD +62 same as City)"}),
        m.retrieve_all(),
    ]
    rs.add("search", "h66-search-01", SYSTEM, turns)


# ---------------------------------------------------------------- 02 bad: chess peak ratings, figure re-read changed
PEAK = [
    ("Magnus Carlsen", "Norway", 2882, "May 2014"), ("Garry Kasparov", "Russia", 2851, "July 1999"),
    ("Fabiano Caruana", "United States", 2844, "October 2014"), ("Levon Aronian", "Armenia", 2830, "March 2014"),
    ("Wesley So", "United States", 2822, "February 2017"), ("Shakhriyar Mamedyarov", "Azerbaijan", 2820, "September 2018"),
    ("Maxime Vachier-Lagrave", "France", 2819, "August 2016"), ("Viswanathan Anand", "India", 2817, "March 2011"),
    ("Vladimir Kramnik", "Russia", 2817, "October 2016"), ("Veselin Topalov", "Bulgaria", 2816, "July 2015"),
    ("Hikaru Nakamura", "United States", 2816, "October 2015"), ("Ding Liren", "China", 2816, "November 2018"),
    ("Alireza Firouzja", "France", 2804, "December 2021"), ("Anish Giri", "Netherlands", 2798, "October 2015"),
    ("Alexander Grischuk", "Russia", 2797, "December 2014"), ("Sergey Karjakin", "Russia", 2788, "July 2011"),
]


def t02(rs: rk.RowSet) -> None:
    m = Mem()
    lst = "https://en.wikipedia.org/wiki/List_of_chess_players_by_peak_FIDE_rating"
    s1 = res([
        (lst, "List of chess players by peak FIDE rating - Wikipedia", "This is a list of chess players who have achieved a FIDE rating of 2750 or higher. Magnus Carlsen holds the record with 2882, reached in May 2014 ...", WP),
        ("https://www.chess.com/article/view/highest-chess-ratings-of-all-time", "The Highest Chess Ratings Of All Time - Chess.com", "Who has the highest rating ever? Magnus Carlsen's 2882 tops the list, ahead of Garry Kasparov's 2851 from 1999 ...", "Mar 14, 2024"),
        ("https://ratings.fide.com/toplist.phtml", "FIDE Ratings - Top 100 Players", "Top 100 Players March 2024: Carlsen, Magnus NOR 2830; Caruana, Fabiano USA 2804; Nakamura, Hikaru USA 2789 ...", WP),
        ("https://www.2700chess.com/", "2700chess - Live Chess Ratings", "Live ratings of the world's top chess players updated after every game ...", WP),
        ("https://en.wikipedia.org/wiki/Elo_rating_system", "Elo rating system - Wikipedia", "The Elo rating system is a method for calculating the relative skill levels of players in zero-sum games such as chess ...", WP),
        ("https://www.chessgames.com/chessstats.html", "Chess Statistics - chessgames.com", "Historic peak ratings and ranking periods for world champions and elite grandmasters ...", WP),
        ("https://www.reddit.com/r/chess/comments/11q1x8d/peak_elo_ratings_of_every_world_champion/", "Peak Elo ratings of every world champion : r/chess", "Carlsen 2882, Kasparov 2851, Anand 2817, Kramnik 2817, Ding 2816, Topalov 2816 (FIDE champ) ...", "Mar 13, 2023"),
        ("https://www.chessbase.com/post/the-2800-club", "The 2800 club | ChessBase", "Only thirteen players have ever crossed 2800 on the official FIDE list. A look back at when each of them got there ...", "Jan 9, 2022"),
        ("https://www.olimpbase.org/Elo/summary.html", "OlimpBase :: FIDE rating lists summary", "Complete archive of FIDE rating lists since 1971 with top players by period ...", WP),
        ("https://www.chess.com/news/view/firouzja-youngest-player-to-2800", "Firouzja Becomes Youngest Player Ever To Cross 2800", "At 18 years and 5 months, Alireza Firouzja broke Magnus Carlsen's record as the youngest player to reach 2800 ...", "Nov 13, 2021"),
    ])
    rows = [[i, n, c, r, d] for i, (n, c, r, d) in enumerate(PEAK, 1)]
    page = (
        "# List of chess players by peak FIDE rating\n\nFrom Wikipedia, the free encyclopedia\n\n"
        "This is a list of chess players by their highest FIDE Elo rating on an official rating list. FIDE has published rating lists since 1971; "
        "lists were published twice a year until 2000, six times a year until 2009, and monthly since July 2012. Only published ratings are counted, "
        "so live or unofficial ratings reached between lists are not included.\n\n"
        "The highest rating ever achieved is 2882, by Magnus Carlsen on the May 2014 list. Garry Kasparov's 2851 (July 1999) stood as the record for "
        "almost 14 years before Carlsen surpassed it in January 2013.\n\n## Players rated 2780 or higher\n\n"
        + table(["Rank", "Player", "Federation", "Peak rating", "Peak list"], rows) + "\n\n"
        "## Notes\n\n- Where a player reached the same peak on more than one list, the first list is given.\n"
        "- Federations are those under which the peak was recorded or the player's current federation.\n"
        "- Firouzja switched federation from Iran (FIDE flag) to France in July 2021.\n\n"
        "## See also\n\n- List of chess players who have achieved 2700\n- World Chess Championship\n- Comparison of top chess players throughout history\n")
    ding = "https://en.wikipedia.org/wiki/Ding_Liren"
    s4 = res([
        (ding, "Ding Liren - Wikipedia", "Ding Liren is a Chinese chess grandmaster who was the 17th World Chess Champion from 2023 to 2024. His peak rating of 2816 in November 2018 ranks him ...", WP),
        ("https://ratings.fide.com/profile/8603677", "Ding, Liren - FIDE Ratings", "FIDE ID 8603677. Federation: China. Standard rating history and peak ...", WP),
        ("https://www.chess.com/players/ding-liren", "Ding Liren | Top Chess Players - Chess.com", "Ding Liren reached a peak classical rating of 2816 and a world number two ranking ...", WP),
        ("https://www.chessbase.com/post/ding-liren-100-game-unbeaten-streak", "Ding Liren's 100-game unbeaten streak ends", "Ding's streak of 100 classical games without a loss, stretching from August 2017 to November 2018 ...", "Nov 3, 2018"),
        ("https://www.2700chess.com/players/ding_liren", "Ding Liren - 2700chess", "Peak rating: 2816 (Nov 2018). Highest ranking: #2 ...", WP),
        ("https://www.theguardian.com/sport/2023/apr/30/ding-liren-world-chess-champion-nepomniachtchi", "Ding Liren becomes China's first men's world chess champion", "Ding beat Ian Nepomniachtchi in a rapid tiebreak in Astana ...", "Apr 30, 2023"),
        ("https://www.reddit.com/r/chess/comments/9u3tmf/ding_liren_2816/", "Ding Liren hits 2816 on the November list : r/chess", "Joint fourth highest ever with that number? There's a logjam at 2816-2817 ...", "Nov 1, 2018"),
        ("https://www.fide.com/news/2023", "Ding Liren is the 17th World Champion | FIDE", "The Chinese grandmaster won the 2023 FIDE World Championship match in Astana ...", "Apr 30, 2023"),
        ("https://www.chessgames.com/perl/chessplayer?pid=83716", "The chess games of Ding Liren", "Ding Liren's peak rating is 2816 (November 2018) ...", WP),
        ("https://en.chessbase.com/post/gukesh-world-champion-2024", "Gukesh becomes youngest world champion", "Gukesh beat Ding Liren 7.5-6.5 in Singapore ...", "Dec 12, 2024"),
    ])
    v5 = visit(ding, "peak FIDE rating and date", (
        "Ding Liren (Chinese: 丁立人; born 24 October 1992) is a Chinese chess grandmaster. He was the 17th World Chess Champion, from 2023 to 2024.\n"
        "| FIDE rating | 2728 (April 2025) |\n| Peak rating | 2816 (November 2018) |\n| Peak ranking | No. 2 (November 2018) |\n"
        "From August 2017 to November 2018 Ding went unbeaten in 100 consecutive classical games. He reached his peak rating of 2816 on the November 2018 FIDE list, "
        "placing him second in the world behind Magnus Carlsen."), (
        "Ding Liren's peak FIDE rating is 2816, reached on the November 2018 list, when he was ranked world No. 2. The peak came at the end of his "
        "100-game unbeaten run in classical chess (August 2017 – November 2018)."))
    hi = [[i, n, c, r, d] for i, (n, c, r, d) in enumerate(PEAK, 1) if r >= 2810]
    hi[11][3] = 2811
    v7 = visit(lst, "players who reached 2810 or higher and when", (
        "This is a list of chess players by their highest FIDE Elo rating on an official rating list. Only published ratings are counted, so live or unofficial ratings reached between lists are not included.\n"
        + table(["Rank", "Player", "Federation", "Peak rating", "Peak list"], hi) + "\n"
        "Garry Kasparov's 2851 (July 1999) stood as the record for almost 14 years before Carlsen surpassed it in January 2013."), (
        "Twelve players have reached 2810 or more on an official FIDE list: Carlsen (2882, May 2014), Kasparov (2851, July 1999), Caruana (2844, October 2014), "
        "Aronian (2830, March 2014), So (2822, February 2017), Mamedyarov (2820, September 2018), Vachier-Lagrave (2819, August 2016), Anand and Kramnik (2817), "
        "Topalov and Nakamura (2816), and Ding Liren (2811, November 2018). Firouzja (2804) is the highest-rated player below this cut."))
    turns: list[Turn] = [
        (rk.search("highest peak FIDE rating chess players list"), s1),
        (rk.extract(lst, "top peak ratings with dates"), page),
        m.add({"peak_carlsen": "2882 (May 2014)", "peak_kasparov": "2851 (July 1999)", "peak_caruana": "2844 (October 2014)"}),
        (rk.search("Ding Liren peak rating 2816 November 2018"), s4),
        (rk.extract(ding, "peak FIDE rating and date"), v5),
        m.add({"peak_ding": "2816 (November 2018), world No. 2"}),
        (rk.extract(lst, "players who reached 2810 or higher and when"), v7),
    ]
    rs.add("search", "h66-search-02", SYSTEM, turns, bad=True, turn=7,
           kind="Re-reading the peak-rating list gives Ding Liren's peak as 2811. Turns 2, 4 and 5 all gave 2816 (November 2018), and a historical peak cannot change.")


# ---------------------------------------------------------------- 03 bad: Barbie box office, id with two characters swapped
def t03(rs: rk.RowSet) -> None:
    m = Mem()
    bom = "https://www.boxofficemojo.com/title/tt1517268/"
    s1 = res([
        (bom, "Barbie (2023) - Box Office Mojo", "Domestic (44%) $636,238,421. International (56%) $809,400,000. Worldwide $1,445,638,421 ...", WP),
        ("https://en.wikipedia.org/wiki/Barbie_(film)", "Barbie (film) - Wikipedia", "Barbie grossed $1.447 billion worldwide, becoming the highest-grossing film of 2023 and the highest-grossing film ever directed solely by a woman ...", WP),
        ("https://www.the-numbers.com/movie/Barbie-(2023)", "Barbie (2023) - Financial Information - The Numbers", "Domestic Box Office $636,238,421; International $809,400,000; Worldwide $1,445,638,421. Production budget $145,000,000 ...", WP),
        ("https://variety.com/2023/film/box-office/barbie-box-office-billion-greta-gerwig-1235690104/", "'Barbie' Crosses $1 Billion at Global Box Office", "Greta Gerwig's 'Barbie' has crossed $1 billion worldwide in just 17 days, making Gerwig the first solo female director to reach the milestone ...", "Aug 6, 2023"),
        ("https://deadline.com/2023/07/barbie-oppenheimer-box-office-opening-weekend-1235444798/", "'Barbie' Opens To $162M, 'Oppenheimer' $82M: Barbenheimer", "Warner Bros' 'Barbie' posted the biggest opening of 2023 and the best ever for a film directed by a woman ...", "Jul 23, 2023"),
        ("https://www.boxofficemojo.com/year/world/2023/", "2023 Worldwide Box Office - Box Office Mojo", "Rank, Release Group, Worldwide, Domestic, %, Foreign. 1 Barbie $1,445,638,421 ...", WP),
        ("https://www.imdb.com/title/tt1517268/", "Barbie (2023) - IMDb", "Barbie and Ken are having the time of their lives in the colorful and seemingly perfect world of Barbie Land ...", WP),
        ("https://www.hollywoodreporter.com/movies/movie-news/barbie-box-office-warner-bros-record-1235580012/", "'Barbie' Becomes Warner Bros.' Biggest Global Release Ever", "The film passed 'Harry Potter and the Deathly Hallows – Part 2' to become the studio's top worldwide earner ...", "Sep 3, 2023"),
        ("https://www.statista.com/statistics/1404551/barbie-box-office-revenue-by-country/", "Barbie box office revenue by country 2023 | Statista", "After the United States, the United Kingdom was Barbie's largest market with about $96 million ...", "Oct 10, 2023"),
        ("https://www.reddit.com/r/boxoffice/comments/15f8o2r/barbie_crosses_1_billion/", "Barbie crosses $1 billion worldwide : r/boxoffice", "Fastest WB movie to a billion. Domestic pace is insane ...", "Aug 6, 2023"),
    ])
    p2 = (
        "# Barbie (2023)\n\nBox Office Mojo by IMDbPro\n\n"
        "Barbie and Ken are having the time of their lives in the colorful and seemingly perfect world of Barbie Land. However, when they get a chance to go to the real world, "
        "they soon discover the joys and perils of living among humans.\n\n"
        "## All Releases\n\n| | |\n| --- | --- |\n| Domestic (44%) | $636,238,421 |\n| International (56%) | $809,400,000 |\n| Worldwide | $1,445,638,421 |\n\n"
        "## Summary Details\n\n| | |\n| --- | --- |\n| Domestic Distributor | Warner Bros. |\n| Domestic Opening | $162,022,044 |\n| Budget | $145,000,000 |\n"
        "| Earliest Release Date | July 19, 2023 (Domestic, International) |\n| MPAA | PG-13 |\n| Running Time | 1 hr 54 min |\n| Genres | Adventure Comedy Fantasy |\n"
        "| IMDbPro | See more details at IMDbPro |\n\n## By Release\n\n" + table(["Release Group", "Rank", "Worldwide", "Domestic", "International"], [
            ["Original Release", 1, "$1,441,820,453", "$636,236,401", "$805,584,052"], ["2024 Re-release", "-", "$3,817,968", "$2,020", "$3,815,948"]]) + "\n\n"
        "## By Region (Original Release)\n\n" + table(["Market", "Release Date", "Opening", "Gross"], [
            ["Domestic", "Jul 21, 2023", "$162,022,044", "$636,236,401"], ["United Kingdom", "Jul 21, 2023", "$24,164,531", "$95,719,364"],
            ["Mexico", "Jul 20, 2023", "$21,310,778", "$62,144,221"], ["Brazil", "Jul 20, 2023", "$12,862,114", "$52,870,511"],
            ["Australia", "Jul 20, 2023", "$11,918,040", "$49,552,020"], ["Germany", "Jul 20, 2023", "$8,953,712", "$44,987,530"],
            ["France", "Jul 19, 2023", "$8,113,520", "$40,601,286"], ["Japan", "Aug 11, 2023", "$1,851,022", "$9,210,477"]]) + "\n\n"
        "Data as of the last reported weekend. Box Office Mojo by IMDbPro - an IMDb company.\n")
    y2023 = "https://www.boxofficemojo.com/year/world/2023/"
    s4 = res([
        ("https://en.wikipedia.org/wiki/2023_in_film", "2023 in film - Wikipedia", "Highest-grossing films of 2023: Barbie ($1.446 billion), The Super Mario Bros. Movie ($1.362 billion), Oppenheimer ($975 million) ...", WP),
        (y2023, "2023 Worldwide Box Office - Box Office Mojo", "1 Barbie $1,445,638,421; 2 The Super Mario Bros. Movie $1,361,992,475; 3 Oppenheimer $975,594,977 ...", WP),
        ("https://www.the-numbers.com/box-office-records/worldwide/all-movies/cumulative/released-in-2023", "Top 2023 Movies at the Worldwide Box Office - The Numbers", "Worldwide box office records for movies released in 2023 ...", WP),
        ("https://variety.com/2023/film/box-office/highest-grossing-movies-2023-barbie-super-mario-1235847410/", "The Highest-Grossing Movies of 2023", "'Barbie' and 'The Super Mario Bros. Movie' were the only two films to pass $1 billion this year ...", "Dec 28, 2023"),
        ("https://www.imdb.com/list/ls571386023/", "Highest grossing movies of 2023 - IMDb", "A list of 50 titles created for the 2023 box office year ...", WP),
        ("https://www.statista.com/statistics/1399620/highest-grossing-movies-worldwide-2023/", "Highest grossing movies worldwide 2023 | Statista", "Barbie led the 2023 global box office with about 1.44 billion U.S. dollars ...", "Jan 5, 2024"),
        ("https://www.hollywoodreporter.com/movies/movie-news/2023-box-office-year-end-1235774302/", "2023 Box Office: Barbenheimer, Mario lead recovery year", "Global ticket sales reached roughly $33.9 billion, up 31 percent from 2022 ...", "Dec 31, 2023"),
        ("https://www.screendaily.com/news/global-box-office-2023-top-films/5189120.article", "Global box office 2023: top films revealed", "The top ten was dominated by Hollywood titles, with Barbie, Mario and Oppenheimer leading ...", "Jan 3, 2024"),
        ("https://www.reddit.com/r/boxoffice/comments/18v2c0o/final_2023_worldwide_top_10/", "Final 2023 worldwide top 10 : r/boxoffice", "1. Barbie 2. Mario 3. Oppenheimer 4. GOTG3 5. Fast X 6. ATSV ...", "Dec 31, 2023"),
        ("https://www.boxofficemojo.com/year/2023/", "Domestic Box Office For 2023 - Box Office Mojo", "Domestic calendar grosses 2023: Barbie $636,225,983 ...", WP),
    ])
    top = [[1, "Barbie", "Warner Bros.", "$1,445,638,421"], [2, "The Super Mario Bros. Movie", "Universal", "$1,361,992,475"],
           [3, "Oppenheimer", "Universal", "$975,594,977"], [4, "Guardians of the Galaxy Vol. 3", "Disney", "$845,555,777"],
           [5, "Fast X", "Universal", "$704,875,015"], [6, "Spider-Man: Across the Spider-Verse", "Sony", "$690,516,673"],
           [7, "The Little Mermaid", "Disney", "$569,626,289"], [8, "Mission: Impossible – Dead Reckoning Part One", "Paramount", "$567,535,383"],
           [9, "Elemental", "Disney", "$496,444,308"], [10, "Ant-Man and the Wasp: Quantumania", "Disney", "$476,071,180"]]
    p5 = (
        "# 2023 Worldwide Box Office\n\nBox Office Mojo by IMDbPro\n\nCalendar grosses, release groups. Year: 2023 | Sort by: Worldwide\n\n"
        + table(["Rank", "Release Group", "Distributor", "Worldwide"], top) + "\n\n"
        "Showing 1–10 of 200 release groups. Figures include grosses earned in subsequent years for films released in 2023.\n\n"
        "- Barbie and The Super Mario Bros. Movie were the only 2023 releases to earn more than $1 billion.\n"
        "- Oppenheimer is the highest-grossing biographical film and the highest-grossing R-rated film of 2023.\n")
    bom_bad = "https://www.boxofficemojo.com/title/tt1517628/"
    s6 = res([
        (bom_bad, "Barbie (2023) - Box Office Mojo", "Domestic Opening $162,022,044 (Jul 21, 2023). 4,243 theaters. Domestic $636,238,421; Worldwide $1,445,638,421 ...", WP),
        ("https://www.boxofficemojo.com/weekend/2023W29/", "Domestic 2023 Weekend 29 - Box Office Mojo", "July 21-23, 2023: 1 Barbie $162,022,044; 2 Oppenheimer $82,455,420; 3 Sound of Freedom $20,137,534 ...", WP),
        ("https://deadline.com/2023/07/barbie-oppenheimer-box-office-opening-weekend-1235444798/", "'Barbie' Opens To $162M, 'Oppenheimer' $82M: Barbenheimer", "The biggest opening of 2023, and the best ever for a film directed by a woman ...", "Jul 23, 2023"),
        ("https://www.boxofficemojo.com/chart/top_opening_weekend/", "Top Opening Weekends - Box Office Mojo", "All-time top domestic opening weekends ...", WP),
        ("https://en.wikipedia.org/wiki/Barbenheimer", "Barbenheimer - Wikipedia", "Barbie grossed $162 million and Oppenheimer $82.4 million in their opening weekend, the fourth-biggest combined weekend ever ...", WP),
        ("https://www.the-numbers.com/box-office-chart/weekend/2023/07/21", "Weekend Box Office Chart for July 21st, 2023 - The Numbers", "Barbie $162,022,044 in 4,243 theaters; average $38,185 ...", WP),
        ("https://variety.com/2023/film/box-office/barbie-opening-weekend-box-office-record-1235677345/", "'Barbie' Box Office: $155 Million Opening Estimate", "Sunday estimates put Barbie at $155 million; the actuals came in higher ...", "Jul 23, 2023"),
        ("https://www.cnn.com/2023/07/23/business/barbie-oppenheimer-box-office/index.html", "'Barbie' and 'Oppenheimer' lift the box office", "Barbenheimer weekend pulls in over $300 million domestically across all films ...", "Jul 23, 2023"),
        ("https://www.imdb.com/title/tt1517268/", "Barbie (2023) - IMDb", "Directed by Greta Gerwig. With Margot Robbie, Ryan Gosling, Issa Rae, Kate McKinnon ...", WP),
        ("https://www.reddit.com/r/boxoffice/comments/158b3f4/barbie_opening_weekend_actuals/", "Barbie opening weekend actuals: $162M : r/boxoffice", "Up from the $155M Sunday estimate ...", "Jul 24, 2023"),
    ])
    turns: list[Turn] = [
        (rk.search("Barbie 2023 worldwide box office gross"), s1),
        (rk.extract(bom, "domestic, international and worldwide gross"), p2),
        m.add({"barbie_ww": "$1,445,638,421", "barbie_domestic": "$636,238,421", "barbie_bom_url": bom}),
        (rk.search("highest grossing films 2023 worldwide"), s4),
        (rk.extract(y2023, "top 10 films of 2023 by worldwide gross"), p5),
        (rk.search("Barbie box office mojo opening weekend"), s6),
        m.add({"barbie_opening": "$162,022,044 (Jul 21-23, 2023)", "oppenheimer_ww": "$975,594,977"}),
        m.retrieve_all(),
    ]
    rs.add("search", "h66-search-03", SYSTEM, turns, bad=True, turn=6,
           kind="The Box Office Mojo page for Barbie (2023) is listed at turn 6 under title id tt1517628 (two digits swapped). Turns 1 and 2 gave tt1517268 for the same page, and IMDb title ids do not change.")


# ---------------------------------------------------------------- 04 clean: 96th Academy Awards
def t04(rs: rk.RowSet) -> None:
    m = Mem()
    url = "https://en.wikipedia.org/wiki/96th_Academy_Awards"
    s1 = res([
        (url, "96th Academy Awards - Wikipedia", "The ceremony took place on March 10, 2024, at the Dolby Theatre in Los Angeles. Oppenheimer won seven awards, including Best Picture ...", WP),
        ("https://www.oscars.org/oscars/ceremonies/2024", "The 96th Academy Awards | 2024 - Oscars.org", "Winners and nominees for the 96th Academy Awards: Best Picture Oppenheimer; Actress in a Leading Role Emma Stone, Poor Things ...", WP),
        ("https://www.nytimes.com/2024/03/10/movies/oscar-winners-list.html", "Oscars 2024: See the Full List of Winners", "'Oppenheimer' won best picture, and Christopher Nolan took home best director ...", "Mar 10, 2024"),
        ("https://variety.com/lists/oscar-winners-2024-list/", "Oscar Winners 2024: Complete List", "Cillian Murphy won best actor and Robert Downey Jr. best supporting actor ...", "Mar 10, 2024"),
        ("https://www.bbc.com/news/entertainment-arts-68527186", "Oscars 2024: Oppenheimer dominates with seven wins", "Christopher Nolan's biopic won best picture, with Poor Things taking four prizes including best actress for Emma Stone ...", "Mar 11, 2024"),
        ("https://www.imdb.com/event/ev0000003/2024/1/", "Academy Awards, USA (2024) - IMDb", "96th Academy Awards winners and nominees ...", WP),
        ("https://www.theguardian.com/film/2024/mar/10/oscars-2024-winners-list", "Oscars 2024 winners list: who won at the 96th Academy Awards", "Da'Vine Joy Randolph wins best supporting actress for The Holdovers ...", "Mar 11, 2024"),
        ("https://abc.com/shows/oscars", "The Oscars | ABC", "Jimmy Kimmel returns to host for the fourth time ...", WP),
        ("https://www.rottentomatoes.com/article/oscar-winners-2024/", "Oscars 2024 Winners: The Complete List", "Oppenheimer (7), Poor Things (4), The Zone of Interest (2) ...", "Mar 11, 2024"),
        ("https://www.reddit.com/r/movies/comments/1bbqv2e/oppenheimer_wins_best_picture/", "Oppenheimer wins Best Picture : r/movies", "13 nominations, 7 wins. Nolan finally gets his Oscar ...", "Mar 11, 2024"),
    ])
    winners = [["Best Picture", "Oppenheimer – Emma Thomas, Charles Roven and Christopher Nolan"], ["Best Director", "Christopher Nolan – Oppenheimer"],
               ["Best Actor", "Cillian Murphy – Oppenheimer as J. Robert Oppenheimer"], ["Best Actress", "Emma Stone – Poor Things as Bella Baxter"],
               ["Best Supporting Actor", "Robert Downey Jr. – Oppenheimer as Lewis Strauss"], ["Best Supporting Actress", "Da'Vine Joy Randolph – The Holdovers as Mary Lamb"],
               ["Best Original Screenplay", "Anatomy of a Fall – Justine Triet and Arthur Harari"], ["Best Adapted Screenplay", "American Fiction – Cord Jefferson"],
               ["Best International Feature", "The Zone of Interest (United Kingdom)"], ["Best Animated Feature", "The Boy and the Heron"],
               ["Best Documentary Feature", "20 Days in Mariupol"], ["Best Original Song", "\"What Was I Made For?\" from Barbie – Billie Eilish and Finneas O'Connell"],
               ["Best Original Score", "Oppenheimer – Ludwig Göransson"], ["Best Cinematography", "Oppenheimer – Hoyte van Hoytema"],
               ["Best Film Editing", "Oppenheimer – Jennifer Lame"], ["Best Visual Effects", "Godzilla Minus One"]]
    p2 = (
        "# 96th Academy Awards\n\nFrom Wikipedia, the free encyclopedia\n\n| 96th Academy Awards | |\n| --- | --- |\n| Date | March 10, 2024 |\n"
        "| Site | Dolby Theatre, Hollywood, Los Angeles, California |\n| Hosted by | Jimmy Kimmel |\n| Best Picture | Oppenheimer |\n| Most awards | Oppenheimer (7) |\n"
        "| Most nominations | Oppenheimer (13) |\n| Network | ABC |\n| Duration | 3 hours, 23 minutes |\n\n"
        "The **96th Academy Awards** ceremony, presented by the Academy of Motion Picture Arts and Sciences (AMPAS), honored films released in 2023. "
        "It took place at the Dolby Theatre in Hollywood, Los Angeles. Comedian Jimmy Kimmel hosted the show for the fourth time. Oppenheimer won seven awards, "
        "including Best Picture; Poor Things won four, and The Zone of Interest two.\n\n## Winners and nominees\n\n"
        "The nominees were announced on January 23, 2024, by Zazie Beetz and Jack Quaid. Oppenheimer led with 13 nominations, followed by Poor Things with 11, "
        "Killers of the Flower Moon with 10 and Barbie with 8.\n\n" + table(["Category", "Winner"], winners) + "\n\n"
        "## Multiple nominations and awards\n\n" + table(["Film", "Nominations", "Wins"], [["Oppenheimer", 13, 7], ["Poor Things", 11, 4],
                                                                                           ["Killers of the Flower Moon", 10, 0], ["Barbie", 8, 1],
                                                                                           ["Maestro", 7, 0], ["Anatomy of a Fall", 5, 1],
                                                                                           ["American Fiction", 5, 1], ["The Holdovers", 5, 1],
                                                                                           ["The Zone of Interest", 5, 2]]) + "\n")
    s5 = res([
        ("https://en.wikipedia.org/wiki/Poor_Things_(film)", "Poor Things (film) - Wikipedia", "At the 96th Academy Awards, the film received eleven nominations and won four: Best Actress, Production Design, Costume Design and Makeup and Hairstyling ...", WP),
        ("https://www.searchlightpictures.com/poor-things/", "Poor Things | Searchlight Pictures", "Winner of 4 Academy Awards including Best Actress Emma Stone ...", WP),
        ("https://www.hollywoodreporter.com/movies/movie-news/emma-stone-best-actress-oscar-poor-things-1235846222/", "Emma Stone Wins Best Actress Oscar for 'Poor Things'", "Stone's second Oscar after La La Land; she beat Lily Gladstone ...", "Mar 10, 2024"),
        ("https://www.indiewire.com/awards/results/poor-things-oscar-wins-1234962410/", "'Poor Things' Wins Four Oscars", "Costume design for Holly Waddington, production design for James Price, Shona Heath and Zsuzsa Mihalek ...", "Mar 11, 2024"),
        ("https://www.vanityfair.com/hollywood/2024/03/poor-things-makeup-oscar", "Poor Things takes makeup and hairstyling Oscar", "Nadia Stacey, Mark Coulier and Josh Weston won ...", "Mar 10, 2024"),
        ("https://www.imdb.com/title/tt14230458/awards/", "Poor Things (2023) - Awards - IMDb", "Won 4 Oscars. 103 wins & 424 nominations total ...", WP),
        ("https://www.bbc.com/news/entertainment-arts-68528744", "Emma Stone wins best actress Oscar", "Stone won for her role as Bella Baxter in Yorgos Lanthimos's film ...", "Mar 11, 2024"),
        ("https://www.reddit.com/r/oscarrace/comments/1bbr1tn/poor_things_goes_4_for_11/", "Poor Things goes 4 for 11 : r/oscarrace", "All four crafts plus Stone. Not bad at all ...", "Mar 11, 2024"),
    ])
    turns: list[Turn] = [
        (rk.search("96th Academy Awards winners list"), s1),
        (rk.extract(url, "winners of the main categories and wins per film"), p2),
        m.add({"oscars96_best_picture": "Oppenheimer", "oscars96_wins_oppenheimer": "7"}),
        m.add({"oscars96_host": "Jimmy Kimmel (4th time)"}),
        (rk.search("Poor Things Oscar wins 2024"), s5),
        m.remove(["oscars96_host"]),
        m.update({"oscars96_wins_oppenheimer": "7 of 13 nominations"}),
        m.add({"oscars96_best_actress": "Emma Stone, Poor Things (film won 4 of 11)"}),
        m.retrieve_all(),
    ]
    rs.add("search", "h66-search-04", SYSTEM, turns)


# ---------------------------------------------------------------- 05 bad: Paris 2024 medal table, a total that does not follow
MEDALS = [("United States", 40, 44, 42), ("China", 40, 27, 24), ("Japan", 20, 12, 13), ("Australia", 18, 19, 16),
          ("France", 16, 26, 22), ("Netherlands", 15, 7, 12), ("Great Britain", 14, 22, 29), ("South Korea", 13, 9, 10),
          ("Italy", 12, 13, 15), ("Germany", 12, 13, 8)]


def t05(rs: rk.RowSet) -> None:
    m = Mem()
    wiki = "https://en.wikipedia.org/wiki/2024_Summer_Olympics_medal_table"
    s1 = res([
        (wiki, "2024 Summer Olympics medal table - Wikipedia", "The United States topped the medal table with 40 gold and 126 total medals, level with China on golds but ahead on silvers ...", WP),
        ("https://olympics.com/en/paris-2024/medals", "Paris 2024 Olympic Medal Table - Gold, Silver & Bronze", "Official medal standings for the Olympic Games Paris 2024. Rank by gold, silver, bronze or total ...", WP),
        ("https://www.nbcolympics.com/medals", "Paris 2024 Olympics Medal Count - NBC Olympics", "Team USA finishes with 126 medals, the most of any nation ...", "Aug 11, 2024"),
        ("https://www.bbc.com/sport/olympics/paris-2024/medals", "Paris 2024 Olympics medal table - BBC Sport", "Great Britain finished seventh in the gold standings with 14 golds and 65 medals overall ...", "Aug 11, 2024"),
        ("https://www.espn.com/olympics/summer/2024/medals", "Olympic Medal Count 2024 - ESPN", "USA 40 G 44 S 42 B; China 40 G 27 S 24 B; Japan 20 G 12 S 13 B ...", WP),
        ("https://www.reuters.com/sports/olympics/us-edges-china-top-medal-table-final-day-2024-08-11/", "US edges China to top medal table on final day", "A last-day gold in women's basketball lifted the United States level with China on 40 golds ...", "Aug 11, 2024"),
        ("https://www.theguardian.com/sport/article/2024/aug/11/paris-2024-olympics-final-medal-table", "Paris 2024 Olympics: final medal table", "How every nation finished in Paris: 91 NOCs won at least one medal ...", "Aug 11, 2024"),
        ("https://www.statista.com/statistics/1101719/summer-olympics-medal-count/", "Paris 2024: medal count by country | Statista", "The United States won 126 medals at the Paris 2024 Olympics ...", "Aug 12, 2024"),
        ("https://www.aljazeera.com/sports/2024/8/11/paris-olympics-2024-final-medal-table", "Paris Olympics 2024 final medal table", "China and the US tied on 40 golds; hosts France fifth with 16 golds and 64 medals ...", "Aug 11, 2024"),
        ("https://www.reddit.com/r/olympics/comments/1epuy0x/final_medal_table_paris_2024/", "Final medal table Paris 2024 : r/olympics", "40-40 on golds, decided on silvers. What a finish ...", "Aug 11, 2024"),
    ])
    rows = [[i, n, g, s, b, g + s + b] for i, (n, g, s, b) in enumerate(MEDALS, 1)]
    p2 = (
        "# 2024 Summer Olympics medal table\n\nFrom Wikipedia, the free encyclopedia\n\n"
        "The **2024 Summer Olympics**, officially the Games of the XXXIII Olympiad, were held in Paris, France, from 26 July to 11 August 2024. "
        "Approximately 10,500 athletes from 206 National Olympic Committees (NOCs) participated, plus the Refugee Olympic Team and Individual Neutral Athletes, "
        "competing in 329 events in 32 sports.\n\nThe United States and China both won 40 gold medals; the United States topped the table on silver medals (44 to 27) "
        "and also won the most medals overall (126). Hosts France finished fifth with 16 gold and 64 medals in total, their best result since 1900. "
        "Dominica, Saint Lucia, Cape Verde and Albania won their first Olympic medals.\n\n## Medal table\n\n"
        "The ranking is by number of gold medals, then silver, then bronze (the IOC's convention).\n\n"
        "Key: ‡ Changes in medal standings (see below) | Host nation (France)\n\n"
        + table(["Rank", "NOC", "Gold", "Silver", "Bronze", "Total"], rows) + "\n\n"
        "## Changes in medal standings\n\nNo medal has been reallocated as of the latest update.\n")
    s4 = res([
        ("https://www.teamgb.com/article/paris-2024-team-gb-medal-tally/6kqXQm1Fzq0Xl3YwNqv1Hc", "Team GB finish Paris 2024 with 65 medals", "Team GB ended the Games with 14 gold, 22 silver and 29 bronze medals, 65 in all ...", "Aug 11, 2024"),
        ("https://www.bbc.com/sport/olympics/articles/c9wjl7pw3z1o", "Paris 2024: GB finish seventh with 65 medals", "Great Britain's total of 65 matches London 2012 and is one fewer than Rio 2016 ...", "Aug 11, 2024"),
        ("https://www.skysports.com/olympics/news/12040/13192350/paris-olympics-2024-team-gb-medal-tally", "Team GB medal count: all 65 medals won in Paris", "A record 29 bronze medals for Great Britain at a single Games ...", "Aug 11, 2024"),
        ("https://www.theguardian.com/sport/article/2024/aug/11/team-gb-paris-2024-verdict", "Team GB's Paris 2024 verdict", "Fewer golds than Tokyo but more medals overall ...", "Aug 11, 2024"),
        ("https://www.uksport.gov.uk/news/2024/08/12/paris-2024-results", "UK Sport reacts to Paris 2024 results", "Team GB surpassed the pre-Games medal target range of 50 to 70 ...", "Aug 12, 2024"),
        ("https://en.wikipedia.org/wiki/Great_Britain_at_the_2024_Summer_Olympics", "Great Britain at the 2024 Summer Olympics - Wikipedia", "Great Britain finished seventh in the medal table with 14 gold, 22 silver and 29 bronze medals ...", WP),
        ("https://www.independent.co.uk/sport/olympics/team-gb-medals-paris-2024-b2594311.html", "Every Team GB medal at Paris 2024", "From Tom Pidcock's mountain bike gold to Keely Hodgkinson's 800m ...", "Aug 11, 2024"),
        ("https://www.reddit.com/r/olympics/comments/1epw0dq/team_gb_65_medals/", "Team GB 65 medals : r/olympics", "Third most medals overall behind the US and China, one ahead of France ...", "Aug 11, 2024"),
    ])
    gb = "https://www.teamgb.com/article/paris-2024-team-gb-medal-tally/6kqXQm1Fzq0Xl3YwNqv1Hc"
    v5 = visit(gb, "Team GB medal breakdown and comparison with previous Games", (
        "Team GB have ended the Paris 2024 Olympic Games with 65 medals – 14 gold, 22 silver and 29 bronze – finishing seventh in the medal table.\n"
        "The total of 65 equals London 2012 and is one fewer than the 67 won at Rio 2016. It is Team GB's third-highest medal count of all time at a Games held abroad.\n"
        "The 29 bronze medals are the most Great Britain has ever won at a single Olympics.\n"
        "Rowing (3 gold), cycling (7 medals) and swimming (8 medals) were the most successful sports."), (
        "Team GB won 65 medals in Paris (14 gold, 22 silver, 29 bronze), seventh in the gold-ranked table. The total equals London 2012 and is one short of Rio 2016; "
        "29 bronzes is a national record for one Games."))
    by_total = sorted(MEDALS, key=lambda r: (-(r[1] + r[2] + r[3]), -r[1]))
    rows7 = []
    for i, (n, g, s, b) in enumerate(by_total, 1):
        tot = g + s + b
        if n == "Great Britain":
            tot -= 1
        rows7.append([i, n, g, s, b, tot])
    oly = "https://olympics.com/en/paris-2024/medals"
    p7 = (
        "# Paris 2024 Medal Table\n\nOlympic Games Paris 2024 | 26 July – 11 August 2024\n\nSort by: Total ▾ | Gold | Silver | Bronze\n\n"
        + table(["Rank", "NOC", "Gold", "Silver", "Bronze", "Total"], rows7) + "\n\n"
        "Showing 10 of 91 NOCs. Ranked by total medals.\n\n"
        "- 329 medal events\n- 206 NOCs, the Refugee Olympic Team and Individual Neutral Athletes took part\n\n"
        "Medal standings may change following anti-doping procedures. Last update: 11 August 2024.\n")
    turns: list[Turn] = [
        (rk.search("Paris 2024 Olympics final medal table"), s1),
        (rk.extract(wiki, "top 10 nations by gold with totals"), p2),
        m.add({"usa_2024": "40G 44S 42B = 126", "china_2024": "40G 27S 24B = 91"}),
        (rk.search("Team GB medal count Paris 2024 total"), s4),
        (rk.extract(gb, "Team GB medal breakdown and comparison with previous Games"), v5),
        m.add({"gb_2024": "14G 22S 29B = 65 (7th)"}),
        (rk.extract(oly, "top 10 nations ranked by total medals"), p7),
        m.retrieve(["gb_2024", "usa_2024"]),
    ]
    rs.add("search", "h66-search-05", SYSTEM, turns, bad=True, turn=7,
           kind="In the table sorted by total, Great Britain's 14 + 22 + 29 adds up to 64, not 65. Turns 2, 4 and 5 established 65 for the same final medal table.")


# ---------------------------------------------------------------- 06 clean: longest rivers, sources that differ for a reason, re-sorted view
RIVERS = [("Nile", "6,650", "4,130", "Mediterranean", "2,800", "Ethiopia, Sudan, Egypt, Uganda, ..."),
          ("Amazon", "6,400", "3,976", "Atlantic Ocean", "209,000", "Brazil, Peru, Bolivia, Colombia, Ecuador"),
          ("Yangtze", "6,300", "3,917", "East China Sea", "30,166", "China"),
          ("Mississippi–Missouri", "6,275", "3,902", "Gulf of Mexico", "16,792", "United States, Canada"),
          ("Yenisey–Angara–Selenge", "5,539", "3,445", "Kara Sea", "19,600", "Russia, Mongolia"),
          ("Yellow River", "5,464", "3,395", "Bohai Sea", "2,110", "China"),
          ("Ob–Irtysh", "5,410", "3,364", "Gulf of Ob", "12,475", "Russia, Kazakhstan, China"),
          ("Río de la Plata–Paraná", "4,880", "3,030", "Río de la Plata", "18,000", "Brazil, Argentina, Paraguay, Uruguay"),
          ("Congo–Chambeshi", "4,700", "2,922", "Atlantic Ocean", "41,200", "DR Congo, Congo, Angola, Zambia, ..."),
          ("Amur–Argun", "4,444", "2,763", "Sea of Okhotsk", "11,400", "Russia, China, Mongolia")]


def t06(rs: rk.RowSet) -> None:
    m = Mem()
    lst = "https://en.wikipedia.org/wiki/List_of_river_systems_by_length"
    s1 = res([
        (lst, "List of river systems by length - Wikipedia", "The Nile (6,650 km) and the Amazon (6,400 km) are the two longest rivers; which is longer depends on where the source and the mouth are taken to be ...", WP),
        ("https://www.britannica.com/science/river/Longest-rivers-of-the-world", "Longest rivers of the world | Britannica", "Nile 6,650 km; Amazon 6,400 km; Yangtze 6,300 km; Mississippi–Missouri 5,971 km ...", WP),
        ("https://www.worldatlas.com/rivers/the-longest-rivers-in-the-world.html", "The 10 Longest Rivers In The World - WorldAtlas", "The Nile is generally regarded as the longest river in the world at about 6,650 km ...", "Oct 3, 2023"),
        ("https://www.nationalgeographic.com/environment/article/nile-river", "Nile River | National Geographic", "The Nile flows northward for about 6,650 kilometers through eleven countries ...", WP),
        ("https://education.nationalgeographic.org/resource/amazon-river/", "Amazon River - National Geographic Education", "The Amazon is the largest river in the world by volume, with about one-fifth of all river discharge ...", WP),
        ("https://www.guinnessworldrecords.com/world-records/longest-river", "Longest river | Guinness World Records", "The Nile is 6,695 km long from its farthest stream in Burundi ...", WP),
        ("https://www.usgs.gov/special-topics/water-science-school/science/largest-rivers-united-states", "Largest Rivers in the United States | USGS", "The Missouri and Mississippi together form the fourth-longest river system ...", WP),
        ("https://www.reddit.com/r/geography/comments/10mqpzl/is_the_amazon_actually_longer_than_the_nile/", "Is the Amazon actually longer than the Nile? : r/geography", "Depends on which source of the Amazon you pick and whether you count the Pará estuary ...", "Jan 27, 2023"),
        ("https://www.statista.com/statistics/1320234/longest-rivers-world/", "Longest rivers in the world | Statista", "Length of the longest rivers worldwide, in kilometers ...", "Jun 2, 2023"),
        ("https://www.geographyrealm.com/longest-rivers/", "The World's Longest Rivers - Geography Realm", "Measuring a river's length is harder than it sounds: meanders, sources and deltas ...", "Feb 14, 2022"),
    ])
    rows = [[i, n, km, mi, mouth, q, c] for i, (n, km, mi, mouth, q, c) in enumerate(RIVERS, 1)]
    p2 = (
        "# List of river systems by length\n\nFrom Wikipedia, the free encyclopedia\n\n"
        "This is a list of the longest rivers on Earth. It includes river systems over 1,000 kilometres (620 mi).\n\n"
        "## Definition of length\n\nThere are many factors, such as the identification of the source, the identification or the definition of the mouth, "
        "and the scale of measurement of the river length between source and mouth, that determine the precise meaning of \"river length\". As a result, "
        "the length measurements of many rivers are only approximations. In particular, there has long been disagreement as to whether the Nile or the Amazon "
        "is the world's longest river. The Nile has traditionally been considered longer, but in 2007 and 2008 some scientists claimed that the Amazon is longer "
        "by measuring the river plus the adjacent Pará estuary and the longest connecting tidal canal.\n\n## List of river systems longer than 4,000 km (top 10)\n\n"
        + table(["#", "River", "Length (km)", "Length (mi)", "Outflow", "Avg. discharge (m³/s)", "Drainage area countries"], rows) + "\n\n"
        "Notes: Amazon length given is the commonly cited figure; estimates range from 6,400 to 7,000 km depending on the source and mouth used. "
        "Mississippi–Missouri length includes the Jefferson–Beaverhead–Red Rock headwaters.\n")
    s3 = res([
        ("https://www.nationalgeographic.com/science/article/amazon-longer-than-nile-river-study", "Amazon Longer Than Nile River, Scientists Say", "A Brazilian team from INPE measured the Amazon at 6,992 km, 140 km longer than their own figure for the Nile (6,853 km) ...", "Jun 18, 2007"),
        ("https://www.reuters.com/article/us-brazil-amazon/amazon-is-longer-than-nile-brazilian-study-idUSN1648207720070616", "Amazon is longer than Nile: Brazilian study", "Researchers traced the source to the Mismi area in southern Peru ...", "Jun 16, 2007"),
        ("https://www.scientificamerican.com/article/which-is-longer-amazon-or-nile-river/", "Which Is Longer, the Amazon or the Nile? - Scientific American", "The answer depends on the definition of a river's source and mouth ...", "Jul 27, 2023"),
        ("https://en.wikipedia.org/wiki/Amazon_River", "Amazon River - Wikipedia", "The Amazon is about 6,400 km long, though some measurements give 6,992 km ...", WP),
        ("https://www.bbc.com/news/science-environment-64553470", "Expedition to settle Amazon-Nile length debate", "A 2024 expedition plans to map the Amazon from its Andean source with GPS ...", "Mar 6, 2023"),
        ("https://www.inpe.br/noticias/noticia.php?Cod_Noticia=1062", "INPE: Rio Amazonas é o mais extenso do mundo", "Estudo do INPE conclui que o Amazonas tem 6.992 km ...", "Jun 2007"),
        ("https://www.livescience.com/29360-amazon-river.html", "Amazon River: facts and history | Live Science", "Most sources give the Amazon's length as 6,400 km ...", "Feb 26, 2022"),
        ("https://www.reddit.com/r/todayilearned/comments/8xk2vu/til_the_amazon_might_be_longer_than_the_nile/", "TIL the Amazon might be longer than the Nile : r/todayilearned", "Depends on whether you count the Pará river mouth ...", "Jul 10, 2018"),
    ])
    bri = "https://www.britannica.com/place/Amazon-River"
    v5 = visit(bri, "length and discharge of the Amazon", (
        "Amazon River, Portuguese Rio Amazonas, Spanish Río Amazonas, the greatest river of South America and the largest drainage system in the world in terms of the volume "
        "of its flow and the area of its basin. The total length of the river—as measured from the headwaters of the Ucayali-Apurímac river system in southern Peru—is at least "
        "4,000 miles (6,400 km), which makes it slightly shorter than the Nile River but still the equivalent of the distance from New York City to Rome.\n"
        "Its average discharge is about 7,381,000 cubic feet (209,000 cubic metres) per second, roughly one-fifth of the total discharge of all rivers on Earth."), (
        "Britannica gives the Amazon's length as at least 6,400 km (4,000 mi) from the Ucayali–Apurímac headwaters, slightly shorter than the Nile, "
        "and an average discharge of about 209,000 m³/s, about a fifth of the world's river discharge."))
    by_q = sorted(RIVERS, key=lambda r: -float(r[4].replace(",", "")))[:5]
    v6 = visit(lst, "top 5 of these rivers by average discharge", (
        "List of river systems longer than 4,000 km (top 10), sorted by Avg. discharge (m³/s), descending:\n"
        + table(["River", "Length (km)", "Avg. discharge (m³/s)", "Outflow"], [[n, km, q, mouth] for n, km, _mi, mouth, q, _c in by_q])), (
        "Among the ten longest river systems, the Amazon has by far the largest discharge (about 209,000 m³/s), followed by the Congo (41,200), the Yangtze (30,166), "
        "the Yenisey (19,600) and the Paraná (18,000). The Nile, the longest at 6,650 km, carries only about 2,800 m³/s."))
    turns: list[Turn] = [
        (rk.search("longest rivers in the world list km"), s1),
        (rk.extract(lst, "top 10 longest river systems with length and discharge"), p2),
        (rk.search("Amazon longer than Nile 6,992 km Brazilian study"), s3),
        m.add({"nile_km": "6,650 (standard figure; Guinness 6,695)", "amazon_km": "6,400 (standard); 6,992 per 2007 INPE study"}),
        (rk.extract(bri, "length and discharge of the Amazon"), v5),
        (rk.extract(lst, "top 5 of these rivers by average discharge"), v6),
        m.retrieve(["amazon_km", "nile_km"]),
    ]
    rs.add("search", "h66-search-06", SYSTEM, turns)


# ---------------------------------------------------------------- 07 clean: live chess ratings moving during Norway Chess
def live_page(stamp: str, rows: list[list[Any]], note: str) -> str:
    return (
        "# Live Chess Ratings - 2700chess.com\n\nTop 2700 players: live rating list\n\n"
        f"Updated: {stamp}\n\n" + table(["#", "Player", "Fed", "Rating", "+/-", "Age", "Games"], rows) + "\n\n"
        f"{note}\n\nLive ratings are calculated after each classical game using the FIDE rating formula (K=10 for players who have ever reached 2400). "
        "Official FIDE ratings are published on the first day of each month.\n\nCurrently playing: Norway Chess 2024 (Stavanger, 27 May – 7 June)\n")


def t07(rs: rk.RowSet) -> None:
    m = Mem()
    live = "https://2700chess.com/"
    s1 = res([
        (live, "2700chess - Live Chess Ratings", "Live ratings of the world's top chess players. Carlsen 2832.1, Caruana 2803.7, Nakamura 2794.0 ...", WP),
        ("https://norwaychess.no/en/", "Norway Chess 2024 - Official site", "Norway Chess 2024, 27 May – 7 June in Stavanger: Carlsen, Nakamura, Caruana, Ding Liren, Praggnanandhaa, Firouzja ...", WP),
        ("https://www.chess.com/events/2024-norway-chess", "Norway Chess 2024 - Chess.com Events", "Live games, standings and results. Armageddon after every drawn classical game ...", WP),
        ("https://ratings.fide.com/profile/1503014", "Carlsen, Magnus - FIDE Ratings", "FIDE ID 1503014. Federation Norway. Std 2830, Rapid 2823, Blitz 2886 ...", WP),
        ("https://www.chessbase.com/post/norway-chess-2024-round-5", "Norway Chess R5: Carlsen takes the lead", "Carlsen beat Firouzja in classical to move to the top of the standings ...", "Jun 1, 2024"),
        ("https://www.reddit.com/r/chess/comments/1d5q0qk/live_rating_carlsen_after_r5/", "Carlsen live rating after R5 : r/chess", "He's back above 2830 live after the classical win ...", "Jun 1, 2024"),
        ("https://en.wikipedia.org/wiki/Norway_Chess_2024", "Norway Chess 2024 - Wikipedia", "The 12th edition of Norway Chess, a double round-robin with six players ...", WP),
        ("https://www.chess.com/news/view/norway-chess-2024-round-6", "Norway Chess Round 6: Carlsen vs Nakamura", "The rivals meet in classical for the first time since 2022 ...", "Jun 2, 2024"),
        ("https://www.fide.com/news/3021", "FIDE rating list June 2024", "Carlsen remains world number one with 2830 ...", "Jun 1, 2024"),
    ])
    r1 = [[1, "Magnus Carlsen", "NOR", "2832.1", "+2.1", 33, "5"], [2, "Fabiano Caruana", "USA", "2803.7", "-0.3", 31, "5"],
          [3, "Hikaru Nakamura", "USA", "2794.0", "-0.6", 36, "5"], [4, "Ian Nepomniachtchi", "FID", "2770.0", "0.0", 33, "0"],
          [5, "Alireza Firouzja", "FRA", "2757.7", "-2.3", 20, "5"], [6, "Ding Liren", "CHN", "2755.8", "-6.2", 31, "5"],
          [7, "R Praggnanandhaa", "IND", "2754.3", "+7.3", 18, "5"], [8, "Gukesh D", "IND", "2763.0", "0.0", 18, "0"]]
    r1 = sorted(r1, key=lambda r: -float(r[3]))
    r1 = [[i, *r[1:]] for i, r in enumerate(r1, 1)]
    p2 = live_page("2 June 2024, 18:05 UTC", r1, "Round 6 of Norway Chess 2024 is in progress; the list will update when the classical games finish.")
    fide = "https://ratings.fide.com/profile/1503014"
    p3 = (
        "# Carlsen, Magnus\n\nFIDE Ratings\n\n| | |\n| --- | --- |\n| FIDE ID | 1503014 |\n| Federation | Norway |\n| B-Year | 1990 |\n| Sex | Male |\n"
        "| FIDE title | Grandmaster |\n\n## Ratings (June 2024)\n\n| std | rapid | blitz |\n| --- | --- | --- |\n| 2830 | 2823 | 2886 |\n\n"
        "## World Rank\n\n| | All players | Active players |\n| --- | --- | --- |\n| World Rank | 1 | 1 |\n| National Rank | 1 | 1 |\n\n"
        "## Rating history (standard)\n\n" + table(["Period", "RTNG", "Gms"], [["2024-Jun", 2830, 0], ["2024-May", 2830, 0], ["2024-Apr", 2830, 0],
                                                                            ["2024-Mar", 2830, 0], ["2024-Feb", 2830, 0], ["2024-Jan", 2830, 9]]) + "\n\n"
        "Games of Norway Chess 2024 will be rated on the July 2024 list.\n")
    s5 = res([
        ("https://www.chess.com/news/view/norway-chess-2024-round-6", "Norway Chess Round 6: Carlsen Beats Nakamura", "Carlsen won a long classical game against Nakamura and extends his lead to 2.5 points ...", "Jun 2, 2024"),
        ("https://www.chessbase.com/post/norway-chess-2024-round-6", "Norway Chess R6: Carlsen wins the classic", "Magnus Carlsen defeated Hikaru Nakamura after a 5-hour battle; Pragg and Caruana drew and went to Armageddon ...", "Jun 2, 2024"),
        ("https://norwaychess.no/en/results/", "Results and standings - Norway Chess", "Round 6, 2 June 2024: Carlsen 1-0 Nakamura; Praggnanandhaa ½-½ Caruana; Ding Liren ½-½ Firouzja ...", WP),
        ("https://www.reddit.com/r/chess/comments/1d6e1ez/carlsen_beats_nakamura_classical/", "Carlsen beats Nakamura in classical : r/chess", "2834 live now. Insane endgame technique ...", "Jun 2, 2024"),
        ("https://www.fide.com/news/3026", "Norway Chess: Carlsen strikes against Nakamura", "The world number one now leads by a comfortable margin with four rounds to go ...", "Jun 3, 2024"),
        ("https://www.youtube.com/watch?v=Qd3rFqN5K0o", "Carlsen vs Nakamura | Norway Chess 2024 Round 6 - YouTube", "Full game commentary ...", "Jun 2, 2024"),
        ("https://en.wikipedia.org/wiki/Norway_Chess_2024", "Norway Chess 2024 - Wikipedia", "Standings after round 6 ...", WP),
    ])
    r2 = [[1, "Magnus Carlsen", "NOR", "2834.5", "+4.5", 33, "6"], [2, "Fabiano Caruana", "USA", "2803.5", "-0.5", 31, "6"],
          [3, "Hikaru Nakamura", "USA", "2791.6", "-3.0", 36, "6"], [4, "Ian Nepomniachtchi", "FID", "2770.0", "0.0", 33, "0"],
          [5, "Gukesh D", "IND", "2763.0", "0.0", 18, "0"], [6, "Alireza Firouzja", "FRA", "2757.6", "-2.4", 20, "6"],
          [7, "Ding Liren", "CHN", "2755.9", "-6.1", 31, "6"], [8, "R Praggnanandhaa", "IND", "2754.5", "+7.5", 18, "6"]]
    p6 = live_page("2 June 2024, 21:47 UTC", r2, "Round 6 of Norway Chess 2024 completed. Next round: 3 June 2024.")
    turns: list[Turn] = [
        (rk.search("Carlsen live rating Norway Chess 2024"), s1),
        (rk.extract(live, "current live ratings of the top players"), p2),
        (rk.extract(fide, "official standard rating and FIDE ID"), p3),
        m.add({"carlsen_fide_id": "1503014", "carlsen_std_jun2024": "2830 (official)", "carlsen_live": "2832.1 (2 Jun 2024 18:05 UTC)"}),
        (rk.search("Norway Chess 2024 round 6 results Carlsen Nakamura"), s5),
        (rk.extract(live, "current live ratings of the top players"), p6),
        m.update({"carlsen_live": "2834.5 (2 Jun 2024 21:47 UTC, after beating Nakamura in R6)"}),
        m.retrieve(["carlsen_live", "carlsen_std_jun2024", "carlsen_fide_id"]),
    ]
    rs.add("search", "h66-search-07", SYSTEM, turns)


# ---------------------------------------------------------------- 08 bad: UNESCO danger status flips
def t08(rs: rk.RowSet) -> None:
    m = Mem()
    site = "https://whc.unesco.org/en/list/527"
    s1 = res([
        (site, "Kyiv: Saint-Sophia Cathedral and Related Monastic Buildings, Kyiv-Pechersk Lavra - UNESCO", "Inscribed 1990. In Danger since 2023. Designed to rival Saint Sophia (Constantinople), Kyiv's Saint-Sophia Cathedral symbolizes the 'new Constantinople' ...", WP),
        ("https://whc.unesco.org/en/news/2613", "Kyiv and Lviv historic centres added to List of World Heritage in Danger", "Meeting in Riyadh on 15 September 2023, the World Heritage Committee inscribed Kyiv's Saint-Sophia Cathedral and the Historic Centre of L'viv on the Danger List ...", "Sep 15, 2023"),
        ("https://www.reuters.com/world/europe/unesco-puts-kyiv-lviv-world-heritage-sites-danger-list-2023-09-15/", "UNESCO puts Kyiv, Lviv heritage sites on danger list", "The designation citing the threat of destruction from Russian attacks ...", "Sep 15, 2023"),
        ("https://en.wikipedia.org/wiki/Saint_Sophia_Cathedral,_Kyiv", "Saint Sophia Cathedral, Kyiv - Wikipedia", "The cathedral is part of the World Heritage Site inscribed in 1990; it was placed on the List of World Heritage in Danger in 2023 ...", WP),
        ("https://en.wikipedia.org/wiki/List_of_World_Heritage_in_Danger", "List of World Heritage in Danger - Wikipedia", "As of 2024, 56 properties are listed as in danger ...", WP),
        ("https://www.theguardian.com/world/2023/sep/15/unesco-kyiv-lviv-endangered-heritage", "Unesco adds Kyiv and Lviv landmarks to endangered list", "Russia's war threatens the cathedral and the Lavra monastery complex ...", "Sep 15, 2023"),
        ("https://www.dw.com/en/unesco-lists-kyiv-and-lviv-heritage-sites-as-in-danger/a-66812010", "UNESCO lists Kyiv and Lviv heritage sites as 'in danger'", "Odesa's historic centre was added in January ...", "Sep 15, 2023"),
        ("https://www.kyiv-pechersk-lavra.ua/en", "National Kyiv-Pechersk Historical and Cultural Preserve", "Visiting hours, history of the Lavra ...", WP),
        ("https://www.ukrinform.net/rubric-culture/3760032-unesco-danger-list.html", "Sophia of Kyiv and Lviv centre on UNESCO danger list", "Decision adopted at the 45th session ...", "Sep 15, 2023"),
    ])
    common = (
        "# Kyiv: Saint-Sophia Cathedral and Related Monastic Buildings, Kyiv-Pechersk Lavra\n\nUNESCO World Heritage Centre\n\n"
        "| | |\n| --- | --- |\n| Country | Ukraine |\n| Date of Inscription | 1990 |\n| Extension | 2005 |\n| Criteria | (i)(ii)(iii)(iv) |\n"
        "| Property | 28.52 ha |\n| Buffer zone | 220.0 ha |\n| Ref | 527bis |\n{danger}\n"
        "## Description\n\nDesigned to rival Hagia Sophia in Constantinople, Kyiv's Saint-Sophia Cathedral symbolizes the 'new Constantinople', capital of the Christian "
        "principality of Kyiv, which was created in the 11th century in a region evangelized after the baptism of St Vladimir in 988. The spiritual and intellectual "
        "influence of Kyiv-Pechersk Lavra contributed to the spread of Orthodox faith and thought in the Russian world from the 17th to the 19th century.\n\n")
    p2 = common.format(danger="| In Danger | 2023 |\n\n**Property inscribed on the List of World Heritage in Danger (2023)**\n") + (
        "## Outstanding Universal Value\n\nCriterion (i): Saint-Sophia Cathedral is a masterpiece of human creative genius in both its architectural layout and its "
        "monumental decoration (mosaics and frescoes).\n\nCriterion (ii): Saint-Sophia Cathedral exerted considerable influence on Russian architecture and monumental "
        "decoration from the 11th century onwards.\n\n## Danger Listing\n\nAt its extended 45th session (Riyadh, 15 September 2023) the World Heritage Committee inscribed "
        "the property on the List of World Heritage in Danger, citing threats from potential destruction due to the armed conflict, including the risk of direct hits "
        "and the impact of shock waves from missile attacks on the city.\n")
    s4 = res([
        ("https://whc.unesco.org/en/danger/", "List of World Heritage in Danger - UNESCO", "The List of World Heritage in Danger is designed to inform the international community of conditions which threaten the characteristics ...", WP),
        ("https://whc.unesco.org/en/news/2527", "Historic Centre of Odesa inscribed on World Heritage List in Danger", "Extraordinary session, 25 January 2023: the Committee inscribed Odesa under emergency procedure ...", "Jan 25, 2023"),
        ("https://whc.unesco.org/en/news/2522", "Landmarks of the Ancient Kingdom of Saba, Marib, Yemen inscribed on Danger list", "The Committee also inscribed the Yemeni site directly on the List in Danger ...", "Jan 25, 2023"),
        ("https://whc.unesco.org/en/news/2613", "Kyiv and Lviv historic centres added to List of World Heritage in Danger", "Riyadh, 15 September 2023 ...", "Sep 15, 2023"),
        ("https://en.wikipedia.org/wiki/List_of_World_Heritage_in_Danger", "List of World Heritage in Danger - Wikipedia", "Europe and North America: Historic Centre of Vienna (2017), Medieval Monuments in Kosovo (2006), Odesa (2023), Kyiv (2023), L'viv (2023) ...", WP),
        ("https://www.unesco.org/en/articles/world-heritage-committee-2023-danger", "45th session: decisions on the state of conservation", "Properties added to and removed from the List in Danger in 2023 ...", "Sep 25, 2023"),
        ("https://www.euronews.com/culture/2023/09/15/unesco-kyiv-lviv-danger", "UNESCO adds Kyiv and Lviv to endangered heritage list", "Ukraine now has three sites on the danger list ...", "Sep 15, 2023"),
    ])
    dl = "https://whc.unesco.org/en/danger/"
    p5 = (
        "# List of World Heritage in Danger\n\nUNESCO World Heritage Centre\n\nThe List of World Heritage in Danger is designed to inform the international community of "
        "conditions which threaten the very characteristics for which a property was inscribed on the World Heritage List, and to encourage corrective action.\n\n"
        "## Europe and North America\n\n" + table(["Property", "State Party", "Year in Danger"], [
            ["Historic Centre of Vienna", "Austria", 2017], ["Medieval Monuments in Kosovo", "Serbia", 2006], ["Historic Centre of Odesa", "Ukraine", 2023],
            ["Kyiv: Saint-Sophia Cathedral and Related Monastic Buildings, Kyiv-Pechersk Lavra", "Ukraine", 2023],
            ["L'viv – the Ensemble of the Historic Centre", "Ukraine", 2023], ["Everglades National Park", "United States of America", 2010]]) + "\n\n"
        "## Arab States (selection)\n\n" + table(["Property", "State Party", "Year in Danger"], [
            ["Landmarks of the Ancient Kingdom of Saba, Marib", "Yemen", 2023], ["Ancient City of Aleppo", "Syrian Arab Republic", 2013],
            ["Old City of Jerusalem and its Walls", "Jerusalem (Site proposed by Jordan)", 1982], ["Hatra", "Iraq", 2015]]) + "\n\n"
        "Total: 56 properties on the List of World Heritage in Danger.\n")
    p6 = common.format(danger="") + (
        "## Components\n\n" + table(["ID", "Name", "Area"], [["527bis-001", "Saint-Sophia Cathedral and Related Monastic Buildings", "4.37 ha"],
                                                            ["527bis-002", "Kyiv-Pechersk Lavra", "24.15 ha"]]) + "\n\n"
        "The Kyiv-Pechersk Lavra component includes the Dormition Cathedral, the Trinity Gate Church, the Great Lavra Bell Tower and the Near and Far Caves.\n\n"
        "## State of Conservation\n\nThe property is not on the List of World Heritage in Danger. The latest state of conservation report was examined by the "
        "Committee at its 45th session (2023).\n")
    turns: list[Turn] = [
        (rk.search("Kyiv Saint-Sophia Cathedral World Heritage in Danger 2023"), s1),
        (rk.extract(site, "inscription details and danger status"), p2),
        m.add({"kyiv_527": "inscribed 1990 (ext. 2005); on Danger List since 15 Sep 2023"}),
        (rk.search("World Heritage in Danger 2023 additions Odesa Marib Lviv Kyiv"), s4),
        (rk.extract(dl, "European and Arab States properties currently in danger"), p5),
        (rk.extract(site, "components of the property and state of conservation"), p6),
        m.retrieve(["kyiv_527"]),
    ]
    rs.add("search", "h66-search-08", SYSTEM, turns, bad=True, turn=6,
           kind="The re-read UNESCO page for Kyiv (ref 527bis) says the property is not on the List in Danger. Turns 1, 2 and 5 showed it inscribed on that list since 15 September 2023, and no action removed it.")


# ---------------------------------------------------------------- 09 bad: lighthouses, removed memory item shows again
def t09(rs: rk.RowSet) -> None:
    m = Mem()
    lst = "https://en.wikipedia.org/wiki/List_of_tallest_lighthouses"
    s1 = res([
        (lst, "List of tallest lighthouses - Wikipedia", "This is a list of the world's tallest lighthouses, by structural height. Jeddah Light in Saudi Arabia (133 m) is the tallest ...", WP),
        ("https://www.guinnessworldrecords.com/world-records/tallest-lighthouse", "Tallest lighthouse | Guinness World Records", "The tallest lighthouse is the Jeddah Light, a steel tower of about 133 m at the entrance of Jeddah Islamic Port ...", WP),
        ("https://www.lighthousedirectory.net/tallest.htm", "The World's Tallest Lighthouses - Lighthouse Directory", "Russ Rowlett's list of lighthouses 60 m (197 ft) or taller, with focal heights and dates ...", WP),
        ("https://en.wikipedia.org/wiki/%C3%8Ele_Vierge_Lighthouse", "Île Vierge Lighthouse - Wikipedia", "At 82.5 m, the Île Vierge lighthouse in Brittany is the tallest traditional (masonry) lighthouse in the world ...", WP),
        ("https://www.atlasobscura.com/places/phare-de-l-ile-vierge", "Phare de l'Île Vierge - Atlas Obscura", "Climb 365 steps inside the tallest stone lighthouse in Europe ...", WP),
        ("https://en.wikipedia.org/wiki/Lighthouse_of_Genoa", "Lighthouse of Genoa - Wikipedia", "La Lanterna, 76 m tall, is the main lighthouse of Genoa's port and one of the oldest working lighthouses ...", WP),
        ("https://en.wikipedia.org/wiki/Yokohama_Marine_Tower", "Yokohama Marine Tower - Wikipedia", "The 106 m tower served as a lighthouse from 1961 until 2008 and was listed as the world's tallest lighthouse ...", WP),
        ("https://www.reddit.com/r/lighthouses/comments/uf0wcg/worlds_tallest_lighthouse/", "World's tallest lighthouse? : r/lighthouses", "Depends whether you count steel towers like Jeddah or only masonry ones like Île Vierge ...", "Apr 30, 2022"),
        ("https://www.phare-ile-vierge.fr/en/", "Phare de l'Île Vierge - visits", "Guided visits from April to September, boat from Plouguerneau ...", WP),
        ("https://en.wikipedia.org/wiki/Phare_de_Gatteville", "Phare de Gatteville - Wikipedia", "At 75 m, Gatteville lighthouse in Normandy is the third-tallest traditional lighthouse ...", WP),
    ])
    rows = [["Jeddah Light", "Saudi Arabia", "133", 1990, "Active", "Steel tower, control tower for the port"],
            ["Yokohama Marine Tower", "Japan", "106", 1961, "Deactivated 2008", "Observation tower, lighthouse function ended"],
            ["Île Vierge", "France", "82.5", 1902, "Active", "Tallest masonry lighthouse"],
            ["Lighthouse of Genoa (La Lanterna)", "Italy", "76", 1543, "Active", "Current tower rebuilt 1543"],
            ["Phare de Gatteville", "France", "75", 1835, "Active", ""],
            ["Phare de Cordouan", "France", "68", 1611, "Active", "UNESCO World Heritage Site (2021)"],
            ["Phare de la Coubre", "France", "64", 1905, "Active", ""],
            ["Cape Hatteras Light", "United States", "60", 1870, "Active", "Tallest brick lighthouse in the US; moved 1999"]]
    p2 = (
        "# List of tallest lighthouses\n\nFrom Wikipedia, the free encyclopedia\n\n"
        "This is a list of lighthouses that are at least 60 metres (197 ft) tall, ordered by structural height. The focal height of the light may differ from the "
        "structural height. Towers that no longer serve as lighthouses are included for completeness and marked.\n\n## List\n\n"
        + table(["Name", "Country", "Height (m)", "Year", "Status", "Notes"], rows) + "\n\n"
        "## Notes\n\n- The Jeddah Light is a steel and concrete structure; the tallest traditional (masonry) lighthouse is Île Vierge.\n"
        "- Yokohama Marine Tower was listed by Guinness as the tallest lighthouse until it ceased to function as one in 2008.\n")
    s4 = res([
        ("https://whc.unesco.org/en/list/1625", "Cordouan Lighthouse - UNESCO World Heritage Centre", "Inscribed in 2021. The 68 m lighthouse rises on a rocky plateau in the Gironde estuary ...", WP),
        ("https://en.wikipedia.org/wiki/Cordouan_Lighthouse", "Cordouan Lighthouse - Wikipedia", "Completed in 1611, heightened in the 1780s to 68 m; known as the 'Versailles of the Sea' ...", WP),
        ("https://www.phare-de-cordouan.fr/en/", "Phare de Cordouan - official site", "Visits by boat from Le Verdon-sur-Mer and Royan; 301 steps to the lantern ...", WP),
        ("https://www.france24.com/en/20210724-france-s-cordouan-lighthouse-added-to-unesco-world-heritage-list", "France's Cordouan lighthouse added to UNESCO World Heritage list", "The 'king of lighthouses' is the second lighthouse inscribed after the Tower of Hercules ...", "Jul 24, 2021"),
        ("https://www.theguardian.com/world/2021/jul/24/cordouan-lighthouse-france-unesco", "'Versailles of the sea' lighthouse joins UNESCO list", "The 400-year-old lighthouse still works ...", "Jul 24, 2021"),
        ("https://en.wikipedia.org/wiki/Tower_of_Hercules", "Tower of Hercules - Wikipedia", "Roman lighthouse in A Coruña, UNESCO World Heritage Site since 2009 ...", WP),
        ("https://www.reddit.com/r/france/comments/opyb2t/cordouan_unesco/", "Le phare de Cordouan classé à l'UNESCO : r/france", "Enfin ! ...", "Jul 24, 2021"),
    ])
    iv = "https://en.wikipedia.org/wiki/%C3%8Ele_Vierge_Lighthouse"
    v7 = visit(iv, "height and first lit", (
        "The Île Vierge Lighthouse (French: Phare de l'Île Vierge) is a lighthouse on the Île Vierge, a small island off Plouguerneau in the Finistère department of Brittany.\n"
        "| Constructed | 1896–1902 |\n| First lit | 1902 |\n| Height | 82.5 m (271 ft) |\n| Focal height | 77 m (253 ft) |\n| Range | 27 nmi (50 km) |\n| Characteristic | Fl W 5s |\n"
        "At 82.5 metres, it is the tallest lighthouse in Europe and the tallest traditional lighthouse in the world. An older, 33 m lighthouse of 1845 still stands beside it. "
        "The interior is lined with some 12,500 opaline tiles; 365 steps lead to the lantern."), (
        "Île Vierge lighthouse is 82.5 m tall (focal height 77 m), built 1896–1902 and first lit in 1902. It is the tallest traditional (masonry) lighthouse in the world."))
    turns: list[Turn] = [
        (rk.search("tallest lighthouses in the world list"), s1),
        (rk.extract(lst, "tallest lighthouses with height and status"), p2),
        m.add({"tallest_active": "Jeddah Light, 133 m (steel)", "tallest_masonry": "Île Vierge, 82.5 m", "yokohama_tower": "106 m, lighthouse 1961–2008"}),
        (rk.search("Phare de Cordouan UNESCO 2021 height"), s4),
        m.add({"cordouan": "68 m, UNESCO World Heritage 2021"}),
        m.remove(["yokohama_tower"]),
        (rk.extract(iv, "height and first lit"), v7),
    ]
    shown = {"tallest_active": "Jeddah Light, 133 m (steel)", "tallest_masonry": "Île Vierge, 82.5 m",
             "yokohama_tower": "106 m, lighthouse 1961–2008", "cordouan": "68 m, UNESCO World Heritage 2021"}
    turns.append(m.retrieve_all(shown=shown))
    rs.add("search", "h66-search-09", SYSTEM, turns, bad=True, turn=8,
           kind="retrieve_all still lists the key yokohama_tower, which the remove call at turn 6 deleted, and nothing added it back.")


# ---------------------------------------------------------------- 10 clean: city populations, two estimates and a paged view
CITIES = [("Tokyo", "Japan", "37,115,035", "37,194,105", "-0.21%"), ("Delhi", "India", "33,807,403", "32,941,308", "2.63%"),
          ("Shanghai", "China", "29,867,918", "29,210,808", "2.25%"), ("Dhaka", "Bangladesh", "23,935,652", "23,209,616", "3.13%"),
          ("Sao Paulo", "Brazil", "22,806,704", "22,619,736", "0.83%"), ("Cairo", "Egypt", "22,623,874", "22,183,201", "1.99%"),
          ("Mexico City", "Mexico", "22,505,315", "22,281,442", "1.00%"), ("Beijing", "China", "22,189,082", "21,766,214", "1.94%"),
          ("Mumbai", "India", "21,673,149", "21,296,517", "1.77%"), ("Osaka", "Japan", "18,967,459", "19,013,434", "-0.24%")]
PAGE2 = [("Chongqing", "China", "17,773,923", "17,340,704", "2.50%"), ("Karachi", "Pakistan", "17,648,555", "17,236,230", "2.39%"),
         ("Kinshasa", "DR Congo", "17,032,322", "16,315,534", "4.39%"), ("Lagos", "Nigeria", "16,536,018", "15,945,912", "3.70%"),
         ("Istanbul", "Turkey", "15,847,768", "15,655,924", "1.23%"), ("Buenos Aires", "Argentina", "15,617,795", "15,490,415", "0.82%"),
         ("Kolkata", "India", "15,570,786", "15,332,793", "1.55%"), ("Manila", "Philippines", "14,941,953", "14,667,089", "1.87%"),
         ("Tianjin", "China", "14,704,102", "14,471,645", "1.61%"), ("Guangzhou", "China", "14,590,066", "14,284,353", "2.14%")]


def t10(rs: rk.RowSet) -> None:
    m = Mem()
    un = "https://population.un.org/wup/Publications/Files/WUP2018-Highlights.pdf"
    s1 = res([
        ("https://worldpopulationreview.com/world-cities", "World City Populations 2024 - World Population Review", "Tokyo is the largest city in the world with an estimated 37.1 million residents, followed by Delhi (33.8 million) and Shanghai (29.9 million) ...", WP),
        (un, "World Urbanization Prospects: The 2018 Revision - Highlights", "Tokyo is the world's largest city with an agglomeration of 37 million inhabitants, followed by New Delhi with 29 million and Shanghai with 26 million ...", "May 16, 2018"),
        ("https://en.wikipedia.org/wiki/List_of_largest_cities", "List of largest cities - Wikipedia", "Urban agglomeration, city proper and metropolitan area figures differ widely; by UN urban agglomeration Tokyo (37,468,000) ranks first ...", WP),
        ("https://www.statista.com/statistics/912263/population-of-urban-agglomerations-worldwide/", "Largest cities in the world by population 2024 | Statista", "In 2024 Tokyo-Yokohama had an estimated population of about 37 million ...", "Jul 3, 2024"),
        ("https://www.citypopulation.de/en/world/agglomerations/", "Major Agglomerations of the World - Population Statistics", "Guangzhou (Pearl River Delta) 70 million, Tokyo 40 million ... by Thomas Brinkhoff", WP),
        ("https://www.un.org/en/desa/68-world-population-projected-live-urban-areas-2050-says-un", "68% of the world population projected to live in urban areas by 2050", "Tokyo 37 million, Delhi 29 million; Delhi projected to become the largest city around 2028 ...", "May 16, 2018"),
        ("https://www.worldatlas.com/cities/the-largest-cities-in-the-world-by-population.html", "Largest Cities In The World By Population - WorldAtlas", "Tokyo, Delhi, Shanghai, São Paulo and Mexico City top the list ...", "Feb 1, 2023"),
        ("https://www.reddit.com/r/geography/comments/17w9x0b/why_do_largest_city_rankings_differ_so_much/", "Why do largest city rankings differ so much? : r/geography", "City proper vs urban area vs metro area. Chongqing is 'largest' only by municipality boundaries ...", "Nov 16, 2023"),
        ("https://www.macrotrends.net/global-metrics/cities/206411/tokyo/population", "Tokyo, Japan Metro Area Population 1950-2024 | MacroTrends", "The metro area population of Tokyo in 2024 is 37,115,000, a 0.21% decline from 2023 ...", WP),
        ("https://www.nationalgeographic.com/culture/article/worlds-biggest-cities", "The world's biggest cities - National Geographic", "Megacities of more than 10 million people now number more than 30 ...", "Sep 21, 2023"),
    ])
    v2 = visit(un, "population of the ten largest urban agglomerations in 2018", (
        "In 2018, Tokyo is the world's largest city with an agglomeration of 37 million inhabitants, followed by New Delhi with 29 million, Shanghai with 26 million, "
        "and Mexico City and São Paulo, each with around 22 million inhabitants. Today, Cairo, Mumbai, Beijing and Dhaka all have close to 20 million inhabitants.\n"
        + table(["Rank", "Urban agglomeration", "Population 2018 (thousands)"], [[1, "Tokyo", "37 468"], [2, "Delhi", "28 514"], [3, "Shanghai", "25 582"],
                                                                                [4, "São Paulo", "21 650"], [5, "Mexico City", "21 581"], [6, "Cairo", "20 076"],
                                                                                [7, "Mumbai", "19 980"], [8, "Beijing", "19 618"], [9, "Dhaka", "19 578"],
                                                                                [10, "Osaka", "19 281"]]) + "\n"
        "Tokyo's population is projected to decline, and Delhi is projected to become the most populous city in the world around 2028."), (
        "The UN's World Urbanization Prospects 2018 puts Tokyo first at 37,468,000 (2018), then Delhi 28.5 million, Shanghai 25.6 million, São Paulo 21.7 million "
        "and Mexico City 21.6 million; Delhi is projected to overtake Tokyo around 2028."))
    wpr = "https://worldpopulationreview.com/world-cities"
    head = ["Rank", "City", "Country", "2024 Population", "2023 Population", "Growth Rate"]
    p4 = ("# World City Populations 2024\n\nWorld Population Review\n\nUrban area population estimates for 2024, based on UN World Urbanization Prospects projections.\n\n"
          + table(head, [[i, *c] for i, c in enumerate(CITIES, 1)]) + "\n\nShowing 1–10 of 800 cities | Page 1 of 80 | Next ›\n")
    p6 = ("# World City Populations 2024\n\nWorld Population Review\n\nUrban area population estimates for 2024, based on UN World Urbanization Prospects projections.\n\n"
          + table(head, [[i, *c] for i, c in enumerate(PAGE2, 11)]) + "\n\nShowing 11–20 of 800 cities | ‹ Prev | Page 2 of 80 | Next ›\n")
    turns: list[Turn] = [
        (rk.search("largest cities in the world by population 2024 UN estimate"), s1),
        (rk.extract(un, "population of the ten largest urban agglomerations in 2018"), v2),
        m.add({"tokyo_pop": "37,468,000 (UN WUP 2018)", "delhi_pop": "28,514,000 (UN WUP 2018)"}),
        (rk.extract(wpr, "2024 population of the largest cities"), p4),
        m.update({"tokyo_pop": "37,115,035 (WPR 2024 est.; down 0.21% on 2023)", "delhi_pop": "33,807,403 (WPR 2024 est.)"}),
        (rk.extract(wpr + "?page=2", "cities ranked 11 to 20"), p6),
        m.add({"rank_11_20_first": "Chongqing 17,773,923; Karachi 17,648,555 (WPR 2024)"}),
        m.retrieve(["tokyo_pop", "delhi_pop"]),
    ]
    rs.add("search", "h66-search-10", SYSTEM, turns)


# ---------------------------------------------------------------- 11 bad: Bellingham fee reverts after a memory update
def t11(rs: rk.RowSet) -> None:
    m = Mem()
    bbc = "https://www.bbc.com/sport/football/65833925"
    s1 = res([
        (bbc, "Jude Bellingham: Real Madrid agree £88.5m deal with Borussia Dortmund for England midfielder", "Real Madrid have agreed a deal worth an initial 103m euros (£88.5m) to sign England midfielder Jude Bellingham from Borussia Dortmund ...", "Jun 7, 2023"),
        ("https://www.realmadrid.com/en-US/news/club/communications/official-announcement-jude-bellingham-07-06-2023", "Official Announcement: Jude Bellingham | Real Madrid CF", "Real Madrid C. F. and Borussia Dortmund have agreed the transfer of Jude Bellingham. The player will be linked to the club for the next six seasons ...", "Jun 7, 2023"),
        ("https://www.bvb.de/eng/News/Overview/Jude-Bellingham-moves-to-Real-Madrid", "Jude Bellingham moves to Real Madrid | BVB", "The fixed transfer fee is €103 million. Depending on the player's and club's success, the fee may rise by a significant percentage ...", "Jun 7, 2023"),
        ("https://en.wikipedia.org/wiki/Jude_Bellingham", "Jude Bellingham - Wikipedia", "On 14 June 2023, Bellingham signed for La Liga club Real Madrid on a six-year contract, for a fee of €103 million, potentially rising to €133.9 million ...", WP),
        ("https://www.theguardian.com/football/2023/jun/07/real-madrid-agree-deal-to-sign-jude-bellingham-from-borussia-dortmund", "Real Madrid agree deal to sign Jude Bellingham from Dortmund", "The fee could rise to more than €130m with add-ons ...", "Jun 7, 2023"),
        ("https://www.transfermarkt.com/jude-bellingham/profil/spieler/581678", "Jude Bellingham - Player profile | Transfermarkt", "Joined: Jul 1, 2023. Contract expires: Jun 30, 2029. Current club: Real Madrid. Transfer history ...", WP),
        ("https://www.espn.com/soccer/story/_/id/37817418/real-madrid-sign-jude-bellingham-dortmund", "Real Madrid sign Jude Bellingham from Dortmund in €103m deal", "Bellingham becomes the second-most expensive English player after ...", "Jun 7, 2023"),
        ("https://www.skysports.com/football/news/11095/12896551/jude-bellingham-real-madrid-complete-signing", "Jude Bellingham: Real Madrid complete signing from Borussia Dortmund", "The 19-year-old will be presented at the Bernabéu next week ...", "Jun 7, 2023"),
        ("https://www.reddit.com/r/soccer/comments/1439o2p/official_jude_bellingham_joins_real_madrid/", "[Official] Jude Bellingham joins Real Madrid : r/soccer", "103m fixed plus variables. Six year deal ...", "Jun 7, 2023"),
        ("https://www.marca.com/en/football/real-madrid/2023/06/15/648af4e946163f72128b4595.html", "Bellingham presented at the Bernabéu with the number 5", "Bellingham was unveiled on 15 June and will wear Zidane's old number 5 ...", "Jun 15, 2023"),
    ])
    v2 = visit(bbc, "transfer fee, add-ons and contract length", (
        "Real Madrid have agreed a deal worth an initial 103m euros (£88.5m) to sign England midfielder Jude Bellingham from Borussia Dortmund.\n"
        "The 19-year-old will sign a six-year contract with the Spanish club.\n"
        "Dortmund said add-ons could take the total fee up by about 30% of the fixed amount.\n"
        "Bellingham joined Dortmund from Birmingham City in July 2020 for £25m and scored 24 goals in 132 games for the German club."), (
        "Real Madrid agreed to pay an initial €103m (£88.5m) for Bellingham, with add-ons that could raise the fee by around 30%; he signs a six-year contract. "
        "Announced 7 June 2023."))
    s4 = res([
        ("https://www.bvb.de/eng/News/Overview/Jude-Bellingham-moves-to-Real-Madrid", "Jude Bellingham moves to Real Madrid | BVB", "Borussia Dortmund will receive a fixed fee of €103 million; variable components could add up to 30 percent ...", "Jun 7, 2023"),
        ("https://www.reuters.com/sports/soccer/dortmund-sell-bellingham-real-madrid-103-million-euros-2023-06-07/", "Dortmund sell Bellingham to Real Madrid for 103 million euros", "The fee could rise to nearly 134 million euros depending on success-related bonuses, the club said in a statement ...", "Jun 7, 2023"),
        ("https://www.espn.com/soccer/story/_/id/37818222/bellingham-fee-add-ons-explained", "Bellingham fee explained: how €103m could become €133.9m", "Dortmund's statement to the stock exchange set the variable components at up to 30% ...", "Jun 7, 2023"),
        ("https://en.wikipedia.org/wiki/List_of_most_expensive_association_football_transfers", "List of most expensive association football transfers - Wikipedia", "Bellingham to Real Madrid (2023): €103m, potentially €133.9m ...", WP),
        ("https://www.theathletic.com/4585331/2023/06/07/bellingham-real-madrid-fee/", "Bellingham's Real Madrid deal: fee, add-ons and what Dortmund get", "A sell-on clause for Birmingham? No, but Dortmund's profit is enormous ...", "Jun 7, 2023"),
        ("https://www.goal.com/en/news/bellingham-real-madrid-add-ons-explained/blt5c2f21f4e9d9a7b3", "Bellingham to Real Madrid: every add-on explained", "Up to €30.9m in bonuses tied to appearances and trophies ...", "Jun 8, 2023"),
        ("https://www.reddit.com/r/soccer/comments/143a0yg/bvb_statement_bellingham_103m_fixed/", "BVB statement: Bellingham 103m fixed, up to 30% variable : r/soccer", "So max 133.9m ...", "Jun 7, 2023"),
    ])
    s6 = res([
        ("https://en.wikipedia.org/wiki/List_of_most_expensive_association_football_transfers", "List of most expensive association football transfers - Wikipedia", "Most expensive English players: Declan Rice (£105m, 2023), Jack Grealish (£100m, 2021), Jude Bellingham (€103m / £88.5m initial, 2023) ...", WP),
        ("https://www.bbc.com/sport/football/66106446", "Declan Rice: Arsenal sign West Ham captain for British record £105m", "Arsenal have completed the signing of Declan Rice from West Ham for a British record fee of £100m plus £5m in add-ons ...", "Jul 15, 2023"),
        ("https://www.skysports.com/football/news/11095/12359612/jack-grealish-man-city-complete-100m-signing", "Jack Grealish: Man City complete £100m signing from Aston Villa", "The first English player to cost £100m ...", "Aug 5, 2021"),
        ("https://www.transfermarkt.com/statistik/transferrekorde-england", "Most expensive English players | Transfermarkt", "Bellingham €113m (incl. paid add-ons), Rice €116.6m, Grealish €117.5m ...", WP),
        ("https://www.givemesport.com/most-expensive-english-footballers/", "The 10 most expensive English footballers ever", "Rice, Grealish, Bellingham, Maguire (£80m), Sancho (£73m) ...", "Sep 2, 2023"),
        ("https://www.reddit.com/r/soccer/comments/150c4s9/most_expensive_english_players/", "Most expensive English players after Rice : r/soccer", "Depends if you count Bellingham's add-ons ...", "Jul 15, 2023"),
        ("https://www.statista.com/statistics/1096457/most-expensive-english-footballers/", "Most expensive English footballers 2023 | Statista", "In millions of euros, Bellingham's base fee was 103 ...", "Aug 1, 2023"),
    ])
    turns: list[Turn] = [
        (rk.search("Jude Bellingham Real Madrid transfer fee"), s1),
        (rk.extract(bbc, "transfer fee, add-ons and contract length"), v2),
        m.add({"bellingham_fee": "€103m (£88.5m)", "bellingham_contract": "6 years, to June 2029"}),
        (rk.search("Bellingham transfer add-ons 133.9 million Dortmund statement"), s4),
        m.update({"bellingham_fee": "€103m fixed + up to ~€30.9m add-ons (max ~€133.9m)"}),
        (rk.search("most expensive English footballer transfer fee"), s6),
    ]
    turns.append(m.retrieve(["bellingham_fee", "bellingham_contract"],
                            shown={"bellingham_fee": "€103m (£88.5m)", "bellingham_contract": "6 years, to June 2029"}))
    rs.add("search", "h66-search-11", SYSTEM, turns, bad=True, turn=7,
           kind="Retrieving bellingham_fee gives back the first value, €103m (£88.5m). The update at turn 5 set it to €103m fixed + up to ~€30.9m add-ons, and nothing changed it after that.")


# ---------------------------------------------------------------- 12 clean: esports prize pools, two sortings and a newer page edit
TI = [("TI1", 2011, "Cologne", "$1,600,000", "Natus Vincere"), ("TI2", 2012, "Seattle", "$1,600,000", "Invictus Gaming"),
      ("TI3", 2013, "Seattle", "$2,874,380", "Alliance"), ("TI4", 2014, "Seattle", "$10,931,103", "Newbee"),
      ("TI5", 2015, "Seattle", "$18,429,613", "Evil Geniuses"), ("TI6", 2016, "Seattle", "$20,770,460", "Wings Gaming"),
      ("TI7", 2017, "Seattle", "$24,787,916", "Team Liquid"), ("TI8", 2018, "Vancouver", "$25,532,177", "OG"),
      ("TI9", 2019, "Shanghai", "$34,330,068", "OG"), ("TI10", 2021, "Bucharest", "$40,018,195", "Team Spirit"),
      ("TI11", 2022, "Singapore", "$18,930,775", "Tundra Esports"), ("TI12", 2023, "Seattle", "$3,386,511", "Team Spirit")]


def t12(rs: rk.RowSet) -> None:
    m = Mem()
    lq = "https://liquipedia.net/dota2/The_International"
    s1 = res([
        (lq, "The International - Liquipedia Dota 2 Wiki", "The International is the annual Dota 2 world championship hosted by Valve. TI10 (2021) holds the record prize pool of $40,018,195 ...", WP),
        ("https://en.wikipedia.org/wiki/The_International_(esports)", "The International (esports) - Wikipedia", "Prize pools were crowdfunded through the Battle Pass from 2013 until 2022; the 2021 edition reached over $40 million ...", WP),
        ("https://www.esportsearnings.com/leagues/31-the-international", "The International : Dota 2 Prize Pool - Esports Earnings", "Total prize money awarded across all editions of The International ...", WP),
        ("https://www.dota2.com/international/overview", "The International - Dota 2", "Official site of The International Dota 2 Championships ...", WP),
        ("https://dotesports.com/dota-2/news/ti-prize-pool-history", "The International prize pool history", "From $1.6 million in 2011 to more than $40 million in 2021 and back down after the Battle Pass was dropped ...", "Sep 5, 2024"),
        ("https://www.statista.com/statistics/749033/the-international-dota-2-prize-pool/", "The International Dota 2 prize pool 2011-2024 | Statista", "Prize pool of The International in U.S. dollars ...", "Sep 16, 2024"),
        ("https://www.reddit.com/r/DotA2/comments/16xd8s2/ti_prize_pool_by_year/", "TI prize pool by year : r/DotA2", "The Battle Pass era really was something. TI12 at 3.3m feels tiny ...", "Oct 1, 2023"),
        ("https://www.pcgamer.com/dota-2-the-international-2021-prize-pool-record/", "The International 2021's prize pool breaks $40 million", "The biggest prize pool in esports history ...", "Oct 10, 2021"),
    ])
    rows = [[e, y, c, p, w] for e, y, c, p, w in TI]
    p2 = (
        "# The International\n\nLiquipedia Dota 2 Wiki\n\n| | |\n| --- | --- |\n| Organizer | Valve |\n| Type | Offline |\n| Region | World |\n| First edition | 2011 |\n\n"
        "**The International** (TI) is the annual Dota 2 world championship. From TI3 (2013) until TI11 (2022), 25% of revenue from the in-game Compendium/Battle Pass "
        "was added to the base prize pool of $1.6 million, making TI the largest esports tournament by prize pool for several years. No event was held in 2020.\n\n"
        "## Editions\n\n" + table(["Edition", "Year", "Location", "Prize pool", "Winner"], rows) + "\n\n"
        "This page was last edited on 4 August 2024, at 11:02.\n")
    s4 = res([
        ("https://www.esportsearnings.com/tournaments", "Largest Overall Prize Pools in Esports Tournaments", "The International 2021 $40,018,195.00; The International 2019 $34,330,068.63; Fortnite World Cup Finals 2019 - Solo/Duo $30,400,000 ...", WP),
        ("https://en.wikipedia.org/wiki/List_of_esports_prize_pools", "Esports prize pools - Wikipedia", "Largest single-tournament prize pools ...", WP),
        ("https://www.espn.com/esports/story/_/id/27216413/fortnite-world-cup-prize-money", "Fortnite World Cup: $30 million in prize money", "Bugha takes home $3 million as solo champion ...", "Jul 28, 2019"),
        ("https://www.statista.com/statistics/517940/leading-esports-tournamets-worldwide-by-prize-pool/", "Largest esports tournaments by prize pool | Statista", "The International dominates the all-time list ...", "Jan 9, 2024"),
        ("https://www.dexerto.com/esports/biggest-esports-prize-pools-of-all-time-1452934/", "Biggest esports prize pools of all time", "TI10, TI9, Fortnite World Cup and the rest ...", "Feb 12, 2024"),
        ("https://www.reddit.com/r/esports/comments/18g6n1a/largest_prize_pools_ever/", "Largest prize pools ever : r/esports", "Nothing will touch TI10 again now the Battle Pass is gone ...", "Dec 12, 2023"),
    ])
    top = [[1, "The International 2021", "Dota 2", "$40,018,195.00"], [2, "The International 2019", "Dota 2", "$34,330,068.63"],
           [3, "Fortnite World Cup Finals 2019 - Solo/Duo", "Fortnite", "$30,400,000.00"], [4, "The International 2018", "Dota 2", "$25,532,177.00"],
           [5, "The International 2017", "Dota 2", "$24,787,916.00"], [6, "The International 2016", "Dota 2", "$20,770,460.00"],
           [7, "The International 2022", "Dota 2", "$18,930,775.00"], [8, "The International 2015", "Dota 2", "$18,429,613.05"],
           [9, "The International 2014", "Dota 2", "$10,931,103.00"], [10, "2019 World Championship", "League of Legends", "$2,225,000.00"]]
    ee = "https://www.esportsearnings.com/tournaments"
    p5 = ("# Largest Overall Prize Pools in Esports Tournaments\n\nEsports Earnings\n\n" + table(["#", "Tournament", "Game", "Prize Pool"], top)
          + "\n\nShowing tournaments 1–10. Prize pools include crowdfunded contributions. Sort: Prize Pool (descending)\n")
    rows7 = [[e, y, c, p, w] for e, y, c, p, w in TI] + [["TI13", 2024, "Copenhagen", "$2,776,566", "Team Liquid"]]
    v7 = visit(lq, "prize pool for 2023 and 2024", (
        "## Editions\n" + table(["Edition", "Year", "Location", "Prize pool", "Winner"], rows7[-3:]) + "\n"
        "TI13 was held at the Royal Arena in Copenhagen from 4 to 15 September 2024; Team Liquid beat Gaimin Gladiators 3–0 in the grand final.\n"
        "This page was last edited on 16 September 2024, at 08:27."), (
        "TI12 (2023, Seattle) had a prize pool of $3,386,511 and was won by Team Spirit. TI13 (2024, Copenhagen) had $2,776,566 and was won by Team Liquid, "
        "who swept Gaimin Gladiators 3–0. The page has been updated since the TI13 final."))
    turns: list[Turn] = [
        (rk.search("The International Dota 2 prize pool by year"), s1),
        (rk.extract(lq, "prize pool and winner of each edition"), p2),
        m.add({"ti_record": "TI10 (2021, Bucharest): $40,018,195, won by Team Spirit"}),
        (rk.search("largest esports prize pools all time tournament"), s4),
        (rk.extract(ee, "top 10 tournaments by prize pool"), p5),
        m.add({"fortnite_wc_2019": "$30,400,000 (third-largest single event)"}),
        (rk.extract(lq, "prize pool for 2023 and 2024"), v7),
        m.add({"ti13_2024": "$2,776,566, won by Team Liquid (Copenhagen)"}),
        m.retrieve_all(),
    ]
    rs.add("search", "h66-search-12", SYSTEM, turns)


# ---------------------------------------------------------------- 13 clean: US national parks, redesignated park under its new name, note created then deleted
PARKS = [("Great Smoky Mountains", "Tennessee, North Carolina", "13,297,580"), ("Grand Canyon", "Arizona", "4,733,705"),
         ("Zion", "Utah", "4,623,238"), ("Yellowstone", "Wyoming, Montana, Idaho", "4,501,382"), ("Rocky Mountain", "Colorado", "4,115,236"),
         ("Yosemite", "California", "3,897,070"), ("Acadia", "Maine", "3,879,890"), ("Grand Teton", "Wyoming", "3,417,106"),
         ("Joshua Tree", "California", "2,954,508"), ("Olympic", "Washington", "2,943,665")]


def t13(rs: rk.RowSet) -> None:
    m = Mem()
    nps = "https://www.nps.gov/orgs/1207/2023-visitation.htm"
    s1 = res([
        (nps, "National Park System Sees More Than 325 Million Visits in 2023", "National parks welcomed 325.5 million visits in 2023, an increase of 14.6 million over 2022. Great Smoky Mountains remained the most-visited national park ...", "Feb 22, 2024"),
        ("https://irma.nps.gov/Stats/", "NPS Stats - Visitor Use Statistics", "Annual park recreation visitation reports, 1904 to present ...", WP),
        ("https://en.wikipedia.org/wiki/List_of_national_parks_of_the_United_States", "List of national parks of the United States - Wikipedia", "There are 63 national parks ... recreational visits in 2023 ranged from Great Smoky Mountains (13.3 million) to Gates of the Arctic (11,045) ...", WP),
        ("https://www.travelandleisure.com/most-visited-national-parks-2023-8597129", "The Most Visited National Parks of 2023", "Great Smoky Mountains, Grand Canyon and Zion top the list again ...", "Feb 23, 2024"),
        ("https://www.usatoday.com/story/travel/news/2024/02/22/most-visited-national-parks-2023/72690218007/", "These were the most visited national parks in 2023", "Zion overtook Yellowstone for third place ...", "Feb 22, 2024"),
        ("https://www.statista.com/statistics/253874/most-visited-national-parks-in-the-us/", "Most visited national parks in the U.S. 2023 | Statista", "Great Smoky Mountains National Park had about 13.3 million recreational visitors in 2023 ...", "Feb 26, 2024"),
        ("https://www.reddit.com/r/NationalPark/comments/1ax6v0o/2023_visitation_numbers_are_out/", "2023 visitation numbers are out : r/NationalPark", "Smokies at 13.3M because there's no entrance fee and a highway through it ...", "Feb 22, 2024"),
        ("https://www.nationalparkstraveler.org/2024/02/national-park-visitation-2023", "National Park Visitation Bounced Back In 2023", "Visitation across the system rose 4 percent ...", "Feb 22, 2024"),
    ])
    v2 = visit(nps, "top 10 most-visited national parks in 2023", (
        "WASHINGTON – National parks across the country welcomed 325.5 million visits in 2023, an increase of 14.6 million (4%) over 2022 ...\n"
        "The 10 most-visited national parks (parks with 'National Park' in the name) in 2023:\n"
        + table(["#", "Park", "State", "Recreation visits"], [[i, n, s, v] for i, (n, s, v) in enumerate(PARKS, 1)]) + "\n"
        "Of the 427 parks in the National Park System, 63 have 'National Park' in their name."), (
        "In 2023 the National Park System recorded 325.5 million visits. The most-visited national park was Great Smoky Mountains (13,297,580), followed by "
        "Grand Canyon (4,733,705), Zion (4,623,238) and Yellowstone (4,501,382)."))
    s4 = res([
        ("https://en.wikipedia.org/wiki/New_River_Gorge_National_Park_and_Preserve", "New River Gorge National Park and Preserve - Wikipedia", "Originally established as New River Gorge National River in 1978, it was redesignated a national park and preserve on December 27, 2020 ...", WP),
        ("https://www.nps.gov/neri/index.htm", "New River Gorge National Park & Preserve (U.S. National Park Service)", "America's newest national park: whitewater rafting, climbing and the New River Gorge Bridge ...", WP),
        ("https://www.wvtourism.com/new-river-gorge-national-park/", "New River Gorge National Park | WV Tourism", "The 63rd national park in the United States ...", WP),
        ("https://www.nytimes.com/2020/12/28/travel/new-river-gorge-national-park.html", "West Virginia Gets Its First National Park", "The designation came in the coronavirus relief and spending bill signed on Sunday ...", "Dec 28, 2020"),
        ("https://www.npca.org/articles/2805-new-river-gorge-national-park", "New River Gorge becomes a national park", "The 70,000-acre unit now includes a national park and a national preserve ...", "Dec 28, 2020"),
        ("https://www.reddit.com/r/NationalPark/comments/kltq4e/new_river_gorge_is_officially_a_national_park/", "New River Gorge is officially a national park : r/NationalPark", "Finally! 63 now ...", "Dec 28, 2020"),
    ])
    nrg = "https://en.wikipedia.org/wiki/New_River_Gorge_National_Park_and_Preserve"
    p5 = (
        "# New River Gorge National Park and Preserve\n\nFrom Wikipedia, the free encyclopedia\n\n| | |\n| --- | --- |\n| Location | Fayette, Raleigh and Summers counties, West Virginia |\n"
        "| Area | 72,808 acres (294.64 km²) |\n| Established | November 10, 1978 (as New River Gorge National River) |\n| Redesignated | December 27, 2020 |\n"
        "| Visitors | 1,695,000 (in 2023) |\n| Governing body | National Park Service |\n\n"
        "**New River Gorge National Park and Preserve** is a unit of the National Park System that protects 53 miles (85 km) of the New River in West Virginia. "
        "It was originally established as the **New River Gorge National River** in 1978; the Consolidated Appropriations Act, 2021, signed on December 27, 2020, "
        "redesignated it as a national park and preserve, making it the 63rd national park in the United States.\n\n"
        "About 7,021 acres are designated as the national park; the remaining land, where hunting is still allowed, forms the national preserve.\n\n"
        "## Recreation\n\nThe gorge is one of the most popular rock climbing areas in the eastern United States, with more than 1,400 established routes. "
        "The New River Gorge Bridge, completed in 1977, was for many years the world's longest single-span arch bridge; on Bridge Day each October it is opened to BASE jumpers.\n")
    turns: list[Turn] = [
        (rk.search("most visited US national parks 2023"), s1),
        (rk.extract(nps, "top 10 most-visited national parks in 2023"), v2),
        m.add({"most_visited_2023": "Great Smoky Mountains, 13,297,580", "nps_total_visits_2023": "325.5 million"}),
        (rk.search("newest US national park New River Gorge redesignated 2020"), s4),
        m.add({"todo_check_nrg_name": "confirm former name of New River Gorge"}),
        (rk.extract(nrg, "former name and date of redesignation"), p5),
        m.remove(["todo_check_nrg_name"]),
        m.add({"newest_np": "New River Gorge National Park and Preserve (63rd; formerly New River Gorge National River, redesignated 27 Dec 2020)"}),
        m.retrieve_all(),
    ]
    rs.add("search", "h66-search-13", SYSTEM, turns)


# ---------------------------------------------------------------- 14 bad: Esports World Cup page, last-edited clock goes backwards
def t14(rs: rk.RowSet) -> None:
    m = Mem()
    lq = "https://liquipedia.net/esports/Esports_World_Cup/2024"
    s1 = res([
        (lq, "Esports World Cup 2024 - Liquipedia", "Riyadh, 3 July – 25 August 2024. Prize pool $60,000,000+. Club Championship won by Team Falcons ...", WP),
        ("https://esportsworldcup.com/en/news/team-falcons-club-champions", "Team Falcons crowned Esports World Cup 2024 Club Champions", "Team Falcons secured the $7 million Club Championship prize after eight weeks of competition in Riyadh ...", "Aug 25, 2024"),
        ("https://en.wikipedia.org/wiki/Esports_World_Cup_2024", "Esports World Cup 2024 - Wikipedia", "The inaugural Esports World Cup took place in Riyadh, Saudi Arabia, featuring 22 tournaments across 21 games ...", WP),
        ("https://www.espn.com/esports/story/_/id/40994111/esports-world-cup-2024-club-championship-team-falcons", "Team Falcons win Esports World Cup Club Championship", "The Saudi organization finished atop the club standings ahead of Team Liquid ...", "Aug 25, 2024"),
        ("https://www.dexerto.com/esports/esports-world-cup-prize-pool-2024/", "Esports World Cup 2024 prize pool: $60 million breakdown", "The largest prize pool in esports history across all events combined ...", "Jul 2, 2024"),
        ("https://www.reuters.com/sports/esports-world-cup-saudi-arabia-2024-07-03/", "Saudi Arabia launches Esports World Cup with record prize money", "The eight-week event in Boulevard Riyadh City ...", "Jul 3, 2024"),
        ("https://www.reddit.com/r/esports/comments/1f0zt2k/team_falcons_win_club_championship/", "Team Falcons win the EWC Club Championship : r/esports", "Home team wins the home tournament, who could have guessed ...", "Aug 25, 2024"),
        ("https://www.hltv.org/news/39874/esports-world-cup-2024", "Esports World Cup 2024 - HLTV", "Counter-Strike 2 event in Riyadh with a $1,000,000 prize pool ...", "Aug 18, 2024"),
    ])
    games = [["Dota 2", "Team Falcons", "$5,000,000"], ["Counter-Strike 2", "Natus Vincere", "$1,000,000"], ["League of Legends", "T1", "$2,000,000"],
             ["Mobile Legends: Bang Bang", "Selangor Red Giants", "$3,000,000"],
             ["Rocket League", "Team BDS", "$1,000,000"], ["PUBG Mobile", "Alpha7 Esports", "$3,000,000"]]
    body = (
        "# Esports World Cup 2024\n\nLiquipedia Esports Wiki\n\n| | |\n| --- | --- |\n| Organizer | Esports World Cup Foundation |\n| Location | Riyadh, Saudi Arabia |\n"
        "| Venue | Boulevard Riyadh City |\n| Start date | 2024-07-03 |\n| End date | 2024-08-25 |\n| Prize pool | $60,000,000+ |\n| Events | 22 |\n\n"
        "The **Esports World Cup 2024** was the first edition of the Esports World Cup, a multi-title event held over eight weeks in Riyadh. Clubs earned Club Championship "
        "points for top-eight finishes in each tournament; the top 16 clubs shared a $20,000,000 Club Championship prize pool.\n\n"
        "## Club Championship\n\n" + table(["Place", "Club", "Points", "Prize"], [[1, "Team Falcons", 5200, "$7,000,000"], [2, "Team Liquid", 3550, "$4,000,000"],
                                                                            [3, "Team BDS", 1775, "$2,000,000"]]) + "\n\n"
        "## Tournaments (selection)\n\n" + table(["Game", "Winner", "Prize pool"], games) + "\n\n")
    p2 = body + "This page was last edited on 27 August 2024, at 09:41.\n"
    s4 = res([
        ("https://esportsworldcup.com/en/news/ewc-2025-dates", "Esports World Cup 2025 dates announced", "The second edition will run from 7 July to 24 August 2025 in Riyadh with a prize pool of more than $70 million ...", "Oct 22, 2024"),
        ("https://liquipedia.net/esports/Esports_World_Cup/2025", "Esports World Cup 2025 - Liquipedia", "Riyadh, July–August 2025. Prize pool $70,000,000+ ...", WP),
        ("https://www.dexerto.com/esports/esports-world-cup-2025-everything-we-know/", "Esports World Cup 2025: everything we know", "More games, a bigger club program and $70M+ in prize money ...", "Nov 4, 2024"),
        ("https://www.reuters.com/sports/esports-world-cup-2025-prize-pool-70-million/", "Esports World Cup raises prize pool to $70 million for 2025", "The Saudi-backed event expands ...", "Oct 22, 2024"),
        ("https://www.reddit.com/r/esports/comments/1g9g1zh/ewc_2025_dates_and_prize_pool/", "EWC 2025 dates and prize pool : r/esports", "70M+ and chess is in now? ...", "Oct 22, 2024"),
    ])
    p5 = body + "This page was last edited on 26 August 2024, at 21:15.\n"
    turns: list[Turn] = [
        (rk.search("Esports World Cup 2024 Club Championship winner prize pool"), s1),
        (rk.extract(lq, "dates, total prize pool and club champion"), p2),
        m.add({"ewc2024_champion": "Team Falcons, 5,200 pts ($7,000,000)", "ewc2024_pool": "$60,000,000+ (Riyadh, 3 Jul – 25 Aug 2024)"}),
        (rk.search("Esports World Cup 2025 dates prize pool"), s4),
        (rk.extract(lq, "winners of individual game tournaments"), p5),
        m.add({"ewc2024_cs2": "Natus Vincere ($1,000,000 event)", "ewc2024_dota2": "Team Falcons ($5,000,000 event)"}),
        m.retrieve_all(),
    ]
    rs.add("search", "h66-search-14", SYSTEM, turns, bad=True, turn=5,
           kind="The re-extracted Liquipedia page says it was last edited on 26 August 2024 at 21:15, earlier than the 27 August 2024, 09:41 edit the same page showed at turn 2. A page's last-edit time cannot go backwards.")


# ---------------------------------------------------------------- 15 bad: eight-thousanders, a first-ascent date moves
E8 = [("Mount Everest", 8849, "Mahalangur Himalaya", "29 May 1953", "Edmund Hillary, Tenzing Norgay"),
      ("K2", 8611, "Baltoro Karakoram", "31 July 1954", "Achille Compagnoni, Lino Lacedelli"),
      ("Kangchenjunga", 8586, "Kangchenjunga Himalaya", "25 May 1955", "Joe Brown, George Band"),
      ("Lhotse", 8516, "Mahalangur Himalaya", "18 May 1956", "Fritz Luchsinger, Ernst Reiss"),
      ("Makalu", 8485, "Mahalangur Himalaya", "15 May 1955", "Lionel Terray, Jean Couzy"),
      ("Cho Oyu", 8188, "Mahalangur Himalaya", "19 October 1954", "Herbert Tichy, Joseph Jöchler, Pasang Dawa Lama"),
      ("Dhaulagiri I", 8167, "Dhaulagiri Himalaya", "13 May 1960", "Kurt Diemberger, Peter Diener, Ernst Forrer, Albin Schelbert, Nawang Dorje, Nima Dorje"),
      ("Manaslu", 8163, "Mansiri Himalaya", "9 May 1956", "Toshio Imanishi, Gyalzen Norbu"),
      ("Nanga Parbat", 8126, "Nanga Parbat Himalaya", "3 July 1953", "Hermann Buhl"),
      ("Annapurna I", 8091, "Annapurna Himalaya", "3 June 1950", "Maurice Herzog, Louis Lachenal"),
      ("Gasherbrum I", 8080, "Baltoro Karakoram", "5 July 1958", "Pete Schoening, Andy Kauffman"),
      ("Broad Peak", 8051, "Baltoro Karakoram", "9 June 1957", "Fritz Wintersteller, Marcus Schmuck, Kurt Diemberger, Hermann Buhl"),
      ("Gasherbrum II", 8035, "Baltoro Karakoram", "7 July 1956", "Fritz Moravec, Josef Larch, Hans Willenpart"),
      ("Shishapangma", 8027, "Langtang Himalaya", "2 May 1964", "Xu Jing and nine others")]


def t15(rs: rk.RowSet) -> None:
    m = Mem()
    e8 = "https://en.wikipedia.org/wiki/Eight-thousander"
    s1 = res([
        (e8, "Eight-thousander - Wikipedia", "The eight-thousanders are the 14 mountains more than 8,000 metres high. All are in the Himalaya and Karakoram. Annapurna (1950) was the first to be climbed ...", WP),
        ("https://www.britannica.com/topic/eight-thousanders", "Eight-thousanders | Britannica", "Fourteen peaks exceed 8,000 m; the first ascent of one, Annapurna, was made by a French expedition in 1950 ...", WP),
        ("https://www.8000ers.com/cms/en/8000ers-mainmenu-205.html", "8000ers.com - The 14 eight-thousanders", "Heights, first ascents and statistics of the fourteen 8000 m peaks ...", WP),
        ("https://www.himalayandatabase.com/", "The Himalayan Database", "Expedition archives of Elizabeth Hawley covering the Nepal Himalaya ...", WP),
        ("https://www.explorersweb.com/first-ascents-8000ers/", "A timeline of first ascents on the 8,000ers", "From Annapurna in 1950 to Shishapangma in 1964: the golden age of Himalayan climbing ...", "Jan 5, 2023"),
        ("https://www.nationalgeographic.com/adventure/article/14-peaks-8000-meters", "The 14 Peaks Above 8,000 Meters", "Only a few hundred climbers have summited all fourteen ...", "Nov 29, 2021"),
        ("https://www.reddit.com/r/Mountaineering/comments/z1l5g8/first_ascents_of_the_8000ers/", "First ascents of the 8000ers : r/Mountaineering", "Buhl did Nanga Parbat solo and Broad Peak too. Legend ...", "Nov 22, 2022"),
        ("https://www.alpinist.com/doc/web18s/wfeature-golden-age-himalaya", "The Golden Age of Himalayan climbing", "Between 1950 and 1964 every 8,000 m peak was climbed ...", "Mar 3, 2018"),
    ])
    rows = [[i, n, f"{h:,}", r, d, c] for i, (n, h, r, d, c) in enumerate(E8, 1)]
    p2 = (
        "# Eight-thousander\n\nFrom Wikipedia, the free encyclopedia\n\n"
        "The **eight-thousanders** are the 14 mountains recognized by the International Mountaineering and Climbing Federation (UIAA) as being more than 8,000 metres "
        "(26,247 ft) in height above sea level and sufficiently independent from neighbouring peaks. All are in the Himalayan and Karakoram ranges in Asia.\n\n"
        "The first eight-thousander to be climbed was Annapurna, by a French expedition led by Maurice Herzog in 1950; the last was Shishapangma, by a Chinese team in 1964.\n\n"
        "## List\n\n" + table(["Rank", "Name", "Height (m)", "Range", "First ascent", "Summiters"], rows) + "\n\n"
        "Note: Mount Everest's height of 8,849 m (8,848.86 m) was announced jointly by China and Nepal in December 2020.\n")
    k2 = "https://en.wikipedia.org/wiki/K2"
    s4 = res([
        (k2, "K2 - Wikipedia", "K2 was first climbed on 31 July 1954 by Lino Lacedelli and Achille Compagnoni, on an Italian expedition led by Ardito Desio ...", WP),
        ("https://en.wikipedia.org/wiki/1954_Italian_expedition_to_K2", "1954 Italian expedition to K2 - Wikipedia", "The expedition reached the summit on 31 July 1954; a long controversy with Walter Bonatti followed ...", WP),
        ("https://www.britannica.com/place/K2", "K2 | Location, Height, & Facts | Britannica", "Lacedelli and Compagnoni reached the summit on July 31, 1954 ...", WP),
        ("https://www.explorersweb.com/k2-1954-bonatti-controversy/", "K2 1954: the Bonatti controversy, 50 years on", "Bonatti and Mahdi bivouacked in the open at 8,100 m ...", "Jul 31, 2004"),
        ("https://www.theguardian.com/world/2004/jul/31/italy.mountaineering", "Fifty years after K2, the row goes on", "The Italian Alpine Club finally accepted Bonatti's version in 2007 ...", "Jul 31, 2004"),
        ("https://www.reddit.com/r/Mountaineering/comments/w9x1sz/k2_1954/", "K2 1954 anniversary : r/Mountaineering", "68 years ago today ...", "Jul 31, 2022"),
    ])
    v5 = visit(k2, "first ascent details", (
        "K2 (8,611 m) is the second-highest mountain on Earth, on the China–Pakistan border in the Baltoro Karakoram.\n"
        "| First ascent | 31 July 1954 by Achille Compagnoni and Lino Lacedelli |\n| Easiest route | Abruzzi Spur |\n"
        "The 1954 Italian expedition was led by Ardito Desio. Walter Bonatti and the Hunza porter Amir Mahdi carried oxygen to the highest camp and survived an open bivouac at about 8,100 m. "
        "K2 was not climbed again until 9 August 1977, by a Japanese expedition that included the Pakistani climber Ashraf Aman."), (
        "K2 was first climbed on 31 July 1954 by Achille Compagnoni and Lino Lacedelli of the Italian expedition led by Ardito Desio; the second ascent came 23 years later, "
        "on 9 August 1977."))
    s6 = res([
        ("https://en.wikipedia.org/wiki/Nanga_Parbat", "Nanga Parbat - Wikipedia", "First ascended on 3 July 1953 by Hermann Buhl, who made the final 1,300 m to the summit alone and without supplementary oxygen ...", WP),
        ("https://en.wikipedia.org/wiki/Hermann_Buhl", "Hermann Buhl - Wikipedia", "Buhl reached the summit of Nanga Parbat on 3 July 1953, the only solo first ascent of an eight-thousander ...", WP),
        ("https://www.explorersweb.com/nanga-parbat-1953-buhl/", "Nanga Parbat 1953: Hermann Buhl's solo summit", "Five weeks after Everest, Buhl climbed the 'killer mountain' alone ...", "Jul 3, 2023"),
        ("https://www.britannica.com/place/Nanga-Parbat", "Nanga Parbat | Britannica", "Climbed July 3, 1953 by Austrian Hermann Buhl of a German-Austrian expedition led by Karl Herrligkoffer ...", WP),
        ("https://www.alpinist.com/doc/web13s/wfeature-buhl-nanga-parbat", "Buhl's Nanga Parbat, 60 years on", "He bivouacked standing up on the descent ...", "Jul 3, 2013"),
        ("https://www.reddit.com/r/Mountaineering/comments/14p5nfd/70_years_ago_today_hermann_buhl/", "70 years ago today, Hermann Buhl summited Nanga Parbat solo : r/Mountaineering", "3 July 1953. Pervitin and coca tea ...", "Jul 3, 2023"),
    ])
    chron = sorted(E8[:13], key=lambda r: (int(r[3].split()[-1]), ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"].index(r[3].split()[1]), int(r[3].split()[0])))
    crow = [[n, f"{h:,}", d, c] for n, h, _r, d, c in chron if int(d.split()[-1]) < 1960]
    for r in crow:
        if r[0] == "Nanga Parbat":
            r[2] = "4 July 1953"
    v7 = visit(e8, "first ascents of the 1950s in chronological order", (
        "The first eight-thousander to be climbed was Annapurna, by a French expedition led by Maurice Herzog in 1950.\n"
        + table(["Name", "Height (m)", "First ascent", "Summiters"], crow) + "\n"
        "Dhaulagiri I (13 May 1960) and Shishapangma (2 May 1964) were the only eight-thousanders still unclimbed at the end of the 1950s."), (
        "Twelve of the fourteen eight-thousanders were first climbed in the 1950s: Annapurna (1950), Everest and Nanga Parbat (1953), K2 and Cho Oyu (1954), Makalu and "
        "Kangchenjunga (1955), Manaslu, Lhotse and Gasherbrum II (1956), Broad Peak (1957) and Gasherbrum I (1958)."))
    turns: list[Turn] = [
        (rk.search("eight-thousanders first ascent dates list"), s1),
        (rk.extract(e8, "height and first ascent of each eight-thousander"), p2),
        m.add({"k2_first": "31 July 1954 (Compagnoni, Lacedelli)", "everest_first": "29 May 1953 (Hillary, Tenzing)"}),
        (rk.search("K2 1954 Italian expedition Ardito Desio first ascent"), s4),
        (rk.extract(k2, "first ascent details"), v5),
        (rk.search("Nanga Parbat first ascent Hermann Buhl solo"), s6),
        (rk.extract(e8, "first ascents of the 1950s in chronological order"), v7),
        m.add({"nanga_first": "3 July 1953 (Hermann Buhl, solo)"}),
    ]
    rs.add("search", "h66-search-15", SYSTEM, turns, bad=True, turn=7,
           kind="The chronological view of the eight-thousander page dates Nanga Parbat's first ascent to 4 July 1953. The same page at turn 2 and the results at turn 6 gave 3 July 1953, and a historical date cannot move.")


# ---------------------------------------------------------------- 16 clean: World Heritage sites by country, counts from two years
def t16(rs: rk.RowSet) -> None:
    m = Mem()
    wk = "https://en.wikipedia.org/wiki/World_Heritage_Sites_by_country"
    s1 = res([
        (wk, "World Heritage Sites by country - Wikipedia", "As of July 2024, there are 1,223 World Heritage Sites in 168 countries. Italy has the most sites with 60, followed by China with 59 ...", WP),
        ("https://whc.unesco.org/en/list/stat", "World Heritage List Statistics - UNESCO", "Number of World Heritage properties by region and by State Party ...", WP),
        ("https://www.statista.com/statistics/1238290/unesco-world-heritage-sites-by-country-2023/", "Countries with the most UNESCO World Heritage sites 2023 | Statista", "As of September 2023, Italy had 59 World Heritage sites, China 57, and Germany and France 52 each ...", "Sep 29, 2023"),
        ("https://www.worldatlas.com/articles/countries-with-the-most-unesco-world-heritage-sites.html", "Countries With The Most UNESCO World Heritage Sites - WorldAtlas", "Italy and China have traded the top spot in recent years ...", "Aug 9, 2024"),
        ("https://www.visualcapitalist.com/countries-most-unesco-world-heritage-sites/", "Ranked: Countries with the Most UNESCO World Heritage Sites", "Italy leads with 59 sites as of 2023 ...", "Oct 12, 2023"),
        ("https://www.reddit.com/r/MapPorn/comments/1eh6j0l/unesco_sites_per_country_2024/", "UNESCO World Heritage Sites per country (2024) : r/MapPorn", "Italy 60, China 59 after New Delhi ...", "Aug 1, 2024"),
        ("https://www.lonelyplanet.com/articles/countries-most-unesco-sites", "The countries with the most UNESCO World Heritage Sites", "From Italy's Roman ruins to China's Great Wall ...", "Jul 5, 2024"),
    ])
    top24 = [[1, "Italy", 60, 54, 6], [2, "China", 59, 40, 19], [3, "Germany", 54, 51, 3], [4, "France", 53, 45, 8], [5, "Spain", 50, 44, 6],
             [6, "India", 43, 35, 8], [7, "Mexico", 35, 27, 8], [8, "United Kingdom", 35, 30, 5], [9, "Russia", 32, 21, 11], [10, "Iran", 28, 26, 2]]
    p2 = (
        "# World Heritage Sites by country\n\nFrom Wikipedia, the free encyclopedia\n\n"
        "As of July 2024, there are 1,223 World Heritage Sites located across 168 countries, of which 952 are cultural, 231 natural and 40 mixed. "
        "The list reflects the decisions of the 46th session of the World Heritage Committee, held in New Delhi, India, from 21 to 31 July 2024.\n\n"
        "## Countries with the most sites\n\n" + table(["Rank", "Country", "Total", "Cultural", "Natural + Mixed"], top24) + "\n\n"
        "Italy regained sole first place in 2024 after the inscription of the Via Appia. Regina Viarum.\n")
    st = "https://www.statista.com/statistics/1238290/unesco-world-heritage-sites-by-country-2023/"
    v3 = visit(st, "number of sites per country as of 2023", (
        "Countries with the most UNESCO World Heritage sites worldwide as of September 2023\n"
        + table(["Country", "Number of sites"], [["Italy", 59], ["China", 57], ["Germany", 52], ["France", 52], ["Spain", 50], ["India", 42], ["Mexico", 35],
                                                 ["United Kingdom", 34], ["Russia", 32], ["Iran", 27]]) + "\n"
        "Release date: September 2023. Survey period: as of September 2023 (after the 45th session, Riyadh)."), (
        "As of September 2023, after the 45th session in Riyadh, Italy had 59 sites, China 57, Germany and France 52 each, Spain 50 and India 42."))
    s5 = res([
        ("https://whc.unesco.org/en/news/2704", "24 new sites inscribed on UNESCO's World Heritage List", "The 46th session of the World Heritage Committee in New Delhi concluded with 24 new inscriptions, bringing the total to 1,223 ...", "Jul 31, 2024"),
        ("https://whc.unesco.org/en/list/1708", "Via Appia. Regina Viarum - UNESCO World Heritage Centre", "Inscribed 2024. The oldest and most important of the Roman roads ...", WP),
        ("https://www.reuters.com/world/china/beijing-central-axis-unesco-2024-07-27/", "Beijing's Central Axis added to UNESCO World Heritage list", "China also gained the Badain Jaran Desert ...", "Jul 27, 2024"),
        ("https://www.thehindu.com/news/national/assams-moidams-unesco-world-heritage/article68456171.ece", "Assam's Moidams become India's 43rd World Heritage Site", "The Ahom burial mounds are the first cultural property from the Northeast ...", "Jul 26, 2024"),
        ("https://en.wikipedia.org/wiki/46th_session_of_the_World_Heritage_Committee", "46th session of the World Heritage Committee - Wikipedia", "Held at Bharat Mandapam, New Delhi, 21–31 July 2024 ...", WP),
        ("https://www.ansa.it/english/news/2024/07/27/via-appia-unesco.html", "Via Appia becomes Italy's 60th UNESCO site", "Italy strengthens its record with the ancient Roman road ...", "Jul 27, 2024"),
    ])
    turns: list[Turn] = [
        (rk.search("countries with most UNESCO World Heritage Sites 2024"), s1),
        (rk.extract(wk, "top 10 countries by number of sites"), p2),
        (rk.extract(st, "number of sites per country as of 2023"), v3),
        m.add({"top_country_2024": "Italy, 60 sites (China 59)", "top_country_2023": "Italy, 59 sites (China 57)"}),
        (rk.search("46th World Heritage Committee 2024 new inscriptions New Delhi"), s5),
        m.update({"top_country_2024": "Italy, 60 sites (Via Appia added July 2024); China 59 (Beijing Central Axis, Badain Jaran)"}),
        m.add({"india_sites": "42 (2023) -> 43 (2024, Moidams of Assam)"}),
        m.retrieve_all(),
    ]
    rs.add("search", "h66-search-16", SYSTEM, turns)


# ---------------------------------------------------------------- 17 clean: Prix Goncourt and Renaudot, a live article that was updated
def t17(rs: rk.RowSet) -> None:
    m = Mem()
    lm = "https://www.lemonde.fr/culture/article/2024/11/04/le-prix-goncourt-2024-attribue-a-kamel-daoud-pour-houris_6375372_3246.html"
    s1 = res([
        (lm, "Le prix Goncourt 2024 attribué à Kamel Daoud pour « Houris »", "L'écrivain franco-algérien a été récompensé au premier tour par six voix contre deux ... Le prix Renaudot est allé à Gaël Faye pour « Jacaranda » ...", "Nov 4, 2024"),
        ("https://www.academiegoncourt.com/laureats", "Lauréats - Académie Goncourt", "Prix Goncourt 2024 : Kamel Daoud, Houris (Gallimard). 2023 : Jean-Baptiste Andrea, Veiller sur elle (L'Iconoclaste) ...", WP),
        ("https://en.wikipedia.org/wiki/Prix_Goncourt", "Prix Goncourt - Wikipedia", "The prize carries a symbolic award of 10 euros ...", WP),
        ("https://www.lefigaro.fr/livres/prix-goncourt-2024-kamel-daoud-laureat-20241104", "Prix Goncourt 2024 : Kamel Daoud lauréat pour Houris", "Un roman sur la « décennie noire » algérienne ...", "Nov 4, 2024"),
        ("https://www.theguardian.com/books/2024/nov/04/kamel-daoud-wins-prix-goncourt-houris", "Kamel Daoud wins Prix Goncourt for novel about Algeria's civil war", "Houris cannot be published in Algeria, where a law forbids works evoking the 'national tragedy' ...", "Nov 4, 2024"),
        ("https://www.francetvinfo.fr/culture/livres/prix-litteraires/prix-goncourt/direct-prix-goncourt-2024.html", "DIRECT. Prix Goncourt 2024 : suivez l'annonce du lauréat", "Quatre finalistes : Kamel Daoud, Gaël Faye, Hélène Gaudy, Sandrine Collette ...", "Nov 4, 2024"),
        ("https://www.reddit.com/r/france/comments/1gjgk0y/kamel_daoud_prix_goncourt_2024/", "Kamel Daoud prix Goncourt 2024 : r/france", "Houris est interdit en Algérie, donc c'est aussi un geste politique ...", "Nov 4, 2024"),
    ])
    v2 = visit(lm, "winner, vote and other finalists", (
        "Publié le 04 novembre 2024 à 12h51, modifié le 04 novembre 2024 à 16h20\n"
        "L'écrivain franco-algérien Kamel Daoud a reçu, lundi 4 novembre, le prix Goncourt pour Houris (Gallimard), au premier tour de scrutin, par six voix contre deux à Hélène Gaudy (Archipels, L'Olivier). "
        "Les deux autres finalistes étaient Gaël Faye (Jacaranda, Grasset) et Sandrine Collette (Madelaine avant l'aube, JC Lattès).\n"
        "Mise à jour 16h20 : Gaël Faye a reçu quelques minutes plus tard le prix Renaudot pour Jacaranda.\n"
        "Houris, qui évoque la guerre civile algérienne des années 1990, ne peut être publié en Algérie."), (
        "Kamel Daoud won the 2024 Prix Goncourt for Houris (Gallimard) in the first round, six votes to two for Hélène Gaudy. The other finalists were Gaël Faye and Sandrine Collette. "
        "The article, first published at 12:51, was updated at 16:20 to add that Gaël Faye won the Renaudot for Jacaranda the same day."))
    s4 = res([
        ("https://www.lemonde.fr/culture/article/2024/11/04/le-prix-renaudot-2024-decerne-a-gael-faye-pour-jacaranda_6375399_3246.html", "Le prix Renaudot 2024 décerné à Gaël Faye pour « Jacaranda »", "Finaliste du Goncourt, l'auteur de Petit pays est récompensé pour son roman sur le Rwanda ...", "Nov 4, 2024"),
        ("https://www.grasset.fr/livre/jacaranda-9782246831457/", "Jacaranda - Gaël Faye | Grasset", "Prix Renaudot 2024. Prix du roman Fnac 2024 ...", WP),
        ("https://en.wikipedia.org/wiki/Prix_Renaudot", "Prix Renaudot - Wikipedia", "Awarded on the same day as the Prix Goncourt since 1926 ...", WP),
        ("https://www.rfi.fr/fr/culture/20241104-prix-renaudot-2024-gael-faye-jacaranda", "Gaël Faye remporte le prix Renaudot 2024 avec Jacaranda", "Jacaranda suit Milan, un adolescent franco-rwandais, de 1994 à nos jours ...", "Nov 4, 2024"),
        ("https://www.livreshebdo.fr/article/gael-faye-prix-renaudot-2024", "Gaël Faye prix Renaudot 2024", "Au premier tour avec six voix ...", "Nov 4, 2024"),
        ("https://www.reddit.com/r/france/comments/1gjhb92/gael_faye_prix_renaudot/", "Gaël Faye prix Renaudot : r/france", "Mérité, Petit pays était déjà génial ...", "Nov 4, 2024"),
    ])
    s6 = res([
        ("https://www.lemonde.fr/culture/article/2023/11/07/le-prix-goncourt-2023-attribue-a-jean-baptiste-andrea-pour-veiller-sur-elle_6198682_3246.html", "Le prix Goncourt 2023 attribué à Jean-Baptiste Andrea pour « Veiller sur elle »", "Au quatorzième tour de scrutin, par six voix contre quatre à Éric Reinhardt ...", "Nov 7, 2023"),
        ("https://www.academiegoncourt.com/laureats", "Lauréats - Académie Goncourt", "2023 : Jean-Baptiste Andrea, Veiller sur elle (L'Iconoclaste). 2022 : Brigitte Giraud, Vivre vite (Flammarion) ...", WP),
        ("https://www.liconoclaste.com/veiller-sur-elle", "Veiller sur elle - Jean-Baptiste Andrea | L'Iconoclaste", "Prix Goncourt 2023. Prix du roman Fnac 2023 ...", WP),
        ("https://www.theguardian.com/books/2023/nov/07/jean-baptiste-andrea-wins-prix-goncourt", "Jean-Baptiste Andrea wins Prix Goncourt", "Veiller sur elle follows a sculptor with dwarfism in fascist Italy ...", "Nov 7, 2023"),
        ("https://en.wikipedia.org/wiki/Jean-Baptiste_Andrea", "Jean-Baptiste Andrea - Wikipedia", "French novelist and filmmaker; winner of the 2023 Prix Goncourt ...", WP),
        ("https://www.franceinter.fr/livres/prix-goncourt-2023-jean-baptiste-andrea", "Prix Goncourt 2023 : Jean-Baptiste Andrea", "Un premier roman chez un petit éditeur indépendant ...", "Nov 7, 2023"),
    ])
    turns: list[Turn] = [
        (rk.search("prix Goncourt 2024 lauréat"), s1),
        (rk.extract(lm, "winner, vote and other finalists"), v2),
        m.add({"goncourt_2024": "Kamel Daoud, Houris (Gallimard), 6 votes to 2"}),
        (rk.search("prix Renaudot 2024 Gaël Faye Jacaranda"), s4),
        m.add({"renaudot_2024": "Gaël Faye, Jacaranda (Grasset); he was also a Goncourt finalist"}),
        (rk.search("prix Goncourt 2023 Veiller sur elle"), s6),
        m.add({"goncourt_2023": "Jean-Baptiste Andrea, Veiller sur elle (L'Iconoclaste), 14th round"}),
        m.retrieve_all(),
    ]
    rs.add("search", "h66-search-17", SYSTEM, turns)


# ---------------------------------------------------------------- 18 bad: Booker 2023 shortlist, a member swapped
SHORT = [("Sarah Bernstein", "Study for Obedience", "Canada", "Granta"), ("Jonathan Escoffery", "If I Survive You", "United States", "4th Estate"),
         ("Paul Harding", "This Other Eden", "United States", "Hutchinson Heinemann"), ("Paul Lynch", "Prophet Song", "Ireland", "Oneworld"),
         ("Chetna Maroo", "Western Lane", "United Kingdom", "Picador"), ("Paul Murray", "The Bee Sting", "Ireland", "Hamish Hamilton")]


def t18(rs: rk.RowSet) -> None:
    m = Mem()
    bp = "https://thebookerprizes.com/the-booker-library/prize-years/2023"
    s1 = res([
        (bp, "The Booker Prize 2023 | The Booker Prizes", "The 2023 shortlist: Sarah Bernstein, Jonathan Escoffery, Paul Harding, Paul Lynch, Chetna Maroo and Paul Murray. Winner: Prophet Song by Paul Lynch ...", WP),
        ("https://en.wikipedia.org/wiki/2023_Booker_Prize", "2023 Booker Prize - Wikipedia", "The shortlist was announced on 21 September 2023 and the winner, Paul Lynch's Prophet Song, on 26 November 2023 ...", WP),
        ("https://www.theguardian.com/books/2023/sep/21/booker-prize-2023-shortlist", "Booker prize 2023 shortlist: first-time nominees dominate", "Four debut nominees and two Irish writers on a list chaired by Esi Edugyan ...", "Sep 21, 2023"),
        ("https://www.bbc.com/news/entertainment-arts-66879470", "Booker Prize 2023 shortlist revealed", "Paul Murray's The Bee Sting and Paul Lynch's Prophet Song are among six books ...", "Sep 21, 2023"),
        ("https://www.nytimes.com/2023/09/21/books/booker-prize-shortlist-2023.html", "Booker Prize Shortlist Announced", "Two Americans, two Irish writers, a Canadian and a Briton ...", "Sep 21, 2023"),
        ("https://www.reddit.com/r/books/comments/16oh8bl/booker_prize_2023_shortlist/", "Booker Prize 2023 shortlist : r/books", "Surprised Tan Twan Eng and Elaine Feeney didn't make it ...", "Sep 21, 2023"),
        ("https://www.waterstones.com/campaign/booker-prize", "The Booker Prize 2023 | Waterstones", "Shop the shortlist ...", WP),
    ])
    rows = [[a, t, c, p] for a, t, c, p in SHORT]
    p2 = (
        "# The Booker Prize 2023\n\nThe Booker Prizes\n\n**Winner: Prophet Song by Paul Lynch**\n\n"
        "Announced on 26 November 2023 at a ceremony at Old Billingsgate, London. The winner receives £50,000; each shortlisted author receives £2,500.\n\n"
        "## The judges\n\nEsi Edugyan (chair), Adjoa Andoh, Mary Jean Chan, James Shapiro and Robert Webb.\n\n"
        "## The shortlist\n\nAnnounced on 21 September 2023 from a longlist of 13 titles.\n\n" + table(["Author", "Title", "Country", "Publisher"], rows) + "\n\n"
        "## The longlist\n\nBooks longlisted but not shortlisted included Elaine Feeney (How to Build a Boat), Tan Twan Eng (The House of Doors), Martin MacInnes (In Ascension), "
        "Siân Hughes (Pearl), Ayọ̀bámi Adébáyọ̀ (A Spell of Good Things) and Sebastian Barry (Old God's Time).\n")
    s4 = res([
        ("https://www.theguardian.com/books/2023/nov/26/paul-lynch-wins-booker-prize-prophet-song", "Paul Lynch wins Booker prize for 'terrifying' dystopian novel Prophet Song", "The Irish author's fifth novel imagines Ireland descending into tyranny ...", "Nov 26, 2023"),
        ("https://www.bbc.com/news/entertainment-arts-67535349", "Paul Lynch wins Booker Prize for Prophet Song", "He is the fifth Irish writer to win the prize ...", "Nov 27, 2023"),
        ("https://thebookerprizes.com/the-booker-library/books/prophet-song", "Prophet Song | The Booker Prizes", "Winner of the Booker Prize 2023 ...", WP),
        ("https://www.irishtimes.com/culture/books/2023/11/26/paul-lynch-booker-prize/", "Paul Lynch wins the Booker Prize", "Lynch joins Iris Murdoch, John Banville, Roddy Doyle and Anne Enright ...", "Nov 26, 2023"),
        ("https://www.reddit.com/r/books/comments/184q1dw/paul_lynch_wins_the_2023_booker_prize/", "Paul Lynch wins the 2023 Booker Prize : r/books", "Was rooting for The Bee Sting but this is deserved ...", "Nov 26, 2023"),
    ])
    gu = "https://www.theguardian.com/books/2023/nov/26/paul-lynch-wins-booker-prize-prophet-song"
    v5 = visit(gu, "details of the win and the rest of the shortlist", (
        "Irish author Paul Lynch has won the Booker prize for his 'terrifying' fifth novel Prophet Song, about a mother's struggle to protect her family as Ireland descends into tyranny.\n"
        "Lynch was announced as the winner at a ceremony at Old Billingsgate in London on Sunday evening, and receives £50,000.\n"
        "Esi Edugyan, chair of the judges, said the novel 'captures the social and political anxieties of our current moment'.\n"
        "Lynch beat Paul Murray's The Bee Sting, Chetna Maroo's Western Lane, Sarah Bernstein's Study for Obedience, Paul Harding's This Other Eden and Jonathan Escoffery's If I Survive You."), (
        "Paul Lynch won the 2023 Booker Prize (£50,000) for Prophet Song on 26 November 2023 at Old Billingsgate. The other shortlisted books were The Bee Sting (Murray), "
        "Western Lane (Maroo), Study for Obedience (Bernstein), This Other Eden (Harding) and If I Survive You (Escoffery)."))
    bad = [["Sarah Bernstein", "Study for Obedience", "Canada", "Scottish-based Canadian; second novel"],
           ["Jonathan Escoffery", "If I Survive You", "United States", "Debut; linked stories set in Miami"],
           ["Paul Harding", "This Other Eden", "United States", "Pulitzer winner 2010 for Tinkers"],
           ["Paul Lynch", "Prophet Song", "Ireland", "Winner; fifth Irish winner"],
           ["Chetna Maroo", "Western Lane", "United Kingdom", "Debut novel"],
           ["Tan Twan Eng", "The House of Doors", "Malaysia", "Previously shortlisted in 2012"]]
    v6 = visit(bp, "nationalities of the shortlisted authors", (
        "## The shortlist\nAnnounced on 21 September 2023 from a longlist of 13 titles.\n" + table(["Author", "Title", "Country", "Notes"], bad) + "\n"
        "The judges: Esi Edugyan (chair), Adjoa Andoh, Mary Jean Chan, James Shapiro and Robert Webb."), (
        "The six shortlisted authors came from Canada (Bernstein), the United States (Escoffery, Harding), Ireland (Lynch), the United Kingdom (Maroo) and Malaysia (Tan Twan Eng)."))
    turns: list[Turn] = [
        (rk.search("Booker Prize 2023 shortlist"), s1),
        (rk.extract(bp, "shortlist, judges and winner"), p2),
        m.add({"booker2023_winner": "Paul Lynch, Prophet Song", "booker2023_shortlist_n": "6 (from a longlist of 13)"}),
        (rk.search("Paul Lynch Prophet Song Booker win Old Billingsgate"), s4),
        (rk.extract(gu, "details of the win and the rest of the shortlist"), v5),
        (rk.extract(bp, "nationalities of the shortlisted authors"), v6),
        m.add({"booker2023_judges_chair": "Esi Edugyan"}),
        m.retrieve_all(),
    ]
    rs.add("search", "h66-search-18", SYSTEM, turns, bad=True, turn=6,
           kind="The re-read shortlist names Tan Twan Eng (The House of Doors) in place of Paul Murray (The Bee Sting). Turns 1, 2 and 5 gave Murray as shortlisted and Tan Twan Eng as only longlisted.")


# ---------------------------------------------------------------- 19 clean: Louvre attendance, a memory key renamed (removed, re-added)
def t19(rs: rk.RowSet) -> None:
    m = Mem()
    wk = "https://en.wikipedia.org/wiki/Louvre"
    s1 = res([
        (wk, "Louvre - Wikipedia", "The Louvre is the world's most-visited museum, with 8.9 million visitors in 2023. It houses some 35,000 works on display ...", WP),
        ("https://www.louvre.fr/en/explore/the-palace/from-chateau-to-museum", "From château to museum | Louvre Museum", "Opened to the public on 10 August 1793 ...", WP),
        ("https://www.theartnewspaper.com/2024/03/26/the-100-most-popular-art-museums-in-the-world-2023", "The 100 most popular art museums in the world 2023", "The Louvre welcomed 8.9 million visitors, up 14% on 2022, ahead of the Vatican Museums (6.8 million) ...", "Mar 26, 2024"),
        ("https://www.statista.com/statistics/247463/attendance-at-the-louvre-museum/", "Louvre museum attendance 2007-2024 | Statista", "Annual visitor numbers to the Louvre in Paris ...", "Jan 21, 2025"),
        ("https://www.reuters.com/lifestyle/louvre-visitors-2023-8-9-million/", "Louvre attendance rebounds to 8.9 million in 2023", "Visitor numbers are still below the 2018 record of 10.2 million ...", "Jan 3, 2024"),
        ("https://www.reddit.com/r/paris/comments/18y0x9b/louvre_89_million_visitors/", "Louvre had 8.9 million visitors last year : r/paris", "And it felt like all of them were in front of the Mona Lisa ...", "Jan 4, 2024"),
        ("https://www.louvre.fr/en/what-s-on", "What's on | Louvre Museum", "Exhibitions, events and guided tours ...", WP),
    ])
    p2 = (
        "# Louvre\n\nFrom Wikipedia, the free encyclopedia\n\n| Musée du Louvre | |\n| --- | --- |\n| Established | 10 August 1793 |\n| Location | Rue de Rivoli, 75001 Paris, France |\n"
        "| Collection size | 500,000+ objects (about 35,000 on display) |\n| Visitors | 8.9 million (2023) |\n| Director | Laurence des Cars |\n\n"
        "The **Louvre** is a national art museum in Paris, France, and one of the most famous museums in the world. It is located on the Right Bank of the Seine in the "
        "city's 1st arrondissement and is home to some of the best-known works of art, including the Mona Lisa, the Venus de Milo and the Winged Victory of Samothrace.\n\n"
        "## Attendance\n\nThe Louvre is the most-visited museum in the world. It received 8.9 million visitors in 2023, up from 7.8 million in 2022. Its record year was 2018, "
        "with 10.2 million visitors. In 2023 the museum introduced a daily cap of 30,000 visitors.\n\n"
        "## Departments\n\nThe collection is divided among eight curatorial departments: Egyptian Antiquities; Near Eastern Antiquities; Greek, Etruscan and Roman Antiquities; "
        "Islamic Art; Sculptures; Decorative Arts; Paintings; Prints and Drawings.\n")
    s4 = res([
        ("https://www.louvre.fr/en/press/2025-01-attendance", "Louvre attendance in 2024: 8.7 million visitors", "The Louvre welcomed 8.7 million visitors in 2024, 69% of them from abroad ...", "Jan 21, 2025"),
        ("https://www.lemonde.fr/en/culture/article/2025/01/21/louvre-8-7-million-visitors-2024.html", "The Louvre recorded 8.7 million visitors in 2024", "A slight dip from 8.9 million in 2023, partly due to the Olympic summer ...", "Jan 21, 2025"),
        ("https://www.theartnewspaper.com/2025/03/25/the-100-most-popular-art-museums-in-the-world-2024", "The 100 most popular art museums in the world 2024", "The Louvre remains top with 8.7 million; the Vatican Museums rise to 6.8 million ...", "Mar 25, 2025"),
        ("https://www.france24.com/en/culture/20250121-louvre-visitors-2024", "Louvre visitors fall slightly in Olympic year", "Americans remained the largest group of foreign visitors ...", "Jan 21, 2025"),
        ("https://www.reddit.com/r/museum/comments/1i6k2qz/louvre_2024_attendance/", "Louvre 2024 attendance: 8.7m : r/museum", "Still over capacity though ...", "Jan 21, 2025"),
    ])
    turns: list[Turn] = [
        (rk.search("Louvre number of visitors 2023 most visited museum"), s1),
        (rk.extract(wk, "visitor numbers and collection size"), p2),
        m.add({"louvre_visitors": "8.9 million (2023); record 10.2 million (2018)", "louvre_collection": "500,000+ objects, ~35,000 on display"}),
        (rk.search("Louvre 2024 attendance 8.7 million"), s4),
        m.add({"louvre_visitors_2024": "8.7 million (69% from abroad)"}),
        m.remove(["louvre_visitors"]),
        m.add({"louvre_visitors_2023": "8.9 million; record 10.2 million (2018)"}),
        m.retrieve_all(),
    ]
    rs.add("search", "h66-search-19", SYSTEM, turns)


# ---------------------------------------------------------------- 20 bad: Billboard 200 debuts, an added memory item missing
def t20(rs: rk.RowSet) -> None:
    m = Mem()
    bb = "https://www.billboard.com/music/chart-beat/taylor-swift-tortured-poets-department-number-one-billboard-200-debut-1235665435/"
    s1 = res([
        (bb, "Taylor Swift's 'The Tortured Poets Department' Debuts at No. 1 on Billboard 200 With Massive 2.61 Million Units", "The album's first week is the largest for any album since Adele's 25 in 2015, and the biggest ever on vinyl in the modern era ...", "Apr 28, 2024"),
        ("https://en.wikipedia.org/wiki/The_Tortured_Poets_Department", "The Tortured Poets Department - Wikipedia", "It debuted atop the Billboard 200 with 2.61 million album-equivalent units, including 1.914 million pure sales ...", WP),
        ("https://www.billboard.com/charts/billboard-200/2024-05-04/", "Billboard 200 – Week of May 4, 2024", "1 The Tortured Poets Department – Taylor Swift. 2 One Thing at a Time – Morgan Wallen. 3 Cowboy Carter – Beyoncé ...", WP),
        ("https://www.nytimes.com/2024/04/28/arts/music/taylor-swift-tortured-poets-billboard-chart.html", "Taylor Swift's 'Tortured Poets' Sells 2.6 Million in First Week", "Streams of the album's 31 songs totaled 891.34 million ...", "Apr 28, 2024"),
        ("https://www.forbes.com/sites/hughmcintyre/2024/04/28/taylor-swift-tortured-poets-department-billboard-200/", "Taylor Swift Breaks Records With Tortured Poets Department", "Her 14th No. 1 album ties Jay-Z for the most by a soloist ...", "Apr 28, 2024"),
        ("https://www.reddit.com/r/popheads/comments/1cf9s8r/ttpd_debuts_with_261m_units/", "TTPD debuts at #1 with 2.61M units : r/popheads", "1.91M pure. Biggest since 25 ...", "Apr 28, 2024"),
    ])
    turns: list[Turn] = [(rk.search("Tortured Poets Department Billboard 200 debut units"), s1)]
    v2 = visit(bb, "first-week units, sales and streams", (
        "Taylor Swift's The Tortured Poets Department debuts at No. 1 on the Billboard 200 albums chart with 2.61 million equivalent album units earned in the U.S. "
        "in the week ending April 25, according to Luminate.\n"
        "Of that sum, album sales comprise 1.914 million, SEA units comprise 688,000 (equaling 891.34 million on-demand official streams of the set's songs) and TEA units comprise 7,000.\n"
        "It is Swift's 14th No. 1 album, tying Jay-Z for the most No. 1s among soloists.\n"
        "Vinyl sales: 859,000, the largest week for a vinyl album since Luminate began tracking in 1991."), (
        "The Tortured Poets Department debuted at No. 1 with 2.61 million units (1.914 million album sales, 688,000 SEA units from 891.34 million streams, 7,000 TEA), "
        "Swift's 14th No. 1. The chart is dated May 4, 2024."))
    s4 = res([
        ("https://www.billboard.com/music/chart-beat/billie-eilish-hit-me-hard-and-soft-debut-billboard-200-1235691226/", "Billie Eilish's 'Hit Me Hard and Soft' Debuts at No. 2 on Billboard 200", "The album launches with 339,000 equivalent album units, her biggest week since 2019 ...", "May 26, 2024"),
        ("https://en.wikipedia.org/wiki/Hit_Me_Hard_and_Soft", "Hit Me Hard and Soft - Wikipedia", "It debuted at number two on the Billboard 200 behind The Tortured Poets Department, with 339,000 units ...", WP),
        ("https://www.rollingstone.com/music/music-news/billie-eilish-hit-me-hard-and-soft-chart-debut-1235026781/", "Billie Eilish Lands No. 2 Debut Behind Taylor Swift", "Eilish's third album was kept off the top by Swift's fifth week at No. 1 ...", "May 26, 2024"),
        ("https://www.reddit.com/r/popheads/comments/1d11b7l/hmhas_debuts_at_2_with_339k/", "HMHAS debuts at #2 with 339k : r/popheads", "TTPD still at #1 in week 5 ...", "May 26, 2024"),
        ("https://www.nme.com/news/music/billie-eilish-hit-me-hard-and-soft-charts-3760215", "Billie Eilish scores career-best first week in the UK and No. 2 in US", "Number one in the UK and Australia ...", "May 27, 2024"),
    ])
    s6 = res([
        ("https://www.billboard.com/music/chart-beat/beyonce-cowboy-carter-number-one-billboard-200-debut-1235649314/", "Beyoncé's 'Cowboy Carter' Debuts at No. 1 on Billboard 200", "The album earned 407,000 equivalent album units in its first week, Beyoncé's eighth No. 1 ...", "Apr 7, 2024"),
        ("https://en.wikipedia.org/wiki/Cowboy_Carter", "Cowboy Carter - Wikipedia", "It debuted at number one on the Billboard 200 with 407,000 units and topped Top Country Albums, a first for a Black woman ...", WP),
        ("https://www.nytimes.com/2024/04/07/arts/music/beyonce-cowboy-carter-billboard-chart.html", "Beyoncé's 'Cowboy Carter' Opens at No. 1", "It is the biggest week of 2024 so far ...", "Apr 7, 2024"),
        ("https://www.reddit.com/r/popheads/comments/1by40wd/cowboy_carter_debuts_at_1_with_407k/", "Cowboy Carter debuts at #1 with 407k : r/popheads", "Eighth number one ...", "Apr 7, 2024"),
        ("https://www.rollingstone.com/music/music-country/beyonce-cowboy-carter-billboard-country-albums-1234998123/", "Beyoncé becomes first Black woman to top Top Country Albums", "Cowboy Carter also opened at No. 1 on the Billboard 200 ...", "Apr 8, 2024"),
    ])
    turns += [
        (rk.extract(bb, "first-week units, sales and streams"), v2),
        m.add({"ttpd_debut": "No. 1, 2.61M units (1.914M sales), chart dated May 4, 2024"}),
        (rk.search("Billie Eilish Hit Me Hard and Soft Billboard 200 debut"), s4),
        m.add({"hmhas_debut": "No. 2, 339,000 units (behind TTPD)"}),
        (rk.search("Cowboy Carter Billboard 200 debut units"), s6),
        m.add({"cowboy_carter_debut": "No. 1, 407,000 units"}),
    ]
    shown = {"ttpd_debut": "No. 1, 2.61M units (1.914M sales), chart dated May 4, 2024", "cowboy_carter_debut": "No. 1, 407,000 units"}
    turns.append(m.retrieve_all(shown=shown))
    rs.add("search", "h66-search-20", SYSTEM, turns, bad=True, turn=8,
           kind="retrieve_all leaves out hmhas_debut, which was added at turn 5 and never removed, while the keys added before and after it are there.")


# ---------------------------------------------------------------- 21 bad: IPL 2024 table, renamed franchise under its old name
IPL = [("Kolkata Knight Riders", 14, 9, 3, 2, 20, "+1.428"), ("Sunrisers Hyderabad", 14, 8, 5, 1, 17, "+0.414"),
       ("Rajasthan Royals", 14, 8, 5, 1, 17, "+0.273"), ("Royal Challengers Bengaluru", 14, 7, 7, 0, 14, "+0.459"),
       ("Chennai Super Kings", 14, 7, 7, 0, 14, "+0.392"), ("Delhi Capitals", 14, 7, 7, 0, 14, "-0.377"),
       ("Lucknow Super Giants", 14, 7, 7, 0, 14, "-0.667"), ("Gujarat Titans", 14, 5, 7, 2, 12, "-1.063"),
       ("Punjab Kings", 14, 5, 9, 0, 10, "-0.353"), ("Mumbai Indians", 14, 4, 10, 0, 8, "-0.318")]


def t21(rs: rk.RowSet) -> None:
    m = Mem()
    ci = "https://www.espncricinfo.com/series/indian-premier-league-2024-1410320/points-table-standings"
    s1 = res([
        (ci, "IPL 2024 Points Table | Indian Premier League Standings - ESPNcricinfo", "KKR 20, SRH 17, RR 17, RCB 14, CSK 14, DC 14, LSG 14, GT 12, PBKS 10, MI 8. Net run rate decided third and fourth places ...", WP),
        ("https://www.iplt20.com/points-table/men/2024", "IPL 2024 Points Table - IPLT20", "Official points table of TATA IPL 2024 ...", WP),
        ("https://en.wikipedia.org/wiki/2024_Indian_Premier_League", "2024 Indian Premier League - Wikipedia", "Kolkata Knight Riders won their third title, beating Sunrisers Hyderabad by eight wickets in the final at Chennai on 26 May 2024 ...", WP),
        ("https://www.cricbuzz.com/cricket-series/7607/indian-premier-league-2024/points-table", "Indian Premier League 2024 Points Table - Cricbuzz", "Team, Mat, Won, Lost, NR, Pts, NRR ...", WP),
        ("https://www.ndtv.com/cricket/ipl-2024-points-table-rcb-qualify-for-playoffs-5690126", "IPL 2024 points table: RCB qualify after beating CSK", "Bengaluru edged Chennai on net run rate after six straight wins ...", "May 18, 2024"),
        ("https://www.hindustantimes.com/cricket/ipl-2024-final-points-table-101716197812345.html", "IPL 2024 final points table after league stage", "Washouts for GT and the SRH v GT game shaped the top two ...", "May 20, 2024"),
        ("https://www.reddit.com/r/Cricket/comments/1cwc6x2/ipl_2024_final_league_table/", "IPL 2024 final league table : r/Cricket", "MI bottom with 8 points, wild season ...", "May 20, 2024"),
    ])
    head = ["Pos", "Team", "M", "W", "L", "NR", "Pts", "NRR"]
    p2 = (
        "# Indian Premier League 2024 - Points Table\n\nESPNcricinfo\n\nGroup stage | 22 March – 19 May 2024\n\n"
        + table(head, [[i, *r] for i, r in enumerate(IPL, 1)]) + "\n\n"
        "Q = qualified for the playoffs: Kolkata Knight Riders, Sunrisers Hyderabad, Rajasthan Royals, Royal Challengers Bengaluru.\n\n"
        "## Playoffs\n\n- Qualifier 1 (21 May, Ahmedabad): KKR beat SRH by 8 wickets\n- Eliminator (22 May, Ahmedabad): RR beat RCB by 4 wickets\n"
        "- Qualifier 2 (24 May, Chennai): SRH beat RR by 36 runs\n- Final (26 May, Chennai): KKR beat SRH by 8 wickets\n")
    s3 = res([
        ("https://en.wikipedia.org/wiki/Punjab_Kings", "Punjab Kings - Wikipedia", "Formerly known as Kings XI Punjab, the franchise was renamed Punjab Kings in February 2021 ahead of the 2021 season ...", WP),
        ("https://www.espncricinfo.com/story/kings-xi-punjab-renamed-punjab-kings-1251367", "Kings XI Punjab renamed Punjab Kings ahead of IPL 2021", "The franchise has changed its name ahead of the auction in Chennai ...", "Feb 15, 2021"),
        ("https://www.ndtv.com/cricket/kings-xi-punjab-change-name-to-punjab-kings-2370081", "Kings XI Punjab change name to Punjab Kings", "The team has never won the IPL title ...", "Feb 15, 2021"),
        ("https://www.punjabkingsipl.in/", "Punjab Kings - Official Website", "Official website of Punjab Kings ...", WP),
        ("https://www.reddit.com/r/Cricket/comments/lkhqb2/kings_xi_punjab_renamed_to_punjab_kings/", "Kings XI Punjab renamed to Punjab Kings : r/Cricket", "New name, same old Punjab ...", "Feb 15, 2021"),
    ])
    pk = "https://en.wikipedia.org/wiki/Punjab_Kings"
    v4 = visit(pk, "when and why the franchise was renamed, home ground", (
        "Punjab Kings (formerly Kings XI Punjab) is a franchise cricket team based in Mohali, Punjab, that competes in the Indian Premier League. Founded in 2008.\n"
        "In February 2021, ahead of the 2021 season, the franchise was renamed from Kings XI Punjab to Punjab Kings.\n"
        "| Home ground | Maharaja Yadavindra Singh International Cricket Stadium, Mullanpur (from 2024) |\n| Secondary home ground | HPCA Stadium, Dharamsala |\n"
        "| IPL best result | Runners-up (2014) |\n| 2024 season | 9th |"), (
        "The franchise founded in 2008 as Kings XI Punjab was renamed Punjab Kings in February 2021, before the 2021 season. From 2024 its home ground is the new Maharaja "
        "Yadavindra Singh Stadium in Mullanpur. It finished 9th in 2024 and has never won the title (runners-up 2014)."))
    s6 = res([
        ("https://www.espncricinfo.com/records/tournament/indian-premier-league-2024-15940", "IPL 2024 records: most runs, most wickets - ESPNcricinfo", "Most runs: Virat Kohli 741 (15 inns). Most wickets: Harshal Patel 24 (14 inns) ...", WP),
        ("https://www.iplt20.com/stats/2024", "TATA IPL 2024 Stats - IPLT20", "Orange Cap: Virat Kohli (RCB) 741 runs. Purple Cap: Harshal Patel (PBKS) 24 wickets ...", WP),
        ("https://www.ndtv.com/cricket/ipl-2024-orange-cap-purple-cap-winners-5755020", "IPL 2024 Orange Cap and Purple Cap winners", "Kohli's 741 runs came at a strike rate of 154.69 ...", "May 27, 2024"),
        ("https://www.hindustantimes.com/cricket/harshal-patel-purple-cap-ipl-2024-101716793321112.html", "Harshal Patel wins second Purple Cap", "The Punjab Kings seamer finished with 24 wickets ...", "May 27, 2024"),
        ("https://www.reddit.com/r/Cricket/comments/1d1m1yt/ipl_2024_awards/", "IPL 2024 awards : r/Cricket", "Narine MVP, Kohli orange cap, Harshal purple cap, Nitish Reddy emerging ...", "May 27, 2024"),
    ])
    rows7 = [[i, *r] for i, r in enumerate(IPL, 1)]
    rows7[8][1] = "Kings XI Punjab"
    v7 = visit(ci, "net run rate of the bottom four teams", (
        "Indian Premier League 2024 - Points Table, Group stage | 22 March – 19 May 2024\n"
        + table(head, rows7[6:]) + "\n"
        "Gujarat Titans had two no-results, against KKR (13 May) and SRH (16 May), both washed out in Ahmedabad and Hyderabad."), (
        "The bottom four after the league stage were Lucknow Super Giants (7th, 14 pts, NRR -0.667), Gujarat Titans (8th, 12 pts, -1.063), "
        "Kings XI Punjab (9th, 10 pts, -0.353) and Mumbai Indians (10th, 8 pts, -0.318)."))
    turns: list[Turn] = [
        (rk.search("IPL 2024 points table final league stage"), s1),
        (rk.extract(ci, "final league-stage standings and playoff results"), p2),
        (rk.search("Kings XI Punjab renamed Punjab Kings 2021"), s3),
        (rk.extract(pk, "when and why the franchise was renamed, home ground"), v4),
        m.add({"pbks_2024": "Punjab Kings, 9th, 10 pts (5W 9L), NRR -0.353", "kkr_2024": "1st, 20 pts; champions (beat SRH by 8 wkts, 26 May)"}),
        (rk.search("IPL 2024 orange cap purple cap"), s6),
        (rk.extract(ci, "net run rate of the bottom four teams"), v7),
        m.add({"ipl2024_caps": "Orange: Virat Kohli 741; Purple: Harshal Patel (PBKS) 24"}),
    ]
    rs.add("search", "h66-search-21", SYSTEM, turns, bad=True, turn=7,
           kind="The 2024 points table re-read at turn 7 lists the 9th-placed side as Kings XI Punjab. The same table at turn 2, and turns 3 and 4, showed that the franchise has been Punjab Kings since February 2021.")


# ---------------------------------------------------------------- 22 clean: Test batting averages, filtered views and a live career figure
AVG20 = [("Don Bradman", "AUS", "1928–1948", 52, 80, 10, "6,996", "99.94"), ("Adam Voges", "AUS", "2015–2016", 20, 31, 7, "1,485", "61.87"),
         ("Harry Brook", "ENG", "2022–2024", 24, 40, 1, "2,281", "58.48"), ("Graeme Pollock", "SA", "1963–1970", 23, 41, 4, "2,256", "60.97"),
         ("George Headley", "WI", "1930–1954", 22, 40, 4, "2,190", "60.83"), ("Herbert Sutcliffe", "ENG", "1924–1935", 54, 84, 9, "4,555", "60.73"),
         ("Ken Barrington", "ENG", "1955–1968", 82, 131, 15, "6,806", "58.67"), ("Everton Weekes", "WI", "1948–1958", 48, 81, 5, "4,455", "58.61"),
         ("Wally Hammond", "ENG", "1927–1947", 85, 140, 16, "7,249", "58.45"), ("Garfield Sobers", "WI", "1954–1974", 93, 160, 21, "8,032", "57.78"),
         ("Kumar Sangakkara", "SL", "2000–2015", 134, 233, 17, "12,400", "57.40"), ("Jack Hobbs", "ENG", "1908–1930", 61, 102, 7, "5,410", "56.94")]


def t22(rs: rk.RowSet) -> None:
    m = Mem()
    rows20 = sorted(AVG20, key=lambda r: -float(r[7]))
    base = "https://www.espncricinfo.com/records/highest-career-batting-average-282910"
    s1 = res([
        (base, "Test matches - Highest career batting average | ESPNcricinfo", "Records / Test matches / Batting records / Highest career batting average (qualification: 20 innings). D Bradman 99.94, AC Voges 61.87 ...", WP),
        ("https://en.wikipedia.org/wiki/List_of_Test_cricket_records", "List of Test cricket records - Wikipedia", "Highest career batting average (min. 20 innings): Don Bradman 99.94 ...", WP),
        ("https://www.icc-cricket.com/news/bradman-99-94-the-greatest-number-in-sport", "Bradman's 99.94: the greatest number in sport", "Needing four runs in his final innings at The Oval in 1948 to average 100, Bradman was bowled second ball for nought ...", "Aug 14, 2023"),
        ("https://www.cricbuzz.com/cricket-stats/records/highest-batting-average-test", "Highest batting average in Test cricket - Cricbuzz", "Minimum qualification 20 innings ...", WP),
        ("https://www.wisden.com/stories/the-highest-test-batting-averages", "The highest Test batting averages of all time", "Voges, Pollock, Headley and Sutcliffe sit behind Bradman ...", "Jan 10, 2024"),
        ("https://www.reddit.com/r/Cricket/comments/15r8yv2/highest_test_averages_min_50_innings/", "Highest Test averages, min 50 innings : r/Cricket", "With a 50-innings cut-off Voges, Pollock and Headley drop out ...", "Aug 15, 2023"),
        ("https://www.statista.com/statistics/1082913/highest-test-batting-average/", "Highest Test cricket batting averages | Statista", "Sir Donald Bradman's career average of 99.94 ...", "Jun 1, 2024"),
    ])
    head = ["Player", "Team", "Span", "Mat", "Inns", "NO", "Runs", "Ave"]
    p2 = ("# Records / Test matches / Batting records / Highest career batting average\n\nESPNcricinfo\n\nQualification: 20 innings\n\n"
          + table(head, [list(r) for r in rows20]) + "\n\nShowing 1–12. Last updated: 18 December 2024.\n")
    url50 = base + "?qualification=50"
    rows50 = [list(r) for r in rows20 if r[4] >= 50]
    p4 = ("# Records / Test matches / Batting records / Highest career batting average\n\nESPNcricinfo\n\nQualification: 50 innings\n\n"
          + table(head, rows50 + [["Len Hutton", "ENG", "1937–1955", 79, 138, 15, "6,971", "56.67"]]) + "\n\nShowing 1–9. Last updated: 18 December 2024.\n")
    s5 = res([
        ("https://www.espncricinfo.com/story/ashes-2019-steve-smith-average-1198234", "Steve Smith's Ashes 2019 in numbers", "774 runs at 110.57 in the series lifted his career average to 64.56 ...", "Sep 16, 2019"),
        ("https://www.theguardian.com/sport/2019/sep/16/steve-smith-ashes-2019-greatest", "Steve Smith's Ashes was one of the greatest", "Returning from a ban, Smith made 774 runs in seven innings ...", "Sep 16, 2019"),
        ("https://en.wikipedia.org/wiki/Steve_Smith_(cricketer)", "Steve Smith (cricketer) - Wikipedia", "Smith passed 10,000 Test runs at Galle on 29 January 2025 ...", WP),
        ("https://www.cricket.com.au/news/steve-smith-average-decline", "Where has Steve Smith's average gone?", "From 64.56 after the 2019 Ashes, Smith's career average has drifted below 57 ...", "Jan 6, 2025"),
        ("https://www.reddit.com/r/Cricket/comments/d4v3p1/smith_now_averages_6456/", "Smith now averages 64.56 : r/Cricket", "Second only to Bradman among 20+ innings guys ... well, and Voges ...", "Sep 15, 2019"),
    ])
    sm = "https://www.espncricinfo.com/cricketers/steve-smith-267192"
    v7 = visit(sm, "current Test career batting average", (
        "Steven Peter Devereux Smith | Born 2 June 1989, Sydney | Batting style: Right hand Bat\n"
        + table(["Format", "Mat", "Inns", "NO", "Runs", "HS", "Ave", "100s", "50s"], [["Test", 115, 205, 22, "10,271", 239, "56.12", 35, 42]]) + "\n"
        "Smith reached 10,000 Test runs on 29 January 2025 at Galle and scored 141 in that match.\n"
        "Stats updated: 1 February 2025."), (
        "As of 1 February 2025 Steve Smith has 10,271 Test runs in 115 matches at an average of 56.12, with 35 hundreds. He passed 10,000 runs at Galle on 29 January 2025."))
    turns: list[Turn] = [
        (rk.search("highest Test batting averages all time minimum 20 innings"), s1),
        (rk.extract(base, "players with the highest career Test batting average"), p2),
        m.add({"bradman_avg": "99.94 (52 Tests, 80 inns, 10 NO, 6,996 runs)", "second_best_20inns": "Adam Voges 61.87"}),
        (rk.extract(url50, "highest career average with at least 50 innings"), p4),
        m.update({"second_best_20inns": "Adam Voges 61.87 (20 Tests); with 50-innings cut-off: Herbert Sutcliffe 60.73"}),
        (rk.search("Steve Smith Test average after Ashes 2019 64.56"), s5),
        (rk.extract(sm, "current Test career batting average"), v7),
        m.add({"smith_avg": "64.56 after 2019 Ashes; 56.12 as of 1 Feb 2025 (115 Tests, 10,271 runs)"}),
    ]
    rs.add("search", "h66-search-22", SYSTEM, turns)


def main() -> None:
    rs = rk.RowSet(Path(__file__).parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
