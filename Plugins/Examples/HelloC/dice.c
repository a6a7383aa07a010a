/*
 * Dice — an example Marquee plugin written in C.
 *
 * Build:  swift build --product HelloC      (produces .build/debug/libHelloC.so)
 * Or, outside SwiftPM:
 *   cc -shared -fPIC -I Sources/CShims/CMarqueePlugin/include dice.c -o libdice.so
 */
#include <marquee_plugin.h>
#include <stdio.h>
#include <string.h>

static const marquee_host_api *host;
static char last_error[128];
static char text[256];

static const char manifest[] =
    "{"
    "\"id\": \"dice\","
    "\"name\": \"Dice\","
    "\"version\": \"1.0.0\","
    "\"routes\": ["
    "  {\"pattern\": \"/dice\", \"screen\": \"presets\"},"
    "  {\"pattern\": \"/dice/roll/:sides\", \"screen\": \"roll\"},"
    "  {\"pattern\": \"/dice/new\", \"screen\": \"new-preset\"}"
    "],"
    "\"screens\": ["
    "  {\"id\": \"presets\", \"kind\": \"list\", \"title\": \"Presets\","
    "   \"fields\": [{\"key\": \"name\", \"label\": \"Name\", \"type\": \"string\"},"
    "              {\"key\": \"sides\", \"label\": \"Sides\", \"type\": \"i64\"}],"
    "   \"actions\": [\"roll\", \"open-history\"]},"
    "  {\"id\": \"roll\", \"kind\": \"detail\", \"title\": \"Roll\","
    "   \"fields\": [{\"key\": \"sides\", \"label\": \"Sides\", \"type\": \"i64\"},"
    "              {\"key\": \"seed\", \"label\": \"Seed\", \"type\": \"i64\"}],"
    "   \"actions\": [\"roll\", \"describe\"]},"
    "  {\"id\": \"new-preset\", \"kind\": \"form\", \"title\": \"New preset\","
    "   \"fields\": [{\"key\": \"name\", \"label\": \"Name\", \"type\": \"string\", \"required\": true},"
    "              {\"key\": \"sides\", \"label\": \"Sides\", \"type\": \"i64\", \"default\": \"6\"},"
    "              {\"key\": \"modifier\", \"label\": \"Modifier\", \"type\": \"f64\", \"default\": \"0\"},"
    "              {\"key\": \"advantage\", \"label\": \"Advantage\", \"type\": \"bool\", \"default\": \"false\"}],"
    "   \"submit\": \"save-preset\"}"
    "],"
    "\"actions\": ["
    "  {\"id\": \"roll\", \"symbol\": \"dice_roll\", \"args\": [\"i64\", \"i64\"],"
    "   \"params\": [\"sides\", \"seed\"], \"returns\": \"i32\", \"errors\": \"negative\"},"
    "  {\"id\": \"normalize\", \"symbol\": \"dice_normalize\", \"args\": [\"i64\"], \"returns\": \"i32\"},"
    "  {\"id\": \"describe\", \"symbol\": \"dice_describe\","
    "   \"args\": [\"string\", \"i64\", \"f64\", \"bool\"],"
    "   \"params\": [\"name\", \"sides\", \"modifier\", \"advantage\"], \"returns\": \"string\"},"
    "  {\"id\": \"save-preset\", \"symbol\": \"dice_save_preset\", \"args\": [\"string\", \"i64\"],"
    "   \"params\": [\"name\", \"sides\"], \"returns\": \"i32\", \"errors\": \"nonzero\"},"
    "  {\"id\": \"greeting\", \"symbol\": \"dice_greeting\", \"args\": [], \"returns\": \"string\"},"
    "  {\"id\": \"open-history\", \"symbol\": \"dice_open_history\", \"args\": [], \"returns\": \"void\"},"
    "  {\"id\": \"average\", \"symbol\": \"dice_average\", \"args\": [\"i64\"], \"returns\": \"f64\"}"
    "]"
    "}";

static const char *dice_last_error(void) { return last_error; }

static const marquee_plugin_descriptor descriptor = {
    .abi_version = MARQUEE_PLUGIN_ABI_VERSION,
    .manifest_json = manifest,
    .free_string = NULL, /* strings we return live in `text` until our next call */
    .last_error = dice_last_error,
};

const marquee_plugin_descriptor *marquee_plugin_entry(const marquee_host_api *api) {
    host = api;
    return &descriptor;
}

/* Deterministic roll: a small LCG seeded by `seed`. Fails (-1) for fewer than 1 side. */
int32_t dice_roll(int64_t sides, int64_t seed) {
    if (sides < 1) {
        snprintf(last_error, sizeof last_error, "a die needs at least 1 side, got %lld", (long long)sides);
        return -1;
    }
    uint64_t state = (uint64_t)seed * 6364136223846793005ULL + 1442695040888963407ULL;
    return (int32_t)((state >> 33) % (uint64_t)sides) + 1;
}

/* Rounds to the nearest standard die (4, 6, 8, 10, 12, 20, 100). */
int32_t dice_normalize(int64_t sides) {
    static const int32_t standard[] = {4, 6, 8, 10, 12, 20, 100};
    for (unsigned i = 0; i < sizeof standard / sizeof standard[0]; i++) {
        if (sides <= standard[i]) return standard[i];
    }
    return 100;
}

const char *dice_describe(const char *name, int64_t sides, double modifier, bool advantage) {
    snprintf(text, sizeof text, "%s rolls d%lld%+g%s", name, (long long)sides, modifier,
             advantage ? " with advantage" : "");
    return text;
}

int32_t dice_save_preset(const char *name, int64_t sides) {
    if (name[0] == '\0') {
        snprintf(last_error, sizeof last_error, "a preset needs a name");
        return 2;
    }
    char message[160];
    snprintf(message, sizeof message, "saved preset %s (d%lld)", name, (long long)sides);
    host->log(MARQUEE_LOG_INFO, message);
    return 0;
}

const char *dice_greeting(void) {
    const char *greeting = host->setting("greeting");
    snprintf(text, sizeof text, "%s from Dice", greeting ? greeting : "Hello");
    return text;
}

void dice_open_history(void) {
    host->log(MARQUEE_LOG_DEBUG, "opening history");
    if (host->navigate("/dice/roll/20") != 0) {
        host->log(MARQUEE_LOG_WARNING, "the host refused to navigate");
    }
}

double dice_average(int64_t sides) { return ((double)sides + 1.0) / 2.0; }
