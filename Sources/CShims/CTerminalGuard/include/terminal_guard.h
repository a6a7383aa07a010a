#ifndef MARQUEE_TERMINAL_GUARD_H
#define MARQUEE_TERMINAL_GUARD_H

#include <stddef.h>

/// Gives the terminal back when the process dies of a fatal signal, and writes the crash to
/// the log. Everything the signal handler does is async-signal-safe: it writes a byte
/// sequence prepared in advance with write(2), restores the termios saved before curses
/// changed them with tcsetattr(3), opens and appends to the log with open(2)/write(2), then
/// re-raises the signal with its default action.

/// Saves the terminal settings of `fd` (call before curses changes them). Returns 0 on success.
int marquee_terminal_guard_save(int fd);

/// The bytes written to the terminal on restore (leave the alternate screen, show the cursor,
/// reset attributes). At most 255 bytes are kept.
void marquee_terminal_guard_set_restore_sequence(const char *bytes, size_t length);

/// Whether curses mode is on: the restore only writes and resets while it is.
void marquee_terminal_guard_set_active(int active);

/// The log file the crash line is appended to (the path is copied; at most 4095 bytes), and a
/// descriptor opened on it now, used when the path cannot be opened at crash time.
void marquee_terminal_guard_set_log(const char *path);

/// Installs the handler for SIGSEGV, SIGILL, SIGABRT, SIGBUS and SIGFPE (on an alternate
/// stack, so a stack overflow is handled too), and for every other signal whose default action
/// ends the process (SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGIO, SIGXCPU,
/// SIGXFSZ, SIGSYS, SIGTRAP, SIGPIPE, SIGSTKFLT, SIGPWR and the real-time signals) while its
/// action is still the default. Those are logged as `ended by SIGUSR1` rather than as a
/// crash. Returns 0 on success.
int marquee_terminal_guard_install(void);

/// Whether the handler is installed for `signal_number` (for tests).
int marquee_terminal_guard_handles(int signal_number);

/// Restores the terminal now if curses mode is on (async-signal-safe: other signal handlers
/// call it before letting a signal take its default effect).
void marquee_terminal_guard_restore(void);

/// How many crash handlers ran (for tests: stays 0 in a healthy process).
int marquee_terminal_guard_crash_count(void);

#endif
