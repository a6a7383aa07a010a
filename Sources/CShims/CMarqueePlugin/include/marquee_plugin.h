/*
 * marquee_plugin.h — the C ABI between the Marquee host and external plugins.
 *
 * ABI version 1. See docs/writing-an-external-plugin.md for the full guide.
 *
 * A plugin is a shared library (.so) that exports one entry symbol:
 *
 *     const marquee_plugin_descriptor *marquee_plugin_entry(const marquee_host_api *host);
 *
 * The host calls it once, right after dlopen. The plugin keeps the `host` pointer
 * (it stays valid until the plugin is unloaded) and returns a descriptor that stays
 * valid for the same lifetime. The descriptor carries the ABI version the plugin was
 * built against and a JSON manifest; the manifest declares the actions (exported C
 * functions and their signatures) that the host calls through libffi.
 *
 * Ownership rules
 * - Strings the host passes to actions (`string` arguments) are valid only during
 *   that call. Copy them to keep them.
 * - A `string` action returns a NUL-terminated UTF-8 `char *`:
 *     - if the descriptor's `free_string` is non-NULL, the host copies the string and
 *       then hands the pointer back to `free_string` (e.g. the plugin returns strdup()
 *       and sets free_string = free);
 *     - if `free_string` is NULL, the string stays owned by the plugin; it must stay
 *       valid until the plugin's next action call returns (the host copies it at once).
 *     - a NULL return means the action failed (see `last_error`).
 * - `setting` returns a host-owned string that is valid until this plugin's next call
 *   to `setting`, or NULL if the setting does not exist.
 * - Calls into one plugin are serialized by the host.
 *
 * Errors
 * - An action declared with `"errors": "nonzero"` (i32/i64 returns) fails when it
 *   returns a non-zero value; with `"errors": "negative"` when it returns a value < 0.
 * - After a failure the host calls `last_error` (if non-NULL) for a message; the
 *   returned string is owned by the plugin and valid until its next action call.
 */
#ifndef MARQUEE_PLUGIN_H
#define MARQUEE_PLUGIN_H

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** The ABI version this header describes. */
#define MARQUEE_PLUGIN_ABI_VERSION 1u

/** The name of the symbol every plugin exports. */
#define MARQUEE_PLUGIN_ENTRY_SYMBOL "marquee_plugin_entry"

/** Log levels for `marquee_host_api.log`. */
typedef enum marquee_log_level {
    MARQUEE_LOG_DEBUG = 0,
    MARQUEE_LOG_INFO = 1,
    MARQUEE_LOG_WARNING = 2,
    MARQUEE_LOG_ERROR = 3
} marquee_log_level;

/**
 * Functions the host offers to a plugin. Every plugin receives its own table; the
 * functions are bound to that plugin, so they take no plugin identifier.
 * Functions returning int32_t return 0 on success, 1 if the plugin is not accepted yet
 * (called from inside marquee_plugin_entry), 2 if the host refused the request, 3 for a
 * NULL argument. Inside marquee_plugin_entry only `log` works; `setting` returns NULL.
 */
typedef struct marquee_host_api {
    /** The host's ABI version (MARQUEE_PLUGIN_ABI_VERSION of the host build). */
    uint32_t abi_version;
    /** sizeof(marquee_host_api) in the host build; later versions only append fields. */
    uint32_t size;
    /** Pushes the screen for a deep link, e.g. "/dice/history". */
    int32_t (*navigate)(const char *url);
    /** Presents the screen for a deep link modally (as a sheet). */
    int32_t (*present)(const char *url);
    /** Dismisses the top modal this plugin presented. */
    int32_t (*dismiss)(void);
    /** Writes a message to the host log, attributed to this plugin. */
    void (*log)(int32_t level, const char *message);
    /** Reads one of this plugin's settings; NULL if absent. See ownership rules above. */
    const char *(*setting)(const char *name);
} marquee_host_api;

/** What the entry symbol returns. Owned by the plugin, valid until unload. */
typedef struct marquee_plugin_descriptor {
    /** Must be MARQUEE_PLUGIN_ABI_VERSION of the header the plugin was built with. */
    uint32_t abi_version;
    /** The JSON manifest (UTF-8, NUL-terminated). */
    const char *manifest_json;
    /** Frees strings returned by `string` actions, or NULL (see ownership rules). */
    void (*free_string)(char *string);
    /** Describes the last failed action call, or NULL. May itself be NULL. */
    const char *(*last_error)(void);
} marquee_plugin_descriptor;

/** The type of the entry symbol. */
typedef const marquee_plugin_descriptor *(*marquee_plugin_entry_fn)(const marquee_host_api *host);

#ifdef __cplusplus
}
#endif

#endif /* MARQUEE_PLUGIN_H */
