import Foundation
import MarqueeApp
import SettingsFeature
import Testing

/// The instance form shows a URL's credentials masked, and keeps them when the mask is left in
/// place, so editing an instance never shows (nor loses) its password.
@Suite("Instance form masking")
struct InstanceFormMaskingTests {
    let instance = ServiceInstance(
        kind: .radarr, name: "home", url: URL(string: "http://admin:hunter2@nas:7878/?apikey=abc")!,
        apiKey: Secret("0123456789abcdef0123456789abcdef"))

    @Test func theURLFieldShowsTheCredentialsMasked() {
        let form = InstanceForm(editing: instance, kinds: .known)
        #expect(form[.url] == "http://••••@nas:7878/?apikey=••••")
        #expect(!form.hasChanges)
    }

    @Test func leftAsShownTheOriginalURLIsKept() throws {
        var form = InstanceForm(editing: instance, kinds: .known)
        let result = form.validate(against: [], file: nil)
        let validated = try #require(result)
        #expect(validated.url == instance.url)
    }

    @Test func anotherHostWithTheMaskKeepsTheCredentials() throws {
        var form = InstanceForm(editing: instance, kinds: .known)
        form[.url] = "http://••••@backup:7878"
        let result = form.validate(against: [], file: nil)
        let validated = try #require(result)
        #expect(validated.url.absoluteString == "http://admin:hunter2@backup:7878")
    }

    @Test func typedCredentialsAreTakenAsTyped() throws {
        var form = InstanceForm(editing: instance, kinds: .known)
        form[.url] = "http://other:secret@nas:7878"
        let result = form.validate(against: [], file: nil)
        let validated = try #require(result)
        #expect(validated.url.absoluteString == "http://other:secret@nas:7878")
    }
}
