#define _GNU_SOURCE
#include "terminal_guard.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

static struct termios saved_termios;
static volatile sig_atomic_t has_saved_termios = 0;
static int terminal_fd = 0;
static volatile sig_atomic_t is_active = 0;
static volatile sig_atomic_t crash_count = 0;

static char restore_sequence[256];
static size_t restore_length = 0;

static char log_path[4096];
static int log_fd = -1;

static char *alternate_stack = NULL;

int marquee_terminal_guard_save(int fd) {
    if (tcgetattr(fd, &saved_termios) != 0) return -1;
    terminal_fd = fd;
    has_saved_termios = 1;
    return 0;
}

void marquee_terminal_guard_set_restore_sequence(const char *bytes, size_t length) {
    if (length > sizeof(restore_sequence)) length = sizeof(restore_sequence);
    memcpy(restore_sequence, bytes, length);
    restore_length = length;
}

void marquee_terminal_guard_set_active(int active) { is_active = active ? 1 : 0; }

void marquee_terminal_guard_set_log(const char *path) {
    size_t length = strlen(path);
    if (length >= sizeof(log_path)) length = sizeof(log_path) - 1;
    memcpy(log_path, path, length);
    log_path[length] = 0;
    if (log_fd >= 0) close(log_fd);
    log_fd = open(log_path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0600);
}

static void write_all(int fd, const char *bytes, size_t length) {
    while (length > 0) {
        ssize_t written = write(fd, bytes, length);
        if (written < 0) {
            if (errno == EINTR) continue;
            return;
        }
        bytes += written;
        length -= (size_t)written;
    }
}

void marquee_terminal_guard_restore(void) {
    if (!is_active) return;
    is_active = 0;
    if (restore_length > 0) write_all(STDOUT_FILENO, restore_sequence, restore_length);
    if (has_saved_termios) tcsetattr(terminal_fd, TCSANOW, &saved_termios);
}

int marquee_terminal_guard_crash_count(void) { return crash_count; }

/// Appends `text` to the buffer at `*position` (bounded by `end`).
static void append(char **position, const char *end, const char *text) {
    while (*text && *position < end) *(*position)++ = *text++;
}

/// Appends `value` with at least `width` digits.
static void append_number(char **position, const char *end, long value, int width) {
    char digits[24];
    int count = 0;
    if (value < 0) value = 0;
    do {
        digits[count++] = (char)('0' + value % 10);
        value /= 10;
    } while (value > 0 && count < 20);
    while (count < width && count < 20) digits[count++] = '0';
    while (count > 0 && *position < end) *(*position)++ = digits[--count];
}

/// `2026-11-22T06:50:01Z` for `seconds` since the epoch (the civil-from-days algorithm:
/// integer arithmetic only, no locale or time zone files, so it is async-signal-safe).
static void append_timestamp(char **position, const char *end, time_t seconds) {
    long days = (long)(seconds / 86400);
    long rest = (long)(seconds % 86400);
    if (rest < 0) { rest += 86400; days -= 1; }
    days += 719468;
    long era = (days >= 0 ? days : days - 146096) / 146097;
    long day_of_era = days - era * 146097;
    long year_of_era = (day_of_era - day_of_era / 1460 + day_of_era / 36524 - day_of_era / 146096) / 365;
    long year = year_of_era + era * 400;
    long day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    long month_index = (5 * day_of_year + 2) / 153;
    long day = day_of_year - (153 * month_index + 2) / 5 + 1;
    long month = month_index < 10 ? month_index + 3 : month_index - 9;
    if (month <= 2) year += 1;
    append_number(position, end, year, 4);
    append(position, end, "-");
    append_number(position, end, month, 2);
    append(position, end, "-");
    append_number(position, end, day, 2);
    append(position, end, "T");
    append_number(position, end, rest / 3600, 2);
    append(position, end, ":");
    append_number(position, end, rest % 3600 / 60, 2);
    append(position, end, ":");
    append_number(position, end, rest % 60, 2);
    append(position, end, "Z");
}

static const char *signal_name(int signal_number) {
    switch (signal_number) {
    case SIGSEGV: return "SIGSEGV (segmentation fault)";
    case SIGILL: return "SIGILL (illegal instruction: a Swift runtime trap)";
    case SIGABRT: return "SIGABRT (abort)";
    case SIGBUS: return "SIGBUS (bus error)";
    case SIGFPE: return "SIGFPE (arithmetic fault)";
    case SIGQUIT: return "SIGQUIT";
    case SIGTRAP: return "SIGTRAP";
    case SIGSYS: return "SIGSYS (bad system call)";
    case SIGUSR1: return "SIGUSR1";
    case SIGUSR2: return "SIGUSR2";
    case SIGALRM: return "SIGALRM";
    case SIGVTALRM: return "SIGVTALRM";
    case SIGPROF: return "SIGPROF";
    case SIGIO: return "SIGIO";
    case SIGXCPU: return "SIGXCPU (CPU time limit)";
    case SIGXFSZ: return "SIGXFSZ (file size limit)";
    case SIGPIPE: return "SIGPIPE";
#ifdef SIGSTKFLT
    case SIGSTKFLT: return "SIGSTKFLT";
#endif
#ifdef SIGPWR
    case SIGPWR: return "SIGPWR";
#endif
    default: return "a real-time signal";
    }
}

/// Whether `signal_number` is one of the crashes (a fault of the process itself) rather than a
/// signal sent to it.
static int is_crash(int signal_number) {
    return signal_number == SIGSEGV || signal_number == SIGILL || signal_number == SIGABRT || signal_number == SIGBUS
        || signal_number == SIGFPE;
}

static void write_crash_line(int signal_number) {
    char line[512];
    char *position = line;
    const char *end = line + sizeof(line) - 1;
    append_timestamp(&position, end, time(NULL));
    append(&position, end, is_crash(signal_number) ? " critical marquee: crashed on " : " critical marquee: ended by ");
    append(&position, end, signal_name(signal_number));
    append(&position, end, ", signal ");
    append_number(&position, end, signal_number, 1);
    append(&position, end, "; the terminal was restored\n");
    int fd = log_path[0] ? open(log_path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0600) : -1;
    if (fd >= 0) {
        write_all(fd, line, (size_t)(position - line));
        close(fd);
    } else if (log_fd >= 0) {
        write_all(log_fd, line, (size_t)(position - line));
    }
}

static void crash_handler(int signal_number, siginfo_t *info, void *context) {
    (void)info;
    (void)context;
    if (is_crash(signal_number)) crash_count += 1;
    marquee_terminal_guard_restore();
    write_crash_line(signal_number);
    // SA_RESETHAND put back the default action, SA_NODEFER lets the signal through at once:
    // the process dies of it as it would have (exit status, core dump).
    raise(signal_number);
}

/// Installs `action` for `signal_number` when its action is still the default one.
static void install_if_default(int signal_number, const struct sigaction *action) {
    struct sigaction current;
    if (sigaction(signal_number, NULL, &current) != 0) return;
    if (!(current.sa_flags & SA_SIGINFO) && current.sa_handler == SIG_DFL) sigaction(signal_number, action, NULL);
}

int marquee_terminal_guard_install(void) {
    if (alternate_stack == NULL) {
        size_t size = 64 * 1024;
        alternate_stack = malloc(size);
        if (alternate_stack != NULL) {
            stack_t stack;
            memset(&stack, 0, sizeof(stack));
            stack.ss_sp = alternate_stack;
            stack.ss_size = size;
            sigaltstack(&stack, NULL);
        }
    }
    struct sigaction action;
    memset(&action, 0, sizeof(action));
    action.sa_sigaction = crash_handler;
    action.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_RESETHAND | SA_NODEFER;
    sigemptyset(&action.sa_mask);
    const int signals[] = {SIGSEGV, SIGILL, SIGABRT, SIGBUS, SIGFPE};
    int result = 0;
    for (size_t index = 0; index < sizeof(signals) / sizeof(signals[0]); index++) {
        if (sigaction(signals[index], &action, NULL) != 0) result = -1;
    }
    // Every other signal whose default action ends the process, unless the process already
    // handles or ignores it (SIGINT, SIGTERM and SIGHUP stop the app in order; SIGPIPE is
    // usually ignored).
    int ending[] = {
        SIGQUIT, SIGTRAP, SIGSYS, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGIO, SIGXCPU, SIGXFSZ, SIGPIPE,
#ifdef SIGSTKFLT
        SIGSTKFLT,
#endif
#ifdef SIGPWR
        SIGPWR,
#endif
    };
    for (size_t index = 0; index < sizeof(ending) / sizeof(ending[0]); index++) {
        install_if_default(ending[index], &action);
    }
    for (int signal_number = SIGRTMIN; signal_number <= SIGRTMAX; signal_number++) {
        install_if_default(signal_number, &action);
    }
    return result;
}

int marquee_terminal_guard_handles(int signal_number) {
    struct sigaction current;
    if (sigaction(signal_number, NULL, &current) != 0) return 0;
    return (current.sa_flags & SA_SIGINFO) && current.sa_sigaction == crash_handler;
}
