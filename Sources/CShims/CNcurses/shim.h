#ifndef MARQUEE_CNCURSES_SHIM_H
#define MARQUEE_CNCURSES_SHIM_H

// SwiftPM drops pkg-config's -D flags: enable the wide-character API here.
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <locale.h>
#include <stdio.h>
#include <unistd.h>
#include <signal.h>
#include <wchar.h>
#include <ncursesw/curses.h>

// Accessors for globals and macros that Swift cannot import (or that strict
// concurrency rejects as shared mutable state).
static inline WINDOW *cncurses_stdscr(void) { return stdscr; }
static inline WINDOW *cncurses_curscr(void) { return curscr; }
static inline int cncurses_lines(void) { return LINES; }
static inline int cncurses_cols(void) { return COLS; }
static inline int cncurses_color_pairs(void) { return COLOR_PAIRS; }
static inline int cncurses_colors(void) { return COLORS; }

static inline attr_t cncurses_a_normal(void) { return A_NORMAL; }
static inline attr_t cncurses_a_bold(void) { return A_BOLD; }
static inline attr_t cncurses_a_dim(void) { return A_DIM; }
static inline attr_t cncurses_a_underline(void) { return A_UNDERLINE; }
static inline attr_t cncurses_a_reverse(void) { return A_REVERSE; }
static inline attr_t cncurses_a_italic(void) { return A_ITALIC; }

static inline int cncurses_key_f0(void) { return KEY_F0; }

/// Starts curses on the process's stdin/stdout. Unlike initscr, returns NULL (instead of
/// exiting) when the terminal cannot be used.
static inline SCREEN *cncurses_newterm(void) {
    if (!isatty(fileno(stdin)) || !isatty(fileno(stdout))) return NULL;
    SCREEN *screen = newterm(NULL, stdout, stdin);
    if (screen != NULL) set_term(screen);
    return screen;
}

/// Writes one cell (a grapheme cluster of up to CCHARW_MAX - 1 code points) at (y, x).
static inline int cncurses_put_cell(WINDOW *win, int y, int x, const wchar_t *chars,
                                    attr_t attrs, int pair) {
    cchar_t cell;
    int extended = pair;
    if (setcchar(&cell, chars, attrs, (short)(pair > 32767 ? 0 : pair), &extended) == ERR) {
        return ERR;
    }
    return mvwadd_wch(win, y, x, &cell);
}

#endif
