import LayercastPort
import Testing

/// `optional` requirements of `@objc` protocols become requirements with default
/// implementations in a protocol extension after the protocol, and their calls
/// (`delegate?.f?(x)`) plain calls (`delegate?.f(x)`).
@Suite struct OptionalRequirementTests {
    @Test func voidRequirementsGetEmptyDefaultsAndTheirCallsLoseTheQuestionMark() {
        expectPort("""
            @objc public protocol RatingViewDelegate {
                /// Called as the rating changes.
                @objc optional func ratingView(_ ratingView: RatingView, isUpdating rating: Double)
                @objc optional func ratingView(_ ratingView: RatingView, didUpdate rating: Double)
                func ratingViewDidReset(_ ratingView: RatingView)
            }

            open class RatingView: UIView {
                open weak var delegate: RatingViewDelegate?
                func update() {
                    delegate?.ratingView?(self, isUpdating: rating)
                    if let delegate = delegate {
                        delegate.ratingView?(self, didUpdate: rating)
                    }
                    delegate!.ratingView!(self, didUpdate: rating)
                }
            }
            """, """
            public protocol RatingViewDelegate: AnyObject {
                /// Called as the rating changes.
                func ratingView(_ ratingView: RatingView, isUpdating rating: Double)
                func ratingView(_ ratingView: RatingView, didUpdate rating: Double)
                func ratingViewDidReset(_ ratingView: RatingView)
            }

            extension RatingViewDelegate {
                public func ratingView(_ ratingView: RatingView, isUpdating rating: Double) {}
                public func ratingView(_ ratingView: RatingView, didUpdate rating: Double) {}
            }

            open class RatingView: UIView {
                open weak var delegate: RatingViewDelegate?
                func update() {
                    delegate?.ratingView(self, isUpdating: rating)
                    if let delegate = delegate {
                        delegate.ratingView(self, didUpdate: rating)
                    }
                    delegate!.ratingView(self, didUpdate: rating)
                }
            }
            """)
    }

    @Test func resultsDefaultToNilOrToTheConstantEveryCallFallsBackTo() {
        // `d?.f?() ?? 0` got 0 from a conformer without `f`: the default returns 0. A result
        // with no such constant has no default that keeps the meaning: required, reported.
        expectPort("""
            @objc protocol PagerDataSource {
                @objc optional func indexOfStartingPage() -> Int
                @objc optional func isSwipingDisabled(at index: Int) -> Bool
                @objc optional func title(at index: Int) -> String?
                @objc optional func titles() -> [String]
                @objc optional static func pageCount() -> Int
            }

            class Pager: UIViewController {
                weak var dataSource: PagerDataSource?
                func start() {
                    current = dataSource?.indexOfStartingPage?() ?? 0
                    let locked = dataSource?.isSwipingDisabled?(at: current) ?? false
                    if dataSource?.isSwipingDisabled?(at: 0) ?? false || locked {}
                    title = dataSource?.title?(at: current)
                    if let titles = dataSource?.titles?() { show(titles) }
                    _ = (dataSource?.indexOfStartingPage?() ?? 0) + 1
                }
            }
            """, """
            protocol PagerDataSource: AnyObject {
                func indexOfStartingPage() -> Int
                func isSwipingDisabled(at index: Int) -> Bool
                func title(at index: Int) -> String?
                func titles() -> [String]
                static func pageCount() -> Int
            }

            extension PagerDataSource {
                func indexOfStartingPage() -> Int { 0 }
                func isSwipingDisabled(at index: Int) -> Bool { false }
                func title(at index: Int) -> String? { nil }
            }

            class Pager: UIViewController {
                weak var dataSource: PagerDataSource?
                func start() {
                    current = dataSource?.indexOfStartingPage() ?? 0
                    let locked = dataSource?.isSwipingDisabled(at: current) ?? false
                    if dataSource?.isSwipingDisabled(at: 0) ?? false || locked {}
                    title = dataSource?.title(at: current)
                    if let titles = dataSource?.titles() { show(titles) }
                    _ = (dataSource?.indexOfStartingPage() ?? 0) + 1
                }
            }
            """, warnings: [
                "5:5: warning: 'titles()' was optional and returns '[String]', which has no default that keeps the "
                    + "meaning, so it is now required; to keep it optional, implement it in an 'extension "
                    + "PagerDataSource' returning what a caller should get from a conformer without it",
                "6:5: warning: 'pageCount()' was optional and returns 'Int', which has no default that keeps the "
                    + "meaning, so it is now required; to keep it optional, implement it in an 'extension "
                    + "PagerDataSource' returning what a caller should get from a conformer without it",
            ])
    }

    @Test func differentFallbacksGiveNoDefault() {
        let before = """
            @objc protocol Source {
                @objc optional func count() -> Int
            }
            func f(_ s: Source?) -> Int { (s?.count?() ?? 0) + (s?.count?() ?? 1) }
            """
        expectPort(before, """
            protocol Source: AnyObject {
                func count() -> Int
            }
            func f(_ s: Source?) -> Int { (s?.count() ?? 0) + (s?.count() ?? 1) }
            """, warnings: [
                "2:5: warning: 'count()' was optional and returns 'Int', which has no default that keeps the "
                    + "meaning, so it is now required; to keep it optional, implement it in an 'extension Source' "
                    + "returning what a caller should get from a conformer without it",
            ])
    }

    @Test func optionalPropertiesOfOptionalTypeDefaultToNil() {
        expectPort("""
            @objc protocol Themed {
                @objc optional var accentColor: UIColor? { get }
                @objc optional var badge: String? { get set }
                @objc optional var size: CGFloat { get }
            }
            """, """
            protocol Themed: AnyObject {
                var accentColor: UIColor? { get }
                var badge: String? { get set }
                var size: CGFloat { get }
            }

            extension Themed {
                var accentColor: UIColor? { nil }
                var badge: String? { get { nil } set {} }
            }
            """, warnings: [
                "4:5: warning: 'size' was optional and is a 'CGFloat', which has no default that keeps the meaning, "
                    + "so it is now required; to keep it optional, implement it in an 'extension Themed', and drop "
                    + "the '?' that callers wrote after 'size'",
            ])
    }

    @Test func theExtensionFollowsTheProtocolInsideAnActiveIfAtItsIndentation() {
        expectPort("""
            #if DEBUG
                @objc protocol Probe {
                    @objc optional func probeDidFire()
                }
            #endif
            let x = 1
            """, """
            #if DEBUG
                protocol Probe: AnyObject {
                    func probeDidFire()
                }

                extension Probe {
                    func probeDidFire() {}
                }
            #endif
            let x = 1
            """)
    }

    // MARK: - Left alone

    @Test func anInactiveClauseIsLeftAlone() {
        let source = """
            #if os(iOS)
            @objc protocol Probe {
                @objc optional func probeDidFire()
            }
            func fire(_ p: Probe?) { p?.probeDidFire?() }
            #endif
            """
        expectPort(source, source)
    }

    @Test func aProtocolNestedInATypeIsReported() {
        // An extension cannot follow it there.
        let source = """
            final class Player {
                @objc protocol Delegate {
                    @objc optional func playerDidStop()
                }
            }
            """
        expectPort(source, source, warnings: [
            "2:5: warning: 'optional' protocol requirements need '@objc'; give 'playerDidStop' a default "
                + "implementation in a protocol extension at file scope and remove 'optional', then run "
                + "layercast-port again",
        ])
    }
}

/// Calls of UIKit's own optional delegate methods (`delegate?.scrollViewDidScroll?(s)`): the
/// toolkit's protocols implement them all, so the `?` goes; optional closures stay.
@Suite struct DelegateCallTests {
    @Test func uikitDelegateMethodsLoseTheQuestionMark() {
        expectPort("""
            open class ZoomView: UIScrollView, UIScrollViewDelegate {
                open weak var forward: UIScrollViewDelegate?
                weak var table: UITableViewDelegate?
                public func scrollViewDidScroll(_ scrollView: UIScrollView) {
                    forward?.scrollViewDidScroll?(scrollView)
                    forward?.scrollViewDidEndDragging?(scrollView, willDecelerate: false)
                    _ = forward?.viewForZooming?(in: scrollView)
                    table?.tableView?(tableView, didSelectRowAt: path)
                }
            }
            """, """
            open class ZoomView: UIScrollView, UIScrollViewDelegate {
                open weak var forward: UIScrollViewDelegate?
                weak var table: UITableViewDelegate?
                public func scrollViewDidScroll(_ scrollView: UIScrollView) {
                    forward?.scrollViewDidScroll(scrollView)
                    forward?.scrollViewDidEndDragging(scrollView, willDecelerate: false)
                    _ = forward?.viewForZooming(in: scrollView)
                    table?.tableView(tableView, didSelectRowAt: path)
                }
            }
            """)
    }

    @Test func optionalClosuresStay() {
        // `onTap?()` calls no member of another object; `textFieldDidChange` and
        // `scrollViewDidSettle` are declared holding closures (by their type, by their
        // initializer); `reload` and `textFielder` are not named as UIKit's delegate methods.
        let source = """
            final class Form: UIView {
                var onTap: (() -> Void)?
                var textFieldDidChange: ((String) -> Void)?
                lazy var scrollViewDidSettle = { [weak self] in self?.layoutIfNeeded() }
                var handlers: Handlers?
                func fire() {
                    onTap?()
                    self.onTap?()
                    handlers?.textFieldDidChange?("x")
                    handlers?.scrollViewDidSettle?()
                    handlers?.reload?()
                    handlers?.textFielder?()
                }
            }
            """
        expectPort(source, source)
    }
}
