#!/usr/bin/env python3
"""Writes the simulator's generic resources to Sources/Simulator/ServarrSimulator/Seed/resources-<service>.json.

Every operation of the three upstream specs (Tests/ServarrIntegrationTests/Specs) that the
simulator does not serve with code of its own is served by its generic resource layer
(Sources/Simulator/ServarrSimulator/Resources) from this file. The script sorts each spec's
operations into:

- collections: a path with a list (`GET notification`) and records by id (`notification/{id}`),
  with the extras the spec has (`schema`, `test`, `testall`, `action/{name}`, `bulk`, `paged`,
  `reorder/{id}`); their seed rows, and `schema`'s implementations, with their fields;
- settings: `config/<name>`, one record read and saved by id;
- answers: every other operation, with a body that conforms to its 200 response schema.

Values are built from the response schemas (only the properties a schema declares, every enum
value one of its own), with curated records where a client looks at them (quality profiles and
definitions, the providers' implementations and fields, delay profiles, exclusions). Run from
the repository root; the output is deterministic.
"""
import json
import os
import re

SPECS = {"radarr": "radarr-v3", "sonarr": "sonarr-v3", "lidarr": "lidarr-v1"}
OUT = os.path.join("Sources", "Simulator", "ServarrSimulator", "Seed")
DATE = "2026-11-20T09:30:00Z"

# Paths (below the API root) the simulator serves with code of its own: everything under them
# that the spec has and the code does not serve still falls through to the generic layer, so
# only what must not be generic is listed here (a collection whose rows live elsewhere).
NATIVE = {
    "movie", "series", "artist", "album", "episode", "episodefile", "moviefile", "track", "tag", "indexer",
    "downloadclient", "rootfolder", "queue", "history", "blocklist", "command", "calendar", "wanted/missing",
    "wanted/cutoff", "log", "log/file", "system/task", "update", "collection", "release", "health", "diskspace",
    "system/status", "language", "languageprofile", "credit", "tag/detail",
}

# The implementations a `schema` lists, with the settings each has (name, label, type, value).
def field(order, name, label, kind="textbox", value=None, advanced=False, privacy=None):
    entry = {"order": order, "name": name, "label": label, "type": kind, "advanced": advanced, "value": value}
    if privacy:
        entry["privacy"] = privacy
    return entry


URL, KEY = "url", "apiKey"
NOTIFICATIONS = [
    ("Discord", "DiscordSettings", [field(0, "webHookUrl", "Webhook URL", "url"), field(1, "username", "Username")]),
    ("Email", "EmailSettings", [field(0, "server", "Server"), field(1, "port", "Port", "number", 587),
                                 field(2, "from", "From Address"), field(3, "to", "Recipient Addresses", "tag", [])]),
    ("Gotify", "GotifySettings", [field(0, "server", "Gotify Server", "url"), field(1, "appToken", "App Token", "password", privacy="apiKey")]),
    ("Ntfy", "NtfySettings", [field(0, "serverUrl", "Server Url", "url", "https://ntfy.sh"), field(1, "topics", "Topics", "tag", [])]),
    ("PlexServer", "PlexServerSettings", [field(0, "host", "Host"), field(1, "port", "Port", "number", 32400),
                                          field(2, "authToken", "Auth Token", "textbox", privacy="apiKey")]),
    ("Pushover", "PushoverSettings", [field(0, "apiKey", "API Key", privacy="apiKey"), field(1, "userKey", "User Key", privacy="userName")]),
    ("Slack", "SlackSettings", [field(0, "webHookUrl", "Webhook URL", "url"), field(1, "channel", "Channel")]),
    ("Telegram", "TelegramSettings", [field(0, "botToken", "Bot Token", "password", privacy="apiKey"), field(1, "chatId", "Chat ID")]),
    ("Webhook", "WebhookSettings", [field(0, "url", "URL", "url"), field(1, "method", "Method", "select", 1)]),
]
METADATA = {
    "radarr": [("XbmcMetadata", "Kodi (XBMC) / Emby"), ("MediaBrowserMetadata", "Emby (Legacy)"), ("RoksboxMetadata", "Roksbox"), ("WdtvMetadata", "WDTV")],
    "sonarr": [("XbmcMetadata", "Kodi (XBMC) / Emby"), ("MediaBrowserMetadata", "Emby (Legacy)"), ("RoksboxMetadata", "Roksbox"), ("WdtvMetadata", "WDTV"),
               ("PlexMetadata", "Plex")],
    "lidarr": [("XbmcMetadata", "Kodi (XBMC) / Emby"), ("RoksboxMetadata", "Roksbox"), ("WdtvMetadata", "WDTV")],
}
IMPORT_LISTS = {
    "radarr": [("TMDbPopularImport", "TMDb Popular", "TMDbPopularSettings"), ("TraktListImport", "Trakt List", "TraktListSettings"),
               ("IMDbListImport", "IMDb Lists", "IMDbListSettings"), ("PlexImport", "Plex Watchlist", "PlexListSettings"),
               ("RadarrImport", "Radarr", "RadarrSettings")],
    "sonarr": [("TraktListImport", "Trakt List", "TraktListSettings"), ("ImdbListImport", "IMDb Lists", "ImdbListSettings"),
               ("PlexImport", "Plex Watchlist", "PlexListSettings"), ("SonarrImport", "Sonarr", "SonarrSettings"),
               ("AniListImport", "AniList List", "AniListSettings")],
    "lidarr": [("SpotifyPlaylist", "Spotify Playlists", "SpotifyPlaylistSettings"), ("LastFmUser", "Last.fm User", "LastFmUserSettings"),
               ("MusicBrainzSeries", "MusicBrainz Series", "MusicBrainzSeriesSettings"), ("LidarrImport", "Lidarr", "LidarrSettings")],
}
INDEXERS = [("Newznab", "usenet"), ("Torznab", "torrent"), ("FileList", "torrent"), ("IPTorrents", "torrent"), ("Nyaa", "torrent")]
DOWNLOAD_CLIENTS = [("Sabnzbd", "SABnzbd", "usenet", 8080), ("Nzbget", "NZBGet", "usenet", 6789), ("QBittorrent", "qBittorrent", "torrent", 8080),
                    ("Transmission", "Transmission", "torrent", 9091), ("Deluge", "Deluge", "torrent", 8112), ("RTorrent", "rTorrent", "torrent", 8080)]

QUALITIES = {
    "radarr": [(0, "Unknown", "unknown", 0), (24, "WORKPRINT", "workprint", 0), (25, "CAM", "cam", 0), (26, "TELESYNC", "telesync", 0),
               (27, "TELECINE", "telecine", 0), (29, "REGIONAL", "dvd", 480), (28, "DVDSCR", "dvd", 480), (1, "SDTV", "tv", 480),
               (2, "DVD", "dvd", 0), (23, "DVD-R", "dvd", 480), (8, "WEBDL-480p", "webdl", 480), (12, "WEBRip-480p", "webrip", 480),
               (20, "Bluray-480p", "bluray", 480), (21, "Bluray-576p", "bluray", 576), (4, "HDTV-720p", "tv", 720),
               (5, "WEBDL-720p", "webdl", 720), (14, "WEBRip-720p", "webrip", 720), (6, "Bluray-720p", "bluray", 720),
               (9, "HDTV-1080p", "tv", 1080), (3, "WEBDL-1080p", "webdl", 1080), (15, "WEBRip-1080p", "webrip", 1080),
               (7, "Bluray-1080p", "bluray", 1080), (30, "Remux-1080p", "bluray", 1080), (16, "HDTV-2160p", "tv", 2160),
               (18, "WEBDL-2160p", "webdl", 2160), (17, "WEBRip-2160p", "webrip", 2160), (19, "Bluray-2160p", "bluray", 2160),
               (31, "Remux-2160p", "bluray", 2160), (22, "BR-DISK", "bluray", 1080), (10, "Raw-HD", "tv", 1080)],
    "sonarr": [(0, "Unknown", "unknown", 0), (1, "SDTV", "television", 480), (12, "WEBRip-480p", "webRip", 480), (8, "WEBDL-480p", "web", 480),
               (2, "DVD", "dvd", 480), (13, "Bluray-480p", "bluray", 480), (4, "HDTV-720p", "television", 720),
               (9, "HDTV-1080p", "television", 1080), (10, "Raw-HD", "televisionRaw", 1080), (14, "WEBRip-720p", "webRip", 720),
               (5, "WEBDL-720p", "web", 720), (6, "Bluray-720p", "bluray", 720), (15, "WEBRip-1080p", "webRip", 1080),
               (3, "WEBDL-1080p", "web", 1080), (7, "Bluray-1080p", "bluray", 1080), (20, "Bluray-1080p Remux", "blurayRaw", 1080),
               (16, "HDTV-2160p", "television", 2160), (17, "WEBRip-2160p", "webRip", 2160), (18, "WEBDL-2160p", "web", 2160),
               (19, "Bluray-2160p", "bluray", 2160), (21, "Bluray-2160p Remux", "blurayRaw", 2160)],
    "lidarr": [(0, "Unknown", None, 0), (1, "MP3-192", None, 0), (3, "MP3-256", None, 0), (10, "AAC-256", None, 0), (2, "MP3-VBR-V0", None, 0),
               (4, "MP3-320", None, 0), (11, "AAC-320", None, 0), (7, "ALAC", None, 0), (6, "FLAC", None, 0), (21, "FLAC 24bit", None, 0)],
}
# Quality profiles: (id, name, cutoff quality id, allowed quality ids, upgrades allowed). The
# names and ids are the ones the app's tests and the sample library use.
PROFILES = {
    "radarr": [(1, "Any", 1, None, False), (2, "SD", 2, [1, 2, 8, 12, 20], False), (3, "HD-1080p", 7, [3, 7, 9, 15, 30], True),
               (4, "Ultra-HD", 19, [16, 17, 18, 19, 31], True)],
    "sonarr": [(1, "Any", 1, None, False), (2, "SD", 2, [1, 2, 8, 12, 13], False), (3, "HD-1080p", 7, [3, 7, 9, 15, 20], True),
               (4, "Ultra-HD", 19, [16, 17, 18, 19, 21], True)],
    "lidarr": [(1, "Any", 1, None, False), (2, "Lossless", 6, [6, 7, 21], True), (3, "Standard", 3, [1, 2, 3, 4], False)],
}


def overrides(service):
    """Answers as the servers send them where a spec declares no body or a generated one would mislead."""
    version = "v1" if service == "lidarr" else "v3"
    return {
        "GET /api": {"current": version, "deprecated": []},
        "GET /ping": {"status": "OK"},
        # The simulator never stops or restarts for these: it answers as the servers do first.
        f"POST /api/{version}/system/shutdown": {"shuttingDown": True},
        f"POST /api/{version}/system/restart": {"restarting": True},
        f"POST /api/{version}/system/backup/restore/{{id}}": {"restartRequired": True},
        f"POST /api/{version}/system/backup/restore/upload": {"restartRequired": True},
    }


class Spec:
    def __init__(self, service, document):
        self.service = service
        self.document = document
        self.schemas = document.get("components", {}).get("schemas", {})
        self.root = "/api/v1" if service == "lidarr" else "/api/v3"

    def resolve(self, schema):
        while "$ref" in schema:
            schema = self.schemas[schema["$ref"].split("/")[-1]]
        return schema

    def named(self, name):
        return self.schemas[name]

    def example(self, schema, hint="", depth=0):
        """A value of `schema`: only declared properties, enums from their own values."""
        if "$ref" in schema:
            name = schema["$ref"].split("/")[-1]
            resolved = self.schemas[name]
            if resolved.get("type") == "object" or "properties" in resolved:
                if depth >= 3:
                    return {}
            return self.example(resolved, hint, depth)
        if "allOf" in schema:
            return self.example(schema["allOf"][0], hint, depth)
        if "enum" in schema:
            return schema["enum"][0]
        kind = schema.get("type")
        if kind == "object" or "properties" in schema:
            return {name: self.example(member, name, depth + 1) for name, member in (schema.get("properties") or {}).items()}
        if kind == "array":
            items = schema.get("items", {})
            resolved = self.resolve(items) if "$ref" in items else items
            if depth >= 3 or resolved.get("type") not in ("object", None) or "properties" not in resolved:
                return []
            return [self.example(items, hint, depth + 1)]
        if kind == "string":
            if schema.get("format") == "date-time":
                return DATE
            if schema.get("format") == "uuid":
                return "00000000-0000-0000-0000-000000000001"
            return text_for(hint)
        if kind == "integer":
            return 1 if hint == "id" or hint.endswith("Id") else 0
        if kind == "number":
            return 0
        if kind == "boolean":
            return False
        return None if schema.get("nullable") else ""

    def make(self, schema_name, **values):
        record = self.example(self.schemas[schema_name])
        properties = self.schemas[schema_name].get("properties", {})
        for key, value in values.items():
            if key in properties:
                record[key] = value
        return record

    def response_schema(self, operation):
        content = operation.get("responses", {}).get("200", {}).get("content", {})
        for kind in ("application/json", "text/json", "text/plain"):
            if kind in content and "schema" in content[kind]:
                return content[kind]["schema"]
        return None


def text_for(hint):
    lowered = hint.lower()
    if "path" in lowered or lowered == "folder":
        return "/data/media"
    if "url" in lowered or "link" in lowered:
        return "https://wiki.servarr.com"
    if lowered in ("name", "title", "label", "implementationname"):
        return "Example"
    if lowered == "version":
        return "1.0.0"
    return ""


def quality(spec, entry):
    qid, name, source, resolution = entry
    return spec.make("Quality", id=qid, name=name, source=source, resolution=resolution, modifier="none")


def profiles(spec):
    qualities = QUALITIES[spec.service]
    rows = []
    for pid, name, cutoff, allowed, upgrades in PROFILES[spec.service]:
        items = [spec.make("QualityProfileQualityItemResource", quality=quality(spec, entry), items=[],
                           allowed=allowed is None or entry[0] in allowed) for entry in qualities]
        for item in items:
            item.pop("id", None)
            item.pop("name", None)
            for key in ("minSize", "maxSize", "preferredSize"):
                item.pop(key, None)
        rows.append(spec.make("QualityProfileResource", id=pid, name=name, upgradeAllowed=upgrades, cutoff=cutoff, items=items,
                              minFormatScore=0, cutoffFormatScore=0, minUpgradeFormatScore=1, formatItems=[],
                              language={"id": 1, "name": "English"}))
    return rows


def definitions(spec):
    rows = []
    for weight, entry in enumerate(QUALITIES[spec.service], start=1):
        rows.append(spec.make("QualityDefinitionResource", id=weight, quality=quality(spec, entry), title=entry[1], weight=weight,
                              minSize=0, maxSize=None if entry[3] >= 2160 else 400, preferredSize=None if entry[3] >= 2160 else 95))
    return rows


def provider(spec, resource, implementation, name, contract, fields, protocol=None, **flags):
    record = spec.make(resource, id=0, name=name, implementation=implementation, implementationName=name, configContract=contract,
                       infoLink=f"https://wiki.servarr.com/{spec.service}/supported#{implementation.lower()}", tags=[], presets=[],
                       fields=[spec.make("Field", **entry) for entry in fields], **flags)
    if protocol is not None and "protocol" in record:
        record["protocol"] = protocol
    return record


def implementations(spec, kind):
    """`<kind>/schema`: every implementation, id 0, with its fields."""
    if kind == "notification":
        resource = "NotificationResource"
        return [provider(spec, resource, impl, impl, contract, fields) for impl, contract, fields in NOTIFICATIONS]
    if kind == "metadata":
        return [provider(spec, "MetadataResource", impl, name, f"{impl}Settings", [field(0, "movieMetadata", "Metadata", "checkbox", True)], enable=False)
                for impl, name in METADATA[spec.service]]
    if kind == "importlist":
        return [provider(spec, "ImportListResource", impl, name, contract, [field(0, "listId", "List Id")], enabled=False)
                for impl, name, contract in IMPORT_LISTS[spec.service]]
    if kind == "indexer":
        return [provider(spec, "IndexerResource", impl, impl, f"{impl}Settings", [field(0, "baseUrl", "URL", "url"), field(1, "apiKey", "API Key", privacy="apiKey")],
                         protocol=protocol, supportsRss=True, supportsSearch=True, priority=25) for impl, protocol in INDEXERS]
    if kind == "downloadclient":
        return [provider(spec, "DownloadClientResource", impl, name, f"{impl}Settings", [field(0, "host", "Host", value="localhost"), field(1, "port", "Port", "number", port)],
                         protocol=protocol, enable=True, priority=1) for impl, name, protocol, port in DOWNLOAD_CLIENTS]
    return None


def seed_rows(spec, base, item_schema):
    """The rows a collection starts with."""
    service = spec.service
    if base == "qualityprofile":
        return profiles(spec)
    if base == "qualitydefinition":
        return definitions(spec)
    if base == "metadataprofile":
        return [spec.make("MetadataProfileResource", id=i, name=n, primaryAlbumTypes=[], secondaryAlbumTypes=[], releaseStatuses=[])
                for i, n in ((1, "Standard"), (2, "Albums only"), (3, "Everything"))]
    if base == "delayprofile":
        return [spec.make("DelayProfileResource", id=1, enableUsenet=True, enableTorrent=True, preferredProtocol="usenet", usenetDelay=0,
                          torrentDelay=0, order=2147483647, tags=[])]
    if base == "remotepathmapping":
        return [spec.make("RemotePathMappingResource", id=1, host="sabnzbd", remotePath="/downloads/complete/", localPath="/data/downloads/")]
    if base == "notification":
        return [dict(implementations(spec, "notification")[0], id=1, name="Discord: grabs and imports")]
    if base == "metadata":
        return [dict(row, id=index + 1) for index, row in enumerate(implementations(spec, "metadata"))]
    if base == "importlist":
        row = dict(implementations(spec, "importlist")[0], id=1, name=implementations(spec, "importlist")[0]["name"])
        return [row]
    if base == "customfilter":
        return [spec.make("CustomFilterResource", id=1, type="movieIndex" if service == "radarr" else "seriesIndex", label="Missing 4K",
                          filters=[{"key": "monitored", "value": True, "type": "equal"}])]
    if base in ("exclusions", "importlistexclusion"):
        schema_name = item_schema["$ref"].split("/")[-1] if "$ref" in item_schema else None
        if service == "radarr":
            return [spec.make(schema_name, id=1, tmdbId=990001, movieTitle="The Excluded One", movieYear=2011)]
        if service == "sonarr":
            return [spec.make(schema_name, id=1, tvdbId=890001, title="The Excluded Show")]
        return [spec.make(schema_name, id=1, foreignId="f0000000-0000-0000-0000-000000000001", artistName="The Excluded Band")]
    if base == "system/backup":
        return [spec.make("BackupResource", id=1, name="radarr_backup_v5.14.0_2026.11.20_09.30.00.zip".replace("radarr", service),
                          path=f"/backup/scheduled/{service}_backup.zip", type="scheduled", size=412876, time=DATE)]
    record = spec.example(item_schema)
    if isinstance(record, dict):
        if "id" in record:
            record["id"] = 1
        return [record]
    return []


def classify(spec):
    paths = spec.document["paths"]
    operations = []
    for path, item in paths.items():
        for method in ("get", "post", "put", "delete"):
            if method in item:
                operations.append((method.upper(), path, item[method]))
    root = spec.root
    relative = lambda path: path[len(root) + 1:] if path.startswith(root + "/") else None
    by_path = {(m, p): op for m, p, op in operations}
    collections = {}
    settings = {}
    answers = {}
    extras_pattern = re.compile(r"^(?P<base>.+?)/(?:\{id\}|schema|test|testall|action/\{name\}|bulk|paged|reorder/\{id\})$")
    bases = set()
    for method, path, _ in operations:
        rel = relative(path)
        if rel is None:
            continue
        if rel.startswith("config/"):
            continue
        if rel in NATIVE:
            continue
        by_id = any((other, f"{root}/{rel}/{{id}}") in by_path for other in ("GET", "PUT", "DELETE"))
        if method == "GET" and (by_id or ("POST", f"{root}/{rel}") in by_path):
            bases.add(rel)
    for base in sorted(bases):
        get = by_path[("GET", f"{root}/{base}")]
        schema = spec.response_schema(get)
        item_schema = schema.get("items") if schema and schema.get("type") == "array" else None
        if item_schema is None:
            continue
        extras = []
        for method, suffix in (("POST", ""), ("GET", "/{id}"), ("PUT", "/{id}"), ("DELETE", "/{id}"), ("GET", "/schema"), ("POST", "/test"),
                               ("POST", "/testall"), ("POST", "/action/{name}"), ("PUT", "/bulk"), ("DELETE", "/bulk"), ("GET", "/paged"),
                               ("PUT", "/reorder/{id}"), ("POST", "/bulk")):
            if (method, f"{root}/{base}{suffix}") in by_path:
                extras.append(f"{method} {suffix.lstrip('/')}".strip())
        entry = {"operations": extras, "rows": seed_rows(spec, base, item_schema)}
        schema_rows = implementations(spec, base)
        if "GET schema" in extras:
            if schema_rows is None:
                template = seed_rows(spec, base, item_schema)
                schema_rows = [dict(template[0], id=0)] if template else []
                if base in ("qualityprofile",):
                    schema_rows = [dict(profiles(spec)[0], id=0, name="")]
            answer_schema = spec.response_schema(by_path[("GET", f"{root}/{base}/schema")]) or {}
            # A list of implementations (providers, custom format specifications), or one template record.
            entry["schema"] = schema_rows if spec.resolve(answer_schema).get("type") == "array" else (schema_rows[0] if schema_rows else {})
        entry["provider"] = "POST test" in extras
        collections[base] = entry
    covered = set()
    for base, entry in collections.items():
        covered.add(("GET", f"{root}/{base}"))
        for operation in entry["operations"]:
            method, _, suffix = operation.partition(" ")
            covered.add((method, f"{root}/{base}/{suffix}" if suffix else f"{root}/{base}"))
    for method, path, operation in operations:
        rel = relative(path)
        if rel is not None and rel.startswith("config/"):
            name = rel.split("/")[1]
            schema = spec.response_schema(by_path.get(("GET", f"{root}/config/{name}"), {}))
            if schema is not None and name not in settings:
                record = spec.example(schema)
                record["id"] = 1
                settings[name] = record
            continue
        if (method, path) in covered:
            continue
        schema = spec.response_schema(operation)
        rel_parts = (rel or "").rsplit("/", 1)
        if f"{method} {path}" in overrides(spec.service):
            answers[f"{method} {path}"] = overrides(spec.service)[f"{method} {path}"]
        elif method == "GET" and len(rel_parts) == 2 and rel_parts[1] == "schema" and implementations(spec, rel_parts[0]) is not None:
            answers[f"{method} {path}"] = implementations(spec, rel_parts[0])
        else:
            answers[f"{method} {path}"] = None if schema is None else spec.example(schema)
    routes = sorted(f"{method} {path}" for method, path, _ in operations
                    if (method, path) in covered or f"{method} {path}" in answers
                    or (relative(path) or "").startswith("config/"))
    return {"collections": collections, "settings": settings, "answers": answers}, routes


def main():
    routes = {}
    for service, name in SPECS.items():
        with open(os.path.join("Tests", "ServarrIntegrationTests", "Specs", name + ".json")) as handle:
            spec = Spec(service, json.load(handle))
        catalogue, routes[service] = classify(spec)
        target = os.path.join(OUT, f"resources-{service}.json")
        with open(target, "w") as handle:
            json.dump(catalogue, handle, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
            handle.write("\n")
        print(f"{target}: {len(catalogue['collections'])} collections, {len(catalogue['settings'])} settings, "
              f"{len(catalogue['answers'])} answers, {os.path.getsize(target)} bytes")
    # The operations the generic layer may answer, read at start to register their routes (the
    # catalogues themselves are read on first use).
    with open(os.path.join(OUT, "routes.json"), "w") as handle:
        json.dump(routes, handle, sort_keys=True, indent=0)
        handle.write("\n")


if __name__ == "__main__":
    main()
