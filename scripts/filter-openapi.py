#!/usr/bin/env python3
"""Filters the upstream Radarr/Sonarr v3 and Lidarr v1 OpenAPI specs down to the operations Marquee uses.

Usage: filter-openapi.py radarr|sonarr|lidarr UPSTREAM.json OUT.json

Deterministic transformations (see docs/adr/0005-servarr-client-generation.md):
  * keep only the listed paths/methods and the component schemas they reference;
  * keep only `application/json` content (the servers also offer text/plain, text/json);
  * relax every string enum into a plain string (known values are kept in the
    description): an unknown value from a newer server must not fail a whole list;
  * turn `format: date-time` properties of component schemas into plain strings:
    dates are parsed leniently by ServarrCore so an odd date degrades one field;
  * drop `format: int32` from integers, so ids and counts are Swift `Int` (64-bit) end to end:
    an id from a link is never narrowed (and can never trap) on its way into a request;
  * drop `additionalProperties: false` so that new fields from newer servers are ignored;
  * drop `deprecated` on schema properties the servers still send (Sonarr's `languageProfileId`) and on
    the operations kept (clients still call them; generated code would warn on every use);
  * return top-level JSON arrays as raw bodies (`*/*`, `format: binary`; element schema named in
    `x-marquee-lossy-items`): clients decode them element by element (ServarrCore's
    LossyJSONArray), so one record that does not decode is skipped, not the whole list;
  * return the single records and the system status of the GET operations in
    RAW_GETS as raw bodies too (`x-marquee-raw` names the schema): the repositories read them
    with ServarrCore's tolerant readers, so a field of the wrong type degrades that field;
  * add an `ApiError` schema as the `default` response of every operation
    (Servarr answers errors with `{"message": ..., "description": ...}`);
  * patch gaps in the upstream spec: the credit list response; Sonarr's `HttpUri` properties
    are strings on the wire.
"""
import json
import sys

OPERATIONS = {
    "radarr": {
        "/api/v3/movie": ["get", "post"],
        "/api/v3/movie/{id}": ["get", "put", "delete"],
        "/api/v3/movie/lookup": ["get"],
        "/api/v3/moviefile": ["get"],
        "/api/v3/credit": ["get"],
        "/api/v3/history/movie": ["get"],
        "/api/v3/release": ["get", "post"],
        "/api/v3/system/status": ["get"],
        "/api/v3/moviefile/{id}": ["get", "delete"],
        "/api/v3/movie/lookup/tmdb": ["get"],
        "/api/v3/movie/lookup/imdb": ["get"],
        "/api/v3/exclusions": ["get"],
    },
    "sonarr": {
        "/api/v3/series": ["get", "post"],
        "/api/v3/series/{id}": ["get", "put", "delete"],
        "/api/v3/series/lookup": ["get"],
        "/api/v3/episode": ["get"],
        "/api/v3/episode/{id}": ["get"],
        "/api/v3/episode/monitor": ["put"],
        "/api/v3/episodefile": ["get"],
        "/api/v3/seasonpass": ["post"],
        "/api/v3/language": ["get"],
        "/api/v3/release": ["get", "post"],
        "/api/v3/system/status": ["get"],
        "/api/v3/episodefile/{id}": ["get", "delete"],
        "/api/v3/languageprofile": ["get"],
        "/api/v3/languageprofile/{id}": ["get"],
        "/api/v3/importlistexclusion": ["get"],
    },
    "lidarr": {
        "/api/v1/artist": ["get", "post"],
        "/api/v1/artist/{id}": ["get", "put", "delete"],
        "/api/v1/artist/lookup": ["get"],
        "/api/v1/album": ["get"],
        "/api/v1/album/{id}": ["get"],
        "/api/v1/track": ["get"],
        "/api/v1/metadataprofile": ["get"],
        "/api/v1/release": ["get", "post"],
        "/api/v1/system/status": ["get"],
    },
}

# GET operations whose (object) bodies the repositories read themselves, field by field.
RAW_GETS = {
    "/api/v3/movie/{id}", "/api/v3/series/{id}", "/api/v3/episode/{id}", "/api/v3/system/status",
    "/api/v1/artist/{id}", "/api/v1/album/{id}", "/api/v1/system/status",
}

API_ERROR = {
    "type": "object",
    "description": "Error body returned by Radarr/Sonarr/Lidarr for failed requests.",
    "properties": {
        "message": {"type": "string", "nullable": True},
        "description": {"type": "string", "nullable": True},
    },
}


def refs(node, found):
    if isinstance(node, dict):
        ref = node.get("$ref")
        if isinstance(ref, str) and ref.startswith("#/components/schemas/"):
            found.add(ref.split("/")[-1])
        for value in node.values():
            refs(value, found)
    elif isinstance(node, list):
        for value in node:
            refs(value, found)


def relax(node, in_components):
    """Relaxes enums, component date-times and additionalProperties in place."""
    if isinstance(node, dict):
        if "enum" in node and node.get("type") == "string":
            values = node.pop("enum")
            node["description"] = "Known values: " + ", ".join(values) + ". Others may appear."
        if in_components and node.get("type") == "string" and node.get("format") == "date-time":
            node.pop("format")
            node["description"] = "ISO 8601 date-time, possibly with 7 fractional digits."
        if node.get("type") == "integer" and node.get("format") == "int32":
            node.pop("format")
        if node.get("additionalProperties") is False:
            node.pop("additionalProperties")
        if in_components and node.get("deprecated") is True:
            node.pop("deprecated")  # still sent by current servers (e.g. Sonarr's `languageProfileId`)
        for value in node.values():
            relax(value, in_components)
    elif isinstance(node, list):
        for value in node:
            relax(value, in_components)


def main():
    service, source, target = sys.argv[1:4]
    spec = json.load(open(source))
    schemas = spec["components"]["schemas"]
    schemas["ApiError"] = API_ERROR

    paths = {}
    lossy_items = set()
    for path, methods in OPERATIONS[service].items():
        item = {}
        for method in methods:
            operation = spec["paths"][path][method]
            for response in operation.get("responses", {}).values():
                content = response.get("content")
                if content:
                    response["content"] = {"application/json": content.get("application/json") or next(iter(content.values()))}
            if "requestBody" in operation:
                body = operation["requestBody"]["content"]
                operation["requestBody"]["content"] = {"application/json": body.get("application/json") or next(iter(body.values()))}
            if path == "/api/v3/credit" and "content" not in operation["responses"]["200"]:
                operation["responses"]["200"]["content"] = {
                    "application/json": {"schema": {"type": "array", "items": {"$ref": "#/components/schemas/CreditResource"}}}
                }
            ok = operation["responses"].get("200", {})
            schema = ok.get("content", {}).get("application/json", {}).get("schema", {})
            if schema.get("type") == "array" and "$ref" in schema.get("items", {}):
                # Lossy list: the body stays raw so the client decodes it element by element.
                element = schema["items"]["$ref"].split("/")[-1]
                # `*/*` makes the generated code hand over the raw body (it still matches the
                # servers' `application/json`).
                ok["content"] = {"*/*": {"schema": {"type": "string", "format": "binary"}}}
                ok["description"] = f"OK: a JSON array of {element}"
                ok["x-marquee-lossy-items"] = element
                lossy_items.add(element)
            elif method == "get" and path in RAW_GETS and "$ref" in schema:
                element = schema["$ref"].split("/")[-1]
                ok["content"] = {"*/*": {"schema": {"type": "string", "format": "binary"}}}
                ok["description"] = f"OK: a JSON {element}"
                ok["x-marquee-raw"] = element
                lossy_items.add(element)
            operation["responses"]["default"] = {
                "description": "Error",
                "content": {"application/json": {"schema": {"$ref": "#/components/schemas/ApiError"}}},
            }
            # Clients commonly still call the few operations the servers mark deprecated
            # (language profiles, the old exclusions path); they are served, not warned about.
            operation.pop("deprecated", None)
            item[method] = operation
        paths[path] = item

    # Sonarr declares wikiUrl as an HttpUri object but sends a plain string.
    for schema in schemas.values():
        for name, prop in list(schema.get("properties", {}).items()):
            if prop.get("$ref") == "#/components/schemas/HttpUri":
                schema["properties"][name] = {"type": "string", "nullable": True}

    keep = set(lossy_items)
    refs(paths, keep)
    pending = list(keep)
    while pending:
        name = pending.pop()
        found = set()
        refs(schemas[name], found)
        for child in found - keep:
            keep.add(child)
            pending.append(child)

    filtered_schemas = {name: schemas[name] for name in sorted(keep)}
    relax(filtered_schemas, True)
    relax(paths, False)
    out = {
        "openapi": spec["openapi"],
        "info": spec["info"],
        "paths": paths,
        "components": {"schemas": filtered_schemas},
    }
    with open(target, "w") as handle:
        json.dump(out, handle, indent=2, sort_keys=False, ensure_ascii=False)
        handle.write("\n")


if __name__ == "__main__":
    main()
