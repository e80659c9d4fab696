import Testing
@testable import layercast_bench

/// How a row's ratio and goal follow from its bytes.
@Suite struct WireMeasurementTests {
    static func measurement(_ scenario: WireScenario, ours: Int, tight: Int, zrle: Int, damage: Int) -> WireMeasurement {
        var m = WireMeasurement(scenario: scenario, screen: .smoke)
        m.ours = ours; m.tight = tight; m.zrle = zrle; m.damage = damage
        return m
    }

    // MARK: - Ratio

    @Test func theRatioIsTheSmallestBaselineOverOurs() {
        let m = Self.measurement(.scroll, ours: 100, tight: 9_000, zrle: 6_000, damage: 7_000)
        #expect(m.bestBaseline == 6_000)
        #expect(m.ratio == 60)
        #expect(m.goalMet == true)
    }

    @Test func fewerThanFiftyTimesMissesTheGoal() {
        let m = Self.measurement(.drag, ours: 200, tight: 9_000, zrle: 9_500, damage: 9_999)
        #expect(m.ratio == 45)
        #expect(m.goalMet == false)
    }

    @Test func scenariosWithoutARatioGoalHaveNoVerdict() {
        #expect(Self.measurement(.typing, ours: 1, tight: 1_000, zrle: 1_000, damage: 1_000).goalMet == nil)
        #expect(Self.measurement(.gallery, ours: 1, tight: 1_000, zrle: 1_000, damage: 1_000).goalMet == nil)
    }

    // MARK: - Idle

    @Test func idleMeetsItsGoalOnlyWhenNothingWasSent() {
        let silent = Self.measurement(.idle, ours: 0, tight: 0, zrle: 0, damage: 0)
        #expect(silent.ratio == nil)
        #expect(silent.goalMet == true)
        #expect(Self.measurement(.idle, ours: 24, tight: 0, zrle: 0, damage: 0).goalMet == false)
    }
}
