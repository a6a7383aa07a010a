import MarqueeExternalPlugins
import Testing

@Suite("Manifest validation")
struct ManifestTests {
    private func error(_ json: String) -> PluginManifestError? {
        do {
            _ = try PluginManifest(json: json)
            return nil
        } catch {
            return error
        }
    }

    @Test func minimalManifest() throws {
        let manifest = try PluginManifest(json: #"{"id": "tiny", "version": "0.1"}"#)
        #expect(manifest.name == "tiny")
        #expect(manifest.routes.isEmpty && manifest.screens.isEmpty && manifest.actions.isEmpty)
    }

    @Test func missingKeyIsNamed() {
        #expect(error(#"{"id": "tiny"}"#) == .malformedJSON("missing key \"version\""))
        #expect(
            error(#"{"id": "t", "version": "1", "actions": [{"id": "a", "args": [], "returns": "void"}]}"#)
                == .malformedJSON("missing key \"symbol\" in actions[0]"))
    }

    @Test func wrongJSONTypeIsNamed() {
        #expect(error(#"{"id": "t", "version": 1}"#) == .malformedJSON("expected String at version"))
    }

    @Test func idMustBeWellFormed() {
        #expect(error(#"{"id": "Not OK", "version": "1"}"#)?.description.contains("id \"Not OK\"") == true)
        #expect(error(#"{"id": "<loading x.so>", "version": "1"}"#) != nil)
    }

    @Test func unknownReturnAndFieldTypes() {
        #expect(
            error(#"{"id": "t", "version": "1", "actions": [{"id": "a", "symbol": "f", "args": [], "returns": "float"}]}"#)
                == .unknownType("float", declaredBy: "action \"a\" return value"))
        #expect(
            error(#"{"id": "t", "version": "1", "screens": [{"id": "s", "kind": "list", "fields": [{"key": "k", "type": "date"}]}]}"#)
                == .unknownType("date", declaredBy: "screen \"s\" field \"k\""))
    }

    @Test func referencesMustResolve() {
        #expect(
            error(#"{"id": "t", "version": "1", "routes": [{"pattern": "/t", "screen": "nowhere"}]}"#)
                == .invalid("route \"/t\" opens undeclared screen \"nowhere\""))
        #expect(
            error(#"{"id": "t", "version": "1", "screens": [{"id": "s", "kind": "form", "submit": "save"}]}"#)
                == .invalid("screen \"s\" submits undeclared action \"save\""))
        #expect(
            error(#"{"id": "t", "version": "1", "screens": [{"id": "s", "kind": "grid"}]}"#)
                == .invalid("screen \"s\": kind \"grid\" must be list, detail or form"))
    }

    @Test func errorConventionNeedsAnIntegerResult() {
        #expect(
            error(#"{"id": "t", "version": "1", "actions": [{"id": "a", "symbol": "f", "args": [], "returns": "string", "errors": "nonzero"}]}"#)
                == .invalid("action \"a\": errors \"nonzero\" needs an i32 or i64 return"))
    }

    @Test func paramsMustMatchArgs() {
        #expect(
            error(#"{"id": "t", "version": "1", "actions": [{"id": "a", "symbol": "f", "args": ["i64"], "params": [], "returns": "void"}]}"#)
                == .invalid("action \"a\": 0 params for 1 args"))
    }

    @Test func symbolMustBeACIdentifier() {
        #expect(
            error(#"{"id": "t", "version": "1", "actions": [{"id": "a", "symbol": "rm -rf", "args": [], "returns": "void"}]}"#)
                == .invalid("action \"a\": symbol \"rm -rf\" is not a C identifier"))
    }

    @Test func routePatternsStartWithASlashAndAreUnique() {
        let screens = #""screens": [{"id": "s", "kind": "detail"}]"#
        #expect(
            error(#"{"id": "t", "version": "1", \#(screens), "routes": [{"pattern": "t", "screen": "s"}]}"#)
                == .invalid("route pattern \"t\" must start with a single '/'"))
        #expect(
            error(#"{"id": "t", "version": "1", \#(screens), "routes": [{"pattern": "/t", "screen": "s"}, {"pattern": "/t", "screen": "s"}]}"#)
                == .invalid("route pattern \"/t\" is declared twice"))
    }
}
