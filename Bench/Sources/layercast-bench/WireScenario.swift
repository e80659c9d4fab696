import Foundation
import LayercastClient
import LayercastDemo
import LayercastGraphics
import LayercastUI

/// The scripted UI sessions of figure 1, each an app launched on the server and a list of
/// frames (one per 60 Hz refresh) with the input a user gives in that frame.
enum WireScenario: String, CaseIterable, Sendable {
    case idle, typing, field, composing, scroll, fling, gallery, transition, drag
    case spring, springLong, keyframes, flip, flipLong, ring, ringLong, spinner, spinnerLong

    /// Frames per second of the scripts: one frame per refresh of a 60 Hz display.
    static let frameRate = 60.0

    /// The row heading in the report.
    var title: String {
        switch self {
        case .idle: "idle (demo, 10 s)"
        case .typing: "typing (10 characters/s, 5 s)"
        case .field: "typing into a text field (keys, 10 characters/s, 5 s)"
        case .composing: "typing Vietnamese through an input method (Telex, 10 keystrokes/s, 4 s)"
        case .scroll: "scroll 1,000-row list (120 frames)"
        case .fling: "fling a 200-row scroll view (×3, 3 s)"
        case .gallery: "gallery (swipe through 10 photos)"
        case .transition: "demo transition (×3)"
        case .drag: "drag a view (60 moves)"
        case .spring: "spring (0.5 s, ×2)"
        case .springLong: "spring (3 s, ×2)"
        case .keyframes: "keyframes around a circle (1 s, ×2)"
        case .flip: "flip transition (0.5 s, ×2)"
        case .flipLong: "flip transition (3 s, ×2)"
        case .ring: "progress ring (0.5 s, ×2)"
        case .ringLong: "progress ring (3 s, ×2)"
        case .spinner: "replicator spinner (1 s, ×2)"
        case .spinnerLong: "replicator spinner (5 s, ×2)"
        }
    }

    /// The animation scenarios' kind and duration; `nil` for the others.
    var animation: (kind: ScenarioAnimationViewController.Kind, duration: Double)? {
        switch self {
        case .spring: (.spring, 0.5)
        case .springLong: (.spring, 3)
        case .keyframes: (.keyframes, 1)
        case .flip: (.flip, 0.5)
        case .flipLong: (.flip, 3)
        case .ring: (.ring, 0.5)
        case .ringLong: (.ring, 3)
        case .spinner: (.spinner, 1)
        case .spinnerLong: (.spinner, 5)
        default: nil
        }
    }

    /// Whether the goal asks for ≥ 50× fewer bytes than the best framebuffer baseline.
    var hasRatioGoal: Bool { self == .scroll || self == .drag || self == .transition }

    /// Builds the scenario's UI in `app` (inside its transaction scope) and returns the maker of
    /// its script, to be called once the first turn has laid the UI out. `quick` (CI's smoke
    /// The characters one frame's input types: a tap on a key of the on-screen keyboard
    /// (`typing`), or text a key press or an input method commits (`field`, `composing`); none in
    /// other scenarios.
    func charactersTyped(by input: [ClientInputEvent]) -> Int {
        switch self {
        case .typing: input.filter { if case .mouse(.began, _, _) = $0 { true } else { false } }.count
        case .field, .composing: input.reduce(0) { if case .text(let t) = $1 { $0 + t.count } else { $0 } }
        default: 0
        }
    }

    /// mode) keeps at most `quickFrames` frames, except idle, which keeps one second.
    @MainActor
    func launch(in app: UIApplication, quick: Bool) -> @MainActor () -> [[ClientInputEvent]] {
        let bounds = app.screen.bounds
        let script: @MainActor () -> [[ClientInputEvent]]
        switch self {
        case .idle:
            _ = launchDemo(in: app)
            return { Script.idle(quick ? 60 : 600) }
        case .typing:
            let controller = ScenarioTypingViewController(frame: bounds)
            show(controller, in: app)
            script = {
                let text = Array("layercast sends layers not pixels so typing costs a few bytes ")
                return (0..<50).flatMap { i -> [[ClientInputEvent]] in
                    let key = controller.keyboard.keyFrame(for: text[i % text.count]) ?? .zero
                    return Script.tap(at: CGPoint(x: key.midX, y: key.midY)) + Script.idle(4)
                }
            }
        case .field:
            let controller = ScenarioFieldTypingViewController(frame: bounds)
            show(controller, in: app)
            script = {
                let text = Array("layercast sends layers not pixels so typing costs a few bytes ")
                let field = controller.field.convert(controller.field.bounds, to: nil)
                // A tap in the field, then per character a key down with its text, the key up
                // and four idle frames: 10 characters a second at 60 Hz, as in `typing`.
                return Script.tap(at: CGPoint(x: field.midX, y: field.midY)) + (0..<50).flatMap { i -> [[ClientInputEvent]] in
                    let c = text[i % text.count]
                    let usage = Self.usage(of: c)
                    return [[.key(usage: usage, isDown: true, isRepeat: false, modifiers: []), .text(String(c))],
                            [.key(usage: usage, isDown: false, isRepeat: false, modifiers: [])]] + Script.idle(4)
                }
            }
        case .composing:
            let controller = ScenarioFieldTypingViewController(frame: bounds)
            show(controller, in: app)
            script = {
                let field = controller.field.convert(controller.field.bounds, to: nil)
                // An input method composing each word (SPEC §12.10): every keystroke replaces the
                // marked text, which the field draws underlined, then the word is committed with
                // a space. Telex: "vieetj" becomes "việt" letter by letter. Each step is a frame
                // and five idle ones: 10 keystrokes a second at 60 Hz, as in `field`.
                let words: [(marked: [String], committed: String)] = [
                    (["v", "vi", "vie", "viê", "viêt", "việt"], "việt "), (["n", "na", "nam"], "nam "),
                    (["x", "xi", "xin"], "xin "), (["c", "ch", "cha", "chao", "chào"], "chào "),
                ]
                let steps: [[ClientInputEvent]] = (0..<2).flatMap { _ in
                    words.flatMap { word in
                        word.marked.map { [ClientInputEvent.composition(text: $0, start: $0.unicodeScalars.count, length: 0)] } + [[.text(word.committed)]]
                    }
                }
                return Script.tap(at: CGPoint(x: field.midX, y: field.midY)) + steps.flatMap { [$0] + Script.idle(5) }
            }
        case .scroll:
            let controller = ScenarioListViewController(frame: bounds, rowCount: 1_000)
            show(controller, in: app)
            script = {
                let list = controller.list.convert(controller.list.bounds, to: nil)
                // Three strokes of 40 moves, 12 points a frame (720 points a second), each
                // within the list, as a thumb scrolls: 120 frames of scrolling in all.
                let start = CGPoint(x: list.midX, y: list.maxY - 40)
                return (0..<3).flatMap { _ in
                    Script.drag(from: start, steps: Array(repeating: CGSize(width: 0, height: -12), count: 40))
                }
            }
        case .fling:
            let controller = ScenarioFlingViewController(frame: bounds, rowCount: 200)
            show(controller, in: app)
            script = {
                // Three flicks of 6 frames at 40 points a frame (2,400 points a second), each
                // followed by a second of its deceleration, which the client plays.
                let start = CGPoint(x: bounds.midX, y: bounds.maxY - 80)
                return (0..<3).flatMap { _ in
                    Script.drag(from: start, steps: Array(repeating: CGSize(width: 0, height: -40), count: 6))
                        + Script.idle(Int(Self.frameRate))
                }
            }
        case .gallery:
            let controller = ScenarioGalleryViewController(frame: bounds, photoCount: 10, imageScale: app.screen.scale)
            show(controller, in: app)
            script = {
                let start = CGPoint(x: bounds.width * 0.8, y: bounds.midY)
                let step = CGSize(width: -bounds.width * 0.075, height: 0)
                return (0..<9).flatMap { _ in
                    Script.drag(from: start, steps: Array(repeating: step, count: 8))
                        + Script.idle(Int(ScenarioGalleryView.snapDuration * Self.frameRate) + 4)
                }
            }
        case .transition:
            let demo = launchDemo(in: app)
            script = {
                let item = demo.transitionItemFrame ?? .zero
                return (0..<3).flatMap { _ in
                    Script.tap(at: CGPoint(x: item.midX, y: item.midY))
                        + Script.idle(Int(DemoPhotoView.transitionDuration * Self.frameRate) + 4)
                }
            }
        case .spring, .springLong, .keyframes, .flip, .flipLong, .ring, .ringLong, .spinner, .spinnerLong:
            let (kind, duration) = animation!
            let controller = ScenarioAnimationViewController(frame: bounds, kind: kind, duration: duration)
            show(controller, in: app)
            script = {
                // A tap on the button, then the whole animation and a few frames; twice.
                let button = controller.button.convert(controller.button.bounds, to: nil)
                return (0..<2).flatMap { _ in
                    Script.tap(at: CGPoint(x: button.midX, y: button.midY)) + Script.idle(Int(duration * Self.frameRate) + 6)
                }
            }
        case .drag:
            let demo = launchDemo(in: app)
            script = {
                let puck = demo.draggableViewFrame
                let steps = (0..<60).map { k in
                    let angle = Double(k) / 60 * 2 * Double.pi
                    return CGSize(width: 4 * cos(angle), height: 4 * sin(angle))
                }
                return Script.drag(from: CGPoint(x: puck.midX, y: puck.midY), steps: steps)
            }
        }
        return { quick ? Array(script().prefix(Self.quickFrames)) : script() }
    }

    /// The HID usage of a lower-case letter or the space bar (US layout).
    static func usage(of c: Character) -> UInt16 {
        guard let a = c.asciiValue, (0x61...0x7A).contains(a) else { return 0x2C }
        return UInt16(a - 0x61 + 0x04)
    }

    /// Frames a quick run keeps of each script (idle aside).
    static let quickFrames = 4

    @MainActor
    private func show(_ controller: UIViewController, in app: UIApplication) {
        app.perform {
            let window = UIWindow(screen: app.screen)
            window.rootViewController = controller
            window.backgroundColor = .white
            window.makeKeyAndVisible()
        }
        // The application keeps its windows, as UIKit's does.
    }

    /// Building blocks of scripts: mouse events with the primary button (the server makes the
    /// mouse one touch), in screen points.
    enum Script {
        static func idle(_ frames: Int) -> [[ClientInputEvent]] { Array(repeating: [], count: frames) }

        static func tap(at point: CGPoint) -> [[ClientInputEvent]] {
            [[.mouse(phase: .began, location: point, button: 1)], [.mouse(phase: .ended, location: point, button: 1)]]
        }

        /// Press at `start`, one move per frame by each step, lift in the frame after the last move.
        static func drag(from start: CGPoint, steps: [CGSize]) -> [[ClientInputEvent]] {
            var frames: [[ClientInputEvent]] = [[.mouse(phase: .began, location: start, button: 1)]]
            var point = start
            for step in steps {
                point = CGPoint(x: point.x + step.width, y: point.y + step.height)
                frames.append([.mouse(phase: .moved, location: point, button: 1)])
            }
            frames.append([.mouse(phase: .ended, location: point, button: 1)])
            return frames
        }
    }
}
