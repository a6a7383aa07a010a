#!/usr/bin/env python3
"""Renders a terminal screen captured with `tmux capture-pane -e -p` (text with SGR colour
escapes) to a PNG, cell by cell, in DejaVu Sans Mono.

Usage: render-terminal.py CAPTURE.txt OUTPUT.png [--columns 100] [--rows 30]

Needs Pillow and the DejaVu fonts: `apt-get install python3-pil fonts-dejavu-core`
(or `pip install pillow`). Only the SGR escapes tmux emits are read (bold, dim, reverse,
16/256/true colours); other escapes are skipped.
"""

import argparse
import re
import sys
import unicodedata

try:
    from PIL import Image, ImageDraw, ImageFont
except ImportError:
    sys.exit("render-terminal.py needs Pillow: apt-get install python3-pil fonts-dejavu-core (or pip install pillow)")

FONT_PATHS = {
    "regular": "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf",
    "bold": "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf",
}
FONT_SIZE = 16
BACKGROUND = (24, 26, 33)
FOREGROUND = (214, 219, 229)
# The xterm palette for the 16 basic colours.
BASIC = [
    (0, 0, 0), (205, 49, 49), (13, 188, 121), (229, 229, 16), (36, 114, 200), (188, 63, 188), (17, 168, 205),
    (229, 229, 229), (102, 102, 102), (241, 76, 76), (35, 209, 139), (245, 245, 67), (59, 142, 234),
    (214, 112, 214), (41, 184, 219), (255, 255, 255),
]


def palette(index):
    if index < 16:
        return BASIC[index]
    if index < 232:
        index -= 16
        steps = [0, 95, 135, 175, 215, 255]
        return (steps[index // 36], steps[(index // 6) % 6], steps[index % 6])
    level = 8 + (index - 232) * 10
    return (level, level, level)


class Style:
    def __init__(self):
        self.reset()

    def reset(self):
        self.foreground = None
        self.background = None
        self.bold = False
        self.dim = False
        self.reverse = False

    def apply(self, parameters):
        codes = [int(code) if code else 0 for code in parameters.split(";")] if parameters else [0]
        index = 0
        while index < len(codes):
            code = codes[index]
            if code == 0:
                self.reset()
            elif code == 1:
                self.bold = True
            elif code == 2:
                self.dim = True
            elif code == 22:
                self.bold = self.dim = False
            elif code == 7:
                self.reverse = True
            elif code == 27:
                self.reverse = False
            elif 30 <= code <= 37:
                self.foreground = BASIC[code - 30]
            elif 90 <= code <= 97:
                self.foreground = BASIC[code - 90 + 8]
            elif code == 39:
                self.foreground = None
            elif 40 <= code <= 47:
                self.background = BASIC[code - 40]
            elif 100 <= code <= 107:
                self.background = BASIC[code - 100 + 8]
            elif code == 49:
                self.background = None
            elif code in (38, 48) and index + 1 < len(codes):
                if codes[index + 1] == 5 and index + 2 < len(codes):
                    colour = palette(codes[index + 2])
                    index += 2
                elif codes[index + 1] == 2 and index + 4 < len(codes):
                    colour = tuple(codes[index + 2:index + 5])
                    index += 4
                else:
                    colour = None
                if code == 38:
                    self.foreground = colour
                else:
                    self.background = colour
            index += 1

    def colours(self):
        foreground = self.foreground or FOREGROUND
        background = self.background or BACKGROUND
        if self.reverse:
            foreground, background = background, foreground
        if self.dim:
            foreground = tuple((channel + other) // 2 for channel, other in zip(foreground, background))
        return foreground, background


ESCAPE = re.compile(r"\x1b\[([0-9;]*)([A-Za-z])|\x1b[()][A-Za-z0-9]|\x1b.")


def cells(line):
    """Yields (character, width, foreground, background, bold) for one captured line."""
    style = Style()
    position = 0
    while position < len(line):
        match = ESCAPE.match(line, position)
        if match:
            if match.group(2) == "m":
                style.apply(match.group(1))
            position = match.end()
            continue
        character = line[position]
        position += 1
        # Combining marks join the previous cell.
        while position < len(line) and unicodedata.combining(line[position]):
            character += line[position]
            position += 1
        width = 2 if unicodedata.east_asian_width(character[0]) in ("W", "F") else 1
        foreground, background = style.colours()
        yield character, width, foreground, background, style.bold


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("capture")
    parser.add_argument("output")
    parser.add_argument("--columns", type=int, default=100)
    parser.add_argument("--rows", type=int, default=30)
    arguments = parser.parse_args()

    fonts = {name: ImageFont.truetype(path, FONT_SIZE) for name, path in FONT_PATHS.items()}
    left, top, right, bottom = fonts["regular"].getbbox("M")
    cell_width = round(fonts["regular"].getlength("M"))
    cell_height = round(FONT_SIZE * 1.3)
    margin = 12
    image = Image.new(
        "RGB", (arguments.columns * cell_width + 2 * margin, arguments.rows * cell_height + 2 * margin), BACKGROUND)
    draw = ImageDraw.Draw(image)
    with open(arguments.capture, encoding="utf-8", errors="replace") as capture:
        lines = capture.read().split("\n")[: arguments.rows]
    for row, line in enumerate(lines):
        column = 0
        for character, width, foreground, background, bold in cells(line):
            if column >= arguments.columns:
                break
            x = margin + column * cell_width
            y = margin + row * cell_height
            draw.rectangle([x, y, x + width * cell_width - 1, y + cell_height - 1], fill=background)
            if character != " ":
                draw.text((x, y + 2), character, font=fonts["bold" if bold else "regular"], fill=foreground)
            column += width
    image.save(arguments.output)


if __name__ == "__main__":
    main()
