#!/usr/bin/env python3
"""Writes the simulator's deterministic sample data to Sources/Simulator/ServarrSimulator/Seed/.

Dates are stored as day offsets from "today"; the simulator resolves them at start so the
calendar always shows entries around the current date. Run from the repository root.
"""
import json
import os
import random

rng = random.Random(20241121)
OUT = os.path.join("Sources", "ServarrSimulator", "Seed")

FAMOUS_MOVIES = [
    ("Amélie", "Le Fabuleux Destin d'Amélie Poulain", 2001, 194, "tt0211915", ["Comedy", "Romance"]),
    ("Spirited Away", "千と千尋の神隠し", 2001, 129, "tt0245429", ["Animation", "Fantasy"]),
    ("Parasite", "기생충", 2019, 496243, "tt6751668", ["Thriller", "Drama"]),
    ("千と千尋の神隠し 特別版", "千と千尋の神隠し", 2002, 900001, None, ["Animation"]),
    ("기생충: 흑백판", "기생충", 2020, 900002, None, ["Drama"]),
    ("Léon: The Professional", "Léon", 1994, 101, "tt0110413", ["Crime", "Action"]),
    ("La Haine", "La Haine", 1995, 406, "tt0113247", ["Drama", "Crime"]),
    ("Y Tu Mamá También", "Y Tu Mamá También", 2001, 1391, "tt0245574", ["Drama"]),
    ("Crouching Tiger, Hidden Dragon", "卧虎藏龙", 2000, 146, "tt0190332", ["Action", "Adventure"]),
    ("Tokyo Story", "東京物語", 1953, 18148, "tt0046438", ["Drama"]),
    ("The Lives of Others", "Das Leben der Anderen", 2006, 582, "tt0405094", ["Drama", "Thriller"]),
    ("Pan's Labyrinth", "El laberinto del fauno", 2006, 1417, "tt0457430", ["Fantasy", "Drama"]),
    ("Oldboy", "올드보이", 2003, 670, "tt0364569", ["Thriller", "Mystery"]),
    ("City of God", "Cidade de Deus", 2002, 598, "tt0317248", ["Crime", "Drama"]),
    ("Princess Mononoke", "もののけ姫", 1997, 128, "tt0119698", ["Animation", "Adventure"]),
    ("My Neighbor Totoro", "となりのトトロ", 1988, 8392, "tt0096283", ["Animation", "Family"]),
    ("Seven Samurai", "七人の侍", 1954, 346, "tt0047478", ["Action", "Drama"]),
    ("In the Mood for Love", "花樣年華", 2000, 843, "tt0118694", ["Romance", "Drama"]),
    ("Train to Busan", "부산행", 2016, 396535, "tt5700672", ["Horror", "Action"]),
    ("Çocuklar Duymasın: Le Film", None, 2012, 900003, None, ["Comedy"]),
    ("Blade Runner 2049", None, 2017, 335984, "tt1856101", ["Science Fiction"]),
    ("Dune", None, 2021, 438631, "tt1160419", ["Science Fiction", "Adventure"]),
    ("Dune: Part Two", None, 2024, 693134, "tt15239678", ["Science Fiction", "Adventure"]),
    ("Arrival", None, 2016, 329865, "tt2543164", ["Science Fiction", "Drama"]),
    ("The Matrix", None, 1999, 603, "tt0133093", ["Action", "Science Fiction"]),
    ("Mad Max: Fury Road", None, 2015, 76341, "tt1392190", ["Action", "Adventure"]),
    ("Everything Everywhere All at Once", None, 2022, 545611, "tt6710474", ["Action", "Comedy"]),
    ("Portrait of a Lady on Fire", "Portrait de la jeune fille en feu", 2019, 531428, "tt8613070", ["Romance", "Drama"]),
    ("Roma", None, 2018, 426426, "tt6155172", ["Drama"]),
    ("The Grand Budapest Hotel", None, 2014, 120467, "tt2278388", ["Comedy"]),
]
ADJECTIVES = ["Silent", "Crimson", "Last", "Hidden", "Broken", "Golden", "Midnight", "Frozen", "Electric",
              "Forgotten", "Wild", "Distant", "Burning", "Hollow", "Iron", "Velvet", "Paper", "Glass",
              "Northern", "Secret"]
NOUNS = ["Harbor", "Empire", "Garden", "Signal", "River", "Crown", "Orchard", "Station", "Horizon", "Letter",
         "Lantern", "Kingdom", "Echo", "Summer", "Voyage", "Witness", "Frontier", "Mirror", "Citadel", "Tide"]
GENRES = ["Drama", "Comedy", "Thriller", "Action", "Science Fiction", "Horror", "Romance", "Documentary",
          "Animation", "Mystery", "Adventure", "Fantasy"]
STUDIOS = ["A24", "Studio Ghibli", "CJ Entertainment", "Warner Bros. Pictures", "Gaumont", "Neon", "Legendary",
           "Toho", "StudioCanal", "Focus Features"]
CERTIFICATIONS = ["G", "PG", "PG-13", "R", "NR"]
OVERVIEW_PARTS = ["A stranger arrives in a small town", "Two siblings return home", "An engineer uncovers a plot",
                  "A retired detective takes one last case", "A family keeps a secret for decades",
                  "An astronaut loses contact with Earth", "A chef opens a restaurant in Paris",
                  "Rival musicians share a stage"]


def movie(index, title, original, year, tmdb, imdb, genres):
    offset = None
    status = "released"
    if index % 17 == 0:
        offset = rng.randint(-20, 45)  # digital release around today: calendar entries
        status = "inCinemas" if offset > 0 else "released"
    if index % 41 == 0:
        status = "announced"
        offset = rng.randint(30, 200)
    has_file = status == "released" and index % 5 != 0
    return {
        "title": title,
        "originalTitle": original or title,
        "year": year,
        "tmdbId": tmdb,
        "imdbId": imdb,
        "overview": rng.choice(OVERVIEW_PARTS) + " in this " + genres[0].lower() + ".",
        "runtime": rng.randint(82, 172),
        "genres": genres,
        "studio": rng.choice(STUDIOS),
        "certification": rng.choice(CERTIFICATIONS),
        "status": status,
        "monitored": index % 7 != 3,
        "hasFile": has_file,
        "qualityProfileId": 1 + index % 4,
        "rating": round(rng.uniform(5.0, 9.3), 1),
        "tags": [1] if index % 9 == 0 else ([2] if index % 13 == 0 else []),
        "addedDaysAgo": rng.randint(1, 1500),
        "releaseOffsetDays": offset if offset is not None else -rng.randint(200, 9000),
        "sizeOnDisk": rng.randint(2_000, 60_000) * 1_000_000 if has_file else 0,
        "quality": rng.choice(["Bluray-1080p", "WEBDL-1080p", "Bluray-2160p", "WEBRip-720p"]) if has_file else None,
    }


def movies():
    result = []
    for index, (title, original, year, tmdb, imdb, genres) in enumerate(FAMOUS_MOVIES):
        result.append(movie(index + 1, title, original, year, tmdb, imdb, genres))
    index = len(result)
    for adjective in ADJECTIVES:
        for noun in NOUNS:
            if index >= 230:
                break
            index += 1
            title = f"The {adjective} {noun}"
            if index % 23 == 0:
                title += ": Épilogue"
            year = 1970 + rng.randint(0, 55)
            result.append(movie(index, title, None, year, 100_000 + index, f"tt{9000000 + index}",
                                rng.sample(GENRES, 2)))
    # Pinned so that a calendar without parameters (today .. today + 2 days, the servers'
    # default) lists a movie: its physical release is tomorrow.
    for entry in result:
        if entry["title"] == "The Last Voyage":
            entry["releaseOffsetDays"] = -29
    return result


FAMOUS_SERIES = [
    ("Breaking Bad", 2008, 81189, "AMC", "ended", "standard", [7, 13, 13, 13, 16]),
    ("Attack on Titan", 2013, 267440, "MBS", "ended", "anime", [25, 12, 22, 28]),
    ("進撃の巨人 (Original)", 2013, 900101, "NHK", "ended", "anime", [12]),
    ("Squid Game", 2021, 383275, "Netflix", "continuing", "standard", [9, 7]),
    ("오징어 게임: 비하인드", 2022, 900102, "Netflix", "ended", "standard", [3]),
    ("Dark", 2017, 334824, "Netflix", "ended", "standard", [10, 8, 8]),
    ("Lupin", 2021, 389948, "Netflix", "continuing", "standard", [10, 7]),
    ("La Casa de Papel", 2017, 327417, "Antena 3", "ended", "standard", [9, 6, 8, 8, 10]),
    ("Le Bureau des Légendes", 2015, 297606, "Canal+", "ended", "standard", [10, 10, 10, 10, 10]),
    ("The Daily Show", 1996, 71256, "Comedy Central", "continuing", "daily", [20]),
    ("Severance", 2022, 371980, "Apple TV+", "continuing", "standard", [9, 10]),
    ("Shōgun", 2024, 429310, "FX", "continuing", "standard", [10]),
    ("Frieren: Beyond Journey's End", 2023, 424536, "Nippon TV", "continuing", "anime", [28]),
    ("葬送のフリーレン", 2023, 900103, "Nippon TV", "continuing", "anime", [12]),
    ("Crash Landing on You", 2019, 372374, "tvN", "ended", "standard", [16]),
]
NETWORKS = ["HBO", "BBC One", "Netflix", "FX", "AMC", "Canal+", "NHK", "tvN", "Apple TV+", "Prime Video"]
EPISODE_WORDS = ["Pilot", "Homecoming", "The Long Night", "Crossroads", "Aftermath", "Reunion", "Ghosts",
                 "Thaw", "The Bridge", "Finale", "Sparks", "Ashes", "Départ", "Retour"]


def series_entry(index, title, year, tvdb, network, status, series_type, season_sizes):
    seasons = []
    last = len(season_sizes)
    airing = status == "continuing" and index % 3 == 0
    base_offset = -365 * (2025 - year)
    for number, size in enumerate(season_sizes, start=1):
        episodes = []
        for episode_number in range(1, size + 1):
            if airing and number == last:
                # the current season airs weekly around today
                offset = -7 * (size // 2) + 7 * (episode_number - 1) + index % 7
            else:
                offset = base_offset + (number - 1) * 365 + episode_number * 7
            episodes.append({
                "episodeNumber": episode_number,
                "title": rng.choice(EPISODE_WORDS) + ("" if episode_number == 1 else f" ({episode_number})"),
                "airOffsetDays": offset,
                "hasFile": offset < 0 and (index + episode_number) % 6 != 0,
            })
        seasons.append({"seasonNumber": number, "monitored": number >= last - 1 or index % 2 == 0,
                        "episodes": episodes})
    return {
        "title": title,
        "year": year,
        "tvdbId": tvdb,
        "imdbId": f"tt{7000000 + tvdb % 1000000}",
        "network": network,
        "status": status,
        "seriesType": series_type,
        "overview": rng.choice(OVERVIEW_PARTS) + ".",
        "genres": rng.sample(GENRES, 2),
        "monitored": index % 8 != 5,
        "qualityProfileId": 1 + index % 4,
        "rating": round(rng.uniform(6.0, 9.5), 1),
        "tags": [3] if index % 5 == 0 else [],
        "addedDaysAgo": rng.randint(1, 1200),
        "seasons": seasons,
    }


def series():
    result = []
    for index, entry in enumerate(FAMOUS_SERIES):
        result.append(series_entry(index + 1, *entry))
    index = len(result)
    for adjective in reversed(ADJECTIVES):
        for noun in NOUNS[::3]:
            if index >= 64:
                break
            index += 1
            status = "continuing" if index % 2 else "ended"
            sizes = [rng.randint(6, 12) for _ in range(rng.randint(1, 4))]
            result.append(series_entry(index, f"{adjective} {noun}", 2000 + rng.randint(0, 24),
                                       500_000 + index, rng.choice(NETWORKS), status,
                                       "standard", sizes))
    return result


def catalogue():
    """Lookup results that are not in the library."""
    movies_extra = []
    for index, (title, original, year) in enumerate([
        ("Howl's Moving Castle", "ハウルの動く城", 2004), ("Memories of Murder", "살인의 추억", 2003),
        ("The Handmaiden", "아가씨", 2016), ("Delicatessen", None, 1991), ("Le Samouraï", None, 1967),
        ("Ponyo", "崖の上のポニョ", 2008), ("Burning", "버닝", 2018), ("Drive My Car", "ドライブ・マイ・カー", 2021),
        ("The Silent Harbor Returns", None, 2025), ("Crimson Garden II", None, 2026),
        ("Amélie 2: Retour à Montmartre", None, 2027), ("Anatomy of a Fall", "Anatomie d'une chute", 2023),
    ]):
        movies_extra.append({"title": title, "originalTitle": original or title, "year": year,
                             "tmdbId": 800_000 + index, "imdbId": f"tt{8800000 + index}",
                             "overview": rng.choice(OVERVIEW_PARTS) + ".", "runtime": rng.randint(90, 150),
                             "genres": rng.sample(GENRES, 2), "studio": rng.choice(STUDIOS),
                             "rating": round(rng.uniform(6.0, 9.0), 1)})
    series_extra = []
    for index, (title, year, network) in enumerate([
        ("Mushishi", 2005, "Fuji TV"), ("시그널 (Signal)", 2016, "tvN"), ("Les Revenants", 2012, "Canal+"),
        ("Kingdom", 2019, "Netflix"), ("Silent Harbor: The Series", 2025, "HBO"), ("Borgen", 2010, "DR1"),
        ("モブサイコ100", 2016, "Tokyo MX"), ("Dix pour cent", 2015, "France 2"),
    ]):
        series_extra.append({"title": title, "year": year, "tvdbId": 700_000 + index, "network": network,
                             "overview": rng.choice(OVERVIEW_PARTS) + ".", "genres": rng.sample(GENRES, 2),
                             "seasonCount": 1 + index % 4, "rating": round(rng.uniform(6.0, 9.0), 1)})
    return {"movies": movies_extra, "series": series_extra}


def main():
    os.makedirs(OUT, exist_ok=True)
    for name, value in [("movies.json", movies()), ("series.json", series()), ("catalogue.json", catalogue())]:
        with open(os.path.join(OUT, name), "w") as handle:
            json.dump(value, handle, ensure_ascii=False, indent=1)
            handle.write("\n")


if __name__ == "__main__":
    main()
