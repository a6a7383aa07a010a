#!/usr/bin/env python3
"""Writes marquee's man page (roff, section 1) from its command definitions: the JSON that
`marquee --experimental-dump-help` prints (argument-parser's description of every command,
option and help text), so the page says what `--help` says.

Usage: marquee --experimental-dump-help | scripts/generate-manual.py > marquee.1
"""

import datetime
import json
import sys


def roff(text):
    """Escapes text for roff: backslashes, and a leading dot or quote on a line."""
    text = text.replace("\\", "\\e").replace("-", "\\-")
    lines = []
    for line in text.split("\n"):
        if line.startswith((".", "'")):
            line = "\\&" + line
        lines.append(line)
    return "\n".join(lines)


def names(argument):
    parts = []
    for name in argument.get("names", []):
        parts.append(("-" if name["kind"] == "short" else "--") + name["name"])
    return ", ".join(parts)


def synopsis(argument):
    kind = argument["kind"]
    value = argument.get("valueName", "")
    if kind == "positional":
        return f"<{value}>"
    name = names(argument).split(", ")[-1]
    return name if kind == "flag" else f"{name} <{value}>"


def arguments_section(command, out, top_level=False):
    """Lists the options; --help and --version only once, at the top level."""
    shown = [
        a for a in command.get("arguments", [])
        if a.get("shouldDisplay", True)
        and (top_level or not any(n["name"] in ("help", "version") for n in a.get("names", [])))
    ]
    for argument in shown:
        if argument["kind"] == "positional":
            label = f"<{argument.get('valueName', '')}>"
        elif argument["kind"] == "flag":
            label = names(argument)
        else:
            label = f"{names(argument)} <{argument.get('valueName', '')}>"
        out.append(".TP")
        out.append("\\fB" + roff(label) + "\\fR")
        text = argument.get("abstract", "")
        if "defaultValue" in argument and argument["kind"] != "flag":
            text += f" (default: {argument['defaultValue']})"
        if argument.get("allValues"):
            text += " Values: " + ", ".join(argument["allValues"]) + "."
        out.append(roff(text))


def command_section(command, path, out):
    full = " ".join(path)
    out.append(".SS " + roff(full))
    shown = [
        a for a in command.get("arguments", [])
        if a.get("shouldDisplay", True) and not any(n["name"] in ("help", "version") for n in a.get("names", []))
    ]
    usage = " ".join(f"[{synopsis(a)}]" if a.get("isOptional") else synopsis(a) for a in shown)
    out.append("\\fB" + roff(full) + "\\fR " + roff(usage))
    out.append(".PP")
    if command.get("abstract"):
        out.append(roff(command["abstract"]))
    if command.get("discussion"):
        out.append(".PP")
        out.append(".nf")
        out.append(roff(command["discussion"]))
        out.append(".fi")
    arguments_section(command, out)
    for sub in command.get("subcommands", []):
        if sub.get("shouldDisplay", True) and sub["commandName"] != "help":
            command_section(sub, path + [sub["commandName"]], out)


def main():
    tool = json.load(sys.stdin)["command"]
    name = tool["commandName"]
    date = datetime.date.today().isoformat()
    out = [
        f'.TH {name.upper()} 1 "{date}" "{name}" "User Commands"',
        ".SH NAME",
        f"{name} \\- " + roff(tool.get("abstract", "")),
        ".SH SYNOPSIS",
        f"\\fB{name}\\fR [\\fIcommand\\fR] [\\fIoptions\\fR]",
        ".SH DESCRIPTION",
        roff(tool.get("abstract", "")),
    ]
    if tool.get("discussion"):
        out += [".PP", roff(tool["discussion"])]
    out.append(".SH OPTIONS")
    arguments_section(tool, out, top_level=True)
    out.append(".SH COMMANDS")
    for sub in tool.get("subcommands", []):
        if sub.get("shouldDisplay", True) and sub["commandName"] != "help":
            command_section(sub, [name, sub["commandName"]], out)
    out += [
        ".SH FILES",
        ".TP",
        "\\fI~/.config/marquee/config.yml\\fR",
        "The configuration ($MARQUEE_CONFIG, else $XDG_CONFIG_HOME/marquee/config.yml).",
        ".TP",
        "\\fI~/.local/state/marquee/\\fR",
        "The navigation state and the log (marquee.log).",
        ".TP",
        "\\fI~/.local/share/marquee/plugins/\\fR",
        "External plugins ($MARQUEE_PLUGINS_DIR, else $XDG_DATA_HOME/marquee/plugins).",
        ".SH SEE ALSO",
        "The documents in the source tree: docs/cli.md, docs/configuration.md, docs/keys.md, docs/links.md.",
    ]
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
