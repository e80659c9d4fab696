import Foundation

extension NSLayoutConstraint {
    /// How `constraints(withVisualFormat:…)` aligns the views of a format and which way a
    /// horizontal format runs, with UIKit's raw values.
    public struct FormatOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Options from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Align all views' left edges.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Align all views' right edges.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Align all views' top edges.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Align all views' bottom edges.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Align all views' leading edges.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Align all views' trailing edges.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Align all views' horizontal centres.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Align all views' vertical centres.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Align all views' last baselines.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Align all views' first baselines.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The alignment bits.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        /// Horizontal formats run leading to trailing (the default).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// Horizontal formats run left to right.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// Horizontal formats run right to left.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The direction bits.
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
        /// Spacing is between the views' edges (the default).
        public static let spacingEdgeToEdge = FormatOptions([])
        /// Vertical spacing is between baselines; accepted, spaced edge to edge.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The spacing bits.
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)
    }

    /// The constraints a visual format string describes (UIKit's Visual Format Language), not
    /// yet active: `"H:|-[label]-8-[field(>=100@750)]-|"`, `"V:|-(20)-[a(==b)]"`.
    ///
    /// An orientation (`H:`, the default, or `V:`), an optional superview edge `|`, views in
    /// brackets named by `views` with optional size predicates, connections between them (`-`
    /// for the standard 8 points, 20 to the superview's edge; `-n-` or `-(predicates)-`; nothing
    /// for adjoining), and an optional closing `|`. Predicates are `relation? (number | metric |
    /// view) (@priority)?`, several separated by commas; `metrics` names numbers. The alignment
    /// options align every view with the first. A malformed format stops with a message naming
    /// the problem, as UIKit raises.
    public static func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                   metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], views: views)
        return parser.parse(options: opts)
    }
}

/// Parses one visual format string into constraints.
@MainActor
struct VisualFormatParser {
    /// One predicate: `relation constant-or-view @priority`.
    struct Predicate {
        var relation: NSLayoutConstraint.Relation = .equal
        var constant: CGFloat = 0
        var view: Any?
        var priority: UILayoutPriority = .required
    }

    let format: String
    let metrics: [String: Any]
    let views: [String: Any]
    private var characters: [Character]
    private var position = 0

    init(format: String, metrics: [String: Any], views: [String: Any]) {
        self.format = format
        self.metrics = metrics
        self.views = views
        characters = Array(format.filter { !$0.isWhitespace })
    }

    private var current: Character? { position < characters.count ? characters[position] : nil }

    private func fail(_ message: String) -> Never {
        preconditionFailure("Unable to parse constraint format: \(message)\n\(format)")
    }

    private mutating func take(_ c: Character) -> Bool {
        guard current == c else { return false }
        position += 1
        return true
    }

    mutating func parse(options: NSLayoutConstraint.FormatOptions) -> [NSLayoutConstraint] {
        var vertical = false
        if characters.count >= 2, characters[1] == ":" {
            guard characters[0] == "H" || characters[0] == "V" else { fail("unknown orientation \(characters[0])") }
            vertical = characters[0] == "V"
            position = 2
        }
        let direction = options.intersection(.directionMask)
        let leadingEdge: NSLayoutConstraint.Attribute = vertical ? .top
            : direction == .directionLeftToRight ? .left : direction == .directionRightToLeft ? .right : .leading
        let trailingEdge: NSLayoutConstraint.Attribute = vertical ? .bottom
            : direction == .directionLeftToRight ? .right : direction == .directionRightToLeft ? .left : .trailing
        let size: NSLayoutConstraint.Attribute = vertical ? .height : .width
        var constraints: [NSLayoutConstraint] = []
        var placed: [Any] = []
        // What comes before the next view: the superview edge or a view, and the connection.
        var previous: Any?
        var previousIsSuperview = false
        var pending: [Predicate]?

        if take("|") {
            previousIsSuperview = true
            pending = connection(standard: 20)
        }
        while take("[") {
            let view = viewInBrackets(sizeAttribute: size, into: &constraints)
            if let connection = pending {
                for p in connection {
                    if previousIsSuperview {
                        guard let superview = (view as? UIView)?.superview else { fail("\(view) has no superview for |") }
                        constraints.append(make(view, leadingEdge, p.relation, superview, leadingEdge, p.constant, p.priority))
                    } else if let previous {
                        constraints.append(make(view, leadingEdge, p.relation, previous, trailingEdge, p.constant, p.priority))
                    }
                }
            }
            placed.append(view)
            previous = view
            previousIsSuperview = false
            pending = connection(standard: 8)
            if current == "|" {
                position += 1
                guard let superview = (view as? UIView)?.superview else { fail("\(view) has no superview for |") }
                // Before the closing edge a lone dash means the superview spacing.
                let spacing = pending.map { $0.count == 1 && $0[0].constant == 8 && lastConnectionWasStandard ? [Predicate(constant: 20)] : $0 }
                for p in spacing ?? [Predicate()] {
                    constraints.append(make(superview, trailingEdge, p.relation, view, trailingEdge, p.constant, p.priority))
                }
                pending = nil
                break
            }
        }
        guard position == characters.count else { fail("unexpected \(current.map(String.init) ?? "end") at \(position)") }
        guard !placed.isEmpty else { fail("no view") }
        // Alignment: every later view aligned with the first on each attribute asked for.
        let alignments: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
        ]
        for (option, attribute) in alignments where options.contains(option) {
            for view in placed.dropFirst() {
                constraints.append(make(placed[0], attribute, .equal, view, attribute, 0, .required))
            }
        }
        return constraints
    }

    /// Whether the last connection parsed was a lone `-` (standard spacing).
    private var lastConnectionWasStandard = false

    /// A connection: `-` (standard), `-predicates-`, or nothing (adjoining, 0). `nil` when no
    /// connection follows (the end of the format).
    private mutating func connection(standard: CGFloat) -> [Predicate]? {
        lastConnectionWasStandard = false
        guard current != nil else { return nil }
        guard take("-") else { return [Predicate()] }
        if current == "[" || current == "|" {
            lastConnectionWasStandard = true
            return [Predicate(constant: standard)]
        }
        let predicates = current == "(" ? predicateList() : [Predicate(constant: simpleConstant())]
        guard take("-") else { fail("expected - after spacing") }
        return predicates
    }

    /// `[name(predicates)]`, after the `[`: the view, its size predicates added to `constraints`.
    private mutating func viewInBrackets(sizeAttribute: NSLayoutConstraint.Attribute,
                                         into constraints: inout [NSLayoutConstraint]) -> Any {
        let name = identifier()
        guard let view = views[name] else { fail("\(name) is not a key in the views dictionary") }
        if current == "(" {
            for p in predicateList() {
                if let other = p.view {
                    constraints.append(make(view, sizeAttribute, p.relation, other, sizeAttribute, p.constant, p.priority))
                } else {
                    constraints.append(make(view, sizeAttribute, p.relation, nil, .notAnAttribute, p.constant, p.priority))
                }
            }
        }
        guard take("]") else { fail("expected ] after \(name)") }
        return view
    }

    /// `(predicate, predicate…)`.
    private mutating func predicateList() -> [Predicate] {
        guard take("(") else { fail("expected (") }
        var list: [Predicate] = []
        repeat { list.append(predicate()) } while take(",")
        guard take(")") else { fail("expected )") }
        return list
    }

    private mutating func predicate() -> Predicate {
        var p = Predicate()
        if take("=") { guard take("=") else { fail("expected ==") } }
        else if take("<") { guard take("=") else { fail("expected <=") }; p.relation = .lessThanOrEqual }
        else if take(">") { guard take("=") else { fail("expected >=") }; p.relation = .greaterThanOrEqual }
        if let c = current, c.isLetter || c == "_" {
            let name = identifier()
            if let metric = metrics[name] { p.constant = metricValue(metric, name) }
            else if let view = views[name] { p.view = view }
            else { fail("\(name) is neither a metric nor a view") }
        } else {
            p.constant = number()
        }
        if take("@") {
            if let c = current, c.isLetter || c == "_" {
                let name = identifier()
                p.priority = UILayoutPriority(Float(metricValue(metrics[name] as Any, name)))
            } else {
                p.priority = UILayoutPriority(Float(number()))
            }
        }
        return p
    }

    /// A number or a metric's name, for a `-n-` connection.
    private mutating func simpleConstant() -> CGFloat {
        if let c = current, c.isLetter || c == "_" {
            let name = identifier()
            return metricValue(metrics[name] as Any, name)
        }
        return number()
    }

    private mutating func identifier() -> String {
        let start = position
        while let c = current, c.isLetter || c.isNumber || c == "_" { position += 1 }
        guard position > start else { fail("expected a name at \(start)") }
        return String(characters[start..<position])
    }

    private mutating func number() -> CGFloat {
        let start = position
        if current == "-" || current == "+" { position += 1 }
        while let c = current, c.isNumber || c == "." { position += 1 }
        guard let value = Double(String(characters[start..<position])) else { fail("expected a number at \(start)") }
        return CGFloat(value)
    }

    /// The number metric `name` holds.
    private func metricValue(_ value: Any, _ name: String) -> CGFloat {
        guard let number = Self.number(value) else { fail("metric \(name) is not a number") }
        return number
    }

    private static func number(_ value: Any) -> CGFloat? {
        switch value {
        case let v as CGFloat: v
        case let v as Double: CGFloat(v)
        case let v as Float: CGFloat(v)
        case let v as Int: CGFloat(v)
        case let v as NSNumber: CGFloat(v.doubleValue)
        default: nil
        }
    }

    /// `first.a relation second.b + constant` at `priority`.
    private func make(_ first: Any, _ a: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
                      _ second: Any?, _ b: NSLayoutConstraint.Attribute, _ constant: CGFloat,
                      _ priority: UILayoutPriority) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(item: first, attribute: a, relatedBy: relation, toItem: second, attribute: b,
                                            multiplier: 1, constant: constant)
        constraint.priority = priority
        return constraint
    }
}
