import Foundation
import LayercastGraphics

extension NSLayoutConstraint {
    /// The options of `constraints(withVisualFormat:options:metrics:views:)`: an alignment of
    /// every view named in the format, and the direction of horizontal formats. Raw values are
    /// UIKit's (the alignment bits are `1 << attribute`).
    public struct FormatOptions: OptionSet, Sendable, Hashable {
        /// The bits.
        public let rawValue: UInt
        /// Creates options.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Align all left edges.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Align all right edges.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Align all top edges.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Align all bottom edges.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Align all leading edges.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Align all trailing edges.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Align all horizontal centres.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Align all vertical centres.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Align all last baselines.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Align all first baselines.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// Horizontal formats run leading to trailing (the default).
        public static let directionLeadingToTrailing = FormatOptions(rawValue: 0 << 16)
        /// Horizontal formats run left to right.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// Horizontal formats run right to left.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    }

    /// The constraints described by `format` in Apple's Visual Format Language
    /// (`"H:|-[label]-8-[field(>=100@750)]-|"`), resolving view names in `views` and metric
    /// names in `metrics`. A malformed format stops with UIKit's "Unable to parse constraint
    /// format" message, naming the problem. Standard spacing (`-` alone) is 8 points between
    /// siblings and 20 to the superview's edge (Apple's Auto Layout Guide, "Visual Format
    /// Language").
    public class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                  metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], views: views)
        return parser.parse(options: opts)
    }
}

/// A parser of one Visual Format Language string: the grammar of Apple's Auto Layout Guide.
@MainActor
struct VisualFormatParser {
    let format: String
    let metrics: [String: Any]
    let views: [String: Any]
    private var characters: [Character]
    private var index = 0

    init(format: String, metrics: [String: Any], views: [String: Any]) {
        self.format = format
        self.metrics = metrics
        self.views = views
        characters = Array(format.filter { !$0.isWhitespace })
    }

    /// One `(relation constant-or-view @priority)` of a connection or a view's size.
    struct Predicate {
        var relation = NSLayoutConstraint.Relation.equal
        var constant: CGFloat = 0
        var view: UIView?
        var priority = UILayoutPriority.required
    }

    private func fail(_ problem: String) -> Never {
        preconditionFailure("Unable to parse constraint format: \(problem)\n\(format)")
    }

    private var current: Character? { index < characters.count ? characters[index] : nil }
    private mutating func take(_ c: Character) -> Bool {
        guard current == c else { return false }
        index += 1
        return true
    }
    private mutating func identifier() -> String {
        var name = ""
        while let c = current, c.isLetter || c.isNumber || c == "_" { name.append(c); index += 1 }
        return name
    }
    private mutating func number() -> CGFloat? {
        var text = ""
        while let c = current, c.isNumber || c == "." || (text.isEmpty && c == "-") { text.append(c); index += 1 }
        return text.isEmpty ? nil : Double(text).map { CGFloat($0) }
    }
    private func metric(_ name: String) -> CGFloat {
        switch metrics[name] {
        case let v as CGFloat: v
        case let v as Double: CGFloat(v)
        case let v as Float: CGFloat(v)
        case let v as Int: CGFloat(v)
        case let v as NSNumber: CGFloat(v.doubleValue)
        default: fail("\(name) is not a key in the metrics dictionary")
        }
    }
    private func view(_ name: String) -> UIView {
        guard let view = views[name] as? UIView else { fail("\(name) is not a key in the views dictionary") }
        return view
    }

    /// A constant (number or metric) or, where allowed, a view name.
    private mutating func predicate(allowViews: Bool) -> Predicate {
        var result = Predicate()
        if take("=") { guard take("=") else { fail("Expected '=='") }; result.relation = .equal }
        else if take("<") { guard take("=") else { fail("Expected '<='") }; result.relation = .lessThanOrEqual }
        else if take(">") { guard take("=") else { fail("Expected '>='") }; result.relation = .greaterThanOrEqual }
        if let value = number() { result.constant = value }
        else {
            let name = identifier()
            guard !name.isEmpty else { fail("Expected a number, metric or view name") }
            if metrics[name] != nil { result.constant = metric(name) }
            else if allowViews { result.view = view(name) }
            else { result.constant = metric(name) }
        }
        if take("@") {
            if let value = number() { result.priority = UILayoutPriority(Float(value)) }
            else { result.priority = UILayoutPriority(Float(metric(identifier()))) }
        }
        return result
    }

    private mutating func predicateList(allowViews: Bool) -> [Predicate] {
        if take("(") {
            var list = [predicate(allowViews: allowViews)]
            while take(",") { list.append(predicate(allowViews: allowViews)) }
            guard take(")") else { fail("Expected ')'") }
            return list
        }
        return [predicate(allowViews: allowViews)]
    }

    /// A connection after a view or `|`: `nil` for none (adjacent), `[]` plus `standard` for `-`.
    private mutating func connection() -> (predicates: [Predicate], standard: Bool)? {
        guard take("-") else { return nil }
        if current == "[" || current == "|" { return ([], true) }
        let list = predicateList(allowViews: false)
        guard take("-") else { fail("Expected '-' after a spacing") }
        return (list, false)
    }

    mutating func parse(options: NSLayoutConstraint.FormatOptions) -> [NSLayoutConstraint] {
        var vertical = false
        if characters.count >= 2, characters[1] == ":" {
            switch characters[0] {
            case "H": break
            case "V": vertical = true
            default: fail("Expected 'H:' or 'V:'")
            }
            index = 2
        }
        let direction = options.rawValue & (3 << 16)
        let (start, end): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
            vertical ? (.top, .bottom) : direction == 1 << 16 ? (.left, .right)
            : direction == 2 << 16 ? (.right, .left) : (.leading, .trailing)
        let size: NSLayoutConstraint.Attribute = vertical ? .height : .width
        var result: [NSLayoutConstraint] = []
        var previous: UIView?
        var pendingConnection: (predicates: [Predicate], standard: Bool)?
        var leadingSuperview = false
        var named: [UIView] = []

        func space(_ from: (item: Any, attribute: NSLayoutConstraint.Attribute), _ to: (item: Any, attribute: NSLayoutConstraint.Attribute),
                   _ connection: (predicates: [Predicate], standard: Bool)?, standard: CGFloat) {
            let predicates = connection.map { $0.standard ? [Predicate(constant: standard)] : $0.predicates } ?? [Predicate()]
            for p in predicates {
                let c = NSLayoutConstraint(item: to.item, attribute: to.attribute, relatedBy: p.relation, toItem: from.item,
                                           attribute: from.attribute, multiplier: 1, constant: p.constant)
                c.priority = p.priority
                result.append(c)
            }
        }

        if take("|") {
            leadingSuperview = true
            pendingConnection = connection()
        }
        while take("[") {
            let name = identifier()
            let view = view(name)
            named.append(view)
            if take("(") {
                index -= 1
                for p in predicateList(allowViews: true) {
                    let c = NSLayoutConstraint(item: view, attribute: size, relatedBy: p.relation, toItem: p.view,
                                               attribute: p.view == nil ? .notAnAttribute : size, multiplier: 1,
                                               constant: p.view == nil ? p.constant : 0)
                    c.priority = p.priority
                    result.append(c)
                }
            }
            guard take("]") else { fail("Expected ']'") }
            if let previous {
                space((previous, end), (view, start), pendingConnection, standard: 8)
            } else if leadingSuperview {
                guard let superview = view.superview else { fail("Unable to interpret '|' because the view doesn't have a superview") }
                space((superview, start), (view, start), pendingConnection, standard: 20)
            }
            previous = view
            pendingConnection = connection()
        }
        if take("|") {
            guard let last = previous, let superview = last.superview else {
                fail("Unable to interpret '|' because the view doesn't have a superview")
            }
            space((last, end), (superview, end), pendingConnection, standard: 20)
        } else if pendingConnection != nil {
            fail("Expected a view or '|' after a connection")
        }
        guard index == characters.count else { fail("Unexpected '\(characters[index])'") }
        // The alignment options relate every named view to the first.
        let alignments: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline)]
        for (option, attribute) in alignments where options.contains(option) {
            for view in named.dropFirst() {
                result.append(NSLayoutConstraint(item: named[0], attribute: attribute, relatedBy: .equal, toItem: view,
                                                 attribute: attribute, multiplier: 1, constant: 0))
            }
        }
        return result
    }
}
