// The entry point: everything below it gets its dependencies (clock, event loops, display)
// passed in; see LayercastClientCommand and ClientRunner.
LayercastClientCommand.main()
