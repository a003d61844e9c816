# ruff: noqa: E501
"""Held-out set holdout34, domain search: 22 deep-research trajectories (web_search, web_extractor, dict_memory).

Written blind. Eleven trajectories carry exactly one observation that contradicts an earlier turn; the
other eleven are coherent. Run from the repository root:
``python3 -m tests.decoherence.independent.holdout34_parts.search.make``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet, extract, memory, results, search

TOOLS = [
    {"name": "web_search", "description": "Search the web. Returns 10 ranked results (URL, title, snippet, date) for each query.",
     "parameters": {"type": "object", "properties": {"queries": {"type": "array", "items": {"type": "string"}}}, "required": ["queries"]}},
    {"name": "web_extractor", "description": "Fetch a web page and return its main content as Markdown, focused on the stated goal.",
     "parameters": {"type": "object", "properties": {"url": {"type": "string"}, "goal": {"type": "string"}}, "required": ["url", "goal"]}},
    {"name": "dict_memory", "description": "Key-value scratchpad. operation: add | update | retrieve | retrieve_all | remove | remove_all. add/update take dict; retrieve/remove take key_list.",
     "parameters": {"type": "object", "properties": {"operation": {"type": "string"}, "dict": {"type": "object"}, "key_list": {"type": "array", "items": {"type": "string"}}}, "required": ["operation"]}},
]

SYSTEM = (
    "You are a Search World Model: you simulate the tools of a deep-research agent (web_search, web_extractor, "
    "dict_memory) and return exactly what a real execution would return. Factuality comes first; keep every "
    "search result, extracted page and memory entry consistent with what earlier turns showed. web_search gives "
    "numbered results ([1] URL / Title / Snippet / Date), web_extractor gives the page as Markdown, dict_memory "
    "behaves as a persistent key-value store. Reply to each call after **Environment Observation:**.\n\n"
    "Available tools:\n" + json.dumps(TOOLS, indent=1)
)


def st(question: str, date: str) -> str:
    return f"Research question: {question}\nSession date: {date}\nMemory: (empty)"


def added(*keys: str) -> str:
    return f"Successfully added items of {list(keys)} to memory."


def updated(*keys: str) -> str:
    return f"Successfully updated items of {list(keys)} in memory."


def removed(*keys: str) -> str:
    return f"Successfully removed items of {list(keys)} from memory."


def got(d: dict[str, Any]) -> str:
    return "Retrieved items:\n" + json.dumps(d, indent=2, ensure_ascii=False)


def allmem(d: dict[str, Any], n: int | None = None) -> str:
    count = len(d) if n is None else n
    return f"Memory contains {count} item(s):\n" + json.dumps(d, indent=2, ensure_ascii=False)


def table(head: list[str], rows: list[list[Any]]) -> str:
    out = ["| " + " | ".join(head) + " |", "| " + " | ".join("---" for _ in head) + " |"]
    out += ["| " + " | ".join(str(c) for c in r) + " |" for r in rows]
    return "\n".join(out)


def money(x: int) -> str:
    return f"${x:,}"


def isbn13(first12: str) -> str:
    total = sum(int(d) * (1 if i % 2 == 0 else 3) for i, d in enumerate(first12))
    return first12 + str((10 - total % 10) % 10)


def isbn10(isbn: str) -> str:
    core = isbn[3:12]
    r = (11 - sum(int(d) * (10 - i) for i, d in enumerate(core)) % 11) % 11
    return core + ("X" if r == 10 else str(r))


def pct(a: float, b: float) -> str:
    v = (a - b) / b * 100
    return f"{v:+.2f}%"


# ---------------------------------------------------------------------------
# FIFA ranking (inside.fifa.com) - clean
def t01(rs: RowSet) -> None:
    fifa = [
        (1, "Argentina", "CONMEBOL", 1886.16, 1885.36, 1), (2, "Spain", "UEFA", 1854.64, 1844.33, 3),
        (3, "France", "UEFA", 1852.71, 1859.78, 2), (4, "England", "UEFA", 1819.20, 1813.81, 4),
        (5, "Brazil", "CONMEBOL", 1776.03, 1784.95, 5), (6, "Netherlands", "UEFA", 1752.44, 1751.92, 7),
        (7, "Portugal", "UEFA", 1750.08, 1756.45, 6), (8, "Belgium", "UEFA", 1735.75, 1739.97, 8),
        (9, "Italy", "UEFA", 1718.31, 1722.59, 9), (10, "Germany", "UEFA", 1716.98, 1703.79, 10),
        (11, "Croatia", "UEFA", 1698.66, 1691.94, 13), (12, "Morocco", "CAF", 1694.24, 1684.27, 14),
        (13, "Colombia", "CONMEBOL", 1679.39, 1692.05, 12), (14, "Uruguay", "CONMEBOL", 1679.21, 1695.42, 11),
        (15, "Japan", "AFC", 1652.64, 1646.01, 15), (16, "USA", "CONCACAF", 1648.81, 1645.48, 16),
        (17, "Mexico", "CONCACAF", 1646.94, 1633.44, 19), (18, "IR Iran", "AFC", 1640.54, 1636.96, 18),
        (19, "Senegal", "CAF", 1630.32, 1637.32, 17), (20, "Switzerland", "UEFA", 1623.52, 1630.81, 20),
    ]
    rows = [[rk, team, conf, f"{pts:.2f}", f"{prev:.2f}", f"{pts - prev:+.2f}", prk] for rk, team, conf, pts, prev, prk in fifa]
    ranking_page = (
        "# FIFA/Coca-Cola Men's World Ranking\n\n"
        "Men's | Women's\n\n"
        "**Last update:** 03 Apr 2025  \n**Next update:** 10 Jul 2025\n\n"
        "Filter: All confederations | Show: 1-20 of 210\n\n"
        + table(["RK", "Team", "Confederation", "Total Points", "Previous Points", "+/-", "Previous RK"], rows)
        + "\n\n[Show more]\n\n"
        "## How the ranking is calculated\n\n"
        "Since August 2018 the ranking uses the \"SUM\" method: points are added to or subtracted from a team's "
        "total after each match, according to the formula P = Pbefore + I x (W - We), where I is the importance "
        "of the match, W the result and We the expected result.\n\n"
        "- Friendlies outside international windows: I = 5\n- Friendlies during international windows: I = 10\n"
        "- Nations League group stage: I = 15; Nations League play-offs and finals: I = 25\n"
        "- Confederation final competitions (before QF): I = 35; (QF and later): I = 40\n"
        "- FIFA World Cup (before QF): I = 50; (QF and later): I = 60\n\n"
        "Knock-out losses in final competitions do not reduce points."
    )
    conmebol = [
        (1, 1, "Argentina", 1886.16), (2, 5, "Brazil", 1776.03), (3, 13, "Colombia", 1679.39),
        (4, 14, "Uruguay", 1679.21), (5, 23, "Ecuador", 1588.04), (6, 39, "Paraguay", 1501.37),
        (7, 46, "Venezuela", 1472.80), (8, 48, "Peru", 1467.13), (9, 55, "Chile", 1442.92), (10, 77, "Bolivia", 1329.70),
    ]
    conf_page = (
        "# FIFA/Coca-Cola Men's World Ranking\n\n"
        "**Last update:** 03 Apr 2025  \n**Next update:** 10 Jul 2025\n\n"
        "Filter: CONMEBOL | Show: 1-10 of 10\n\n"
        + table(["Conf. RK", "World RK", "Team", "Total Points"], [[a, b, c, f"{d:.2f}"] for a, b, c, d in conmebol])
        + "\n\nTeams in this confederation: 10 | Highest-ranked: Argentina (1) | Lowest-ranked: Bolivia (77)"
    )
    espn = (
        "# Spain climb to second in FIFA rankings as Argentina stay top\n\n"
        "ESPN  \nApr 3, 2025, 06:12 AM ET\n\n"
        "World champions Argentina remain No. 1 in the FIFA men's world rankings released on Thursday, while "
        "Spain have climbed to second after their Nations League quarterfinal win over the Netherlands.\n\n"
        "France slip to third despite getting past Croatia on penalties in the Nations League, with Les Bleus "
        "having lost the first leg 2-0 in Split. Argentina's March qualifiers -- a 1-0 win in Uruguay and a 4-1 "
        "thrashing of Brazil -- pushed Lionel Scaloni's side further clear.\n\n"
        "Argentina now have 1,886 points, 31.5 ahead of Spain (1,855), with France a fraction behind on 1,853. "
        "England are fourth and Brazil, beaten heavily in Buenos Aires, stay fifth.\n\n"
        "## Top 10\n\n"
        "1. Argentina 1,886\n2. Spain 1,855\n3. France 1,853\n4. England 1,819\n5. Brazil 1,776\n"
        "6. Netherlands 1,752\n7. Portugal 1,750\n8. Belgium 1,736\n9. Italy 1,718\n10. Germany 1,717\n\n"
        "Morocco are up two places to 12th, the highest-ranked African nation, while Croatia climb to 11th. "
        "Colombia and Uruguay both dropped after March defeats.\n\n"
        "The next ranking will be published on July 10.\n\n"
        "**Related:** Argentina clinch 2026 World Cup spot before kickoff vs. Brazil | Spain's De la Fuente: 'We are not thinking about rankings'"
    )
    m1 = {"fifa_men_top10_2025-04-03": "1 ARG 1886.16 | 2 ESP 1854.64 | 3 FRA 1852.71 | 4 ENG 1819.20 | 5 BRA 1776.03 | 6 NED 1752.44 | 7 POR 1750.08 | 8 BEL 1735.75 | 9 ITA 1718.31 | 10 GER 1716.98 (inside.fifa.com, last update 03 Apr 2025)"}
    m2 = {"fifa_gap_1st_2nd": "31.52 pts (ARG 1886.16 - ESP 1854.64); ESPN rounds to 31.5",
          "conmebol_order": "ARG 1, BRA 5, COL 13, URU 14, ECU 23 (world ranks)"}
    turns = [
        (search("FIFA men's world ranking April 2025 top 10 points"), results(
            ("https://inside.fifa.com/fifa-world-ranking/men", "Men's Ranking | FIFA/Coca-Cola Men's World Ranking - Inside FIFA", "The FIFA/Coca-Cola Men's World Ranking. Last update: 03 Apr 2025. Next update: 10 Jul 2025. 1 Argentina 1886.16, 2 Spain 1854.64, 3 France 1852.71 ...", "N/A"),
            ("https://www.espn.com/soccer/story/_/id/44521378/fifa-rankings-argentina-spain-france-england-brazil", "Spain climb to second in FIFA rankings as Argentina stay top - ESPN", "Spain have climbed to second in the latest FIFA men's world rankings, overtaking France, while world champions Argentina remain No. 1 ...", "Apr 3, 2025"),
            ("https://www.reuters.com/sports/soccer/argentina-remain-top-fifa-rankings-spain-move-up-second-2025-04-03/", "Argentina remain top of FIFA rankings, Spain move up to second | Reuters", "World champions Argentina remained top of the FIFA men's world rankings on Thursday, while European champions Spain climbed above France into second place.", "Apr 3, 2025"),
            ("https://en.wikipedia.org/wiki/FIFA_Men%27s_World_Ranking", "FIFA Men's World Ranking - Wikipedia", "The FIFA Men's World Ranking is a ranking system for men's national teams in association football. Since 2018 it has used an Elo-based 'SUM' method ...", "N/A"),
            ("https://www.skysports.com/football/news/11095/13343210/fifa-world-rankings-england-stay-fourth-as-spain-move-above-france", "FIFA world rankings: England stay fourth as Spain move above France | Sky Sports", "England remain fourth in the latest FIFA world rankings after Thomas Tuchel's first two games in charge, with Spain moving up to second ...", "Apr 3, 2025"),
            ("https://www.football-ranking.com/fifa_rankings", "FIFA World Rankings - Men (live) | football-ranking.com", "Live projection of the FIFA men's ranking, updated after every international match. Argentina 1886.2, Spain 1854.6, France 1852.7 ...", "N/A"),
            ("https://www.goal.com/en/lists/fifa-world-rankings-best-national-teams-world-football/blt1b2d3f7c2c0a0c4e", "FIFA World Rankings 2025: The best national teams in world football | Goal.com", "Who are the best national teams according to FIFA? Argentina lead the way ahead of Spain and France in the April 2025 update ...", "Apr 4, 2025"),
            ("https://www.reddit.com/r/soccer/comments/1jqb7xk/fifa_mens_world_ranking_april_2025/", "FIFA Men's World Ranking - April 2025 : r/soccer", "Morocco up to 12th, best in Africa. Colombia and Uruguay drop after March losses. Spain 2nd ...", "Apr 3, 2025"),
            ("https://www.nytimes.com/athletic/6244311/2025/04/03/fifa-rankings-spain-argentina/", "FIFA rankings: Spain move up to second, Argentina stay top - The Athletic", "Spain, the European champions, are now second in FIFA's rankings behind Argentina after beating the Netherlands on penalties ...", "Apr 3, 2025"),
            ("https://www.transfermarkt.com/statistik/weltrangliste", "FIFA world ranking | Transfermarkt", "FIFA world ranking of all national teams: rank, points and confederation. Last update: Apr 3, 2025 ...", "N/A"),
        )),
        (extract("https://inside.fifa.com/fifa-world-ranking/men", "Top 20 teams with total points, previous points and previous rank"), ranking_page),
        (memory("add", dict=m1), added(*m1)),
        (extract("https://www.espn.com/soccer/story/_/id/44521378/fifa-rankings-argentina-spain-france-england-brazil", "How the April 2025 ranking changed at the top and the points gap"), espn),
        (extract("https://inside.fifa.com/fifa-world-ranking/men?confederation=CONMEBOL", "CONMEBOL teams and their world positions"), conf_page),
        (memory("add", dict=m2), added(*m2)),
        (memory("retrieve_all"), allmem({**m1, **m2})),
    ]
    rs.add(task="search", tid="h34-search-01", system=SYSTEM, turns=turns,
           state=st("Which teams make up the top 10 of the current FIFA/Coca-Cola Men's World Ranking, and how many points separate first and second place?", "2025-04-08"))


# Grammy Awards (grammy.com) - bad
def t02(rs: RowSet) -> None:
    win25 = (
        "# 2025 GRAMMYs: See The Full Winners & Nominees List\n\n"
        "GRAMMY.com | Updated Feb 3, 2025 - 4:12 am\n\n"
        "The 2025 GRAMMYs were held Sunday, Feb. 2, at Crypto.com Arena in Los Angeles and hosted by Trevor Noah. "
        "Beyonce, the most-awarded artist in GRAMMY history, took home Album Of The Year for *Cowboy Carter*, her "
        "first win in the category, bringing her career total to 35 GRAMMYs. Kendrick Lamar's \"Not Like Us\" won "
        "five awards, including Record Of The Year and Song Of The Year. Chappell Roan was named Best New Artist.\n\n"
        "## General Field\n\n"
        "### 1. Album Of The Year\n"
        "- **WINNER: *Cowboy Carter* - Beyonce**\n- *New Blue Sun* - Andre 3000\n- *Short n' Sweet* - Sabrina Carpenter\n"
        "- *Brat* - Charli xcx\n- *Djesse Vol. 4* - Jacob Collier\n- *Hit Me Hard And Soft* - Billie Eilish\n"
        "- *The Rise And Fall Of A Midwest Princess* - Chappell Roan\n- *The Tortured Poets Department* - Taylor Swift\n\n"
        "### 2. Record Of The Year\n"
        "- **WINNER: \"Not Like Us\" - Kendrick Lamar**\n- \"Now And Then\" - The Beatles\n- \"Texas Hold 'Em\" - Beyonce\n"
        "- \"Espresso\" - Sabrina Carpenter\n- \"360\" - Charli xcx\n- \"Birds Of A Feather\" - Billie Eilish\n"
        "- \"Good Luck, Babe!\" - Chappell Roan\n- \"Fortnight\" - Taylor Swift Featuring Post Malone\n\n"
        "### 3. Song Of The Year\n"
        "- **WINNER: \"Not Like Us\" - Kendrick Lamar, songwriter (Kendrick Lamar)**\n- \"A Bar Song (Tipsy)\" - Shaboozey\n"
        "- \"Birds Of A Feather\" - Billie Eilish\n- \"Die With A Smile\" - Lady Gaga & Bruno Mars\n- \"Fortnight\" - Taylor Swift Featuring Post Malone\n"
        "- \"Good Luck, Babe!\" - Chappell Roan\n- \"Please Please Please\" - Sabrina Carpenter\n- \"Texas Hold 'Em\" - Beyonce\n\n"
        "### 4. Best New Artist\n"
        "- **WINNER: Chappell Roan**\n- Benson Boone\n- Sabrina Carpenter\n- Doechii\n- Khruangbin\n- Raye\n- Shaboozey\n- Teddy Swims\n\n"
        "### 5. Producer Of The Year, Non-Classical\n- **WINNER: Daniel Nigro**\n\n"
        "### 6. Songwriter Of The Year, Non-Classical\n- **WINNER: Amy Allen**\n\n"
        "## Pop & Dance/Electronic Music\n\n"
        "- Best Pop Solo Performance: **\"Espresso\" - Sabrina Carpenter**\n"
        "- Best Pop Duo/Group Performance: **\"Die With A Smile\" - Lady Gaga & Bruno Mars**\n"
        "- Best Pop Vocal Album: ***Short n' Sweet* - Sabrina Carpenter**\n"
        "- Best Dance Pop Recording: **\"Von dutch\" - Charli xcx**\n"
        "- Best Dance/Electronic Album: ***Brat* - Charli xcx**\n\n"
        "## Country & American Roots Music\n\n"
        "- Best Country Album: ***Cowboy Carter* - Beyonce**\n"
        "- Best Country Duo/Group Performance: **\"II Most Wanted\" - Beyonce Featuring Miley Cyrus**\n"
        "- Best Country Solo Performance: **\"It Takes A Woman\" - Chris Stapleton**\n\n"
        "## Rap\n\n"
        "- Best Rap Album: ***Alligator Bites Never Heal* - Doechii**\n"
        "- Best Rap Performance: **\"Not Like Us\" - Kendrick Lamar**\n"
        "- Best Rap Song: **\"Not Like Us\" - Kendrick Lamar**\n\n"
        "[See all 94 categories]"
    )
    win24 = (
        "# 2024 GRAMMYs: See The Full Winners & Nominees List\n\n"
        "GRAMMY.com | Updated Feb 5, 2024 - 1:47 am\n\n"
        "The 2024 GRAMMYs took place Sunday, Feb. 4, at Crypto.com Arena in Los Angeles. Taylor Swift made history "
        "as the first artist to win Album Of The Year four times, taking the award for *Midnights* after previous wins "
        "for *Fearless*, *1989* and *folklore*. Miley Cyrus won Record Of The Year for \"Flowers\", Billie Eilish won "
        "Song Of The Year for \"What Was I Made For?\", and Victoria Monet was named Best New Artist. SZA led all "
        "nominees with nine nominations and won three awards.\n\n"
        "## General Field\n\n"
        "### Album Of The Year\n"
        "- **WINNER: *Midnights* - Taylor Swift**\n- *World Music Radio* - Jon Batiste\n- *the record* - boygenius\n"
        "- *Endless Summer Vacation* - Miley Cyrus\n- *Did you know that there's a tunnel under Ocean Blvd* - Lana Del Rey\n"
        "- *The Age Of Pleasure* - Janelle Monae\n- *GUTS* - Olivia Rodrigo\n- *SOS* - SZA\n\n"
        "### Record Of The Year\n- **WINNER: \"Flowers\" - Miley Cyrus**\n\n"
        "### Song Of The Year\n- **WINNER: \"What Was I Made For?\" [From The Motion Picture *Barbie*] - Billie Eilish O'Connell & Finneas O'Connell, songwriters**\n\n"
        "### Best New Artist\n- **WINNER: Victoria Monet**\n\n"
        "## Pop\n\n"
        "- Best Pop Solo Performance: **\"Flowers\" - Miley Cyrus**\n"
        "- Best Pop Vocal Album: ***Midnights* - Taylor Swift**\n"
        "- Best Pop Duo/Group Performance: **\"Ghost In The Machine\" - SZA Featuring Phoebe Bridgers**\n\n"
        "[See all 94 categories]"
    )
    a25_old = "Beyonce - Cowboy Carter (67th GRAMMYs, Feb 2 2025, Crypto.com Arena, LA)"
    a25_new = "Beyonce - Cowboy Carter (67th GRAMMYs, Feb 2 2025, Crypto.com Arena, LA); her first AOTY win; 35 career GRAMMYs"
    r25 = "Kendrick Lamar - Not Like Us (also Song of the Year; 5 wins on the night)"
    a24 = "Taylor Swift - Midnights (66th GRAMMYs, Feb 4 2024); record 4th AOTY win"
    turns = [
        (search("67th Grammy Awards 2025 winners Album of the Year"), results(
            ("https://www.grammy.com/news/2025-grammys-winners-nominees-list", "2025 GRAMMYs: See The Full Winners & Nominees List | GRAMMY.com", "Beyonce wins Album Of The Year for Cowboy Carter; Kendrick Lamar's \"Not Like Us\" takes Record and Song Of The Year; Chappell Roan is Best New Artist ...", "Feb 3, 2025"),
            ("https://en.wikipedia.org/wiki/67th_Annual_Grammy_Awards", "67th Annual Grammy Awards - Wikipedia", "The 67th Annual Grammy Awards ceremony was held at the Crypto.com Arena in Los Angeles on February 2, 2025, and hosted by Trevor Noah ...", "N/A"),
            ("https://apnews.com/article/grammys-2025-winners-list-beyonce-kendrick-lamar", "Grammys 2025 winners list: Beyonce finally wins album of the year | AP News", "Beyonce won album of the year for the first time Sunday for \"Cowboy Carter,\" also becoming the first Black woman to win best country album ...", "Feb 3, 2025"),
            ("https://www.billboard.com/music/awards/grammys-2025-winners-list-1235886345/", "Grammys 2025 Winners List (Updating Live) - Billboard", "Here's the complete list of winners at the 2025 Grammy Awards, including Album of the Year, Record of the Year and Best New Artist ...", "Feb 2, 2025"),
            ("https://www.nytimes.com/2025/02/02/arts/music/grammys-2025-winners.html", "Grammys 2025: Beyonce Wins Album of the Year - The New York Times", "After decades of near-misses in the top category, Beyonce won album of the year for \"Cowboy Carter.\" Kendrick Lamar swept ...", "Feb 2, 2025"),
            ("https://variety.com/lists/grammys-2025-winners-list/", "Grammys 2025 Winners: The Complete List - Variety", "Beyonce, Kendrick Lamar, Sabrina Carpenter, Chappell Roan and Doechii were among the winners at the 67th Grammy Awards ...", "Feb 2, 2025"),
            ("https://www.rollingstone.com/music/music-news/grammys-2025-beyonce-album-of-the-year-cowboy-carter-1235257134/", "Beyonce Wins Album of the Year at the 2025 Grammys - Rolling Stone", "Beyonce has finally won Album of the Year. The singer took home the award for Cowboy Carter, her fifth nomination in the category ...", "Feb 3, 2025"),
            ("https://www.cnn.com/2025/02/02/entertainment/grammys-winners-list-2025/index.html", "Grammys 2025: See the full list of winners | CNN", "The 2025 Grammy Awards honored the best in music on Sunday night in Los Angeles. See the full list of winners ...", "Feb 2, 2025"),
            ("https://www.reddit.com/r/popheads/comments/1ig8z0d/67th_annual_grammy_awards_winners_discussion/", "67th Annual GRAMMY Awards - Winners Discussion : r/popheads", "AOTY: Cowboy Carter. ROTY/SOTY: Not Like Us. BNA: Chappell Roan ...", "Feb 3, 2025"),
            ("https://people.com/grammys-2025-winners-list-8780146", "Grammys 2025: See the Complete List of Winners - People.com", "The 2025 Grammys were held at Crypto.com Arena in Los Angeles, with Trevor Noah hosting for the fifth consecutive year ...", "Feb 2, 2025"),
        )),
        (extract("https://www.grammy.com/news/2025-grammys-winners-nominees-list", "General field winners and nominees, Beyonce's wins and career total"), win25),
        (memory("add", dict={"aoty_2025": a25_old, "roty_2025": r25}), added("aoty_2025", "roty_2025")),
        (search("66th Grammy Awards Album of the Year Midnights Taylor Swift fourth win"), results(
            ("https://www.grammy.com/news/2024-grammys-winners-nominees-list", "2024 GRAMMYs: See The Full Winners & Nominees List | GRAMMY.com", "Taylor Swift makes history as the first artist to win Album Of The Year four times, for Midnights. Miley Cyrus, Billie Eilish and Victoria Monet also win ...", "Feb 5, 2024"),
            ("https://en.wikipedia.org/wiki/66th_Annual_Grammy_Awards", "66th Annual Grammy Awards - Wikipedia", "The 66th Annual Grammy Awards ceremony was held at the Crypto.com Arena in Los Angeles on February 4, 2024. SZA received the most nominations with nine ...", "N/A"),
            ("https://www.bbc.com/news/entertainment-arts-68202475", "Grammys 2024: Taylor Swift makes history with fourth album of the year win - BBC News", "Taylor Swift has made Grammys history by becoming the first artist to win album of the year four times ...", "Feb 5, 2024"),
            ("https://www.npr.org/2024/02/04/1228907424/grammys-2024-winners-list", "2024 Grammy Awards: The complete winners list : NPR", "Taylor Swift won album of the year for Midnights, while Miley Cyrus took record of the year for \"Flowers\" ...", "Feb 4, 2024"),
            ("https://www.theguardian.com/music/2024/feb/05/grammys-2024-taylor-swift-album-of-the-year-midnights", "Taylor Swift breaks Grammys record with fourth album of the year win | The Guardian", "Swift surpasses Frank Sinatra, Stevie Wonder and Paul Simon, who each won three times ...", "Feb 5, 2024"),
            ("https://www.billboard.com/music/awards/taylor-swift-album-of-the-year-grammys-2024-record-1235599236/", "Taylor Swift Sets Record With Fourth Album of the Year Grammy Win - Billboard", "Swift previously won for Fearless (2010), 1989 (2016) and Folklore (2021) ...", "Feb 5, 2024"),
            ("https://www.cbsnews.com/news/grammys-2024-winners-list/", "Grammys 2024 winners list - CBS News", "See who won at the 66th Annual Grammy Awards, broadcast on CBS ...", "Feb 4, 2024"),
            ("https://www.reddit.com/r/TaylorSwift/comments/1aj1bq3/taylor_wins_aoty_for_midnights_her_4th/", "TAYLOR WINS AOTY FOR MIDNIGHTS - HER 4TH!!! : r/TaylorSwift", "History made. Also announced TTPD on stage after winning Best Pop Vocal Album ...", "Feb 5, 2024"),
        )),
        (extract("https://www.grammy.com/news/2024-grammys-winners-nominees-list", "Album of the Year 2024 and general field winners"), win24),
        (memory("add", dict={"aoty_2024": a24}), added("aoty_2024")),
        (memory("update", dict={"aoty_2025": a25_new}), updated("aoty_2025")),
        (memory("retrieve", key_list=["aoty_2024", "aoty_2025"]), got({"aoty_2024": a24, "aoty_2025": a25_old})),
        (search("Taylor Swift total career Grammy wins after 2025 Grammys"), results(
            ("https://www.billboard.com/lists/taylor-swift-grammy-wins-list/", "Every Grammy Taylor Swift Has Won: Full List - Billboard", "Taylor Swift has won 14 Grammy Awards from 52 nominations, including a record four Album of the Year wins ...", "Feb 3, 2025"),
            ("https://en.wikipedia.org/wiki/List_of_awards_and_nominations_received_by_Taylor_Swift", "List of awards and nominations received by Taylor Swift - Wikipedia", "Swift's accolades include 14 Grammy Awards, a Primetime Emmy Award, 40 American Music Awards ...", "N/A"),
            ("https://www.usatoday.com/story/entertainment/music/2025/02/03/taylor-swift-grammys-2025-shut-out/78156122007/", "Taylor Swift goes home empty-handed at 2025 Grammys - USA Today", "Despite six nominations, including album of the year for The Tortured Poets Department, Swift didn't win any awards on Sunday ...", "Feb 3, 2025"),
            ("https://www.grammy.com/artists/taylor-swift/15450", "Taylor Swift | Artist | GRAMMY.com", "14 Wins, 52 Nominations. Album Of The Year: Midnights (2024), Folklore (2021), 1989 (2016), Fearless (2010) ...", "N/A"),
            ("https://www.forbes.com/sites/hughmcintyre/2025/02/03/taylor-swift-grammys-2025/", "Taylor Swift Leaves The Grammys Without A Win For The First Time Since 2019 - Forbes", "Swift's total stays at 14 after she was shut out at the 67th ceremony ...", "Feb 3, 2025"),
            ("https://www.cosmopolitan.com/entertainment/celebs/a63639710/how-many-grammys-does-taylor-swift-have/", "How Many Grammys Does Taylor Swift Have? - Cosmopolitan", "Here's a full breakdown of every Grammy Taylor Swift has won over her career, from Fearless to Midnights ...", "Feb 2, 2025"),
            ("https://www.reddit.com/r/TaylorSwift/comments/1ig9c7n/how_many_grammys_does_taylor_have_now/", "How many Grammys does Taylor have now? : r/TaylorSwift", "Still 14 after last night. 4 AOTY, 2 Pop Vocal Album, ...", "Feb 3, 2025"),
            ("https://www.statista.com/statistics/1307312/taylor-swift-grammy-awards/", "Taylor Swift: Grammy wins and nominations 2008-2025 | Statista", "Number of Grammy Awards won by and nominations received by Taylor Swift from 2008 to 2025 ...", "Feb 2025"),
        )),
    ]
    rs.add(task="search", tid="h34-search-02", system=SYSTEM, turns=turns,
           state=st("Who won Album of the Year at the 2024 and 2025 Grammy Awards, and how many career Grammys does each winner now have?", "2025-02-10"),
           bad=True, turn=8, kind="memory value updated in turn 7 reads back as its pre-update text")


# Broadway grosses (BroadwayWorld, Playbill) - clean
def t03(rs: RowSet) -> None:
    cumul = [
        ("The Lion King", "Minskoff", 2017684312, 20118506, 11163, "Nov 13, 1997"),
        ("Wicked", "Gershwin", 1762509814, 11406935, 8067, "Oct 30, 2003"),
        ("The Phantom of the Opera", "Majestic", 1361479508, 19794620, 13981, "Jan 26, 1988"),
        ("Hamilton", "Richard Rodgers", 1107390264, 5398427, 3584, "Aug 6, 2015"),
        ("The Book of Mormon", "Eugene O'Neill", 781926451, 5171406, 5150, "Mar 24, 2011"),
        ("Chicago", "Ambassador", 768502337, 11036884, 11410, "Nov 14, 1996"),
        ("Aladdin", "New Amsterdam", 716234089, 6730015, 4255, "Mar 20, 2014"),
        ("Mamma Mia!", "Winter Garden / Broadhurst", 624391448, 9236010, 5773, "Oct 18, 2001"),
        ("Jersey Boys", "August Wilson", 558462827, 6298461, 4642, "Nov 6, 2005"),
        ("Les Miserables", "Various", 457716254, 11059841, 7636, "Mar 12, 1987"),
    ]
    cum_page = (
        "# Broadway Cumulative Grosses\n\n"
        "BroadwayWorld.com | Cumulative figures through the week ending **6/1/2025** (includes original runs only; revivals listed separately)\n\n"
        + table(["#", "Show", "Theatre", "Gross to date", "Attendance to date", "Performances", "Opened"],
                [[i, s, t, money(g), f"{a:,}", f"{p:,}", o] for i, (s, t, g, a, p, o) in enumerate(cumul, 1)])
        + "\n\n*Gross figures are not adjusted for inflation. Closed shows shown with final totals. Source: The Broadway League.*"
    )
    # (show, theatre capacity, gross w/e 6/1, attendance w/e 6/1, gross w/e 6/8, attendance w/e 6/8, perfs)
    wk = [
        ("Good Night, and Good Luck", 1078, 3612504, 8624, 3857116, 8624, 8),
        ("Othello", 1062, 2903371, 8496, 3170425, 8496, 8),
        ("Wicked", 1933, 2388940, 15181, 2512377, 15302, 8),
        ("The Lion King", 1706, 2176932, 13541, 2241057, 13602, 8),
        ("Hamilton", 1321, 1934610, 10568, 1961233, 10568, 8),
        ("MJ", 1689, 1612778, 12402, 1690514, 12844, 8),
        ("Aladdin", 1747, 1588019, 13281, 1629442, 13507, 8),
        ("Moulin Rouge! The Musical", 1641, 1301885, 11095, 1350276, 11388, 8),
        ("Death Becomes Her", 1616, 1274260, 11877, 1335918, 12231, 8),
        ("Hadestown", 1046, 1090447, 8045, 1121004, 8191, 8),
        ("Maybe Happy Ending", 1012, 1046338, 7890, 1208612, 8096, 8),
        ("Sunset Blvd.", 1324, 1012659, 9410, 1044870, 9681, 8),
        ("The Book of Mormon", 1066, 984117, 8268, 1002350, 8402, 8),
        ("Chicago", 1080, 812456, 6917, 840033, 7102, 8),
    ]

    def cap(att: int, seats: int, perfs: int) -> str:
        return f"{att / (seats * perfs) * 100:.2f}%"

    by_gross = sorted(wk, key=lambda r: -r[2])
    total1 = 41582716
    playbill = (
        "# Broadway Grosses: Week Ending June 1, 2025\n\n"
        "By Playbill Staff | June 2, 2025\n\n"
        "*Good Night, and Good Luck* led Broadway again in its final full week before the June 7 live CNN broadcast, "
        "while *Wicked* remained the top-grossing musical. Broadway as a whole grossed " + money(total1) + " for the "
        "week ending June 1, the first week of the 2025-26 season, with 33 shows running.\n\n"
        "Figures below are supplied by The Broadway League.\n\n"
        + table(["Show", "Gross", "Avg. Ticket", "Attendance", "% Capacity", "Perfs"],
                [[s, money(g1), f"${g1 / a1:,.2f}", f"{a1:,}", cap(a1, seats, p), p] for s, seats, g1, a1, g2, a2, p in by_gross])
        + "\n\n*Table shows the 14 highest-grossing productions; see the full list of 33 shows at the link below.*\n\n"
        "**Notes:** *The Lion King* (Minskoff) played to 99% of capacity for the 12th straight week. *Maybe Happy Ending* "
        "topped $1 million for the third consecutive week ahead of the Tony Awards on June 8."
    )
    by_name = sorted(wk, key=lambda r: r[0].removeprefix("The "))
    bww = (
        "# Broadway Grosses\n\n"
        "BroadwayWorld.com | **Week ending 6/8/2025** (Week 2 of the 2025-26 season) | Sort: Show (A-Z)\n\n"
        + table(["Show", "Gross", "Gross Last Week", "Diff $", "Avg Paid Admission", "Seats Sold", "Perfs", "% Cap"],
                [[s, money(g2), money(g1), f"{'+' if g2 >= g1 else '-'}{money(abs(g2 - g1))}", f"${g2 / a2:,.2f}", f"{a2:,}", p, cap(a2, seats, p)]
                 for s, seats, g1, a1, g2, a2, p in by_name])
        + "\n\nShowing 14 of 33 productions | Total gross this week: $43,964,208 | Last week: " + money(total1)
        + "\n\n*Grosses are published each Monday afternoon for the week ending the previous Sunday.*"
    )
    k1 = {"top_cumulative_broadway": "The Lion King - $2,017,684,312 gross to date through w/e 6/1/2025 (BroadwayWorld cumulative); 2nd Wicked $1,762,509,814"}
    k2 = {"lion_king_week_2025-06-01": "$2,176,932 (13,541 seats, 99.22% cap, avg $160.77) - Playbill",
          "lion_king_week_2025-06-08": "$2,241,057 (13,602 seats, avg $164.76; +$64,125 vs prior week) - BroadwayWorld"}
    turns = [
        (search("highest grossing Broadway musicals of all time cumulative gross"), results(
            ("https://www.broadwayworld.com/grossescumulative.cfm", "Broadway Cumulative Grosses - BroadwayWorld.com", "All-time Broadway grosses by show. The Lion King leads with more than $2 billion, followed by Wicked and The Phantom of the Opera ...", "N/A"),
            ("https://www.playbill.com/article/the-lion-king-remains-broadways-highest-grossing-show", "The Lion King Remains Broadway's Highest-Grossing Show | Playbill", "Disney's The Lion King, now in its 28th year at the Minskoff, continues to top the all-time Broadway box office ...", "Nov 13, 2024"),
            ("https://en.wikipedia.org/wiki/List_of_highest-grossing_musicals", "List of highest-grossing musicals - Wikipedia", "The Lion King is the highest-grossing musical of all time, with worldwide grosses exceeding $9 billion ...", "N/A"),
            ("https://www.statista.com/statistics/249022/gross-revenue-of-broadway-shows/", "Highest-grossing Broadway shows of all time | Statista", "Leading Broadway shows in the United States by all-time gross revenue ...", "Jan 2025"),
            ("https://www.broadwayleague.com/research/grosses-broadway-nyc/", "Grosses - Broadway in NYC | The Broadway League", "Weekly and season-to-date grosses and attendance for Broadway productions, provided by The Broadway League ...", "N/A"),
            ("https://www.nytimes.com/2023/04/16/theater/phantom-of-the-opera-broadway-closing.html", "'Phantom of the Opera' Closes on Broadway After 35 Years - NYT", "The longest-running show in Broadway history grossed $1.36 billion over 13,981 performances ...", "Apr 16, 2023"),
            ("https://www.broadwayworld.com/article/WICKED-Tops-17-Billion-on-Broadway-20250105", "WICKED Tops $1.7 Billion on Broadway - BroadwayWorld", "Following the film's release, Wicked broke its own house records at the Gershwin over the holidays ...", "Jan 5, 2025"),
            ("https://www.reddit.com/r/Broadway/comments/1g2x0pe/alltime_broadway_grosses_top_10/", "All-time Broadway grosses, top 10 (not inflation adjusted) : r/Broadway", "Lion King > Wicked > Phantom > Hamilton > Book of Mormon > Chicago ...", "Oct 13, 2024"),
        )),
        (extract("https://www.broadwayworld.com/grossescumulative.cfm", "Top 10 shows by cumulative Broadway gross"), cum_page),
        (memory("add", dict=k1), added(*k1)),
        (search("Broadway grosses week ending June 1 2025"), results(
            ("https://www.playbill.com/article/broadway-grosses-week-ending-june-1-2025", "Broadway Grosses: Week Ending June 1, 2025 | Playbill", "Good Night, and Good Luck leads again; Wicked remains the top-grossing musical as Broadway takes in $41.6 million ...", "Jun 2, 2025"),
            ("https://www.broadwayworld.com/grosses.cfm", "Broadway Grosses - BroadwayWorld.com", "Weekly Broadway grosses for every show: gross, attendance, average ticket and capacity ...", "N/A"),
            ("https://www.broadwayleague.com/research/grosses-broadway-nyc/", "Grosses - Broadway in NYC | The Broadway League", "Week ending 6/1/2025 ...", "N/A"),
            ("https://www.nytimes.com/2025/06/02/theater/broadway-box-office-tonys.html", "Broadway Box Office Surges Ahead of the Tonys - The New York Times", "With a week to go before the Tony Awards, the new season is off to a strong start after Broadway's record 2024-25 season ...", "Jun 2, 2025"),
            ("https://deadline.com/2025/06/broadway-box-office-good-night-and-good-luck-othello-1236419950/", "Broadway Box Office: 'Good Night, And Good Luck', 'Othello' Lead - Deadline", "The new 2025-26 season opened with a $41.6 million week, up 12% on the same week last year ...", "Jun 3, 2025"),
            ("https://www.broadwayworld.com/article/Broadway-Grosses-Week-Ending-6125-20250602", "Broadway Grosses: Week Ending 6/1/25 - BroadwayWorld", "This week, 33 productions were in performance, with a total attendance of 274,109 ...", "Jun 2, 2025"),
            ("https://www.reddit.com/r/Broadway/comments/1l1qk3x/grosses_we_612025/", "Grosses w/e 6/1/2025 : r/Broadway", "MHE over $1M again. Lion King steady at 99% ...", "Jun 2, 2025"),
        )),
        (extract("https://www.playbill.com/article/broadway-grosses-week-ending-june-1-2025", "The Lion King's gross for the week ending June 1, 2025"), playbill),
        (extract("https://www.broadwayworld.com/grosses.cfm", "Most recent weekly gross for The Lion King"), bww),
        (memory("add", dict=k2), added(*k2)),
        (memory("retrieve_all"), allmem({**k1, **k2})),
    ]
    rs.add(task="search", tid="h34-search-03", system=SYSTEM, turns=turns,
           state=st("Which Broadway musical has the highest cumulative gross, and what did it gross in the most recent reported week?", "2025-06-10"))


# Meteor showers (IMO calendar) - bad
def t04(rs: RowSet) -> None:
    showers = [
        ["Quadrantids (010 QUA)", "Dec 28-Jan 12", "Jan 3", "283.15", "230 +49", "41", "2.1", "80"],
        ["Lyrids (006 LYR)", "Apr 14-Apr 30", "Apr 22", "32.32", "271 +34", "49", "2.1", "18"],
        ["eta Aquariids (031 ETA)", "Apr 19-May 28", "May 6", "45.5", "338 -01", "66", "2.4", "50"],
        ["Southern delta Aquariids (005 SDA)", "Jul 12-Aug 23", "Jul 30", "127", "340 -16", "41", "2.5", "25"],
        ["alpha Capricornids (001 CAP)", "Jul 3-Aug 15", "Jul 30", "127", "307 -10", "23", "2.5", "5"],
        ["Perseids (007 PER)", "Jul 17-Aug 24", "Aug 12/13", "140.0-140.1", "048 +58", "59", "2.2", "100"],
        ["kappa Cygnids (012 KCG)", "Aug 3-Aug 28", "Aug 16", "144", "286 +59", "23", "3.0", "3"],
        ["Orionids (008 ORI)", "Oct 2-Nov 7", "Oct 21", "208", "095 +16", "66", "2.5", "20"],
        ["Leonids (013 LEO)", "Nov 6-Nov 30", "Nov 17", "235.27", "152 +22", "71", "2.5", "10"],
        ["Geminids (004 GEM)", "Dec 4-Dec 20", "Dec 14", "262.2", "112 +33", "35", "2.6", "150"],
        ["Ursids (015 URS)", "Dec 17-Dec 26", "Dec 22", "270.7", "217 +76", "33", "3.0", "10"],
    ]
    imo = (
        "# IMO Meteor Shower Calendar 2025\n\n"
        "*Compiled by Juergen Rendtel, International Meteor Organization. Version of 2024 November.*\n\n"
        "## 1 Introduction\n\n"
        "Welcome to the 2025 International Meteor Organization (IMO) Meteor Shower Calendar. The Moon conditions "
        "are mixed this year: the Quadrantids and the Geminids fall close to favourable lunar phases, whereas the "
        "Perseid maximum occurs only three days after full Moon.\n\n"
        "## 5 Perseids\n\n"
        "The Perseids are active from July 17 to August 24. The 'traditional' maximum is expected between "
        "2025 August 12, 21h UT and August 13, 09h UT (lambda_sun = 140.0 deg - 140.1 deg), with ZHR around 100. "
        "The waning gibbous Moon (full Moon on August 9) rises in the late evening and will severely impair "
        "observations of fainter meteors in the second half of the night, when the radiant is highest.\n\n"
        "## 8 Geminids\n\n"
        "The Geminids, active December 4-20, are the strongest regular shower of the year. Maximum is expected "
        "on 2025 December 14 around 08h UT (lambda_sun = 262.2 deg) with ZHR near 150. The waning crescent Moon "
        "(new Moon on December 20) rises only after about 3h local time, leaving most of the night dark - very "
        "favourable conditions.\n\n"
        "## Table 5 - Working list of visual meteor showers\n\n"
        + table(["Shower", "Activity", "Max date", "lambda_sun (deg)", "Radiant alpha delta", "V_inf (km/s)", "r", "ZHR"], showers)
        + "\n\nZHR values are for the peak; 'var' marks showers with variable rates. Dates are for 2025."
    )
    ams = (
        "# Meteor Shower Calendar 2025-2026\n\n"
        "American Meteor Society | Last updated: July 21, 2025\n\n"
        "## Perseids (PER)\n\n"
        "**Active from July 14th to September 1st, 2025**\n\n"
        "The Perseids are the most popular meteor shower as they peak on warm August nights as seen from the "
        "northern hemisphere. This year the peak falls on the night of **August 12-13**, but the waning gibbous moon, "
        "84% illuminated, will rise during the late evening hours and remain in the sky for the rest of the night. "
        "This will reduce the visible rates to perhaps 15-20 per hour as seen from rural locations.\n\n"
        "| Peak | Moon illumination | Radiant | ZHR | Velocity | Parent |\n| --- | --- | --- | --- | --- | --- |\n"
        "| Aug 12-13 | 84% | 03:12 +58.0 | 100 | 37 miles/sec (59 km/sec) | 109P/Swift-Tuttle |\n\n"
        "## Orionids (ORI)\n\n"
        "**Active from September 26th to November 22nd, 2025.** Peak Oct 21-22, moon 0% (new). ZHR 20.\n\n"
        "## Geminids (GEM)\n\n"
        "**Active from November 19th to December 24th, 2025.** The peak falls on the night of December 13-14. "
        "The waning crescent moon (24% illuminated) rises in the early morning and will cause little interference. "
        "ZHR 150, 22 miles/sec (35 km/sec), parent (3200) Phaethon.\n\n"
        "## Quadrantids (QUA)\n\n"
        "**Active from December 26th, 2025 to January 16th, 2026.** Peak Jan 3-4, 2026 - full moon, poor conditions."
    )
    per = "Peak 2025 Aug 12 21h - Aug 13 09h UT (lambda_sun 140.0-140.1), ZHR ~100, active Jul 17-Aug 24 (IMO cal2025)"
    per2 = per + "; moonlight cuts real rates to ~15-20/hr (AMS)"
    gem = "Peak 2025 Dec 14 ~08h UT (lambda_sun 262.2), ZHR ~150, active Dec 4-20; waning crescent Moon (new Dec 20) - favourable (IMO cal2025)"
    moon = "Perseids: waning gibbous ~84% lit on Aug 12/13 (full Moon Aug 9) rises late evening; Geminids: ~24% crescent rising ~3h"
    qua = "Quadrantids 2026: peak night Jan 3-4, ZHR ~80; full Moon Jan 3 2026 - poor"
    turns = [
        (search("IMO meteor shower calendar 2025 Perseids maximum ZHR"), results(
            ("https://www.imo.net/files/meteor-shower/cal2025.pdf", "2025 Meteor Shower Calendar - International Meteor Organization", "IMO Meteor Shower Calendar 2025, compiled by Juergen Rendtel. Perseid maximum expected 2025 August 12, 21h - August 13, 09h UT ...", "Nov 2024"),
            ("https://www.imo.net/resources/calendar/", "Meteor Shower Calendar | International Meteor Organization", "The IMO Meteor Shower Calendar lists the expected activity of the major and minor showers for the coming year ...", "N/A"),
            ("https://www.amsmeteors.org/meteor-showers/meteor-shower-calendar/", "Meteor Shower Calendar | American Meteor Society", "Perseids: active July 14 - September 1, peak Aug 12-13, moon 84% ...", "Jul 21, 2025"),
            ("https://earthsky.org/astronomy-essentials/earthskys-meteor-shower-guide/", "EarthSky's 2025 meteor shower guide | EarthSky", "Perseids 2025: the peak mornings of August 12 and 13 will be washed out by a bright waning gibbous moon ...", "Jul 1, 2025"),
            ("https://www.space.com/perseid-meteor-shower-2025-guide", "Perseid meteor shower 2025: When, where & how to see it | Space", "The Perseids, one of the year's best meteor showers, peak Aug. 12-13, but the moon will be a problem this year ...", "Jul 24, 2025"),
            ("https://en.wikipedia.org/wiki/Perseids", "Perseids - Wikipedia", "The Perseids are a prolific meteor shower associated with the comet Swift-Tuttle that are usually active between July 17 and August 24 ...", "N/A"),
            ("https://www.timeanddate.com/astronomy/meteor-shower/perseid.html", "Perseid Meteor Shower 2025 | timeanddate.com", "Perseids 2025: Jul 17 - Aug 24. Peak night: Aug 12-13. Moon: 84% ...", "N/A"),
            ("https://www.rmg.co.uk/stories/space-astronomy/perseid-meteor-shower", "Perseid meteor shower 2025 | Royal Museums Greenwich", "When is the Perseid meteor shower in 2025 and how can you see it from the UK? ...", "Jul 15, 2025"),
            ("https://www.imo.net/viewing-the-perseids-in-2025/", "Viewing the Perseids in 2025 - International Meteor Organization", "Observers are encouraged to submit counts even under moonlit skies; the radiant culminates near dawn ...", "Jul 10, 2025"),
            ("https://www.reddit.com/r/astrophotography/comments/1m6y9f2/perseids_2025_moon_planning/", "Perseids 2025 - planning around the moon? : r/astrophotography", "Moon rises around 21:30 local on the 12th here, so best chance is the evening before ...", "Jul 22, 2025"),
        )),
        (extract("https://www.imo.net/files/meteor-shower/cal2025.pdf", "Perseid and Geminid maximum times, ZHR and Moon conditions"), imo),
        (memory("add", dict={"perseids_2025": per}), added("perseids_2025")),
        (search("Perseids 2025 moon illumination peak night waning gibbous"), results(
            ("https://www.amsmeteors.org/meteor-showers/meteor-shower-calendar/", "Meteor Shower Calendar | American Meteor Society", "The waning gibbous moon, 84% illuminated, will rise during the late evening hours, reducing rates to perhaps 15-20 per hour ...", "Jul 21, 2025"),
            ("https://www.timeanddate.com/moon/phases/", "Moon Phases 2025 - Lunar Calendar | timeanddate.com", "Full Moon: Aug 9, 2025 07:55 UTC. Last Quarter: Aug 16, 2025 ...", "N/A"),
            ("https://earthsky.org/astronomy-essentials/perseid-meteor-shower-all-you-need-to-know/", "Perseid meteor shower 2025: All you need to know | EarthSky", "The moon will be about 84% illuminated on the peak morning of August 12 ...", "Jul 28, 2025"),
            ("https://www.nytimes.com/article/perseid-meteor-shower.html", "Perseid Meteor Shower 2025: How to Watch - The New York Times", "A bright moon will make this year's Perseids harder to see than usual ...", "Jul 27, 2025"),
            ("https://science.nasa.gov/solar-system/meteors-meteorites/perseids/", "Perseids - NASA Science", "The Perseids are considered the best meteor shower of the year; peak rates of 50 to 100 meteors per hour under dark skies ...", "N/A"),
            ("https://www.skyatnightmagazine.com/space-science/perseid-meteor-shower", "Perseid meteor shower 2025: peak date and best time to see | BBC Sky at Night", "Moonlight will interfere with this year's peak: the full Moon falls on 9 August, so the sky stays bright through the peak nights ...", "Jul 20, 2025"),
            ("https://www.inquirer.com/science/perseids-2025-moon-20250726.html", "Perseids 2025: The moon will spoil the show - Inquirer", "Astronomers say observers may see only a fraction of the normal rate this year ...", "Jul 26, 2025"),
            ("https://www.space.com/perseid-meteor-shower-2025-moon", "Bright moon threatens 2025 Perseid meteor shower | Space", "The waning gibbous moon will be up for most of the night during the Perseid peak ...", "Jul 25, 2025"),
        )),
        (extract("https://www.amsmeteors.org/meteor-showers/meteor-shower-calendar/", "Moon illumination and expected rates for the Perseids and Geminids 2025"), ams),
        (memory("add", dict={"geminids_2025": gem}), added("geminids_2025")),
        (memory("add", dict={"moon_conditions_2025": moon}), added("moon_conditions_2025")),
        (search("Quadrantids 2026 peak date moon phase"), results(
            ("https://www.amsmeteors.org/meteor-showers/meteor-shower-calendar/", "Meteor Shower Calendar | American Meteor Society", "Quadrantids: active December 26th to January 16th; peak Jan 3-4, 2026; full moon - poor conditions ...", "Jul 21, 2025"),
            ("https://www.timeanddate.com/astronomy/meteor-shower/quadrantids.html", "Quadrantids Meteor Shower 2026 | timeanddate.com", "Quadrantids 2026: Dec 28 - Jan 12. Peak night: Jan 3-4. Moon: 100% ...", "N/A"),
            ("https://www.imo.net/files/meteor-shower/cal2026.pdf", "2026 Meteor Shower Calendar - IMO", "(Draft) Quadrantid maximum expected 2026 January 3 ... full Moon the same day ...", "N/A"),
            ("https://earthsky.org/astronomy-essentials/quadrantid-meteor-shower/", "Quadrantid meteor shower: peaks January 3-4 | EarthSky", "The Quadrantids have a sharp peak lasting only a few hours ...", "Dec 30, 2024"),
            ("https://en.wikipedia.org/wiki/Quadrantids", "Quadrantids - Wikipedia", "The Quadrantids are a January meteor shower. The ZHR can reach 110 ... parent body 2003 EH1 ...", "N/A"),
            ("https://www.space.com/quadrantid-meteor-shower-guide", "Quadrantid meteor shower: How to see it | Space", "The peak is short, around six hours, so timing matters ...", "Jan 1, 2025"),
        )),
        (memory("add", dict={"quadrantids_2026": qua}), added("quadrantids_2026")),
        (memory("update", dict={"perseids_2025": per2}), updated("perseids_2025")),
        (memory("retrieve_all"), allmem({"perseids_2025": per2, "moon_conditions_2025": moon, "quadrantids_2026": qua})),
    ]
    rs.add(task="search", tid="h34-search-04", system=SYSTEM, turns=turns,
           state=st("When do the 2025 Perseids and Geminids peak, what ZHR is expected, and how much will moonlight interfere?", "2025-07-28"),
           bad=True, turn=11, kind="a key added in turn 6 and never removed is missing from retrieve_all")


# Comet discoveries (Minor Planet Center) - bad
def t05(rs: RowSet) -> None:
    mpc = (
        "# MPC Database: C/2023 A3 (Tsuchinshan-ATLAS)\n\n"
        "Minor Planet Center | Object details\n\n"
        "| Field | Value |\n| --- | --- |\n"
        "| Designation | C/2023 A3 |\n| Name | Tsuchinshan-ATLAS |\n| Orbit type | Comet (long-period, hyperbolic osculating) |\n"
        "| Discovery date | 2023 01 09 |\n| Discovery site | (D29) Purple Mountain Observatory, XuYi Station |\n"
        "| Independent discovery | 2023 02 22, (M22) ATLAS South Africa, Sutherland |\n"
        "| Reference | MPEC 2023-D107 |\n\n"
        "## Orbital elements\n\n"
        "| Element | Value |\n| --- | --- |\n"
        "| Epoch | 2024-10-17.0 TT |\n| Perihelion date (T) | 2024-09-27.7308 TT |\n| Perihelion distance (q) | 0.391418 AU |\n"
        "| Eccentricity (e) | 1.000117 |\n| Inclination (i) | 139.1117 deg |\n| Long. of asc. node | 21.5593 deg |\n"
        "| Arg. of perihelion | 308.4937 deg |\n| Observations used | 6,412 |\n| Observed arc | 2022-12-22 - 2024-10-16 |\n"
        "| Residual rms | 0.46 arcsec |\n\n"
        "## Remarks\n\n"
        "Initially reported by Purple Mountain Observatory as an asteroidal object; identified as cometary after "
        "ATLAS observations on 2023 Feb. 22 showed a coma. Pre-discovery (precovery) observations from Zwicky "
        "Transient Facility on 2022 Dec. 22 extend the arc.\n\n"
        "[Show observations] [Show ephemeris] [Orbit diagram]"
    )
    val = ("Found 2023 Jan 9 at Purple Mountain Obs. XuYi Station (D29), first reported as asteroidal; independently found "
           "by ATLAS South Africa (M22, Sutherland) 2023 Feb 22 (MPEC 2023-D107); perihelion 2024 Sep 27.73, q 0.3914 AU")
    turns = [
        (search("C/2023 A3 Tsuchinshan-ATLAS discovery Purple Mountain Observatory ATLAS"), results(
            ("https://en.wikipedia.org/wiki/C/2023_A3_(Tsuchinshan%E2%80%93ATLAS)", "C/2023 A3 (Tsuchinshan-ATLAS) - Wikipedia", "C/2023 A3 (Tsuchinshan-ATLAS) is a comet from the Oort cloud discovered by the Purple Mountain Observatory on 9 January 2023 and independently by ATLAS on 22 February 2023 ...", "N/A"),
            ("https://minorplanetcenter.net/db_search/show_object?object_id=C%2F2023+A3", "C/2023 A3 (Tsuchinshan-ATLAS) - MPC Database", "Discovery date 2023 01 09; discovery site (D29) Purple Mountain Observatory, XuYi Station; perihelion 2024-09-27 ...", "N/A"),
            ("https://science.nasa.gov/solar-system/comets/c-2023-a3-tsuchinshan-atlas/", "Comet C/2023 A3 (Tsuchinshan-ATLAS) - NASA Science", "The comet reached perihelion on Sept. 27, 2024 and made its closest approach to Earth on Oct. 12, 2024 ...", "Oct 11, 2024"),
            ("https://www.skyandtelescope.org/astronomy-news/comet-tsuchinshan-atlas-a-guide/", "How to See Comet Tsuchinshan-ATLAS | Sky & Telescope", "Discovered independently from China and South Africa in early 2023, the comet is now brightening ...", "Oct 8, 2024"),
            ("https://fallingstar.com/news/atlas-comet-discovery-2023", "ATLAS confirms cometary activity on C/2023 A3 - ATLAS Project", "On 22 February 2023 the ATLAS unit at Sutherland, South Africa, detected the object and reported a coma ...", "Feb 24, 2023"),
            ("https://www.space.com/comet-tsuchinshan-atlas-discovery-history", "Comet Tsuchinshan-ATLAS: From discovery to 'comet of the year' | Space", "Tsuchinshan means 'Purple Mountain' in Chinese, after the observatory that first spotted it ...", "Oct 14, 2024"),
            ("https://www.esa.int/Science_Exploration/Space_Science/Comet_Tsuchinshan-ATLAS", "Comet Tsuchinshan-ATLAS seen from space - ESA", "ESA's SOHO and Solar Orbiter captured the comet as it passed the Sun ...", "Oct 3, 2024"),
            ("https://earthsky.org/space/comet-c2023-a3-tsuchinshan-atlas/", "Comet Tsuchinshan-ATLAS: peak brightness October 2024 | EarthSky", "The comet may reach magnitude -4 or brighter during forward scattering around Oct. 9 ...", "Oct 5, 2024"),
            ("https://www.reddit.com/r/Astronomy/comments/1g2ax4k/comet_tsuchinshanatlas_over_the_pacific/", "Comet Tsuchinshan-ATLAS over the Pacific : r/Astronomy", "Shot from Hawaii on Oct 13, about 20 min after sunset ...", "Oct 13, 2024"),
        )),
        (extract("https://minorplanetcenter.net/db_search/show_object?object_id=C%2F2023+A3", "Discovery date, discovery site and perihelion"), mpc),
        (memory("add", dict={"c2023a3_discovery": val}), added("c2023a3_discovery")),
        (memory("add", dict={"comet_tsuchinshan_atlas": val}), added("comet_tsuchinshan_atlas")),
        (memory("remove", key_list=["c2023a3_discovery"]), removed("c2023a3_discovery")),
        (search("12P/Pons-Brooks discovery Jean-Louis Pons 1812 William Brooks 1883"), results(
            ("https://en.wikipedia.org/wiki/12P/Pons%E2%80%93Brooks", "12P/Pons-Brooks - Wikipedia", "Comet Pons-Brooks was discovered at Marseille Observatory in July 1812 by Jean-Louis Pons, and recovered in 1883 by William Robert Brooks ...", "N/A"),
            ("https://science.nasa.gov/solar-system/comets/12p-pons-brooks/", "12P/Pons-Brooks - NASA Science", "A Halley-type comet with an orbital period of about 71 years; perihelion on April 21, 2024 ...", "N/A"),
            ("https://www.skyandtelescope.org/astronomy-news/devil-comet-12p-pons-brooks/", "The 'Devil Comet' 12P/Pons-Brooks returns | Sky & Telescope", "Outbursts gave the coma a horned appearance in 2023 ...", "Mar 19, 2024"),
            ("https://minorplanetcenter.net/db_search/show_object?object_id=12P", "12P/Pons-Brooks - MPC Database", "Periodic comet; perihelion 2024-04-21; q 0.781 AU; e 0.9545 ...", "N/A"),
            ("https://www.britannica.com/topic/Pons-Brooks-comet", "Pons-Brooks comet | Britannica", "Discovered by Jean-Louis Pons on July 12, 1812; rediscovered by William R. Brooks on September 2, 1883 ...", "N/A"),
            ("https://cometography.com/pcomets/012p.html", "12P/Pons-Brooks - Gary Kronk's Cometography", "Pons discovered this comet on 1812 July 12.9 in Camelopardalis; Brooks found it on 1883 September 2.1 at Phelps, New York ...", "N/A"),
            ("https://www.space.com/devil-comet-12p-pons-brooks-history", "'Devil comet' 12P: 200 years of history | Space", "Pons spotted it from Marseille in 1812; it was not seen again until Brooks found it 71 years later ...", "Apr 8, 2024"),
            ("https://earthsky.org/space/comet-12p-pons-brooks-horns-outburst/", "Comet 12P/Pons-Brooks: 'horned' comet outbursts | EarthSky", "12P visible in binoculars during the April 8, 2024 eclipse ...", "Apr 2, 2024"),
        )),
        (memory("retrieve_all"), allmem({"c2023a3_discovery": val})),
        (memory("add", dict={"comet_12p_discovery": "Jean-Louis Pons, Marseille, 1812 Jul 12; recovered by William R. Brooks, Phelps NY, 1883 Sep 2; period ~71 yr; last perihelion 2024 Apr 21"}), added("comet_12p_discovery")),
    ]
    rs.add(task="search", tid="h34-search-05", system=SYSTEM, turns=turns,
           state=st("Who discovered comet C/2023 A3 (Tsuchinshan-ATLAS) and when, and who discovered 12P/Pons-Brooks?", "2024-10-20"),
           bad=True, turn=7, kind="memory entry renamed (copied to new key, old key removed) listed under its old key only")


# Coral bleaching (NOAA Coral Reef Watch) - clean
def t06(rs: RowSet) -> None:
    crw = (
        "# NOAA Coral Reef Watch: Fourth Global Coral Bleaching Event (2023-present)\n\n"
        "Last updated: April 23, 2025\n\n"
        "On April 15, 2024, NOAA and the International Coral Reef Initiative (ICRI) confirmed the fourth global "
        "coral bleaching event (GCBE4), the second in the past ten years. A global event requires significant "
        "bleaching-level heat stress and confirmed bleaching in each of the three major ocean basins (Atlantic, "
        "Pacific and Indian).\n\n"
        "## Current status\n\n"
        "From **January 1, 2023 to April 20, 2025**, bleaching-level heat stress (Degree Heating Weeks >= 4 degC-weeks) "
        "has impacted **84.0%** of the world's coral reef area, as measured by reef-containing 5km satellite pixels. "
        "Mass bleaching has been confirmed in at least **82 countries and territories**.\n\n"
        "| Ocean basin | % reef area with bleaching-level heat stress (Jan 2023 - Apr 20 2025) |\n| --- | --- |\n"
        "| Atlantic | 99.7% |\n| Indian | 83.0% |\n| Pacific | 81.3% |\n| **Global** | **84.0%** |\n\n"
        "## Comparison with previous global events\n\n"
        "| Event | Years | % reef area with bleaching-level heat stress |\n| --- | --- | --- |\n"
        "| GCBE1 | 1998 | 20.7% |\n| GCBE2 | 2010 | 35.3% |\n| GCBE3 | 2014-2017 | 65.7% |\n| GCBE4 | 2023-present | 84.0% (ongoing) |\n\n"
        "GCBE4 is now the most extensive global bleaching event on record, surpassing GCBE3 in October 2024.\n\n"
        "## Products\n\n"
        "- Daily Global 5km Satellite Coral Bleaching Heat Stress Monitoring (v3.1)\n- Regional Virtual Stations\n- 4-Month Coral Bleaching Outlook\n\n"
        "*Contact: coralreefwatch@noaa.gov*"
    )
    ap = (
        "# Coral reefs are bleaching at record levels. Here's why scientists are alarmed\n\n"
        "By the Associated Press | Updated 2:41 PM UTC, October 23, 2024\n\n"
        "The world's coral reefs are being bleached at an unprecedented scale, scientists with the U.S. National "
        "Oceanic and Atmospheric Administration said this week, as the fourth global bleaching event passed the "
        "previous record set between 2014 and 2017.\n\n"
        "Since January 2023, about **77%** of the world's reef area has been hit by bleaching-level heat stress, "
        "according to NOAA Coral Reef Watch, with mass bleaching confirmed in at least **74 countries and territories**. "
        "The previous global event peaked at about 65.7%.\n\n"
        "\"We're seeing the footprint of this event grow month after month,\" said Derek Manzello, coordinator of "
        "Coral Reef Watch. \"It is still ongoing.\"\n\n"
        "Bleaching happens when water is too warm for too long and corals expel the colorful algae living in their "
        "tissues. Bleached corals are not dead but are more likely to die if the stress continues.\n\n"
        "Florida's reefs suffered some of the worst damage in summer 2023, when water temperatures in parts of the "
        "Florida Keys topped 100 degrees Fahrenheit (38 Celsius).\n\n"
        "The announcement came as delegates met in Cali, Colombia, for the United Nations biodiversity summit (COP16)."
    )
    mmm = 28.24
    data = [("2025-04-26", 28.61, 0.94, 4.21), ("2025-04-27", 28.55, 0.91, 4.14), ("2025-04-28", 28.49, 0.88, 4.02),
            ("2025-04-29", 28.47, 0.90, 3.91), ("2025-04-30", 28.40, 0.86, 3.83), ("2025-05-01", 28.31, 0.80, 3.70),
            ("2025-05-02", 28.27, 0.79, 3.58), ("2025-05-03", 28.22, 0.77, 3.47)]

    def alert(hs: float, dhw: float) -> str:
        if hs <= 0:
            return "No Stress"
        if hs < 1:
            return "Bleaching Watch"
        return "Bleaching Warning" if dhw < 4 else "Alert Level 1"

    def vs(rows: list[tuple[str, float, float, float]], updated_at: str) -> str:
        body = [[d, f"{s:.2f}", f"{a:+.2f}", f"{max(0.0, s - mmm):.2f}", f"{w:.2f}", alert(s - mmm, w)] for d, s, a, w in reversed(rows)]
        return (
            "# Regional Virtual Station: Northern Great Barrier Reef (Australia)\n\n"
            "NOAA Coral Reef Watch | Daily Global 5km Satellite Coral Bleaching Heat Stress Monitoring, v3.1\n\n"
            f"Last data: **{rows[-1][0]}** | Page generated: {updated_at}\n\n"
            "Maximum Monthly Mean (MMM): 28.24 degC | Bleaching threshold (MMM + 1 degC): 29.24 degC\n\n"
            "## Last 7 days\n\n"
            + table(["Date", "SST (degC)", "SST Anomaly (degC)", "Coral Bleaching HotSpot (degC)", "DHW (degC-weeks)", "Bleaching Alert Area (daily)"], body)
            + "\n\nData for each day are produced around 16:00 UTC of the following day.\n\n"
            "[Time series graph (1985-present)] [Download data (.txt)] [Outlook]"
        )

    m1 = {"gcbe4_reef_area": "84.0% of world reef area with bleaching-level heat stress, 1 Jan 2023 - 20 Apr 2025 (NOAA CRW, page updated 23 Apr 2025)",
          "gcbe4_countries": "mass bleaching confirmed in >= 82 countries/territories (was >= 74 and ~77% area in Oct 2024, AP)"}
    g1 = "Northern GBR virtual station, 2025-05-02: SST 28.27 C, HotSpot 0.03, DHW 3.58 C-weeks, Bleaching Watch (declining)"
    g2 = "Northern GBR virtual station, 2025-05-03: SST 28.22 C, HotSpot 0.00, DHW 3.47 C-weeks, No Stress (down from Watch on 05-02)"
    turns = [
        (search("fourth global coral bleaching event percent reef area countries NOAA Coral Reef Watch 2025"), results(
            ("https://coralreefwatch.noaa.gov/satellite/analyses_guidance/global_coral_bleaching_2023-24.php", "Fourth Global Coral Bleaching Event - NOAA Coral Reef Watch", "From January 1, 2023 to April 20, 2025, bleaching-level heat stress has impacted 84.0% of the world's coral reef area ...", "Apr 23, 2025"),
            ("https://www.noaa.gov/news-release/noaa-confirms-4th-ever-global-coral-bleaching-event", "NOAA confirms 4th global coral bleaching event | NOAA", "The event, confirmed with ICRI, is the second in the last 10 years ...", "Apr 15, 2024"),
            ("https://www.reuters.com/business/environment/record-breaking-coral-bleaching-hits-84-worlds-reefs-2025-04-23/", "Record-breaking coral bleaching hits 84% of world's reefs | Reuters", "The worst global coral bleaching event on record has now affected 84% of the world's reefs and is ongoing ...", "Apr 23, 2025"),
            ("https://apnews.com/article/coral-reefs-bleaching-global-record-noaa-2024", "Coral reefs are bleaching at record levels | AP News", "About 77% of the world's reef area has been hit by bleaching-level heat stress since January 2023 ...", "Oct 23, 2024"),
            ("https://icriforum.org/4th-global-bleaching-event/", "Fourth Global Coral Bleaching Event - ICRI", "ICRI and NOAA confirmed the fourth global coral bleaching event in April 2024 ...", "Apr 23, 2025"),
            ("https://www.theguardian.com/environment/2025/apr/23/coral-bleaching-event-84-percent-reefs", "Worst coral bleaching event on record hits 84% of world's reefs | The Guardian", "Scientists say the heat stress event, which began in January 2023, is likely to continue ...", "Apr 23, 2025"),
            ("https://www.nature.com/articles/d41586-024-03450-2", "Coral bleaching is now the most extensive ever recorded - Nature", "The fourth global bleaching event has surpassed the footprint of the 2014-17 event ...", "Oct 24, 2024"),
            ("https://coralreefwatch.noaa.gov/product/5km/index.php", "Daily 5km Satellite Coral Bleaching Heat Stress Monitoring - NOAA CRW", "Near-real-time satellite SST, HotSpot, Degree Heating Week and Bleaching Alert Area products ...", "N/A"),
            ("https://www.cnn.com/2025/04/23/climate/coral-reef-bleaching-global-climate/index.html", "84% of the world's coral reefs have been hit by bleaching | CNN", "The event has affected reefs in at least 82 countries and territories ...", "Apr 23, 2025"),
        )),
        (extract("https://coralreefwatch.noaa.gov/satellite/analyses_guidance/global_coral_bleaching_2023-24.php", "Share of reef area affected and number of countries with confirmed bleaching"), crw),
        (memory("add", dict=m1), added(*m1)),
        (extract("https://apnews.com/article/coral-reefs-bleaching-global-record-noaa-2024", "Figures reported in October 2024"), ap),
        (search("Coral Reef Watch virtual station Northern Great Barrier Reef degree heating weeks"), results(
            ("https://coralreefwatch.noaa.gov/product/vs/gauges/northern_great_barrier_reef.php", "Northern Great Barrier Reef - Regional Virtual Station | NOAA Coral Reef Watch", "Latest SST, HotSpot, Degree Heating Week and Bleaching Alert Area for the Northern Great Barrier Reef ...", "N/A"),
            ("https://coralreefwatch.noaa.gov/product/vs/map.php", "Regional Virtual Stations Map - NOAA Coral Reef Watch", "Select a station to view its time series of heat stress ...", "N/A"),
            ("https://www2.gbrmpa.gov.au/learn/reef-health/reef-health-updates", "Reef health updates | GBRMPA", "Aerial surveys in 2025 found bleaching across all regions of the Reef ...", "Apr 17, 2025"),
            ("https://www.aims.gov.au/reef-monitoring/gbr-condition-summary-2024-2025", "Annual summary report of coral reef condition 2024/25 - AIMS", "The summer of 2024 saw the most spatially extensive bleaching recorded on the Great Barrier Reef ...", "Aug 2024"),
            ("https://www.abc.net.au/news/2025-04-17/great-barrier-reef-bleaching-2025/105185912", "Great Barrier Reef suffers sixth mass bleaching in nine years - ABC News", "Marine park authority says southern reefs were hit hardest this summer ...", "Apr 17, 2025"),
            ("https://coralreefwatch.noaa.gov/product/5km/tutorial/crw10a_dhw_product.php", "Degree Heating Week (DHW) product tutorial - NOAA CRW", "DHW accumulates HotSpots of at least 1 degC over a rolling 12-week window ...", "N/A"),
        )),
        (extract("https://coralreefwatch.noaa.gov/product/vs/gauges/northern_great_barrier_reef.php", "Latest DHW and alert level"), vs(data[:7], "2025-05-04 15:02 UTC")),
        (memory("add", dict={"gbr_north_latest": g1}), added("gbr_north_latest")),
        (extract("https://coralreefwatch.noaa.gov/product/vs/gauges/northern_great_barrier_reef.php", "Check whether a newer day of data has been posted"), vs(data[1:], "2025-05-04 16:25 UTC")),
        (memory("update", dict={"gbr_north_latest": g2}), updated("gbr_north_latest")),
    ]
    rs.add(task="search", tid="h34-search-06", system=SYSTEM, turns=turns,
           state="Research question: What share of the world's coral reef area has experienced bleaching-level heat stress in the fourth global bleaching event, in how many countries is mass bleaching confirmed, and what is the current heat stress on the northern Great Barrier Reef?\nSession date: 2025-05-04 (session started 14:40 UTC)\nMemory: (empty)")


# Glacier mass balance (WGMS) - bad
def t07(rs: RowSet) -> None:
    ref = [
        ("Echaurren Norte", "CL", -2480, -1250, -1120), ("Hintereisferner", "AT", -3230, -2150, -1470),
        ("Kesselwandferner", "AT", -2370, -1610, -980), ("Sonnblickkees", "AT", -3190, -2330, -1220),
        ("Vernagtferner", "AT", -2730, -1870, -1010), ("Silvrettagletscher", "CH", -3210, -2410, -1060),
        ("Griesgletscher", "CH", -3840, -2760, -1390), ("Saint-Sorlin", "FR", -3790, -3050, -1180),
        ("Sarennes", "FR", -4280, -3360, -1530), ("Storbreen", "NO", -1340, -680, -530),
        ("Engabreen", "NO", -730, -310, -210), ("Storglaciaeren", "SE", -1190, -1020, -710),
        ("South Cascade", "US", -2160, -2690, -1840), ("Lemon Creek", "US", -1450, -1280, -1600),
        ("Gulkana", "US", -1170, -1060, -1330), ("Peyto", "CA", -1940, -2530, -2210),
        ("Place", "CA", -1680, -2240, -1870), ("Urumqi No. 1 (east branch)", "CN", -1070, -680, -890),
        ("Ts. Tuyuksuyskiy", "KZ", -1110, -900, -560),
    ]

    def f(v: int) -> str:
        return f"{v:+,}"

    page1 = (
        "# Global Glacier State\n\n"
        "World Glacier Monitoring Service (WGMS) | Latest update: 2025-03-21 (WMO/UNESCO World Day for Glaciers edition)\n\n"
        "Glaciers worldwide continue to lose mass at an accelerating pace. Based on the reference glaciers - glaciers "
        "with more than 30 years of continuous glaciological mass-balance observations - the preliminary mean annual "
        "mass balance was **-1.24 m w.e.** for the hydrological year 2022/23 and **-1.16 m w.e.** for 2023/24. The "
        "2022/23 value is the most negative on record since measurements began in 1950. Values for 2023/24 are "
        "preliminary and may be revised.\n\n"
        "| Hydrological year | Mean of reference glaciers (m w.e.) | Glaciers with positive balance |\n| --- | --- | --- |\n"
        "| 2019/20 | -0.98 | 3 of 42 |\n| 2020/21 | -0.89 | 2 of 42 |\n| 2021/22 | -1.18 | 0 of 42 |\n| 2022/23 | -1.24 | 0 of 42 |\n| 2023/24 (prelim.) | -1.16 | 1 of 40 |\n\n"
        "## Annual mass balance of selected reference glaciers (mm w.e.)\n\n"
        + table(["Glacier", "Country", "2021/22", "2022/23", "2023/24"], [[g, c, f(a), f(b), f(d)] for g, c, a, b, d in ref])
        + "\n\nm w.e. = metres water equivalent; 1 m w.e. = 1,000 mm w.e. = 1,000 kg per square metre.\n\n"
        "Data: WGMS (2025): Fluctuations of Glaciers Database. doi:10.5904/wgms-fog-2025-02.\n\n"
        "[Download data (CSV)] [Reference glaciers map] [Methods]"
    )
    drift = [(g, c, a, (-2140 if g == "Silvrettagletscher" else b), d) for g, c, a, b, d in ref]
    srt = sorted(drift, key=lambda r: r[3])
    page2 = (
        "# Global Glacier State\n\n"
        "World Glacier Monitoring Service (WGMS) | Latest update: 2025-03-21\n\n"
        "## Annual mass balance of selected reference glaciers, hydrological year 2022/23 (mm w.e.), sorted from most negative\n\n"
        + table(["#", "Glacier", "Country", "2022/23"], [[i, g, c, f(b)] for i, (g, c, a, b, d) in enumerate(srt, 1)])
        + "\n\nMean of all reference glaciers 2022/23: -1.24 m w.e. (record low).\n\n"
        "Data: WGMS (2025): Fluctuations of Glaciers Database. doi:10.5904/wgms-fog-2025-02."
    )
    glamos = (
        "# Swiss glaciers: 10 percent lost in two years\n\n"
        "GLAMOS - Glacier Monitoring Switzerland / Swiss Academy of Sciences (SCNAT) | Press release, 28 September 2023\n\n"
        "After the record loss of 2022, Swiss glaciers again melted dramatically in 2023. They lost **4% of their "
        "remaining volume** this year, the second-largest loss since measurements began. Together with the "
        "**6%** lost in 2022, Swiss glaciers have lost 10% of their volume in just two years - as much as between "
        "1960 and 1990.\n\n"
        "## Causes\n\n"
        "- A winter with very little snow: in February 2023 snow depth at many stations above 2,000 m was at a record low.\n"
        "- A hot summer: the zero-degree line reached a new record height of 5,298 m in August 2023.\n"
        "- Saharan dust deposited on the snow reduced its reflectivity.\n\n"
        "## Regional pattern\n\n"
        "Losses were especially severe in southern and eastern Switzerland, where ice melt of more than 3 m on "
        "average was measured at 3,200 m a.s.l. Small glaciers are disappearing; several monitoring programmes "
        "had to be discontinued because the ice had largely melted.\n\n"
        "*Contact: Matthias Huss, GLAMOS head, ETH Zurich / WSL / University of Fribourg*"
    )
    m1 = {"wgms_ref_mean": "2021/22 -1.18; 2022/23 -1.24 (record); 2023/24 prelim. -1.16 m w.e. (WGMS Global Glacier State, updated 2025-03-21)"}
    turns = [
        (search("WGMS reference glaciers annual mass balance 2022/23 2023/24 m w.e."), results(
            ("https://wgms.ch/global-glacier-state/", "Global Glacier State - World Glacier Monitoring Service", "Preliminary mean annual mass balance of the reference glaciers: -1.24 m w.e. (2022/23), -1.16 m w.e. (2023/24) ...", "N/A"),
            ("https://wgms.ch/latest-glacier-mass-balance-data/", "Latest glacier mass balance data - WGMS", "Annual mass balance data for reference glaciers reported by the national correspondents ...", "N/A"),
            ("https://wmo.int/news/media-centre/glaciers-lose-record-amount-of-ice", "Glaciers lose record amount of ice - World Meteorological Organization", "Reference glaciers lost more than 1.2 m water equivalent in 2022/23, the largest loss on record ...", "Mar 21, 2024"),
            ("https://www.unesco.org/en/articles/world-day-glaciers-2025", "World Day for Glaciers 2025 - UNESCO", "The International Year of Glaciers' Preservation 2025 ...", "Mar 21, 2025"),
            ("https://essd.copernicus.org/articles/17/1977/2025/", "Community estimate of global glacier mass changes from 2000 to 2023 - ESSD", "The Glacier Mass Balance Intercomparison Exercise (GlaMBIE) ...", "Feb 19, 2025"),
            ("https://www.nature.com/articles/s41586-024-08545-z", "Community estimate of global glacier mass changes from 2000 to 2023 | Nature", "Glaciers lost 273 +/- 16 gigatonnes of ice per year ...", "Feb 19, 2025"),
            ("https://climate.copernicus.eu/esotc/2024/glaciers", "Glaciers | European State of the Climate 2024", "Glaciers in Scandinavia lost ice at the highest rate on record ...", "Apr 15, 2025"),
            ("https://en.wikipedia.org/wiki/Retreat_of_glaciers_since_1850", "Retreat of glaciers since 1850 - Wikipedia", "The retreat of glaciers since 1850 is well documented ...", "N/A"),
        )),
        (extract("https://wgms.ch/global-glacier-state/", "Mean reference-glacier balance for 2022/23 and 2023/24 and the per-glacier values"), page1),
        (memory("add", dict=m1), added(*m1)),
        (search("Swiss glaciers lost 4 percent volume 2023 GLAMOS"), results(
            ("https://www.glamos.ch/en/news/2023-09-28-swiss-glaciers-10-percent-in-two-years", "Swiss glaciers: 10 percent lost in two years - GLAMOS", "After the record year 2022, Swiss glaciers lost another 4% of their volume in 2023 ...", "Sep 28, 2023"),
            ("https://scnat.ch/en/uuid/i/swiss-glaciers-2023", "Dramatic glacier loss continues - SCNAT", "Swiss glaciers have lost 10% of their volume in just two years ...", "Sep 28, 2023"),
            ("https://www.swissinfo.ch/eng/climate-adaptation/swiss-glaciers-melt-at-record-rate/48844410", "Swiss glaciers melt at record rate | SWI swissinfo.ch", "Second-worst year after 2022, with 4% ice volume loss ...", "Sep 28, 2023"),
            ("https://www.reuters.com/world/europe/swiss-glaciers-lost-10-volume-two-years-2023-09-28/", "Swiss glaciers lost 10% of volume in two years | Reuters", "Glaciers in Switzerland lost 4% of their total volume this year ...", "Sep 28, 2023"),
            ("https://www.bbc.com/news/world-europe-66946004", "Swiss glaciers: Melting at 'unprecedented' rate - BBC News", "Swiss glaciers lost 10% of their volume over the last two years ...", "Sep 28, 2023"),
            ("https://www.theguardian.com/world/2023/sep/28/switzerland-glaciers-lose-10-of-volume-in-two-years", "Switzerland's glaciers lose 10% of volume in two years | The Guardian", "Scientists say the loss is as much as that between 1960 and 1990 ...", "Sep 28, 2023"),
        )),
        (extract("https://www.glamos.ch/en/news/2023-09-28-swiss-glaciers-10-percent-in-two-years", "Swiss volume loss in 2022 and 2023"), glamos),
        (extract("https://wgms.ch/global-glacier-state/", "Reference glaciers ranked by 2022/23 balance"), page2),
        (memory("add", dict={"wgms_most_negative_2022_23": "Sarennes (FR) -3,360; Saint-Sorlin (FR) -3,050; Griesgletscher (CH) -2,760 mm w.e.; Swiss total volume -4% in 2023 (GLAMOS)"}), added("wgms_most_negative_2022_23")),
    ]
    rs.add(task="search", tid="h34-search-07", system=SYSTEM, turns=turns,
           state=st("According to the WGMS, what was the mean annual mass balance of the reference glaciers in 2022/23 and 2023/24, and which reference glaciers lost the most in 2022/23?", "2025-03-25"),
           bad=True, turn=6, kind="one glacier's 2022/23 balance differs on the re-extracted WGMS page")


# Stadium capacities (Wikipedia list, bvb.de) - clean
def t08(rs: RowSet) -> None:
    stad = [
        ("Spotify Camp Nou", 99354, "Barcelona", "Spain", "FC Barcelona", "Football"),
        ("Wembley Stadium", 90000, "London", "England", "England national football team", "Football"),
        ("Croke Park", 82300, "Dublin", "Ireland", "Gaelic Athletic Association", "Gaelic games"),
        ("Allianz Stadium (Twickenham)", 82000, "London", "England", "England national rugby union team", "Rugby union"),
        ("Signal Iduna Park", 81365, "Dortmund", "Germany", "Borussia Dortmund", "Football"),
        ("Luzhniki Stadium", 81000, "Moscow", "Russia", "Russia national football team", "Football"),
        ("Stade de France", 80698, "Saint-Denis", "France", "France national football and rugby teams", "Football, rugby"),
        ("Santiago Bernabeu", 78297, "Madrid", "Spain", "Real Madrid", "Football"),
        ("San Siro", 75817, "Milan", "Italy", "AC Milan, Inter Milan", "Football"),
        ("Allianz Arena", 75024, "Munich", "Germany", "Bayern Munich", "Football"),
        ("Ataturk Olympic Stadium", 74753, "Istanbul", "Turkey", "Turkey national football team", "Football, athletics"),
        ("Olympiastadion", 74475, "Berlin", "Germany", "Hertha BSC", "Football, athletics"),
        ("Old Trafford", 74197, "Manchester", "England", "Manchester United", "Football"),
        ("Principality Stadium", 73931, "Cardiff", "Wales", "Wales national rugby union team", "Rugby union"),
        ("Stadio Olimpico", 70634, "Rome", "Italy", "AS Roma, SS Lazio", "Football, athletics"),
        ("Riyadh Air Metropolitano", 70460, "Madrid", "Spain", "Atletico Madrid", "Football"),
        ("Gazprom Arena", 67800, "Saint Petersburg", "Russia", "Zenit Saint Petersburg", "Football"),
        ("Murrayfield Stadium", 67144, "Edinburgh", "Scotland", "Scotland national rugby union team", "Rugby union"),
        ("Tottenham Hotspur Stadium", 62850, "London", "England", "Tottenham Hotspur", "Football"),
        ("London Stadium", 62500, "London", "England", "West Ham United", "Football, athletics"),
        ("Veltins-Arena", 62271, "Gelsenkirchen", "Germany", "Schalke 04", "Football"),
        ("Emirates Stadium", 60704, "London", "England", "Arsenal", "Football"),
    ]
    more = [
        (23, "MHPArena", 60058, "Stuttgart", "Germany", "VfB Stuttgart", "Football"),
        (26, "Deutsche Bank Park", 58000, "Frankfurt", "Germany", "Eintracht Frankfurt", "Football"),
        (28, "Estadio de La Cartuja", 57619, "Seville", "Spain", "-", "Football, athletics"),
        (29, "Volksparkstadion", 57000, "Hamburg", "Germany", "Hamburger SV", "Football"),
        (34, "San Mames", 53289, "Bilbao", "Spain", "Athletic Bilbao", "Football"),
    ]
    rows = [[i, n, f"{c:,}", city, ctry, team, sport] for i, (n, c, city, ctry, team, sport) in enumerate(stad, 1)]
    wiki = (
        "# List of European stadiums by capacity\n\n"
        "From Wikipedia, the free encyclopedia\n\n"
        "This is a list of stadiums in Europe with a capacity of 30,000 or more, ordered by capacity. Capacities are "
        "for the stadium's normal configuration for its primary sport; some stadiums have a lower all-seater capacity "
        "for international matches. Stadiums under construction or redevelopment are listed with their planned or "
        "last certified capacity.\n\n"
        "## List\n\n"
        + table(["#", "Stadium", "Capacity", "City", "Country", "Home team(s)", "Sport"], rows)
        + "\n\n*(table continues - 142 stadiums in total)*\n\n"
        "## Notes\n\n"
        "1. Spotify Camp Nou is undergoing redevelopment (2023-2026); FC Barcelona played at Estadi Olimpic Lluis Companys in the meantime. Capacity after completion is planned at about 105,000.\n"
        "2. Signal Iduna Park: 81,365 for Bundesliga matches including standing terraces; all-seater capacity for international matches is lower.\n"
        "3. Wembley and Twickenham capacities are all-seated.\n\n"
        "This page was last edited on 11 May 2025, at 08:32 (UTC)."
    )
    filt_rows = [[i, n, f"{c:,}", city, team] for i, (n, c, city, ctry, team, sport) in enumerate(stad, 1) if ctry == "Spain"]
    filt_rows += [[i, n, f"{c:,}", city, team] for i, n, c, city, ctry, team, sport in more if ctry == "Spain"]
    de_rows = [[i, n, f"{c:,}", city, team] for i, (n, c, city, ctry, team, sport) in enumerate(stad, 1) if ctry == "Germany"]
    de_rows += [[i, n, f"{c:,}", city, team] for i, n, c, city, ctry, team, sport in more if ctry == "Germany"]
    filt = (
        "# List of European stadiums by capacity\n\n"
        "Extracted rows for the requested countries (rank = position in the full list of 142).\n\n"
        "## Spain\n\n" + table(["Rank", "Stadium", "Capacity", "City", "Home team(s)"], filt_rows)
        + "\n\n## Germany\n\n" + table(["Rank", "Stadium", "Capacity", "City", "Home team(s)"], de_rows)
        + "\n\nThis page was last edited on 11 May 2025, at 08:32 (UTC)."
    )
    bvb = (
        "# SIGNAL IDUNA PARK - Facts & Figures\n\n"
        "Borussia Dortmund | bvb.de\n\n"
        "Germany's largest football stadium has been BVB's home since 1974, when it opened as the Westfalenstadion "
        "for the FIFA World Cup.\n\n"
        "| | |\n| --- | --- |\n"
        "| Capacity (Bundesliga, DFB-Pokal) | 81,365 (incl. 28,337 standing places) |\n"
        "| Capacity (international matches, all-seater) | 66,099 |\n"
        "| Yellow Wall (South Stand) | 24,454 standing places - largest free-standing terrace in Europe |\n"
        "| Opened | 2 April 1974 |\n| Pitch | 105 m x 68 m, hybrid turf |\n| Roof | 62 m high, supported by 8 yellow pylons |\n"
        "| Executive boxes | 59 |\n| Tournaments | 1974 and 2006 FIFA World Cups, UEFA EURO 2024 |\n\n"
        "## History\n\n"
        "- 1974: Opened with 54,000 places.\n- 1992-1999: Corner infills and second tiers raise capacity to about 68,800.\n"
        "- 2006: Named SIGNAL IDUNA PARK under a naming-rights agreement (December 2005).\n"
        "- 2024: Six UEFA EURO 2024 matches, including a semi-final (Netherlands v England).\n\n"
        "*For UEFA competitions the standing areas are converted to seats, which reduces capacity.*"
    )
    m1 = {"europe_top5_capacity": "1 Spotify Camp Nou 99,354 (redevelopment to 2026); 2 Wembley 90,000; 3 Croke Park 82,300; 4 Twickenham 82,000; 5 Signal Iduna Park 81,365 (Wikipedia, ed. 11 May 2025)",
          "signal_iduna_capacities": "81,365 domestic incl. 28,337 standing; 66,099 all-seater for international matches (bvb.de)"}
    turns = [
        (search("largest stadiums in Europe by capacity list"), results(
            ("https://en.wikipedia.org/wiki/List_of_European_stadiums_by_capacity", "List of European stadiums by capacity - Wikipedia", "This is a list of stadiums in Europe with a capacity of 30,000 or more. Spotify Camp Nou 99,354; Wembley Stadium 90,000; Croke Park 82,300 ...", "N/A"),
            ("https://www.uefa.com/news-media/news/0285-17cc4f6cb0d3-largest-stadiums-europe/", "Europe's biggest football stadiums | UEFA.com", "From the Camp Nou to Wembley and the Signal Iduna Park: a look at the biggest grounds in European football ...", "Aug 12, 2024"),
            ("https://www.stadiumguide.com/figures-and-statistics/lists/europes-largest-football-stadiums/", "Europe's largest football stadiums - StadiumGuide", "An overview of all football stadiums in Europe with a capacity of 40,000 or more ...", "N/A"),
            ("https://www.statista.com/statistics/1276104/largest-football-stadiums-europe/", "Largest football stadiums in Europe 2024 | Statista", "Camp Nou in Barcelona is the largest football stadium in Europe ...", "Jun 2024"),
            ("https://www.bvb.de/en/en/club/signal-iduna-park.html", "SIGNAL IDUNA PARK - Facts & Figures | Borussia Dortmund", "Germany's largest football stadium: 81,365 spectators for Bundesliga matches ...", "N/A"),
            ("https://www.goal.com/en/lists/biggest-football-stadiums-europe/bltc9b3e0e2b1f5a6d7", "The 20 biggest football stadiums in Europe | Goal.com", "Real Madrid's renovated Bernabeu and Dortmund's Signal Iduna Park make the list ...", "Mar 3, 2025"),
            ("https://www.reddit.com/r/soccer/comments/1c4b1zl/largest_stadiums_in_europe_by_capacity/", "Largest stadiums in Europe by capacity : r/soccer", "Croke Park is bigger than most people think ...", "Apr 15, 2024"),
            ("https://www.worldstadiums.com/europe/europe_capacity.shtml", "Stadiums in Europe by capacity - World Stadiums", "All stadiums in Europe, sorted by capacity ...", "N/A"),
        )),
        (extract("https://en.wikipedia.org/wiki/List_of_European_stadiums_by_capacity", "Largest stadiums in Europe ranked by capacity"), wiki),
        (extract("https://www.bvb.de/en/en/club/signal-iduna-park.html", "Capacity for domestic and international matches"), bvb),
        (memory("add", dict=m1), added(*m1)),
        (extract("https://en.wikipedia.org/wiki/List_of_European_stadiums_by_capacity", "Only the stadiums in Spain and Germany"), filt),
        (memory("retrieve", key_list=["europe_top5_capacity"]), got({"europe_top5_capacity": m1["europe_top5_capacity"]})),
    ]
    rs.add(task="search", tid="h34-search-08", system=SYSTEM, turns=turns,
           state=st("What are the five largest stadiums in Europe by capacity, and what is the capacity of Signal Iduna Park for international matches?", "2025-05-20"))


# Transit ridership (APTA report, mta.info) - clean
def t09(rs: RowSet) -> None:
    hr = [
        ("MTA New York City Transit", "New York, NY", 296440, 285210, 1183612, 1136004),
        ("Washington Metropolitan Area Transit Authority", "Washington, DC", 36812, 33105, 141930, 127006),
        ("Chicago Transit Authority", "Chicago, IL", 27301, 26654, 108466, 104811),
        ("Massachusetts Bay Transportation Authority", "Boston, MA", 24615, 22991, 95208, 89903),
        ("Port Authority Trans-Hudson Corporation", "Jersey City, NJ", 14226, 13310, 55412, 51786),
        ("San Francisco Bay Area Rapid Transit District", "Oakland, CA", 12094, 11770, 48310, 45983),
        ("Southeastern Pennsylvania Transportation Authority", "Philadelphia, PA", 11409, 10897, 44902, 43617),
        ("Metropolitan Atlanta Rapid Transit Authority", "Atlanta, GA", 6811, 6602, 27004, 26230),
        ("Los Angeles County Metropolitan Transportation Authority", "Los Angeles, CA", 4902, 4688, 19577, 18806),
        ("Miami-Dade Transit", "Miami, FL", 3620, 3511, 14210, 13873),
        ("Other heavy rail systems (5)", "-", 4318, 4127, 16981, 16402),
    ]
    rows = [[a, c, f"{q4:,}", f"{q3:,}", pct(q4, q3), f"{y4:,}", f"{y3:,}", pct(y4, y3)] for a, c, q4, q3, y4, y3 in hr]
    tq4, tq3, ty4, ty3 = (sum(r[i] for r in hr) for i in (2, 3, 4, 5))
    rows.append(["**Total heavy rail**", "", f"{tq4:,}", f"{tq3:,}", pct(tq4, tq3), f"{ty4:,}", f"{ty3:,}", pct(ty4, ty3)])
    apta = (
        "# PUBLIC TRANSPORTATION RIDERSHIP REPORT\n\n"
        "**Fourth Quarter 2024** | American Public Transportation Association | Released March 2025\n\n"
        "Ridership is reported in **thousands of unlinked passenger trips**. Figures for the most recent quarter are "
        "preliminary and may be revised in later reports.\n\n"
        "## Summary\n\n"
        "Total U.S. public transportation ridership in 2024 was 7.1 billion trips, up 6.1% over 2023 and about 85% of "
        "2019 levels. Heavy rail ridership rose " + pct(ty4, ty3) + " for the year.\n\n"
        "## Heavy Rail - by agency\n\n"
        + table(["Agency", "City", "Q4 2024", "Q4 2023", "% Change", "Year 2024", "Year 2023", "% Change"], rows)
        + "\n\n*Agencies are listed by 2024 annual ridership. 'Other' includes Maryland Transit Administration, "
        "Greater Cleveland RTA, Port Authority Transit Corp. (PATCO), Staten Island Railway and Puerto Rico's Tren Urbano.*\n\n"
        "Source: APTA quarterly survey of transit agencies; NTD where survey data unavailable."
    )
    mta_years = [(2019, 1697787002, 5491966), (2020, 639541029, 2003127), (2021, 759976721, 2445306),
                 (2022, 1013425465, 3253904), (2023, 1152310419, 3596812), (2024, 1192012339, 3701427)]
    mrows = []
    for i, (y, tot, wd) in enumerate(mta_years):
        chg = "-" if i == 0 else pct(tot, mta_years[i - 1][1])
        mrows.append([y, f"{tot:,}", f"{wd:,}", chg, f"{tot / mta_years[0][1] * 100:.1f}%"])
    mta = (
        "# Subway and bus ridership for 2024\n\n"
        "MTA | New York City Transit | Published February 2025\n\n"
        "In 2024, New York City's subway system carried **1,192,012,339** riders, its highest annual total since 2019. "
        "Average weekday ridership rose to 3.7 million.\n\n"
        "## Annual subway ridership, 2019-2024\n\n"
        + table(["Year", "Annual subway ridership", "Average weekday", "Change vs prior year", "% of 2019"], mrows)
        + "\n\n## Busiest stations in 2024\n\n"
        "| Rank | Station | Lines | 2024 ridership |\n| --- | --- | --- | --- |\n"
        "| 1 | Times Sq-42 St / 42 St | N Q R W S 1 2 3 7 A C E | 54,843,112 |\n"
        "| 2 | Grand Central-42 St | S 4 5 6 7 | 30,211,478 |\n"
        "| 3 | 34 St-Herald Sq | B D F M N Q R W | 25,402,960 |\n"
        "| 4 | 14 St-Union Sq | L N Q R W 4 5 6 | 23,118,054 |\n"
        "| 5 | Fulton St | A C J Z 2 3 4 5 | 18,077,593 |\n\n"
        "*Annual ridership counts paid entries plus free transfers between separately fared points. These figures "
        "are not the same as the unlinked passenger trips reported to the National Transit Database and APTA, "
        "which use a different methodology.*"
    )
    share = f"{mta_years[-1][1] / mta_years[0][1] * 100:.1f}%"
    top = "1 MTA NYCT 1,183.6M; 2 WMATA 141.9M; 3 CTA 108.5M; 4 MBTA 95.2M; 5 PATH 55.4M (heavy rail unlinked trips 2024, APTA Q4 2024 report)"
    k1 = {"apta_hr_2024_top": top, "wmata_2024": "141,930 thousand unlinked trips in 2024, +11.75% vs 2023 (APTA)"}
    k2 = {"nyct_2019": "1,697,787,002 annual subway riders (MTA)", "nyct_2024_mta": f"1,192,012,339 (MTA) = {share} of 2019"}
    top2 = top + " | MTA's own count for 2024 is 1.192B (different method)"
    turns = [
        (search("APTA ridership report Q4 2024 heavy rail unlinked trips by agency"), results(
            ("https://www.apta.com/wp-content/uploads/2024-Q4-Ridership-APTA.pdf", "Public Transportation Ridership Report - Fourth Quarter 2024 - APTA", "Ridership in thousands of unlinked passenger trips by mode and agency. Heavy rail ...", "Mar 2025"),
            ("https://www.apta.com/research-technical-resources/transit-statistics/ridership-report/", "Ridership Report - American Public Transportation Association", "APTA's quarterly ridership reports, in PDF and Excel format, back to 1990 ...", "N/A"),
            ("https://www.apta.com/news-publications/press-releases/releases/2024-ridership-up-6-percent/", "Public Transit Ridership Grew 6% in 2024 - APTA", "Americans took 7.1 billion trips on public transportation in 2024 ...", "Mar 12, 2025"),
            ("https://www.transit.dot.gov/ntd/data-product/monthly-module-adjusted-data-release", "Monthly Module Adjusted Data Release | FTA", "Monthly ridership by agency and mode from the National Transit Database ...", "N/A"),
            ("https://www.bloomberg.com/news/articles/2025-03-12/us-transit-ridership-2024-recovery", "US Transit Ridership Keeps Climbing, Still Short of 2019 - Bloomberg", "Washington's Metrorail posted some of the strongest growth among big systems ...", "Mar 12, 2025"),
            ("https://www.wmata.com/about/news/2024-ridership.cfm", "Metro ridership grows for third straight year | WMATA", "Metrorail ridership up more than 11% in 2024 ...", "Jan 8, 2025"),
            ("https://www.reddit.com/r/transit/comments/1j9q2mv/apta_q4_2024_ridership_report_is_out/", "APTA Q4 2024 ridership report is out : r/transit", "WMATA +11.8% for the year, BART still lagging ...", "Mar 12, 2025"),
            ("https://en.wikipedia.org/wiki/List_of_United_States_rapid_transit_systems_by_ridership", "List of United States rapid transit systems by ridership - Wikipedia", "Ridership figures are from APTA's quarterly reports ...", "N/A"),
        )),
        (extract("https://www.apta.com/wp-content/uploads/2024-Q4-Ridership-APTA.pdf", "Heavy rail ridership by agency for 2024"), apta),
        (memory("add", dict=k1), added(*k1)),
        (search("MTA annual subway ridership 2019 2024 1.698 billion"), results(
            ("https://www.mta.info/agency/new-york-city-transit/subway-bus-ridership-2024", "Subway and bus ridership for 2024 | MTA", "In 2024, the subway carried 1,192,012,339 riders, the highest total since 2019 ...", "Feb 2025"),
            ("https://www.mta.info/agency/new-york-city-transit/subway-bus-ridership-2019", "Subway and bus ridership for 2019 | MTA", "Annual subway ridership: 1,697,787,002. Average weekday: 5,491,966 ...", "N/A"),
            ("https://new.mta.info/open-data", "MTA Open Data Program", "MTA Daily Ridership Data: Beginning 2020 ...", "N/A"),
            ("https://www.nytimes.com/2025/01/14/nyregion/subway-ridership-2024.html", "Subway Ridership Hit a Post-Pandemic High in 2024 - NYT", "About 1.2 billion rides, still roughly 70 percent of pre-pandemic levels ...", "Jan 14, 2025"),
            ("https://www.thecity.nyc/2025/02/20/subway-ridership-2024-mta-stations/", "These Were the Busiest Subway Stations in 2024 - THE CITY", "Times Square remained the busiest station by far ...", "Feb 20, 2025"),
            ("https://en.wikipedia.org/wiki/New_York_City_Subway", "New York City Subway - Wikipedia", "In 2019 the subway carried 1.698 billion riders ...", "N/A"),
        )),
        (extract("https://www.mta.info/agency/new-york-city-transit/subway-bus-ridership-2024", "Annual subway ridership 2019 and 2024"), mta),
        (memory("add", dict=k2), added(*k2)),
        (memory("remove", key_list=["wmata_2024"]), removed("wmata_2024")),
        (memory("retrieve", key_list=["wmata_2024", "nyct_2019"]), got({"wmata_2024": "Key not found", "nyct_2019": k2["nyct_2019"]})),
        (search("NYC subway ridership 2024 percent of pre-pandemic 2019 recovery"), results(
            ("https://www.nytimes.com/2025/01/14/nyregion/subway-ridership-2024.html", "Subway Ridership Hit a Post-Pandemic High in 2024 - NYT", "Roughly 70 percent of 2019 ridership; weekends recovering faster than weekdays ...", "Jan 14, 2025"),
            ("https://www.osc.ny.gov/reports/osdc/mta-ridership-recovery-2025", "The MTA's Ridership Recovery - Office of the New York State Comptroller", "Subway ridership reached 70% of its prepandemic level in 2024; paid ridership is lower once fare evasion is considered ...", "Mar 2025"),
            ("https://www.mta.info/agency/new-york-city-transit/subway-bus-ridership-2024", "Subway and bus ridership for 2024 | MTA", "Annual subway ridership 2019-2024 ...", "Feb 2025"),
            ("https://www.amny.com/transit/subway-ridership-2024-record-post-pandemic/", "Subway ridership ends 2024 at post-pandemic high - amNY", "The MTA recorded more than 1.19 billion subway trips in 2024 ...", "Jan 6, 2025"),
            ("https://www.bloomberg.com/news/articles/2025-01-05/nyc-congestion-pricing-subway-ridership", "Congestion Pricing Starts as Subway Ridership Climbs - Bloomberg", "Ridership rose about 3.5% in 2024 ...", "Jan 5, 2025"),
            ("https://www.reddit.com/r/nycrail/comments/1i1r9bz/2024_ridership_numbers/", "2024 ridership numbers : r/nycrail", "1.192B vs 1.698B in 2019 = 70.2% ...", "Jan 14, 2025"),
        )),
        (memory("update", dict={"apta_hr_2024_top": top2}), updated("apta_hr_2024_top")),
        (memory("retrieve_all"), allmem({"apta_hr_2024_top": top2, **k2})),
    ]
    rs.add(task="search", tid="h34-search-09", system=SYSTEM, turns=turns,
           state=st("Which US heavy-rail systems carried the most riders in 2024 according to APTA, and how does New York City subway ridership in 2024 compare with 2019?", "2025-03-18"))


# NYT best-seller list (nytimes.com, bookshop.org, penguinrandomhouse.com) - bad
def t10(rs: RowSet) -> None:
    atm = "9780593158715"
    books = [
        ("ATMOSPHERE", "Taylor Jenkins Reid", "Ballantine", "New this week", "In 1980s Houston, a physics professor joins NASA's space shuttle program and falls for a fellow astronaut trainee.", atm),
        ("GREAT BIG BEAUTIFUL LIFE", "Emily Henry", "Berkley", "7 weeks on the list", "Two writers compete for the chance to tell the life story of a reclusive heiress who was once a tabloid fixture.", isbn13("978059344128")),
        ("NEVER FLINCH", "Stephen King", "Scribner", "3 weeks on the list", "Holly Gibney investigates a killer who vows to murder 13 innocents and one guilty person, while protecting an activist on a speaking tour.", isbn13("978166808933")),
        ("THE CRASH", "Freida McFadden", "Poisoned Pen", "21 weeks on the list", "A pregnant woman is stranded after a car accident and taken in by a couple whose hospitality turns sinister.", isbn13("978146429976")),
        ("ONYX STORM", "Rebecca Yarros", "Red Tower", "19 weeks on the list", "The third book in the Empyrean series. Violet Sorrengail leaves Basgiath to find allies against the venin.", isbn13("978164937418")),
        ("FOURTH WING", "Rebecca Yarros", "Red Tower", "98 weeks on the list", "Violet Sorrengail is pushed to join the dragon riders' elite war college.", isbn13("978164937404")),
        ("JAMES", "Percival Everett", "Doubleday", "46 weeks on the list", "A retelling of Adventures of Huckleberry Finn from the point of view of the enslaved Jim. Winner of the Pulitzer Prize for fiction.", isbn13("978038555036")),
        ("THE WOMEN", "Kristin Hannah", "St. Martin's", "70 weeks on the list", "A nursing student joins the Army Nurse Corps and follows her brother to Vietnam.", isbn13("978125017863")),
        ("THE HOUSEMAID", "Freida McFadden", "Bloom", "77 weeks on the list", "Troubles surface when a woman looking to make a fresh start takes a job in the home of the Winchesters.", isbn13("978172828224")),
        ("BEAUTIFUL UGLY", "Alice Feeney", "Flatiron", "4 weeks on the list", "A grieving writer retreats to a remote Scottish island, where he begins to see his missing wife.", isbn13("978125089442")),
    ]
    items = []
    for i, (t, a, pub, wk, desc, isb) in enumerate(books, 1):
        items.append(f"### {i}. {t}\n\nby {a} | {pub}\n\n{wk}\n\n{desc}\n\nBuy: [Amazon](https://www.amazon.com/dp/{isbn10(isb)}?tag=NYTBSREV-20) | "
                     f"[Apple Books](https://goto.applebooks.apple/{isb}?at=10lIEQ) | [Barnes and Noble](https://www.anrdoezrs.net/click-7990613-11819508?url=https%3A%2F%2Fwww.barnesandnoble.com%2Fw%2F%3Fean%3D{isb}) | "
                     f"[Books-A-Million](https://www.booksamillion.com/p/{isb}) | [Bookshop.org](https://bookshop.org/a/3546/{isb})")
    nyt = (
        "# Combined Print & E-Book Fiction - Best Sellers - Books - June 22, 2025 - The New York Times\n\n"
        "[< Previous week: June 15, 2025](https://www.nytimes.com/books/best-sellers/2025/06/15/combined-print-and-e-book-fiction/) | Next week >\n\n"
        "**Combined Print & E-Book Fiction** - Weekly list, published June 11, 2025. Rankings reflect unit sales "
        "reported on a confidential basis by vendors offering a wide range of general interest titles for the week "
        "ending June 7, 2025.\n\n"
        + "\n\n".join(items)
        + "\n\n[See the full list: 15 titles]\n\n*An asterisk (\u2020) indicates that some retailers report receiving bulk orders.*"
    )
    bookshop = (
        "# Atmosphere: A Love Story (Hardcover)\n\n"
        "**Taylor Jenkins Reid** (Author)\n\n"
        "$30.00 | $27.90 on Bookshop.org | Available - ships in 1-3 days\n\n"
        "A #1 New York Times bestseller\n\n"
        "## Description\n\n"
        "From the New York Times bestselling author of *Daisy Jones & The Six* and *Carrie Soto Is Back* comes a "
        "sweeping love story set against the backdrop of NASA's space shuttle program in the 1980s. Joan Goodwin has "
        "been obsessed with the stars since she was a child. When NASA calls for applicants for its astronaut "
        "program, she is accepted into a class of trainees that includes Vanessa Ford...\n\n"
        "## Product Details\n\n"
        "| | |\n| --- | --- |\n"
        "| Price | $30.00 |\n| Publisher | Ballantine Books |\n| Publish Date | June 03, 2025 |\n| Pages | 368 |\n"
        f"| Dimensions | 6.4 X 9.5 X 1.3 inches, 1.35 pounds |\n| Language | English |\n| Type | Hardcover |\n| EAN/UPC | {atm} |\n"
        f"| ISBN-10 | {isbn10(atm)} |\n| BISAC Categories | Fiction - Romance - Historical - 20th Century; Fiction - Literary; Fiction - LGBTQ+ - Lesbian |\n\n"
        "## About the Author\n\n"
        "Taylor Jenkins Reid is the New York Times bestselling author of *Carrie Soto Is Back*, *Malibu Rising*, "
        "*Daisy Jones & The Six*, and *The Seven Husbands of Evelyn Hugo*. She lives in Los Angeles."
    )
    bad_isbn = "9780593158739"
    prh = (
        "# Atmosphere by Taylor Jenkins Reid | PenguinRandomHouse.com\n\n"
        "**Atmosphere: A Love Story** | By Taylor Jenkins Reid | Category: Fiction - Literary Fiction | Imprint: Ballantine Books\n\n"
        "INSTANT #1 NEW YORK TIMES BESTSELLER - A GOOD MORNING AMERICA BOOK CLUB PICK\n\n"
        "## Formats\n\n"
        "| Format | Price | On sale | ISBN | Pages |\n| --- | --- | --- | --- | --- |\n"
        f"| Hardcover | $30.00 | Jun 03, 2025 | {bad_isbn} | 368 |\n"
        "| Ebook | $14.99 | Jun 03, 2025 | 9780593158722 | 368 |\n"
        "| Audiobook Download (Unabridged) | $35.00 | Jun 03, 2025 | 9780593945414 | 12h 26m |\n"
        "| Large Print Paperback | $32.00 | Jun 03, 2025 | 9780593945575 | 512 |\n\n"
        "## About Atmosphere\n\n"
        "From the *New York Times* bestselling author of *Daisy Jones & The Six* and *Carrie Soto Is Back* comes an "
        "epic love story set against the backdrop of the 1980s space shuttle program. Joan Goodwin has been "
        "obsessed with the stars since she was a child...\n\n"
        "## Praise\n\n"
        "> \"An emotional, propulsive novel about the cost of reaching for the stars.\" - *People*\n\n"
        "## Product Details\n\n"
        "Hardcover | 6-3/8 x 9-1/2 | Ballantine Books | Jun 03, 2025 | 368 Pages"
    )
    v1 = f"ATMOSPHERE - Taylor Jenkins Reid (Ballantine); #1 new this week on list dated 2025-06-22; ISBN {atm}"
    v2 = v1 + "; hardcover, 368 pp, on sale Jun 3 2025, $30"
    turns = [
        (search("NYT best sellers combined print e-book fiction June 22 2025"), results(
            ("https://www.nytimes.com/books/best-sellers/2025/06/22/combined-print-and-e-book-fiction/", "Combined Print & E-Book Fiction - Best Sellers - June 22, 2025 - The New York Times", "1. ATMOSPHERE by Taylor Jenkins Reid. New this week. 2. GREAT BIG BEAUTIFUL LIFE by Emily Henry ...", "Jun 11, 2025"),
            ("https://www.nytimes.com/books/best-sellers/", "Best Sellers - Books - The New York Times", "Authoritatively ranked lists of books sold in the United States, sorted by format and genre ...", "N/A"),
            ("https://www.publishersweekly.com/pw/by-topic/industry-news/bestsellers/article/97790-this-week-s-bestsellers-june-16-2025.html", "This Week's Bestsellers: June 16, 2025 - Publishers Weekly", "Taylor Jenkins Reid's Atmosphere debuts at #1, selling more than 100,000 print copies in its first week ...", "Jun 13, 2025"),
            ("https://www.usatoday.com/booklist/", "USA TODAY Best-selling Booklist", "Atmosphere lands at No. 1 ...", "Jun 11, 2025"),
            ("https://www.reddit.com/r/TaylorJenkinsReid/comments/1l8pq2r/atmosphere_is_1_on_the_nyt_list/", "ATMOSPHERE is #1 on the NYT list! : r/TaylorJenkinsReid", "Debuted at #1 on Combined Print & E-Book Fiction and Hardcover Fiction ...", "Jun 11, 2025"),
            ("https://www.goodreads.com/book/show/219288611-atmosphere", "Atmosphere by Taylor Jenkins Reid | Goodreads", "4.36 avg rating. In 1980s Houston, Joan Goodwin joins NASA's astronaut program ...", "N/A"),
            ("https://www.nytimes.com/books/best-sellers/2025/06/22/hardcover-fiction/", "Hardcover Fiction - Best Sellers - June 22, 2025 - The New York Times", "1. ATMOSPHERE by Taylor Jenkins Reid ...", "Jun 11, 2025"),
            ("https://www.penguinrandomhouse.com/books/606183/atmosphere-by-taylor-jenkins-reid/", "Atmosphere by Taylor Jenkins Reid | PenguinRandomHouse.com", "Atmosphere: A Love Story. Hardcover, Ballantine Books, Jun 03, 2025 ...", "N/A"),
        )),
        (extract("https://www.nytimes.com/books/best-sellers/2025/06/22/combined-print-and-e-book-fiction/", "The top 10 titles with weeks on list and buy links"), nyt),
        (memory("add", dict={"nyt_cpe_fiction_2025-06-22_no1": v1}), added("nyt_cpe_fiction_2025-06-22_no1")),
        (extract(f"https://bookshop.org/p/books/atmosphere-a-love-story-taylor-jenkins-reid/21325612?ean={atm}", "Format, ISBN and page count"), bookshop),
        (extract("https://www.penguinrandomhouse.com/books/606183/atmosphere-by-taylor-jenkins-reid/", "Publisher details for the hardcover edition"), prh),
        (memory("update", dict={"nyt_cpe_fiction_2025-06-22_no1": v2}), updated("nyt_cpe_fiction_2025-06-22_no1")),
    ]
    rs.add(task="search", tid="h34-search-10", system=SYSTEM, turns=turns,
           state=st("What is No. 1 on the New York Times Combined Print & E-Book Fiction list dated June 22, 2025, and what are its hardcover ISBN and page count?", "2025-06-13"),
           bad=True, turn=5, kind="hardcover ISBN of the same book differs from the ISBN shown on the list and retailer page")


# Auction records (christies.com, artnet) - clean
def t11(rs: RowSet) -> None:
    salvator = (
        "# Leonardo da Vinci (1452-1519), Salvator Mundi\n\n"
        "Christie's | Post-War and Contemporary Art Evening Sale | New York | 15 November 2017 | **Lot 9B**\n\n"
        "**Price realised USD 450,312,500**  \nEstimate: On Request  \nClosed: 15 Nov 2017\n\n"
        "## Details\n\n"
        "Leonardo da Vinci (1452-1519)  \nSalvator Mundi  \noil on walnut panel  \npanel: 25 13/16 x 18 in. (65.6 x 45.4 cm.)  \n"
        "painted circa 1500\n\n"
        "## Provenance\n\n"
        "Possibly painted for King Louis XII of France and his consort, Anne of Brittany.  \n"
        "Probably King Charles I of England (1600-1649), Greenwich, by 1649.  \n"
        "Sir Francis Cook, 1st Bt. (1817-1901), Doughty House, Richmond, acquired in 1900 as by Bernardino Luini.  \n"
        "Sir Frederick Cook, 2nd Bt.; by descent; Cook Collection sale, Sotheby's, London, 25 June 1958, lot 40 (GBP 45).  \n"
        "Acquired in 2005 by a consortium of art dealers; restored and authenticated 2005-2011.  \n"
        "Private collection, acquired in 2013.\n\n"
        "## Exhibited\n\n"
        "London, The National Gallery, *Leonardo da Vinci: Painter at the Court of Milan*, 9 November 2011 - 5 February 2012, no. 91.\n\n"
        "## Lot Essay\n\n"
        "Salvator Mundi is one of fewer than 20 paintings generally accepted as being from Leonardo's own hand. "
        "The sale price includes the buyer's premium; the hammer price was USD 400,000,000 after 19 minutes of bidding."
    )
    koons = (
        "# Jeff Koons (b. 1955), Rabbit\n\n"
        "Christie's | Post-War and Contemporary Art Evening Sale | New York | 15 May 2019 | **Lot 15B**\n\n"
        "**Price realised USD 91,075,000**  \nEstimate: USD 50,000,000 - USD 70,000,000  \nClosed: 15 May 2019\n\n"
        "## Details\n\n"
        "Jeff Koons (b. 1955)  \nRabbit  \nstainless steel  \n41 x 19 x 12 in. (104.1 x 48.3 x 30.5 cm.)  \n"
        "Executed in 1986. This work is number one from an edition of three plus one artist's proof.\n\n"
        "## Provenance\n\n"
        "Ileana Sonnabend, New York, acquired from the artist.  \nBy descent from the above to the present owners.\n\n"
        "## Lot Essay\n\n"
        "With this sale *Rabbit* became the most expensive work by a living artist ever sold at auction, surpassing "
        "the USD 90.3 million achieved for David Hockney's *Portrait of an Artist (Pool with Two Figures)* at "
        "Christie's New York in November 2018. The hammer price was USD 80,000,000; the buyer was Robert E. Mnuchin, "
        "bidding in the room."
    )
    living = [
        (1, "Jeff Koons", "Rabbit (1986)", "Christie's New York", "May 15, 2019", "$91.1 million", "$91.1 million", "$114.6 million"),
        (2, "David Hockney", "Portrait of an Artist (Pool with Two Figures) (1972)", "Christie's New York", "Nov 15, 2018", "$90.3 million", "$90.3 million", "$115.4 million"),
        (3, "Jeff Koons", "Balloon Dog (Orange) (1994-2000)", "Christie's New York", "Nov 12, 2013", "$58.4 million", "$58.4 million", "$80.6 million"),
        (4, "Gerhard Richter", "Abstraktes Bild (599) (1986)", "Sotheby's London", "Feb 10, 2015", "$46.3 million", "GBP 30.4 million", "$62.7 million"),
        (5, "Gerhard Richter", "Domplatz, Mailand (1968)", "Sotheby's New York", "May 14, 2013", "$37.1 million", "$37.1 million", "$51.2 million"),
        (6, "David Hockney", "The Splash (1966)", "Sotheby's London", "Feb 11, 2020", "$29.8 million", "GBP 23.1 million", "$36.9 million"),
        (7, "Yoshitomo Nara", "Knife Behind Back (2000)", "Sotheby's Hong Kong", "Oct 6, 2019", "$25.0 million", "HK$195.7 million", "$31.4 million"),
    ]
    artnet = (
        "# The 7 Most Expensive Works by Living Artists Ever Sold at Auction\n\n"
        "Artnet News | Market | January 12, 2025\n\n"
        "More than five years on, Jeff Koons's *Rabbit* still holds the auction record for a living artist. Here are "
        "the top results, with prices including buyer's premium in the currency of sale and in U.S. dollars, plus "
        "an inflation-adjusted figure in December 2024 dollars (CPI-U).\n\n"
        + table(["#", "Artist", "Work", "Sale", "Date", "Price (USD)", "Price (currency of sale)", "In 2024 dollars"], [list(r) for r in living])
        + "\n\n*Hockney's 2018 result remains the record for a painting by a living artist.*\n\n"
        "## For comparison: the all-time record\n\n"
        "Leonardo da Vinci's *Salvator Mundi* sold at Christie's New York on November 15, 2017 for $450.3 million "
        "(about $578 million in 2024 dollars), still the highest price ever paid for any artwork at auction. The "
        "second-highest is Andy Warhol's *Shot Sage Blue Marilyn* (1964), which made $195 million at Christie's in May 2022.\n\n"
        "**Related:** Artnet Price Database | The Top 10 Lots of 2024"
    )
    m1 = {"record_any_artwork": "Leonardo, Salvator Mundi - USD 450,312,500 incl. premium (hammer USD 400M), Christie's NY, 15 Nov 2017, lot 9B"}
    m2 = {"record_living_artist": "Jeff Koons, Rabbit (1986, stainless steel) - USD 91,075,000, Christie's NY, 15 May 2019, lot 15B; overtook Hockney's USD 90,312,500 (15 Nov 2018)",
          "record_living_painting": "David Hockney, Portrait of an Artist (Pool with Two Figures), 1972 - USD 90,312,500, Christie's NY 15 Nov 2018",
          "inflation_note": "Artnet (Jan 2025): Salvator Mundi ~ $578M in 2024 dollars; Koons Rabbit ~ $114.6M"}
    turns = [
        (search("most expensive painting ever sold at auction Salvator Mundi Christie's price"), results(
            ("https://www.christies.com/en/lot/lot-6110563", "Leonardo da Vinci (1452-1519), Salvator Mundi | Christie's", "Price realised USD 450,312,500. Post-War and Contemporary Art Evening Sale, New York, 15 November 2017 ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Salvator_Mundi_(Leonardo)", "Salvator Mundi (Leonardo) - Wikipedia", "Sold on 15 November 2017 for $450.3 million, setting a new record for the most expensive painting ever sold at public auction ...", "N/A"),
            ("https://www.nytimes.com/2017/11/15/arts/design/leonardo-da-vinci-salvator-mundi-christies-auction.html", "Leonardo's 'Salvator Mundi' Sells for $450.3 Million - The New York Times", "The painting, one of fewer than 20 by Leonardo known to exist, sold after 19 minutes of bidding ...", "Nov 15, 2017"),
            ("https://www.bbc.com/news/world-us-canada-41999161", "Leonardo da Vinci painting sells for record $450m - BBC News", "Salvator Mundi becomes the most expensive painting ever sold at auction ...", "Nov 16, 2017"),
            ("https://news.artnet.com/market/most-expensive-artworks-ever-sold-auction", "The 10 Most Expensive Artworks Ever Sold at Auction - Artnet News", "Salvator Mundi ($450.3 million), Shot Sage Blue Marilyn ($195 million) ...", "Jan 8, 2025"),
            ("https://www.theguardian.com/artanddesign/2017/nov/15/leonardo-da-vinci-salvator-mundi-sold-auction-christies", "Leonardo da Vinci painting sells for record-breaking $450m | The Guardian", "Christie's New York sale shatters the previous record for a work of art sold at auction ...", "Nov 16, 2017"),
            ("https://en.wikipedia.org/wiki/List_of_most_expensive_paintings", "List of most expensive paintings - Wikipedia", "Includes private sales; Salvator Mundi tops the list, with an inflation-adjusted value of ...", "N/A"),
            ("https://www.reddit.com/r/ArtHistory/comments/17t4x0b/salvator_mundi_six_years_later/", "Salvator Mundi, six years later : r/ArtHistory", "Still hasn't been publicly shown since the sale ...", "Nov 11, 2023"),
        )),
        (extract("https://www.christies.com/en/lot/lot-6110563", "Price realised, date, lot number, hammer price"), salvator),
        (memory("add", dict=m1), added(*m1)),
        (search("most expensive artwork by a living artist auction Jeff Koons Rabbit David Hockney"), results(
            ("https://www.christies.com/en/lot/lot-6203814", "Jeff Koons (b. 1955), Rabbit | Christie's", "Price realised USD 91,075,000. Post-War and Contemporary Art Evening Sale, New York, 15 May 2019 ...", "N/A"),
            ("https://www.nytimes.com/2019/05/15/arts/jeff-koons-rabbit-auction.html", "Jeff Koons 'Rabbit' Sets Auction Record for Most Expensive Work by Living Artist - NYT", "The 1986 stainless steel sculpture sold for $91.1 million, eclipsing David Hockney's record set six months earlier ...", "May 15, 2019"),
            ("https://www.christies.com/en/lot/lot-6166985", "David Hockney (b. 1937), Portrait of an Artist (Pool with Two Figures) | Christie's", "Price realised USD 90,312,500. New York, 15 November 2018 ...", "N/A"),
            ("https://news.artnet.com/market/most-expensive-works-living-artists", "The 7 Most Expensive Works by Living Artists Ever Sold at Auction - Artnet News", "More than five years on, Jeff Koons's Rabbit still holds the record ...", "Jan 12, 2025"),
            ("https://www.bbc.com/news/entertainment-arts-48287453", "Jeff Koons Rabbit sculpture sells for record $91m - BBC News", "The sale beat the previous record held by David Hockney ...", "May 16, 2019"),
            ("https://www.theguardian.com/artanddesign/2018/nov/16/david-hockney-portrait-of-an-artist-pool-with-two-figures-sells-90m", "Hockney painting sells for $90m, a record for a living artist | The Guardian", "Portrait of an Artist (Pool with Two Figures) sold at Christie's New York ...", "Nov 16, 2018"),
            ("https://www.cnn.com/style/article/jeff-koons-rabbit-auction-record/index.html", "Jeff Koons' 'Rabbit' breaks auction record | CNN", "The price includes fees; the hammer price was $80 million ...", "May 16, 2019"),
            ("https://en.wikipedia.org/wiki/Rabbit_(Koons)", "Rabbit (Koons) - Wikipedia", "Rabbit is a 1986 series of three identical stainless steel sculptures by Jeff Koons ...", "N/A"),
        )),
        (extract("https://www.christies.com/en/lot/lot-6203814", "Price realised and whether it is the living-artist record"), koons),
        (extract("https://news.artnet.com/market/most-expensive-works-living-artists", "Ranking of the most expensive works by living artists, with paintings separated from sculpture"), artnet),
        (memory("add", dict=m2), added(*m2)),
        (memory("retrieve_all"), allmem({**m1, **m2})),
    ]
    rs.add(task="search", tid="h34-search-11", system=SYSTEM, turns=turns,
           state=st("What is the most expensive painting ever sold at auction, and what is the most expensive work (and painting) by a living artist sold at auction? Give prices with buyer's premium.", "2025-01-15"))


# Speedrun leaderboards (speedrun.com) - bad
def t12(rs: RowSet) -> None:
    anyp = [
        (1, "Niftski", "4m 54s 631ms", "z5d0g3qm", "1y ago"), (2, "Kosmic", "4m 55s 230ms", "yo7rq4vz", "3y ago"),
        (3, "Somewes", "4m 55s 530ms", "m3k8xq1y", "4y ago"), (4, "averge11", "4m 55s 796ms", "zq5p7jrm", "2y ago"),
        (5, "Mitchflowerpower", "4m 56s 245ms", "y4n2l9vz", "4y ago"), (6, "Jiano", "4m 56s 528ms", "mk1x40ey", "2y ago"),
        (7, "LongJumpTV", "4m 56s 712ms", "z1gw8o3m", "1y ago"), (8, "Zuzu", "4m 56s 795ms", "yjq6xl0z", "9mo ago"),
        (9, "Pnivv", "4m 56s 862ms", "m7x2r5dy", "3y ago"), (10, "Qrotato", "4m 56s 945ms", "zn8o5qwy", "1y ago"),
    ]

    def board(rows: list[tuple[int, str, str, str, str]], cat: str, total: int) -> str:
        body = [[r, p, f"[{t}](https://www.speedrun.com/smb1/runs/{rid})", "NES", "NTSC", d] for r, p, t, rid, d in rows]
        return (
            f"# Super Mario Bros. - {cat} - speedrun.com\n\n"
            "Leaderboards: " + " | ".join(f"**{c}**" if c == cat else c for c in ("Any%", "Warpless", "Any% (All Stars)", "Warpless (All Stars)", "Minus World Ending")) + "\n\n"
            f"Category: **{cat}** | Region: NTSC | Platform: all | Obsoleted runs: hidden | {total:,} runs\n\n"
            + table(["#", "Player", "Time", "Platform", "Region", "Date"], body)
            + "\n\n[Show more]\n\n## Rules\n\n- Timing starts when control is gained on 1-1 and ends on the final axe hit in 8-4.\n"
            "- Emulators must be approved; original hardware runs must use a capture that shows the whole screen.\n"
            "- Times are measured to the frame (60.0988 fps) and displayed in milliseconds."
        )
    run = (
        "# Super Mario Bros. - Any% in 4m 54s 631ms by Niftski - speedrun.com\n\n"
        "URL: https://www.speedrun.com/smb1/runs/z5d0g3qm\n\n"
        "**1st place** | Any% | NTSC | NES\n\n"
        "| | |\n| --- | --- |\n| Player | Niftski (United States) |\n| Time (RTA) | 4m 54s 631ms |\n| Platform | NES |\n"
        "| Region | NTSC |\n| Played on | 2023-09-05 |\n| Submitted | 2023-09-05 |\n| Verified by | Kosmic on 2023-09-07 |\n\n"
        "## Video\n\nhttps://www.youtube.com/watch?v=MT-H6GWJ3wE\n\n"
        "## Comment\n\n"
        "> 4:54.631. Finally got the 8-4 I've wanted for 2 years. Thanks to everyone who watched live, and to Kosmic "
        "for checking the frame count. Next goal: nothing, this is probably it for a while.\n\n"
        "Splits: 1-1 0:36.55 | 1-2 1:10.77 | 4-1 1:49.62 | 4-2 2:25.09 | 8-1 3:18.41 | 8-2 3:55.05 | 8-3 4:30.48 | 8-4 4:54.63"
    )
    warp = [
        (1, "averge11", "18m 44s 560ms", "y9ml2w4z", "8mo ago"), (2, "Kosmic", "18m 46s 810ms", "z3o1q8rm", "2y ago"),
        (3, "Niftski", "18m 48s 133ms", "mr5xk2gy", "3y ago"), (4, "Somewes", "18m 50s 420ms", "zg7w4n1m", "4y ago"),
        (5, "LongJumpTV", "18m 52s 017ms", "yk2d8o5z", "1y ago"), (6, "Zuzu", "18m 53s 901ms", "m0q5r3xy", "5mo ago"),
    ]
    news = (
        "# Super Mario Bros. world record falls again as Niftski hits 4:54.631\n\n"
        "Dexerto | Gaming | September 6, 2023\n\n"
        "Niftski has lowered his own Super Mario Bros. Any% world record to 4:54.631, taking a quarter of a second "
        "off the 4:54.881 he set in 2021 - a huge margin in a category that has been optimized for decades.\n\n"
        "The run, streamed on Twitch on September 5, was verified on speedrun.com two days later. It is the first "
        "time the record has dropped below 4:54.7, and Niftski said the final 8-4 segment was the best he had ever played.\n\n"
        "\"It's hard to see this one going for a long time,\" said Kosmic, who held the record in 2018-2020 and now "
        "sits second on the leaderboard.\n\n"
        "Theoretical estimates put the perfect run, assuming frame-perfect inputs, at around 4:54.2.\n\n"
        "**Related:** Minus World speedrun drops below 1 minute | Tetris world record progression"
    )
    v_any = "Niftski 4m 54s 631ms (NTSC, NES), played 2023-09-05, verified 2023-09-07; run z5d0g3qm; 2nd Kosmic 4m 55s 230ms"
    v_warp = "averge11 18m 44s 560ms (NTSC, NES), 8mo ago; 2nd Kosmic 18m 46s 810ms"
    turns = [
        (search("Super Mario Bros Any% world record Niftski speedrun.com"), results(
            ("https://www.speedrun.com/smb1", "Super Mario Bros. - speedrun.com", "Leaderboards for Super Mario Bros. Any%, Warpless and more. Any% WR 4m 54s 631ms by Niftski ...", "N/A"),
            ("https://www.dexerto.com/gaming/super-mario-bros-world-record-niftski-4-54-631-2281120/", "Super Mario Bros. world record falls again as Niftski hits 4:54.631 - Dexerto", "Niftski has lowered his own Super Mario Bros. Any% world record to 4:54.631 ...", "Sep 6, 2023"),
            ("https://www.youtube.com/watch?v=MT-H6GWJ3wE", "[World Record] Super Mario Bros. Any% Speedrun in 4:54.631 - YouTube", "Niftski. 2.1M views. 4:54.631 ...", "Sep 6, 2023"),
            ("https://www.reddit.com/r/speedrun/comments/16b1w8x/niftski_4_54_631_smb1_wr/", "Niftski 4:54.631 SMB1 WR : r/speedrun", "Quarter of a second off his own record ...", "Sep 6, 2023"),
            ("https://en.wikipedia.org/wiki/Speedrunning", "Speedrunning - Wikipedia", "Super Mario Bros. is among the most competitive games; its Any% record has been lowered by hundredths of seconds ...", "N/A"),
            ("https://www.kotaku.com/super-mario-bros-speedrun-world-record-niftski-1850811247", "Super Mario Bros. Speedrun Record Shattered By Quarter Second - Kotaku", "The NES classic's record now stands at 4:54.631 ...", "Sep 7, 2023"),
            ("https://www.speedrun.com/smb1/runs/z5d0g3qm", "Super Mario Bros. - Any% in 4m 54s 631ms by Niftski", "1st place. Played on NES. Verified by Kosmic ...", "N/A"),
            ("https://www.smb1speedrun.com/records", "SMB1 Record History", "Progression of Any% records since 2004 ...", "N/A"),
        )),
        (extract("https://www.speedrun.com/smb1?h=Any-NTSC&x=mkeozqxd-5ly14pyl.4qyzvo2l", "Current Any% top 10 with run links"), board(anyp, "Any%", 3642)),
        (memory("add", dict={"smb1_any_wr": v_any}), added("smb1_any_wr")),
        (extract("https://www.speedrun.com/smb1/runs/z5d0g3qm", "Date played, verification and video"), run),
        (search("Niftski 4:54.631 world record news"), results(
            ("https://www.dexerto.com/gaming/super-mario-bros-world-record-niftski-4-54-631-2281120/", "Super Mario Bros. world record falls again as Niftski hits 4:54.631 - Dexerto", "Niftski has lowered his own record, taking a quarter of a second off his 4:54.881 ...", "Sep 6, 2023"),
            ("https://www.kotaku.com/super-mario-bros-speedrun-world-record-niftski-1850811247", "Super Mario Bros. Speedrun Record Shattered By Quarter Second - Kotaku", "The NES classic's record now stands at 4:54.631 ...", "Sep 7, 2023"),
            ("https://www.pcgamer.com/super-mario-bros-speedrun-record-quarter-second/", "A quarter of a second is an eternity in Super Mario Bros. speedrunning | PC Gamer", "Niftski's new record shaves 0.25 seconds ...", "Sep 7, 2023"),
            ("https://www.reddit.com/r/speedrun/comments/16b1w8x/niftski_4_54_631_smb1_wr/", "Niftski 4:54.631 SMB1 WR : r/speedrun", "The 8-4 in this run is insane ...", "Sep 6, 2023"),
            ("https://www.youtube.com/watch?v=R3nbG3-2Iw0", "How Niftski got the 'impossible' Super Mario Bros. world record - Summoning Salt", "The history of Super Mario Bros. world records ...", "Nov 18, 2023"),
            ("https://www.theverge.com/2023/9/7/23862313/super-mario-bros-speedrun-record-niftski", "Super Mario Bros. speedrun record drops to 4:54.631 - The Verge", "The record had stood since 2021 ...", "Sep 7, 2023"),
        )),
        (extract("https://www.dexerto.com/gaming/super-mario-bros-world-record-niftski-4-54-631-2281120/", "Previous record and margin"), news),
        (search("Super Mario Bros Warpless world record speedrun.com 2025"), results(
            ("https://www.speedrun.com/smb1?h=Warpless-NTSC", "Super Mario Bros. - Warpless - speedrun.com", "Warpless leaderboard. WR 18m 44s 560ms by averge11 ...", "N/A"),
            ("https://www.reddit.com/r/speedrun/comments/1fz3s8k/averge11_smb1_warpless_wr_184456/", "averge11 SMB1 Warpless WR 18:44.560 : r/speedrun", "New warpless record, beats Kosmic by over 2 seconds ...", "Jun 22, 2024"),
            ("https://www.youtube.com/watch?v=6dKq0c1_Yd4", "[WR] Super Mario Bros. Warpless 18:44.560 - YouTube", "averge11 ...", "Jun 22, 2024"),
            ("https://www.smb1speedrun.com/records", "SMB1 Record History", "Warpless record progression ...", "N/A"),
            ("https://www.speedrun.com/smb1/forums", "Super Mario Bros. forums - speedrun.com", "Warpless route discussion ...", "N/A"),
        )),
        (extract("https://www.speedrun.com/smb1?h=Warpless-NTSC", "Warpless top runs"), board(warp, "Warpless", 1207)),
        (extract("https://www.speedrun.com/smb1?h=Any-NTSC&x=mkeozqxd-5ly14pyl.4qyzvo2l", "Top 5 Any% runs to confirm the record holder"),
         board([(r, p, t, ("z5d0q3gm" if r == 1 else rid), d) for r, p, t, rid, d in anyp[:5]], "Any%", 3642)),
        (memory("add", dict={"smb1_warpless_wr": v_warp}), added("smb1_warpless_wr")),
        (memory("retrieve_all"), allmem({"smb1_any_wr": v_any, "smb1_warpless_wr": v_warp})),
    ]
    rs.add(task="search", tid="h34-search-12", system=SYSTEM, turns=turns,
           state=st("What is the current Super Mario Bros. (NES) Any% world record on speedrun.com, who holds it, and what is the Warpless record?", "2025-02-20"),
           bad=True, turn=9, kind="the record run's id in its leaderboard link differs from the id shown earlier")


# Pulitzer Prizes (pulitzer.org) - bad
def t13(rs: RowSet) -> None:
    year = (
        "# The 2025 Pulitzer Prize Winners\n\n"
        "The Pulitzer Prizes | Announced May 5, 2025\n\n"
        "## Journalism\n\n"
        "| Category | Winner |\n| --- | --- |\n"
        "| Public Service | ProPublica, for the work of Kavitha Surana, Lizzie Presser, Cassandra Jaramillo and Stacy Kranitz, reporting on pregnant women who died after doctors delayed urgently needed care in states with abortion bans |\n"
        "| Breaking News Reporting | Staff of The Washington Post, for coverage of the assassination attempt on Donald Trump in Butler, Pennsylvania |\n"
        "| Feature Writing | Mark Warren of Esquire |\n"
        "| Commentary | Mosab Abu Toha, contributor, The New Yorker |\n"
        "| Illustrated Reporting and Commentary | Ann Telnaes, The Washington Post |\n\n"
        "[Show all 15 journalism categories]\n\n"
        "## Books, Drama and Music\n\n"
        "| Category | Winner | Publisher / Producer |\n| --- | --- | --- |\n"
        "| Fiction | *James* by Percival Everett | Doubleday |\n"
        "| Drama | *Purpose* by Branden Jacobs-Jenkins | |\n"
        "| History | *Combee: Harriet Tubman, the Combahee River Raid, and Black Freedom During the Civil War* by Edda L. Fields-Black | Oxford University Press |\n"
        "| History | *Native Nations: A Millennium in North America* by Kathleen DuVal | Random House |\n"
        "| Biography | *Every Living Thing: The Great and Deadly Race to Know All Life* by Jason Roberts | Random House |\n"
        "| Memoir or Autobiography | *Feeding Ghosts: A Graphic Memoir* by Tessa Hulls | MCD |\n"
        "| Poetry | *New and Selected Poems* by Marie Howe | W.W. Norton & Company |\n"
        "| General Nonfiction | *To the Success of Our Hopeless Cause: The Many Lives of the Soviet Dissident Movement* by Benjamin Nathans | Princeton University Press |\n"
        "| Music | *Sky Box* by Susie Ibarra | |\n\n"
        "Two History prizes were awarded this year. The Memoir or Autobiography category was first awarded in 2024."
    )
    everett = (
        "# James, by Percival Everett (Doubleday)\n\n"
        "The 2025 Pulitzer Prize Winner in **Fiction**\n\n"
        "> For an accomplished reimagining of *Adventures of Huckleberry Finn* that gives Jim agency and a voice, "
        "creating a darkly comic and powerful novel about race, freedom and the self-invention of a man who refuses "
        "to be owned.\n\n"
        "## About the author\n\n"
        "Percival Everett is Distinguished Professor of English at the University of Southern California and the "
        "author of more than thirty books, including *Erasure*, adapted as the Oscar-winning film *American Fiction*. "
        "*James* also won the 2024 National Book Award for Fiction and the 2025 Andrew Carnegie Medal for Excellence in Fiction.\n\n"
        "## Jurors\n\n"
        "The Fiction jury is listed on the Board and Jurors page for 2025.\n\n"
        "[Read the citation] [Press release] [2025 winners]"
    )
    fic = "James - Percival Everett (Doubleday)"
    hist = "Two winners: Combee - Edda L. Fields-Black (Oxford UP); Native Nations - Kathleen DuVal (Random House)"
    drama = "Purpose - Branden Jacobs-Jenkins"
    fic2 = fic + "; also 2024 National Book Award for Fiction; citation: 'an accomplished reimagining of Adventures of Huckleberry Finn that gives Jim agency and a voice'"
    turns = [
        (search("2025 Pulitzer Prize fiction history winners"), results(
            ("https://www.pulitzer.org/prize-winners-by-year/2025", "2025 Pulitzer Prizes | The Pulitzer Prizes", "Fiction: James, by Percival Everett. History: Combee, by Edda L. Fields-Black; Native Nations, by Kathleen DuVal ...", "May 5, 2025"),
            ("https://www.nytimes.com/2025/05/05/books/pulitzer-prize-winners-2025.html", "Pulitzer Prizes 2025: Full List of Winners - The New York Times", "Percival Everett's 'James' won the fiction prize; two books shared the history prize ...", "May 5, 2025"),
            ("https://apnews.com/article/pulitzer-prizes-2025-winners-list", "2025 Pulitzer Prize winners: The full list | AP News", "ProPublica won the public service prize; Percival Everett won for fiction ...", "May 5, 2025"),
            ("https://www.pulitzer.org/winners/percival-everett", "James, by Percival Everett (Doubleday) | The Pulitzer Prizes", "For an accomplished reimagining of Adventures of Huckleberry Finn that gives Jim agency and a voice ...", "May 5, 2025"),
            ("https://www.npr.org/2025/05/05/nx-s1-5387220/pulitzer-prizes-2025-winners", "Here are the 2025 Pulitzer Prize winners : NPR", "'James' by Percival Everett took the fiction prize, adding to its National Book Award ...", "May 5, 2025"),
            ("https://www.washingtonpost.com/style/2025/05/05/pulitzer-prize-winners-list-2025/", "2025 Pulitzer Prizes: The full list of winners - The Washington Post", "The Post won the breaking news prize for its coverage of the attempt on Trump's life ...", "May 5, 2025"),
            ("https://en.wikipedia.org/wiki/2025_Pulitzer_Prize", "2025 Pulitzer Prize - Wikipedia", "The 2025 Pulitzer Prizes were announced on May 5, 2025 ...", "N/A"),
            ("https://lithub.com/here-are-the-winners-of-the-2025-pulitzer-prizes/", "Here are the winners of the 2025 Pulitzer Prizes - Literary Hub", "Percival Everett, Kathleen DuVal, Edda L. Fields-Black, Tessa Hulls, Marie Howe ...", "May 5, 2025"),
        )),
        (extract("https://www.pulitzer.org/prize-winners-by-year/2025", "Books, Drama and Music winners"), year),
        (memory("add", dict={"fiction_2025": fic, "history_2025": hist, "drama_2025": drama}), added("fiction_2025", "history_2025", "drama_2025")),
        (memory("remove", key_list=["drama_2025"]), removed("drama_2025")),
        (extract("https://www.pulitzer.org/winners/percival-everett", "Prize citation"), everett),
        (memory("retrieve_all"), allmem({"fiction_2025": fic, "history_2025": hist, "drama_2025": drama})),
        (memory("update", dict={"fiction_2025": fic2}), updated("fiction_2025")),
    ]
    rs.add(task="search", tid="h34-search-13", system=SYSTEM, turns=turns,
           state=st("Who won the 2025 Pulitzer Prizes for Fiction and History?", "2025-05-06"),
           bad=True, turn=6, kind="memory key removed in turn 4 is listed again by retrieve_all")


# ACM Turing Award (amturing.acm.org, acm.org) - clean
def t14(rs: RowSet) -> None:
    laureates = [
        (2024, "Andrew G Barto; Richard S Sutton", "For developing the conceptual and algorithmic foundations of reinforcement learning."),
        (2023, "Avi Wigderson", "For foundational contributions to the theory of computation, including reshaping our understanding of the role of randomness in computation."),
        (2022, "Robert Melancton Metcalfe", "For the invention, standardization, and commercialization of Ethernet."),
        (2021, "Jack Dongarra", "For pioneering contributions to numerical algorithms and libraries that enabled high performance computational software to keep pace with exponential hardware improvements."),
        (2020, "Alfred Vaino Aho; Jeffrey David Ullman", "For fundamental algorithms and theory underlying programming language implementation."),
        (2019, "Edwin E Catmull; Patrick M Hanrahan", "For fundamental contributions to 3-D computer graphics."),
        (2018, "Yoshua Bengio; Geoffrey E Hinton; Yann LeCun", "For conceptual and engineering breakthroughs that have made deep neural networks a critical component of computing."),
        (2017, "John L Hennessy; David Patterson", "For pioneering a systematic, quantitative approach to the design and evaluation of computer architectures."),
        (2016, "Sir Tim Berners-Lee", "For inventing the World Wide Web, the first web browser, and the fundamental protocols and algorithms allowing the Web to scale."),
        (2015, "Whitfield Diffie; Martin Hellman", "For fundamental contributions to modern cryptography."),
    ]
    byyear = (
        "# A.M. Turing Award Laureates by Year\n\n"
        "ACM | amturing.acm.org\n\n"
        "The A.M. Turing Award, ACM's most prestigious technical award, is given for major contributions of lasting "
        "importance to computing. It carries a USD 1 million prize, with financial support provided by Google, Inc. "
        "Years below are award years; recipients are usually announced in March of the following year.\n\n"
        + table(["Year", "Recipient(s)", "Citation"], [list(r) for r in laureates])
        + "\n\n[Show 1966-2014]"
    )
    press = (
        "# Turing Award Presented to Andrew Barto and Richard Sutton for Pioneering Reinforcement Learning\n\n"
        "ACM Media Center | New York, NY, March 5, 2025\n\n"
        "ACM, the Association for Computing Machinery, today named **Andrew Barto** and **Richard Sutton** as the "
        "recipients of the **2024 ACM A.M. Turing Award** for developing the conceptual and algorithmic foundations "
        "of reinforcement learning. In a series of papers beginning in the 1980s, Barto and Sutton introduced the "
        "main ideas, constructed the mathematical foundations, and developed important algorithms for reinforcement "
        "learning - one of the most important approaches for creating intelligent systems.\n\n"
        "Barto is Professor Emeritus of Information and Computer Sciences at the University of Massachusetts Amherst. "
        "Sutton is a Professor of Computer Science at the University of Alberta, a Research Scientist at Keen "
        "Technologies, and a Fellow at Amii (Alberta Machine Intelligence Institute).\n\n"
        "The ACM A.M. Turing Award, often referred to as the \"Nobel Prize in Computing,\" carries a USD 1 million "
        "prize with financial support provided by Google, Inc. It is named for Alan M. Turing, the British "
        "mathematician who articulated the mathematical foundations of computing.\n\n"
        "## Background\n\n"
        "Their 1998 textbook *Reinforcement Learning: An Introduction* (second edition 2018) remains the standard "
        "reference and has been cited more than 75,000 times. Temporal-difference learning and policy-gradient methods "
        "underpin systems from AlphaGo to reinforcement learning from human feedback (RLHF) used to train chatbots.\n\n"
        "Barto and Sutton will be formally presented with the award at ACM's annual awards banquet on June 14, 2025, "
        "in San Francisco.\n\n"
        "**Contact:** Jim Ormond, ACM Media Relations"
    )
    v24 = "Andrew G. Barto (UMass Amherst, emeritus) & Richard S. Sutton (U Alberta / Keen / Amii) - conceptual and algorithmic foundations of reinforcement learning; 2024 award, announced 5 Mar 2025; USD 1M"
    last5 = "2024 Barto & Sutton (RL); 2023 Wigderson (theory of computation, randomness); 2022 Metcalfe (Ethernet); 2021 Dongarra (numerical libraries/HPC); 2020 Aho & Ullman (compilers/PL theory)"
    turns = [
        (search("ACM Turing Award latest recipients Barto Sutton reinforcement learning"), results(
            ("https://amturing.acm.org/byyear.cfm", "A.M. Turing Award Laureates by Year - ACM", "2024 Andrew G Barto, Richard S Sutton; 2023 Avi Wigderson; 2022 Robert Melancton Metcalfe ...", "N/A"),
            ("https://www.acm.org/media-center/2025/march/turing-award-2024", "Turing Award Presented to Andrew Barto and Richard Sutton for Pioneering Reinforcement Learning | ACM", "ACM today named Andrew Barto and Richard Sutton as the recipients of the 2024 ACM A.M. Turing Award ...", "Mar 5, 2025"),
            ("https://www.nytimes.com/2025/03/05/technology/turing-award-andrew-barto-richard-sutton.html", "Turing Award Goes to 2 Pioneers of Artificial Intelligence - The New York Times", "Andrew Barto and Richard Sutton developed reinforcement learning, a technique vital to chatbots ...", "Mar 5, 2025"),
            ("https://en.wikipedia.org/wiki/Turing_Award", "Turing Award - Wikipedia", "The ACM A.M. Turing Award is an annual prize given by the Association for Computing Machinery ...", "N/A"),
            ("https://www.umass.edu/news/article/umass-amherst-professor-emeritus-andrew-barto-wins-turing-award", "UMass Amherst's Andrew Barto wins Turing Award | UMass", "Barto shares computing's highest honor with his former student Richard Sutton ...", "Mar 5, 2025"),
            ("https://www.ualberta.ca/en/folio/2025/03/richard-sutton-turing-award.html", "Rich Sutton wins 2024 Turing Award | University of Alberta", "The U of A computing scientist is honoured for foundational work on reinforcement learning ...", "Mar 5, 2025"),
            ("https://www.reuters.com/technology/artificial-intelligence/reinforcement-learning-pioneers-win-turing-award-2025-03-05/", "Reinforcement learning pioneers win Turing Award | Reuters", "The prize carries $1 million, funded by Google ...", "Mar 5, 2025"),
            ("https://www.reddit.com/r/MachineLearning/comments/1j45x9w/n_barto_and_sutton_win_the_2024_turing_award/", "[N] Barto and Sutton win the 2024 Turing Award : r/MachineLearning", "Long overdue. The Bitter Lesson author finally gets it ...", "Mar 5, 2025"),
        )),
        (extract("https://amturing.acm.org/byyear.cfm", "Recipients for the last ten award years"), byyear),
        (memory("add", dict={"turing_2025": "Andrew Barto & Richard Sutton - reinforcement learning"}), added("turing_2025")),
        (extract("https://www.acm.org/media-center/2025/march/turing-award-2024", "Which award year this is and the citation"), press),
        (memory("remove", key_list=["turing_2025"]), removed("turing_2025")),
        (memory("add", dict={"turing_2024": v24}), added("turing_2024")),
        (search("Turing Award 2023 Avi Wigderson 2022 Bob Metcalfe 2021 Jack Dongarra"), results(
            ("https://www.acm.org/media-center/2024/april/turing-award-2023", "ACM A.M. Turing Award Honors Avi Wigderson | ACM", "Wigderson, of the Institute for Advanced Study, is recognized for foundational contributions to the theory of computation ...", "Apr 10, 2024"),
            ("https://www.acm.org/media-center/2023/march/turing-award-2022", "Bob Metcalfe, Ethernet inventor, receives 2022 ACM A.M. Turing Award | ACM", "For the invention, standardization, and commercialization of Ethernet ...", "Mar 22, 2023"),
            ("https://www.acm.org/media-center/2022/march/turing-award-2021", "Jack Dongarra receives 2021 ACM A.M. Turing Award | ACM", "Pioneer of concepts and methods that resulted in world-changing computations ...", "Mar 30, 2022"),
            ("https://www.nytimes.com/2024/04/10/science/avi-wigderson-turing-award.html", "Avi Wigderson, Complexity Theorist, Wins Turing Award - NYT", "Dr. Wigderson, who also won the Abel Prize in 2021, is the first to hold both ...", "Apr 10, 2024"),
            ("https://amturing.acm.org/award_winners/aho_1066101.cfm", "Alfred V Aho - A.M. Turing Award Laureate", "For fundamental algorithms and theory underlying programming language implementation (2020, with Jeffrey Ullman) ...", "N/A"),
            ("https://www.quantamagazine.org/avi-wigderson-complexity-theory-pioneer-wins-turing-award-20240410/", "Avi Wigderson, Complexity Theory Pioneer, Wins Turing Award | Quanta Magazine", "The award cites his work on randomness and pseudorandomness ...", "Apr 10, 2024"),
        )),
        (memory("add", dict={"turing_last5": last5}), added("turing_last5")),
        (memory("retrieve", key_list=["turing_2025", "turing_2024"]), got({"turing_2025": "Key not found", "turing_2024": v24})),
        (memory("retrieve_all"), allmem({"turing_2024": v24, "turing_last5": last5})),
    ]
    rs.add(task="search", tid="h34-search-14", system=SYSTEM, turns=turns,
           state=st("Who received the most recent ACM A.M. Turing Award and for what? List the five most recent recipients.", "2025-06-02"))


# Solar eclipse paths (NASA eclipse site, timeanddate) - clean
def t15(rs: RowSet) -> None:
    path_rows = [
        ["16:58", "Russia (Taymyr Peninsula) - start of path", "0", "-", "01m06s"],
        ["17:10", "Arctic Ocean, north of Svalbard", "14", "256", "01m43s"],
        ["17:30", "East Greenland coast", "22", "276", "02m03s"],
        ["17:44:57", "Greatest eclipse, off W Iceland (65 10.3'N, 25 12.3'W)", "26", "294", "02m18s"],
        ["17:48", "Reykjavik area, Iceland", "25", "292", "01m09s (city)"],
        ["18:10", "North Atlantic", "19", "278", "01m58s"],
        ["18:27", "Spain: Galicia / Asturias coast", "12", "260", "01m48s"],
        ["18:29", "Spain: Burgos - Zaragoza", "10", "252", "01m43s"],
        ["18:32", "Spain: Valencia - Balearic Islands", "4", "232", "01m30s"],
        ["18:34", "Mediterranean, end of path at sunset", "0", "-", "00m59s"],
    ]
    nasa = (
        "# Total Solar Eclipse of 2026 Aug 12\n\n"
        "NASA Eclipse Web Site | Fred Espenak and Jean Meeus | Interactive Google map and path data\n\n"
        "| Parameter | Value |\n| --- | --- |\n"
        "| Greatest Eclipse | 2026 Aug 12 at 17:46:06 TD (= 17:44:57 UT1) |\n| Delta T | 69.1 s |\n"
        "| Location of greatest eclipse | 65 10.3'N, 25 12.3'W |\n| Sun altitude | 26 deg |\n"
        "| Eclipse magnitude | 1.0386 |\n| Gamma | 0.8977 |\n| Path width | 294 km |\n"
        "| Duration of totality (max) | 02m18s |\n| Saros series | 126 (48 of 72) |\n\n"
        "## Path of totality (times in UT1)\n\n"
        + table(["Time (UT)", "Location", "Sun alt (deg)", "Path width (km)", "Central duration"], path_rows)
        + "\n\nThe path of the Moon's umbral shadow begins in northern Russia, crosses the Arctic Ocean and eastern "
        "Greenland, passes over western Iceland and reaches northern Spain near sunset before ending over the "
        "Mediterranean. A small area of north-eastern Portugal lies at the southern limit.\n\n"
        "*Predictions by Fred Espenak, NASA's GSFC. Times are in Universal Time; TD = Terrestrial Dynamical Time.*"
    )
    tad = (
        "# Total Solar Eclipse on August 12, 2026\n\n"
        "timeanddate.com\n\n"
        "**Countdown: 1 Year, 2 Months, 7 Days** (until the start of the partial eclipse)\n\n"
        "Where the eclipse is visible: Europe, North in Asia, North/West Africa, Much of North America, Atlantic, Arctic.\n\n"
        "**Path of totality:** Greenland, Iceland, Spain, Russia, Portugal (tiny area)\n\n"
        "## When the eclipse happens worldwide (UTC)\n\n"
        "| Event | UTC time | Time in Reykjavik* |\n| --- | --- | --- |\n"
        "| First location to see the partial eclipse begin | 12 Aug, 15:34:15 | 15:34:15 |\n"
        "| First location to see the full eclipse begin | 12 Aug, 16:58:09 | 16:58:09 |\n"
        "| Maximum eclipse | 12 Aug, 17:44:57 | 17:44:57 |\n"
        "| Last location to see the full eclipse end | 12 Aug, 18:34:02 | 18:34:02 |\n"
        "| Last location to see the partial eclipse end | 12 Aug, 19:57:57 | 19:57:57 |\n\n"
        "*Reykjavik is on UTC all year.*\n\n"
        "**Duration of totality (longest):** 2 minutes, 18 seconds\n\n"
        "Note: All times are in UTC. Astronomical tables often give eclipse times in Terrestrial Time (TT/TD), "
        "which in 2026 runs about 69 seconds ahead of UTC.\n\n"
        "## Notable cities in the path\n\n"
        "| City | Totality begins (local) | Duration |\n| --- | --- | --- |\n"
        "| Reykjavik, Iceland | 17:48:06 | 1m 9s |\n| Oviedo, Spain | 20:27:00 CEST | 1m 48s |\n"
        "| Burgos, Spain | 20:28:29 CEST | 1m 43s |\n| Zaragoza, Spain | 20:29:02 CEST | 1m 32s |\n| Valencia, Spain | 20:31:18 CEST | 57s |\n| Palma, Spain | 20:31:51 CEST | 1m 35s |"
    )
    burgos = (
        "# Total Solar Eclipse in Burgos, Castile and Leon, Spain - Aug 12, 2026\n\n"
        "timeanddate.com\n\n"
        "**Countdown: 1 Year, 2 Months, 7 Days**\n\n"
        "This will be a total solar eclipse in Burgos. Duration of totality: **1 minute, 43 seconds**. The Sun will be "
        "low in the western sky.\n\n"
        "| Event | Time (CEST, UTC+2) | Direction | Altitude |\n| --- | --- | --- | --- |\n"
        "| Partial eclipse begins | 12 Aug, 19:32:44 | 277 deg West | 20.4 deg |\n"
        "| Full eclipse begins | 12 Aug, 20:28:29 | 285 deg West | 10.6 deg |\n"
        "| Maximum eclipse | 12 Aug, 20:29:20 | 285 deg West | 10.5 deg |\n"
        "| Full eclipse ends | 12 Aug, 20:30:12 | 285 deg West | 10.3 deg |\n"
        "| Partial eclipse ends | 12 Aug, 21:23:05 | 291 deg West | 0.9 deg |\n\n"
        "Magnitude at maximum: 1.0198 | Obscuration: 100%\n\n"
        "Times shown in local time (CEST). In UTC the total phase runs 18:28:29 - 18:30:12.\n\n"
        "Sunset in Burgos on Aug 12, 2026: 21:28."
    )
    v1 = "Max totality 2m18s at greatest eclipse 17:46:06 TD (17:44:57 UT), off W Iceland 65 10'N 25 12'W; path width 294 km; Saros 126"
    v2 = "Countries in totality: Russia (Taymyr, start), Greenland, Iceland, Spain, tiny NE Portugal. Burgos: totality 20:28:29-20:30:12 CEST (18:28:29-18:30:12 UTC), 1m43s, Sun alt ~10.5 deg"
    v1b = "Max totality 2 min 18 s (138 s) at greatest eclipse 17:46:06 TD / 17:44:57 UT (= 17:44:57 UTC on timeanddate); off W Iceland; Saros 126"
    turns = [
        (search("total solar eclipse 12 August 2026 path of totality countries duration"), results(
            ("https://eclipse.gsfc.nasa.gov/SEgoogle/SEgoogle2001/SE2026Aug12Tgoogle.html", "Total Solar Eclipse of 2026 Aug 12 - Google Maps and Solar Eclipse Paths - NASA", "Greatest eclipse 17:46:06 TD. Duration of totality 02m18s. Path crosses Greenland, Iceland and Spain ...", "N/A"),
            ("https://www.timeanddate.com/eclipse/solar/2026-august-12", "Total Solar Eclipse on August 12, 2026 - timeanddate.com", "Path of totality: Greenland, Iceland, Spain, Russia, Portugal. Longest duration 2 minutes, 18 seconds ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Solar_eclipse_of_August_12,_2026", "Solar eclipse of August 12, 2026 - Wikipedia", "A total solar eclipse will occur on Wednesday, August 12, 2026 ... the first total eclipse visible from mainland Europe since 1999 ...", "N/A"),
            ("https://www.eclipse-spain.es/en/2026-eclipse-map/", "2026 eclipse map for Spain | Eclipse Spain", "Cities inside the path include Oviedo, Leon, Burgos, Zaragoza, Valencia and Palma ...", "N/A"),
            ("https://www.space.com/2026-total-solar-eclipse-guide", "Total solar eclipse 2026: Everything you need to know | Space", "The first total solar eclipse in mainland Europe in 27 years ...", "Feb 14, 2025"),
            ("https://www.greatamericaneclipse.com/august-12-2026", "August 12, 2026 total solar eclipse - GreatAmericanEclipse.com", "Maps and local circumstances for Iceland and Spain ...", "N/A"),
            ("https://www.icelandreview.com/news/iceland-prepares-for-2026-total-solar-eclipse/", "Iceland prepares for 2026 total solar eclipse - Iceland Review", "The path crosses Reykjavik and the Snaefellsnes peninsula ...", "Mar 2, 2025"),
            ("https://www.reddit.com/r/eclipse/comments/1h0w3f2/spain_2026_where_to_go/", "Spain 2026 - where to go? : r/eclipse", "Sun is really low, pick a site with a clear western horizon ...", "Nov 26, 2024"),
        )),
        (extract("https://eclipse.gsfc.nasa.gov/SEgoogle/SEgoogle2001/SE2026Aug12Tgoogle.html", "Greatest eclipse, maximum duration and the countries crossed"), nasa),
        (memory("add", dict={"ecl2026_max_duration": v1}), added("ecl2026_max_duration")),
        (extract("https://www.timeanddate.com/eclipse/solar/2026-august-12", "Countries in the path and worldwide times"), tad),
        (extract("https://www.timeanddate.com/eclipse/in/spain/burgos?iso=20260812", "Local circumstances of totality in Burgos"), burgos),
        (memory("add", dict={"ecl2026_path": v2}), added("ecl2026_path")),
        (search("2 August 2027 total solar eclipse Luxor duration"), results(
            ("https://eclipse.gsfc.nasa.gov/SEgoogle/SEgoogle2001/SE2027Aug02Tgoogle.html", "Total Solar Eclipse of 2027 Aug 02 - NASA", "Greatest eclipse 10:07:50 TD; duration of totality 06m23s near Luxor, Egypt ...", "N/A"),
            ("https://www.timeanddate.com/eclipse/solar/2027-august-2", "Total Solar Eclipse on August 2, 2027 - timeanddate.com", "Path of totality: Spain, Gibraltar, Morocco, Algeria, Tunisia, Libya, Egypt, Saudi Arabia, Yemen, Somalia ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Solar_eclipse_of_August_2,_2027", "Solar eclipse of August 2, 2027 - Wikipedia", "The longest total eclipse visible from land between 1991 and 2114 ...", "N/A"),
            ("https://www.space.com/eclipse-of-the-century-2027-luxor", "The 'eclipse of the century' in 2027 will last 6 minutes over Luxor | Space", "Totality of 6 minutes 23 seconds ...", "Jan 20, 2025"),
            ("https://www.egypttoday.com/Article/1/134512/Egypt-prepares-for-2027-total-solar-eclipse", "Egypt prepares for 2027 total solar eclipse - Egypt Today", "Luxor expects record tourism ...", "Apr 28, 2025"),
        )),
        (memory("update", dict={"ecl2026_max_duration": v1b}), updated("ecl2026_max_duration")),
    ]
    rs.add(task="search", tid="h34-search-15", system=SYSTEM, turns=turns,
           state=st("Which countries does the path of totality of the 12 August 2026 total solar eclipse cross, what is the maximum duration of totality, and what will totality look like from Burgos?", "2025-06-05"))


# Fields Medal (Wikipedia, mathunion.org) - bad
def t16(rs: RowSet) -> None:
    recent = [
        ["2006", "Madrid", "Andrei Okounkov; Grigori Perelman (declined); Terence Tao; Wendelin Werner"],
        ["2010", "Hyderabad", "Elon Lindenstrauss; Ngo Bao Chau; Stanislav Smirnov; Cedric Villani"],
        ["2014", "Seoul", "Artur Avila; Manjul Bhargava; Martin Hairer; Maryam Mirzakhani"],
        ["2018", "Rio de Janeiro", "Caucher Birkar; Alessio Figalli; Peter Scholze; Akshay Venkatesh"],
        ["2022", "Helsinki (ceremony); ICM held virtually", "Hugo Duminil-Copin; June Huh; James Maynard; Maryna Viazovska"],
    ]
    wiki1 = (
        "# Fields Medal\n\n"
        "From Wikipedia, the free encyclopedia\n\n"
        "| Fields Medal | |\n| --- | --- |\n| Awarded for | Outstanding contributions in mathematics attributed to young scientists |\n"
        "| Presented by | International Mathematical Union (IMU) |\n| Reward(s) | CA$15,000 |\n| First awarded | 1936 |\n"
        "| Last awarded | 2022 |\n| Website | mathunion.org/imu-awards/fields-medal |\n\n"
        "The **Fields Medal** is a prize awarded to two, three, or four mathematicians under 40 years of age at the "
        "International Congress of the International Mathematical Union (IMU), a meeting that takes place every four "
        "years. The name of the award honours the Canadian mathematician John Charles Fields. The medal is regarded "
        "as one of the highest honors a mathematician can receive. The candidate's 40th birthday must not occur "
        "before January 1 of the year in which the Fields Medal is awarded.\n\n"
        "## List of Fields medalists (2006-2022)\n\n"
        + table(["Year", "ICM location", "Medalists"], recent)
        + "\n\nThe next medals will be awarded at the ICM 2026 in Philadelphia, United States (July 23-30, 2026).\n\n"
        "## Landmarks\n\n"
        "- In 1954, Jean-Pierre Serre became the youngest winner, at 27.\n"
        "- In 2014, Maryam Mirzakhani became the first Iranian and the first woman to win the medal, and Artur Avila the first South American.\n\n"
        "Retrieved from \"https://en.wikipedia.org/w/index.php?title=Fields_Medal&oldid=1291187344\"\n\n"
        "This page was last edited on 21 May 2025, at 14:07 (UTC)."
    )
    wiki2 = (
        "# Fields Medal\n\n"
        "From Wikipedia, the free encyclopedia\n\n"
        "## Landmarks\n\n"
        "- In 1954, Jean-Pierre Serre became the youngest winner, at 27. He retains this distinction.\n"
        "- In 1966, Alexander Grothendieck boycotted the ICM, held in Moscow, to protest Soviet military actions in Eastern Europe.\n"
        "- In 1998, at the ICM, Andrew Wiles was presented by the chair of the Fields Medal Committee, Yuri I. Manin, with the first-ever IMU silver plaque in recognition of his proof of Fermat's Last Theorem; he was 45.\n"
        "- In 2006, Grigori Perelman, who proved the Poincare conjecture, refused his Fields Medal and did not attend the congress.\n"
        "- In 2014, Maryam Mirzakhani became the first Iranian and the first woman to win the Fields Medal.\n"
        "- In 2018, Caucher Birkar's medal was stolen shortly after the ceremony; the IMU replaced it.\n"
        "- In 2022, Maryna Viazovska became the second woman to win the Fields Medal, for her proof that the E8 lattice provides the densest packing of identical spheres in eight dimensions.\n\n"
        "## Female recipients\n\n"
        "| Year | Medalist | Nationality | Institution at award |\n| --- | --- | --- | --- |\n"
        "| 2014 | Maryam Mirzakhani | Iran | Stanford University |\n| 2022 | Maryna Viazovska | Ukraine | EPFL |\n\n"
        "Retrieved from \"https://en.wikipedia.org/w/index.php?title=Fields_Medal&oldid=1289630512\"\n\n"
        "This page was last edited on 9 May 2025, at 22:51 (UTC)."
    )
    imu = (
        "# Fields Medals 2022\n\n"
        "International Mathematical Union | Prizes announced 5 July 2022, Helsinki\n\n"
        "## Hugo Duminil-Copin\n*Institut des Hautes Etudes Scientifiques (IHES), France, and University of Geneva, Switzerland*\n\n"
        "For solving longstanding problems in the probabilistic theory of phase transitions in statistical physics, "
        "especially in dimensions three and four.\n\n"
        "## June Huh\n*Princeton University, USA*\n\n"
        "For bringing the ideas of Hodge theory to combinatorics, the proof of the Dowling-Wilson conjecture for "
        "geometric lattices, the proof of the Heron-Rota-Welsh conjecture for matroids, the development of the "
        "theory of Lorentzian polynomials, and the proof of the strong Mason conjecture.\n\n"
        "## James Maynard\n*University of Oxford, UK*\n\n"
        "For contributions to analytic number theory, which have led to major advances in the understanding of the "
        "structure of prime numbers and in Diophantine approximation.\n\n"
        "## Maryna Viazovska\n*Ecole Polytechnique Federale de Lausanne (EPFL), Switzerland*\n\n"
        "For the proof that the E8 lattice provides the densest packing of identical spheres in 8 dimensions, and "
        "further contributions to related extremal problems and interpolation problems in Fourier analysis.\n\n"
        "---\n\nThe prizes were presented at the IMU Award Ceremony at Aalto University, Helsinki, following the "
        "decision to hold the ICM 2022 as a fully virtual event.\n\n[Laudationes] [Press release] [Prize videos]"
    )
    f22 = "Hugo Duminil-Copin (IHES/Geneva), June Huh (Princeton), James Maynard (Oxford), Maryna Viazovska (EPFL); announced 5 Jul 2022, Helsinki (virtual ICM)"
    fw = "Maryam Mirzakhani (2014, Seoul; first woman and first Iranian; Stanford) and Maryna Viazovska (2022; second woman; EPFL)"
    turns = [
        (search("2022 Fields Medal winners Viazovska Huh Maynard Duminil-Copin"), results(
            ("https://en.wikipedia.org/wiki/Fields_Medal", "Fields Medal - Wikipedia", "The Fields Medal is a prize awarded to two, three, or four mathematicians under 40 years of age at the ICM ... 2022: Duminil-Copin, Huh, Maynard, Viazovska ...", "N/A"),
            ("https://www.mathunion.org/imu-awards/fields-medal/fields-medals-2022", "Fields Medals 2022 | International Mathematical Union (IMU)", "Hugo Duminil-Copin, June Huh, James Maynard, Maryna Viazovska ...", "Jul 5, 2022"),
            ("https://www.quantamagazine.org/tag/2022-fields-medal/", "2022 Fields Medal | Quanta Magazine", "Profiles of the four 2022 Fields medalists ...", "Jul 5, 2022"),
            ("https://www.nytimes.com/2022/07/05/science/fields-medal-mathematics.html", "Fields Medals in Mathematics Won by Four Under 40 - NYT", "Maryna Viazovska of Ukraine is the second woman to win ...", "Jul 5, 2022"),
            ("https://www.nature.com/articles/d41586-022-01838-6", "Fields Medals 2022: Who won and why - Nature", "This year's recipients include a Ukrainian number theorist and a combinatorialist who dropped out of high school ...", "Jul 5, 2022"),
            ("https://www.theguardian.com/science/2022/jul/05/fields-medal-2022-maryna-viazovska-june-huh", "Ukrainian mathematician among winners of Fields Medal | The Guardian", "Viazovska solved the sphere packing problem in eight and 24 dimensions ...", "Jul 5, 2022"),
            ("https://www.ox.ac.uk/news/2022-07-05-oxford-mathematician-james-maynard-awarded-fields-medal", "Oxford mathematician James Maynard awarded Fields Medal | University of Oxford", "Professor Maynard is recognised for his work on prime numbers ...", "Jul 5, 2022"),
            ("https://www.princeton.edu/news/2022/07/05/june-huh-awarded-fields-medal", "June Huh awarded Fields Medal | Princeton University", "Huh brought Hodge theory to combinatorics ...", "Jul 5, 2022"),
        )),
        (extract("https://en.wikipedia.org/wiki/Fields_Medal", "Recent medalists, eligibility rules and prize amount"), wiki1),
        (memory("add", dict={"fields_2022": f22}), added("fields_2022")),
        (extract("https://www.mathunion.org/imu-awards/fields-medal/fields-medals-2022", "Official 2022 citations and affiliations"), imu),
        (extract("https://en.wikipedia.org/wiki/Fields_Medal", "Female recipients and notable landmarks"), wiki2),
        (search("Maryam Mirzakhani Fields Medal 2014 first woman Stanford"), results(
            ("https://news.stanford.edu/stories/2014/08/mirzakhani-fields-medal-081214", "Stanford's Maryam Mirzakhani wins Fields Medal | Stanford Report", "Mirzakhani is the first woman to win the Fields Medal, for work on the dynamics and geometry of Riemann surfaces ...", "Aug 12, 2014"),
            ("https://en.wikipedia.org/wiki/Maryam_Mirzakhani", "Maryam Mirzakhani - Wikipedia", "Iranian mathematician and professor at Stanford University (1977-2017) ...", "N/A"),
            ("https://www.mathunion.org/imu-awards/fields-medal/fields-medals-2014", "Fields Medals 2014 | IMU", "Artur Avila, Manjul Bhargava, Martin Hairer, Maryam Mirzakhani ...", "Aug 13, 2014"),
            ("https://www.quantamagazine.org/maryam-mirzakhani-is-first-woman-fields-medalist-20140812/", "A Tenacious Explorer of Abstract Surfaces | Quanta Magazine", "Maryam Mirzakhani, the first woman to win the Fields Medal ...", "Aug 12, 2014"),
            ("https://www.theguardian.com/science/2014/aug/13/interview-maryam-mirzakhani-fields-medal-winner-mathematician", "Maryam Mirzakhani: 'The more I spent time on maths, the more excited I got' | The Guardian", "Interview with the first female Fields medallist ...", "Aug 13, 2014"),
            ("https://www.nytimes.com/2017/07/16/us/maryam-mirzakhani-dead.html", "Maryam Mirzakhani, Only Woman to Win a Fields Medal, Dies at 40 - NYT", "She died of breast cancer on July 14, 2017 ...", "Jul 16, 2017"),
        )),
        (memory("add", dict={"fields_women": fw}), added("fields_women")),
        (memory("retrieve_all"), allmem({"fields_2022": f22, "fields_women": fw})),
    ]
    rs.add(task="search", tid="h34-search-16", system=SYSTEM, turns=turns,
           state=st("Who were the 2022 Fields Medal recipients, and which women have won the Fields Medal?", "2025-05-28"),
           bad=True, turn=5, kind="the page's last-edited timestamp and revision id go backwards on re-extraction")


# Lighthouse history (lighthousefriends.com, nps.gov) - clean
def t17(rs: RowSet) -> None:
    lf = (
        "# Cape Hatteras Lighthouse, North Carolina at Lighthousefriends.com\n\n"
        "| | |\n| --- | --- |\n| Established | 1803 |\n| Current tower lit | 1870 |\n| Automated | 1950 |\n"
        "| Deactivated | 1936-1950 |\n| Foundation | Timber mat and granite |\n| Construction | Brick |\n"
        "| Tower shape | Conical |\n| Markings | Black and white spiral bands on tower, red brick base |\n"
        "| Height | 198 feet (tower), 192 ft focal plane |\n| Original lens | First Order Fresnel, 1870 |\n"
        "| Characteristic | White flash every 7.5 seconds |\n\n"
        "## History\n\n"
        "The first Cape Hatteras Lighthouse, a 90-foot sandstone tower, was completed in 1803 to warn mariners of "
        "Diamond Shoals, the 'Graveyard of the Atlantic'. Its poor light drew constant complaints; in 1853-54 the "
        "tower was raised to 150 feet and fitted with a first-order Fresnel lens.\n\n"
        "Congress appropriated $75,000 for a new tower in 1867, and construction began under Dexter Stetson the "
        "following year, about 600 feet north of the old tower. The new lighthouse, the tallest brick lighthouse in "
        "the United States, was first lit on **December 16, 1870**. The old tower was blown up in 1871.\n\n"
        "Erosion threatened the tower throughout the 20th century. In 1936 the light was moved to a skeletal steel "
        "tower further inland, returning to the brick tower in 1950 after beach-building efforts. By 1987 the "
        "National Academy of Sciences recommended relocation, and in **1999** the entire 4,800-ton tower was moved "
        "**2,900 feet** southwest on a system of hydraulic jacks and roll beams. The move took 23 days. The light "
        "was re-exhibited on November 13, 1999.\n\n"
        "Keepers: Joseph Farrow (1803), ... Unaka B. Jennette (1919-1939), the last keeper.\n\n"
        "Located in Cape Hatteras National Seashore, Buxton, NC."
    )
    nps = (
        "# Moving the Cape Hatteras Lighthouse\n\n"
        "Cape Hatteras National Seashore (U.S. National Park Service)\n\n"
        "In 1999, the Cape Hatteras Light Station was moved 2,900 feet (884 m) from the spot on which it had stood "
        "since 1870. When constructed, the lighthouse stood 1,500 feet from the ocean's edge; by 1999 the ocean "
        "was within 120 feet of its base.\n\n"
        "## Facts about the move\n\n"
        "| | |\n| --- | --- |\n| Move began | June 17, 1999 |\n| Arrived at new site | July 9, 1999 |\n"
        "| Distance moved | 2,900 feet (0.55 mile) |\n| Distance from shoreline after move | 1,600 feet |\n"
        "| Weight of lighthouse | 4,830 tons |\n| Height | 198.49 feet (60.5 m) from ground to top of lightning rod |\n"
        "| Contractor | International Chimney Corporation, with Expert House Movers |\n| Cost | $11.8 million |\n"
        "| Light re-lit | November 13, 1999 |\n\n"
        "The lighthouse traveled on steel track beams, pushed by hydraulic jacks 5 feet at a time. The keepers' "
        "quarters, oil house and cisterns were moved as well, restoring their original relationship to the tower.\n\n"
        "In 1999 the move was named one of the top engineering achievements of the year by the American Society of Civil Engineers."
    )
    v1 = "First lit Dec 16, 1870; 198.49 ft (60.5 m) to top of lightning rod (LF: 198 ft), tallest US brick lighthouse; moved 2,900 ft (884 m) SW, June 17 - July 9, 1999 (23 days), 4,830 tons, $11.8M; relit Nov 13, 1999"
    v2 = v1 + "; tower closed to climbing for the 2025 season (restoration begun 2023)"
    turns = [
        (search("Cape Hatteras Lighthouse history first lit 1870 moved 1999 distance"), results(
            ("https://www.lighthousefriends.com/light.asp?ID=356", "Cape Hatteras Lighthouse, North Carolina at Lighthousefriends.com", "The new lighthouse, the tallest brick lighthouse in the United States, was first lit on December 16, 1870 ...", "N/A"),
            ("https://www.nps.gov/caha/learn/historyculture/movingthelighthouse.htm", "Moving the Cape Hatteras Lighthouse - Cape Hatteras National Seashore (NPS)", "In 1999, the Cape Hatteras Light Station was moved 2,900 feet from the spot on which it had stood since 1870 ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Cape_Hatteras_Lighthouse", "Cape Hatteras Lighthouse - Wikipedia", "At 198.5 feet, it is the tallest brick lighthouse in the United States ...", "N/A"),
            ("https://www.nps.gov/caha/planyourvisit/climbthelighthouse.htm", "Climbing the Cape Hatteras Lighthouse - NPS", "257 steps to the top, equivalent to a 12-story building ...", "N/A"),
            ("https://www.outerbanks.org/things-to-do/attractions/lighthouses/cape-hatteras-lighthouse/", "Cape Hatteras Lighthouse | Outer Banks Visitors Bureau", "America's tallest lighthouse, famous for its black-and-white spiral ...", "N/A"),
            ("https://www.asce.org/about-civil-engineering/history-and-heritage/landmarks/cape-hatteras-lighthouse-relocation", "Cape Hatteras Lighthouse Relocation | ASCE", "Moved 2,900 feet inland in 1999 ...", "N/A"),
            ("https://www.ourstate.com/cape-hatteras-lighthouse-move/", "The Day They Moved the Lighthouse | Our State", "For 23 days in summer 1999, crowds watched the lighthouse inch across Buxton ...", "Jun 17, 2019"),
            ("https://www.experthousemovers.com/projects/cape-hatteras-lighthouse/", "Cape Hatteras Lighthouse - Expert House Movers", "4,800 tons moved on a roll-beam system ...", "N/A"),
        )),
        (extract("https://www.lighthousefriends.com/light.asp?ID=356", "First lighting date, height, and move details"), lf),
        (extract("https://www.nps.gov/caha/learn/historyculture/movingthelighthouse.htm", "Exact dates and distance of the 1999 move"), nps),
        (memory("add", dict={"cape_hatteras": v1}), added("cape_hatteras")),
        (search("Cape Hatteras Lighthouse 2025 climbing season restoration"), results(
            ("https://www.nps.gov/caha/learn/news/cape-hatteras-lighthouse-climbing-2025.htm", "Cape Hatteras Lighthouse will not open for climbing in 2025 - NPS", "Restoration work that began in 2023 continues; the tower will remain closed to climbing through the 2025 season ...", "Feb 4, 2025"),
            ("https://www.outerbanksvoice.com/2025/02/04/cape-hatteras-lighthouse-to-stay-closed-in-2025/", "Cape Hatteras Lighthouse to stay closed in 2025 | Outer Banks Voice", "The $19.3 million restoration is the most extensive in the lighthouse's history ...", "Feb 4, 2025"),
            ("https://www.wral.com/story/cape-hatteras-lighthouse-restoration/21387421/", "Inside the restoration of the Cape Hatteras Lighthouse - WRAL", "Crews are repairing masonry, ironwork and windows ...", "Mar 20, 2025"),
            ("https://www.islandfreepress.org/hatteras-island-news/lighthouse-restoration-update-april-2025/", "Lighthouse restoration update | Island Free Press", "Scaffolding now covers the upper third of the tower ...", "Apr 9, 2025"),
            ("https://www.nps.gov/caha/planyourvisit/climbthelighthouse.htm", "Climbing the Cape Hatteras Lighthouse - NPS", "The lighthouse is currently closed for restoration ...", "N/A"),
        )),
        (memory("update", dict={"cape_hatteras": v2}), updated("cape_hatteras")),
    ]
    rs.add(task="search", tid="h34-search-17", system=SYSTEM, turns=turns,
           state=st("When was the current Cape Hatteras Lighthouse first lit, how tall is it, and when and how far was it moved?", "2025-04-14"))


# Endangered languages (endangeredlanguages.com) - bad
def t18(rs: RowSet) -> None:
    about = (
        "# About the Endangered Languages Project\n\n"
        "The Endangered Languages Project (ELP) is a worldwide collaboration between Indigenous and endangered-language "
        "speaking communities, language experts, and organizations to strengthen endangered languages. It was launched "
        "in 2012 with support from Google and is now led by the First Peoples' Cultural Council (FPCC) in British "
        "Columbia and the Institute for Language Information and Technology (The LINGUIST List) at Eastern Michigan University.\n\n"
        "## The Catalogue of Endangered Languages (ELCat)\n\n"
        "Information about the world's endangered languages is provided by the Catalogue of Endangered Languages "
        "(ELCat), produced by the University of Hawai'i at Manoa and Eastern Michigan University. ELCat currently "
        "includes information on **3,178 endangered languages**, about 42% of the world's living languages.\n\n"
        "| ELCat level | Languages |\n| --- | --- |\n| Vulnerable | 411 |\n| Threatened | 683 |\n| Endangered | 546 |\n"
        "| Severely Endangered | 472 |\n| Critically Endangered | 648 |\n| Awakening / Dormant | 418 |\n| **Total** | **3,178** |\n\n"
        "ELCat's Language Endangerment Index scores each language on intergenerational transmission, absolute number "
        "of speakers, speaker number trends and domains of use, and gives a certainty score for each rating.\n\n"
        "[Explore languages] [Resources] [Contribute]"
    )

    def lang(name: str, aka: str, status: str, cert: str, speakers: str, where: str, note: str) -> str:
        return (
            f"# {name}\n\n"
            f"Endangered Languages Project | Also known as: {aka}\n\n"
            f"| | |\n| --- | --- |\n| Classification | Isolate |\n| Endangerment | **{status}** ({cert} certain, based on the evidence available) |\n"
            f"| Speakers | {speakers} |\n| Location | {where} |\n| Source | Catalogue of Endangered Languages (ELCat), University of Hawai'i at Manoa |\n\n"
            f"## About\n\n{note}\n\n"
            "## Resources\n\n- Dictionary and grammar materials (community-contributed)\n- Audio and video recordings\n\n"
            "[View on map] [Add a resource]"
        )
    haida = lang("Haida", "Xaad Kil, Xaaydaa Kil, Skidegate, Masset", "Critically Endangered", "80 percent",
                 "Fewer than 20 fluent first-language speakers (2018)", "Haida Gwaii (British Columbia, Canada); Prince of Wales Island (Alaska, USA)",
                 "Haida is generally classified as a language isolate, although a relationship with Na-Dene has been proposed. "
                 "The Skidegate and Masset varieties differ considerably; immersion and mentor-apprentice programs are active in both communities.")
    kutenai = lang("Kutenai", "Ktunaxa, Kootenay, Kootenai", "Critically Endangered", "80 percent",
                   "About 30 first-language speakers in Canada and the US (2020 estimate)", "Southeastern British Columbia (Canada); northern Idaho and northwestern Montana (USA)",
                   "Ktunaxa has no demonstrated relationship to any other language. The Ktunaxa Nation Council runs language "
                   "classes and an online dictionary; most fluent speakers are elders.")
    yuchi = lang("Yuchi", "Euchee, Tsoyaha", "Critically Endangered", "100 percent",
                 "Fewer than 5 fluent first-language speakers (2020)", "Sapulpa and Kellyville areas, Oklahoma (USA)",
                 "Yuchi is an isolate once spoken in the southeastern United States. The Euchee Language Project teaches "
                 "children through immersion with the last fluent elders.")
    h = "Haida (isolate): Critically Endangered on ELP, <20 fluent L1 speakers (2018); Haida Gwaii BC + Alaska"
    k = "Kutenai/Ktunaxa (isolate): Critically Endangered, ~30 L1 speakers (2020); BC, Idaho, Montana"
    y = "Yuchi (isolate, Oklahoma): Critically Endangered, <5 fluent L1 speakers (per search snippet)"
    z = "Zuni (isolate, New Mexico): ~9,600 speakers, rated Threatened - NOT critically endangered"
    size = "ELCat: 3,178 endangered languages (ELP About page); 648 Critically Endangered"
    turns = [
        (search("Endangered Languages Project catalogue ELCat how many endangered languages"), results(
            ("https://www.endangeredlanguages.com/about/", "About | Endangered Languages Project", "ELCat currently includes information on 3,178 endangered languages ...", "N/A"),
            ("https://www.endangeredlanguages.com/", "Endangered Languages Project", "Discover, share and support endangered languages around the world ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Endangered_Languages_Project", "Endangered Languages Project - Wikipedia", "The Endangered Languages Project is a worldwide collaboration launched in 2012 ...", "N/A"),
            ("https://www.unesco.org/en/articles/cutting-edge-indigenous-languages-gateways-worlds-cultural-diversity", "Indigenous languages: gateways to the world's cultural diversity | UNESCO", "At least 40% of the world's languages are endangered ...", "Feb 21, 2025"),
            ("https://www.ethnologue.com/insights/how-many-languages-endangered/", "How many languages are endangered? | Ethnologue", "Of the 7,159 living languages, 3,193 are endangered ...", "Feb 2025"),
            ("https://www.linguistlist.org/elcat/", "Catalogue of Endangered Languages (ELCat) | LINGUIST List", "ELCat is produced by the University of Hawai'i at Manoa and the LINGUIST List ...", "N/A"),
            ("https://www.nytimes.com/2024/02/21/world/endangered-languages-mother-language-day.html", "Thousands of Languages Are Endangered. Here's How They Are Being Saved - NYT", "On International Mother Language Day, a look at revitalization efforts ...", "Feb 21, 2024"),
        )),
        (extract("https://www.endangeredlanguages.com/about/", "Number of languages in the catalogue and breakdown by level"), about),
        (memory("add", dict={"elp_catalogue_size": size}), added("elp_catalogue_size")),
        (search("North American language isolates critically endangered Haida Kutenai Yuchi Zuni"), results(
            ("https://www.endangeredlanguages.com/lang/2115", "Haida | Endangered Languages Project", "Critically Endangered. Fewer than 20 fluent first-language speakers. Haida Gwaii and Alaska ...", "N/A"),
            ("https://www.endangeredlanguages.com/lang/2356", "Kutenai | Endangered Languages Project", "Critically Endangered. About 30 first-language speakers in Canada and the US ...", "N/A"),
            ("https://www.endangeredlanguages.com/lang/2560", "Yuchi | Endangered Languages Project", "Critically Endangered. Fewer than 5 fluent first-language speakers (2020). Oklahoma ...", "N/A"),
            ("https://www.endangeredlanguages.com/lang/2662", "Zuni | Endangered Languages Project", "Threatened. About 9,620 speakers. Zuni Pueblo, New Mexico. Isolate ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Language_isolate#North_America", "Language isolate - North America - Wikipedia", "Haida, Kutenai, Zuni, Yuchi, Washo, Karuk, Seri and others are considered isolates ...", "N/A"),
            ("https://www.cbc.ca/news/canada/british-columbia/haida-language-fluent-speakers-1.6802331", "Fewer than 20 fluent Haida speakers remain - CBC News", "Haida Gwaii elders work with learners to record the language ...", "Apr 3, 2023"),
            ("https://www.euchee.org/language", "Euchee Language Project", "Teaching Yuchi to children through immersion with our elders ...", "N/A"),
        )),
        (extract("https://www.endangeredlanguages.com/lang/2115", "Endangerment level and speaker numbers"), haida),
        (extract("https://www.endangeredlanguages.com/lang/2356", "Endangerment level and speaker numbers"), kutenai),
        (memory("add", dict={"haida": h, "kutenai": k}), added("haida", "kutenai")),
        (memory("retrieve_all"), allmem({"elp_catalogue_size": size, "haida": h, "kutenai": k})),
        (memory("remove", key_list=["elp_catalogue_size"]), removed("elp_catalogue_size")),
        (memory("add", dict={"yuchi": y, "zuni": z}), added("yuchi", "zuni")),
        (memory("retrieve_all"), allmem({"haida": h, "kutenai": k, "yuchi": y, "zuni": z}, n=5)),
        (extract("https://www.endangeredlanguages.com/lang/2560", "Confirm Yuchi status and speaker count"), yuchi),
    ]
    rs.add(task="search", tid="h34-search-18", system=SYSTEM, turns=turns,
           state="Research question: Which language isolates of North America does the Endangered Languages Project rate as critically endangered, and how many languages does its catalogue cover?\nSession date: 2025-02-21 (International Mother Language Day)\nMemory: (empty)",
           bad=True, turn=11, kind="retrieve_all item count does not follow the adds and removes (one more than the entries held)")


# Near-Earth asteroids (JPL SBDB, NASA) - bad
def t19(rs: RowSet) -> None:
    sbdb = (
        "# JPL Small-Body Database Lookup: 99942 Apophis (2004 MN4)\n\n"
        "| | |\n| --- | --- |\n| SPK-ID | 2099942 |\n| Classification | Aten [NEO, PHA] |\n"
        "| Discovered | 2004-Jun-19 by R. A. Tucker, D. J. Tholen, F. Bernardi at Kitt Peak |\n"
        "| Named after | Apophis, the Egyptian god of chaos and darkness |\n\n"
        "## Orbital elements at epoch 2460600.5 (2024-Oct-17.0) TDB\n\n"
        "| Element | Value | Uncertainty (1-sigma) | Units |\n| --- | --- | --- | --- |\n"
        "| e | .1911677 | 1.4e-08 | |\n| a | .9223785 | 1.1e-09 | au |\n| q | .7460470 | 1.3e-08 | au |\n"
        "| i | 3.336780 | 3.1e-07 | deg |\n| node | 203.9558 | 4.4e-06 | deg |\n| peri | 126.6512 | 4.5e-06 | deg |\n"
        "| M | 223.1047 | 1.9e-06 | deg |\n| period | 323.5645 | 5.9e-07 | d |\n\n"
        "Orbit determination: JPL 221 (2024-Jul-22), 7,734 observations used (incl. 153 radar delay/Doppler), data arc 2004-Mar-15 to 2024-Jun-20.\n\n"
        "## Physical parameters\n\n"
        "| Parameter | Value |\n| --- | --- |\n| Absolute magnitude H | 19.09 |\n| Diameter | 0.340 km |\n"
        "| Rotation period | 30.56 h (non-principal axis) |\n| Geometric albedo | 0.35 |\n| Spectral type | Sq |\n\n"
        "## Close-approach data (Earth, selected)\n\n"
        "| Date (TDB) | Body | Nominal distance (au) | Min. distance (au) | V relative (km/s) |\n| --- | --- | --- | --- | --- |\n"
        "| 2021-Mar-06 01:15 | Earth | 0.11271 | 0.11271 | 3.88 |\n| 2029-Apr-13 21:46 | Earth | 0.000254 | 0.000254 | 7.42 |\n"
        "| 2036-Mar-27 14:39 | Earth | 0.33977 | 0.33973 | 2.02 |\n| 2051-Apr-20 02:31 | Earth | 0.04025 | 0.03997 | 5.60 |"
    )
    api = json.dumps({
        "signature": {"source": "NASA/JPL Small-Body Database (SBDB) API", "version": "1.3"},
        "object": {"spkid": "2099924", "fullname": "99942 Apophis (2004 MN4)", "des": "99942", "prefix": None, "kind": "an",
                   "neo": True, "pha": True, "orbit_class": {"code": "ATE", "name": "Aten"}, "orbit_id": "221"},
        "ca_data": [
            {"cd": "2029-Apr-13 21:46", "body": "Earth", "dist": "0.000254099", "dist_min": "0.000254070", "dist_max": "0.000254128",
             "v_rel": "7.42225", "v_inf": "5.84164", "t_sigma_f": "< 00:01", "jd": "2462240.407"},
        ],
    }, indent=2)
    nasa = (
        "# Apophis\n\n"
        "NASA Science | Solar System | Asteroids\n\n"
        "Asteroid Apophis is a near-Earth object about 1,100 feet (340 meters) across. On **April 13, 2029**, it will "
        "pass within **20,000 miles (32,000 kilometers)** of Earth's surface - closer than the geosynchronous "
        "satellites that orbit at about 22,000 miles. No asteroid of this size is known to have come so close since "
        "astronomers began tracking them.\n\n"
        "## Will it hit Earth?\n\n"
        "No. After radar observations in March 2021, NASA's Center for Near Earth Object Studies ruled out any impact "
        "risk for at least the next 100 years, including during the 2029 and 2036 close approaches.\n\n"
        "## Visible to the naked eye\n\n"
        "During the 2029 flyby Apophis will be visible without binoculars or a telescope from the Eastern Hemisphere, "
        "first over the Southern Hemisphere and then crossing the sky over the Atlantic, reaching about magnitude 3.1.\n\n"
        "## OSIRIS-APEX\n\n"
        "NASA's OSIRIS-REx spacecraft, renamed OSIRIS-APEX (Apophis Explorer), will arrive shortly after the 2029 "
        "flyby to study how the close approach changes the asteroid's orbit, spin and surface over about 18 months. "
        "ESA's Ramses mission is planned to arrive before the flyby.\n\n"
        "| Quick facts | |\n| --- | --- |\n| Discovered | June 19, 2004, Kitt Peak |\n| Size | ~340 m |\n"
        "| Closest approach | April 13, 2029, ~32,000 km from the surface |\n| Orbit | about 0.89 years (Aten group) |"
    )
    yr4 = (
        "# Latest Calculations Show Asteroid 2024 YR4 Poses No Significant Threat to Earth\n\n"
        "NASA Planetary Defense Blog | February 24, 2025\n\n"
        "NASA's latest analysis of near-Earth asteroid 2024 YR4 shows the object poses no significant threat to "
        "Earth in 2032 and beyond. The impact probability for December 22, 2032, has dropped to **0.004%**, and the "
        "asteroid's Torino Scale rating has been lowered to **0**.\n\n"
        "The asteroid, estimated at **40 to 90 meters** (130 to 300 feet) wide, was discovered on December 27, 2024, "
        "by the NASA-funded ATLAS station in Rio Hurtado, Chile. Its probability of hitting the Moon on the same date "
        "is now about **1.7%**.\n\n"
        "| Date of analysis | Earth impact probability (Dec 22, 2032) |\n| --- | --- |\n"
        "| Jan 29, 2025 | 1.3% |\n| Feb 18, 2025 | 3.1% (peak) |\n| Feb 19, 2025 | 1.5% |\n| Feb 20, 2025 | 0.28% |\n| Feb 24, 2025 | 0.004% |\n\n"
        "The James Webb Space Telescope will observe the asteroid in March and May 2025 to refine its size before it "
        "recedes from view until 2028.\n\n"
        "*Updates are posted by CNEOS (cneos.jpl.nasa.gov) as new observations are processed.*"
    )
    a = "2029-Apr-13 21:46 TDB, nominal 0.000254 au = ~38,000 km from Earth's centre (~31,600 km / <20,000 mi above surface); ~340 m; V_rel 7.42 km/s; no impact risk for 100+ yr (CNEOS 2021)"
    b = "2024 YR4: 40-90 m, found 2024-12-27 by ATLAS Chile; Earth impact prob. for 2032-12-22 down to 0.004% (Torino 0) as of 2025-02-24, peak 3.1% on Feb 18; Moon impact ~1.7%"
    turns = [
        (search("99942 Apophis 2029 close approach distance time JPL"), results(
            ("https://ssd.jpl.nasa.gov/tools/sbdb_lookup.html#/?sstr=99942", "99942 Apophis (2004 MN4) - JPL Small-Body Database Lookup", "SPK-ID 2099942. Aten [NEO, PHA]. Close approach 2029-Apr-13 21:46 at 0.000254 au ...", "N/A"),
            ("https://science.nasa.gov/solar-system/asteroids/apophis/", "Apophis - NASA Science", "On April 13, 2029, Apophis will pass within 20,000 miles (32,000 km) of Earth's surface ...", "N/A"),
            ("https://cneos.jpl.nasa.gov/news/news207.html", "NASA Analysis: Earth Is Safe From Asteroid Apophis for 100-Plus Years - CNEOS", "Radar observations in March 2021 ruled out any impact risk ...", "Mar 26, 2021"),
            ("https://en.wikipedia.org/wiki/99942_Apophis", "99942 Apophis - Wikipedia", "Apophis is a near-Earth asteroid with a diameter of about 340 m that will pass 38,000 km from Earth's centre on 13 April 2029 ...", "N/A"),
            ("https://www.esa.int/Space_Safety/Planetary_Defence/Ramses_mission", "Ramses: ESA's mission to Apophis - ESA", "ESA's Rapid Apophis Mission for Space Safety would rendezvous before the 2029 flyby ...", "Feb 2025"),
            ("https://www.space.com/asteroid-apophis-2029-flyby-guide", "Asteroid Apophis 2029 flyby: Everything you need to know | Space", "The 'god of chaos' asteroid will be visible with the naked eye ...", "Jan 28, 2025"),
            ("https://ssd-api.jpl.nasa.gov/doc/sbdb.html", "SBDB API - JPL Solar System Dynamics", "Returns data for a single small body, including close-approach data with ca-data=1 ...", "N/A"),
            ("https://www.planetary.org/space-missions/osiris-apex", "OSIRIS-APEX | The Planetary Society", "The extended mission will reach Apophis in April 2029 ...", "N/A"),
        )),
        (extract("https://ssd.jpl.nasa.gov/tools/sbdb_lookup.html#/?sstr=99942", "Object data and the 2029 close approach"), sbdb),
        (extract("https://ssd-api.jpl.nasa.gov/sbdb.api?sstr=99942&ca-data=1&ca-body=Earth&ca-time=both&ca-tunc=both", "Precise 2029 close approach numbers"), api),
        (search("Apophis April 13 2029 32,000 km geostationary naked eye"), results(
            ("https://science.nasa.gov/solar-system/asteroids/apophis/", "Apophis - NASA Science", "Closer than geosynchronous satellites; visible to the naked eye from the Eastern Hemisphere ...", "N/A"),
            ("https://www.jpl.nasa.gov/news/nasa-analysis-earth-is-safe-from-asteroid-apophis-for-100-plus-years/", "NASA Analysis: Earth Is Safe From Asteroid Apophis for 100-Plus Years - JPL", "The 2029 close approach will bring it within 20,000 miles ...", "Mar 26, 2021"),
            ("https://www.nytimes.com/2024/12/18/science/apophis-asteroid-2029.html", "The Asteroid That Will Graze Earth in 2029 - NYT", "Scientists are racing to send spacecraft to meet Apophis ...", "Dec 18, 2024"),
            ("https://earthsky.org/space/asteroid-apophis-2029-close-approach-visible/", "Apophis will be visible without a telescope in 2029 | EarthSky", "Peak brightness around magnitude 3 over Europe and Africa ...", "Apr 13, 2024"),
            ("https://www.scientificamerican.com/article/apophis-2029/", "Apophis Will Miss Earth in 2029, but Scientists Can't Wait - Scientific American", "Tidal forces may trigger landslides on the asteroid ...", "Apr 2, 2024"),
        )),
        (extract("https://science.nasa.gov/solar-system/asteroids/apophis/", "Distance from the surface and visibility"), nasa),
        (memory("add", dict={"apophis_2029": a}), added("apophis_2029")),
        (search("2024 YR4 impact probability 2032 latest"), results(
            ("https://science.nasa.gov/blogs/planetary-defense/2025/02/24/latest-calculations-show-asteroid-2024-yr4-poses-no-significant-threat-to-earth/", "Latest Calculations Show Asteroid 2024 YR4 Poses No Significant Threat to Earth - NASA", "Impact probability for December 22, 2032 has dropped to 0.004% ...", "Feb 24, 2025"),
            ("https://cneos.jpl.nasa.gov/sentry/details.html#?des=2024%20YR4", "2024 YR4 - Sentry Earth Impact Monitoring - CNEOS", "Impact probability 4e-5; Torino Scale 0 ...", "N/A"),
            ("https://www.esa.int/Space_Safety/Planetary_Defence/Asteroid_2024_YR4_no_longer_poses_significant_impact_risk", "Asteroid 2024 YR4 no longer poses significant impact risk - ESA", "ESA's risk list now shows 0.001% ...", "Feb 24, 2025"),
            ("https://www.reuters.com/science/asteroid-2024-yr4-odds-earth-impact-drop-2025-02-20/", "Odds of asteroid hitting Earth drop sharply | Reuters", "After peaking at 3.1% on Feb. 18 ...", "Feb 20, 2025"),
            ("https://en.wikipedia.org/wiki/2024_YR4", "2024 YR4 - Wikipedia", "2024 YR4 is an Apollo-type near-Earth asteroid approximately 60 m in diameter ...", "N/A"),
            ("https://www.space.com/2024-yr4-moon-impact-chance", "Asteroid 2024 YR4 now has a 1.7% chance of hitting the moon | Space", "As Earth impact odds vanish, lunar odds rise ...", "Feb 25, 2025"),
        )),
        (extract("https://science.nasa.gov/blogs/planetary-defense/2025/02/24/latest-calculations-show-asteroid-2024-yr4-poses-no-significant-threat-to-earth/", "Current impact probability and size"), yr4),
        (memory("add", dict={"asteroid_2024yr4": b}), added("asteroid_2024yr4")),
    ]
    rs.add(task="search", tid="h34-search-19", system=SYSTEM, turns=turns,
           state=st("When exactly will 99942 Apophis make its 2029 close approach, how close will it come, and is 2024 YR4 still a threat?", "2025-03-12"),
           bad=True, turn=3, kind="object's SPK-ID in the API response differs from the one on the SBDB page")


# America's Cup (americascup.com, nzherald.co.nz) - clean
def t20(rs: RowSet) -> None:
    races = [
        [1, "Sat 12 Oct", "Emirates Team New Zealand", "0:51", "1-0"], [2, "Sat 12 Oct", "Emirates Team New Zealand", "0:23", "2-0"],
        [3, "Sun 13 Oct", "Emirates Team New Zealand", "0:48", "3-0"], [4, "Sun 13 Oct", "Emirates Team New Zealand", "0:17", "4-0"],
        [5, "Mon 14 Oct", "INEOS Britannia", "0:16", "4-1"], [6, "Mon 14 Oct", "INEOS Britannia", "0:31", "4-2"],
        [7, "Fri 18 Oct", "Emirates Team New Zealand", "0:39", "5-2"], [8, "Fri 18 Oct", "Emirates Team New Zealand", "0:26", "6-2"],
        [9, "Sat 19 Oct", "Emirates Team New Zealand", "0:37", "7-2"],
    ]
    ac = (
        "# Emirates Team New Zealand Win The 37th America's Cup\n\n"
        "America's Cup | News | Barcelona, 19 October 2024\n\n"
        "Emirates Team New Zealand have successfully defended the America's Cup once again, beating the "
        "Challenger of Record, INEOS Britannia, 7-2 off the coast of Barcelona. Race nine on Saturday afternoon "
        "was won by 37 seconds, sealing a third consecutive America's Cup victory for the Kiwis (2017, 2021, 2024) "
        "and their fifth overall.\n\n"
        "Co-helmsmen Peter Burling and Nathan Outteridge sailed the AC75 *Taihoro* to a start advantage in the "
        "light 9-11 knot sea breeze and were never headed.\n\n"
        "\"It's an incredible feeling to defend the Cup in Europe,\" said Burling. Sir Ben Ainslie, INEOS Britannia "
        "team principal and skipper, congratulated the Kiwis: \"We came to win, and we fell short, but this is the "
        "first British team in a Match since 1964 and I'm proud of everyone.\"\n\n"
        "## Match results\n\n"
        + table(["Race", "Date", "Winner", "Delta", "Series"], races)
        + "\n\nAll races started at 14:10 CEST on Course C (Barcelona city front).\n\n"
        "## What's next\n\n"
        "As Defender, Emirates Team New Zealand will decide the venue and date of the 38th America's Cup together "
        "with the next Challenger of Record."
    )
    blog = (
        "# America's Cup 2024 live: Team New Zealand win the America's Cup again\n\n"
        "NZ Herald | Sport | Live updates | Sunday 20 October 2024 (times NZDT)\n\n"
        "**1.52am** - That's a wrap from us. Emirates Team New Zealand have won the 37th America's Cup 7-2 in "
        "Barcelona. Full report and reaction to come this morning.\n\n"
        "**1.36am** - TEAM NEW ZEALAND WIN THE AMERICA'S CUP! Taihoro crosses the finish line 37 seconds ahead of "
        "Britannia to take race nine and the Auld Mug, 7-2. Three in a row for the Kiwis.\n\n"
        "**1.29am** - Final beat. Team NZ lead by 330m.\n\n"
        "**1.18am** - Gate three: NZ ahead by 28 seconds.\n\n"
        "**1.10am** - We're under way in race nine. Team NZ lead the series 6-2 and need one more win. Burling wins "
        "the start at the pin end.\n\n"
        "**12.45am** - Wind is 10 knots from the south-west on Course C. Race nine is set to start at 2.10pm "
        "Barcelona time (1.10am NZDT).\n\n"
        "**Saturday 19 October, 11.50am** - ICYMI: Team New Zealand took races seven and eight on Friday in "
        "Barcelona to move to 6-2, one win away from defending the Cup.\n\n"
        "*Barcelona is 11 hours behind New Zealand (CEST, UTC+2 vs NZDT, UTC+13).*"
    )
    naples = (
        "# Naples Confirmed As Host Venue For The 38th America's Cup\n\n"
        "America's Cup | News | 27 March 2025\n\n"
        "Emirates Team New Zealand and the Challenger of Record, GB1 (representing the Royal Yacht Squadron), have "
        "confirmed that the 38th America's Cup will be held in **Naples, Italy**, in **2027**. The announcement was "
        "made in Rome alongside the Italian Government and the City of Naples.\n\n"
        "Racing will take place in the Gulf of Naples, with the race village along the waterfront between Via "
        "Caracciolo and the Castel dell'Ovo. The Preliminary Regattas are planned for 2026 and the Match in summer 2027.\n\n"
        "\"Naples has an incredible natural amphitheatre for racing,\" said Grant Dalton, CEO of Emirates Team New "
        "Zealand. \"The Italian passion for the America's Cup is well known.\"\n\n"
        "It will be the first time Italy has hosted the America's Cup Match. Naples previously hosted America's Cup "
        "World Series events in 2012 and 2013.\n\n"
        "| Key facts | |\n| --- | --- |\n| Edition | 38th America's Cup |\n| Venue | Naples (Napoli), Italy |\n"
        "| Year of Match | 2027 |\n| Defender | Emirates Team New Zealand (RNZYS) |\n| Challenger of Record | GB1 (Royal Yacht Squadron) |"
    )
    v1 = "ETNZ beat INEOS Britannia 7-2; clinched race 9 by 37 s on Sat 19 Oct 2024 in Barcelona (= early Sun 20 Oct NZDT); AC75 Taihoro; helms Burling/Outteridge; 3rd straight title (2017, 2021, 2024)"
    v2 = "38th America's Cup: Naples, Italy, Match in 2027 (announced 27 Mar 2025); Challenger of Record GB1 (RYS)"
    turns = [
        (search("37th America's Cup result Emirates Team New Zealand INEOS Britannia score"), results(
            ("https://www.americascup.com/news/emirates-team-new-zealand-win-the-37th-americas-cup", "Emirates Team New Zealand Win The 37th America's Cup | America's Cup", "Emirates Team New Zealand have successfully defended the America's Cup, beating INEOS Britannia 7-2 off Barcelona ...", "Oct 19, 2024"),
            ("https://en.wikipedia.org/wiki/2024_America%27s_Cup", "2024 America's Cup - Wikipedia", "The 37th America's Cup was held in Barcelona in October 2024. Emirates Team New Zealand defeated INEOS Britannia 7-2 ...", "N/A"),
            ("https://www.nzherald.co.nz/sport/sailing/americas-cup/americas-cup-2024-live-team-new-zealand-ineos-britannia-race-9/", "America's Cup 2024 live: Team New Zealand win the America's Cup again - NZ Herald", "Team NZ take race nine to win 7-2 ...", "Oct 20, 2024"),
            ("https://www.bbc.com/sport/sailing/articles/c5y8n8xw4gyo", "America's Cup: Sir Ben Ainslie's Ineos Britannia beaten by Team New Zealand - BBC Sport", "Britain's wait for a first America's Cup win goes on after a 7-2 defeat ...", "Oct 19, 2024"),
            ("https://www.theguardian.com/sport/2024/oct/19/americas-cup-new-zealand-ineos-britannia-ben-ainslie", "New Zealand retain America's Cup with 7-2 win over Ben Ainslie's Britannia | The Guardian", "Peter Burling's crew clinched the ninth race in Barcelona ...", "Oct 19, 2024"),
            ("https://www.reuters.com/sports/sailing/new-zealand-retain-americas-cup-2024-10-19/", "New Zealand retain America's Cup with win over Britain | Reuters", "Emirates Team New Zealand won race nine on Saturday ...", "Oct 19, 2024"),
            ("https://www.rnz.co.nz/news/sport/531024/team-nz-win-americas-cup-for-third-straight-time", "Team NZ win America's Cup for third straight time | RNZ", "The Kiwis wrapped up the series early on Sunday morning NZ time ...", "Oct 20, 2024"),
            ("https://www.sail-world.com/news/281450/Americas-Cup-Race-9-Team-NZ-win", "America's Cup: Race 9 - Emirates Team NZ win - Sail-World", "Race report and delta times from all nine races ...", "Oct 19, 2024"),
        )),
        (extract("https://www.americascup.com/news/emirates-team-new-zealand-win-the-37th-americas-cup", "Final score, date and race results"), ac),
        (extract("https://www.nzherald.co.nz/sport/sailing/americas-cup/americas-cup-2024-live-team-new-zealand-ineos-britannia-race-9/", "Timeline of the deciding race in New Zealand time"), blog),
        (memory("add", dict={"ac37_result": v1}), added("ac37_result")),
        (search("38th America's Cup venue Naples 2027 announced"), results(
            ("https://www.americascup.com/news/naples-confirmed-as-host-venue-for-the-38th-americas-cup", "Naples Confirmed As Host Venue For The 38th America's Cup | America's Cup", "The 38th America's Cup will be held in Naples, Italy, in 2027 ...", "Mar 27, 2025"),
            ("https://www.reuters.com/sports/sailing/naples-host-2027-americas-cup-2025-03-27/", "Naples to host 2027 America's Cup | Reuters", "Italy will host the America's Cup Match for the first time ...", "Mar 27, 2025"),
            ("https://www.nzherald.co.nz/sport/sailing/americas-cup/americas-cup-naples-confirmed-as-2027-venue/", "America's Cup: Naples confirmed as 2027 venue - NZ Herald", "Team New Zealand will defend in the Gulf of Naples ...", "Mar 28, 2025"),
            ("https://www.sail-world.com/news/284012/Naples-to-host-38th-Americas-Cup", "Naples to host 38th America's Cup - Sail-World", "Preliminary regattas to start in 2026 ...", "Mar 27, 2025"),
            ("https://en.wikipedia.org/wiki/38th_America%27s_Cup", "38th America's Cup - Wikipedia", "The 38th America's Cup is scheduled to be held in Naples, Italy, in 2027 ...", "N/A"),
            ("https://www.ansa.it/english/news/2025/03/27/naples-to-host-americas-cup-in-2027_.html", "Naples to host America's Cup in 2027 - ANSA", "Announcement made at Palazzo Chigi ...", "Mar 27, 2025"),
        )),
        (extract("https://www.americascup.com/news/naples-confirmed-as-host-venue-for-the-38th-americas-cup", "Venue and year of the 38th Match"), naples),
        (memory("add", dict={"ac38_venue": v2}), added("ac38_venue")),
    ]
    rs.add(task="search", tid="h34-search-20", system=SYSTEM, turns=turns,
           state=st("Who won the 37th America's Cup, by what score and on what date, and where will the 38th America's Cup be held?", "2025-04-02"))


# Antarctic stations (COMNAP, bas.ac.uk, usap.gov) - bad
def t21(rs: RowSet) -> None:
    st_rows = [
        ["Argentina", "Esperanza", "Year-round", "63 23'S", "56 59'W", "90", "55", "1952"],
        ["Argentina", "Marambio", "Year-round", "64 14'S", "56 37'W", "150", "55", "1969"],
        ["Australia", "Casey", "Year-round", "66 17'S", "110 32'E", "120", "20", "1969"],
        ["Australia", "Davis", "Year-round", "68 35'S", "77 58'E", "120", "22", "1957"],
        ["Australia", "Mawson", "Year-round", "67 36'S", "62 52'E", "60", "20", "1954"],
        ["Chile", "Presidente Eduardo Frei Montalva", "Year-round", "62 12'S", "58 57'W", "150", "70", "1969"],
        ["China", "Zhongshan", "Year-round", "69 22'S", "76 22'E", "60", "25", "1989"],
        ["China", "Qinling", "Year-round", "74 56'S", "163 42'E", "80", "30", "2024"],
        ["France / Italy", "Concordia", "Year-round", "75 06'S", "123 20'E", "70", "13", "2005"],
        ["Germany", "Neumayer III", "Year-round", "70 40'S", "8 16'W", "50", "9", "2009"],
        ["India", "Maitri", "Year-round", "70 46'S", "11 44'E", "65", "25", "1989"],
        ["Japan", "Syowa", "Year-round", "69 00'S", "39 35'E", "110", "30", "1957"],
        ["New Zealand", "Scott Base", "Year-round", "77 51'S", "166 46'E", "86", "10", "1957"],
        ["Russia", "Vostok", "Year-round", "78 28'S", "106 48'E", "40", "13", "1957"],
        ["United Kingdom", "Rothera", "Year-round", "67 34'S", "68 08'W", "160", "22", "1975"],
        ["United Kingdom", "Halley VI", "Seasonal (summer only since 2017)", "75 35'S", "26 34'W", "70", "0", "2012"],
        ["United Kingdom", "Signy", "Seasonal", "60 43'S", "45 36'W", "8", "0", "1947"],
        ["United Kingdom", "Fossil Bluff", "Seasonal", "71 20'S", "68 17'W", "4", "0", "1961"],
        ["United States", "McMurdo", "Year-round", "77 51'S", "166 40'E", "1,258", "250", "1956"],
        ["United States", "Amundsen-Scott South Pole", "Year-round", "90 00'S", "-", "150", "50", "1956"],
        ["United States", "Palmer", "Year-round", "64 46'S", "64 03'W", "46", "20", "1968"],
    ]
    head = ["Operator", "Facility", "Operation", "Latitude", "Longitude", "Peak population", "Winter population", "Opened"]
    comnap = (
        "# Antarctic Station Catalogue - Facilities Information\n\n"
        "Council of Managers of National Antarctic Programs (COMNAP) | Facilities list last revised 2024-11-04\n\n"
        "The catalogue lists stations operated by COMNAP member national Antarctic programs south of 60 S. "
        "'Peak population' is the maximum number of beds/personnel in a typical summer; 'Winter population' is the "
        "typical over-wintering team.\n\n"
        "## Stations (excerpt: permanent and principal seasonal stations)\n\n"
        + table(head, st_rows)
        + "\n\nShowing 21 of 77 facilities. [Download full list (XLSX)] [Map]\n\n"
        "Source: COMNAP Antarctic Station Catalogue (2017) with updates supplied by national programs."
    )
    us_rows = [r for r in st_rows if r[0] == "United States"]
    us_rows = [r[:2] + ["Seasonal", r[3], r[4], r[5], "0", r[7]] if r[1] == "Palmer" else r for r in us_rows]
    comnap_us = (
        "# Antarctic Station Catalogue - Facilities Information\n\n"
        "COMNAP | Facilities list last revised 2024-11-04 | Filter: Operator = United States\n\n"
        + table(head, us_rows)
        + "\n\nShowing 3 stations of 3 (plus 4 field camps not listed: WAIS Divide, Siple Dome, Byrd Surface Camp, Lake Fryxell).\n\n"
        "National program: United States Antarctic Program (USAP), managed by the National Science Foundation."
    )
    halley = (
        "# Halley VI Research Station\n\n"
        "British Antarctic Survey | Polar operations | Sites and facilities\n\n"
        "Halley VI Research Station is a world-leading platform for global earth, atmospheric and space weather "
        "observation in a climate-sensitive zone. It sits on the floating Brunt Ice Shelf in the Weddell Sea, at "
        "75 35'S, 26 34'W.\n\n"
        "## Operations\n\n"
        "| | |\n| --- | --- |\n| Status | Summer-only station (since 2017) |\n| Summer season | November to February |\n"
        "| Summer population | up to 70 |\n| Winter population | none - station unoccupied, science run remotely |\n"
        "| Modules | 8 (on hydraulic legs with skis) |\n| Opened | February 2013 (construction 2007-2012) |\n\n"
        "In 2016-17 the station was relocated 23 km inland after a previously dormant chasm (Chasm 1) showed signs "
        "of activity. Since then BAS has operated Halley only in summer, because it would be difficult to evacuate "
        "people during the Antarctic winter if the ice shelf were to fracture. In January 2023 an iceberg, A-81, "
        "calved from the Brunt Ice Shelf about 20 km from the station; the station was not affected.\n\n"
        "Automated instruments, powered by a micro-turbine and solar panels, collect data through the winter."
    )
    usap = (
        "# McMurdo Station\n\n"
        "United States Antarctic Program | National Science Foundation\n\n"
        "McMurdo Station, on the southern tip of Ross Island, is the logistics hub of the U.S. Antarctic Program. "
        "It is the largest station in Antarctica, with a harbor, airfields (Phoenix Airfield and the sea-ice and "
        "skiway runways), a helicopter pad and more than 85 buildings.\n\n"
        "| | |\n| --- | --- |\n| Location | 77 51'S, 166 40'E, Ross Island |\n| Established | 1955-56 (Operation Deep Freeze) |\n"
        "| Summer population | about 1,000 on average; bed capacity 1,258 |\n| Winter population | about 250 |\n"
        "| Season | Mainbody: October - February; Winter: February - August |\n\n"
        "## Support to science\n\n"
        "McMurdo supports field camps across the continent and the Amundsen-Scott South Pole Station, to which "
        "cargo and fuel are delivered by LC-130 aircraft and the South Pole Traverse.\n\n"
        "## Modernization\n\n"
        "The Antarctic Infrastructure Modernization for Science (AIMS) project is replacing and consolidating "
        "facilities; the new Vehicle Equipment and Operations Center was completed in 2023."
    )
    uk = "Rothera: year-round, peak 160 / winter 22 (COMNAP). Halley VI: summer-only since 2017 (Nov-Feb, up to 70; unoccupied in winter, BAS). Signy, Fossil Bluff: seasonal"
    us1 = "McMurdo: year-round, peak 1,258 / winter 250; Amundsen-Scott South Pole: year-round, peak 150 / winter 50 (COMNAP)"
    us2 = "McMurdo: year-round, peak bed capacity 1,258 (avg ~1,000 in summer, USAP) / winter ~250; Amundsen-Scott South Pole: year-round, peak 150 / winter 50 (COMNAP)"
    turns = [
        (search("COMNAP Antarctic station catalogue year-round stations United States United Kingdom population"), results(
            ("https://www.comnap.aq/antarctic-facilities-information", "Antarctic Facilities Information - COMNAP", "Station catalogue with location, operating period and peak/winter population for all national programs ...", "N/A"),
            ("https://www.comnap.aq/s/COMNAP_Antarctic_Station_Catalogue_Aug2017.pdf", "COMNAP Antarctic Station Catalogue (August 2017) - PDF", "The catalogue contains information on 76 facilities operated by 30 national Antarctic programs ...", "Aug 2017"),
            ("https://en.wikipedia.org/wiki/List_of_research_stations_in_Antarctica", "List of research stations in Antarctica - Wikipedia", "As of 2024, there are about 70 permanent research stations in Antarctica operated by 29 countries ...", "N/A"),
            ("https://www.bas.ac.uk/polar-operations/sites-and-facilities/facility/halley/", "Halley VI Research Station - British Antarctic Survey", "Summer-only station since 2017 on the Brunt Ice Shelf ...", "N/A"),
            ("https://www.usap.gov/aboutthestations/", "About the Stations - United States Antarctic Program", "The USAP operates three year-round research stations: McMurdo, Amundsen-Scott South Pole, and Palmer ...", "N/A"),
            ("https://www.bas.ac.uk/polar-operations/sites-and-facilities/facility/rothera/", "Rothera Research Station - British Antarctic Survey", "BAS's largest Antarctic facility, on Adelaide Island, open all year ...", "N/A"),
            ("https://www.coolantarctica.com/Community/antarctic_bases.php", "Antarctic research stations - Cool Antarctica", "Summer and winter populations of every Antarctic base ...", "N/A"),
            ("https://www.reddit.com/r/antarctica/comments/1b7kq2m/how_many_people_overwinter_at_each_station/", "How many people overwinter at each station? : r/antarctica", "McMurdo winters around 200-250 ...", "Mar 6, 2024"),
        )),
        (extract("https://www.comnap.aq/antarctic-facilities-information", "Station list with operating period and populations"), comnap),
        (extract("https://www.bas.ac.uk/polar-operations/sites-and-facilities/facility/halley/", "Whether Halley is staffed in winter"), halley),
        (extract("https://www.comnap.aq/antarctic-facilities-information?operator=United%20States", "United States stations only"), comnap_us),
        (memory("add", dict={"uk_stations": uk, "us_stations": us1}), added("uk_stations", "us_stations")),
        (search("McMurdo Station population summer winter USAP"), results(
            ("https://www.usap.gov/aboutthestations/mcmurdostation/", "McMurdo Station - United States Antarctic Program", "Summer population about 1,000 on average; bed capacity 1,258; about 250 in winter ...", "N/A"),
            ("https://en.wikipedia.org/wiki/McMurdo_Station", "McMurdo Station - Wikipedia", "McMurdo Station is capable of supporting up to 1,258 residents ...", "N/A"),
            ("https://www.nsf.gov/geo/opp/antarct/mcmurdo.jsp", "McMurdo Station | NSF - Office of Polar Programs", "The logistics hub for U.S. science in Antarctica ...", "N/A"),
            ("https://antarcticsun.usap.gov/features/winter-2024-mcmurdo/", "Wintering at McMurdo - The Antarctic Sun", "The 2024 winter crew numbered about 250 people ...", "Aug 15, 2024"),
            ("https://www.nytimes.com/2024/03/12/science/antarctica-mcmurdo-station.html", "Life at McMurdo, Antarctica's Biggest Town - NYT", "In summer the station swells to around a thousand people ...", "Mar 12, 2024"),
        )),
        (extract("https://www.usap.gov/aboutthestations/mcmurdostation/", "Summer and winter population"), usap),
        (memory("update", dict={"us_stations": us2}), updated("us_stations")),
        (search("Rothera Research Station Discovery Building winter team 2024"), results(
            ("https://www.bas.ac.uk/polar-operations/sites-and-facilities/facility/rothera/", "Rothera Research Station - British Antarctic Survey", "Rothera is open all year; around 160 people in summer and about 22 over winter ...", "N/A"),
            ("https://www.bas.ac.uk/media-post/discovery-building-completed-at-rothera/", "Discovery Building completed at Rothera - BAS", "The new operations and science building is now in use ...", "Feb 27, 2024"),
            ("https://www.bas.ac.uk/project/rothera-modernisation/", "Rothera Modernisation - British Antarctic Survey", "Part of the Antarctic Infrastructure Modernisation Programme (AIMP) ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Rothera_Research_Station", "Rothera Research Station - Wikipedia", "A British Antarctic Survey base on Adelaide Island, established in 1975 ...", "N/A"),
            ("https://www.bbc.com/news/science-environment-68412301", "Antarctic winter: Meet the team keeping Rothera running - BBC News", "A team of about 20 stays on through the dark months ...", "Mar 1, 2024"),
            ("https://www.bas.ac.uk/polar-operations/ships/rrs-sir-david-attenborough/", "RRS Sir David Attenborough - British Antarctic Survey", "The polar research ship resupplies Rothera each season ...", "N/A"),
        )),
        (memory("retrieve_all"), allmem({"uk_stations": uk, "us_stations": us2})),
    ]
    rs.add(task="search", tid="h34-search-21", system=SYSTEM, turns=turns,
           state=st("Which Antarctic research stations do the United States and the United Kingdom operate year-round, and what are their peak summer and winter populations?", "2025-01-22"),
           bad=True, turn=4, kind="a station's operating period and winter population change on the filtered view of the same catalogue")


# Rare-earth production (USGS Mineral Commodity Summaries, Reuters) - clean
def t22(rs: RowSet) -> None:
    prod25 = [
        ("United States", 41600, 45000, 1900000), ("Australia", 16000, 13000, 5700000), ("Brazil", 140, 20, 21000000),
        ("Burma", 43000, 31000, None), ("Canada", None, None, 830000), ("China", 255000, 270000, 44000000),
        ("Greenland", None, None, 1500000), ("India", 2900, 2900, 6900000), ("Madagascar", 1100, 2000, None),
        ("Malaysia", 130, 130, None), ("Nigeria", 6200, 13000, None), ("Russia", 2500, 2500, 3800000),
        ("South Africa", None, None, 860000), ("Tanzania", None, None, 890000), ("Thailand", 7100, 13000, 4500),
        ("Vietnam", 300, 300, 3500000),
    ]

    def n(v: int | None) -> str:
        return "-" if v is None else f"{v:,}"

    rows25 = [[c, n(a), n(b), n(r) if r is not None else "NA"] for c, a, b, r in prod25]
    rows25.append(["World total (rounded)", "376,000", "390,000", ">90,000,000"])
    mcs25 = (
        "# RARE EARTHS\n\n"
        "U.S. Geological Survey, Mineral Commodity Summaries, January 2025\n\n"
        "(Data in metric tons of rare-earth-oxide (REO) equivalent content unless otherwise noted)\n\n"
        "**Domestic Production and Use:** Rare earths were mined by one company at Mountain Pass, CA. In 2024, "
        "domestic production of rare-earth mineral concentrates was estimated to be 45,000 tons, an increase from "
        "41,600 tons in 2023. The estimated value of rare-earth compounds and metals imported by the United States "
        "in 2024 was $170 million. The estimated distribution of rare earths by end use was as follows: catalysts, "
        "74%; ceramics and glass, 7%; metallurgical applications and alloys, 5%; polishing, 5%; and other, 9%.\n\n"
        "**Events, Trends, and Issues:** Global mine production was estimated to have increased to 390,000 tons in 2024. "
        "China's production quota for 2024 was 270,000 tons of REO, a 5.9% increase from 255,000 tons in 2023. "
        "Production in Burma decreased owing to conflict in Kachin State. 2023 figures have been revised.\n\n"
        "## World Mine Production and Reserves\n\n"
        + table(["Country", "Mine production 2023", "Mine production 2024e", "Reserves"], rows25)
        + "\n\ne Estimated. NA Not available. - Zero.\n\n"
        "**World Resources:** Rare earths are relatively abundant in the Earth's crust, but discovered minable "
        "concentrations are less common than for most other mineral commodities.\n\n"
        "**Substitutes:** Substitutes are available for many applications but generally are less effective.\n\n"
        "Prepared by Daniel J. Cordier [dcordier@usgs.gov]"
    )
    res_sorted = sorted([(c, r) for c, a, b, r in prod25 if r is not None], key=lambda x: -x[1])
    mcs25_res = (
        "# RARE EARTHS - Reserves\n\n"
        "U.S. Geological Survey, Mineral Commodity Summaries, January 2025\n\n"
        "(metric tons of REO equivalent; countries with reported reserves, sorted by reserves)\n\n"
        + table(["Rank", "Country", "Reserves"], [[i, c, f"{r:,}"] for i, (c, r) in enumerate(res_sorted, 1)])
        + "\n\nWorld total (rounded): >90,000,000. Reserves for Burma, Madagascar, Malaysia and Nigeria are not available (NA).\n\n"
        "**Reserves notes:** Reserves for Australia include 3.3 million tons classified as Joint Ore Reserves Committee "
        "(JORC)-compliant. Greenland reserves are for the Kvanefjeld and Tanbreez deposits."
    )
    prod24 = [
        ("United States", 42000, 43000), ("Australia", 18000, 18000), ("Brazil", 80, 80), ("Burma", 12000, 38000),
        ("China", 210000, 240000), ("India", 2900, 2900), ("Madagascar", 960, 960), ("Russia", 2600, 2600),
        ("Thailand", 7100, 7100), ("Vietnam", 4300, 600), ("Other countries", 80, 1100),
    ]
    mcs24 = (
        "# RARE EARTHS\n\n"
        "U.S. Geological Survey, Mineral Commodity Summaries, January 2024\n\n"
        "(Data in metric tons of rare-earth-oxide (REO) equivalent content unless otherwise noted)\n\n"
        "**Events, Trends, and Issues:** Global mine production was estimated to have increased to 350,000 tons in 2023. "
        "China's production quota for 2023 was 255,000 tons of REO, increased from 210,000 tons in 2022.\n\n"
        "## World Mine Production\n\n"
        + table(["Country", "Mine production 2022", "Mine production 2023e"], [[c, f"{a:,}", f"{b:,}"] for c, a, b in prod24])
        + "\n| World total (rounded) | 300,000 | 350,000 |\n\n"
        "e Estimated."
    )
    reuters = (
        "# China raises 2024 rare earth mining quota by 5.9%, slowest growth in years\n\n"
        "Reuters | August 19, 2024 | By Beijing Newsroom\n\n"
        "BEIJING, Aug 19 (Reuters) - China set its second batch of rare earth mining and smelting quotas for 2024, "
        "bringing the full-year mining quota to **270,000 metric tons**, up 5.9% from 2023 and the slowest growth "
        "rate in nine years, the Ministry of Industry and Information Technology (MIIT) said.\n\n"
        "The total smelting and separation quota was set at **254,000 tons**, up 4.2% from last year.\n\n"
        "| Quota | 2023 | 2024 | Change |\n| --- | --- | --- | --- |\n"
        "| Mining (REO) | 255,000 t | 270,000 t | +5.9% |\n| Smelting/separation | 243,800 t | 254,000 t | +4.2% |\n\n"
        "The quotas were allocated mainly to China Rare Earth Group and Northern Rare Earth Group. Light rare "
        "earths account for most of the mining quota; the heavy rare earth quota was unchanged at 19,150 tons.\n\n"
        "Analysts said the slower growth signals Beijing's intent to tighten control of the sector amid low prices "
        "and rising imports from Myanmar, which has been disrupted by conflict.\n\n"
        "*Reporting by Beijing Newsroom; Editing by Christian Schmollinger*"
    )
    w24 = "World mine production 2024e: 390,000 t REO (USGS MCS 2025)"
    c24 = "China 2024e: 270,000 t REO (69% of world); US 45,000; Burma 31,000; Australia, Nigeria, Thailand 13,000 each"
    w23 = "World 2023: 376,000 t in MCS 2025 (revised) vs 350,000 t estimate in MCS 2024; China 2023: 255,000 (rev.) vs 240,000 (est.)"
    q24 = "China 2024 mining quota 270,000 t (+5.9%), smelting 254,000 t (+4.2%), heavy REE 19,150 t (MIIT via Reuters, 19 Aug 2024)"
    w24b = w24 + "; world reserves >90 Mt, China 44 Mt, Brazil 21 Mt, India 6.9 Mt, Australia 5.7 Mt"
    turns = [
        (search("USGS Mineral Commodity Summaries 2025 rare earths world mine production 2024"), results(
            ("https://pubs.usgs.gov/periodicals/mcs2025/mcs2025-rare-earths.pdf", "Rare Earths - Mineral Commodity Summaries 2025 - USGS", "Global mine production was estimated to have increased to 390,000 tons in 2024 ...", "Jan 31, 2025"),
            ("https://pubs.usgs.gov/publication/mcs2025", "Mineral Commodity Summaries 2025 - USGS Publications Warehouse", "Each chapter includes world production and reserves data for 90 mineral commodities ...", "Jan 31, 2025"),
            ("https://www.usgs.gov/centers/national-minerals-information-center/rare-earths-statistics-and-information", "Rare Earths Statistics and Information | USGS", "Statistics and information on the worldwide supply of, demand for, and flow of rare earths ...", "N/A"),
            ("https://www.statista.com/statistics/268011/top-countries-in-rare-earth-mine-production/", "Rare earth mine production by country 2024 | Statista", "China produced an estimated 270,000 metric tons of rare earths in 2024 ...", "Feb 2025"),
            ("https://www.reuters.com/markets/commodities/china-raises-2024-rare-earth-mining-quota-2024-08-19/", "China raises 2024 rare earth mining quota by 5.9% | Reuters", "Full-year mining quota set at 270,000 metric tons ...", "Aug 19, 2024"),
            ("https://www.visualcapitalist.com/rare-earth-production-by-country-2024/", "Visualizing Rare Earth Production by Country in 2024 - Visual Capitalist", "China accounts for about 69% of global mine output ...", "Feb 12, 2025"),
            ("https://en.wikipedia.org/wiki/Rare-earth_element", "Rare-earth element - Wikipedia", "Production and reserves by country ...", "N/A"),
            ("https://www.iea.org/reports/global-critical-minerals-outlook-2024", "Global Critical Minerals Outlook 2024 - IEA", "Rare earth supply remains highly concentrated ...", "May 17, 2024"),
        )),
        (extract("https://pubs.usgs.gov/periodicals/mcs2025/mcs2025-rare-earths.pdf", "World and country mine production for 2023 and 2024 and reserves"), mcs25),
        (memory("add", dict={"ree_world_2024": w24, "ree_by_country_2024": c24}), added("ree_world_2024", "ree_by_country_2024")),
        (search("USGS Mineral Commodity Summaries 2024 rare earths 2023 production estimate"), results(
            ("https://pubs.usgs.gov/periodicals/mcs2024/mcs2024-rare-earths.pdf", "Rare Earths - Mineral Commodity Summaries 2024 - USGS", "Global mine production was estimated to have increased to 350,000 tons in 2023 ...", "Jan 31, 2024"),
            ("https://pubs.usgs.gov/publication/mcs2024", "Mineral Commodity Summaries 2024 - USGS", "Annual summaries for 90 mineral commodities ...", "Jan 31, 2024"),
            ("https://www.mining.com/usgs-rare-earth-output-2023/", "Global rare earth output hit record 350,000 tonnes in 2023 - USGS | MINING.COM", "China's output estimated at 240,000 tonnes ...", "Feb 2, 2024"),
            ("https://www.statista.com/statistics/1187186/global-rare-earth-mine-production/", "Global rare earth mine production 2023 | Statista", "350,000 metric tons in 2023 ...", "Feb 2024"),
            ("https://www.usgs.gov/centers/national-minerals-information-center/rare-earths-statistics-and-information", "Rare Earths Statistics and Information | USGS", "Mineral Commodity Summaries, Minerals Yearbook ...", "N/A"),
        )),
        (extract("https://pubs.usgs.gov/periodicals/mcs2024/mcs2024-rare-earths.pdf", "2023 estimates as first published"), mcs24),
        (memory("add", dict={"ree_world_2023": w23}), added("ree_world_2023")),
        (search("China rare earth mining quota 2024 270,000 tons MIIT"), results(
            ("https://www.reuters.com/markets/commodities/china-raises-2024-rare-earth-mining-quota-2024-08-19/", "China raises 2024 rare earth mining quota by 5.9%, slowest growth in years | Reuters", "Full-year mining quota 270,000 metric tons; smelting 254,000 tons ...", "Aug 19, 2024"),
            ("https://www.reuters.com/markets/commodities/china-issues-first-batch-2024-rare-earth-quotas-2024-02-06/", "China issues first batch of 2024 rare earth quotas | Reuters", "First batch of mining quotas at 135,000 tons ...", "Feb 6, 2024"),
            ("https://www.miit.gov.cn/zwgk/zcwj/wjfb/tz/art/2024/art_rare_earth_quota.html", "Notice on the 2024 total quantity control indicators for rare earths - MIIT", "(Chinese) 2024 rare earth mining indicators ...", "Aug 19, 2024"),
            ("https://www.mining.com/china-rare-earth-quota-2024-slowest-growth/", "China's 2024 rare earth quota grows at slowest pace in 9 years | MINING.COM", "Heavy rare earth quota flat at 19,150 tonnes ...", "Aug 20, 2024"),
            ("https://www.scmp.com/business/commodities/article/3275011/china-rare-earth-quota-2024", "China curbs growth of rare earth output quota - SCMP", "Beijing tightens grip on strategic minerals ...", "Aug 20, 2024"),
        )),
        (extract("https://www.reuters.com/markets/commodities/china-raises-2024-rare-earth-mining-quota-2024-08-19/", "2024 mining and smelting quotas"), reuters),
        (memory("add", dict={"china_quota_2024": q24}), added("china_quota_2024")),
        (extract("https://pubs.usgs.gov/periodicals/mcs2025/mcs2025-rare-earths.pdf", "Reserves by country, largest first"), mcs25_res),
        (memory("update", dict={"ree_world_2024": w24b}), updated("ree_world_2024")),
        (memory("retrieve_all"), allmem({"ree_world_2024": w24b, "ree_by_country_2024": c24, "ree_world_2023": w23, "china_quota_2024": q24})),
    ]
    rs.add(task="search", tid="h34-search-22", system=SYSTEM, turns=turns,
           state=st("How much rare-earth ore was mined worldwide in 2024 according to USGS, which countries lead, and how does it compare with 2023?", "2025-02-12"))


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
               t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
