import Testing
@testable import MarqueeNavigation
@Test func placeholder() { #expect(Bool(true)) }
